/**
 * Issue 29: the harmonic and draconic charts drawn as wheels. Each body's tick is drawn at the record's longitude
 * (read back from the SVG's geometry, against `expectedAngle`, written independently of the wheel's code), and the
 * title names the chart.
 */
import { describe, expect, it } from 'vitest';
import { draconicChartWheel, harmonicChartWheel } from '../../src/chart-wheel/index.js';
import { draconicChart, harmonicChart } from '../../src/records/index.js';
import { byClass, parseXml, type XmlElement } from './xml.js';
import { ANGLE_TOLERANCE_DEG, angleGap, angleOf, bodyGroups, expectedAngle } from './wheel-geometry.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const SIZE = 800;

/** The screen angle of a body's tick (its outer end, seen from the center). */
function tickAngle(g: XmlElement): number {
  const tick = byClass(g, 'tick')[0]!;
  return angleOf(Number(tick.attributes.x2), Number(tick.attributes.y2), SIZE / 2);
}

describe('harmonicChartWheel', () => {
  it('draws every body at its harmonic longitude, from 0° Aries at the left, titled with the harmonic', () => {
    const record = harmonicChart({ birth: NY, harmonic: 5 });
    const svg = harmonicChartWheel({ birth: NY, harmonic: 5, wheel: { size: SIZE } });
    const groups = bodyGroups(parseXml(svg));
    expect(groups.length).toBeGreaterThanOrEqual(10);
    for (const g of groups) {
      const lon = record.positions.find((p) => p.body === g.attributes['data-body'])!.longitude;
      expect(angleGap(tickAngle(g), expectedAngle(lon, 0))).toBeLessThan(ANGLE_TOLERANCE_DEG);
    }
    expect(svg).toContain('5th harmonic chart');
    expect(harmonicChartWheel({ birth: NY, harmonic: 2 })).toContain('2nd harmonic chart');
    expect(harmonicChartWheel({ birth: NY, harmonic: 12 })).toContain('12th harmonic chart');
  });
});

describe('draconicChartWheel', () => {
  it('draws every body at its draconic longitude, the draconic Ascendant at the left, titled draconic', () => {
    const record = draconicChart({ birth: NY });
    const svg = draconicChartWheel({ birth: NY, wheel: { size: SIZE } });
    const groups = bodyGroups(parseXml(svg));
    expect(groups.length).toBeGreaterThanOrEqual(10);
    for (const g of groups) {
      const lon = record.positions.find((p) => p.body === g.attributes['data-body'])!.longitude;
      expect(angleGap(tickAngle(g), expectedAngle(lon, record.ascendant!))).toBeLessThan(ANGLE_TOLERANCE_DEG);
    }
    expect(svg).toContain('Draconic chart');
  });
});
