/**
 * Issue 31, French review (docs/samples/fr/CRITIQUE.md, "« votre maison 11 » eight times"; docs/samples/fr/NATAL-CRITIQUE.md):
 * a French horoscope that comes back to one house names it in turn by its number and by the other names a French
 * column uses (« votre secteur des amitiés », « votre maison des projets collectifs »), for every sign; English keeps
 * its one short name.
 */
import { describe, expect, it } from 'vitest';
import { monthlyHoroscope, weeklyHoroscope } from '../../src/index.js';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;

/** The house named by its number alone (« votre maison 11 », not « votre maison 11 des amitiés »), per sentence. */
const shortNames = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => [...s.matchAll(/votre maison (\d+)(?!\d)(?! d)/g)].map((m) => m[1]!));

describe('French horoscopes vary the name of a house they come back to (issue 31)', () => {
  it('fr: every other name of a house stands where a label does', () => {
    const x = new PieceLanguage('fr');
    expect(x.T.houseAgain).toHaveLength(12);
    for (const names of x.T.houseAgain!) {
      expect(names.length).toBeGreaterThanOrEqual(2);
      for (const name of names) expect(name).toMatch(/^votre (secteur|maison) (de la |de l’|du |des |financier|familial|professionnel)/);
    }
    expect(new PieceLanguage('en').T.houseAgain).toBeUndefined();
  });

  it('fr: the Gemini monthly of March 2025 names its 11th house in turn', () => {
    const text = monthlyHoroscope({ sign: 'Gemini', year: 2025, month: 3, locale: 'fr' }).narrative!;
    expect(text).toContain('votre maison 11 des groupes, des réseaux et des souhaits');
    expect(text).toContain('votre secteur des amitiés');
    expect(text).toContain('votre maison des projets collectifs');
    expect(text.match(/votre maison 11(?! d)/g)!.length).toBeLessThanOrEqual(3);
  });

  it.each(SIGNS)('fr: %s, monthlies of 2025 (March, September, December) and a weekly: no house by its number in two sentences running, and by it only every third time', (sign) => {
    const pieces = [
      ...[3, 9, 12].map((month) => monthlyHoroscope({ sign: sign, year: 2025, month, locale: 'fr' }).narrative!),
      weeklyHoroscope({ sign: sign, date: '2025-03-17', locale: 'fr' }).narrative!,
    ];
    for (const text of pieces) {
      const perSentence = shortNames(text);
      for (let i = 1; i < perSentence.length; i++) {
        const again = perSentence[i]!.filter((h) => perSentence[i - 1]!.includes(h));
        expect(again, text).toEqual([]);
      }
      // Named again r times, a house goes by its bare number ⌈r / 3⌉ times: the number, then its two other names.
      const again = new PieceLanguage('fr').T.houseAgain!;
      for (let h = 1; h <= 12; h++) {
        const bare = perSentence.flat().filter((x) => x === String(h)).length;
        const others = again[h - 1]!.reduce((n, name) => n + text.split(name).length - 1, 0);
        expect(bare, `${h}: ${text}`).toBe(Math.ceil((bare + others) / 3));
      }
    }
  }, 120_000);
});
