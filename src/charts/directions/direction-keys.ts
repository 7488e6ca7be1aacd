/**
 * The keys of primary directions: how many years of life a degree of the arc of direction (a degree of the equator
 * passing the meridian) stands for.
 *
 * - `ptolemy`: one degree for a year (Ptolemy, *Tetrabiblos* III.10 — the "times" of the prorogation are the
 *   equatorial degrees, one year each).
 * - `naibod`: the mean daily motion of the Sun, 0°59′08.33″ = 0.985647° a year (Valentine Naibod, *Enarratio
 *   elementorum astrologiae*, 1560): 360° / 365.2422 days; an arc of A degrees is A / 0.985647 years.
 * - `solarArc`: the Sun's true motion in right ascension on the days after birth, a day for a year (Placidus,
 *   *Primum Mobile*, 1657; the key of the Placidian school in England — e.g. the Prince of Wales's nativity worked
 *   "from the Sun's place at apparent noon … the differences of its right ascension from day to day"): an arc A is the
 *   age t at which α☉(birth + t days) − α☉(birth) = A.
 *
 * Cardan's and Simmonite's keys are not offered: no source found defines them precisely enough to cite
 * (docs/directions.md "Keys").
 */

export const DIRECTION_KEYS = ['ptolemy', 'naibod', 'solarArc'] as const;
export type DirectionKey = (typeof DIRECTION_KEYS)[number];

/** Naibod's key: the mean Sun's daily motion, degrees (0°59′08.33″). */
export const NAIBOD_DEGREES_PER_YEAR = 360 / 365.2422;

/**
 * The Sun's right ascension on the days after birth, unwrapped (degrees, increasing): `sunRaAfter(days)`, sampled
 * once a day by the caller over the ages needed.
 */
export type SunRaTable = readonly number[];

/**
 * @summary The age (years) an arc of direction stands for under a key; for `solarArc`, read off the table of the
 * Sun's unwrapped right ascension a day apart (`table[d]` at birth + d days), interpolated linearly between days
 * (the Sun's RA rate changes by under 0.002° a day per day: under 0.0003° of error); undefined past the table.
 * @example ageOfArc('naibod', 30) // 30.4368…
 */
export function ageOfArc(key: DirectionKey, arc: number, table?: SunRaTable): number | undefined {
  if (key === 'ptolemy') return arc;
  if (key === 'naibod') return arc / NAIBOD_DEGREES_PER_YEAR;
  const t = table!;
  const target = t[0]! + arc;
  for (let d = 1; d < t.length; d++) {
    if (t[d]! >= target) return d - 1 + (target - t[d - 1]!) / (t[d]! - t[d - 1]!);
  }
  return undefined;
}

/** @summary The arc a key gives an age (the inverse of `ageOfArc` for the fixed keys). @example arcOfAge('naibod', 1) // 0.985647… */
export function arcOfAge(key: Exclude<DirectionKey, 'solarArc'>, years: number): number {
  return key === 'ptolemy' ? years : years * NAIBOD_DEGREES_PER_YEAR;
}
