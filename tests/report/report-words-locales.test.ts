/**
 * The natal report's headings in Spanish, Brazilian Portuguese, French and German (issue 31): every heading of
 * English translated, names from each locale's label catalogue and grammar table, agreement as the language asks,
 * no English word left, and a natal report in each locale without the headings' fallback warning. The samples are
 * written here by hand from each language's grammar, not produced by the code.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_WORDS, REPORT_WORDS_FAMILY, type ReportWords } from '../../src/report/report-words.js';
import { natalReport } from '../../src/index.js';

const LOCALES = ['es', 'pt-BR', 'fr', 'de'] as const;
type L = (typeof LOCALES)[number];

const SAMPLES: Readonly<Record<L, readonly (readonly [(w: ReportWords) => string, string])[]>> = {
  es: [
    [(w) => w.rising('Leo'), 'Ascendente en Leo'],
    [(w) => w.chartRulerIn('Venus', 8), 'Venus, regente de la carta, en la Casa 8'],
    [(w) => w.houseRulerIn('Mars', 2, 6), 'Marte, regente de la Casa 2, en la Casa 6'],
    [(w) => w.placementLead('Venus', '2°07′ Taurus', 7, true), 'Venus 2°07′ Tauro, Casa 7, retrógrado'],
    [(w) => w.elementHeading('Water', 'lacking'), 'Poca agua'],
    [(w) => w.elementHeading('Fire', 'lacking'), 'Poco fuego'],
    [(w) => w.signature('Taurus', 'Earth', 'Fixed'), 'Firma: Tauro (tierra fija)'],
    [(w) => w.changesSign('Moon'), 'La Luna cambia de signo ese día'],
    [(w) => w.stelliumLead(['Sun', 'Mercury', 'Jupiter'], 'Cancer', [9, 10]), 'Sol, Mercurio y Júpiter en Cáncer, Casas 9 y 10'],
    [(w) => w.inHouseAtAngle('Mars', 7, 'Descendant', '2°10′'), 'Marte en la Casa 7, junto al Descendente (orbe 2°10′)'],
    [(w) => w.inSignPartOfDay('Moon', 'Aquarius', true, '01:20'), 'Luna en Acuario (si el nacimiento fue antes de la 1:20, aprox.)'],
    [(w) => w.patternWhole('kite'), 'La cometa en su conjunto'],
  ],
  'pt-BR': [
    [(w) => w.rising('Leo'), 'Ascendente em Leão'],
    [(w) => w.chartRulerIn('Venus', 8), 'Vênus, regente do mapa, na Casa 8'],
    [(w) => w.houseRulerIn('Mars', 2, 6), 'Marte, regente da Casa 2, na Casa 6'],
    [(w) => w.placementLead('Venus', '2°07′ Taurus', 7, true), 'Vênus 2°07′ Touro, Casa 7, retrógrada'],
    [(w) => w.placementLead('Mercury', '14°30′ Gemini', undefined, true), 'Mercúrio 14°30′ Gêmeos, retrógrado'],
    [(w) => w.elementHeading('Earth', 'dominant'), 'Predomina a terra'],
    [(w) => w.elementHeading('Air', 'lacking'), 'Pouco ar'],
    [(w) => w.signature('Cancer', 'Water', 'Cardinal'), 'Assinatura: Câncer (água cardinal)'],
    [(w) => w.stelliumLead(['Sun', 'Mercury', 'Venus'], 'Pisces', [12]), 'Sol, Mercúrio e Vênus em Peixes, Casa 12'],
    [(w) => w.inHouseAtAngle('Sun', 10, 'Midheaven', '1°05′'), 'Sol na Casa 10, junto ao Meio do Céu (orbe 1°05′)'],
    [(w) => w.changesSign('Moon'), 'A Lua muda de signo nesse dia'],
    [(w) => w.patternWhole('tSquare'), 'O T-quadrado como um todo'],
  ],
  fr: [
    [(w) => w.rising('Leo'), 'Ascendant Lion'],
    [(w) => w.chartRulerIn('Venus', 8), 'Vénus, maîtresse du thème, en maison 8'],
    [(w) => w.chartRulerIn('Mars', 1), 'Mars, maître du thème, en maison 1'],
    [(w) => w.houseRulerIn('Moon', 4, 11), 'Lune, maîtresse de la maison 4, en maison 11'],
    [(w) => w.midheavenIn('Gemini'), 'Milieu du Ciel en Gémeaux'],
    [(w) => w.signature('Capricorn', 'Earth', 'Cardinal'), 'Signature : Capricorne (terre cardinale)'],
    [(w) => w.elementHeading('Air', 'dominant'), 'L’air domine'],
    [(w) => w.modalityHeading('Cardinal', 'lacking'), 'Peu de signes cardinaux'],
    [(w) => w.inHouseAtAngle('Sun', 1, 'Ascendant', '0°40′'), 'Soleil en maison 1, conjoint à l’Ascendant (orbe 0°40′)'],
    [(w) => w.inHouseAtAngle('Venus', 10, 'Midheaven', '2°05′'), 'Vénus en maison 10, conjointe au Milieu du Ciel (orbe 2°05′)'],
    [(w) => w.patternWhole('tSquare'), 'Le T-carré dans son ensemble'],
    [(w) => w.shape('bowl', 'Moon'), 'Forme du thème : coupe, menée par la Lune'],
    [(w) => w.patternWhole('grandCross'), 'La grande croix dans son ensemble'],
    [(w) => w.signChangeWhen('14:20'), 'vers 14 h 20, heure locale'],
  ],
  de: [
    [(w) => w.rising('Leo'), 'Aszendent Löwe'],
    [(w) => w.chartRulerIn('Venus', 8), 'Venus, Herrscherin des Horoskops, im 8. Haus'],
    [(w) => w.chartRulerIn('Saturn', 10), 'Saturn, Herrscher des Horoskops, im 10. Haus'],
    [(w) => w.houseRulerIn('Mars', 2, 6), 'Mars, Herrscher des 2. Hauses, im 6. Haus'],
    [(w) => w.inSign('Moon', 'Pisces'), 'Mond in den Fischen'],
    [(w) => w.dignityHeading('Mercury', 'Virgo', 'domicile'), 'Merkur in der Jungfrau: Domizil'],
    [(w) => w.signature('Cancer', 'Water', 'Cardinal'), 'Signatur: Krebs (kardinales Wasser)'],
    [(w) => w.signature('Aquarius', 'Air', 'Fixed'), 'Signatur: Wassermann (fixe Luft)'],
    [(w) => w.inHouseAtAngle('Mars', 7, 'Descendant', '2°10′'), 'Mars im 7. Haus, am Deszendenten (Orbis 2°10′)'],
    [(w) => w.shape('splay', 'Sun'), 'Horoskopform: Fächer, angeführt von der Sonne'],
    [(w) => w.shape('bowl', 'Moon'), 'Horoskopform: Schale, angeführt vom Mond'],
    [(w) => w.stelliumLead(['Sun', 'Mercury', 'Jupiter'], 'Cancer', [9, 10]), 'Sonne, Merkur und Jupiter im Krebs, 9. und 10. Haus'],
  ],
};

/** One call of every heading, with arguments that reach each branch. */
function everyHeading(w: ReportWords): string[] {
  return [
    w.reportTitle, ...Object.values(w.titles),
    w.rising('Libra'), w.midheavenIn('Leo'), w.chartRulerIn('Venus', 8), w.houseRulerIn('Mars', 2, 6), w.rulerFacts('Venus', 'Libra', 8),
    w.fortuneIn(10), w.fortuneLead('12°04′ Leo', 10), w.dignityHeading('Mars', 'Aries', 'domicile'),
    w.receptionHeading('Venus', 'Aries', 'Mars', 'Taurus', 'domicile'), w.receptionHeading('Venus', 'Pisces', 'Jupiter', 'Taurus', 'mixed'),
    w.elementHeading('Fire', 'dominant'), w.elementHeading('Earth', 'lacking'), w.modalityHeading('Cardinal', 'dominant'), w.modalityHeading('Mutable', 'lacking'),
    w.inHouseAtAngle('Mars', 7, 'Descendant', '2°10′'), w.inHouseAtAngle('Sun', 4, 'Imum Coeli', '1°00′'),
    w.inSignPartOfDay('Moon', 'Aquarius', true, '14:20'), w.inSignPartOfDay('Moon', 'Pisces', false, undefined),
    w.changesSign('Moon'), w.noTimeHeading, w.proseName('Sun'), w.proseName('NorthNode'), w.patternWhole('tSquare'), w.patternWhole('yod'),
    w.signChangeWhen('14:20'), w.signChangeWhen(undefined), w.noonAspect('x'), w.pointName('NorthNode'), w.pointName('LilithMean'),
    w.inSign('Mars', 'Leo'), w.inHouse('Mars', 10), w.aspect('Sun', 'square', 'Moon', '2°18′', true), w.aspect('Sun', 'trine', 'Ascendant', '1°00′', false),
    w.shape('bowl', 'Moon'), w.shape('splash', undefined), w.pattern('grandTrine', ['Sun', 'Jupiter', 'Saturn']),
    w.stelliumLead(['Sun', 'Mercury', 'Jupiter'], 'Cancer', [9]), w.signature('Cancer', 'Water', 'Cardinal'),
    w.placementLead('Mars', '2°07′ Taurus', 7, true), w.anglesLead('1°00′ Aries', '3°00′ Capricorn', 'x'),
    w.element('Fire'), w.modality('Fixed'), w.balanceLead('a', 'b', 'Cancer'),
    w.birthLine('1990-07-15', '14:30', 'Europe/Paris', w.place(48.85, 2.35), 'Placidus'), w.birthLine('1990-07-15', undefined, undefined, w.place(-33.9, -70.6), undefined),
    w.siderealZodiac('Lahiri', '23°43′'), w.ordinal(8),
  ];
}

