import type { ElpDecodedTable } from './series-packing.js';
import { ELP_FAST_POSITION_TRUNCATION } from './series-truncation.js';
import { elpTermKept } from './elp-shared.js';

/**
 * The contract table's angle-addition recipe (angle-recipes.ts) with the start-up module's (`fastRecipe`) on the
 * fast selection's arguments — those of the terms ELP_FAST_POSITION_TRUNCATION keeps and, through the start-up
 * recipe, their sources — so that every argument the fast theory uses gets the fast theory's sine and cosine, bit
 * for bit; every other argument keeps the contract's recipe (its sources may then differ by a rounding). Each entry
 * is one of the two recipes' own, so it passes the same check (`validateRecipe` in `shareElpDecoded`).
 */
export function sharedPassRecipe(table: ElpDecodedTable): Int32Array | undefined {
  const { recipe, fastRecipe } = table;
  if (recipe === undefined || fastRecipe === undefined) return recipe;
  const count = table.args.length / 4;
  const fastArgument = new Uint8Array(count);
  for (const coord of ['L', 'B', 'R'] as const) {
    table[coord].forEach((flat, alpha) => {
      for (let i = 0; i + 2 < flat.length; i += 3) {
        if (elpTermKept(ELP_FAST_POSITION_TRUNCATION, coord, alpha, flat[i + 1]!)) fastArgument[flat[i]!] = 1;
      }
    });
  }
  // Sources come before their targets: one pass downwards closes the set.
  for (let k = count - 1; k >= 0; k -= 1) {
    if (fastArgument[k] && fastRecipe[2 * k] !== 0) {
      fastArgument[Math.abs(fastRecipe[2 * k]!) - 1] = 1;
      fastArgument[Math.abs(fastRecipe[2 * k + 1]!) - 1] = 1;
    }
  }
  const out = Int32Array.from(recipe);
  for (let k = 0; k < count; k += 1) {
    if (!fastArgument[k]) continue;
    out[2 * k] = fastRecipe[2 * k]!;
    out[2 * k + 1] = fastRecipe[2 * k + 1]!;
  }
  return out;
}
