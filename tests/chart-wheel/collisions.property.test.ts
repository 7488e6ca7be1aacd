import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { biWheel, natalWheel } from '../../src/chart-wheel/index.js';
import { natalChart } from '../../src/records/index.js';
import { SIGNS, type NatalChartResponse, type PlanetaryPosition } from '../../src/schemas/index.js';
import { byClass, parseXml } from './xml.js';
import {
  ANGLE_TOLERANCE_DEG,
  angleGap,
  angleOf,
  bodyGroups,
  boxesOverlap,
  expectedAngle,
  glyphBox,
} from './wheel-geometry.js';

const BASE = natalChart({
  birthDate: '1990-07-15',
  birthTime: '14:30',
  latitude: 40.7128,
  longitude: -74.006,
  timezone: 'America/New_York',
});
const BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'NorthNode',
  'SouthNode',
] as const;

/** A position record for a longitude given in micro-degrees (exact sign, degree and minute). */
function position(body: PlanetaryPosition['body'], micro: number, isRetrograde: boolean): PlanetaryPosition {
  const longitude = micro / 1e6;
  const sign = Math.floor(micro / 30e6);
  const inSign = micro - sign * 30e6;
  const degree = Math.floor(inSign / 1e6);
  return {
    body,
    position: {
      longitude,
      sign: SIGNS[sign]!,
      degree,
      minute: ((inSign - degree * 1e6) * 60) / 1e6,
      isRetrograde,
    },
  };
}

/**
 * Random charts: the 13 default bodies, a stellium of 6 to 13 of them within 10° somewhere, the rest anywhere;
 * the houses and angles of a real chart; no aspects (the glyphs are what is tested).
 */
const arbChart: fc.Arbitrary<NatalChartResponse> = fc
  .record({
    center: fc.integer({ min: 0, max: 359_999_999 }),
    stellium: fc.integer({ min: 6, max: 13 }),
    offsets: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 13, maxLength: 13 }),
    elsewhere: fc.array(fc.integer({ min: 0, max: 359_999_999 }), { minLength: 13, maxLength: 13 }),
    retro: fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
  })
  .map(({ center, stellium, offsets, elsewhere, retro }) => ({
    ...BASE,
    aspects: [],
    angleAspects: [],
    positions: BODIES.map((body, i) =>
      position(body, i < stellium ? (center + offsets[i]!) % 360_000_000 : elsewhere[i]!, retro[i]!),
    ),
  }));

describe('glyph collisions (property over random charts with stelliums of 6+ bodies within 10°)', () => {
  it('no two glyph boxes overlap, and every displaced glyph points to its exact degree', () => {
    fc.assert(
      fc.property(arbChart, fc.constantFrom(480, 640, 900), (chart, size) => {
        const root = parseXml(natalWheel(chart, { size }));
        const C = size / 2;
        const groups = bodyGroups(root);
        expect(groups).toHaveLength(13);
        const boxes = groups.map((g) => glyphBox(byClass(g, 'glyph')[0]!));
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++)
            expect(boxesOverlap(boxes[i]!, boxes[j]!), `${i} ${j}`).toBe(false);
        }
        for (const g of groups) {
          const lon = chart.positions.find((p) => p.body === g.attributes['data-body'])!.position.longitude;
          const pointer = byClass(g, 'pointer')[0];
          const box = glyphBox(byClass(g, 'glyph')[0]!);
          const target =
            pointer === undefined
              ? angleOf(box.cx, box.cy, C)
              : angleOf(Number(pointer.attributes.x1), Number(pointer.attributes.y1), C);
          expect(angleGap(target, expectedAngle(lon, chart.ascendant!))).toBeLessThan(
            0.05 + ANGLE_TOLERANCE_DEG,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the glyphs of both rings of a bi-wheel apart too', () => {
    fc.assert(
      fc.property(arbChart, arbChart, (inner, outer) => {
        const root = parseXml(biWheel(inner, outer));
        for (const chart of ['inner', 'outer']) {
          const boxes = bodyGroups(root, chart).map((g) => glyphBox(byClass(g, 'glyph')[0]!));
          expect(boxes).toHaveLength(13);
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) expect(boxesOverlap(boxes[i]!, boxes[j]!)).toBe(false);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
