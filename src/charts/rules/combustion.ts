import type { Body, CombustionStatus } from '../../schemas/index.js';
import { angularSeparation } from '../../units/index.js';

/**
 * Limits of the Sun's rays, degrees of ecliptic longitude from the Sun's centre (inclusive upper bounds), as
 * William Lilly gives them in Christian Astrology (1647), Book I (the table of fortitudes and debilities and the
 * definitions around it), following the medieval authors:
 * - cazimi ("in the heart of the Sun"): ≤ 0°17′;
 * - combust: ≤ 8°30′, the Sun's moiety (half its orb of 17°);
 * - under the beams (under the Sun's rays): ≤ 17°, the Sun's whole orb (the Hellenistic authors used 15°);
 * - free: beyond 17°.
 * Distances are measured in longitude only (the Sun's and the planet's ecliptic latitudes are ignored, as in
 * Lilly's examples).
 */
export const COMBUSTION_LIMITS = {
  cazimi: 17 / 60,
  combust: 8.5,
  underTheBeams: 17,
} as const;

/**
 * The bodies examined for combustion: the Moon and the planets Mercury–Pluto (the Sun itself is not). The
 * tradition names the five planets and the Moon; Urania adds Uranus, Neptune and Pluto, as modern charts do.
 */
export const COMBUSTION_BODIES = [
  'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
] as const satisfies readonly Body[];

/**
 * @summary Relation of a planet to the Sun's rays from the two longitudes (see `COMBUSTION_LIMITS`).
 * @example combustionState(10.2, 10) // 'cazimi'; combustionState(18, 10) // 'combust'; combustionState(40, 10) // 'free'
 */
export function combustionState(longitude: number, sunLongitude: number): CombustionStatus['status'] {
  const d = angularSeparation(longitude, sunLongitude);
  if (d <= COMBUSTION_LIMITS.cazimi) return 'cazimi';
  if (d <= COMBUSTION_LIMITS.combust) return 'combust';
  if (d <= COMBUSTION_LIMITS.underTheBeams) return 'underTheBeams';
  return 'free';
}

/** `COMBUSTION_BODIES` as a set. */
const COMBUSTION_BODY_SET: ReadonlySet<Body> = new Set<Body>(COMBUSTION_BODIES);

/**
 * @summary Combustion status of every `COMBUSTION_BODIES` member present among the placed bodies, in that order.
 * @example combustionStatuses([{ body: 'Sun', longitude: 0 }, { body: 'Venus', longitude: 5 }])
 * // [{ body: 'Venus', status: 'combust' }]
 */
export function combustionStatuses(
  placed: readonly { readonly body: Body; readonly longitude: number }[],
): CombustionStatus[] {
  const sun = placed.find((p) => p.body === 'Sun');
  if (sun === undefined) return [];
  // Only the nine are ever looked up (a chart places 44 bodies): the last place of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (COMBUSTION_BODY_SET.has(p.body)) byBody.set(p.body, p.longitude);
  const out: CombustionStatus[] = [];
  for (const body of COMBUSTION_BODIES) {
    const lon = byBody.get(body);
    if (lon !== undefined) out.push({ body, status: combustionState(lon, sun.longitude) });
  }
  return out;
}
