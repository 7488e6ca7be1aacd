/**
 * The names a natal report puts into its paragraphs' slots (issue 31): the untimed notes' `{body}`, `{first}`,
 * `{second}`, `{when}`, `{sign}`, `{start}`, `{end}`, a mutual reception's `{a}`, `{signA}`, `{b}`, `{signB}` and a
 * pattern's `{all}` read in the report's language where the paragraph is translated, and in English where it fell
 * back to English — never a sentence in two languages, never an identifier. The expected sentences are typed here by
 * hand; the templates of the families not yet translated (es, fr, de untimed notes; every locale's receptions and
 * patterns) are written for this test, as a translator would.
 */
import { describe, expect, it } from 'vitest';
import { natalReport } from '../../src/index.js';
import { composeNatalReport, type ReportEntries } from '../../src/report/index.js';
import { REPORT_WORDS } from '../../src/report/report-words.js';
import type { NatalChartResponse, ZodiacPosition } from '../../src/schemas/index.js';
import { natalText } from '../../src/text/natal-locales.js';
import type { NatalText } from '../../src/text/natal-text.js';

const LOCALES = ['es', 'pt-BR', 'fr', 'de'] as const;
type L = (typeof LOCALES)[number];

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
const at = (longitude: number): ZodiacPosition => ({
  longitude, sign: SIGNS[Math.floor(longitude / 30)]!, degree: Math.floor(longitude % 30), minute: 0, isRetrograde: false,
});

/**
 * An untimed chart: the Moon from 20° Leo to 3° Virgo (into Virgo at about 18:30), Mercury from Gemini into Cancer,
 * Venus in Aries and Mars in Taurus in mutual reception by domicile; or, `steady`, the Moon from 10° to 23° Cancer.
 */
function untimedChart(steady: boolean): NatalChartResponse {
  const [moonStart, moonEnd, moon] = steady ? [100, 113, 106] : [140, 153, 146];
  return {
    birthDate: '2000-06-21', latitude: 0, longitude: 0, houseSystem: 'Placidus', housesAvailable: false,
    positions: [
      { body: 'Sun', position: at(90.5) }, { body: 'Moon', position: at(moon) }, { body: 'Mercury', position: at(89.9) },
      { body: 'Venus', position: at(10) }, { body: 'Mars', position: at(40) },
    ],
    aspects: [],
    elementBalance: { fire: 2, earth: 1, air: 1, water: 3, dominant: 'Water' },
    modalityBalance: { cardinal: 4, fixed: 2, mutable: 1, dominant: 'Cardinal' },
    mutualReceptions: [{ body1: 'Venus', sign1: 'Aries', body2: 'Mars', sign2: 'Taurus', type: 'domicile' }],
    untimedDay: {
      dayStart: '2000-06-21T00:00:00Z', dayEnd: '2000-06-21T23:59:00Z',
      moonStartLongitude: moonStart, moonEndLongitude: moonEnd, moonStartSign: SIGNS[Math.floor(moonStart / 30)]!, moonEndSign: SIGNS[Math.floor(moonEnd / 30)]!,
      signChanges: [
        ...(steady ? [] : [{ body: 'Moon' as const, startSign: 'Leo' as const, endSign: 'Virgo' as const }]),
        { body: 'Mercury' as const, startSign: 'Gemini' as const, endSign: 'Cancer' as const },
      ],
    },
  } as NatalChartResponse;
}

/** A translator's templates for the slots, per locale (pt-BR's untimed notes are its own translation). */
const TEMPLATES: Readonly<Record<L, { signChange?: string; moonRange?: string; reception: string; grandTrine: string }>> = {
  es: {
    signChange: '{body} cambió de signo ese día: dejó {first} y entró en {second} {when}.',
    moonRange: 'Ese día la Luna se quedó en {sign}, de {start} a {end}.',
    reception: '{a} en {signA} y {b} en {signB} se reciben por domicilio.',
    grandTrine: '{all} forman un gran trígono.',
  },
  'pt-BR': {
    reception: '{a} em {signA} e {b} em {signB} se recebem por domicílio.',
    grandTrine: '{all} formam um grande trígono.',
  },
  fr: {
    signChange: '{body} a quitté ce jour-là le signe {first} pour le signe {second}, {when}.',
    moonRange: 'Ce jour-là, la Lune est restée dans le signe {sign}, de {start} à {end}.',
    reception: '{a} en {signA} et {b} en {signB} sont en réception mutuelle par domicile.',
    grandTrine: '{all} forment un grand trigone.',
  },
  de: {
    signChange: '{body} wechselte an diesem Tag vom Zeichen {first} ins Zeichen {second}, {when}.',
    moonRange: 'An diesem Tag blieb der Mond im Zeichen {sign}, von {start} bis {end}.',
    reception: '{a} im Zeichen {signA} und {b} im Zeichen {signB} nehmen einander durch Domizil auf.',
    grandTrine: '{all} bilden ein großes Trigon.',
  },
};

