import type { Nakshatra } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { NAKSHATRAS, NAKSHATRA_SPAN, type NakshatraFacts } from './nakshatras.js';

export type { Nakshatra };

/**
 * @summary Index 0 (Ashwini) to 26 (Revati) of the nakshatra containing a SIDEREAL longitude (degrees, any
 * finite value taken as valid, wrapped). Exact at the boundaries: 13°20′ starts Bharani.
 * @example nakshatraIndex(13 + 1 / 3) // 1 (Bharani)
 */
export function nakshatraIndex(siderealLongitude: number): number {
  const lon = normalizeDegrees(siderealLongitude);
  // Each nakshatra spans 360°/27 = 13°20′ from sidereal 0° Aries (BPHS ch. 3). Division can round across a
  // boundary (lon a hair below k·13°20′): correct by comparing with the exact start.
  let index = Math.min(26, Math.floor((lon * 27) / 360));
  if ((index * 360) / 27 > lon) index -= 1;
  else if (index < 26 && ((index + 1) * 360) / 27 <= lon) index += 1;
  return index;
}

/** @summary The traditional facts of the nakshatra containing a sidereal longitude. */
export function nakshatraFacts(siderealLongitude: number): NakshatraFacts {
  return NAKSHATRAS[nakshatraIndex(siderealLongitude)]!;
}

/**
 * @summary The nakshatra (lunar mansion) and pada of a SIDEREAL longitude: the `Nakshatra` record (index, name,
 * Vimshottari ruler, deity, symbol, gana as `quality`, yoni, pada 1–4 of 3°20′ each, start and end longitudes).
 * Convert a tropical longitude first (`tropical − ayanamsa`, see `siderealLongitude`). Tables and sources in
 * docs/vedic.md. The longitude is taken as valid (finite, wrapped): the numeric core of the records function
 * `nakshatra`.
 * @example nakshatraAt(0).name // 'Ashwini' (ruler Ketu, pada 1)
 * @example nakshatraAt(205).pada // 2 (Vishakha starts at 200°; its second quarter is 203°20′–206°40′)
 */
export function nakshatraAt(siderealLongitude: number): Nakshatra {
  const lon = normalizeDegrees(siderealLongitude);
  const index = nakshatraIndex(lon);
  const facts = NAKSHATRAS[index]!;
  const startDegree = (index * 360) / 27;
  const endDegree = ((index + 1) * 360) / 27;
  // Pada: quarter of 3°20′ (BPHS ch. 3: 108 padas = 27 × 4, nine to a sign), from the global pada count so that
  // sign boundaries (which are pada boundaries) are exact.
  const pada = Math.min(4, Math.max(1, padaCount(lon) - index * 4 + 1));
  return {
    index,
    name: facts.name,
    ruler: facts.ruler,
    deity: facts.deity,
    symbol: facts.symbol,
    quality: facts.gana,
    yoni: { animal: facts.yoni.animal, gender: facts.yoni.gender },
    pada,
    startDegree,
    endDegree: index === 26 ? 360 : endDegree,
  };
}

/** Whole padas (of 3°20′) before a longitude in [0, 360): 0..107, exact at the boundaries. */
function padaCount(lon: number): number {
  let k = Math.min(107, Math.floor((lon * 108) / 360));
  if ((k * 360) / 108 > lon) k -= 1;
  else if (k < 107 && ((k + 1) * 360) / 108 <= lon) k += 1;
  return k;
}

/** @summary Fraction (0 ≤ f < 1) of its nakshatra that a sidereal longitude has traversed. */
export function nakshatraFraction(siderealLongitude: number): number {
  const lon = normalizeDegrees(siderealLongitude);
  const index = nakshatraIndex(lon);
  const f = (lon - (index * 360) / 27) / NAKSHATRA_SPAN;
  return Math.min(Math.max(f, 0), 1 - Number.EPSILON);
}
