import { requireOneOf } from '../errors/checks.js';
import { bodyPosition } from '../ephemeris/body-position.js';
import type { VedicPlanetPosition } from '../schemas/index.js';
import { VEDIC_GRAHAS } from '../schemas/record-enums.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { AYANAMSA_SYSTEMS, ayanamsa, type AyanamsaSystem } from '../zodiac/ayanamsa.js';
import { signIndexOf, signOf, requireLongitude } from '../zodiac/signs.js';
import type { Graha } from './graha-relationships.js';
import { nakshatraFacts } from './nakshatra.js';

export type { VedicPlanetPosition };

/** Which lunar node stands for Rahu: the mean node (the classical default) or the true (osculating) node. */
export type NodeKind = 'mean' | 'true';

/** The node kinds. */
export const NODE_KINDS = ['mean', 'true'] as const;

/** Options of the sidereal functions. */
export interface SiderealOptions {
  /** Ayanamsa system; default Lahiri. */
  readonly ayanamsa?: AyanamsaSystem;
  /** Rahu from the mean node (default) or the true node; Ketu is always Rahu + 180°. */
  readonly node?: NodeKind;
}

/**
 * @summary Sidereal (nirayana) longitude: tropical longitude minus an ayanamsa, in [0, 360).
 * @example siderealLongitude(100, 24) // 76
 */
export function siderealLongitude(tropicalLongitude: number, ayanamsaValue: number): number {
  return normalizeDegrees(requireLongitude(tropicalLongitude, 'tropicalLongitude') - requireLongitude(ayanamsaValue, 'ayanamsa'));
}

/** @summary The record of one graha from its tropical longitude and the ayanamsa in use. */
export function vedicPlanetPosition(planet: Graha, tropicalLongitude: number, ayanamsaValue: number): VedicPlanetPosition {
  const sidereal = siderealLongitude(tropicalLongitude, ayanamsaValue);
  return {
    planet,
    tropicalLongitude: normalizeDegrees(tropicalLongitude),
    siderealLongitude: sidereal,
    sign: signOf(sidereal),
    signIndex: signIndexOf(sidereal),
    nakshatra: nakshatraFacts(sidereal).name,
  };
}

/** Resolved options and the instant, shared with `vedicAspects`. */
export interface SiderealFrame {
  readonly at: Instant;
  readonly system: AyanamsaSystem;
  readonly node: NodeKind;
  readonly ayanamsaValue: number;
}

/** @summary Validate the options and compute the (true) ayanamsa of the instant. */
export function siderealFrame(at: TimeInput, options: SiderealOptions = {}): SiderealFrame {
  const when = instant(at);
  const system = requireOneOf(options.ayanamsa ?? 'Lahiri', 'ayanamsa', AYANAMSA_SYSTEMS);
  const node = requireOneOf(options.node ?? 'mean', 'node', NODE_KINDS);
  return { at: when, system, node, ayanamsaValue: ayanamsa(system, when) };
}

/**
 * @summary Tropical and sidereal positions of the nine grahas (Sun … Saturn, Rahu, Ketu) at an instant, each
 * with its sidereal sign, sign index and nakshatra.
 *
 * Tropical longitudes are apparent and geocentric on the true ecliptic and equinox of date (`bodyPosition`);
 * sidereal = tropical − TRUE ayanamsa (nutation included on both sides, so the sidereal longitude is free of
 * nutation). Rahu is the mean node by default (`node: 'true'` for the osculating node); Ketu = Rahu + 180°.
 *
 * Errors: INVALID_ARGUMENT for an unknown ayanamsa or node kind or a malformed time; OUT_OF_RANGE outside
 * 1800–2200.
 * @example siderealPositions('2000-01-01T12:00:00Z')[0] // { planet: 'Sun', siderealLongitude: ≈ 256.5, sign: 'Sagittarius', … }
 */
export function siderealPositions(at: TimeInput, options: SiderealOptions = {}): VedicPlanetPosition[] {
  return positionsIn(siderealFrame(at, options));
}

/** @summary The nine positions in a resolved frame. */
export function positionsIn(frame: SiderealFrame): VedicPlanetPosition[] {
  const rahu = bodyPosition(frame.node === 'mean' ? 'NorthNodeMean' : 'NorthNode', frame.at).longitude;
  return VEDIC_GRAHAS.map((graha) => {
    const tropical =
      graha === 'Rahu' ? rahu : graha === 'Ketu' ? normalizeDegrees(rahu + 180) : bodyPosition(graha, frame.at).longitude;
    return vedicPlanetPosition(graha, tropical, frame.ayanamsaValue);
  });
}
