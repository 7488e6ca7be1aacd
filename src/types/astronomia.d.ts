/* eslint-disable no-restricted-syntax -- these declare astronomia's own modules, whose data is a default export. */
/**
 * Ambient declarations for the parts of astronomia 4.2 (MIT) that Urania uses: its machine-readable
 * data tables only. astronomia ships no type declarations; these describe the shapes of its data modules
 * (checked against node_modules/astronomia/data/*.js). Urania evaluates the series with its own code.
 */

/** One VSOP87 term A·cos(B + C·τ): amplitude, phase (rad), frequency (rad per Julian millennium). */
type AstronomiaVsop87Term = readonly [number, number, number];

/** A VSOP87 series set: coordinate (L, B, R) -> power of τ ("0".."5") -> terms. */
interface AstronomiaVsop87Table {
  readonly L: Readonly<Record<string, readonly AstronomiaVsop87Term[]>>;
  readonly B: Readonly<Record<string, readonly AstronomiaVsop87Term[]>>;
  readonly R: Readonly<Record<string, readonly AstronomiaVsop87Term[]>>;
  readonly name: string;
  readonly type: string;
}

/**
 * ELP/MPP02 data as astronomia stores it: each term is [A, φ0, φ1, φ2, φ3, φ4]: amplitude (arcsec for L and
 * B, km for R) and the argument as a polynomial in T (Julian centuries from J2000, radians).
 * `W1` is the mean longitude polynomial of the Moon (radians).
 */
interface AstronomiaElpTable {
  readonly name: string;
  readonly W1: readonly number[];
  readonly L: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly B: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly R: Readonly<Record<string, readonly (readonly number[])[]>>;
}

declare module 'astronomia/data/vsop87Bmercury' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bvenus' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bearth' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bmars' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bjupiter' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bsaturn' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Buranus' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Bneptune' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Duranus' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/vsop87Dneptune' {
  const table: AstronomiaVsop87Table;
  export default table;
}
declare module 'astronomia/data/elpMppDe' {
  const table: AstronomiaElpTable;
  export default table;
}
declare module 'astronomia/data/elpMppDeFull' {
  const table: AstronomiaElpTable;
  export default table;
}
