/**
 * The Vedic report and the Vedic lookups (issue 28). The chart facts checked are the published ones of India's
 * independence chart (New Delhi, 1947-08-15 00:00 IST, Lahiri): Taurus lagna with Rahu, five grahas in Cancer, the Moon
 * in Pushya, Mars in Gemini, Jupiter in Libra, all grahas between Rahu and Ketu (as it is printed in e.g. K. N. Rao's
 * and B. V. Raman's journals); the paragraphs are the entries of the Vedic text, read by definition.
 */
import { describe, expect, it } from 'vitest';
import { dashaInterpretation, doshaInterpretation, nakshatraInterpretation, vedicReport, yogaInterpretation, vedicReportHtml, vedicReportMarkdown, vedicReportText } from '../../src/index.js';
import { composeVedicReport } from '../../src/report/compose-vedic-report.js';
import { doshaTextId } from '../../src/report/vedic-report-interpretations.js';
import type { DoshaTextId } from '../../src/schemas/index.js';
import { VEDIC_TEXT_EN } from '../../src/text/en/vedic/index.js';

const INDIA = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('vedicReport', () => {
  const r = vedicReport({ birth: INDIA, at: '2026-01-01' });

  it('reads the published chart of India: Taurus lagna, Moon in Pushya, five in Cancer, full Kaal Sarp', () => {
    expect(r.lagna.sign).toBe('Taurus');
    const by = Object.fromEntries(r.positions.map((p) => [p.graha, p]));
    expect(by.Moon).toMatchObject({ sign: 'Cancer', nakshatra: 'Pushya', house: 3 });
    expect(['Sun', 'Moon', 'Mercury', 'Venus', 'Saturn'].map((g) => by[g]!.sign)).toEqual(Array(5).fill('Cancer'));
    expect([by.Mars!.sign, by.Jupiter!.sign, by.Rahu!.sign, by.Ketu!.sign]).toEqual(['Gemini', 'Libra', 'Taurus', 'Scorpio']);
    expect(r.kaalSarp.form).toBe('full');
  });

  it('reads each section from its entry, and the running periods from dashaAt', () => {
    expect(r.sections.map((s) => s.id)).toEqual(['chart-in-brief', 'moon-nakshatra', 'lagna-nakshatra', 'dasha', 'yogas', 'doshas']);
    const moon = r.sections[1]!;
    expect(moon.paragraphs.map((p) => p.text)).toEqual([nakshatraInterpretation('Pushya').description, nakshatraInterpretation('Pushya').padas[0]!.text]);
    const [maha, antar] = r.dasha;
    expect(r.sections[3]!.paragraphs.map((p) => p.text)).toEqual([
      VEDIC_TEXT_EN.mahadashas[maha!.lord as 'Mars'], VEDIC_TEXT_EN.antardashas[maha!.lord as 'Mars'][antar!.lord as 'Mars'],
    ]);
    expect(maha!.startDate <= r.at && r.at < maha!.endDate).toBe(true);
    expect(r.sections[4]!.paragraphs).toHaveLength(r.yogas.length);
    expect(r.sections[4]!.sources.every((s) => s.record === 'VedicYoga' && s.interpreted)).toBe(true);
  });

  it('reads each yoga present and the Kaal Sarp type in Urania\'s yoga and dosha words (yogaInterpretation, doshaInterpretation)', () => {
    const yogas = r.sections[4]!;
    r.yogas.forEach((y, i) => expect(yogas.paragraphs[i]!.text.startsWith(yogaInterpretation(y.id).text)).toBe(true));
    // India 1947: the full Kaal Sarp, Rahu in the 1st house — the Anant type (docs/vedic.md "Kaal Sarp").
    const doshas = r.sections.at(-1)!;
    const type = r.kaalSarp.type!;
    const typeText = doshaInterpretation(`kaal-sarp-${type.toLowerCase()}` as DoshaTextId).text;
    expect(doshas.paragraphs.some((p) => p.text.includes(typeText))).toBe(true);
    expect(doshaTextId({ dosha: 'kaal-sarp', form: 'none', type: 'Anant' })).toBeUndefined();
    expect(doshaTextId({ dosha: 'sade-sati', status: 'dhaiya', phase: 'eighth' })).toBe('dhaiya-eighth');
    expect(doshaTextId({ dosha: 'manglik', state: 'cancelled' })).toBe('manglik');
    expect(doshaTextId({ dosha: 'manglik', state: 'absent' })).toBeUndefined();
  });

  it('takes a yoga or dosha paragraph from the lookups passed in (the wiring point)', () => {
    const { sections: _s, ...facts } = r;
    const wired = composeVedicReport(facts, { yoga: (id) => `Words of ${id}.`, dosha: (d) => `Words of ${d.dosha}.` });
    const yogas = wired.sections.find((s) => s.id === 'yogas')!;
    expect(yogas.paragraphs[0]!.text.startsWith(`Words of ${r.yogas[0]!.id}.`)).toBe(true);
    expect(yogas.sources[0]).toMatchObject({ interpreted: true });
    expect(wired.sections.at(-1)!.paragraphs.map((p) => p.text.endsWith('.'))).toEqual([true, true, true]);
    expect(wired.sections.at(-1)!.paragraphs[1]!.text).toContain('Words of kaal-sarp.');
  });

  it('renders Markdown with the positions table, text within 100 columns, and escaped HTML', () => {
    const md = vedicReportMarkdown(r);
    expect(md.startsWith('# Vedic report\n')).toBe(true);
    expect(md).toContain('| Graha | Sidereal position | Nakshatra | Pada | House |');
    expect(vedicReportText(r).split('\n').every((l) => l.length <= 100)).toBe(true);
    const html = vedicReportHtml(r, { headingLevel: 1 });
    expect(html).toContain('<h1>Vedic report</h1>');
    expect(html).toContain('<table class="urania-report-table">');
    expect(html).not.toMatch(/<script|style=|on\w+=/);
  });

  it('refuses an instant before the birth, naming at, and a birth without a time', () => {
    expect(() => vedicReport({ birth: INDIA, at: '1940-01-01' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'at' }) }));
    const { birthTime: _t, ...untimed } = INDIA;
    expect(() => vedicReport({ birth: untimed as never, at: '2026-01-01' })).toThrow(expect.objectContaining({ details: expect.objectContaining({ field: 'birth.birthTime' }) }));
  });
});

describe('the Vedic lookups', () => {
  it('give a nakshatra its table facts, text and the navamsa of each pada', () => {
    const n = nakshatraInterpretation('Krittika');
    expect(n).toMatchObject({ index: 2, ruler: 'Sun', deity: 'Agni', gana: 'Rakshasa' });
    expect(n.padas.map((p) => p.navamsaSign)).toEqual(['Sagittarius', 'Capricorn', 'Aquarius', 'Pisces']);
    expect(() => nakshatraInterpretation('Abhijit' as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('give a dasha its text and its years (BPHS ch. 46: Saturn 19; Saturn–Mercury 19 × 17 / 120)', () => {
    expect(dashaInterpretation('Saturn').years).toBe(19);
    expect(dashaInterpretation('Saturn', { antardasha: 'Mercury' }).years).toBeCloseTo((19 * 17) / 120, 12);
    expect(dashaInterpretation('Venus', { antardasha: 'Rahu' }).description).toBe(VEDIC_TEXT_EN.antardashas.Venus.Rahu);
  });
});
