/**
 * Relations a record of one local day must satisfy with the sky at the day's two ends (not a test file). They hold
 * whatever instant inside the day a record reads (local noon, 00:00 …), so they check the horoscope and almanac
 * records against `bodyPosition` and the definitions written here, not against the records' own code paths.
 */
import { expect } from 'vitest';
import { bodyPosition } from '../../src/records/positions.js';
import type { Body } from '../../src/schemas/index.js';
import { localDayMs } from '../time/intl-local-day.js';

const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
/** The principal phases at elongations 0°, 90°, 180°, 270° and the intermediate ones between them (docs/horoscopes.md). */
const PRINCIPAL = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const;
const INTERMEDIATE = ['Waxing Crescent', 'Waxing Gibbous', 'Waning Gibbous', 'Waning Crescent'] as const;
/**
 * A lunation within this much elongation of the day's start or end is not judged (≈ 1 minute of the Moon's synodic
 * motion: the records find lunations to the second, the day's ends here come from the platform's zone rules).
 */
export const LUNATION_GUARD_DEG = 0.01;
/** A sign boundary or station this close to a day's end leaves the day's sign or motion undecided here, degrees. */
export const BOUNDARY_GUARD_DEG = 1e-4;

const norm = (deg: number): number => ((deg % 360) + 360) % 360;
const iso = (ms: number): string => new Date(ms).toISOString();

/** @summary The sign of an ecliptic longitude, from its 30° division. */
export function signOfLongitude(longitude: number): (typeof SIGN_NAMES)[number] {
  return SIGN_NAMES[Math.floor(norm(longitude) / 30)]!;
}

/** @summary The signs a body holds at the day's start and end (one sign when it stays in one all day). */
export function signsOverDay(body: Body, startMs: number, endMs: number): readonly string[] {
  return [...new Set([bodyPosition(body, iso(startMs)).longitude, bodyPosition(body, iso(endMs)).longitude].map(signOfLongitude))];
}

/** @summary Checks that a sign given for a body on the day is one it holds at the day's start or end. */
export function expectSignOfDay(body: Body, sign: string, startMs: number, endMs: number, what: string): void {
  expect(signsOverDay(body, startMs, endMs), `${what}: ${body} in ${sign}`).toContain(sign);
}

/**
 * @summary Checks a day's phase name against the elongation definition: the principal name when the elongation
 * (apparent Moon − apparent Sun) passes 0°, 90°, 180° or 270° during the day, else the intermediate name of the
 * quarter it stays in. Returns false (not judged) when a lunation falls within `LUNATION_GUARD_DEG` of an end.
 */
export function expectPhaseOfDay(phase: string, startMs: number, endMs: number, what: string): boolean {
  const elongation = (ms: number): number => norm(bodyPosition('Moon', iso(ms)).longitude - bodyPosition('Sun', iso(ms)).longitude);
  const e0 = elongation(startMs);
  const e1 = e0 + norm(elongation(endMs) - e0); // the Moon gains 10–15° a day: no wrap
  const crossing = Math.floor(e1 / 90) * 90; // the last multiple of 90° at or before the end
  const nearest = [Math.round(e0 / 90) * 90, Math.round(e1 / 90) * 90];
  if (Math.abs(e0 - nearest[0]!) < LUNATION_GUARD_DEG || Math.abs(e1 - nearest[1]!) < LUNATION_GUARD_DEG) return false;
  const expected = crossing > e0 ? PRINCIPAL[(crossing / 90) % 4]! : INTERMEDIATE[Math.floor(e0 / 90) % 4]!;
  expect(phase, `${what}: elongation ${e0.toFixed(3)}° → ${e1.toFixed(3)}°`).toBe(expected);
  return true;
}

/**
 * @summary Checks a list of retrograde planets of the day against the planets' speeds at the day's two ends:
 * retrograde at both ends → listed, direct at both → not listed (a station within the day is not judged).
 */
export function expectRetrogradesOfDay(listed: readonly string[], planets: readonly Body[], startMs: number, endMs: number, what: string): void {
  for (const planet of planets) {
    const speeds = [bodyPosition(planet, iso(startMs)).speed, bodyPosition(planet, iso(endMs)).speed];
    if (speeds.every((v) => v < -BOUNDARY_GUARD_DEG)) expect(listed, `${what}: ${planet} retrograde all day`).toContain(planet);
    if (speeds.every((v) => v > BOUNDARY_GUARD_DEG)) expect(listed, `${what}: ${planet} direct all day`).not.toContain(planet);
  }
}

/** The UT span, ms, that a day record covers, and whether it is exactly one local day (see `recordDayMs`). */
export interface RecordDay {
  readonly start: number;
  readonly end: number;
  /** False when the query's date-time leaves two candidate days (its offset's and its zone's): their union is given. */
  readonly exact: boolean;
}

/**
 * @summary The day a day record (daily horoscope, almanac) covers: its local `date` in the query's zone; for a
 * date-time query, also the written date in the written offset (issue 11 #6: "a date-time's offset names its day"),
 * and then the union of the two days, not exact (the instant read inside may lie in either).
 */
export function recordDayMs(queryDate: string, recordDate: string, timeZone: string): RecordDay {
  const [start, end] = localDayMs(recordDate, timeZone);
  const written = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.exec(queryDate);
  if (written === null) return { start, end, exact: true };
  const offsetStart = Date.parse(`${written[1]}T00:00:00${written[2]}`);
  return { start: Math.min(start, offsetStart), end: Math.max(end, offsetStart + 24 * 3600e3), exact: false };
}

/** The traditional rulers of the signs (Ptolemy, Tetrabiblos I.17). */
const TRADITIONAL_RULERS: Record<string, string> = {
  Aries: 'Mars', Taurus: 'Venus', Gemini: 'Mercury', Cancer: 'Moon', Leo: 'Sun', Virgo: 'Mercury',
  Libra: 'Venus', Scorpio: 'Mars', Sagittarius: 'Jupiter', Capricorn: 'Saturn', Aquarius: 'Saturn', Pisces: 'Jupiter',
};
/** The modern rulers where they differ (Uranus, Neptune, Pluto). */
const MODERN_RULERS: Record<string, string> = { Scorpio: 'Pluto', Aquarius: 'Uranus', Pisces: 'Neptune' };

/** @summary The rulers a sign may be given: its traditional and its modern ruler (either is a documented choice). */
export function acceptedRulers(sign: string): readonly string[] {
  return [TRADITIONAL_RULERS[sign]!, MODERN_RULERS[sign] ?? TRADITIONAL_RULERS[sign]!];
}
