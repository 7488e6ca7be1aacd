import { normalizeDegrees, shorterArcMidpoint } from '../../units/index.js';

/** Forward arc from `from` to `to` along the zodiac, [0, 360). */
const forward = (from: number, to: number) => normalizeDegrees(to - from);

/**
 * @summary The twelve composite house cusps, house 1 first, from the composite Ascendant and MC and the two natal
 * charts' cusps (same house system).
 *
 * Cusps 1, 4, 7 and 10 are the composite Ascendant, IC, Descendant and MC (the angles of `compositeAngles`, the
 * IC and Descendant opposite the MC and Ascendant). Each other cusp is the nearer midpoint of the two charts' same
 * cusp — the midpoint composite's rule for every point (Townley, The Composite Chart, 1973) applied to the cusps,
 * one convention of composite practice (not houses derived from the composite MC at a chosen place) — or the far
 * midpoint when the nearer one falls outside its quadrant, as `compositeAngles` does for the Ascendant. When neither keeps the quadrant's two inner
 * cusps inside it and in zodiacal order (two charts with very different angles), the quadrant is trisected, as
 * Porphyry's houses divide it.
 * @example compositeCusps([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330], [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330], 0, 270)[1] // 30
 */
export function compositeCusps(cuspsA: readonly number[], cuspsB: readonly number[], ascendant: number, midheaven: number): number[] {
  const out = new Array<number>(12);
  const angles = [normalizeDegrees(ascendant), normalizeDegrees(midheaven + 180), normalizeDegrees(ascendant + 180), normalizeDegrees(midheaven)];
  // Quadrants by the cusp that opens them: 1 (Asc → IC), 4 (IC → Dsc), 7 (Dsc → MC), 10 (MC → Asc).
  for (let q = 0; q < 4; q++) {
    const start = angles[q]!;
    const end = angles[(q + 1) % 4]!;
    const span = forward(start, end);
    const first = q * 3;
    out[first] = start;
    const inner = [first + 1, first + 2].map((i) => {
      const near = shorterArcMidpoint(cuspsA[i]!, cuspsB[i]!);
      const far = normalizeDegrees(near + 180);
      return forward(start, near) < span ? near : forward(start, far) < span ? far : undefined;
    });
    const [c1, c2] = inner;
    const ordered = c1 !== undefined && c2 !== undefined && forward(start, c1) > 0 && forward(start, c1) < forward(start, c2);
    out[first + 1] = ordered ? c1 : normalizeDegrees(start + span / 3);
    out[first + 2] = ordered ? c2 : normalizeDegrees(start + (2 * span) / 3);
  }
  return out;
}
