/**
 * Issue 26: the technique records' `interpretation` member and the transit and solar return reports. Expected values
 * come from the entries' definitions (the text tables themselves, looked up by the rule the docs state) and from the
 * transit timeline (an independent record), never from the composer's own output.
 */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  lunarReturnChart, progressedChart, solarReturnChart, solarReturnReport, solarReturnReportHtml, solarReturnReportMarkdown, transitReport,
  transitReportMarkdown, transitReportText, transitsToNatal, transitTimeline,
} from '../../src/index.js';
import { SolarReturnReport, TransitReport } from '../../src/schemas/index.js';
import { transitReading } from '../../src/report/technique-readings.js';
import { TECHNIQUE_TEXT_LOCALES } from '../../src/text/technique-locales.js';
import { UraniaError } from '../../src/errors/index.js';

const EN = TECHNIQUE_TEXT_LOCALES.en;
/** The chart of issue 26's "Must show": New York, 1990-07-04 14:30. */
const NY = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const BODIES = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'];
const POINTS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'Ascendant', 'Midheaven'];
const FAMILY = (a: string) => (a === 'trine' || a === 'sextile' ? 'harmonious' : a) as 'conjunction';
/** A harmonious entry read for one contact names that aspect, not the family ("trines or sextiles" → "trines"). */
const ONE_ASPECT = (text: string, aspect: string) => (aspect === 'trine' || aspect === 'sextile'
  ? text.replaceAll('trines or sextiles', `${aspect}s`).replaceAll('trine or sextile', aspect)
  : text);
const HEADING_WORD: Record<string, string> = { conjunction: 'conjunct', opposition: 'opposite', square: 'square', trine: 'trine', sextile: 'sextile' };

