import { RAD_PER_DEG } from '../units/angle.js';

/**
 * Saros series and member number of an eclipse, from its lunation number.
 *
 * - Lunation number k: Meeus's count of new moons from 2000 January 6 (Astronomical Algorithms 2nd ed. ch. 49,
 *   k = 0 at JDE 2451550.09766, mean synodic month 29.530588861 days); a full moon takes the k of the new moon
 *   before it.
 * - Saros series: van den Bergh's saros–inex panorama (G. van den Bergh, Periodicity and Variation of Solar (and
 *   Lunar) Eclipses, 1955): any two solar (or two lunar) eclipses are a·inex + b·saros apart (358 and 223
 *   lunations); one inex later is the next saros series, one saros later the same series. As 1 lunation =
 *   38 inex − 61 saros, Δk lunations from a reference eclipse is a = 38Δk (mod 223) series away; of the
 *   solutions a + 223t, the one kept is the one whose node distance drifts least from the reference eclipse's
 *   (+0.04002° per inex, −0.47787° per saros: R.H. van Gent, "A catalogue of eclipse cycles", Utrecht University;
 *   other solutions are ≈ 180° away). References: NASA's numbering (Espenak & Meeus, Five Millennium Canons): the
 *   total solar eclipse of 2024 April 8 (k = 300) is in solar saros 139; the total lunar eclipse of 2025 March 14
 *   (k = 311) in lunar saros 123.
 * - Member: 1 + the number of consecutive earlier members (k − 223, k − 446, …) that are eclipses by the test
 *   of Meeus ch. 54 (pp. 380–382: γ and u from the mean elements at lunation k; a solar eclipse when
 *   |γ| < 1.5433 + u, a penumbral lunar eclipse when |γ| < 1.5573 + u). The mean elements reach back the
 *   1,000–1,500 years to a series' first member, where the full theory of this library is not calibrated; the first
 *   member of a series is a grazing partial or penumbral eclipse, so a count can differ by one from NASA's where
 *   that member is within ≈ 0.02 Earth radii of the limit (seen for lunar series: NASA counts the penumbral
 *   eclipses of 1210 and 1030 as the first members of lunar saros 126 and 121, Meeus's test does not).
 */

const SAROS_LUNATIONS = 223;
const INEX_LUNATIONS = 358;
/** Node-distance drift per inex and per saros, degrees (van Gent, epoch 2000). */
const NODE_DRIFT_PER_INEX = 0.04002;
const NODE_DRIFT_PER_SAROS = -0.47787;

/** The reference eclipses of the two numberings: lunation number k and NASA's saros series. */
const REFERENCE = {
  solar: { k: 300, saros: 139 },
  lunar: { k: 311, saros: 123 },
} as const;

/** The saros place of an eclipse. */
export interface SarosPlace {
  /** Meeus's lunation number (the new moon's; the full moon of a lunar eclipse takes the one before it). */
  readonly lunation: number;
  /** Saros series (NASA's numbering). */
  readonly saros: number;
  /** Position in the series, 1 for its first eclipse. */
  readonly member: number;
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** @summary Meeus's lunation number of the syzygy nearest a TT Julian day (new moon k, full moon k + 0.5). */
export function lunationNumberAt(jdTt: number, kind: 'solar' | 'lunar'): number {
  const offset = kind === 'solar' ? 0 : 0.5;
  return Math.round((jdTt - 2451550.09766) / 29.530588861 - offset);
}

/** @summary Saros series of the eclipse at lunation k (van den Bergh's panorama, see the module comment). */
export function sarosSeries(k: number, kind: 'solar' | 'lunar'): number {
  const ref = REFERENCE[kind];
  const dk = k - ref.k;
  const a0 = mod(38 * dk, SAROS_LUNATIONS);
  let best = a0;
  let bestDrift = Infinity;
  for (let t = -3; t <= 3; t++) {
    const a = a0 + SAROS_LUNATIONS * t;
    const b = (dk - INEX_LUNATIONS * a) / SAROS_LUNATIONS;
    const drift = Math.abs(NODE_DRIFT_PER_INEX * a + NODE_DRIFT_PER_SAROS * b);
    if (drift < bestDrift) {
      bestDrift = drift;
      best = a;
    }
  }
  return ref.saros + best;
}

/**
 * @summary Meeus's eclipse test at lunation k (Astronomical Algorithms 2nd ed. ch. 54): how far inside the limit
 * of an eclipse (positive) or outside it (negative) the mean-element γ of the new moon k (solar) or the full moon
 * k + 0.5 (lunar) lies, Earth radii.
 */
export function meeusEclipseMargin(k: number, kind: 'solar' | 'lunar'): number {
  const kk = kind === 'solar' ? k : k + 0.5;
  const t = kk / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  // Meeus (49.4)–(49.7), p. 350: Sun's and Moon's mean anomalies, Moon's argument of latitude, node.
  const m = (2.5534 + 29.1053567 * kk - 0.0000014 * t2 - 0.00000011 * t3) * RAD_PER_DEG;
  const mp = (201.5643 + 385.81693528 * kk + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4) * RAD_PER_DEG;
  const f = (160.7108 + 390.67050284 * kk - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4) * RAD_PER_DEG;
  const om = (124.7746 - 1.56375588 * kk + 0.0020672 * t2 + 0.00000215 * t3) * RAD_PER_DEG;
  const e = 1 - 0.002516 * t - 0.0000074 * t2;
  // Meeus p. 380.
  const f1 = f - 0.02665 * RAD_PER_DEG * Math.sin(om);
  const p =
    0.207 * e * Math.sin(m) + 0.0024 * e * Math.sin(2 * m) - 0.0392 * Math.sin(mp) + 0.0116 * Math.sin(2 * mp) -
    0.0073 * e * Math.sin(mp + m) + 0.0067 * e * Math.sin(mp - m) + 0.0118 * Math.sin(2 * f1);
  const q =
    5.2207 - 0.0048 * e * Math.cos(m) + 0.002 * e * Math.cos(2 * m) - 0.3299 * Math.cos(mp) -
    0.006 * e * Math.cos(mp + m) + 0.0041 * e * Math.cos(mp - m);
  const w = Math.abs(Math.cos(f1));
  const gamma = (p * Math.cos(f1) + q * Math.sin(f1)) * (1 - 0.0048 * w);
  const u = 0.0059 + 0.0046 * e * Math.cos(m) - 0.0182 * Math.cos(mp) + 0.0004 * Math.cos(2 * mp) - 0.0005 * Math.cos(m + mp);
  return (kind === 'solar' ? 1.5433 : 1.5573) + u - Math.abs(gamma);
}

/** Longest saros series (NASA's canons: at most 86 members); the backward count stops there. */
const MAX_MEMBERS = 90;

/** @summary The saros place (lunation number, series, member) of the eclipse at a TT Julian day. */
export function sarosPlace(jdTt: number, kind: 'solar' | 'lunar'): SarosPlace {
  const lunation = lunationNumberAt(jdTt, kind);
  let member = 1;
  while (member < MAX_MEMBERS && meeusEclipseMargin(lunation - SAROS_LUNATIONS * member, kind) > 0) member++;
  return { lunation, saros: sarosSeries(lunation, kind), member };
}