/** The sentences the templates give, typed by hand. */
const EXPECTED: Readonly<Record<L, { moon: string; mercury: string; range: string; reception: string; trine: string }>> = {
  es: {
    moon: 'La Luna cambió de signo ese día: dejó Leo y entró en Virgo hacia las 18:30, hora local.',
    mercury: 'Mercurio cambió de signo ese día: dejó Géminis y entró en Cáncer a alguna hora de ese día.',
    range: 'Ese día la Luna se quedó en Cáncer, de 10°00′ Cáncer a 23°00′ Cáncer.',
    reception: 'Venus en Aries y Marte en Tauro se reciben por domicilio.',
    trine: 'El Sol, Júpiter y Saturno forman un gran trígono.',
  },
  'pt-BR': {
    moon: 'A Lua mudou de signo no dia do nascimento, saindo de Leão e entrando em Virgem por volta das 18:30, hora local.',
    mercury: 'Mercúrio mudou de signo no dia do nascimento, saindo de Gêmeos e entrando em Câncer em algum momento desse dia.',
    range: 'No dia do nascimento, a Lua permaneceu em Câncer, indo de 10°00′ Câncer a 23°00′ Câncer.',
    reception: 'Vênus em Áries e Marte em Touro se recebem por domicílio.',
    trine: 'O Sol, Júpiter e Saturno formam um grande trígono.',
  },
  fr: {
    moon: 'La Lune a quitté ce jour-là le signe Lion pour le signe Vierge, vers 18 h 30, heure locale.',
    mercury: 'Mercure a quitté ce jour-là le signe Gémeaux pour le signe Cancer, à un moment de ce jour-là.',
    range: 'Ce jour-là, la Lune est restée dans le signe Cancer, de 10°00′ Cancer à 23°00′ Cancer.',
    reception: 'Vénus en Bélier et Mars en Taureau sont en réception mutuelle par domicile.',
    trine: 'Le Soleil, Jupiter et Saturne forment un grand trigone.',
  },
  de: {
    moon: 'Der Mond wechselte an diesem Tag vom Zeichen Löwe ins Zeichen Jungfrau, am Tag der Geburt gegen 18:30 Uhr Ortszeit.',
    mercury: 'Merkur wechselte an diesem Tag vom Zeichen Zwillinge ins Zeichen Krebs, irgendwann am Tag der Geburt.',
    range: 'An diesem Tag blieb der Mond im Zeichen Krebs, von 10°00′ Krebs bis 23°00′ Krebs.',
    reception: 'Venus im Zeichen Widder und Mars im Zeichen Stier nehmen einander durch Domizil auf.',
    trine: 'Die Sonne, Jupiter und Saturn bilden ein großes Trigon.',
  },
};

function entries(locale: L): ReportEntries {
  const own = natalText(locale);
  const t = TEMPLATES[locale];
  const natal: NatalText = {
    ...own,
    untimed: { ...own.untimed, ...(t.signChange === undefined ? {} : { signChange: t.signChange }), ...(t.moonRange === undefined ? {} : { moonRange: t.moonRange }) },
    mutualReception: { ...own.mutualReception, domicile: t.reception },
    patterns: { ...own.patterns, grandTrine: t.grandTrine },
  };
  return {
    planetInSign: (body, sign) => ({ summary: `sign ${body} ${sign}.`, description: `sign ${body} ${sign}.` }),
    planetInHouse: (body, house) => ({ summary: `house ${body} ${house}.`, description: `house ${body} ${house}.` }),
    aspect: (a, b, type) => ({ summary: `aspect ${a} ${b} ${type}.`, description: `aspect ${a} ${b} ${type}.` }),
    signDescription: (sign) => `portrait ${sign}.`,
    natal,
  };
}

const paragraphOf = (report: ReturnType<typeof composeNatalReport>, record: object): string | undefined => {
  for (const s of report.sections) {
    const i = s.sources.findIndex((x) => JSON.stringify(x) === JSON.stringify(record));
    if (i >= 0) return s.paragraphs[i]!.text;
  }
  return undefined;
};

