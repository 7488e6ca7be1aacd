/**
 * Issue 29, the lots catalogue against its sources: every lot of LOT_CATALOGUE is computed here by hand from the
 * source's own statement of it (tests/fixtures/lots/lot-sources.json: "the arc from A to B, cast from C", reversed by
 * night or not, typed from the sources independently of the catalogue's formula text) and compared with what the
 * catalogue's formula gives, by day and by night, at random positions. Also the count the issue asks for (≥ 80).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOT_CATALOGUE } from '../../../src/charts/lots/lot-catalogue.js';
import { evaluateLotFormula, type LotChart } from '../../../src/charts/lots/lot-evaluator.js';
import { parseLotFormula } from '../../../src/charts/lots/lot-formula.js';

interface SourceLot {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly castFrom: string;
  readonly reversedByNight: boolean;
  readonly source: string;
}
const SOURCES: readonly SourceLot[] = (
  JSON.parse(readFileSync(resolve(__dirname, '../../fixtures/lots/lot-sources.json'), 'utf8')) as { lots: SourceLot[] }
).lots;

/** Sums of three longitudes < 360 carry a few ulps of 1 000. */
const LOT_TOLERANCE_DEG = 1e-9;
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The domicile lords of Aries … Pisces (Ptolemy, Tetrabiblos I.17), written out here for the test. */
const DOMICILE_LORD = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const mod360 = (x: number) => ((x % 360) + 360) % 360;
const separation = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

/** The longitude of a source's point, by hand: a planet, Asc, MC, Fortune, Spirit, "cusp N", "lord of X", "15° Cancer". */
function byHand(name: string, pos: Readonly<Record<string, number>>, cusps: readonly number[], day: boolean): number {
  const degree = /^(\d+)° (\w+)$/.exec(name);
  if (degree) return 30 * SIGN_NAMES.indexOf(degree[2]!) + Number(degree[1]);
  const lord = /^lord of (.+)$/.exec(name);
  if (lord) return pos[DOMICILE_LORD[Math.floor(byHand(lord[1]!, pos, cusps, day) / 30)]!]!;
  const cusp = /^cusp (\d+)$/.exec(name);
  if (cusp) return cusps[Number(cusp[1]) - 1]!;
  // Fortune: the arc from the Sun to the Moon by day (Moon to Sun by night), cast from the Ascendant; Spirit the reverse.
  const fortune = mod360(pos.Asc! + (day ? pos.Moon! - pos.Sun! : pos.Sun! - pos.Moon!));
  if (name === 'Fortune') return fortune;
  if (name === 'Spirit') return mod360(2 * pos.Asc! - fortune);
  const v = pos[name];
  if (v === undefined) throw new Error(`fixture names ${name}`);
  return v;
}

describe('the lots catalogue against its sources', () => {
  it('holds at least 80 lots, each with a source row, and no source row without a lot', () => {
    expect(LOT_CATALOGUE.length).toBeGreaterThanOrEqual(80);
    expect(LOT_CATALOGUE.map((l) => l.id).sort()).toEqual(SOURCES.map((s) => s.id).sort());
  });

  it('casts every lot as its source states it, by day and by night', () => {
    const lon = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(fc.array(lon, { minLength: 9, maxLength: 9 }), fc.array(lon, { minLength: 12, maxLength: 12 }), fc.boolean(), (l, cusps, day) => {
        const pos: Record<string, number> = { Asc: l[7]!, MC: l[8]! };
        PLANETS.forEach((p, i) => { pos[p] = l[i]!; });
        const chart: LotChart = { isDayChart: day, points: pos, cusps };
        for (const src of SOURCES) {
          const lot = LOT_CATALOGUE.find((c) => c.id === src.id)!;
          const [from, to] = !day && src.reversedByNight ? [src.to, src.from] : [src.from, src.to];
          const expected = mod360(byHand(src.castFrom, pos, cusps, day) + byHand(to, pos, cusps, day) - byHand(from, pos, cusps, day));
          const text = day || lot.night === 'same' ? lot.day : lot.night;
          const got = evaluateLotFormula(parseLotFormula(text), chart);
          if (separation(got, expected) >= LOT_TOLERANCE_DEG) expect.fail(`${src.id} (${day ? 'day' : 'night'}): ${got} ≠ ${expected} by ${src.source}`);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('says "same" by night exactly for the lots its source does not reverse', () => {
    for (const src of SOURCES) expect(LOT_CATALOGUE.find((c) => c.id === src.id)!.night === 'same', src.id).toBe(!src.reversedByNight);
  });
});
