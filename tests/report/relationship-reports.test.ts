/**
 * Issue 26: the synastry and composite reports. The contacts a synastry report names are checked against an
 * independent computation: each body's geocentric longitude at the two births' UT instants (`bodyPosition`, not the
 * synastry's code path) and the angular separations, every pair within TIGHT_ORB of a major aspect's angle (an orb
 * every orb profile allows) expected among the report's contacts.
 */
import { describe, expect, it } from 'vitest';
import {
  bodyPosition, compositeChart, compositeReport, compositeReportHtml, compositeReportMarkdown, compositeReportText,
  synastry, synastryReport, synastryReportHtml, synastryReportMarkdown, synastryReportText,
} from '../../src/index.js';
import { compositeCusps } from '../../src/charts/rules/composite-cusps.js';
import { synastryPairText } from '../../src/text/index.js';

const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
/** The births in UT: 14:30 EDT (UTC−4 in July 1990) and 08:10 GMT (UTC+0 in March 1992). */
const A_UT = '1990-07-15T18:30:00Z';
const B_UT = '1992-03-02T08:10:00Z';
/** A contact this close to exact is within the orb of every profile for every pair of planets. */
const TIGHT_ORB = 1.5;
/** Longitudes of one computation compared with another (apparent vs. apparent, same ephemeris): degrees. */
const LONGITUDE_TOLERANCE = 1e-6;
const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const MAJORS = [[0, 'conjunction'], [60, 'sextile'], [90, 'square'], [120, 'trine'], [180, 'opposition']] as const;