describe.each(LOCALES)('the natal report’s slots in %s', (locale) => {
  const patterns: Parameters<typeof composeNatalReport>[0]['patterns'] = [{ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'], description: 'Grand trine: Sun, Jupiter, Saturn' }];
  const compose = (steady: boolean) => composeNatalReport({ chart: untimedChart(steady), patterns, shape: undefined, aspectLimit: 10, locale }, entries(locale));

  // A paragraph's first sentence (pt-BR's own untimed notes go on after it).
  const opening = (text: string | undefined, expected: string) => text?.slice(0, expected.length);

  it('names the signs, bodies, positions and hour in the language of a translated paragraph', () => {
    const report = compose(false);
    const e = EXPECTED[locale];
    expect(opening(paragraphOf(report, { record: 'UntimedBirth', note: 'signChange', body: 'Moon' }), e.moon)).toBe(e.moon);
    expect(opening(paragraphOf(report, { record: 'UntimedBirth', note: 'signChange', body: 'Mercury' }), e.mercury)).toBe(e.mercury);
    expect(paragraphOf(report, { record: 'MutualReception', body1: 'Venus', body2: 'Mars', type: 'domicile' })).toBe(e.reception);
    expect(paragraphOf(report, { record: 'AspectPattern', type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'] })).toBe(e.trine);
    expect(opening(paragraphOf(compose(true), { record: 'UntimedBirth', note: 'moonRange', body: 'Moon' }), e.range)).toBe(e.range);
  });

  it('fills a paragraph that fell back to English with English names (no sentence in two languages)', () => {
    const english = natalText('en');
    const report = composeNatalReport(
      { chart: untimedChart(false), patterns, shape: undefined, aspectLimit: 10, locale },
      { ...entries(locale), natal: { ...natalText(locale), untimed: english.untimed, mutualReception: english.mutualReception, patterns: english.patterns } },
    );
    expect(paragraphOf(report, { record: 'UntimedBirth', note: 'signChange', body: 'Moon' })).toMatch(/^The Moon changed sign on the birth day, leaving Leo and entering Virgo at about 18:30 local time\. /);
    expect(paragraphOf(report, { record: 'MutualReception', body1: 'Venus', body2: 'Mars', type: 'domicile' })).toMatch(/^Venus in Aries and Mars in Taurus are in mutual reception by domicile: /);
    expect(paragraphOf(report, { record: 'AspectPattern', type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'] })).toContain('the Sun, Jupiter and Saturn');
  });

  it('has the slot words of its locale: a sign, a position, a list', () => {
    const w = REPORT_WORDS[locale];
    const [taurus, position, list] = {
      es: ['Tauro', '2°07′ Tauro', 'el Sol, Júpiter y Saturno'],
      'pt-BR': ['Touro', '2°07′ Touro', 'o Sol, Júpiter e Saturno'],
      fr: ['Taureau', '2°07′ Taureau', 'le Soleil, Jupiter et Saturne'],
      de: ['Stier', '2°07′ Stier', 'die Sonne, Jupiter und Saturn'],
    }[locale];
    expect(w.signName('Taurus')).toBe(taurus);
    expect(w.positionName('2°07′ Taurus')).toBe(position);
    expect(w.list([w.proseName('Sun'), w.proseName('Jupiter'), w.proseName('Saturn')])).toBe(list);
  });
});

describe('the natal report of an untimed birth (London 1990-01-01, the Moon from Aquarius into Pisces)', () => {
  const UNTIMED = { birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
  const moonNote = (locale: 'en' | L) => natalReport({ ...UNTIMED, locale }).sections.find((s) => s.id === 'planet-moon')!.paragraphs[0]!.text;

  it('pt-BR, whose untimed notes are translated, names the signs in Portuguese', () => {
    expect(moonNote('pt-BR')).toMatch(/^A Lua mudou de signo no dia do nascimento, saindo de Aquário e entrando em Peixes por volta das \d\d:\d\d, hora local\. /);
  });

  // es, fr and de have their untimed notes too (natal-es10, -fr10, -de10): each names the signs and the hour its way.
  it.each([
    ['es', /^La Luna cambió de signo el día del nacimiento: dejó Acuario y entró en Piscis hacia las \d\d:\d\d, hora local\. /],
    ['fr', /^La Lune a changé de signe le jour de la naissance : d’abord en Verseau, puis en Poissons vers \d{1,2} h \d\d, heure locale\. /],
    ['de', /^Der Mond wechselte am Tag der Geburt gegen \d{1,2}:\d\d Uhr Ortszeit vom Zeichen Wassermann ins Zeichen Fische\. /],
  ] as const)('%s, whose untimed notes are translated, names the signs and the hour in its language', (locale, note) => {
    expect(moonNote(locale)).toMatch(note);
  });

  it('English keeps English names', () => {
    expect(moonNote('en')).toMatch(/Aquarius/);
    expect(moonNote('en')).toMatch(/Pisces/);
  });
});
