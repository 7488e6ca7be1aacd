/** Types of bench/bench-births.mjs (the batch benchmarks' births). */
export type BenchBirth = {
  readonly birthDate: string;
  readonly birthTime: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: 'UTC';
};
export declare function benchBirth(i: number): BenchBirth;
export declare function benchBirths(n: number): BenchBirth[];
