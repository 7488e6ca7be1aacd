/**
 * The rows of the web page's Vedic view (src/web/vedic-rows.ts), in Node: the sarva table's totals are the fixed
 * bhinnashtakavarga sums of the rules (BPHS ch. 66–68: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52,
 * Saturn 39; sarva 337), exactly one mahadasha and one of its antardashas are marked running and they hold the day
 * asked, every yoga row carries its text, and the dosha blocks read the records' verdicts.
 */
import { describe, expect, it } from 'vitest';
import { ashtakavarga, sadeSati, vedicDasha, vedicDoshas, vedicYogas, yogaInterpretation } from '../../src/index.js';
import { dashaRows, doshaBlocks, ordinal, sarvaRows, yogaRows } from '../../src/web/vedic-rows.js';

const request = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } };
const AT = '2025-01-01T00:00:00Z';

describe('the Vedic view rows', () => {
  it('writes ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('ends the sarva table with the fixed totals of the rules, and lists the twelve signs from Aries', () => {
    const rows = sarvaRows(ashtakavarga(request));
    expect(rows).toHaveLength(13);
    expect(rows[0]![0]).toBe('Aries');
    expect(rows.at(-1)).toEqual(['Total', '48', '49', '39', '54', '56', '52', '39', '337']);
    for (const r of rows.slice(0, 12)) expect(r.slice(1, 8).reduce((a, b) => a + Number(b), 0)).toBe(Number(r[8]));
  });

  it('marks one mahadasha and one of its antardashas running, both holding the day asked', () => {
    const rows = dashaRows(vedicDasha({ ...request, levels: 2, at: AT }));
    const mahas = rows.filter((r) => r.running);
    expect(mahas).toHaveLength(1);
    const antars = rows.flatMap((r) => r.antardashas.filter((a) => a.running));
    expect(antars).toHaveLength(1);
    expect(mahas[0]!.antardashas).toContain(antars[0]);
    for (const p of [mahas[0]!, antars[0]!]) expect(p.start <= AT.slice(0, 10) && AT.slice(0, 10) <= p.end).toBe(true);
    expect(rows.every((r) => r.antardashas.length === 9)).toBe(true);
  });

  it('gives every yoga present its name, grahas and text, and the doshas the records’ verdicts', () => {
    const yogas = vedicYogas(request);
    const rows = yogaRows(yogas);
    expect(rows.map((r) => r.name)).toEqual(yogas.yogas.map((y) => y.name));
    for (const r of rows) expect(r.text).toBe(yogaInterpretation(r.id).text);
    const d = vedicDoshas(request);
    const blocks = doshaBlocks(d, sadeSati(request), AT);
    expect(blocks.map((b) => b.id)).toEqual(['manglik', 'kaal-sarp', 'sade-sati']);
    expect(blocks[0]!.verdict).toBe(!d.manglik.present ? 'Not present' : d.manglik.effective ? 'Present' : 'Present, cancelled');
    expect(blocks[0]!.texts.length).toBe(d.manglik.present ? 1 + d.manglik.cancellations.length : 0);
    expect(blocks[1]!.verdict).toContain(d.kaalSarp.form === 'none' ? 'Not present' : d.kaalSarp.type);
  });
});
