import { aspectEndName } from '../chart-wheel/wheel-words.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { pictureWords } from '../i18n/picture-word-catalogues.js';
import type { PictureWords } from '../i18n/picture-words.js';
import { formatArc, formatPosition } from '../report/format-position.js';
import { SIGNS, type AspectType } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { normalizeDegrees } from '../units/index.js';

/** The natal points that are angles (their label takes `{kind}` `angle`). */
const ANGLES = new Set(['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli']);

/**
 * The language of a picture (issue 31): its label catalogue (body, sign and aspect names), its words
 * (`PictureWords`), and the composing helpers every picture shares. English keeps the record's names (`NorthNode`,
 * `semiSquare`) as the pictures always wrote them, so the English output is unchanged.
 */
export interface PictureLanguage {
  readonly locale: LabelLocale;
  readonly labels: LabelCatalogue;
  readonly words: PictureWords;
  /** A template of `words` filled in (ICU MessageFormat, the locale's plural rules). */
  say(template: string, values?: Readonly<Record<string, string | number>>): string;
  /** A count template (`{n, plural, …}` with `{count}`) for `n`. */
  count(template: string, n: number): string;
  /** A body's or an angle's name. */
  point(name: string): string;
  /** An aspect's name. */
  aspect(type: AspectType): string;
  /** A natal point template (`natalContact`, `natalPointMark`) with `{gender}` and `{kind}` of the point. */
  natal(template: string, point: string, values: Readonly<Record<string, string>>): string;
  /** `Saturn trine natal Sun`: a transit contact's label. */
  contact(body: string, aspect: AspectType, point: string): string;
  /** A longitude in its sign: `22°40′ Cancer` (`short`: the sign's short name). */
  position(longitude: number, short?: boolean): string;
  /** A list in running text (`, `). */
  list(items: readonly string[]): string;
}

/** @summary The language of a picture in `locale` (default English). */
export function pictureLanguage(locale: LabelLocale = 'en'): PictureLanguage {
  const labels = labelCatalogue(locale);
  const words = pictureWords(locale);
  const say = (template: string, values: Readonly<Record<string, string | number>> = {}) => formatLabel(template, values, locale);
  const point = (name: string) => aspectEndName(name, labels);
  const natal = (template: string, p: string, values: Readonly<Record<string, string>>) =>
    say(template, { ...values, point: point(p), gender: words.feminine.includes(p) ? 'feminine' : 'other', kind: ANGLES.has(p) ? 'angle' : 'other' });
  return {
    locale,
    labels,
    words,
    say,
    count: (template, n) => say(template, { n, count: formatNumber(n, 0, locale) }),
    point,
    aspect: (type) => (locale === 'en' ? type : labels.aspects[type]),
    natal,
    contact: (body, aspect, p) => natal(words.natalContact, p, { body: point(body), aspect: locale === 'en' ? aspect : labels.aspects[aspect] }),
    position: (longitude, short = false) => {
      if (locale === 'en') return short ? formatPosition(longitude).replace(/ (\w{3})\w*$/, ' $1') : formatPosition(longitude);
      const totalMinutes = Math.floor(normalizeDegrees(longitude) * 60 + 1e-9);
      const sign = SIGNS[Math.min(11, Math.floor(totalMinutes / 1800))]!;
      return `${formatArc((totalMinutes - SIGNS.indexOf(sign) * 1800) / 60)} ${short ? labels.signShort[sign] : labels.signs[sign]}`;
    },
    list: (items) => items.join(words.listSeparator),
  };
}
