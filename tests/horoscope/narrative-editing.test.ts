/**
 * The editor's findings on the horoscope samples (docs/samples/horoscopes/CRITIQUE.md, "Outside critique"), each as a
 * check over many pieces: no sentence twice in one piece; a house labeled with what it stands for once per piece,
 * then named by its number; the opening and closing on the house where the period's news gathers; a ruler retrograde
 * through the week said to be so.
 */
import { describe, expect, it } from 'vitest';
import { monthlyHoroscope, weeklyHoroscope, yearlyHoroscope, dailyHoroscope } from '../../src/records/index.js';
import { SIGNS } from '../../src/schemas/index.js';
import { sentencesOf } from './horoscope-writing.js';

/** A house named with its label: "your 7th house of partnerships", "your own 1st house of body and bearing". */
const LABELED = /\byour (?:own )?(\d+)(?:st|nd|rd|th) house of\b/g;

function expectEdited(text: string, label: string): void {
  const sentences = sentencesOf(text);
  const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
  expect(repeated, `${label}: ${text}`).toEqual([]);
  const labeled = [...text.matchAll(LABELED)].map((m) => m[1]);
  const twice = labeled.filter((h, i) => labeled.indexOf(h) !== i);
  expect(twice, `${label}: houses labeled twice in ${text}`).toEqual([]);
}

describe('horoscopes as edited after the outside critique', () => {
  it('2024–2027 yearlies and 2025 monthlies, 12 signs: no sentence twice in a piece, each house labeled once', () => {
    for (let year = 2024; year <= 2027; year++) for (const sign of SIGNS) expectEdited(yearlyHoroscope({ sign, year }).narrative!, `${year} ${sign}`);
    for (let month = 1; month <= 12; month++) for (const sign of SIGNS) expectEdited(monthlyHoroscope({ sign, year: 2025, month }).narrative!, `2025-${month} ${sign}`);
  }, 120_000);

  it('weeklies and dailies of 2025 (every 9th day), 12 signs: no sentence twice, each house labeled once', () => {
    for (let d = 0; d < 365; d += 9) {
      const date = new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10);
      for (const sign of SIGNS) {
        expectEdited(dailyHoroscope({ sign, date }).narrative!, `${date} ${sign} daily`);
        if (d % 27 === 0) expectEdited(weeklyHoroscope({ sign, date }).narrative!, `${date} ${sign} weekly`);
      }
    }
  }, 120_000);

  it('March 2025 opens and closes on the house its news gathers in: the 6th for Scorpio, the 11th for Gemini (Aries: the equinox, the 29 March solar eclipse, both stations, Neptune’s ingress)', () => {
    for (const [sign, house] of [['Scorpio', '6th'], ['Gemini', '11th']] as const) {
      const s = sentencesOf(monthlyHoroscope({ sign, year: 2025, month: 3 }).narrative!);
      expect(s[0], sign).toContain(`your ${house} house`);
      expect(s.at(-1), sign).toContain(`your ${house} house`);
    }
  });

  it('2026 yearly closes on the house of the Saturn–Neptune conjunction and Saturn’s ingress in Aries: the 1st for Aries, the 7th for Libra', () => {
    for (const [sign, house] of [['Aries', '1st'], ['Libra', '7th']] as const) {
      expect(sentencesOf(yearlyHoroscope({ sign, year: 2026 }).narrative!).at(-1), sign).toMatch(new RegExp(`your (own )?${house} house`));
    }
  });

  it('says the ruler is retrograde: Virgo’s Mercury in the week of 2024-04-08 (Mercury retrograde 1–25 April 2024); Leo’s week of 2025-03-17 tells Mercury and Venus retrograde in Aries (stations 2 and 15 March)', () => {
    const virgo = weeklyHoroscope({ sign: 'Virgo', date: '2024-04-08' });
    expect(virgo.retrogrades?.map((r) => r.planet)).toContain('Mercury');
    expect(sentencesOf(virgo.narrative!).some((s) => /Mercury/.test(s) && /retrograde/.test(s)), virgo.narrative).toBe(true);
    const leo = weeklyHoroscope({ sign: 'Leo', date: '2025-03-17' });
    expect(sentencesOf(leo.narrative!).some((s) => /Mercury and Venus|Venus and Mercury/.test(s) && /retrograde/.test(s)), leo.narrative).toBe(true);
  });
});
