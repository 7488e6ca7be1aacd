/**
 * The packed form of the generated series modules (scripts/build-series.ts → src/ephemeris/data/): every
 * number is an integer multiple of a fixed quantum, and each list of integers is a JSON array in a string
 * literal. Importing the module only scans the strings; each is decoded on first use by the engine's native
 * JSON parser (measured: ~1 ms for the whole ELP/MPP02 table in a fresh process, against ~8 ms for a base-64
 * decoder written in JavaScript, which runs interpreted at that point), and integers print shorter than the
 * decimals of the original tables. VSOP87 stores each planet's distinct frequencies once, the terms referring to
 * them by index (`Vsop87PackedTable`, `packVsop87`).
 *
 * Quanta (each far below what the series can feel; measured against astronomia's tables in
 * tests/ephemeris/vsop87.test.ts and moon.test.ts):
 * - VSOP87: amplitude and phase 1e-11, frequency 1e-10 rad per millennium (at least the decimals of the
 *   published VSOP87 files, so exact up to the last binary digit);
 * - ELP/MPP02: amplitude 1e-9 (″ or km), φ0 1e-13 rad, φ1 1e-10 rad/century, φ2 1e-15, φ3 1e-17, φ4 1e-19
 *   (phase error ≤ 3e-10 rad over |T| ≤ 2.2, i.e. ≤ 1e-5″ on the largest term).
 */
export const VSOP87_QUANTA = [1e-11, 1e-11, 1e-10] as const;
export const ELP_ARGUMENT_QUANTA = [1e-10, 1e-15, 1e-17, 1e-19] as const;
export const ELP_TERM_QUANTA = [1, 1e-9, 1e-13] as const;

/**
 * VSOP87 packed by planet, per coordinate, per power α of τ, as one string, in either of two forms:
 * - plain (no `frequencies`): the terms [A, B, C, …];
 * - indexed (with `frequencies`, scripts/build-series.ts): the terms [A, B, k, …], k the index of C in the planet's
 *   table of distinct frequencies (a VSOP87 frequency recurs across the powers and across L, B and R: Mars's 1466
 *   terms have 557). `frequencies` holds, in increasing |C| (the order of `shareFrequencies`), a triple [a, b, c]
 *   per frequency: [0, 0, C] for one computed directly, and for one built by angle addition from two earlier ones
 *   (angle-recipes.ts: C_k ≈ σ_i C_i + σ_j C_j), a = σ_i·(i + 1), b = σ_j·(k − j) (places back: mostly 1 or 2)
 *   and c = C_k − σ_i C_i − σ_j C_j in quanta (0 for every frequency of the eight planets: the published
 *   frequencies are integer combinations of each other to the last decimal; kept, so that the form stays lossless
 *   whatever the recipe's tolerance). Integers throughout, so C is rebuilt exactly, and the recipe with it; the
 *   terms' 15-digit frequencies become an index of 1–3 digits (the inner planets' module: 44.5 → 36.1 kB gzip).
 */
export interface Vsop87PackedTable {
  readonly L: readonly string[];
  readonly B: readonly string[];
  readonly R: readonly string[];
  /** Plain form: angle-addition recipe of the distinct frequencies in increasing |C| (angle-recipes.ts), JSON pairs. */
  readonly recipe?: string;
  /** Indexed form: the distinct frequencies and their recipe, JSON triples (see above). */
  readonly frequencies?: string;
}

/** A VSOP87 planet decoded (`unpackVsop87`): per coordinate, per power, flat [A, B, C, …]; the recipe, if stored. */
export interface Vsop87DecodedTable {
  readonly L: Float64Array[];
  readonly B: Float64Array[];
  readonly R: Float64Array[];
  /** The angle-addition recipe of the distinct frequencies in increasing |C| (angle-recipes.ts), if stored. */
  readonly recipe: Int32Array | undefined;
}

/**
 * ELP/MPP02 packed around its distinct arguments: `args` holds φ1, φ2, φ3, φ4 of each; per coordinate, per
 * power α of T, the terms [argument index, A, φ0, …]; W1 the mean longitude polynomial (plain numbers).
 */
export interface ElpPackedTable {
  readonly W1: readonly number[];
  readonly args: string;
  /** Angle-addition recipe of the arguments (angle-recipes.ts), JSON pairs. */
  readonly recipe?: string;
  /** The same restricted to the arguments of ELP_FAST_POSITION_TRUNCATION (same numbering). */
  readonly fastRecipe?: string;
  readonly L: readonly string[];
  readonly B: readonly string[];
  readonly R: readonly string[];
}

