/**
 * The synastry and composite reports' headings in Spanish, Brazilian Portuguese, French and German (issue 31):
 * every heading of English translated, names from each locale's label catalogue, agreement ("la Luna compuesta"),
 * no English word left, and a synastry report in each locale without the headings' fallback warning.
 */
import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_REPORT_WORDS, RELATIONSHIP_REPORT_WORDS_FAMILY, type RelationshipReportWords } from '../../src/report/relationship-report-words.js';
import { synastryReport } from '../../src/index.js';

const LOCALES = ['es', 'pt-BR', 'fr', 'de'] as const;
type L = (typeof LOCALES)[number];

const SAMPLES: Readonly<Record<L, readonly (readonly [(w: RelationshipReportWords) => string, string])[]>> = {
  es: [
    [(w) => w.contact('Venus', 'trine', 'Mars', '1°12′'), 'Venus de A en trígono con el Marte de B (orbe 1°12′)'],
    [(w) => w.contact('Moon', 'opposition', 'Saturn', '0°30′'), 'Luna de A en oposición al Saturno de B (orbe 0°30′)'],
    [(w) => w.overlay('B', 'Mars', 7), 'Marte de B en la Casa 7 de A'],
    [(w) => w.compositeSign('Moon', 'Libra'), 'Luna compuesta en Libra'],
    [(w) => w.compositeHouse('Sun', 5), 'Sol compuesto en la Casa 5'],
    [(w) => w.titles.signs, 'El Sol, la Luna, Venus y Marte de la carta compuesta'],
    [(w) => w.overlaysLead('A', [w.overlayPlacement('Venus', 7), w.overlayPlacement('Mars', 3)].join(', ')), 'Planetas de A por casas de B: Venus 7, Marte 3'],
  ],
  'pt-BR': [
    [(w) => w.contact('Venus', 'square', 'Sun', '2°00′'), 'Vênus de A em quadratura com o Sol de B (orbe 2°00′)'],
    [(w) => w.overlay('A', 'Venus', 7), 'Vênus de A na Casa 7 de B'],
    [(w) => w.compositeSign('Venus', 'Taurus'), 'Vênus composta em Touro'],
    [(w) => w.compositeSign('Mars', 'Aries'), 'Marte composto em Áries'],
    [(w) => w.compositeHouse('Moon', 4), 'Lua composta na Casa 4'],
    [(w) => w.titles.signs, 'O Sol, a Lua, Vênus e Marte do mapa composto'],
    [(w) => w.overlaysLead('B', [w.overlayPlacement('Venus', 7), w.overlayPlacement('Mars', 3)].join(', ')), 'Planetas de B pelas casas de A: Vênus 7, Marte 3'],
  ],
  fr: [
    [(w) => w.contact('Venus', 'trine', 'Mars', '1°12′'), 'Vénus de A trigone Mars de B (orbe 1°12′)'],
    [(w) => w.overlay('A', 'Sun', 10), 'Soleil de A en maison 10 de B'],
    [(w) => w.compositeSign('Moon', 'Gemini'), 'Lune composite en Gémeaux'],
    [(w) => w.compositeSign('Sun', 'Leo'), 'Soleil composite en Lion'],
    [(w) => w.compositeHouse('Venus', 5), 'Vénus composite en maison 5'],
    [(w) => w.rolesNote, 'dans chaque texte, « la personne Vénus » est celle à qui appartient cette Vénus'],
    [(w) => w.overlaysLead('A', [w.overlayPlacement('Sun', 10), w.overlayPlacement('Moon', 4)].join(', ')), 'Planètes de A selon les maisons de B : Soleil 10, Lune 4'],
  ],
  de: [
    [(w) => w.contact('Venus', 'trine', 'Mars', '1°12′'), 'Venus von A Trigon Mars von B (Orbis 1°12′)'],
    [(w) => w.overlay('B', 'Moon', 4), 'Mond von B im 4. Haus von A'],
    [(w) => w.compositeSign('Venus', 'Pisces'), 'Composit-Venus in den Fischen'],
    [(w) => w.compositeSign('Sun', 'Virgo'), 'Composit-Sonne in der Jungfrau'],
    [(w) => w.compositeHouse('Mars', 8), 'Composit-Mars im 8. Haus'],
    [(w) => w.titles.overlaysAinB, 'Die Planeten von A in den Häusern von B'],
    [(w) => w.overlaysLead('B', [w.overlayPlacement('Moon', 4), w.overlayPlacement('Mercury', 9)].join(', ')), 'Planeten von B nach den Häusern von A: Mond 4, Merkur 9'],
  ],
};

function everyHeading(w: RelationshipReportWords): string[] {
  return [
    w.synastryTitle, w.compositeTitle, ...Object.values(w.titles), w.contact('Sun', 'conjunction', 'NorthNode', '1°00′'), w.overlay('A', 'Jupiter', 2),
    w.compositeSign('Mercury', 'Cancer'), w.compositeHouse('Saturn', 11), w.scoresLead(72, 65, 70, 80, 60), w.overlaysLead('A', [w.overlayPlacement('Venus', 7), w.overlayPlacement('NorthNode', 3)].join(', ')),
    w.rolesNote, w.untimedNote('B'), w.personLine('A', 'x'),
  ];
}

const ENGLISH = [/\bthe\b/i, /\bhouses?\b/i, /\bruler\b/i, /\bin the\b/i, /\bComposite\b/, /’s\b/, /\borb\b/, /\bNorthNode\b/];

describe.each(LOCALES)('the relationship report headings in %s', (locale) => {
  const w = RELATIONSHIP_REPORT_WORDS[locale];

  it('translates every heading of English', () => {
    expect(RELATIONSHIP_REPORT_WORDS_FAMILY.locales[locale].missing.map((m) => m.entry)).toEqual([]);
  });

  it.each(SAMPLES[locale].map(([f, expected], i) => [i, f, expected] as const))('sample %i reads as the grammar asks', (_i, f, expected) => {
    expect(f(w)).toBe(expected);
  });

  it('leaves no English word in any heading', () => {
    for (const heading of everyHeading(w)) for (const word of ENGLISH) expect(heading, heading).not.toMatch(word);
  });

  it('gives a synastry report without the headings’ fallback warning', () => {
    const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
    const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
    const r = synastryReport({ personA: A, personB: B, locale } as never);
    expect((r.warnings ?? []).filter((s) => s.includes('section titles and headings'))).toEqual([]);
  });
});
