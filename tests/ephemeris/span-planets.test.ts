import { beforeAll, describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { loadEphemerisSpan } from '../../src/ephemeris/integration/index.js';
import type { Body } from '../../src/schemas/enums.js';
import { arcsecDelta, eraOf, SPAN_ERAS, spanInstants, spanPosition } from './span-moon-reference.js';

/**
 * The planets, Chiron and Ceres–Vesta over −3000..+3000 against the DE441-based reference
 * (tests/fixtures/span-positions.json, see its _provenance): geocentric apparent longitude and latitude at the
 * reference's TT instants (no ΔT enters), per body and per era. The issue-14 goals are Sun–Pluto ≤ 1″ and
 * Chiron, Ceres–Vesta ≤ 10″; where a body does not reach its goal yet the test holds it to the bound measured
 * now (BOUND below, stated in docs/accuracy.md), so that a regression fails while the goal stays visible.
 */
const GOAL_ARCSEC: Partial<Record<Body, number>> = {
  Sun: 1,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 1,
  Saturn: 1,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
  Chiron: 10,
  Ceres: 10,
  Pallas: 10,
  Juno: 10,
  Vesta: 10,
};
/** Measured maxima where a goal is not met yet (arcseconds, with ~20 % headroom); see docs/accuracy.md. */
const BOUND_ARCSEC: Partial<Record<Body, number>> = {};
const BODIES = Object.keys(GOAL_ARCSEC) as Body[];

interface Stat {
  max: number;
  maxLat: number;
  n: number;
  worstYear: number;
}

const stats = new Map<string, Stat>();

beforeAll(async () => {
  await loadEphemerisSpan();
  for (const row of spanInstants()) {
    const at = { jdUt: row.jd_tt, jdTt: row.jd_tt };
    const era = eraOf(row.year);
    for (const body of BODIES) {
      const ref = spanPosition(row, body);
      if (ref === undefined) continue;
      const p = apparentPlaceOf(body, at);
      const dl = Math.abs(arcsecDelta(p.longitude, ref.lon));
      const db = Math.abs(p.latitude - ref.lat) * 3600;
      for (const key of [`${body}`, `${body}@${era}`]) {
        const s = stats.get(key) ?? { max: 0, maxLat: 0, n: 0, worstYear: Number.NaN };
        if (dl > s.max) {
          s.max = dl;
          s.worstYear = row.year;
        }
        s.maxLat = Math.max(s.maxLat, db);
        s.n += 1;
        stats.set(key, s);
      }
    }
  }
}, 120_000);

describe('planets and minor bodies over −3000..+3000 vs DE441 (span-positions.json)', () => {
  it('covers every reference row of every body (Chiron only 675–3000 CE)', () => {
    for (const body of BODIES) expect(stats.get(body)?.n ?? 0, body).toBeGreaterThan(body === 'Chiron' ? 60 : 190);
  });

  it('prints the per-era table (max |Δλ|, arcseconds)', () => {
    const lines = [`body      ${SPAN_ERAS.map((e) => e.name.padStart(14)).join('')}     all  (max |Δβ|)`];
    for (const body of BODIES) {
      const cells = SPAN_ERAS.map((_, i) => {
        const s = stats.get(`${body}@${i}`);
        return (s === undefined ? '—' : s.max.toFixed(3)).padStart(14);
      });
      const all = stats.get(body)!;
      lines.push(`${body.padEnd(9)} ${cells.join('')} ${all.max.toFixed(3).padStart(7)}  (${all.maxLat.toFixed(3)}) worst at ${all.worstYear}`);
    }
    console.log(lines.join('\n'));
    expect(lines.length).toBe(BODIES.length + 1);
  });

  for (const body of BODIES) {
    it(`${body}: max longitude error within ${BOUND_ARCSEC[body] ?? GOAL_ARCSEC[body]}″`, () => {
      const s = stats.get(body)!;
      expect(s.max).toBeLessThanOrEqual(BOUND_ARCSEC[body] ?? GOAL_ARCSEC[body]!);
      expect(s.maxLat).toBeLessThanOrEqual(BOUND_ARCSEC[body] ?? GOAL_ARCSEC[body]!);
    });
  }
});
