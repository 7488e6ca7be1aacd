import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { EPHEMERIS_SPAN_JD_TT, INTEGRATION_RANGE, eraAt, longTermState } from './integration/index.js';
import type { HeliocentricState } from './source.js';
import { fittedInnerState } from './fitted-inner-state.js';
import { vsop87InnerPosition, vsop87InnerState } from './vsop87-inner.js';

/**
 * The inner planets and the Earth over the whole span: inside 1800–2200 (the integration's INTEGRATION_RANGE)
 * VSOP87B as before (`vsop87InnerState`, vsop87-inner.ts: truncated series, frame rotation, Mars's secular
 * correction) — for the Earth and Mars from the tables of its slow terms where they are loaded (fitted-inner-state.ts:
 * the same series to ≤ 1e-9 rad, without summing it); outside, the loaded era's long-term VSOP87B series with its harmonic correction towards the
 * numerical integration (integration/long-term-vsop87.ts, integration/harmonic-correction.ts; docs/integration.md,
 * "The span").
 */

/** The planets served here. */
export type InnerPlanet = 'Mercury' | 'Venus' | 'Earth' | 'Mars';

function assertInSpan(planet: InnerPlanet, jdTt: number): void {
  if (jdTt >= EPHEMERIS_SPAN_JD_TT.fromJdTt && jdTt <= EPHEMERIS_SPAN_JD_TT.toJdTt) return;
  const allowed = `years −3000..+3000 (TT JD ${EPHEMERIS_SPAN_JD_TT.fromJdTt} to ${EPHEMERIS_SPAN_JD_TT.toJdTt})`;
  throw new UraniaError('OUT_OF_RANGE', `${planet} is available for ${allowed}; jdTt ${jdTt} is outside`, {
    wording: wording('span.planetJd', { field: 'jdTt', body: planet, value: String(jdTt), fromYear: '−3000', toYear: '+3000', note: `TT JD ${EPHEMERIS_SPAN_JD_TT.fromJdTt} to ${EPHEMERIS_SPAN_JD_TT.toJdTt}` }),
    field: 'jdTt',
    body: planet,
    received: jdTt,
    allowed,
    minimum: EPHEMERIS_SPAN_JD_TT.fromJdTt,
    maximum: EPHEMERIS_SPAN_JD_TT.toJdTt,
  });
}

const inMainRange = (jdTt: number): boolean => jdTt >= INTEGRATION_RANGE.fromJdTt && jdTt <= INTEGRATION_RANGE.toJdTt;

/**
 * @summary Geometric heliocentric state (AU, AU/day; mean ecliptic and equinox J2000) of Mercury, Venus, the Earth
 * or Mars at a TT Julian Day of −3000..+3000. Outside 1800–2200 the date's era must be loaded (UNSUPPORTED
 * otherwise; `loadEphemerisSpan`).
 * @example planetState('Earth', 2451545).x // ≈ -0.1771 AU
 */
export function planetState(planet: InnerPlanet, jdTt: number): HeliocentricState {
  if (inMainRange(jdTt)) return fittedInnerState(planet, jdTt) ?? vsop87InnerState(planet, jdTt);
  assertInSpan(planet, jdTt);
  const era = eraAt(jdTt);
  return era.correction(planet).correct(jdTt, longTermState(era.theory(planet), jdTt));
}

/** @summary Heliocentric position only (AU) of `planetState` — cheaper inside 1800–2200 (range-path fits). */
export function planetPosition(planet: InnerPlanet, jdTt: number): { x: number; y: number; z: number } {
  if (inMainRange(jdTt)) {
    const f = fittedInnerState(planet, jdTt);
    return f === undefined ? vsop87InnerPosition(planet, jdTt) : { x: f.x, y: f.y, z: f.z };
  }
  const s = planetState(planet, jdTt);
  return { x: s.x, y: s.y, z: s.z };
}
