import { describe, expect, it } from 'vitest';
import { LABEL_CATALOGUES } from '../../src/i18n/label-catalogues.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { ELEMENTS, MODALITIES, MOON_PHASES } from '../../src/schemas/enums.js';
import { natalChart, natalWheel, indianChart } from '../../src/index.js';
import { argumentsOf } from './word-family-leaves.js';

/** Every leaf of a catalogue as `path → value` (the `locale` tag aside). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (path === '' && k === 'locale') continue;
      for (const [p, s] of leaves(v, path === '' ? k : `${path}.${k}`)) out.set(p, s);
    }
  }
  return out;
}

const EN = leaves(LABEL_CATALOGUES.en);

/**
 * Values a language writes as English does, reviewed (docs/i18n/<locale>.md): proper names of bodies that keep
 * their Latin or Greek form, Sanskrit names in the common Latin transliteration (es, pt-BR, fr, de, it, tr), the
 * compass letters, the retrograde and combust marks, and words spelled alike (Natal, Leo, Libra…).
 */
const SAME_AS_ENGLISH = new Set([
  'signs.Aries', 'signs.Leo', 'signs.Virgo', 'signs.Libra', 'signs.Cancer', 'signShort.Leo', 'signShort.Ari', 'signShort.Tau',
  'signShort.Aries', 'signShort.Taurus', 'signShort.Gemini', 'signShort.Cancer', 'signShort.Virgo', 'signShort.Libra', 'signShort.Scorpio',
  'signShort.Sagittarius', 'signShort.Capricorn', 'signShort.Pisces', 'signShort.Aquarius',
  'bodies.Venus', 'bodies.Mars', 'bodies.Jupiter', 'bodies.Saturn', 'bodies.Uranus', 'bodies.Neptune', 'bodies.Pluto', 'bodies.Chiron',
  'bodies.Ceres', 'bodies.Juno', 'bodies.Vesta', 'bodies.Pallas', 'bodies.Eris', 'bodies.Sedna', 'bodies.Makemake', 'bodies.Haumea',
  'bodies.Quaoar', 'bodies.Ixion', 'bodies.Varuna', 'bodies.Hygiea', 'bodies.Astraea', 'bodies.Psyche', 'bodies.Eros', 'bodies.Sappho',
  'bodies.Amor', 'bodies.Cupido', 'bodies.Hades', 'bodies.Zeus', 'bodies.Kronos', 'bodies.Apollon', 'bodies.Admetos', 'bodies.Vulkanus',
  'bodies.Poseidon', 'bodies.Vertex',
  'grahas.Mars', 'grahas.Jupiter', 'grahas.Venus', 'grahas.Saturn', 'grahas.Rahu', 'grahas.Ketu', 'grahas.Ascendant',
  'angles.Ascendant', 'angles.Descendant', 'angles.ImumCoeli',
  'aspects.sextile', 'aspects.opposition', 'aspects.quincunx', 'aspects.quintile', 'aspects.biquintile',
  'aspectNatures.neutral', 'words.natal', 'words.transits', 'words.positions', 'words.empty', 'words.tropical', 'words.aspectLine',
  // Placeholders and symbols only: `{ascendant} × {n}: {asc}°, {midheaven} × {n}: {mc}°`.
  'words.harmonicAngles',
  // The dignities as the French and Brazilian traditions write them (domicile, exaltation, face; tests/i18n/season-dignity-labels.test.ts).
  'dignities.domicile', 'dignities.exaltation', 'dignities.face',
  'compass.N', 'compass.S', 'compass.E', 'compass.W', 'words.retroMark', 'words.combustMark', 'words.shukla', 'words.krishna',
]);
/** The divisional charts' Sanskrit names stay in the Latin transliteration in the Latin-script locales. */
const LATIN_SCRIPT = new Set(['es', 'pt-BR', 'fr', 'de', 'it', 'tr']);
const sameAllowed = (path: string, locale: string) =>
  SAME_AS_ENGLISH.has(path) || /^(grahaShort|nakshatras|tithis|yogas|karanas)\./.test(path) || (LATIN_SCRIPT.has(locale) && path.startsWith('vargas.'));