const separation = (x: number, y: number) => {
  const d = Math.abs(((x - y) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};

describe('synastryReport (issue 26)', () => {
  const report = synastryReport({ personA: A, personB: B, aspectLimit: 40 });

  it('names every tight major contact between the two people’s planets, found from the separations of their longitudes', () => {
    const lonA = new Map(PLANETS.map((p) => [p, bodyPosition(p, A_UT).longitude]));
    const lonB = new Map(PLANETS.map((p) => [p, bodyPosition(p, B_UT).longitude]));
    const expected: string[] = [];
    for (const a of PLANETS) for (const b of PLANETS) {
      const sep = separation(lonA.get(a)!, lonB.get(b)!);
      for (const [angle, name] of MAJORS) if (Math.abs(sep - angle) <= TIGHT_ORB) expected.push(`${a} ${name} ${b}`);
    }
    expect(expected.length).toBeGreaterThan(3);
    const named = report.synastry.interAspects.map((x) => `${x.bodyA} ${x.aspect} ${x.bodyB}`);
    const headings = report.sections.find((s) => s.id === 'aspects')!.paragraphs.map((p) => p.heading).join('; ');
    for (const e of expected) {
      expect(named, e).toContain(e);
      const [a, aspect, b] = e.split(' ');
      const word = aspect === 'conjunction' ? 'conjunct' : aspect === 'opposition' ? 'opposite' : aspect;
      expect(headings, e).toContain(`A’s ${a} ${word} B’s ${b} (orb`);
    }
    // The record's positions are the same longitudes (its own code path, read independently above).
    for (const p of report.synastry.personA.positions.filter((x) => (PLANETS as readonly string[]).includes(x.body))) {
      expect(Math.abs(separation(p.position.longitude, lonA.get(p.body as (typeof PLANETS)[number])!))).toBeLessThan(LONGITUDE_TOLERANCE);
    }
  });

  it('ranks the contacts by weight: no contact after one of lower weight (points’ weights minus half the orb)', () => {
    const w: Record<string, number> = { Sun: 3, Moon: 3, Ascendant: 3, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1, Saturn: 1 };
    const weights = synastry({ personA: A, personB: B, locale: 'en' }).interpretation!.aspects.map((x) => (w[x.pointA] ?? 0) + (w[x.pointB] ?? 0) - x.orb / 2);
    for (let i = 1; i < weights.length; i++) expect(weights[i]!).toBeLessThanOrEqual(weights[i - 1]!);
    expect(weights.length).toBeGreaterThan(10);
  });

  it('reads each paragraph from its entry, reads no entry twice, and has the overlays of both people (both times known)', () => {
    expect(report.sections.map((s) => s.id)).toEqual(['aspects', 'overlays-a-in-b', 'overlays-b-in-a']);
    const aspects = report.sections[0]!;
    aspects.sources.forEach((src, i) => {
      if (src.record !== 'SynastryAspect') throw new Error('not a contact');
      expect(aspects.paragraphs[i]!.text).toBe(synastryPairText(src.pointA, src.pointB, src.family));
    });
    expect(new Set(aspects.paragraphs.map((p) => p.text)).size).toBe(aspects.paragraphs.length);
    expect(report.sections[1]!.paragraphs).toHaveLength(10);
    expect(report.synastry).not.toHaveProperty('interpretation');
  });

  it('leaves out the overlays in the houses of a person born at an unknown time, and the Ascendant of that person', () => {
    const untimed = synastryReport({ personA: A, personB: { ...B, birthTime: undefined } as never });
    expect(untimed.sections.map((s) => s.id)).toEqual(['aspects', 'overlays-b-in-a']);
    const s = synastry({ personA: A, personB: { birthDate: B.birthDate, latitude: B.latitude, longitude: B.longitude }, locale: 'en' });
    expect(s.interpretation!.aspects.some((x) => x.pointB === 'Ascendant')).toBe(false);
    expect(synastry({ personA: A, personB: B })).not.toHaveProperty('interpretation');
  });

  it('renders through the generic renderers: Markdown, text within 100 columns, HTML fragment', () => {
    expect(synastryReportMarkdown(report).startsWith('# Synastry report\n')).toBe(true);
    expect(synastryReportText(report).split('\n').every((l) => l.length <= 100)).toBe(true);
    const html = synastryReportHtml(report, { headingLevel: 1 });
    expect(html.startsWith('<article class="urania-synastry-report" lang="en">')).toBe(true);
    expect(html).toContain('<h1>Synastry report</h1>');
    expect(html).not.toMatch(/<script|style=|on\w+=|href=/i);
  });
});

describe('compositeReport and the composite houses (issue 26)', () => {
  it('puts the Sun, Moon, Venus and Mars of the composite in their signs and the ten planets in the composite houses', () => {
    const report = compositeReport({ personA: A, personB: B });
    expect(report.sections.map((s) => s.id)).toEqual(['sun-moon-venus-mars', 'houses']);
    const c = compositeChart({ personA: A, personB: B });
    const signs = report.sections[0]!.sources.map((s) => (s as { sign: string }).sign);
    expect(signs).toEqual(['Sun', 'Moon', 'Venus', 'Mars'].map((b) => c.positions.find((p) => p.body === b)!.sign));
    expect(report.sections[1]!.paragraphs).toHaveLength(10);
    expect(compositeReportMarkdown(report).startsWith('# Composite report\n')).toBe(true);
    expect(compositeReportText(report)).toContain('COMPOSITE REPORT');
    expect(compositeReportHtml(report).startsWith('<article class="urania-composite-report"')).toBe(true);
    const untimed = compositeReport({ personA: A, personB: { birthDate: B.birthDate, latitude: B.latitude, longitude: B.longitude } });
    expect(untimed.sections.map((s) => s.id)).toEqual(['sun-moon-venus-mars']);
  });

  it('has each composite planet in the house whose cusps enclose its longitude', () => {
    const interp = compositeChart({ personA: A, personB: B, locale: 'en' }).interpretation!;
    const cusps = interp.houseCusps!;
    const c = compositeChart({ personA: A, personB: B });
    for (const h of interp.houses!) {
      const lon = c.positions.find((p) => p.body === h.body)!.longitude;
      const from = cusps[h.house - 1]!;
      const to = cusps[h.house % 12]!;
      const span = (((to - from) % 360) + 360) % 360;
      expect((((lon - from) % 360) + 360) % 360, h.body).toBeLessThan(span);
    }
  });

  it('composite cusps: two identical charts give their own cusps; the angles are cusps 1, 4, 7, 10; a quadrant without ordered midpoints is trisected', () => {
    const equal = Array.from({ length: 12 }, (_, i) => (10 + 30 * i) % 360);
    expect(compositeCusps(equal, equal, 10, 280)).toEqual(equal);
    const cusps = compositeCusps([0, 25, 55, 90, 120, 150, 180, 205, 235, 270, 300, 330], [20, 50, 75, 100, 130, 160, 200, 230, 255, 280, 310, 340], 10, 275);
    expect([cusps[0], cusps[3], cusps[6], cusps[9]]).toEqual([10, 95, 190, 275]);
    // Quadrant 1 (10° → 95°): near midpoints 37.5° and 65° lie inside, in order.
    expect([cusps[1], cusps[2]]).toEqual([37.5, 65]);
    // Cusp 3 at 350° and 20°: its midpoint 5° and the far one 185° both fall outside 10°→95°, so the quadrant is trisected.
    const trisected = compositeCusps([0, 200, 350, 90, 120, 150, 180, 210, 240, 270, 300, 330], [0, 220, 20, 90, 120, 150, 180, 210, 240, 270, 300, 330], 10, 275);
    expect([trisected[1], trisected[2]]).toEqual([10 + 85 / 3, 10 + 170 / 3]);
  });
});
