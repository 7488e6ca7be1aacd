import type { Body, SpeedClassification } from '../../schemas/index.js';

/** A body's mean geocentric motion in longitude and the half-width of its "average" band. */
export interface MeanMotionBand {
  /** Mean daily motion, degrees/day. */
  readonly meanDegPerDay: number;
  /** Half-width of the "average" band as a fraction of the mean: average when |v − mean| ≤ band × mean. */
  readonly band: number;
}

/**
 * Mean daily motions (degrees/day) and the "average" bands of the ten planets.
 *
 * Means, tropical (equinox of date) mean longitude rates per Julian century divided by 36525 days:
 * - Sun, and the geocentric mean of Mercury and Venus: 36000.76983°/cy (Meeus, Astronomical Algorithms 2nd ed.,
 *   (25.2) p. 163) = 0°59′08″ a day;
 * - Moon: 481267.88123421°/cy (Meeus (47.1) p. 338) = 13°10′35″ a day;
 * - Mars–Neptune: the mean longitudes referred to the mean equinox of date (Meeus table 31.A p. 212: Mars
 *   19141.6964471, Jupiter 3036.3027748, Saturn 1223.5110686, Uranus 429.8640561, Neptune 219.8833092 °/cy) —
 *   a superior planet's geocentric motion averages its heliocentric mean motion over a synodic cycle;
 * - Pluto: 145.20780515°/cy in the J2000 frame (Standish, Keplerian Elements for Approximate Positions of the
 *   Major Planets, JPL, table 1) plus the general precession 1.396971°/cy (IAU 2006, Capitaine et al. 2003).
 * These are the classical values Lilly lists (Christian Astrology, 1647, Book I: Saturn 2′01″, Jupiter 4′59″,
 * Mars 31′27″, Sun, Venus and Mercury 59′08″, Moon 13°10′36″).
 *
 * Bands (Urania's choice, docs/natal-chart.md): the Sun ±1.7 % and the Moon ±5 %, which split their motion into
 * three near-equal thirds of the time (fast/average/slow, measured over 1900–2100); the planets ±20 %. A planet
 * moves faster than its mean most of the time it is direct and slower only near its stations (the reflex of the
 * Earth's motion), so for the outer planets "slow" means "near a station".
 */
export const MEAN_MOTIONS: Readonly<Partial<Record<Body, MeanMotionBand>>> = {
  Sun: { meanDegPerDay: 0.985647, band: 0.017 },
  Moon: { meanDegPerDay: 13.176396, band: 0.05 },
  Mercury: { meanDegPerDay: 0.985647, band: 0.2 },
  Venus: { meanDegPerDay: 0.985647, band: 0.2 },
  Mars: { meanDegPerDay: 0.524071, band: 0.2 },
  Jupiter: { meanDegPerDay: 0.08313, band: 0.2 },
  Saturn: { meanDegPerDay: 0.033498, band: 0.2 },
  Uranus: { meanDegPerDay: 0.011769, band: 0.2 },
  Neptune: { meanDegPerDay: 0.00602, band: 0.2 },
  Pluto: { meanDegPerDay: 0.004014, band: 0.2 },
};

/**
 * @summary Classify a daily motion against a mean-motion band: `retrograde` when negative, else `fast` above
 * mean × (1 + band), `slow` below mean × (1 − band) (a station, speed 0, is slow), `average` between (inclusive).
 *
 * A planet "swift in motion" moves more than its mean motion in a day, "slow" less (Lilly, Christian Astrology,
 * 1647, Book I, the fortitudes and debilities); Urania adds the band so that a planet at its mean is `average`.
 * @example classifySpeed(1.2, MEAN_MOTIONS.Venus!) // 'fast'
 */
export function classifySpeed(speedDegPerDay: number, m: MeanMotionBand): SpeedClassification['classification'] {
  if (speedDegPerDay < 0) return 'retrograde';
  if (speedDegPerDay > m.meanDegPerDay * (1 + m.band)) return 'fast';
  if (speedDegPerDay < m.meanDegPerDay * (1 - m.band)) return 'slow';
  return 'average';
}

/** `MEAN_MOTIONS`' entries, listed once (in its order) rather than on every chart. */
const MEAN_MOTION_ENTRIES = Object.entries(MEAN_MOTIONS) as readonly (readonly [Body, MeanMotionBand])[];

/**
 * @summary Speed classification of each of the ten planets present, in the order of `MEAN_MOTIONS`.
 * @example speedClassifications([{ body: 'Moon', speed: 15 }]) // [{ body: 'Moon', dailyMotion: 15, classification: 'fast' }]
 */
export function speedClassifications(
  placed: readonly { readonly body: Body; readonly speed: number }[],
): SpeedClassification[] {
  // Only the ten are ever looked up (a chart places 44 bodies): the last speed of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (p.body in MEAN_MOTIONS) byBody.set(p.body, p.speed);
  const out: SpeedClassification[] = [];
  for (const [body, band] of MEAN_MOTION_ENTRIES) {
    const speed = byBody.get(body);
    if (speed !== undefined) out.push({ body, dailyMotion: speed, classification: classifySpeed(speed, band) });
  }
  return out;
}
