/**
 * The Vedic report's headings and facts lines in Spanish, Brazilian Portuguese, French and German (issue 31): every
 * entry of English translated, the grahas and signs by each locale's label catalogue, dates as the language writes
 * them, the Sanskrit terms kept (nakshatra, pada, mahadasha, dosha), no English word left, and a Vedic report in each
 * locale without the headings' fallback warning. The samples are typed here by hand from each language's grammar.
 */
import { describe, expect, it } from 'vitest';
import { vedicReport } from '../../src/index.js';
import { VEDIC_REPORT_WORDS, VEDIC_REPORT_WORDS_FAMILY, type VedicReportWords } from '../../src/report/vedic-report-words.js';
import type { KaalSarpDosha, ManglikDosha, SadeSatiStatus } from '../../src/schemas/index.js';

const LOCALES = ['es', 'pt-BR', 'fr', 'de'] as const;
type L = (typeof LOCALES)[number];

/** Mars in the 7th from the Lagna and the 12th from Venus (dosha houses), the 3rd from the Moon; cancelled by the Moon. */
const MANGLIK: ManglikDosha = {
  tradition: 'classical', fromAscendant: { house: 7, present: true }, fromMoon: { house: 3, present: false }, fromVenus: { house: 12, present: true },
  present: true, cancellations: ['mars-with-moon'], effective: false,
};
const NO_MANGLIK: ManglikDosha = {
  tradition: 'south-indian', fromAscendant: { house: 5, present: false }, fromMoon: { house: 9, present: false }, fromVenus: { house: 10, present: false },
  present: false, cancellations: [], effective: false,
};
const KAAL_SARP: KaalSarpDosha = { form: 'partial', direction: 'kaal-amrit', type: 'Vasuki', rahuHouse: 3, outside: ['Moon'] };
const PERIOD = { kind: 'sade-sati' as const, start: '2032-05-30T00:00:00Z', end: '2038-08-14T00:00:00Z', clippedStart: false, clippedEnd: false, phases: [] };
const SADE_SATI: SadeSatiStatus = { moonSign: 'Cancer', status: 'sade-sati', phase: 'peak', current: PERIOD };
const NONE: SadeSatiStatus = { moonSign: 'Leo', status: 'none', next: PERIOD };

