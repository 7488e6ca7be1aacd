import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';

/** A cusp as a bare longitude or as a spec `HouseCusp` record (`{ house, cusp: { longitude } }`). */
export type CuspLike = number | { readonly cusp: { readonly longitude: number } };

/**
 * @summary The numeric core of `houseOf` and `sectorOf`: the house (1–12) holding an ecliptic longitude, given the
 * twelve cusps (house 1 first) — or the Gauquelin sector (1–36) given the 36 sector cusps — inputs taken as valid (a
 * finite longitude, finite cusps; both wrapped into [0, 360)).
 *
 * House n is the arc from cusp n to cusp n + 1 (cusp 13 = cusp 1), cusp included, next cusp excluded. The arc is
 * taken in the direction the houses run: in the order of the signs for ordinary charts, against it when the cusps
 * are reversed (Campanus/Regiomontanus inside the polar circles with the MC below the horizon) — the direction is
 * read from the cusps themselves (the forward arcs sum to 360° exactly when the order is direct; the Gauquelin
 * sectors, numbered clockwise, are reversed). The 0° Aries wrap is handled by measuring every arc modulo 360°.
 * @param longitude ecliptic longitude in degrees (any finite value; wrapped).
 * @param cusps twelve (or 36) cusp longitudes or `HouseCusp` records.
 * @returns 1..12 (1..36 for 36 cusps).
 * @example houseContaining(5, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320]) // 1
 */
export function houseContaining(longitude: number, cusps: readonly CuspLike[]): number {
  const lon = normalizeDegrees(longitude);
  const c = cusps.map((x) => normalizeDegrees(typeof x === 'number' ? x : x.cusp.longitude));
  const n = c.length;
  let forwardSum = 0;
  for (let i = 0; i < n; i++) forwardSum += forwardArc(c[i] as number, c[(i + 1) % n] as number);
  const direct = forwardSum < 540; // 360 for direct order, n × 360 − 360 (≥ 3960) for reversed
  for (let i = 0; i < n; i++) {
    const from = c[i] as number;
    const to = c[(i + 1) % n] as number;
    const size = direct ? forwardArc(from, to) : forwardArc(to, from);
    const offset = direct ? forwardArc(from, lon) : forwardArc(lon, from);
    if (offset < size || (size === 0 && offset === 0)) return i + 1;
  }
  // Only reachable for cusps that do not run once around the circle: use the nearest preceding cusp.
  let best = 1;
  let bestOffset = Infinity;
  for (let i = 0; i < n; i++) {
    const offset = forwardArc(c[i] as number, lon);
    if (offset < bestOffset) {
      bestOffset = offset;
      best = i + 1;
    }
  }
  return best;
}