describe('the interpretation member (additive, with interpret: true)', () => {
  it('transitsToNatal: absent by default; with interpret each major aspect of an entry body reads its entry', () => {
    const at = '2025-06-01T12:00:00Z';
    const plain = transitsToNatal({ birth: NY, at });
    expect(plain.some((a) => 'interpretation' in a)).toBe(false);
    const read = transitsToNatal({ birth: NY, at, interpret: true } as never);
    expect(read.map(({ interpretation: _i, ...rest }) => rest)).toEqual(plain);
    for (const a of read) {
      const slow = BODIES.includes(a.transitBody) && POINTS.includes(a.natalBody) && HEADING_WORD[a.aspect] !== undefined;
      const fast = ['Sun', 'Moon', 'Mercury', 'Venus'].includes(a.transitBody) && POINTS.includes(a.natalBody) && HEADING_WORD[a.aspect] !== undefined;
      if (slow) expect(a.interpretation).toBe(ONE_ASPECT(EN.slowTransits[a.transitBody as 'Mars'][a.natalBody as 'Sun'][FAMILY(a.aspect)], a.aspect));
      else if (fast) expect(a.interpretation).toBe(`${EN.fastTransits[a.transitBody as 'Sun'][a.natalBody as 'Sun']} ${EN.fastAspectClauses[a.aspect as 'square']}`);
      else expect(a.interpretation).toBeUndefined();
    }
    expect(read.filter((a) => a.interpretation !== undefined).length).toBeGreaterThan(0);
  });

  it('transitReading in a translation: the locale’s harmonious naming, and English’s for an entry still read in English', () => {
    const es = TECHNIQUE_TEXT_LOCALES.es;
    // A harmonious slow-transit entry Spanish still reads in English names the contact's aspect as English does.
    const body = (['Jupiter', 'Saturn', 'Mars'] as const).find((b) => es.slowTransits[b].Sun.harmonious === EN.slowTransits[b].Sun.harmonious);
    if (body !== undefined) for (const aspect of ['trine', 'sextile']) expect(transitReading(es, body, 'Sun', aspect)).toBe(ONE_ASPECT(EN.slowTransits[body].Sun.harmonious, aspect));
    // A Spanish entry naming both aspects («trígono o sextil») reads the contact's own.
    const sun = { ...es.slowTransits.Jupiter.Sun, harmonious: 'Júpiter forma trígono o sextil con el Sol natal, y sus trígonos o sextiles ayudan.' };
    const probe = { ...es, slowTransits: { ...es.slowTransits, Jupiter: { ...es.slowTransits.Jupiter, Sun: sun } } };
    expect(transitReading(probe, 'Jupiter', 'Sun', 'sextile')).toBe('Júpiter forma sextil con el Sol natal, y sus sextiles ayudan.');
    expect(transitReading(probe, 'Jupiter', 'Sun', 'trine')).toBe('Júpiter forma trígono con el Sol natal, y sus trígonos ayudan.');
  });

  it('progressedChart: signs by the progressed longitudes, the phase by the Moon’s elongation, aspects within 1°', () => {
    const p = progressedChart({ birth: NY, targetDate: '2025-06-01', interpret: true } as never);
    const lon = (b: string) => p.positions.find((x) => x.body === b)!.position.longitude;
    const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
    const i = p.interpretation!;
    expect(i.sunSign).toEqual({ sign: signs[Math.floor(lon('Sun') / 30)], text: EN.progressions.sunSign[signs[Math.floor(lon('Sun') / 30)]!] });
    expect(i.moonSign.sign).toBe(signs[Math.floor(lon('Moon') / 30)]);
    const elongation = (((lon('Moon') - lon('Sun')) % 360) + 360) % 360;
    expect(i.lunationPhase.elongation).toBeCloseTo(elongation, 9);
    expect(i.lunationPhase.phase).toBe(['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent'][Math.floor(elongation / 45)]);
    expect(i.moonHouse?.text).toBe(EN.progressions.moonHouse[i.moonHouse!.house - 1]);
    for (const a of i.aspects) expect(a.orb).toBeLessThanOrEqual(1);
    expect(i.aspects.map((a) => a.orb)).toEqual([...i.aspects.map((a) => a.orb)].sort((x, y) => x - y));
    expect('interpretation' in progressedChart({ birth: NY, targetDate: '2025-06-01' })).toBe(false);
  });

  it('solarReturnChart and lunarReturnChart: the return’s Ascendant sign and the houses of its cusps', () => {
    const s = solarReturnChart({ birth: NY, year: 2025, interpret: true } as never);
    expect(s.interpretation!.ascendantSign).toEqual({ sign: s.ascendantSign, text: EN.returns.solarAscendantSign[s.ascendantSign!] });
    const l = lunarReturnChart({ birth: NY, after: '2025-06-01', interpret: true } as never);
    expect(l.interpretation!.moonHouse!.text).toBe(EN.returns.lunarMoonHouse[l.interpretation!.moonHouse!.house - 1]);
    const untimed = solarReturnChart({ birth: { birthDate: '1990-07-04', latitude: 40.7128, longitude: -74.006 }, year: 2025, interpret: true } as never);
    expect(untimed.interpretation).toEqual({});
  });

  it('a translation’s own harmonious pairs narrow its entries, and English’s still narrow an entry it reads in English', () => {
    const de = TECHNIQUE_TEXT_LOCALES.de;
    // German holds every transit entry now: its own pair narrows its entry, and a translation in part (here German
    // with one entry left in English) still has English's pairs narrow the English entry.
    expect(de.slowTransits.NorthNode.Sun.harmonious).not.toBe(EN.slowTransits.NorthNode.Sun.harmonious);
    expect(de.slowTransits.NorthNode.Sun.harmonious).toContain('Trigon oder Sextil');
    expect(transitReading(de, 'NorthNode', 'Sun', 'trine')).toBe(de.slowTransits.NorthNode.Sun.harmonious.replaceAll('Trigon oder Sextil', 'Trigon'));
    const inPart = { ...de, slowTransits: { ...de.slowTransits, NorthNode: { ...de.slowTransits.NorthNode, Sun: { ...de.slowTransits.NorthNode.Sun, harmonious: EN.slowTransits.NorthNode.Sun.harmonious } } } };
    expect(transitReading(inPart, 'NorthNode', 'Sun', 'trine')).toBe(ONE_ASPECT(EN.slowTransits.NorthNode.Sun.harmonious, 'trine'));
    const german = 'Saturn bildet ein Trigon oder Sextil zur Radix-Sonne, und die Trigone oder Sextile der Jahre davor wirken nach.';
    const withGerman = { ...de, slowTransits: { ...de.slowTransits, Saturn: { ...de.slowTransits.Saturn, Sun: { ...de.slowTransits.Saturn.Sun, harmonious: german } } } };
    expect(transitReading(withGerman, 'Saturn', 'Sun', 'sextile')).toBe('Saturn bildet ein Sextil zur Radix-Sonne, und die Sextile der Jahre davor wirken nach.');
  });
});

