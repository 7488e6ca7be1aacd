import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';

/** A negotiated language: the locale answered, and whether a language was asked for that Urania does not have. */
export interface NegotiatedLocale {
  readonly locale: LabelLocale;
  /** True when a language was asked for (`lang` or `Accept-Language`) and none of it matched: English answers. */
  readonly fellBack: boolean;
}

/** The locale of a language tag, or undefined: exact (any case), then by language (`pt` → pt-BR, `zh`/`zh-CN`/`zh-SG` → zh-Hans). */
export function matchLocale(tag: string): LabelLocale | undefined {
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t === '') return undefined;
  const exact = LABEL_LOCALES.find((l) => l.toLowerCase() === t);
  if (exact !== undefined) return exact;
  const [language, ...rest] = t.split('-');
  // Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is not simplified Chinese: no match.
  if (language === 'zh') return rest.some((r) => r === 'hant' || r === 'tw' || r === 'hk' || r === 'mo') ? undefined : 'zh-Hans';
  return LABEL_LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
}

/**
 * @summary The language of an answer: `lang` (a query parameter, or the CLI's `--lang`) wins; else the best of
 * `Accept-Language` by quality (RFC 9110 §12.5.4; `*` and q=0 ignored); else English. A language Urania does not
 * have falls back to English (`fellBack`).
 * @example negotiateLocale('de-CH, fr;q=0.8', undefined) // { locale: 'de', fellBack: false }
 */
export function negotiateLocale(acceptLanguage: string | undefined, lang: string | undefined): NegotiatedLocale {
  if (lang !== undefined && lang.trim() !== '') {
    const locale = matchLocale(lang);
    return locale === undefined ? { locale: 'en', fellBack: true } : { locale, fellBack: false };
  }
  if (acceptLanguage === undefined || acceptLanguage.trim() === '') return { locale: 'en', fellBack: false };
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.map((p) => /^q=([01](?:\.\d{0,3})?)$/i.exec(p)).find((m) => m !== null);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    const locale = matchLocale(r.tag);
    if (locale !== undefined) return { locale, fellBack: false };
  }
  return { locale: 'en', fellBack: ranges.length > 0 };
}
