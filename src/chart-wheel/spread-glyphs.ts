import { normalizeDegrees } from '../units/index.js';

/**
 * @summary Spread longitudes round a circle so that neighbors are at least `separation` degrees apart, moving
 * each as little as possible: the collision avoidance of the wheel's glyphs.
 *
 * Method: sort the longitudes and cut the circle in its widest gap, so that the order is linear; every glyph
 * starts as its own cluster. A cluster of k glyphs is laid out at `separation` steps centerd on the mean of its
 * members' longitudes (the least-squares placement for equal steps); two neighboring clusters that would come
 * closer than `separation` merge, and the sweep repeats until nothing merges (then the wrap-around pair is checked
 * the same way). When `n · separation > 360` the separation is reduced to 360/n, so the call always succeeds.
 * Returns the placed longitudes in [0, 360), in the order of the input.
 * @example spreadLongitudes([10, 11, 200], 6) // [7.5, 13.5, 200]
 */
export function spreadLongitudes(longitudes: readonly number[], separation: number): number[] {
  const n = longitudes.length;
  if (n === 0) return [];
  const step = Math.min(separation, 360 / n);
  const order = longitudes
    .map((l, i) => ({ l: normalizeDegrees(l), i }))
    .sort((a, b) => a.l - b.l || a.i - b.i);
  // Cut at the widest gap: the glyph after it comes first, the others unwrapped to increase from it.
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const gap = k === 0 ? order[0]!.l + 360 - order[n - 1]!.l : order[k]!.l - order[k - 1]!.l;
    if (gap > widest) {
      widest = gap;
      cut = k;
    }
  }
  const linear = [...order.slice(cut), ...order.slice(0, cut)];
  const base = linear[0]!.l;
  const values = linear.map((o) => (o.l < base ? o.l + 360 : o.l));
  // Clusters as [first index, count, center] over the linear order.
  let clusters = values.map((v, k) => ({ first: k, count: 1, sum: v }));
  const start = (c: { count: number; sum: number }) => c.sum / c.count - ((c.count - 1) * step) / 2;
  const end = (c: { count: number; sum: number }) => c.sum / c.count + ((c.count - 1) * step) / 2;
  // The tolerance keeps float noise from merging clusters that exactly touch.
  const TOUCH = 1e-9;
  for (let changed = true; changed;) {
    changed = false;
    const merged: typeof clusters = [];
    for (const c of clusters) {
      const last = merged[merged.length - 1];
      if (last !== undefined && end(last) + step > start(c) + TOUCH) {
        merged[merged.length - 1] = { first: last.first, count: last.count + c.count, sum: last.sum + c.sum };
        changed = true;
      } else merged.push(c);
    }
    clusters = merged;
    // Wrap-around: the last cluster against the first one, a turn later.
    if (clusters.length > 1) {
      const first = clusters[0]!;
      const last = clusters[clusters.length - 1]!;
      if (end(last) + step > start(first) + 360 + TOUCH) {
        clusters = [
          ...clusters.slice(1, -1),
          {
            first: last.first,
            count: last.count + first.count,
            sum: last.sum + first.sum + 360 * first.count,
          },
        ];
        // The first cluster's members now follow the last one's, a turn later.
        for (let k = 0; k < first.count; k++) values[first.first + k] = values[first.first + k]! + 360;
        const moved = linear.splice(0, first.count);
        const movedValues = values.splice(0, first.count);
        linear.push(...moved);
        values.push(...movedValues);
        clusters = clusters.map((c) => ({ ...c, first: c.first - first.count }));
        changed = true;
      }
    }
  }
  const placed = new Array<number>(n);
  for (const c of clusters) {
    const s = start(c);
    for (let k = 0; k < c.count; k++) placed[linear[c.first + k]!.i] = normalizeDegrees(s + k * step);
  }
  return placed;
}
