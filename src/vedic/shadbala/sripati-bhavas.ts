import { normalizeDegrees } from '../../units/angle.js';

/**
 * The bhavas of Shadbala and Bhava bala (Raman, *Graha and Bhava Balas*, ch. II and IX; Sripati, *Sripati Paddhati*
 * ch. 2): the madhyas (mid-points) of bhavas 1, 4, 7 and 10 are the Ascendant, the Nadir, the Descendant and the
 * Midheaven (sidereal); each quadrant between them is trisected for the madhyas of the two bhavas inside it; the
 * sandhis (junctions) lie halfway between neighbouring madhyas. A graha's bhava is the one whose sandhis enclose it.
 */

/** The twelve bhava madhyas (index 0 = bhava 1) and the twelve sandhis (index h: the start of bhava h + 1). */
export interface Bhavas {
  readonly madhya: readonly number[];
  readonly sandhi: readonly number[];
}

/** Forward arc from a to b, degrees [0, 360). */
const forward = (a: number, b: number): number => normalizeDegrees(b - a);

/**
 * @summary The Sripati bhavas of a sidereal Ascendant and Midheaven.
 * @example sripatiBhavas(0, 270).madhya[1] // 30 (the quadrant Asc → Nadir, 0° → 90°, in thirds)
 */
export function sripatiBhavas(ascendant: number, midheaven: number): Bhavas {
  const corners = [ascendant, normalizeDegrees(midheaven + 180), normalizeDegrees(ascendant + 180), midheaven];
  const madhya: number[] = [];
  for (let q = 0; q < 4; q += 1) {
    const from = corners[q]!;
    const arc = forward(from, corners[(q + 1) % 4]!);
    for (let k = 0; k < 3; k += 1) madhya.push(normalizeDegrees(from + (arc * k) / 3));
  }
  const sandhi = madhya.map((m, h) => normalizeDegrees(m - forward(madhya[(h + 11) % 12]!, m) / 2));
  return { madhya, sandhi };
}

/** @summary The bhava (1 … 12) holding a sidereal longitude: the one whose opening sandhi is the last passed. */
export function bhavaOf(bhavas: Bhavas, longitude: number): number {
  for (let h = 0; h < 12; h += 1) {
    const start = bhavas.sandhi[h]!;
    const end = bhavas.sandhi[(h + 1) % 12]!;
    if (forward(start, longitude) < forward(start, end)) return h + 1;
  }
  return 1; // unreachable: the twelve arcs cover the circle
}