/**
 * What the contract selection (ELP_CONTRACT_SELECTION) holds beyond the start-up module (the fast selection,
 * ELP_FAST_POSITION_TRUNCATION, an `ElpPackedTable` in its own argument numbering): the other arguments and terms,
 * and where each goes, so that `unpackElpContract` rebuilds the contract table exactly as one module would hold it.
 * Run lengths alternate [in the start-up module, in this one, …], starting with the start-up module.
 */
export interface ElpRemainderPacked {
  /** Over the contract's arguments (in increasing |φ1|): which are the start-up module's, as run lengths. */
  readonly argumentRuns: string;
  /** φ1, φ2, φ3, φ4 of the other arguments, in the contract's order. */
  readonly args: string;
  /** The contract's angle-addition recipe (angle-recipes.ts; contract numbering), JSON pairs. */
  readonly recipe: string;
  /** Per coordinate, per power: the terms [contract argument index, A, φ0, …] the start-up module leaves out. */
  readonly L: readonly string[];
  readonly B: readonly string[];
  readonly R: readonly string[];
  /** Per coordinate, per power: the contract's order of terms, as run lengths (start-up terms, these terms, …). */
  readonly termRuns: { readonly L: readonly string[]; readonly B: readonly string[]; readonly R: readonly string[] };
}

/**
 * The ELP/MPP02 data loaded on demand (src/ephemeris/elp-on-demand.ts): the contract selection's remainder (the
 * osculating lunar points, and the span theory) and the long-span supplement (the span theory, beyond 1760–2240).
 */
export interface ElpOnDemandData {
  readonly remainder: ElpRemainderPacked;
  readonly spanTerms: ElpPackedTable;
}

/** The ELP/MPP02 packed table decoded: φ1..φ4 per argument, and per coordinate/power [index, A, φ0, …]. */
export interface ElpDecodedTable {
  readonly W1: readonly number[];
  readonly args: Float64Array;
  readonly recipe: Int32Array | undefined;
  readonly fastRecipe: Int32Array | undefined;
  readonly L: readonly Float64Array[];
  readonly B: readonly Float64Array[];
  readonly R: readonly Float64Array[];
}

/**
 * @summary Encode numbers as integer multiples of per-field quanta (fields cycle with the quanta's length), as
 * the text of a JSON array.
 * @example packNumbers([1.5, 0.25], [0.5, 0.05]) // '[3,5]'
 */
export function packNumbers(values: readonly number[], quanta: readonly number[]): string {
  return JSON.stringify(
    values.map((v, i) => {
      const n = Math.round(v / quanta[i % quanta.length]!);
      if (!Number.isSafeInteger(n)) throw new RangeError(`packNumbers: value ${i} (${v}) overflows its quantum`);
      return n;
    }),
  );
}

/**
 * @summary Decode `packNumbers` output into a Float64Array (fields cycle with the quanta's length).
 * @example unpackNumbers('[3,5]', [0.5, 0.05]) // Float64Array [1.5, 0.25]
 */
export function unpackNumbers(text: string, quanta: readonly number[]): Float64Array {
  const integers = JSON.parse(text) as number[];
  const out = new Float64Array(integers.length);
  const width = quanta.length;
  for (let i = 0; i < out.length; i += 1) out[i] = integers[i]! * quanta[i % width]!;
  return out;
}

/**
 * @summary Pack one planet's VSOP87 series (per coordinate, per power, flat [A, B, C, …]) in the indexed form of
 * `Vsop87PackedTable`; `recipeOf` receives the distinct frequencies as the decoder will see them (quantized, in
 * increasing |C|) and returns their angle-addition recipe (all zeros: none).
 * @example packVsop87({ L: [[1, 0.5, 3, 2, 0.25, 3]], B: [], R: [] }, (f) => new Int32Array(2 * f.length)).frequencies // '[0,0,30000000000]'
 */
