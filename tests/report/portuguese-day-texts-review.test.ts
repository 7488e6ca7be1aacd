/**
 * Issue 31: the Brazilian Portuguese sign compatibility, lunar guidance and day highlight, read back by an editor
 * (docs/samples/pt-BR/CRITIQUE.md, "Sign compatibility, lunar guidance and day highlight (session 15)"). Hand-typed
 * outputs as they read after the review, and a check that none of the phrases the review fixed is left in the three
 * pt-BR files.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, signCompatibility } from '../../src/index.js';
import { DAY_HIGHLIGHT_WORDS } from '../../src/text/day-text-locales.js';

const ROOT = resolve(__dirname, '../..');
const FILES = ['compatibility.ts', 'lunar-guidance.ts', 'day-highlight.ts'].map((f) => resolve(ROOT, 'src/text/pt-br', f));

describe('the pt-BR day texts after the review', () => {
  it('reads a Virgo–Pisces pairing with the opposition "em lados opostos do zodíaco"', () => {
    const r = signCompatibility('Virgo', 'Pisces', { locale: 'pt-BR' });
    expect(r.narrative).toBe(
      'Virgem e Peixes formam juntos um solo fértil: o cuidado e a firmeza deixam crescer algo duradouro. ' +
        'Os dois se adaptam com facilidade, o que preserva a paz e pode deixar o par sem âncora. ' +
        'Em lados opostos do zodíaco, formam uma oposição: cada um é o que o outro não é, o que atrai e polariza.',
    );
  });

  it('names two Fire signs\' tempers as "pavios curtos", not "gênios"', () => {
    const r = signCompatibility('Aries', 'Leo', { locale: 'pt-BR' });
    expect(r.challenges[0]).toBe('dois pavios curtos que estouram ao mesmo tempo');
  });

  it('prefixes a void-of-course day\'s bestFor and keeps the sign\'s phrase', () => {
    const g = lunarGuidance({ date: '2025-01-16', timezone: 'UTC', locale: 'pt-BR' });
    expect(g.isVoidOfCourse).toBe(true);
    expect(g.recommendations.bestFor).toBe(
      'Enquanto a Lua estiver fora de curso, mantenha a rotina; de resto, o dia é bom para mostrar o seu trabalho e aproveitar os holofotes.',
    );
  });

  it('gives Libra\'s Moon "encontros sociais", not the welfare "programas sociais"', () => {
    const g = lunarGuidance({ date: '2025-01-19', timezone: 'UTC', locale: 'pt-BR' });
    expect(g.recommendations.bestFor).toBe('Cooperação, diplomacia e encontros sociais.');
  });

  it('words the total solar eclipse in Aries as a headline with its axis', () => {
    expect(almanacDay({ date: '2024-04-08', timezone: 'UTC', locale: 'pt-BR' }).dayHighlight).toBe(
      'Eclipse solar total em Áries: um ponto de virada que movimenta o eixo Áries–Libra.',
    );
  });

  it('words an ingress with "desloca o foco" and another phase with "um marco do ciclo lunar"', () => {
    const w = DAY_HIGHLIGHT_WORDS['pt-BR'];
    expect(w.ingress('Venus', 'direct', 'Pisces')).toBe('Vênus entra em Peixes e desloca o foco para os temas de Peixes.');
    expect(w.lunation('Waning Crescent', 'Gemini')).toBe('Lua balsâmica em Gêmeos: um marco do ciclo lunar.');
    expect(w.eclipse('penumbral', 'lunar', 'Virgo')).toBe('Eclipse lunar penumbral em Virgem: um ponto de virada que movimenta o eixo Virgem–Peixes.');
  });

  it('leaves none of the fixed phrases in the three pt-BR files', () => {
    const text = FILES.map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const old of [
      'dois gênios', 'correm mais do que', 'humores que', 'Frente a frente através', 'aquilo para onde o outro cresce',
      'em nome de dar conta', 'constante e prazeres', 'separar, consertar', 'programas sociais', 'o quadro geral',
      'dar fim à bagunça', "'partilhar", 'no mais, o dia é propício', 'volta a atenção para os temas',
      'uma nova etapa do ciclo lunar', 'movimenta o eixo ${s.of}',
    ]) {
      expect(text, old).not.toContain(old);
    }
  });
});
