/**
 * The VSOP87B series in two generated modules (issue 17, the bodyPosition-only bundle): data/vsop87b-series.ts holds
 * Mercury–Mars, the planets and the Earth of the position path (read by vsop87-inner.ts), and
 * data/vsop87b-series-outer.ts Jupiter–Neptune, which no position uses (read by vsop87.ts for the comparisons).
 * Checked here: the two modules hold every planet once; the position path reads the same theories, bit for bit, as
 * vsop87.ts; and no module of the library but vsop87.ts imports the outer series, and none but the ephemeris
 * barrel imports vsop87.ts (the bundle itself: tests/package/light-entry.test.ts).
 */
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VSOP87B_SERIES } from '../../src/ephemeris/data/vsop87b-series.js';
import { VSOP87B_OUTER_SERIES } from '../../src/ephemeris/data/vsop87b-series-outer.js';
import { INNER_PLANET_TABLES } from '../../src/ephemeris/data/inner-planet-tables.js';
import { setInnerPlanetTables } from '../../src/ephemeris/fitted-inner-state.js';
import { planetPosition, planetState } from '../../src/ephemeris/planet-state.js';
import { VSOP87_PLANETS, vsop87Position, vsop87State, vsop87Theory } from '../../src/ephemeris/vsop87.js';
import { INNER_VSOP87, vsop87InnerPosition, vsop87InnerState, type InnerVsop87Planet } from '../../src/ephemeris/vsop87-inner.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const INNER: readonly InnerVsop87Planet[] = ['Mercury', 'Venus', 'Earth', 'Mars'];
/** 1800-01-01 .. 2199-12-31 TT, inside the integration's main range, where planetState is VSOP87B. */
const MAIN_RANGE_JD = { from: 2378496.5, to: 2524593.5 } as const;
/** A position and a state from the same terms (two evaluation orders): rounding only, AU. */
const SAME_SERIES_AU = 1e-12;
/** The Earth's and Mars's tables against their series (fitted-inner-state.ts; its test says why), AU. */
const TABLE_AU = 4.4e-9;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the two generated VSOP87B modules', () => {
  it('hold every planet exactly once: Mercury–Mars for the position path, Jupiter–Neptune apart', () => {
    expect(Object.keys(VSOP87B_SERIES)).toEqual(INNER);
    expect(Object.keys(VSOP87B_OUTER_SERIES)).toEqual(['Jupiter', 'Saturn', 'Uranus', 'Neptune']);
    expect([...Object.keys(VSOP87B_SERIES), ...Object.keys(VSOP87B_OUTER_SERIES)]).toEqual([...VSOP87_PLANETS]);
  });

  it('are imported by one module each, and vsop87.ts (all eight planets) by the ephemeris barrel only', () => {
    const importers = (pattern: RegExp): string[] =>
      sourceFiles(SRC)
        .filter((f) => pattern.test(readFileSync(f, 'utf8')))
        .map((f) => relative(SRC, f).split('\\').join('/'))
        .sort();
    expect(importers(/from '[./]*(data\/)?vsop87b-series-outer\.js'/)).toEqual(['ephemeris/vsop87.ts']);
    expect(importers(/from '[./]*(data\/)?vsop87b-series\.js'/)).toEqual(['ephemeris/vsop87-inner.ts']);
    expect(importers(/from '\.\/vsop87\.js'/)).toEqual(['ephemeris/index.ts']);
  });
});

describe('the position path reads the same VSOP87B as vsop87.ts', () => {
  it('shares the decoded theories (one cache)', () => {
    for (const planet of INNER) {
      const a = vsop87Theory(planet);
      const b = INNER_VSOP87.theory(planet);
      expect(a.position).toBe(b.position);
      expect(a.rate).toBe(b.rate);
    }
  });

  it('gives the same states and positions, bit for bit, as vsop87State and vsop87Position', () => {
    // planetState without the Earth's and Mars's tables (fitted-inner-state.ts) is the series itself.
    setInnerPlanetTables(undefined);
    try {
      fc.assert(
        fc.property(fc.constantFrom(...INNER), fc.double({ min: MAIN_RANGE_JD.from, max: MAIN_RANGE_JD.to, noNaN: true }), (planet, jd) => {
          const state = vsop87State(planet, jd);
          const position = vsop87Position(planet, jd);
          expect(vsop87InnerState(planet, jd)).toEqual(state);
          expect(planetState(planet, jd)).toEqual(state);
          expect(vsop87InnerPosition(planet, jd)).toEqual(position);
          expect(planetPosition(planet, jd)).toEqual(position);
          // The position is the state's, without the rates (same series, same rotation).
          expect(Math.hypot(position.x - state.x, position.y - state.y, position.z - state.z)).toBeLessThan(SAME_SERIES_AU);
        }),
        { numRuns: 300 },
      );
    } finally {
      setInnerPlanetTables(INNER_PLANET_TABLES);
    }
  });

  it('with the tables, planetState is the series within the tables\' 4.4e-9 AU (tests/ephemeris/fitted-inner-state.test.ts)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INNER), fc.double({ min: MAIN_RANGE_JD.from, max: MAIN_RANGE_JD.to, noNaN: true }), (planet, jd) => {
        const state = vsop87State(planet, jd);
        const position = vsop87Position(planet, jd);
        const s = planetState(planet, jd);
        const p = planetPosition(planet, jd);
        expect(Math.hypot(s.x - state.x, s.y - state.y, s.z - state.z)).toBeLessThanOrEqual(TABLE_AU);
        expect(Math.hypot(p.x - position.x, p.y - position.y, p.z - position.z)).toBeLessThanOrEqual(TABLE_AU);
      }),
      { numRuns: 300 },
    );
  });
});
