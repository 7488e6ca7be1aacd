/**
 * Issue 25: no label of an Indian chart leaves its house or touches another, up to 9 grahas (and the Ascendant, and a
 * transit overlay) in one house — read back from the SVG (tests/indian-chart/chart-geometry.ts): every label box
 * and sign label lies inside its cell's outline, clear of the line, and no two boxes overlap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianChart, renderIndianChart, type DrawnBody } from '../../src/indian-chart/index.js';
import { INDIAN_CHART_STYLES } from '../../src/schemas/index.js';
import { chartGeometry, layoutViolations } from './chart-geometry.js';

const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
const PARASHARA = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
const pad = (n: number) => String(n).padStart(2, '0');

describe('Indian chart layout: no label leaves its house or overlaps another', () => {
  it('holds for random births, styles, divisions, degrees and transit overlays', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 1900, max: 2100 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          latitude: fc.double({ min: -60, max: 60, noNaN: true }),
          longitude: fc.double({ min: -180, max: 180, noNaN: true }),
          style: fc.constantFrom(...INDIAN_CHART_STYLES),
          division: fc.constantFrom(...PARASHARA),
          degrees: fc.boolean(),
          transit: fc.boolean(),
          size: fc.integer({ min: 240, max: 1200 }),
        }),
        (r) => {
          const svg = indianChart({
            birth: { birthDate: `${r.year}-${pad(r.month)}-${pad(r.day)}`, birthTime: `${pad(r.hour)}:${pad(r.minute)}`, latitude: r.latitude, longitude: r.longitude, timezone: 'UTC' },
            style: r.style,
            division: r.division,
            degrees: r.degrees,
            size: r.size,
            ...(r.transit ? { transitAt: '2024-07-15T12:00:00Z' } : {}),
          });
          const g = chartGeometry(svg);
          expect(layoutViolations(g)).toEqual([]);
          // Every graha and the Ascendant drawn once (their first line), the transits too.
          const firsts = g.labels.filter((b) => /^[A-Z]/.test(b.text));
          expect(firsts.filter((b) => b.chart === 'natal')).toHaveLength(10);
          expect(firsts.filter((b) => b.chart === 'transit')).toHaveLength(r.transit ? 9 : 0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('holds for generated crowded houses: 1 to 9 grahas and the Ascendant in one sign, transits anywhere', () => {
    const body = (name: string, sign: number) =>
      fc.record({ within: fc.double({ min: 0, max: 29.999, noNaN: true }), retrograde: fc.boolean(), combust: fc.boolean() }).map(
        (b): DrawnBody => ({ name, sign, longitude: sign * 30 + b.within, retrograde: b.retrograde, combust: b.combust }),
      );
    const scene = fc
      .record({
        style: fc.constantFrom(...INDIAN_CHART_STYLES),
        crowded: fc.integer({ min: 0, max: 11 }),
        ascendant: fc.integer({ min: 0, max: 11 }),
        count: fc.integer({ min: 1, max: 9 }),
        degrees: fc.boolean(),
        size: fc.integer({ min: 240, max: 1600 }),
        transitSigns: fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 0, maxLength: 9 }),
      })
      .chain((s) =>
        fc.record({
          s: fc.constant(s),
          natal: fc.tuple(...GRAHAS.map((g, k) => body(g, k < s.count ? s.crowded : (s.crowded + 1 + k) % 12))),
          transits: fc.tuple(...s.transitSigns.map((sign, k) => body(GRAHAS[k]!, sign))),
          ascInCrowd: fc.boolean(),
        }),
      );
    fc.assert(
      fc.property(scene, ({ s, natal, transits, ascInCrowd }) => {
        const ascSign = ascInCrowd ? s.crowded : s.ascendant;
        const svg = renderIndianChart({
          style: s.style,
          title: 'Crowded',
          centre: ['Rasi', 'D1'],
          footerLeft: 'test',
          footerRight: 'test',
          ascendantSign: ascSign,
          bodies: [{ name: 'Ascendant', sign: ascSign, longitude: ascSign * 30 + 12.5, retrograde: false, combust: false }, ...natal],
          transits,
          transitLabel: transits.length > 0 ? 'Transits' : undefined,
          degrees: s.degrees,
          size: s.size,
          theme: 'light',
          idPrefix: '',
        });
        const g = chartGeometry(svg);
        expect(layoutViolations(g)).toEqual([]);
        const firsts = g.labels.filter((b) => /^[A-Z]/.test(b.text));
        expect(firsts).toHaveLength(10 + transits.length);
      }),
      { numRuns: 150 },
    );
  });
});
