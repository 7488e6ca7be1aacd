/**
 * Issue 15, "Sidereal everywhere" — the natal report in the sidereal zodiac: the record says its zodiac (as its
 * chart does), its Sun paragraph reads the Sun's SIDEREAL sign (the tropical Sun minus the ayanamsa that `ayanamsa()`
 * gives for the birth), and the Markdown, text and HTML headers name the zodiac and the ayanamsa.
 */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart, natalReport, natalReportHtml, natalReportMarkdown, natalReportText, planetInSign } from '../../src/index.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { NatalReport, SIGNS } from '../../src/schemas/index.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const signOf = (lon: number) => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;

describe('a sidereal natal report', () => {
  const tropicalSun = natalChart(NY).positions.find((p) => p.body === 'Sun')!.position.longitude;
  const aya = ayanamsa('Lahiri', natalChart(NY).instant!);
  const report = natalReport({ ...NY, zodiac: 'sidereal' });

  it('says its zodiac and ayanamsa, as its chart does', () => {
    expect(Value.Check(NatalReport, report)).toBe(true);
    expect(report.zodiac).toBe('sidereal');
    expect(report.ayanamsa?.system).toBe('Lahiri');
    expect(Math.abs(report.ayanamsa!.value - aya)).toBeLessThan(1e-9);
    expect(report.ayanamsa).toEqual(report.chart.ayanamsa);
    const tropical = natalReport(NY);
    expect(tropical.zodiac).toBeUndefined();
    expect(tropical.ayanamsa).toBeUndefined();
  });

  it('its Sun paragraph cites the sidereal sign (Gemini for a Sun at 22°50′ Cancer tropical in 1990)', () => {
    const sign = signOf(tropicalSun - aya);
    expect(signOf(tropicalSun)).toBe('Cancer');
    expect(sign).toBe('Gemini');
    const section = report.sections.find((s) => s.id === 'sun-moon-ascendant')!;
    expect(section.paragraphs[0]!.heading).toBe(`Sun in ${sign}`);
    expect(section.sources[0]).toEqual({ record: 'PlanetInSignInterpretation', body: 'Sun', sign, field: 'summary' });
    expect(section.paragraphs[0]!.text).toBe(planetInSign('Sun', sign).summary);
    const sun = report.sections.find((s) => s.id === 'planet-sun')!;
    expect(sun.paragraphs[0]!.heading).toBe(`Sun in ${sign}`);
    expect(sun.lead).toContain(sign);
  });

  it('the Markdown, text and HTML headers name the sidereal zodiac, its system and the ayanamsa at birth', () => {
    const degrees = Math.floor(aya);
    const minutes = String(Math.floor((aya - degrees) * 60)).padStart(2, '0');
    const words = `sidereal zodiac (Lahiri, ayanamsa ${degrees}°${minutes}′)`;
    const md = natalReportMarkdown(report).split('\n');
    expect(md[2]).toContain(words);
    const text = natalReportText(report);
    expect(text.replace(/\s+/g, ' ')).toContain(words);
    expect(natalReportHtml(report)).toContain(`<p class="urania-report-birth">`);
    expect(natalReportHtml(report)).toContain(words);
    expect(natalReportMarkdown(natalReport(NY))).not.toContain('sidereal');
  });
});
