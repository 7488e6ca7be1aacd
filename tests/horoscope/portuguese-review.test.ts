/**
 * Issue 31, pt-BR review (docs/samples/pt-BR/CRITIQUE.md): the sentences the Brazilian Portuguese reviewer rewrote, as
 * hand-typed expected sentences, and the calques that must no longer occur for any sign or date.
 */
import { describe, expect, it } from 'vitest';
import { dailyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import type { Sign } from '../../src/schemas/index.js';

const SIGNS: Sign[] = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const OLD = /rumo à primavera no norte|voto do seu corpo|são onde a diferença|primeira demanda do seu tempo/;

describe('pt-BR horoscope review (issue 31)', () => {
  it('pt-BR: the December solstice names the southern summer, not only the northern spring', () => {
    expect(dailyHoroscope({ sign: 'Capricorn', date: '2025-12-21', locale: 'pt-BR' }).narrative).toContain(
      'O solstício de dezembro acontece hoje: o começo do verão no sul e do inverno no norte, com o Sol em Capricórnio iluminando sua Casa 1',
    );
    for (const sign of SIGNS) {
      expect(dailyHoroscope({ sign, date: '2025-12-21', locale: 'pt-BR' }).narrative).not.toMatch(OLD);
    }
  });

  it('pt-BR: the yearly says "escute o que o seu corpo diz" and the solstice note for the south', () => {
    const libra = yearlyHoroscope({ sign: 'Libra', year: 2026, locale: 'pt-BR' }).narrative!;
    expect(libra).toContain('Um emprego, uma rotina ou um hábito de saúde chega ao fim; escute o que o seu corpo diz.');
    expect(libra).toContain('O solstício de dezembro chega em 21 de dezembro, o começo do verão no sul e do inverno no norte, e o Sol');
    expect(libra).not.toMatch(OLD);
  });

  it('pt-BR: Mars in the 4th and Mercury in the 5th read as Portuguese, not as calques', () => {
    expect(dailyHoroscope({ sign: 'Aries', date: '2025-03-20', locale: 'pt-BR' }).narrative).toContain(
      'Marte, o planeta que rege Áries, está em Câncer, sua Casa 4 das raízes e da vida privada, o que põe o lar no topo da sua agenda.',
    );
    expect(weeklyHoroscope({ sign: 'Aquarius', date: '2025-05-26', locale: 'pt-BR' }).narrative).toContain(
      'Mercúrio passa para Gêmeos na segunda-feira e começa uma temporada em sua Casa 5. É nas crianças, na arte e na brincadeira que a diferença aparece.',
    );
  });
});
