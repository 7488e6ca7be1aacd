/**
 * PLACEHOLDER — replaced by the time-layer work (issue #2). Espenak–Meeus 2006 polynomials only.
 */
export function deltaT(jdUt: number): number {
  const y = 2000 + (jdUt - 2451544.5) / 365.2425;
  const t = y - 2000;
  return 62.92 + 0.32217 * t + 0.005589 * t * t;
}
