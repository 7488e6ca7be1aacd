/**
 * Issue 31: the Brazilian Portuguese natal reports, read back by an editor (docs/samples/pt-BR/NATAL-CRITIQUE.md).
 * Hand-typed sentences and headings of the two samples as they read after the review, and, over a set of charts,
 * that none of the flagged phrases is left (an English chart-shape paragraph, an aspect heading without its article,
 * "Quadratura em T", "no Descendente", the calques fixed in the text).
 */
import { describe, expect, it } from 'vitest';
import { natalReport, natalReportMarkdown } from '../../src/index.js';

const NEW_YORK = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', locale: 'pt-BR' } as const;
const LONDON = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', locale: 'pt-BR' } as const;

/** Charts of different shapes, angles and patterns, timed and untimed. */
const CHARTS = [
  NEW_YORK,
  LONDON,
  { birthDate: '1985-03-21', birthTime: '06:10', latitude: -23.5505, longitude: -46.6333, timezone: 'America/Sao_Paulo', locale: 'pt-BR' },
  { birthDate: '1972-11-08', birthTime: '23:45', latitude: -22.9068, longitude: -43.1729, timezone: 'America/Sao_Paulo', locale: 'pt-BR' },
  { birthDate: '2001-09-30', birthTime: '12:00', latitude: -8.0476, longitude: -34.877, timezone: 'America/Recife', locale: 'pt-BR' },
  { birthDate: '1964-05-17', latitude: -30.0346, longitude: -51.2177, timezone: 'America/Sao_Paulo', locale: 'pt-BR' },
] as const;

describe('the Brazilian Portuguese natal samples after the review', () => {
  const ny = natalReportMarkdown(natalReport(NEW_YORK));
  const london = natalReportMarkdown(natalReport(LONDON));

  it('writes the chart shape in Portuguese', () => {
    expect(ny).toContain('### Forma do mapa: gangorra\n\nGangorra: dois grupos opostos de planetas, separados por dois arcos vazios, e um lado sempre pesado contra o outro.');
    expect(london).toContain('### Forma do mapa: balde, com Júpiter à frente\n\nBalde: uma tigela de planetas com um planeta (ou um par próximo) sozinho na metade vazia, como a alça, o canal por onde passa o mapa inteiro.');
  });

  it('gives the angles, the Sun, the Moon and the nodes their article in an aspect heading', () => {
    expect(ny).toContain('### Lua em trígono com o Meio do Céu (orbe 2°13′, em aplicação)');
    expect(ny).toContain('### Marte em oposição ao Ascendente (orbe 3°48′, em separação)');
    expect(ny).toContain('### Nodo Norte em oposição ao Meio do Céu (orbe 3°47′, em aplicação)');
    expect(ny).toContain('### Saturno em quadratura com o Ascendente (orbe 5°42′, em separação)');
    expect(ny).toContain('### Lua em sextil com o Nodo Norte (orbe 1°34′, em aplicação)');
    expect(ny).toContain('### Júpiter em oposição a Saturno (orbe 2°36′, em aplicação)');
  });

  it('places a planet near an angle "junto ao" it, and names the T-square as the glossary does', () => {
    expect(ny).toContain('### Marte na Casa 6, junto ao Descendente (orbe 3°48′)');
    expect(ny).toContain('### Nodo Norte na Casa 4, junto ao Fundo do Céu (orbe 3°47′)');
    expect(ny).toContain('## T-quadrado: Marte, Júpiter, Saturno');
    expect(ny).toContain('### O T-quadrado como um todo');
  });

  it('dates the noon orb of an untimed Moon aspect inside the parenthesis', () => {
    expect(london).toContain('### Lua em trígono com Júpiter (orbe 1°52′ ao meio-dia, em aplicação): o orbe muda ao longo do dia');
  });

  it('reads the rewritten sentences', () => {
    expect(ny).toContain('Uma cozinha quente e alguns rostos de confiança restauram a energia mais depressa do que quaisquer férias.');
    expect(ny).toContain('O Ascendente em Libra encontra o seu chão quando a justiça também vale para a própria pessoa, e a palavra gentil vem acompanhada de uma palavra honesta.');
    expect(ny).toContain('A quadratura de Saturno a Marte pode parecer dirigir com o freio de mão puxado.');
    expect(ny).toContain('Arriscar um pouco, sem exagero, pode compensar, embora o lado apostador precise de vigilância.');
    expect(ny).toContain('Limites claros, uma válvula criativa e pessoas de confiança com quem conversar dão margens a essa água, para que ela corra sem transbordar.');
    expect(ny).toContain('Essa pessoa vê o que precisa ser feito e dá o primeiro passo, muitas vezes antes que qualquer outra pessoa tenha notado o problema.');
    expect(ny).toContain('a xícara de uma avó ou o primeiro holerite podem ser mantidos');
    expect(london).toContain('O calor oferecido com generosidade a toda uma comunidade às vezes é mais difícil de dar, de perto, a uma única pessoa.');
    expect(london).toContain('Os lares costumam ser lugares generosos, onde crianças, amigos e hóspedes se sentem bem-vindos');
  });
});

describe('no flagged phrase is left in the Brazilian Portuguese natal report', () => {
  const OLD = [
    /^(Bowl|Bucket|Bundle|Locomotive|Seesaw|Splay|Splash): /m,
    /Leading planet/,
    /em (oposição|trígono|quadratura|sextil|conjunção|quincúncio) (a|com) (Ascendente|Meio do Céu|Descendente|Fundo do Céu|Nodo Norte|Nodo Sul|Sol|Lua|Parte da Fortuna)\b/,
    /Quadratura em T|quadratura em T como um todo/,
    /, no (Ascendente|Meio do Céu|Descendente|Fundo do Céu) \(orbe/,
    /\), ao meio-dia: o orbe/,
    /qualquer feriado|freio meio puxado|As casas costumam ser lugares|toque leve no risco|margens entre as quais|alguém mais tenha notado|inclui a si mesm[oa]|canhoto do primeiro salário|partilhado com generosidade com/,
  ];
  it.each(CHARTS.map((c) => [`${c.birthDate}${'birthTime' in c ? ` ${c.birthTime}` : ' (untimed)'}`, c] as const))('%s', (_label, chart) => {
    const text = natalReportMarkdown(natalReport(chart));
    for (const pattern of OLD) expect(text, String(pattern)).not.toMatch(pattern);
  });
});
