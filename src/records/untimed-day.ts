import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { NATAL_ASPECT_BODIES, type BirthData, type Body, type UntimedDay } from '../schemas/index.js';
import type { Located } from './birth-place.js';
import { civilInstant, isoString, type Instant } from '../time/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, signOf, type AyanamsaChoice } from '../zodiac/index.js';

/** The local clock times of the two ends of the birth day. */
const DAY_ENDS = ['00:00', '23:59'] as const;

/**
 * @summary What the noon chart of an untimed birth assumes (issue 24): the Moon's longitude and sign at 00:00 and
 * 23:59 local of the birth date, and the aspect bodies (ten planets, Chiron, the true nodes) whose sign differs
 * between the two ends of the day — their sign in the noon chart may be wrong. Longitudes in the chart's zodiac
 * (minus the true ayanamsa of each instant when `ayanamsa` is given). `bodies`: those the chart could place (a body
 * outside its ephemeris span is left out, as the chart leaves it out).
 * @example untimedDay({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }).moonStartSign // 'Aries'
 */
export function untimedDay(
  birth: Located<Pick<BirthData, 'birthDate' | 'latitude' | 'longitude' | 'place' | 'timezone' | 'calendar'>>,
  ayanamsa?: AyanamsaChoice,
  bodies: readonly Body[] = NATAL_ASPECT_BODIES,
): UntimedDay {
  const ends = DAY_ENDS.map((time) => civilInstant({
    date: birth.birthDate, time, latitude: birth.latitude, longitude: birth.longitude,
    ...(birth.timezone === undefined ? {} : { timezone: birth.timezone }),
    ...(birth.calendar === undefined ? {} : { calendar: birth.calendar }),
  }));
  const calendar = ends[0]!.calendar;
  const lon = (body: Body, at: Instant) =>
    normalizeDegrees(apparentBodyPosition(body, at).longitude - (ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, at.jdTt)));
  const [start, end] = [ends[0]!.instant, ends[1]!.instant];
  const moonStart = lon('Moon', start);
  const moonEnd = lon('Moon', end);
  const signChanges = NATAL_ASPECT_BODIES.filter((b) => bodies.includes(b)).flatMap((body) => {
    const a = signOf(lon(body, start));
    const b = signOf(lon(body, end));
    return a === b ? [] : [{ body, startSign: a, endSign: b }];
  });
  return {
    dayStart: isoString(start.jdUt, 'second', calendar),
    dayEnd: isoString(end.jdUt, 'second', calendar),
    moonStartLongitude: moonStart,
    moonEndLongitude: moonEnd,
    moonStartSign: signOf(moonStart),
    moonEndSign: signOf(moonEnd),
    signChanges,
  };
}