export function packVsop87(
  series: { readonly L: readonly ArrayLike<number>[]; readonly B: readonly ArrayLike<number>[]; readonly R: readonly ArrayLike<number>[] },
  recipeOf: (frequencies: Float64Array) => ArrayLike<number>,
): Vsop87PackedTable {
  const q = VSOP87_QUANTA;
  const integers = (coord: readonly ArrayLike<number>[]): number[][] => coord.map((flat) => JSON.parse(packNumbers(Array.from(flat), q)) as number[]);
  const coords = { L: integers(series.L), B: integers(series.B), R: integers(series.R) };
  const distinct = new Set<number>();
  for (const coord of [coords.L, coords.B, coords.R]) for (const terms of coord) for (let i = 2; i < terms.length; i += 3) distinct.add(terms[i]!);
  const table = [...distinct].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
  const recipe = recipeOf(Float64Array.from(table, (n) => n * q[2]));
  if (recipe.length !== 2 * table.length) throw new RangeError('packVsop87: the recipe needs a pair per frequency');
  const triples: number[] = [];
  table.forEach((c, k) => {
    const a = recipe[2 * k]!;
    const b = recipe[2 * k + 1]!;
    if (a === 0) {
      triples.push(0, 0, c);
      return;
    }
    const i = Math.abs(a) - 1;
    const j = Math.abs(b) - 1;
    if (b === 0 || i >= k || j >= k) throw new RangeError(`packVsop87: recipe of frequency ${k} does not point to earlier ones`);
    triples.push(a, Math.sign(b) * (k - j), c - Math.sign(a) * table[i]! - Math.sign(b) * table[j]!);
  });
  const slot = new Map(table.map((c, k) => [c, k]));
  const indexed = (coord: number[][]): string[] =>
    coord.map((terms) => JSON.stringify(terms.map((n, i) => (i % 3 === 2 ? slot.get(n)! : n))));
  return { L: indexed(coords.L), B: indexed(coords.B), R: indexed(coords.R), frequencies: JSON.stringify(triples) };
}

/**
 * @summary Decode one planet's VSOP87 series, either form of `Vsop87PackedTable`: per coordinate, per power, flat
 * [A, B, C, …] (each number its integer × its quantum, as `unpackNumbers` gives it), and the recipe.
 */
export function unpackVsop87(packed: Vsop87PackedTable): Vsop87DecodedTable {
  if (packed.frequencies === undefined) {
    const one = (coord: readonly string[]): Float64Array[] => coord.map((text) => unpackNumbers(text, VSOP87_QUANTA));
    return {
      L: one(packed.L),
      B: one(packed.B),
      R: one(packed.R),
      recipe: packed.recipe === undefined ? undefined : Int32Array.from(JSON.parse(packed.recipe) as number[]),
    };
  }
  const triples = JSON.parse(packed.frequencies) as number[];
  const n = triples.length / 3;
  const table = new Float64Array(n);
  const recipe = new Int32Array(2 * n);
  for (let k = 0; k < n; k += 1) {
    const a = triples[3 * k]!;
    const c = triples[3 * k + 2]!;
    if (a === 0) {
      table[k] = c;
      continue;
    }
    const b = triples[3 * k + 1]!;
    const j = k - Math.abs(b);
    // Integers below 2^53 (held exactly in a Float64Array): the sum is exact.
    table[k] = c + Math.sign(a) * table[Math.abs(a) - 1]! + Math.sign(b) * table[j]!;
    recipe[2 * k] = a;
    recipe[2 * k + 1] = Math.sign(b) * (j + 1);
  }
  const frequencies = table.map((c) => c * VSOP87_QUANTA[2]);
  const one = (coord: readonly string[]): Float64Array[] => coord.map((text) => unpackIndexedTerms(text, frequencies));
  return { L: one(packed.L), B: one(packed.B), R: one(packed.R), recipe };
}

/** One series of the indexed form: [A, B, k, …] → [A, B, C, …], C = frequencies[k] (already × its quantum). */
function unpackIndexedTerms(text: string, frequencies: Float64Array): Float64Array {
  const integers = JSON.parse(text) as number[];
  const out = new Float64Array(integers.length);
  const qa = VSOP87_QUANTA[0];
  const qb = VSOP87_QUANTA[1];
  for (let i = 0; i < out.length; i += 3) {
    out[i] = integers[i]! * qa;
    out[i + 1] = integers[i + 1]! * qb;
    out[i + 2] = frequencies[integers[i + 2]!]!;
  }
  return out;
}

/** @summary Decode the packed ELP/MPP02 table. */
export function unpackElp(packed: ElpPackedTable): ElpDecodedTable {
  const one = (coord: readonly string[]): Float64Array[] => coord.map((text) => unpackNumbers(text, ELP_TERM_QUANTA));
  return {
    W1: packed.W1,
    args: unpackNumbers(packed.args, ELP_ARGUMENT_QUANTA),
    recipe: packed.recipe === undefined ? undefined : Int32Array.from(JSON.parse(packed.recipe) as number[]),
    fastRecipe: packed.fastRecipe === undefined ? undefined : Int32Array.from(JSON.parse(packed.fastRecipe) as number[]),
    L: one(packed.L),
    B: one(packed.B),
    R: one(packed.R),
  };
}

