import type { Sign } from '../schemas/index.js';
import { formatLabel } from '../i18n/format-label.js';
import type { HoroscopeEventText } from '../text/horoscope-event-text.js';
import { completedHoroscopeText } from '../text/horoscope-event-locales.js';
import type { HoroscopeGrammar } from '../text/horoscope-grammar.js';
import { horoscopeGrammar } from '../text/horoscope-grammar-locales.js';
import type { TextLocale } from '../text/locales.js';
import type { NarrativePhrases } from '../text/narrative-text.js';

/** The arguments of a horoscope message. */
export type MessageValues = Record<string, string | number>;

/**
 * The words of one language a horoscope's messages are composed with (issue 31): its event text, its time phrases
 * and its grammar facts, and the ICU MessageFormat composer (`formatLabel`: compiled once per locale and message,
 * cached). A sign or a planet is handed to a message with every form the language's grammar table gives it
 * (`{sign}`, `{signIn}`, `{signThe}`, `{signOf}`, `{signGender}`, `{signNumber}`; `{planet}`, `{planetOf}`,
 * `{planetGender}`, and `{count}` for a list), so each language's message chooses its own word order and agreement.
 */
export class PieceLanguage {
  readonly T: HoroscopeEventText;
  readonly P: NarrativePhrases;
  readonly G: HoroscopeGrammar;

  constructor(readonly locale: TextLocale) {
    const completed = completedHoroscopeText(locale);
    this.T = completed.events;
    this.P = completed.phrases;
    this.G = horoscopeGrammar(locale);
  }

  /** @summary A message of this language filled with `values` (ICU MessageFormat). */
  compose(message: string, values: MessageValues): string {
    return formatLabel(message, values, this.locale);
  }

  /** @summary A sign's forms under `name` (`name`, `nameIn`, `nameThe`, `nameOf`, `nameGender`, `nameNumber`). */
  sign(name: string, sign: Sign): MessageValues {
    const g = this.G.signs[sign];
    return { [name]: g.name, [`${name}In`]: g.in, [`${name}The`]: g.the, [`${name}Of`]: g.of, [`${name}Gender`]: g.gender, [`${name}Number`]: g.number };
  }

  /** @summary A planet's forms under `name` (`name`, `nameOf`, `nameGender`); a body without grammar goes by its identifier. */
  body(name: string, body: string): MessageValues {
    const g = this.G.bodies[body] ?? { name: body, of: body, gender: 'neuter' };
    return { [name]: g.name, [`${name}Of`]: g.of, [`${name}Gender`]: g.gender };
  }

  /**
   * @summary Planets as one list under `name` ("Mercury, Venus and Mars"), with `count` for `plural` and the list's
   * gender for agreement: feminine when every one is, else masculine when one is (Romance agreement), else neuter.
   */
  bodies(name: string, bodies: readonly string[]): MessageValues {
    const forms = bodies.map((b) => this.G.bodies[b] ?? { name: b, of: b, gender: 'neuter' as const });
    const names = forms.map((f) => f.name);
    const joined = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${this.G.and}${names.at(-1)!}`;
    const gender = forms.every((f) => f.gender === 'feminine') ? 'feminine' : forms.some((f) => f.gender === 'masculine') ? 'masculine' : 'neuter';
    return { [name]: joined, [`${name}Gender`]: gender, count: bodies.length };
  }

  /** @summary "8 April", "8 de abril" from an ISO date (the locale's month names and date message). */
  date(isoDate: string): string {
    return this.compose(this.P.dateInWords, { day: Number(isoDate.slice(8, 10)), month: this.P.months[Number(isoDate.slice(5, 7)) - 1]! });
  }

  /**
   * @summary A range of two ISO dates as the language's "from {start} to {end}" takes them (`start`, `end`): the
   * grammar's `dateRange` where it has one ("17" and "23 de marzo"), else both in full ("17 March", "23 March").
   */
  dateRange(from: string, to: string): { start: string; end: string } {
    const full = (iso: string) => this.date(iso);
    const forms = this.G.dateRange?.(from, to, full);
    return forms === undefined ? { start: full(from), end: full(to) } : { start: forms.start, end: forms.end };
  }

  /** @summary A date with its year ("11 November 2025"); `year` as the record writes it. */
  dateWithYear(isoDate: string, year: number): string {
    return this.compose(this.P.when.dateWithYear, { date: this.date(isoDate), year });
  }

  /** @summary A time phrase: `today`, `onWeekday` (0 = Monday), `onDate` (a date in words), `atTime` (`HH:MM`). */
  when(kind: 'today'): string;
  when(kind: 'onWeekday', day: number): string;
  when(kind: 'onDate', date: string): string;
  when(kind: 'atTime', time: string): string;
  when(kind: 'today' | 'onWeekday' | 'onDate' | 'atTime', arg?: number | string): string {
    const W = this.P.when;
    switch (kind) {
      case 'today':
        return this.compose(W.today, {});
      case 'onWeekday':
        return this.compose(W.onWeekday, { weekday: this.P.weekdays[arg as number]! });
      case 'onDate':
        return this.compose(W.onDate, { date: arg as string });
      case 'atTime':
        return this.compose(W.atTime, { time: arg as string, hour: (arg as string).slice(0, 2) });
    }
  }

  /** @summary Until a time (`HH:MM`), on another day when `date` (in words) is given. */
  until(time: string, date?: string): string {
    const hour = time.slice(0, 2);
    return date === undefined ? this.compose(this.P.when.untilTime, { time, hour }) : this.compose(this.P.when.untilTimeOnDate, { time, hour, date });
  }

  /** @summary A passage's span: all year, until a date, from a date, or between two (dates in words). */
  span(from: string | undefined, to: string | undefined): string {
    const W = this.P.when;
    if (from === undefined && to === undefined) return this.compose(W.allYear, {});
    if (from === undefined) return this.compose(W.untilDate, { date: to! });
    if (to === undefined) return this.compose(W.fromDate, { date: from });
    return this.compose(W.fromToDate, { date: from, date2: to });
  }

  /** @summary An eclipse's type from the record's words ("Total solar eclipse in Aries"): `type` and `aType`. */
  eclipse(event: string): MessageValues {
    const m = /^(\w+) (solar|lunar) eclipse/i.exec(event);
    const known = m === null ? undefined : this.G.eclipses[`${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`];
    if (known !== undefined) return { type: known.type, aType: known.aType };
    // Not a type the grammar table knows: the record's English words.
    const type = m === null ? 'eclipse' : `${m[1]!.toLowerCase()} ${m[2]} eclipse`;
    return { type, aType: `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}` };
  }
}
