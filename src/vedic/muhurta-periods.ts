import { hourRuler, type ChaldeanPlanet } from '../events/planetary-hours.js';
import { VARA_LORDS } from './panchang-names.js';

/**
 * The muhurta periods of a Vedic day, from its sunrise, sunset and the neighbouring sunrise/sunset (UT Julian
 * Days; docs/vedic.md, "Muhurta"):
 * - Rahu kalam, Yamaganda and Gulika kalam: the daytime (sunrise → sunset) in eight equal parts, one part each by
 *   weekday (B. V. Raman, "Muhurtha (Electional Astrology)", ch. 3; the same order in Kalaprakashika):
 *   Rahu the 8th, 2nd, 7th, 5th, 6th, 4th, 3rd part Sunday to Saturday; Yamaganda the 5th, 4th, 3rd, 2nd, 1st, 7th,
 *   6th; Gulika the 7th, 6th, 5th, 4th, 3rd, 2nd, 1st.
 * - muhurtas: the day and the night each in fifteen muhurtas (Muhurta Chintamani, Shubhashubha prakarana). Abhijit is
 *   the 8th of the day (the one holding apparent noon); Brahma muhurta the 14th of the night before sunrise;
 *   Durmuhurta by weekday — Sunday the 14th day muhurta; Monday the 9th and 12th; Tuesday the 4th, and the 7th of the
 *   night; Wednesday the 8th; Thursday the 6th and 12th; Friday the 4th and 9th; Saturday the 1st and 2nd.
 * - Choghadiya: the day and the night each in eight parts named Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog (the
 *   Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars: the Chaldean order). The day starts with the weekday lord's and
 *   steps forward by one; the night starts with the lord of the fifth weekday from it and steps by five.
 * - horas: the 24 planetary hours (12 by day, 12 by night), the first ruled by the weekday lord, then in Chaldean order
 *   (Brihat Parashara Hora Shastra ch. 2; the same rule as events/planetary-hours.ts, from the Vedic sunrise).
 */

/** A named period, UT Julian Days. */
export interface MuhurtaSpan {
  readonly name: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** Rahu kalam, Yamaganda, Gulika kalam: which eighth of the daytime (1-based), Sunday first (Raman, Muhurtha ch. 3). */
export const RAHU_KALAM_PART = [8, 2, 7, 5, 6, 4, 3] as const;
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
export const GULIKA_KALAM_PART = [7, 6, 5, 4, 3, 2, 1] as const;

/** Durmuhurta: the day muhurtas (1–15) and night muhurtas (1–15) by weekday, Sunday first. */
export const DURMUHURTA_DAY = [[14], [9, 12], [4], [8], [6, 12], [4, 9], [1, 2]] as const;
export const DURMUHURTA_NIGHT = [[], [], [7], [], [], [], []] as const;

/** The seven Choghadiya names in their cycle, with their planets and quality. */
export const CHOGHADIYA = [
  { name: 'Udveg', planet: 'Sun', quality: 'inauspicious' },
  { name: 'Char', planet: 'Venus', quality: 'neutral' },
  { name: 'Labh', planet: 'Mercury', quality: 'auspicious' },
  { name: 'Amrit', planet: 'Moon', quality: 'auspicious' },
  { name: 'Kaal', planet: 'Saturn', quality: 'inauspicious' },
  { name: 'Shubh', planet: 'Jupiter', quality: 'auspicious' },
  { name: 'Rog', planet: 'Mars', quality: 'inauspicious' },
] as const;

/** The day's sunrise, sunset, next sunrise, and the previous sunset (for the night before the day). */
export interface DayFrame {
  readonly weekday: number;
  readonly sunriseJdUt: number;
  readonly sunsetJdUt: number;
  readonly nextSunriseJdUt: number;
  readonly previousSunsetJdUt: number;
}

function part(start: number, end: number, n: number, i: number): [number, number] {
  const len = (end - start) / n;
  return [start + (i - 1) * len, start + i * len];
}

function span(name: string, [startJdUt, endJdUt]: [number, number]): MuhurtaSpan {
  return { name, startJdUt, endJdUt };
}

/** A Choghadiya period: its name, planet and quality. */
export interface ChoghadiyaSpan extends MuhurtaSpan {
  readonly planet: string;
  readonly quality: string;
}

/** A hora: its ruler. */
export interface HoraSpan extends MuhurtaSpan {
  readonly ruler: ChaldeanPlanet;
}

/** The muhurta periods of one Vedic day. */
export interface MuhurtaPeriods {
  readonly rahuKalam: MuhurtaSpan;
  readonly yamaganda: MuhurtaSpan;
  readonly gulikaKalam: MuhurtaSpan;
  readonly abhijit: MuhurtaSpan;
  readonly brahmaMuhurta: MuhurtaSpan;
  readonly durmuhurta: MuhurtaSpan[];
  readonly dayChoghadiya: ChoghadiyaSpan[];
  readonly nightChoghadiya: ChoghadiyaSpan[];
  readonly horas: HoraSpan[];
}

/** Index in the Choghadiya cycle of a weekday's lord. */
function choghadiyaOfWeekday(weekday: number): number {
  return CHOGHADIYA.findIndex((c) => c.planet === VARA_LORDS[weekday]);
}

function choghadiyas(start: number, end: number, first: number, step: number): ChoghadiyaSpan[] {
  const out: ChoghadiyaSpan[] = [];
  for (let i = 1; i <= 8; i += 1) {
    const c = CHOGHADIYA[(first + (i - 1) * step) % 7]!;
    out.push({ ...span(c.name, part(start, end, 8, i)), planet: c.planet, quality: c.quality });
  }
  return out;
}

/** @summary The muhurta periods of a Vedic day (rules and sources above). */
export function muhurtaPeriods(day: DayFrame): MuhurtaPeriods {
  const { weekday: w, sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: next, previousSunsetJdUt: prevSet } = day;
  const durmuhurta = [
    ...DURMUHURTA_DAY[w]!.map((i) => span('Durmuhurta', part(rise, set, 15, i))),
    ...DURMUHURTA_NIGHT[w]!.map((i) => span('Durmuhurta', part(set, next, 15, i))),
  ];
  const lord = VARA_LORDS[w]!;
  const horas: HoraSpan[] = [];
  for (let h = 1; h <= 24; h += 1) {
    const [s, e] = h <= 12 ? part(rise, set, 12, h) : part(set, next, 12, h - 12);
    const ruler = hourRuler(lord, h);
    horas.push({ name: ruler, ruler, startJdUt: s, endJdUt: e });
  }
  return {
    rahuKalam: span('Rahu kalam', part(rise, set, 8, RAHU_KALAM_PART[w]!)),
    yamaganda: span('Yamaganda', part(rise, set, 8, YAMAGANDA_PART[w]!)),
    gulikaKalam: span('Gulika kalam', part(rise, set, 8, GULIKA_KALAM_PART[w]!)),
    abhijit: span('Abhijit', part(rise, set, 15, 8)),
    brahmaMuhurta: span('Brahma muhurta', part(prevSet, rise, 15, 14)),
    durmuhurta,
    dayChoghadiya: choghadiyas(rise, set, choghadiyaOfWeekday(w), 1),
    nightChoghadiya: choghadiyas(set, next, choghadiyaOfWeekday((w + 4) % 7), 5),
    horas,
  };
}