describe('label catalogues (issue 31)', () => {
  it('has one catalogue per locale of LABEL_LOCALES, each tagged with its locale', () => {
    expect(Object.keys(LABEL_CATALOGUES).sort()).toEqual([...LABEL_LOCALES].sort());
    for (const locale of LABEL_LOCALES) expect(LABEL_CATALOGUES[locale].locale).toBe(locale);
  });

  it.each(LABEL_LOCALES)('%s has every key of English, no other, and no blank value', (locale) => {
    const own = leaves(LABEL_CATALOGUES[locale]);
    expect([...own.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const [path, value] of own) expect(value.trim(), path).not.toBe('');
  });

  it('counts the Vedic names as the definitions do: 27 nakshatras, 16 tithi names, 27 yogas, 11 karanas', () => {
    for (const c of Object.values(LABEL_CATALOGUES)) {
      expect([c.nakshatras.length, c.tithis.length, c.yogas.length, c.karanas.length]).toEqual([27, 16, 27, 11]);
    }
  });

  it('names the 8 Moon phases, 4 elements and 3 modalities by the records\' identifiers (tests/i18n/phase-labels.test.ts)', () => {
    for (const c of Object.values(LABEL_CATALOGUES)) {
      expect([Object.keys(c.phases), Object.keys(c.elements), Object.keys(c.modalities)]).toEqual([[...MOON_PHASES], [...ELEMENTS], [...MODALITIES]]);
    }
  });

  it.each(LABEL_LOCALES)('%s: every text parses as ICU MessageFormat with the placeholders of English', (locale) => {
    for (const [path, value] of leaves(LABEL_CATALOGUES[locale])) {
      expect(argumentsOf(value), `${locale} ${path}`).toEqual(argumentsOf(EN.get(path)!));
    }
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s leaves no value in English except the reviewed list', (locale) => {
    const english = [...leaves(LABEL_CATALOGUES[locale])].filter(([path, value]) => value === EN.get(path) && !sameAllowed(path, locale));
    expect(english).toEqual([]);
  });

  it('hi, ru and zh-Hans write the Vedic names in their own script', () => {
    expect(LABEL_CATALOGUES.hi.nakshatras.every((n) => /^[\u0900-\u097F ]+$/u.test(n))).toBe(true);
    expect(LABEL_CATALOGUES.ru.yogas.every((n) => /^[\u0400-\u04FF-]+$/u.test(n))).toBe(true);
    expect(LABEL_CATALOGUES['zh-Hans'].nakshatras.every((n) => /^\p{Script=Han}+$/u.test(n))).toBe(true);
  });
});

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

describe('the wheel and the Indian chart in another language', () => {
  const chart = natalChart(BIRTH);
  it('a wheel in hi, ru and zh-Hans names its signs, bodies, angles and title in that language', () => {
    const expected = {
      hi: ['जन्म कुंडली', 'aria-label="कर्क"', 'सूर्य', 'लग्न', 'भाव पद्धति', 'सायन'],
      ru: ['Натальная карта', 'aria-label="Рак"', 'Солнце', 'Асцендент', 'Система домов: Placidus', 'Тропический зодиак'],
      'zh-Hans': ['本命盘', 'aria-label="巨蟹座"', '太阳', '上升点', 'Placidus宫位制', '回归黄道'],
    } as const;
    for (const [locale, words] of Object.entries(expected)) {
      const svg = natalWheel(chart, { locale: locale as 'hi' });
      for (const w of words) expect(svg, `${locale}: ${w}`).toContain(w);
      expect(svg).not.toContain('Natal chart');
      expect(svg).toContain("'Noto Sans Devanagari'");
    }
  });

  it('the sheet legend, aspect names and dates follow the locale (de: Legende, Trigon, 15. Juli 1990)', () => {
    const svg = natalWheel(chart, { locale: 'de', layout: 'sheet' });
    for (const w of ['>Legende<', 'Trigon 120°', '15. Juli 1990', 'Häuser nach Placidus', '40,71°N 74,01°W']) expect(svg).toContain(w);
  });

  it('an English wheel keeps the generic font stack and its English words', () => {
    const svg = natalWheel(chart);
    expect(svg).toContain('Natal chart');
    expect(svg).not.toContain('Noto');
  });

  it('an Indian chart in hi writes the graha letters, the marks and the style in Devanagari', () => {
    const svg = indianChart({ birth: BIRTH, style: 'south', locale: 'hi' });
    for (const w of ['>सू<', '(व)', 'दक्षिण भारतीय', 'निरयन (Lahiri)', '>मेष<']) expect(svg).toContain(w);
  });

  it('an unknown locale is refused with the allowed list', () => {
    expect(() => natalWheel(chart, { locale: 'xx' as 'en' })).toThrow(/options\.locale/);
  });
});
