import { antisciaLinks, antisciaOf } from '../charts/traditional/antiscia.js';
import type { BodyOrPosition } from '../charts/traditional/traditional-chart.js';
import { requireNumberInRange } from '../errors/checks.js';
import type { Antiscia, AntisciaConnection } from '../schemas/index.js';
import { placedBodies } from './traditional-chart.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Antiscion and contra-antiscion of each body, with their signs.
 * `positions` are `{ body, longitude }` or spec `PlanetaryPosition`s (tropical degrees).
 * Errors: INVALID_ARGUMENT naming `positions[i].body` or `positions[i].longitude`. The numeric core, for callers
 * with valid input, is `antisciaOf` (src/charts/traditional/antiscia.ts).
 * @example antiscia([{ body: 'Sun', longitude: 10 }])[0].antisciaSign // 'Virgo'
 */
export function antiscia(positions: readonly BodyOrPosition[]): Antiscia[] {
  refuseExtraArguments(arguments.length, 1, 'antiscia(positions)', "antiscia([{ body: 'Sun', longitude: 10 }])");
  return antisciaOf(placedBodies(positions));
}

/**
 * @summary Pairs of bodies in which one stands on the other's antiscion (or contra-antiscion) within `orb` degrees
 * (default 1°). The relation is symmetric (B on A's antiscion ⇔ A on B's), so each pair is reported once per
 * kind, `body1` before `body2` in the input order; `orb` is the distance from exactness.
 * Errors: as `antiscia`, plus INVALID_ARGUMENT/OUT_OF_RANGE for an orb outside 0..15 (field `orb`). The numeric
 * core is `antisciaLinks` (src/charts/traditional/antiscia.ts).
 * @example antisciaConnections([{ body: 'Sun', longitude: 10 }, { body: 'Moon', longitude: 170.5 }])
 * // [{ body1: 'Sun', body2: 'Moon', type: 'antiscia', orb: 0.5 }]
 */
export function antisciaConnections(positions: readonly BodyOrPosition[], orb = 1): AntisciaConnection[] {
  const limit = requireNumberInRange(orb, 'orb', 0, 15);
  return antisciaLinks(placedBodies(positions), limit);
}
