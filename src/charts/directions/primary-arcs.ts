/**
 * The arcs of primary directions of a nativity (docs/directions.md "Primary directions"): every promissor directed to
 * every significator by the aspects asked, direct and converse, in mundo or in the zodiac, by the Placidus or the
 * Regiomontanus method (`mundane-position.ts`).
 *
 * `angle` is the significator's distance from the promissor in the order of the signs when the direction perfects:
 * 0 the conjunction, 180 the opposition, +90 the significator a square ahead of the promissor, −90 behind.
 *
 * - **Mundane** (in mundo): the bodies at their places in the sky (with their latitude). Direct: the promissor is
 *   carried by the primary motion to the mundane position q(S) + angle (mundane positions increase westward, against
 *   the order of the signs). Converse: the significator is carried by the primary motion to q(P) − angle — the
 *   converse of Ptolemy and Placidus (Gansten 2009, ch. 5), a direction "of the significator to the promissor".
 *   The angles are fixed positions (Ascendant −90, Midheaven 0, Descendant +90, Imum Coeli 180); they are not
 *   carried, so there is no mundane converse to an angle.
 * - **Zodiacal** (in zodiaco): the points of the zodiac, without latitude (`latitude: false`) or each with its own
 *   ecliptic latitude (`latitude: true`, Placidus's practice for the promissor). Direct: the promissor's aspect point
 *   λ(P) + angle is carried to the significator's mundane position. Converse: the significator's point λ(S) − angle is
 *   carried to the promissor's mundane position.
 *
 * Relations that follow (tests/charts/primary-directions.test.ts): the converse arc of P to S by `angle` is the direct
 * arc of S to P by −angle in mundo, by construction of the converse; a direct arc and the arc of the same mover
 * "against the primary motion" to the same place sum to 360°, which is why only these two senses are offered; the
 * arc of a point to its own place is 0; the direct arc of P to the Midheaven is α(P) − RAMC in both methods.
 */

import { eclipticToEquatorial } from '../../coords/ecliptic-equatorial.js';
import { mundanePosition, rotationTo, signed180, type EquatorialPoint, type PrimaryDirectionMethod } from './mundane-position.js';

/** A natal point of the directions: its ecliptic place and its place on the sphere (at birth). */
export interface DirectionPoint {
  readonly name: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly rightAscension: number;
  readonly declination: number;
}

export const ANGLE_POSITIONS: Readonly<Record<string, number>> = { Ascendant: -90, Midheaven: 0, Descendant: 90, ImumCoeli: 180 };

export type DirectionMotion = 'mundane' | 'zodiacal';
export type DirectionSense = 'direct' | 'converse';

/** The sphere of the nativity and the choices of the directions. */
export interface PrimaryArcSettings {
  readonly method: PrimaryDirectionMethod;
  readonly motion: DirectionMotion;
  /** Zodiacal directions: keep the ecliptic latitudes (true) or take the points on the ecliptic (false). */
  readonly withLatitude: boolean;
  /** Right ascension of the Midheaven at birth, degrees. */
  readonly ramc: number;
  /** Geographic latitude, degrees. */
  readonly latitude: number;
  /** True obliquity of the ecliptic at birth, degrees. */
  readonly obliquity: number;
  readonly aspects: readonly { readonly aspect: string; readonly angle: number }[];
  readonly senses: readonly DirectionSense[];
  /** Arcs above this (degrees) are left out. */
  readonly maxArc: number;
}

/** One arc of direction. */
export interface PrimaryArc {
  readonly promissor: string;
  readonly significator: string;
  readonly aspect: string;
  readonly angle: number;
  readonly direction: DirectionSense;
  readonly arc: number;
}

/** The place on the sphere a point is directed as: its own, or its zodiacal point (λ + shift, with or without β). */
function sphereOf(p: DirectionPoint, s: PrimaryArcSettings, shift: number): EquatorialPoint {
  if (s.motion === 'mundane' && shift === 0) return p;
  const e = eclipticToEquatorial(p.longitude + shift, s.withLatitude ? p.latitude : 0, s.obliquity);
  return e;
}

/** @summary A point's mundane position as a significator (the angles' fixed ones), or undefined when it has none. */
export function positionOf(p: DirectionPoint, s: PrimaryArcSettings): number | undefined {
  const fixed = ANGLE_POSITIONS[p.name];
  if (fixed !== undefined) return fixed;
  const at = sphereOf(p, s, 0);
  return mundanePosition(s.method, s.ramc - at.rightAscension, at.declination, s.latitude);
}

/**
 * @summary The arc of one direction (degrees in [0, 360)), or undefined when the mover never reaches the place.
 * @example directionArc(P, S, 90, 'direct', settings) // the arc of P to the square of S
 */
export function directionArc(promissor: DirectionPoint, significator: DirectionPoint, angle: number, sense: DirectionSense, s: PrimaryArcSettings): number | undefined {
  if (sense === 'direct') {
    const target = positionOf(significator, s);
    if (target === undefined) return undefined;
    if (s.motion === 'mundane') return rotationTo(s.method, promissor, target + angle, s.ramc, s.latitude);
    return rotationTo(s.method, sphereOf(promissor, s, angle), target, s.ramc, s.latitude);
  }
  if (ANGLE_POSITIONS[significator.name] !== undefined && s.motion === 'mundane') return undefined;
  const target = positionOf(promissor, s);
  if (target === undefined) return undefined;
  if (s.motion === 'mundane') return rotationTo(s.method, significator, signed180(target - angle), s.ramc, s.latitude);
  return rotationTo(s.method, sphereOf(significator, s, -angle), target, s.ramc, s.latitude);
}

/**
 * @summary Every arc of direction of the promissors to the significators by the aspects and senses of `settings`, at
 * most `maxArc`, in increasing arc. A point is not directed to itself.
 */
export function primaryArcs(promissors: readonly DirectionPoint[], significators: readonly DirectionPoint[], s: PrimaryArcSettings): PrimaryArc[] {
  const arcs: PrimaryArc[] = [];
  for (const p of promissors) {
    for (const sig of significators) {
      if (p.name === sig.name) continue;
      for (const { aspect, angle } of s.aspects) {
        for (const direction of s.senses) {
          const arc = directionArc(p, sig, angle, direction, s);
          if (arc !== undefined && arc <= s.maxArc) arcs.push({ promissor: p.name, significator: sig.name, aspect, angle, direction, arc });
        }
      }
    }
  }
  return arcs.sort((a, b) => a.arc - b.arc);
}
