/**
 * The atlas searches as they were before their indexes (commit d2d3694, src/places/find-places.ts and
 * nearest-place.ts), kept here only so that `npm run bench -- places` can time them beside the indexed ones:
 *   - the typo path: a pass over every key of the query's length ± 1 (grouped by length once);
 *   - nearestPlace: a walk outwards in latitude through the places sorted by latitude.
 */
import { keyAt, type AtlasData } from '../src/places/atlas.js';
import { greatCircleKm } from '../src/places/great-circle-km.js';
import { withinOneEdit } from '../src/places/within-one-edit.js';

const RAD = Math.PI / 180;

const lengthIndexes = new WeakMap<AtlasData, ReadonlyMap<number, number[]>>();

/** The previous typo search: every key of the query's length ± 1, one edit away and not equal. */
export function previousTypoScan(a: AtlasData, key: string): number[] {
  let byLength = lengthIndexes.get(a);
  if (byLength === undefined) {
    const built = new Map<number, number[]>();
    for (let i = 0; i < a.size; i++) {
      const n = keyAt(a, i).length;
      if (!built.has(n)) built.set(n, []);
      built.get(n)!.push(i);
    }
    byLength = built;
    lengthIndexes.set(a, byLength);
  }
  const out: number[] = [];
  for (let length = key.length - 1; length <= key.length + 1; length++) {
    for (const i of byLength.get(length) ?? []) {
      const k = keyAt(a, i);
      if (k !== key && withinOneEdit(k, key)) out.push(i);
    }
  }
  return out;
}

const orders = new WeakMap<AtlasData, Uint32Array>();

function latitudeOrder(a: AtlasData): Uint32Array {
  let order = orders.get(a);
  if (order === undefined) {
    const SLOTS = 2 ** 18;
    const packed = new Float64Array(a.size);
    const latitudes = a.latitudes;
    for (let i = 0; i < a.size; i++) packed[i] = Math.round((latitudes[i]! + 90) * 1e5) * SLOTS + i;
    packed.sort();
    order = new Uint32Array(a.size);
    for (let i = 0; i < a.size; i++) order[i] = packed[i]! % SLOTS;
    orders.set(a, order);
  }
  return order;
}

/** The previous nearest-place walk: the index it chose. */
export function previousNearestWalk(a: AtlasData, latitude: number, longitude: number): number {
  const cosLat = Math.cos(latitude * RAD);
  let best = -1;
  let bestD = Infinity;
  const flat = (i: number) => {
    let dLon = Math.abs(a.longitudes[i]! - longitude);
    if (dLon > 180) dLon = 360 - dLon;
    const x = dLon * Math.max(cosLat, Math.cos(a.latitudes[i]! * RAD));
    const y = a.latitudes[i]! - latitude;
    return x * x + y * y;
  };
  const order = latitudeOrder(a);
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a.latitudes[order[mid]!]! < latitude) lo = mid + 1;
    else hi = mid;
  }
  const near: number[] = [];
  for (let up = lo, down = lo - 1; up < order.length || down >= 0; ) {
    const dUp = up < order.length ? a.latitudes[order[up]!]! - latitude : Infinity;
    const dDown = down >= 0 ? latitude - a.latitudes[order[down]!]! : Infinity;
    const step = Math.min(dUp, dDown);
    if (step * step > bestD * 1.1 + 1e-9) break;
    const i = dUp <= dDown ? order[up++]! : order[down--]!;
    const d = flat(i);
    if (d <= bestD * 1.1 + 1e-9) near.push(i);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  let winner = best;
  let winnerKm = greatCircleKm(latitude, longitude, a.latitudes[best]!, a.longitudes[best]!);
  for (const i of near) {
    if (i === best || flat(i) > bestD * 1.1 + 1e-9) continue;
    const km = greatCircleKm(latitude, longitude, a.latitudes[i]!, a.longitudes[i]!);
    if (km < winnerKm) {
      winner = i;
      winnerKm = km;
    }
  }
  return winner;
}
