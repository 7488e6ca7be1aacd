/**
 * Issue 31: the Brazilian Portuguese Vedic report, read back by an editor (docs/samples/pt-BR/VEDIC-CRITIQUE.md).
 * Hand-typed sentences, headings and facts lines of the regenerated sample (New Delhi, 15 August 1947) as they read
 * after the review — a translated nakshatra symbol, a translated yoga rule and source, the yoga names without their
 * English words, the Manglik cancellation and the Sade Sati facts — and that none of the phrases the review fixed is
 * left in the pt-BR Vedic text files or in the overlays it varied.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vedicReport, vedicReportMarkdown } from '../../src/index.js';
import { VEDIC_REPORT_WORDS } from '../../src/report/vedic-report-words.js';
import type { KaalSarpDosha } from '../../src/schemas/index.js';

const NEW_DELHI_1947 = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const ROOT = resolve(__dirname, '../..');
const KAAL_SARP: KaalSarpDosha = { form: 'partial', direction: 'kaal-sarp', type: 'Vasuki', rahuHouse: 3, outside: ['Sun'] };

describe('the Brazilian Portuguese Vedic sample after the review', () => {
  const md = vedicReportMarkdown(vedicReport({ birth: NEW_DELHI_1947, at: '2026-01-01', locale: 'pt-BR' }));

  it('quotes the nakshatra symbols and the yoga rules and sources in Portuguese', () => {
    expect(md).toContain('*Lua 3°59′ Câncer em Pushya, pada 1 · regente Saturno · divindade Brihaspati · símbolo Úbere de vaca (flor) · gana Deva*');
    expect(md).toContain('*Lagna 7°43′ Touro em Krittika, pada 4 · regente Sol · divindade Agni · símbolo Navalha (chama) · gana Rakshasa*');
    expect(md).toContain('Regra: Júpiter numa kendra (Casa 1, 4, 7 ou 10) a partir da Lua — a leitura moderna habitual. Fonte: Raman 300 (a sua primeira combinação); Phaladeepika cap. 6.');
    expect(md).toContain('Regra: Um planeta que não seja o Sol nem os nodos na Casa 12 a partir da Lua. Fonte: BPHS cap. 37 vv. 7–10; Brihat Jataka cap. 13; Saravali cap. 13.');
    expect(md).toContain('Fonte: Prática moderna (Budha-Aditya, também chamado Nipuna); não nomeado no BPHS.');
    expect(md).not.toMatch(/Cow's udder|Razor \(flame\)|Rule:|Source:|\bch\. \d|modern practice/i);
  });

  it('names the yogas without English words', () => {
    expect(md).toContain('### Raja (regentes de kendra e de trikona): Vênus, Mercúrio, Saturno e Sol');
    expect(md).toContain('### Dhana (regentes de trikona e de riqueza): Saturno e Mercúrio');
    expect(md).not.toMatch(/\blords\b|\bwealth\b/);
  });

  it('reads the Manglik and Sade Sati facts as Portuguese sentences', () => {
    expect(md).toContain('(a tradição ampliada conta as Casas 1, 2, 4, 7, 8 e 12). Fica anulado por Marte estar junto de Júpiter ou ser aspectado por ele e pela exceção de signo para Marte nessa casa.');
    expect(md).toContain('Em 1º de janeiro de 2026 não está em curso nem Sade Sati nem Dhaiya. A próxima é a Sade Sati de 30 de maio de 2032 a 14 de agosto de 2038.');
  });

  it('reads the rewritten sentences', () => {
    expect(md).toContain('Pushya, inteiramente em Câncer, é amplamente considerado um dos nakshatras mais auspiciosos.');
    expect(md).toContain('É muitas vezes quando está sendo útil que se sente mais em casa.');
    expect(md).toContain('Krittika também tende a carregar, sem tê-los examinado ainda, padrões herdados de um pai, de uma mãe ou de um professor.');
    expect(md).toContain('Precisar de agradecimento por cada gentileza é o hábito que este pada aprende a deixar para trás.');
    expect(md).toContain('quem soube usar bem Marte terá descoberto uma confiança nova na própria força');
    expect(md).toContain('Vasumati, “dotado de riqueza”, se forma quando Mercúrio, Júpiter e Vênus ocupam, os três, upachayas, as Casas 3, 6, 10 ou 11');
    expect(md).toContain('O trabalho feito em silêncio, antes que alguém o peça, é a expressão mais bonita deste yoga.');
    expect(md).toContain('Um Mercúrio dentro do orbe de combustão perde a independência para o Sol');
    expect(md).toContain('Só Saturno para o Lagna em Touro ou em Libra, Marte para Câncer e Leão, e Vênus para Capricórnio e Aquário conseguem isso.');
    expect(md).toContain('e um regente da Casa 11 na Casa 6 junto do regente da Casa 6 pode até invertê-lo.');
  });

  it('writes the Kaal Sarp facts with the luminaries’ article', () => {
    const w = VEDIC_REPORT_WORDS['pt-BR'];
    expect(w.kaalSarpFacts(KAAL_SARP))
      .toBe('Com Rahu na Casa 3 (o tipo Vasuki), todos os grahas exceto o Sol ficam na metade do zodíaco que vai de Rahu para a frente até Ketu.');
  });
});

describe('no phrase the review fixed is left in the pt-BR Vedic text or the overlays', () => {
  const dir = resolve(ROOT, 'src/text/pt-br/vedic');
  const files = [
    ...readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => resolve(dir, f)),
    resolve(ROOT, 'src/report/words/pt-br/vedic-report-words.ts'),
    resolve(ROOT, 'src/report/words/pt-br/vedic-facts-words.ts'),
  ];
  const OLD = [
    /este quarto|deste quarto|é o quarto mais|seu quarto mais/,
    /órbita de combustão/,
    /ocupam todos upachayas/,
    /expressão mais fina/,
    /virá-lo ao contrário/,
    /Touro e Libra no Ascendente/,
    /se sente mais ele mesmo/,
    /descobriu uma confiança nova/,
    /Pushya, inteiro em Câncer/,
    /de um professor que ainda não examinou/,
    /moeda de pressão/,
    /riqueza conquistada com iniciativa/,
    /A coragem gasta com/,
    /O trânsito entre as duas casas/,
    /O próximo é o \$\{period|está em curso o \$\{period/,
    /conta as casas \$\{/,
  ];
  it.each(files.map((f) => [f.slice(ROOT.length + 1), f] as const))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    for (const pattern of OLD) expect(text, String(pattern)).not.toMatch(pattern);
  });

  it('the overlays name the host "a pessoa anfitriã" at most once an entry', () => {
    for (const n of [1, 2, 3]) {
      const text = readFileSync(resolve(ROOT, `src/text/pt-br/synastry/overlays-${n}.ts`), 'utf8');
      const entries = text.match(/`[^`]*`/g) ?? [];
      expect(entries.length).toBeGreaterThan(30);
      expect(entries.filter((e) => e.split('pessoa anfitriã').length > 2)).toEqual([]);
      expect(entries.filter((e) => e.includes('pessoa anfitriã')).length).toBeLessThan(entries.length);
    }
  });
});
