/**
 * @summary The distance of two longitudes on the 90° dial of the Hamburg school (Alfred Witte; Witte and Lefeldt,
 * Regelwerk für Planetenbilder, 1928/1946): both taken mod 90 and compared on a circle of 90°, so that a conjunction,
 * a square and an opposition are all distance 0. Result in [0, 45].
 * @example dialDistance(10, 191) // 1
 */
export function dialDistance(a: number, b: number): number {
  const d = (((a - b) % 90) + 90) % 90;
  return Math.min(d, 90 - d);
}

/**
 * @summary The position of a longitude on the 90° dial, [0, 90).
 * @example dialPosition(275.5) // 5.5
 */
export function dialPosition(longitude: number): number {
  const d = ((longitude % 90) + 90) % 90;
  return d >= 90 ? 0 : d;
}
