import type { Body, MoonPhase, Sign } from '../schemas/index.js';
import type { SEASON_TYPES } from '../schemas/record-enums.js';

/**
 * The labels of a horoscope's sky events (the `event` member of a record's `events` and of a monthly `keyDates` entry:
 * "Full Moon in Leo", "Sun enters Taurus", "Mars stations retrograde in Gemini"), in each language (issue 31). A label
 * is composed from the event's facts, never parsed from another label: each locale has one composing function per
 * kind of label (src/text/<locale>/horoscope-event-labels.ts), naming the signs and bodies as its horoscope grammar does.
 * A label holds no date or time.
 */

/** A season by the record's words: the equinoxes and solstices. */
export type SeasonName = (typeof SEASON_TYPES)[number];

/** The facts a label is composed from: the event's kind, body, other body, sign, direction, phase or eclipse. */
export type EventLabelFacts =
  | { readonly kind: 'eclipse'; readonly eclipseType: string; readonly eclipseKind: 'solar' | 'lunar'; readonly sign: Sign }
  | { readonly kind: 'conjunction'; readonly body: Body; readonly otherBody: Body; readonly sign: Sign }
  /** The Sun's cardinal ingress: `sidereal`, the season placed in the sidereal sign of the Sun (`sign`). */
  | { readonly kind: 'season'; readonly season: SeasonName; readonly sign: Sign; readonly sidereal: boolean }
  | { readonly kind: 'sunIngress'; readonly sign: Sign }
  | { readonly kind: 'ingress'; readonly body: Body; readonly direction: 'direct' | 'retrograde'; readonly sign: Sign }
  | { readonly kind: 'station'; readonly body: Body; readonly direction: 'direct' | 'retrograde'; readonly sign: Sign }
  | { readonly kind: 'lunation'; readonly phase: MoonPhase; readonly sign: Sign }
  | { readonly kind: 'moonIngress'; readonly sign: Sign };

/** The event labels of one locale: one composing function per kind of label. */
export interface EventLabelWords {
  /** `Total solar eclipse in Aries` (`eclipseType`: total, annular, hybrid, partial or penumbral). */
  readonly eclipse: (eclipseType: string, eclipseKind: 'solar' | 'lunar', sign: Sign) => string;
  /** `Jupiter–Saturn conjunction in Aquarius`. */
  readonly conjunction: (body: Body, otherBody: Body, sign: Sign) => string;
  /** `Sun enters Aries (March equinox)`: the tropical Sun entering the season's sign. */
  readonly season: (season: SeasonName, sign: Sign) => string;
  /** `March equinox (Sun in Pisces)`: a season in a sidereal horoscope, with the Sun's sidereal sign. */
  readonly siderealSeason: (season: SeasonName, sunSign: Sign) => string;
  /** `Mars enters Gemini` (the Sun's and the Moon's ingresses too). */
  readonly ingress: (body: Body, sign: Sign) => string;
  /** `Venus re-enters Aries (retrograde)`. */
  readonly reentry: (body: Body, sign: Sign) => string;
  /** `Mercury stations retrograde in Gemini`, `Mercury stations direct in Taurus`. */
  readonly station: (body: Body, direction: 'direct' | 'retrograde', sign: Sign) => string;
  /** `Full Moon in Leo`, `First Quarter in Scorpio`. */
  readonly lunation: (phase: MoonPhase, sign: Sign) => string;
}

/** English: the labels the records have always carried. */
export const EVENT_LABEL_WORDS_EN: EventLabelWords = {
  eclipse: (type, kind, sign) => `${type.charAt(0).toUpperCase()}${type.slice(1)} ${kind} eclipse in ${sign}`,
  conjunction: (body, other, sign) => `${body}–${other} conjunction in ${sign}`,
  season: (season, sign) => `Sun enters ${sign} (${season})`,
  siderealSeason: (season, sunSign) => `${season} (Sun in ${sunSign})`,
  ingress: (body, sign) => `${body} enters ${sign}`,
  reentry: (body, sign) => `${body} re-enters ${sign} (retrograde)`,
  station: (body, direction, sign) => `${body} stations ${direction} in ${sign}`,
  lunation: (phase, sign) => `${phase} in ${sign}`,
};

/**
 * @summary An event's label from its facts, in the words given (default English).
 * @example eventLabel({ kind: 'lunation', phase: 'Full Moon', sign: 'Leo' }) // 'Full Moon in Leo'
 */
export function eventLabel(facts: EventLabelFacts, words: EventLabelWords = EVENT_LABEL_WORDS_EN): string {
  switch (facts.kind) {
    case 'eclipse':
      return words.eclipse(facts.eclipseType, facts.eclipseKind, facts.sign);
    case 'conjunction':
      return words.conjunction(facts.body, facts.otherBody, facts.sign);
    case 'season':
      return facts.sidereal ? words.siderealSeason(facts.season, facts.sign) : words.season(facts.season, facts.sign);
    case 'sunIngress':
      return words.ingress('Sun', facts.sign);
    case 'ingress':
      return facts.direction === 'retrograde' ? words.reentry(facts.body, facts.sign) : words.ingress(facts.body, facts.sign);
    case 'station':
      return words.station(facts.body, facts.direction, facts.sign);
    case 'lunation':
      return words.lunation(facts.phase, facts.sign);
    case 'moonIngress':
      return words.ingress('Moon', facts.sign);
  }
}