const SAMPLES: Readonly<Record<L, readonly (readonly [(w: VedicReportWords) => string, string])[]>> = {
  es: [
    [(w) => w.mahadashaHeading('Venus', '2020-03-01T00:00:00Z', '2040-03-01T00:00:00Z'), 'Mahadasha de Venus, del 1 de marzo de 2020 al 1 de marzo de 2040'],
    [(w) => w.antardashaHeading('Moon', 'Sun', '2024-01-10T00:00:00Z', '2024-07-10T00:00:00Z'), 'Antardasha del Sol en la mahadasha de la Luna, del 10 de enero de 2024 al 10 de julio de 2024'],
    [(w) => w.padaHeading('Magha', 2, 'Taurus'), 'Magha, pada 2 (navamsa de Tauro)'],
    [(w) => w.yogaHeading('Gajakesari', ['Jupiter', 'Moon']), 'Gajakesari: Júpiter y Luna'],
    [(w) => w.yogasLead(1, 79), '1 de los 79 yogas del catálogo está presente (casas de signo entero desde el Lagna)'],
    [(w) => w.manglikFacts(MANGLIK), 'Marte está en la Casa 7 desde el Lagna, en la Casa 3 desde la Luna y en la Casa 12 desde Venus. Es una casa de dosha desde el Lagna y Venus (la tradición clásica cuenta las casas 1, 4, 7, 8 y 12). Queda anulado por Marte junto a la Luna.'],
    [(w) => w.kaalSarpHeading(KAAL_SARP), 'Kaal Sarp: forma parcial, tipo Vasuki'],
    [(w) => w.sadeSatiFacts(NONE, '2026-01-01T00:00:00Z'), 'La Luna natal está en Leo. El 1 de enero de 2026 no está en curso ni Sade Sati ni Dhaiya. El siguiente es el Sade Sati del 30 de mayo de 2032 al 14 de agosto de 2038.'],
    [(w) => w.placeIn('Luna', '3°59′ Cancer', 'Pushya, pada 1'), 'Luna 3°59′ Cáncer en Pushya, pada 1'],
  ],
  'pt-BR': [
    [(w) => w.mahadashaHeading('Venus', '2020-03-01T00:00:00Z', '2040-03-01T00:00:00Z'), 'Mahadasha de Vênus, de 1º de março de 2020 a 1º de março de 2040'],
    [(w) => w.antardashaHeading('Moon', 'Sun', '2024-01-10T00:00:00Z', '2024-07-10T00:00:00Z'), 'Antardasha do Sol na mahadasha da Lua, de 10 de janeiro de 2024 a 10 de julho de 2024'],
    [(w) => w.padaHeading('Magha', 2, 'Taurus'), 'Magha, pada 2 (navamsa de Touro)'],
    [(w) => w.yogasLead(0, 79), 'Nenhum dos 79 yogas do catálogo está presente (casas de signo inteiro a partir do Lagna)'],
    [(w) => w.manglikFacts(NO_MANGLIK), 'Marte está na Casa 5 a partir do Lagna, na Casa 9 a partir da Lua e na Casa 10 a partir de Vênus. Não há dosha: a tradição do sul da Índia conta as Casas 2, 4, 7, 8 e 12.'],
    [(w) => w.kaalSarpFacts(KAAL_SARP), 'Com Rahu na Casa 3 (o tipo Vasuki), todos os grahas exceto a Lua ficam na metade do zodíaco que vai de Ketu para a frente até Rahu (Kaal Amrit).'],
    [(w) => w.sadeSatiHeading(SADE_SATI), 'Sade Sati: em curso, fase de auge'],
    [(w) => w.graha('Mercury'), 'Mercúrio'],
  ],
  fr: [
    [(w) => w.mahadashaHeading('Sun', '2020-03-01T00:00:00Z', '2026-03-01T00:00:00Z'), 'Mahadasha du Soleil, du 1er mars 2020 au 1er mars 2026'],
    [(w) => w.antardashaHeading('Venus', 'Moon', '2024-01-10T00:00:00Z', '2025-09-10T00:00:00Z'), 'Antardasha de la Lune dans la mahadasha de Vénus, du 10 janvier 2024 au 10 septembre 2025'],
    [(w) => w.padaHeading('Magha', 2, 'Taurus'), 'Magha, pada 2 (navamsa Taureau)'],
    [(w) => w.manglikHeading(MANGLIK), 'Manglik (Kuja) dosha : présent, annulé'],
    [(w) => w.manglikFacts(MANGLIK), 'Mars est en maison 7 depuis le Lagna, en maison 3 depuis la Lune et en maison 12 depuis Vénus. C’est une maison de dosha depuis le Lagna et Vénus (la tradition classique compte les maisons 1, 4, 7, 8 et 12). Il est annulé par Mars conjoint à la Lune.'],
    [(w) => w.sadeSatiFacts(SADE_SATI, '2033-01-01T00:00:00Z'), 'La Lune natale est en Cancer. Le 1er janvier 2033, le Sade Sati du 30 mai 2032 au 14 août 2038 est en cours.'],
    [(w) => w.yogaFacts('x.', 'BPHS'), 'Règle : x. Source : BPHS.'],
    [(w) => w.position('5°44′ Scorpio'), '5°44′ Scorpion'],
  ],
  de: [
    [(w) => w.mahadashaHeading('Sun', '2020-03-01T00:00:00Z', '2026-03-01T00:00:00Z'), 'Sonnen-Mahadasha, vom 1. März 2020 bis zum 1. März 2026'],
    [(w) => w.antardashaHeading('Venus', 'Moon', '2024-01-10T00:00:00Z', '2025-09-10T00:00:00Z'), 'Mond-Antardasha in der Venus-Mahadasha, vom 10. Januar 2024 bis zum 10. September 2025'],
    [(w) => w.padaHeading('Magha', 2, 'Taurus'), 'Magha, Pada 2 (Navamsa Stier)'],
    [(w) => w.manglikHeading(NO_MANGLIK), 'Manglik-Dosha (Kuja): nicht vorhanden'],
    [(w) => w.manglikFacts(MANGLIK), 'Mars steht vom Lagna aus im 7. Haus, vom Mond aus im 3. und von der Venus aus im 12. Als Dosha-Haus zählt die Stellung vom Lagna und von der Venus aus (die klassische Tradition zählt die Häuser 1, 4, 7, 8 und 12). Aufgehoben wird das Dosha durch die Verbindung von Mars und Mond.'],
    [(w) => w.kaalSarpFacts(KAAL_SARP), 'Mit Rahu im 3. Haus (Typ Vasuki) liegen alle Grahas außer dem Mond in der Hälfte des Tierkreises von Ketu vorwärts bis Rahu (Kaal Amrit).'],
    [(w) => w.sadeSatiFacts(NONE, '2026-01-01T00:00:00Z'), 'Der Geburtsmond steht im Löwen. Am 1. Januar 2026 läuft weder Sade Sati noch Dhaiya. Als Nächstes folgt die Sade Sati vom 30. Mai 2032 bis zum 14. August 2038.'],
    [(w) => w.nakshatraFacts('Saturn', 'Brihaspati', 'x', 'Deva'), 'Herrscher Saturn · Gottheit Brihaspati · Symbol x · Deva-Gana'],
  ],
};

