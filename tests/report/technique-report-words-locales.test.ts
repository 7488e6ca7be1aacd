/**
 * The transit and solar return reports' headings in Spanish, Brazilian Portuguese, French and German (issue 31):
 * every heading of English translated, names from each locale's label catalogue, dates through Intl, no English
 * word left, and reports in each locale without the headings' fallback warning. Samples typed by hand.
 */
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_REPORT_WORDS, TECHNIQUE_REPORT_WORDS_FAMILY, type TechniqueReportWords } from '../../src/report/technique-report-words.js';
import { solarReturnReport, transitReport } from '../../src/index.js';

const LOCALES = ['es', 'pt-BR', 'fr', 'de'] as const;
type L = (typeof LOCALES)[number];

const SAMPLES: Readonly<Record<L, readonly (readonly [(w: TechniqueReportWords) => string, string])[]>> = {
  es: [
    [(w) => w.transitHeading('Saturn', 'opposition', 'Sun'), 'Saturno en oposición al Sol natal'],
    [(w) => w.transitHeading('Pluto', 'square', 'Moon'), 'Plutón en cuadratura con la Luna natal'],
    [(w) => w.transitHeading('Jupiter', 'trine', 'Venus'), 'Júpiter en trígono con Venus natal'],
    [(w) => w.houseHeading('Jupiter', 10), 'Júpiter en la Casa 10'],
    [(w) => w.houseWhen('2025-06-09', undefined), 'desde el 9 de junio de 2025'],
    [(w) => w.ascendantHeading('Scorpio'), 'Ascendente en Escorpio'],
    [(w) => w.returnHouseHeading('Moon', 3), 'Luna en la Casa 3 de la revolución'],
  ],
  'pt-BR': [
    [(w) => w.transitHeading('Saturn', 'opposition', 'Sun'), 'Saturno em oposição ao Sol natal'],
    [(w) => w.transitHeading('Saturn', 'opposition', 'Moon'), 'Saturno em oposição à Lua natal'],
    [(w) => w.transitHeading('Neptune', 'conjunction', 'Venus'), 'Netuno em conjunção com Vênus natal'],
    [(w) => w.houseHeading('Saturn', 5), 'Saturno na Casa 5'],
    [(w) => w.houseWhen(undefined, '2025-03-01'), 'até 1º de março de 2025'],
    [(w) => w.ascendantHeading('Gemini'), 'Ascendente em Gêmeos'],
    [(w) => w.returnHouseHeading('Sun', 12), 'Sol na Casa 12 da revolução'],
  ],
  fr: [
    [(w) => w.transitHeading('Saturn', 'square', 'Moon'), 'Saturne carré Lune natale'],
    [(w) => w.transitHeading('Saturn', 'square', 'Sun'), 'Saturne carré Soleil natal'],
    [(w) => w.transitHeading('Uranus', 'trine', 'Venus'), 'Uranus trigone Vénus natale'],
    [(w) => w.houseWhen('2025-03-01', '2025-11-20'), 'du 1er mars 2025 au 20 novembre 2025'],
    [(w) => w.houseHeading('Pluto', 4), 'Pluton en maison 4'],
    [(w) => w.ascendantHeading('Virgo'), 'Ascendant Vierge'],
    [(w) => w.returnHouseHeading('Moon', 7), 'Lune en maison 7 de la révolution'],
  ],
  de: [
    [(w) => w.transitHeading('Saturn', 'square', 'Moon'), 'Saturn Quadrat Radix-Mond'],
    [(w) => w.transitHeading('Pluto', 'conjunction', 'Midheaven'), 'Pluto Konjunktion Radix-Medium-Coeli'],
    [(w) => w.houseHeading('Jupiter', 10), 'Jupiter im 10. Haus'],
    [(w) => w.houseWhen('2025-06-09', '2025-12-01'), 'vom 9. Juni 2025 bis zum 1. Dezember 2025'],
    [(w) => w.houseWhen(undefined, undefined), 'den ganzen Zeitraum'],
    [(w) => w.ascendantHeading('Pisces'), 'Aszendent Fische'],
    [(w) => w.returnHouseHeading('Sun', 3), 'Sonne im 3. Haus des Solarhoroskops'],
  ],
};

function everyHeading(w: TechniqueReportWords): string[] {
  return [
    w.transitTitle, w.solarReturnTitle(2025), ...Object.values(w.titles), w.transitSubtitle('2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '1990-07-04'),
    w.solarReturnSubtitle(2025, '2025-07-04T10:12:00Z', '1990-07-04'), w.transitHeading('NorthNode', 'conjunction', 'Ascendant'),
    w.stretches([w.contactWhen('2025-02-01', '2025-11-20', ['2025-04-02'], false, false), w.contactWhen('2025-02-01', '2025-11-20', [], true, true)]),
    w.houseHeading('Neptune', 2), w.houseWhen(undefined, undefined), w.majorLead(5, 12), w.majorLead(1, 1), w.housesLead,
    w.ascendantHeading('Taurus'), w.returnHouseHeading('Moon', 3), w.pointName('NorthNode'),
  ];
}

const ENGLISH = [/\bthe\b/i, /\bhouses?\b/i, /\bruler\b/i, /\bin the\b/i, /\brising\b/i, /\bnatal (Sun|Moon)\b/, /\bexact\b(?! le)/, /\bfrom\b/, /\buntil\b/, /\bNorthNode\b/, /\bNorth Node\b/];

describe.each(LOCALES)('the technique report headings in %s', (locale) => {
  const w = TECHNIQUE_REPORT_WORDS[locale];

  it('translates every heading of English', () => {
    expect(TECHNIQUE_REPORT_WORDS_FAMILY.locales[locale].missing.map((m) => m.entry)).toEqual([]);
  });

  it.each(SAMPLES[locale].map(([f, expected], i) => [i, f, expected] as const))('sample %i reads as the grammar asks', (_i, f, expected) => {
    expect(f(w)).toBe(expected);
  });

  it('leaves no English word in any heading', () => {
    for (const heading of everyHeading(w)) for (const word of ENGLISH) expect(heading, heading).not.toMatch(word);
  });

  it('gives transit and solar return reports without the headings’ fallback warning', () => {
    const birth = { birthDate: '1990-07-04', birthTime: '12:00', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
    const transits = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1, locale });
    const ret = solarReturnReport({ birth, year: 2025, locale });
    for (const r of [transits, ret]) expect((r.warnings ?? []).filter((s) => s.includes('section titles and headings'))).toEqual([]);
  });
});
