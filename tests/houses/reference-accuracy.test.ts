/**
 * Accuracy against the Swiss Ephemeris house table (tests/fixtures/houses.json, copied from
 * /work/shared/reference/houses.json; see its `_provenance`). The reference ARMC and true obliquity are fed to
 * houseCuspsFromArmc, so these tests measure the house formulas alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
import { REFERENCE_CASES, type ReferenceLetter } from './reference-cases.js';
import { ARCSEC, LETTER_TO_SYSTEM, angleError } from './helpers.js';

const ORDINARY = REFERENCE_CASES.filter((c) => !c.polar);
const POLAR = REFERENCE_CASES.filter((c) => c.polar);
const LETTERS = Object.keys(LETTER_TO_SYSTEM) as ReferenceLetter[];
const measured: Record<string, { max: number; sumSq: number; n: number }> = {};

function record(system: string, err: number): void {
  const m = (measured[system] ??= { max: 0, sumSq: 0, n: 0 });
  m.max = Math.max(m.max, err);
  m.sumSq += err * err;
  m.n += 1;
}

describe('houseCuspsFromArmc vs Swiss Ephemeris, |latitude| ≤ 66° (200 cases)', () => {
  it('has the cases it claims', () => {
    expect(ORDINARY.length).toBe(200);
    expect(POLAR.length).toBe(20);
  });

  for (const letter of LETTERS) {
    const system = LETTER_TO_SYSTEM[letter];
    it(`${system}: 12 cusps, Ascendant, MC and Vertex within 1″`, () => {
      for (const c of ORDINARY) {
        const ref = c.systems[letter];
        const got = houseCuspsFromArmc({ armc: ref.armc, obliquity: c.eps_true, latitude: c.geolat, system });
        expect(got.systemUsed, c.id).toBe(system);
        expect(got.warnings, c.id).toEqual([]);
        for (let i = 0; i < 12; i++) {
          const err = angleError(got.cusps[i] as number, ref.cusps[i] as number);
          record(system, err);
          expect(err, `${c.id} lat ${c.geolat} cusp ${i + 1}`).toBeLessThan(ARCSEC);
        }
        expect(angleError(got.ascendant, ref.asc), `${c.id} asc`).toBeLessThan(ARCSEC);
        expect(angleError(got.midheaven, ref.mc), `${c.id} mc`).toBeLessThan(ARCSEC);
        expect(angleError(got.vertex, ref.vertex), `${c.id} vertex`).toBeLessThan(ARCSEC);
      }
    });
  }
});

describe('polar policy vs the 20 polar reference cases (67° ≤ |latitude| ≤ 80°)', () => {
  it('Placidus and Koch fall back to Porphyry, with a warning, exactly as the reference did', () => {
    for (const c of POLAR) {
      for (const letter of ['P', 'K'] as const) {
        const ref = c.systems[letter];
        expect(ref.status).toBe('ERR');
        const got = houseCuspsFromArmc({ armc: ref.armc, obliquity: c.eps_true, latitude: c.geolat, system: LETTER_TO_SYSTEM[letter] });
        expect(got.systemUsed).toBe('Porphyry');
        expect(got.warnings).toHaveLength(1);
        expect(got.warnings[0]).toMatch(/polar circle/);
        expect(got.warnings[0]).toMatch(/Porphyry/);
        for (let i = 0; i < 12; i++) {
          expect(angleError(got.cusps[i] as number, ref.cusps[i] as number), `${c.id} cusp ${i + 1}`).toBeLessThan(ARCSEC);
        }
      }
    }
  });

  it('Topocentric: the reference cusps where they run in one order, else Porphyry with a warning', () => {
    let used = 0;
    let fellBack = 0;
    for (const c of POLAR) {
      const ref = c.systems.T;
      const got = houseCuspsFromArmc({ armc: ref.armc, obliquity: c.eps_true, latitude: c.geolat, system: 'Topocentric' });
      const refOrdered = runsOnce(ref.cusps);
      const expected = refOrdered ? ref.cusps : c.systems.O.cusps;
      expect(got.systemUsed, c.id).toBe(refOrdered ? 'Topocentric' : 'Porphyry');
      if (!refOrdered) expect(got.warnings[0]).toMatch(/one consistent order/);
      for (let i = 0; i < 12; i++) {
        expect(angleError(got.cusps[i] as number, expected[i] as number), `${c.id} cusp ${i + 1}`).toBeLessThan(ARCSEC);
      }
      if (refOrdered) used++;
      else fellBack++;
    }
    expect(used).toBe(14);
    expect(fellBack).toBe(6);
  });

  it('every other system matches the reference inside the polar circles too (reversed Campanus/Regiomontanus warned)', () => {
    for (const c of POLAR) {
      for (const letter of ['E', 'W', 'C', 'R', 'M', 'O', 'B', 'X', 'V', 'S'] as const) {
        const system = LETTER_TO_SYSTEM[letter];
        const ref = c.systems[letter];
        const got = houseCuspsFromArmc({ armc: ref.armc, obliquity: c.eps_true, latitude: c.geolat, system });
        expect(got.systemUsed).toBe(system);
        for (let i = 0; i < 12; i++) {
          const err = angleError(got.cusps[i] as number, ref.cusps[i] as number);
          expect(err, `${system} ${c.id} cusp ${i + 1}`).toBeLessThan(ARCSEC);
        }
        const reversed = !runsOnce(ref.cusps, 'direct');
        expect(got.order).toBe(reversed ? 'reversed' : 'direct');
        expect(got.warnings.length).toBe(reversed ? 1 : 0);
        expect(angleError(got.ascendant, ref.asc)).toBeLessThan(ARCSEC);
        expect(angleError(got.vertex, ref.vertex)).toBeLessThan(ARCSEC);
      }
    }
  });
});

/** Whether 12 longitudes run once around the circle (in the given direction, or either). */
function runsOnce(cusps: readonly number[], direction?: 'direct'): boolean {
  const arcs = cusps.map((c, i) => ((((cusps[(i + 1) % 12] as number) - c) % 360) + 360) % 360);
  const forward = arcs.reduce((a, b) => a + b, 0);
  const backward = arcs.reduce((a, b) => a + (b === 0 ? 0 : 360 - b), 0);
  if (direction === 'direct') return Math.abs(forward - 360) < 1e-6;
  return Math.abs(forward - 360) < 1e-6 || Math.abs(backward - 360) < 1e-6;
}

afterAll(() => {
  const rows = Object.entries(measured).map(
    ([s, m]) => `${s.padEnd(14)} max ${(m.max * 3600).toExponential(2)}″  rms ${(Math.sqrt(m.sumSq / m.n) * 3600).toExponential(2)}″`,
  );
  console.log(`House cusps vs Swiss Ephemeris (200 cases, |lat| ≤ 66°):\n${rows.join('\n')}`);
});
