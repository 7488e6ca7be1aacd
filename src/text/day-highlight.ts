import type { Body, MoonPhase, Sign } from '../schemas/index.js';

/**
 * Day highlights: one sentence naming the day's most notable sky event (original wording). The almanac
 * picks the event by the precedence documented in docs/horoscopes.md; this file only words it, in each language
 * through `DayHighlightWords` (a translation composes its own sentence from the facts: src/text/<locale>/day-highlight.ts).
 */
export type DayEvent =
  | {
      readonly kind: 'eclipse';
      /** `total`, `annular`, `hybrid`, `partial` or `penumbral`. */
      readonly eclipseType: string;
      readonly eclipseKind: 'solar' | 'lunar';
      readonly sign: Sign;
    }
  | { readonly kind: 'lunation'; readonly phase: MoonPhase; readonly sign: Sign }
  | { readonly kind: 'station'; readonly body: Body; readonly direction: 'retrograde' | 'direct'; readonly sign: Sign }
  | { readonly kind: 'ingress'; readonly body: Body; readonly sign: Sign; readonly direction: 'direct' | 'retrograde' }
  | {
      readonly kind: 'voidOfCourse';
      /** The sign the Moon is void in. */
      readonly sign: Sign;
      /** The sign the Moon enters when the void ends, given when it ends within the day. */
      readonly enters?: Sign;
    }
  | { readonly kind: 'moonInSign'; readonly phase: MoonPhase; readonly sign: Sign };

/** The day highlight's sentences in one locale, one composing function per kind of event. */
export interface DayHighlightWords {
  /** `A total solar eclipse in Aries: a turning point that stirs the Aries axis.` */
  readonly eclipse: (eclipseType: string, eclipseKind: 'solar' | 'lunar', sign: Sign) => string;
  /** `Full Moon in Leo: a culmination.` (the four lunations; another phase: `a lunar turning point`). */
  readonly lunation: (phase: MoonPhase, sign: Sign) => string;
  readonly station: (body: Body, direction: 'retrograde' | 'direct', sign: Sign) => string;
  readonly ingress: (body: Body, direction: 'direct' | 'retrograde', sign: Sign) => string;
  readonly voidOfCourse: (sign: Sign) => string;
  /** `The Moon is void of course in Capricorn until it enters Aquarius: …` (a void that ends within the day). */
  readonly voidUntilIngress: (sign: Sign, enters: Sign) => string;
  readonly moonInSign: (phase: MoonPhase, sign: Sign) => string;
}

const LUNATION_WORDS: Partial<Record<MoonPhase, string>> = {
  'New Moon': 'a fresh start',
  'First Quarter': 'a push to act',
  'Full Moon': 'a culmination',
  'Last Quarter': 'a time to sort and release',
};

/** English. */
export const DAY_HIGHLIGHT_WORDS_EN: DayHighlightWords = {
  eclipse: (type, kind, sign) => `A ${type} ${kind} eclipse in ${sign}: a turning point that stirs the ${sign} axis.`,
  lunation: (phase, sign) => `${phase} in ${sign}: ${LUNATION_WORDS[phase] ?? 'a lunar turning point'}.`,
  station: (body, direction, sign) =>
    direction === 'retrograde'
      ? `${body} stations retrograde in ${sign}: time to review before pressing on.`
      : `${body} stations direct in ${sign}: stalled matters begin to move again.`,
  ingress: (body, direction, sign) =>
    direction === 'retrograde'
      ? `${body} moves back into ${sign}, returning to unfinished business.`
      : `${body} enters ${sign}, shifting its focus to ${sign} themes.`,
  voidOfCourse: (sign) => `The Moon is void of course in ${sign} for part of the day: favour routine over new starts.`,
  voidUntilIngress: (sign, enters) => `The Moon is void of course in ${sign} until it enters ${enters}: favour routine over new starts.`,
  moonInSign: (phase, sign) => `A ${phase} Moon in ${sign} sets the tone of the day.`,
};

/**
 * @summary The day's highlight as one sentence, in the words given (default English).
 * @example dayHighlight({ kind: 'lunation', phase: 'Full Moon', sign: 'Leo' }) // 'Full Moon in Leo: a culmination.'
 */
export function dayHighlight(event: DayEvent, words: DayHighlightWords = DAY_HIGHLIGHT_WORDS_EN): string {
  switch (event.kind) {
    case 'eclipse':
      return words.eclipse(event.eclipseType, event.eclipseKind, event.sign);
    case 'lunation':
      return words.lunation(event.phase, event.sign);
    case 'station':
      return words.station(event.body, event.direction, event.sign);
    case 'ingress':
      return words.ingress(event.body, event.direction, event.sign);
    case 'voidOfCourse':
      return event.enters === undefined ? words.voidOfCourse(event.sign) : words.voidUntilIngress(event.sign, event.enters);
    case 'moonInSign':
      return words.moonInSign(event.phase, event.sign);
  }
}
