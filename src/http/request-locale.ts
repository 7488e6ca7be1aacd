import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale, type NegotiatedLocale } from '../i18n/negotiate-locale.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/** The language negotiated for each request (a request outlives nothing: the map holds no request longer). */
const LOCALES = new WeakMap<FastifyRequest, NegotiatedLocale>();

/**
 * @summary A route's language hook (docs/http.md "Languages"): takes `lang` out of the query string (so no route's
 * parameters include it), negotiates the answer's language from it and `Accept-Language` (`negotiateLocale`: lang
 * wins, an unknown language is English), and says so on the answer: `Content-Language` and `Vary: Accept-Language`.
 */
export async function takeRequestLocale(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  let lang: string | undefined;
  if (query !== undefined && query !== null && Object.prototype.hasOwnProperty.call(query, 'lang')) {
    const value = query.lang;
    lang = Array.isArray(value) ? String(value[value.length - 1]) : String(value);
    delete query.lang;
  }
  const header = request.headers['accept-language'];
  const negotiated = negotiateLocale(Array.isArray(header) ? header.join(',') : header, lang);
  LOCALES.set(request, negotiated);
  reply.header('content-language', negotiated.locale);
}

/** @summary The language negotiated for a request (English when the hook did not run). */
export function requestLocale(request: FastifyRequest): NegotiatedLocale {
  return LOCALES.get(request) ?? { locale: 'en', fellBack: false };
}

/** The `lang` query parameter of a request's URL (the last one), read without touching the parsed query. */
function langOfUrl(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  try {
    const all = new URLSearchParams(url.slice(q + 1)).getAll('lang');
    return all.length === 0 ? undefined : all[all.length - 1];
  } catch {
    return undefined;
  }
}

/**
 * @summary The language of an answer made before the route's language hook (issue 31: 401, 429, 503, 404, a body
 * Fastify refuses): the one the hook negotiated when it ran, else `lang` of the URL and `Accept-Language`, negotiated
 * the same way (`negotiateLocale`) without taking `lang` out of the query.
 */
export function answerLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): NegotiatedLocale {
  const known = LOCALES.get(request as FastifyRequest);
  if (known !== undefined) return known;
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header, langOfUrl(request.url ?? ''));
}

/**
 * @summary `answerLocale`'s language for a problem answered early, said on the answer (`Content-Language`) when it
 * is not English; an English answer's headers stay as they were.
 */
export function earlyAnswerLocale(request: Pick<FastifyRequest, 'url' | 'headers'>, reply: Pick<FastifyReply, 'header'>): LabelLocale {
  const { locale } = answerLocale(request);
  if (locale !== 'en') reply.header('content-language', locale);
  return locale;
}
