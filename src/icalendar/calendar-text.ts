import { formatCivilDate, formatLabel, formatNumber } from '../i18n/format-label.js';
import { icsWords } from '../i18n/ics-word-catalogues.js';
import type { IcsEclipse, IcsTemplates, IcsWords } from '../i18n/ics-words.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { formatArc } from '../report/format-position.js';
import { SIGNS, type AspectType, type Sign } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { TimelinePoint } from '../schemas/transit-timeline.js';
import { instant, isoString } from '../time/instant.js';
import { normalizeDegrees } from '../units/index.js';

/**
 * The writing of a calendar event's words in one language (issue 31): the feed's templates filled with the label
 * catalogue's names, times through `Intl.DateTimeFormat`, numbers through `Intl.NumberFormat`. English keeps what
 * the feeds wrote before — the record's own names, ISO times to the minute, `toFixed` — so an English feed is
 * byte-identical.
 */
export interface CalendarText {
  readonly locale: LabelLocale;
  readonly words: IcsWords;
  /** A template filled with its arguments. */
  fill(key: keyof IcsTemplates, values: Readonly<Record<string, string | number>>): string;
  /** An instant as a reader sees it, to the minute, Universal Time (`2025-01-13 22:27 UT`, `13. Januar 2025 um 22:27 UT`). */
  time(iso: string, field: string): string;
  /** A civil date (`YYYY-MM-DD`) as a reader sees it. */
  date(isoDate: string): string;
  /** A longitude within its sign (`25°12′ Leo`, `25°12′ Льва`, `狮子座25°12′`). */
  position(longitude: number): string;
  /** A number with a fixed count of decimals, in the locale's digits. */
  number(value: number, decimals: number): string;
  /** A body's or point's name. */
  point(point: TimelinePoint): string;
  aspect(aspect: AspectType): string;
  /** `{ [name]: sign, [name + 'In']: …, [name + 'Of']: … }`: a sign argument in its three forms. */
  sign(name: string, sign: Sign): Record<string, string>;
  /** A point's grammatical gender (masculine unless the locale lists it). */
  gender(point: TimelinePoint): string;
  /** An eclipse's name (`name`) or its name with an article (`aName`). */
  eclipse(type: string, kind: string, form: 'name' | 'aName'): string;
}

/** @summary A text with its first letter a capital (a list of passes that opens a sentence). */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TEXTS = new Map<LabelLocale, CalendarText>();

/**
 * @summary The calendar words of a locale, ready to write events (one per locale, kept).
 * @example calendarText('de').fill('lunationSummary', { phase: 'Vollmond', sign: 'Löwe', signIn: 'im Löwen' }) // 'Vollmond im Löwen'
 */
export function calendarText(locale: LabelLocale = 'en'): CalendarText {
  const known = TEXTS.get(locale);
  if (known !== undefined) return known;
  const words = icsWords(locale);
  const labels = labelCatalogue(locale);
  const english = locale === 'en';
  const fill = (key: keyof IcsTemplates, values: Readonly<Record<string, string | number>>) => formatLabel(words.templates[key], values, locale);
  const signName = (s: Sign) => (english ? s : labels.signs[s]);
  const text: CalendarText = {
    locale,
    words,
    fill,
    time(iso, field) {
      const minute = isoString(instant(iso, field).jdUt, 'minute').replace(/Z$/, '');
      const [day, clock] = minute.split('T') as [string, string];
      return fill('timeUt', { time: english ? `${day} ${clock}` : formatCivilDate(day, clock, locale) });
    },
    date: (isoDate) => formatCivilDate(isoDate, undefined, locale),
    position(longitude) {
      // As formatPosition: the minutes truncated, so a sign's last minute never reads as the next sign's 0°.
      const totalMinutes = Math.floor(normalizeDegrees(longitude) * 60 + 1e-9);
      const signIndex = Math.min(11, Math.floor(totalMinutes / 1800));
      const sign = SIGNS[signIndex]!;
      return fill('position', { arc: formatArc((totalMinutes - signIndex * 1800) / 60), ...text.sign('sign', sign) });
    },
    number: (value, decimals) => formatNumber(value, decimals, locale),
    point(point) {
      if (english) return point;
      return point === 'Ascendant' || point === 'Midheaven' ? labels.angles[point] : labels.bodies[point];
    },
    aspect: (aspect) => (english ? aspect : labels.aspects[aspect]),
    sign(name, sign) {
      const bare = signName(sign);
      return { [name]: bare, [`${name}In`]: words.signCases?.in?.[sign] ?? bare, [`${name}Of`]: words.signCases?.of?.[sign] ?? bare };
    },
    gender: (point) => words.genders?.[point] ?? 'masculine',
    eclipse(type, kind, form) {
      const named = words.eclipses[`${type} ${kind}` as IcsEclipse] as IcsWords['eclipses'][IcsEclipse] | undefined;
      // A combination no eclipse has (an annular lunar one) is written as English composes it.
      if (named === undefined) return form === 'name' ? `${capital(type)} ${kind} eclipse` : `a ${type} ${kind} eclipse`;
      return named[form];
    },
  };
  TEXTS.set(locale, text);
  return text;
}
