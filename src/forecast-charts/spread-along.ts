/**
 * @summary Positions on a line moved as little as possible (least squares) so that neighbors stand at least `gap`
 * apart and all lie within [lo, hi]: sorted, then pooled (pool-adjacent-violators on the positions less their
 * rank times the gap), then clipped. Returns the new positions in the input's order. If they cannot fit, they
 * are spread evenly over [lo, hi].
 * @example spreadAlong([10, 11, 30], 5, 0, 100) // [8, 13, 30]
 */
export function spreadAlong(values: readonly number[], gap: number, lo: number, hi: number): number[] {
  const n = values.length;
  if (n === 0) return [];
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
  if ((n - 1) * gap > hi - lo) {
    const out = new Array<number>(n);
    order.forEach((o, k) => (out[o.i] = n === 1 ? (lo + hi) / 2 : lo + ((hi - lo) * k) / (n - 1)));
    return out;
  }
  // Shifted values u_k = v_k − k·gap must be non-decreasing: isotonic regression by pooling.
  const blocks: { sum: number; count: number }[] = [];
  order.forEach((o, k) => {
    blocks.push({ sum: o.v - k * gap, count: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.count > blocks[blocks.length - 1]!.sum / blocks[blocks.length - 1]!.count) {
      const last = blocks.pop()!;
      blocks[blocks.length - 1]!.sum += last.sum;
      blocks[blocks.length - 1]!.count += last.count;
    }
  });
  const shifted: number[] = [];
  for (const b of blocks) for (let j = 0; j < b.count; j++) shifted.push(b.sum / b.count);
  // Clip into [lo, hi − (n − 1)·gap] (the shifted range), keeping the order.
  const out = new Array<number>(n);
  order.forEach((o, k) => (out[o.i] = Math.min(hi - (n - 1) * gap, Math.max(lo, shifted[k]!)) + k * gap));
  return out;
}
