import type { ChartWheelOptions } from '../../schemas/index.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { LOCALES, type Locale } from '../../schemas/interpretation.js';

/**
 * @summary A wheel route's body with the request's language in its `wheel.locale`, unless the body names one
 * (issue 31: `?lang=` and `Accept-Language` choose the labels; the body's own choice wins).
 * @example localizeWheel({ birthDate: '1990-07-15' }, 'de').wheel // { locale: 'de' }
 */
export function localizeWheel<B extends { readonly wheel?: ChartWheelOptions }>(body: B, locale: LabelLocale): B {
  if (body.wheel?.locale !== undefined) return body;
  return { ...body, wheel: { ...body.wheel, locale } };
}

/**
 * @summary A picture route's body (the forecast charts, the world map) with the request's language in its
 * `chart.locale`, unless the body names one (issue 31: `?lang=` and `Accept-Language`; the body's choice wins).
 * @example localizeChart({ from: '2025-01-01', to: '2026-01-01' }, 'de').chart // { locale: 'de' }
 */
export function localizeChart<B extends { readonly chart?: { readonly locale?: LabelLocale } }>(body: B, locale: LabelLocale): B {
  if (body.chart?.locale !== undefined) return body;
  return { ...body, chart: { ...body.chart, locale } };
}

/** @summary The Indian chart's body with the request's language in its `locale`, unless it names one. */
export function localizeTop<B extends { readonly locale?: LabelLocale }>(body: B, locale: LabelLocale): B {
  return body.locale !== undefined ? body : { ...body, locale };
}

/**
 * @summary A text route's parameters with the request's language in their `locale`, when it is a language of the
 * interpretation text (en, es, pt-BR, fr, de) and they name none (issue 31); another language leaves them English.
 * @example localizeText({ body: 'Venus', sign: 'Taurus' }, 'fr').locale // 'fr'
 */
export function localizeText<B extends object>(params: B, locale: LabelLocale): B {
  if ((params as { readonly locale?: Locale }).locale !== undefined || !(LOCALES as readonly string[]).includes(locale)) return params;
  return { ...params, locale: locale as Locale };
}

/**
 * @summary A body whose `locale` also switches its text on (`/synastry`, `/composite`) with the request's language
 * in `locale` only when it asks for the text (`interpret: true`) and names no locale (issue 31): a browser's
 * Accept-Language never adds text that was not asked for.
 * @example localizeInterpreted({ interpret: true }, 'de').locale // 'de'; localizeInterpreted({}, 'de').locale // undefined
 */
export function localizeInterpreted<B extends { readonly interpret?: boolean }>(body: B, locale: LabelLocale): B {
  return body.interpret === true ? localizeText(body, locale) : body;
}

/**
 * Whether a text localizer's parameters will be read in English for a language of labels only (issue 31, the
 * answer then says so): `localizeText` when the parameters name no `locale`; `localizeInterpreted` when the body also
 * asks for the text (`interpret: true`).
 */
const ENGLISH_TEXT_WHEN: ReadonlyMap<unknown, (params: { readonly locale?: unknown; readonly interpret?: unknown }) => boolean> = new Map([
  [localizeText, (p) => p.locale === undefined],
  [localizeInterpreted, (p) => p.interpret === true && p.locale === undefined],
]);

/**
 * @summary True when a route with interpretation text (its `localize` is `localizeText` or `localizeInterpreted`)
 * answers English readings to a request in a language that has labels but no interpretation text (it, hi, ru, tr,
 * zh-Hans): the parameters as `localize` left them, the negotiated locale.
 * @example readsEnglishText(localizeText, { body: 'Venus', sign: 'Taurus' }, 'ru') // true
 */
export function readsEnglishText(localize: unknown, params: unknown, locale: LabelLocale): boolean {
  const when = ENGLISH_TEXT_WHEN.get(localize);
  if (when === undefined || (LOCALES as readonly string[]).includes(locale) || params === null || typeof params !== 'object') return false;
  return when(params);
}