/**
 * @summary Rebuild the contract table (ELP_CONTRACT_SELECTION) from the start-up module (the fast selection, its
 * own argument numbering and recipe) and the remainder: every number is decoded as `unpackElp` decodes it (integer
 * × quantum) and put where the single generated module had it, so the result is that module's `unpackElp`, bit for
 * bit; `fastRecipe` is the start-up recipe in the contract's numbering.
 */
export function unpackElpContract(fast: ElpPackedTable, remainder: ElpRemainderPacked): ElpDecodedTable {
  const runs = (text: string): number[] => JSON.parse(text) as number[];
  const fastArgs = JSON.parse(fast.args) as number[];
  const restArgs = JSON.parse(remainder.args) as number[];
  const count = (fastArgs.length + restArgs.length) / 4;
  // Contract index of each start-up argument.
  const contractIndex = new Int32Array(fastArgs.length / 4);
  const args = new Float64Array(4 * count);
  {
    let k = 0;
    let f = 0;
    let r = 0;
    runs(remainder.argumentRuns).forEach((n, i) => {
      for (let j = 0; j < n; j += 1, k += 1) {
        const fromFast = i % 2 === 0;
        const source = fromFast ? fastArgs : restArgs;
        const at = fromFast ? f++ : r++;
        if (fromFast) contractIndex[at] = k;
        for (let d = 0; d < 4; d += 1) args[4 * k + d] = source[4 * at + d]! * ELP_ARGUMENT_QUANTA[d]!;
      }
    });
    if (k !== count || f !== fastArgs.length / 4 || r !== restArgs.length / 4) throw new RangeError('unpackElpContract: argument runs do not match the arguments');
  }
  const fastRecipeLocal = fast.recipe === undefined ? undefined : (JSON.parse(fast.recipe) as number[]);
  let fastRecipe: Int32Array | undefined;
  if (fastRecipeLocal !== undefined) {
    fastRecipe = new Int32Array(2 * count);
    for (let m = 0; 2 * m < fastRecipeLocal.length; m += 1) {
      const a = fastRecipeLocal[2 * m]!;
      const b = fastRecipeLocal[2 * m + 1]!;
      if (a === 0) continue;
      const k = contractIndex[m]!;
      fastRecipe[2 * k] = Math.sign(a) * (contractIndex[Math.abs(a) - 1]! + 1);
      fastRecipe[2 * k + 1] = Math.sign(b) * (contractIndex[Math.abs(b) - 1]! + 1);
    }
  }
  const merge = (coord: 'L' | 'B' | 'R'): Float64Array[] =>
    remainder.termRuns[coord].map((runText, alpha) => {
      const fastTerms = JSON.parse(fast[coord][alpha] ?? '[]') as number[];
      const restTerms = JSON.parse(remainder[coord][alpha] ?? '[]') as number[];
      const out = new Float64Array(fastTerms.length + restTerms.length);
      let o = 0;
      let f = 0;
      let r = 0;
      runs(runText).forEach((n, i) => {
        const fromFast = i % 2 === 0;
        for (let j = 0; j < n; j += 1, o += 3) {
          if (fromFast) {
            out[o] = contractIndex[fastTerms[f]!]! * ELP_TERM_QUANTA[0];
            out[o + 1] = fastTerms[f + 1]! * ELP_TERM_QUANTA[1];
            out[o + 2] = fastTerms[f + 2]! * ELP_TERM_QUANTA[2];
            f += 3;
          } else {
            for (let d = 0; d < 3; d += 1) out[o + d] = restTerms[r + d]! * ELP_TERM_QUANTA[d]!;
            r += 3;
          }
        }
      });
      if (o !== out.length || f !== fastTerms.length || r !== restTerms.length) throw new RangeError(`unpackElpContract: term runs of ${coord}${alpha} do not match the terms`);
      return out;
    });
  return {
    W1: fast.W1,
    args,
    recipe: Int32Array.from(JSON.parse(remainder.recipe) as number[]),
    fastRecipe,
    L: merge('L'),
    B: merge('B'),
    R: merge('R'),
  };
}