const ENGLISH = [/\bthe\b/i, /\bhouses?\b/i, /\bruler\b/i, /\bin the\b/i, /\brising\b/i, /\bBorn\b/, /\bleads\b/, /\bLittle\b/, /\borb\b/, /\bapplying\b/, /\bChart\b/];
const ENGLISH_IDENTIFIERS = /\b(NorthNode|LilithMean|Taurus|Aquarius|Pisces|Capricorn|Sagittarius|Scorpio|Gemini|Midheaven)\b/; // "Descendant" (fr) and "Imum Coeli" (de) are the catalogues' own names

describe.each(LOCALES)('the natal report headings in %s', (locale) => {
  const w = REPORT_WORDS[locale];

  it('translates every heading of English', () => {
    expect(REPORT_WORDS_FAMILY.locales[locale].missing.map((m) => m.entry)).toEqual([]);
  });

  it.each(SAMPLES[locale].map(([f, expected], i) => [i, f, expected] as const))('sample %i reads as the grammar asks', (_i, f, expected) => {
    expect(f(w)).toBe(expected);
  });

  it('leaves no English word nor identifier in any heading', () => {
    for (const heading of everyHeading(w)) {
      for (const word of ENGLISH) expect(heading, heading).not.toMatch(word);
      expect(heading, heading).not.toMatch(ENGLISH_IDENTIFIERS);
    }
  });

  it('gives a natal report without the headings’ fallback warning', () => {
    const report = natalReport({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris', locale });
    expect((report.warnings ?? []).filter((s) => s.includes('section titles and headings'))).toEqual([]);
    const untimed = natalReport({ birthDate: '1990-07-15', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris', locale });
    expect((untimed.warnings ?? []).filter((s) => s.includes('section titles and headings'))).toEqual([]);
  });
});
