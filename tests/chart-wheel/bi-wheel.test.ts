import { describe, expect, it } from 'vitest';
import { allowedOrb, ASPECTS } from '../../src/aspects/index.js';
import {
  biWheel,
  synastryWheel,
  transitChart,
  transitWheel,
  transitsWheel,
  natalChartWheel,
  natalWheel,
} from '../../src/chart-wheel/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { natalChart, progressedChart, solarReturnChart } from '../../src/records/index.js';
import type { AspectType, Body, NatalChartResponse } from '../../src/schemas/index.js';
import { byClass, parseXml, textOf } from './xml.js';
import { ANGLE_TOLERANCE_DEG, angleGap, angleOf, bodyGroups, expectedAngle } from './wheel-geometry.js';

const NY = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  latitude: 40.7128,
  longitude: -74.006,
  timezone: 'America/New_York',
};
const PARIS = {
  birthDate: '1992-03-02',
  birthTime: '08:10',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
};
const a = natalChart(NY);
const b = natalChart(PARIS);
const C = 320;
const MAJORS: readonly AspectType[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

const lon = (c: NatalChartResponse, body: string) =>
  c.positions.find((p) => p.body === body)!.position.longitude;
const separation = (x: number, y: number) => {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
};

describe('biWheel', () => {
  const svg = biWheel(a, b, { innerName: 'Ann', outerName: 'Bob' });
  const root = parseXml(svg);

  it('draws the inner chart’s houses and both charts’ bodies at their longitudes (from the inner Ascendant)', () => {
    expect(byClass(root, 'cusp')).toHaveLength(12);
    for (const [chart, c] of [
      ['inner', a],
      ['outer', b],
    ] as const) {
      const groups = bodyGroups(root, chart);
      expect(groups).toHaveLength(13);
      for (const g of groups) {
        const t = byClass(g, 'tick')[0]!.attributes;
        expect(
          angleGap(
            angleOf(Number(t.x1), Number(t.y1), C),
            expectedAngle(lon(c, g.attributes['data-body']!), a.ascendant!),
          ),
        ).toBeLessThan(ANGLE_TOLERANCE_DEG);
      }
    }
  });

  it('draws exactly the inter-chart pairs within orb of a drawn aspect type (independent check against the orb table)', () => {
    // The default orbs of a bi-wheel are the tight table (issue 22); lines from the inner chart's angles are
    // checked in issue22-wheel.test.ts.
    const lines = byClass(root, 'aspect')
      .map((l) => l.attributes)
      .filter((l) => !['Ascendant', 'Midheaven'].includes(l['data-body1']!));
    const expected: string[] = [];
    for (const x of bodyGroups(root, 'inner').map((g) => g.attributes['data-body'] as Body)) {
      for (const y of bodyGroups(root, 'outer').map((g) => g.attributes['data-body'] as Body)) {
        const sep = separation(lon(a, x), lon(b, y));
        if (MAJORS.some((t) => Math.abs(sep - ASPECTS[t].angle) <= allowedOrb(t, 'tight', x, y)))
          expected.push(`${x}-${y}`);
      }
    }
    expect(lines.map((l) => `${l['data-body1']}-${l['data-body2']}`)).toEqual(expected);
    for (const l of lines) {
      const sep = separation(lon(a, l['data-body1']!), lon(b, l['data-body2']!));
      expect(Math.abs(sep - ASPECTS[l['data-type'] as AspectType].angle)).toBeCloseTo(
        Number(l['data-orb']),
        1,
      );
    }
  });

  it('names both charts in the header and describes them', () => {
    const header = textOf(byClass(root, 'header')[0]!);
    expect(header).toContain('Ann (inside)');
    expect(header).toContain('Bob (outside)');
    expect(textOf(root.children[1] as never)).toMatch(/^Bi-wheel\. Inside, Ann: Sun /);
  });

  it('is deterministic and self-contained', () => {
    expect(biWheel(a, b, { innerName: 'Ann', outerName: 'Bob' })).toBe(svg);
    expect(svg).not.toMatch(/var\(|<style|href="http/);
  });
});

describe('biWheel with progressions and returns outside', () => {
  it('draws a progressed chart and a solar return around the natal chart, named in the header', () => {
    const progressed = progressedChart({ birth: NY, targetDate: '2024-07-15' });
    const ret = solarReturnChart({ birth: NY, year: 2024 });
    for (const [outer, words] of [
      [progressed, 'progressed to 2024-07-15'],
      [ret, 'return '],
    ] as const) {
      const root = parseXml(biWheel(a, outer, { outerName: 'Then' }));
      const groups = bodyGroups(root, 'outer');
      expect(groups.length).toBeGreaterThan(9);
      for (const g of groups)
        expect(Number(g.attributes['data-longitude'])).toBeCloseTo(
          lon(outer as unknown as NatalChartResponse, g.attributes['data-body']!),
          3,
        );
      expect(textOf(byClass(root, 'header')[0]!)).toContain(words);
    }
  });

  it('names a bad outer chart’s member', () => {
    try {
      biWheel(a, { ...b, positions: 'none' } as never);
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.details.field).toBe('outer.positions');
    }
  });
});

describe('transitWheel', () => {
  it('puts the sky at the instant outside the natal chart', () => {
    const at = '2024-07-15T12:00:00Z';
    const root = parseXml(transitWheel(a, at));
    const sky = natalChart({
      birthDate: '2024-07-15',
      birthTime: '12:00',
      latitude: NY.latitude,
      longitude: NY.longitude,
      timezone: 'UTC',
    });
    for (const g of bodyGroups(root, 'outer')) {
      expect(Number(g.attributes['data-longitude'])).toBeCloseTo(lon(sky, g.attributes['data-body']!), 3);
    }
    expect(transitChart(a, new Date(at)).birthTime).toBe('12:00');
  });

  it('draws transits in any year of the span (expanded years: the Ides of March of −43)', () => {
    const caesar = natalChart({ birthDate: '-0043-03-15', birthTime: '12:00', latitude: 41.9, longitude: 12.5, timezone: 'UTC' });
    const sky = transitChart(caesar, '-000043-03-16T12:00:00Z');
    expect([sky.birthDate, sky.birthTime]).toEqual(['-000043-03-16', '12:00']);
    expect(separation(lon(sky, 'Sun'), lon(caesar, 'Sun'))).toBeGreaterThan(0.9); // a day later: ~1° further
    expect(separation(lon(sky, 'Sun'), lon(caesar, 'Sun'))).toBeLessThan(1.1);
    expect(transitWheel(caesar, '-000043-03-16T12:00:00Z')).toMatch(/^<svg /);
  });

  it('names a bad instant', () => {
    try {
      transitWheel(a, '2024-13-01');
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.details.field).toBe('at');
    }
  });
});

describe('the request forms (routes and CLI)', () => {
  it('natalChartWheel draws the natal chart of the request with its wheel options', () => {
    const { timezone, ...rest } = NY;
    expect(natalChartWheel({ ...rest, timezone, wheel: { theme: 'dark' } })).toBe(
      natalWheel(a, { theme: 'dark' }),
    );
  });

  it('synastryWheel and transitsWheel name the nested member of a bad birth', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isUraniaError(e) ? e.details.field : 'not a UraniaError';
      }
      return 'no error';
    };
    expect(field(() => synastryWheel({ personA: NY, personB: { ...PARIS, birthDate: '1992-02-30' } }))).toBe(
      'personB.birthDate',
    );
    expect(field(() => transitsWheel({ birth: { ...NY, timezone: 'Mars/Olympus' }, at: '2024-07-15' }))).toBe(
      'birth.timezone',
    );
    expect(field(() => transitsWheel({ birth: NY, at: '2024-07-15', wheel: { size: 5 } }))).toBe(
      'wheel.size',
    );
  });
});

describe('synastryWheel in the sidereal zodiac (issue 15)', () => {
  it('draws both charts sidereal when the request asks, each at its own birth instant', () => {
    const svg = synastryWheel({ personA: NY, personB: PARIS, zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    const sa = natalChart({ ...NY, zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    const sb = natalChart({ ...PARIS, zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    const root = parseXml(svg);
    for (const g of bodyGroups(root, 'inner')) {
      expect(Number(g.attributes['data-longitude'])).toBeCloseTo(lon(sa, g.attributes['data-body']!), 3);
    }
    for (const g of bodyGroups(root, 'outer')) {
      expect(Number(g.attributes['data-longitude'])).toBeCloseTo(lon(sb, g.attributes['data-body']!), 3);
    }
    expect(svg).toBe(biWheel(sa, sb, { innerName: 'Person A', outerName: 'Person B' }));
  });
});
