import { apparentBodyPosition } from '../ephemeris/body-position.js';
import type { VedicPlanetPosition } from '../schemas/index.js';
import { RAHU_NODE_KINDS, VEDIC_GRAHAS } from '../schemas/record-enums.js';
import type { Instant } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { signIndexOf, signOf } from '../zodiac/signs.js';
import type { Graha } from './graha-relationships.js';
import { nakshatraFacts } from './nakshatra.js';

export type { VedicPlanetPosition };

/** The node kinds (the schemas' `RAHU_NODE_KINDS`: one list). */
export const NODE_KINDS = RAHU_NODE_KINDS;

/** Which lunar node stands for Rahu: the mean node (the classical default) or the true (osculating) node. */
export type NodeKind = (typeof NODE_KINDS)[number];

/**
 * @summary Sidereal (nirayana) longitude: tropical longitude minus an ayanamsa, in [0, 360); inputs taken as valid
 * (finite degrees), the numeric core of the records function `siderealLongitude`.
 * @example siderealFromTropical(100, 24) // 76
 */
export function siderealFromTropical(tropicalLongitude: number, ayanamsaValue: number): number {
  return normalizeDegrees(tropicalLongitude - ayanamsaValue);
}

/** @summary The record of one graha from its tropical longitude and the ayanamsa in use. */
export function vedicPlanetPosition(planet: Graha, tropicalLongitude: number, ayanamsaValue: number): VedicPlanetPosition {
  const sidereal = siderealFromTropical(tropicalLongitude, ayanamsaValue);
  return {
    planet,
    tropicalLongitude: normalizeDegrees(tropicalLongitude),
    siderealLongitude: sidereal,
    sign: signOf(sidereal),
    signIndex: signIndexOf(sidereal),
    nakshatra: nakshatraFacts(sidereal).name,
  };
}

/** The instant and its sidereal frame: the ayanamsa system and value, and the node kind standing for Rahu. */
export interface SiderealFrame {
  readonly at: Instant;
  readonly system: AyanamsaChoice;
  readonly node: NodeKind;
  readonly ayanamsaValue: number;
}

/**
 * @summary The sidereal frame of an instant: the ayanamsa system, the node kind standing for Rahu and the TRUE
 * ayanamsa of the instant (nutation included, so that sidereal = apparent tropical − ayanamsa is free of it).
 * @example siderealFrameAt(instant('2024-01-01'), 'Lahiri', 'mean').ayanamsaValue // ≈ 24.19
 */
export function siderealFrameAt(at: Instant, system: AyanamsaChoice, node: NodeKind): SiderealFrame {
  return { at, system, node, ayanamsaValue: ayanamsaAt(system, at.jdTt) };
}

/** @summary The nine positions in a resolved frame. */
export function positionsIn(frame: SiderealFrame): VedicPlanetPosition[] {
  const rahu = apparentBodyPosition(frame.node === 'mean' ? 'NorthNodeMean' : 'NorthNode', frame.at).longitude;
  return VEDIC_GRAHAS.map((graha) => {
    const tropical =
      graha === 'Rahu' ? rahu : graha === 'Ketu' ? normalizeDegrees(rahu + 180) : apparentBodyPosition(graha, frame.at).longitude;
    return vedicPlanetPosition(graha, tropical, frame.ayanamsaValue);
  });
}