/** One call of every entry, with arguments that reach each branch. */
function everyEntry(w: VedicReportWords): string[] {
  return [
    w.title, w.subtitle('1947-08-15', '2026-01-01T00:00:00Z', 'Lahiri, ayanamsa 23°07′'), ...Object.values(w.titles), ...w.columns,
    w.nakshatraPada('Pushya', 1), w.nakshatraFacts('Ketu', 'Pitris', 'x', 'Rakshasa'), w.lagna, w.moon, w.moonIn('Pushya'), w.lagnaIn('Krittika'),
    w.padaHeading('Pushya', 1, 'Leo'), w.sameAsMoon, w.mahadashaHeading('Mars', '2025-09-10', '2032-09-09'),
    w.antardashaHeading('Mars', 'Rahu', '2025-09-10', '2026-02-06'), w.dashaLead('2026-01-01T00:00:00Z'),
    w.yogasLead(0, 79), w.yogasLead(1, 79), w.yogasLead(12, 79), w.yogaHeading('Gajakesari', ['Jupiter', 'Moon']), w.yogaHeading('Vasi', []), w.doshasLead,
    w.manglikHeading(MANGLIK), w.manglikHeading(NO_MANGLIK), w.manglikHeading({ ...MANGLIK, effective: true, cancellations: [] }),
    w.manglikFacts(MANGLIK), w.manglikFacts(NO_MANGLIK), w.manglikFacts({ ...MANGLIK, tradition: 'extended', cancellations: ['mars-own-or-exalted', 'mars-with-or-aspected-by-jupiter', 'mars-sign-exception'] }),
    w.kaalSarpHeading(KAAL_SARP), w.kaalSarpHeading({ ...KAAL_SARP, form: 'none' }), w.kaalSarpFacts(KAAL_SARP),
    w.kaalSarpFacts({ ...KAAL_SARP, form: 'full', direction: 'kaal-sarp', outside: [] }), w.kaalSarpFacts({ ...KAAL_SARP, form: 'none' }),
    w.sadeSatiHeading(SADE_SATI), w.sadeSatiHeading(NONE), w.sadeSatiHeading({ ...SADE_SATI, status: 'dhaiya', phase: 'eighth' }),
    w.sadeSatiFacts(SADE_SATI, '2033-01-01'), w.sadeSatiFacts(NONE, '2026-01-01'),
    w.graha('Sun'), w.graha('Ketu'), w.position('7°43′ Taurus'), w.placeIn(w.moon, '3°59′ Cancer', w.nakshatraPada('Pushya', 1)),
  ];
}

const ENGLISH = [/\bthe\b/i, /\bhouses?\b/i, /\bfrom\b/i, /\bof\b/, /\bin the\b/i, /\bMoon\b/, /\bSun\b/, /\bpresent\b/, /\brunning\b/, /\blord\b/, /\bdeity\b/, /\bto\b/];
const ENGLISH_IDENTIFIERS = /\b(Taurus|Gemini|Cancer|Leo|Virgo|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces|Mercury|Jupiter|Saturn)\b/;
/** Names the locales share with English: Leo and Virgo (es), Cancer (fr), Jupiter (fr, de), Saturn (de). */
const SHARED: Readonly<Record<L, RegExp>> = { es: /\b(Leo|Virgo)\b/g, 'pt-BR': /$^/g, fr: /\b(Cancer|Jupiter)\b/g, de: /\b(Jupiter|Saturn)\b/g };

describe.each(LOCALES)('the Vedic report words in %s', (locale) => {
  const w = VEDIC_REPORT_WORDS[locale];

  it('translates every entry of English', () => {
    expect(VEDIC_REPORT_WORDS_FAMILY.locales[locale].missing.map((m) => m.entry)).toEqual([]);
  });

  it.each(SAMPLES[locale].map(([f, expected], i) => [i, f, expected] as const))('sample %i reads as the grammar asks', (_i, f, expected) => {
    expect(f(w)).toBe(expected);
  });

  it('leaves no English word nor identifier in any entry', () => {
    for (const text of everyEntry(w)) {
      for (const word of ENGLISH) expect(text, text).not.toMatch(word);
      expect(text.replace(SHARED[locale], ''), text).not.toMatch(ENGLISH_IDENTIFIERS);
    }
  });

  it('gives a Vedic report without the headings’ fallback warning, its table in the language', () => {
    const INDIA = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
    const report = vedicReport({ birth: INDIA, at: '2026-01-01', locale });
    expect((report.warnings ?? []).filter((s) => s.includes('section titles and headings'))).toEqual([]);
    expect(report.sections[0]!.lead).toBe({
      es: 'Lagna 7°43′ Tauro (Krittika, pada 4) · Luna 3°59′ Cáncer (Pushya, pada 1)',
      'pt-BR': 'Lagna 7°43′ Touro (Krittika, pada 4) · Lua 3°59′ Câncer (Pushya, pada 1)',
      fr: 'Lagna 7°43′ Taureau (Krittika, pada 4) · Lune 3°59′ Cancer (Pushya, pada 1)',
      de: 'Lagna 7°43′ Stier (Krittika, Pada 4) · Mond 3°59′ Krebs (Pushya, Pada 1)',
    }[locale]);
  });
});
