import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale, type NegotiatedLocale } from '../i18n/negotiate-locale.js';

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