describe('transitReport', () => {
  const request = { birth: NY, from: '2025-01-01', to: '2026-01-01' };
  const report = transitReport(request);
  // The contacts the transit timeline finds for the same birth, period, bodies and points (an independent record).
  const timeline = transitTimeline({ birth: NY, from: '2025-01-01', to: '2026-01-01', transitBodies: BODIES as never, natalPoints: POINTS as never });

  it('is a valid TransitReport whose transits are all contacts of the timeline, each read once', () => {
    expect(Value.Check(TransitReport, report)).toBe(true);
    const major = report.sections.find((s) => s.id === 'major-transits')!;
    const found = new Set(timeline.map((c) => `${c.transitBody} ${HEADING_WORD[c.aspect]} natal ${c.natalPoint === 'NorthNode' ? 'North Node' : c.natalPoint}`));
    for (const p of major.paragraphs) expect(found.has(p.heading.replace(/ \(.*$/, '').replace('North Node', 'NorthNode').replace(/^NorthNode/, 'NorthNode').replace('natal NorthNode', 'natal North Node')), p.heading).toBe(true);
    expect(new Set(major.paragraphs.map((p) => p.text)).size).toBe(major.paragraphs.length);
    major.sources.forEach((s, i) => {
      if (s.record !== 'TransitInterpretation') throw new Error('a major transit cites a transit entry');
      expect(major.paragraphs[i]!.text).toBe(ONE_ASPECT(EN.slowTransits[s.transitBody][s.natalPoint][FAMILY(s.aspect)], s.aspect));
    });
    // Outside critique: "Neptune trine natal Midheaven" read "Neptune trines or sextiles the Midheaven".
    const neptune = major.paragraphs.find((p) => p.heading.startsWith('Neptune trine natal Midheaven'))!;
    expect(neptune.text).toMatch(/^Neptune trines the Midheaven/);
    expect(major.paragraphs.some((p) => /trines? or sextiles?/.test(p.text))).toBe(false);
  });

  it('names the heaviest contacts of the year: Jupiter conjunct the natal Sun and Pluto opposite the Midheaven (from the timeline)', () => {
    // The timeline finds these two contacts for 2025 (Jupiter over 12° Cancer in early August, Pluto over the IC).
    expect(timeline.some((c) => c.transitBody === 'Jupiter' && c.natalPoint === 'Sun' && c.aspect === 'conjunction')).toBe(true);
    expect(timeline.some((c) => c.transitBody === 'Pluto' && c.natalPoint === 'Midheaven' && c.aspect === 'opposition')).toBe(true);
    const headings = report.sections[0]!.paragraphs.map((p) => p.heading);
    expect(headings.some((h) => h.startsWith('Jupiter conjunct natal Sun'))).toBe(true);
    expect(headings.some((h) => h.startsWith('Pluto opposite natal Midheaven'))).toBe(true);
    // Weight order: a Pluto contact to an angle (7 × 3) comes before the Jupiter conjunction to the Sun (3 × 3).
    expect(headings.findIndex((h) => h.startsWith('Pluto opposite natal Midheaven'))).toBeLessThan(headings.findIndex((h) => h.startsWith('Jupiter conjunct natal Sun')));
  });

  it('reads the house passages of Jupiter to Pluto with their house entries, and renders through the generic renderers', () => {
    const houses = report.sections.find((s) => s.id === 'house-passages')!;
    houses.sources.forEach((s, i) => {
      if (s.record !== 'TransitHouseInterpretation') throw new Error('a house passage cites a house entry');
      expect(houses.paragraphs[i]!.text).toBe(EN.houseTransits[s.transitBody][s.house - 1]);
    });
    expect(transitReportMarkdown(report).startsWith('# Transit report\n')).toBe(true);
    expect(transitReportText(report).split('\n').every((l) => l.length <= 100)).toBe(true);
  });

  it('refuses a period over two years, naming to', () => {
    expect(() => transitReport({ ...request, to: '2028-01-02' })).toThrow(UraniaError);
    try {
      transitReport({ ...request, to: '2028-01-02' });
    } catch (e) {
      expect((e as UraniaError).details.field).toBe('to');
    }
  });
});

describe('solarReturnReport', () => {
  it('reads the return chart’s interpretation in three sections, and renders', () => {
    const r = solarReturnReport({ birth: NY, year: 2025 });
    expect(Value.Check(SolarReturnReport, r)).toBe(true);
    expect(r.sections.map((s) => s.id)).toEqual(['return-ascendant', 'return-sun', 'return-moon']);
    const chart = solarReturnChart({ birth: NY, year: 2025, interpret: true } as never);
    expect(r.sections.map((s) => s.paragraphs[0]!.text)).toEqual([chart.interpretation!.ascendantSign!.text, chart.interpretation!.sunHouse!.text, chart.interpretation!.moonHouse!.text]);
    expect(solarReturnReportMarkdown(r).startsWith('# Solar return report 2025\n')).toBe(true);
    expect(solarReturnReportHtml(r)).toContain('class="urania-solar-return-report"');
  });

  it('needs the birth time, naming birth.birthTime', () => {
    try {
      solarReturnReport({ birth: { birthDate: '1990-07-04', latitude: 40.7128, longitude: -74.006 }, year: 2025 });
      expect.unreachable();
    } catch (e) {
      expect((e as UraniaError).details.field).toBe('birth.birthTime');
    }
  });
});
