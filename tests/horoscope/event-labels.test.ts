/**
 * Issue 31: the horoscopes' event labels (`events[].event`, a monthly record's `keyDates[].event`) in the record's
 * locale, composed from the event's facts (src/text/horoscope-event-labels.ts, src/text/<locale>/horoscope-event-labels.ts).
 * English stays as it was; each language's labels are typed here by hand for known events; a property holds every
 * localized label of a monthly horoscope to the locale's names of its sign and body and to no English word; the
 * monthly route gives them for ?lang=pt-BR; a locale without a kind of label reads English and says so.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { dailyHoroscope, monthlyHoroscope } from '../../src/records/index.js';
import { SIGNS, type Body, type MonthlyHoroscope } from '../../src/schemas/index.js';
import { horoscopeGrammar } from '../../src/text/horoscope-grammar-locales.js';
import { eventLabel, type EventLabelFacts } from '../../src/text/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS } from '../../src/text/horoscope-event-label-locales.js';

type Translated = 'es' | 'pt-BR' | 'fr' | 'de';
const TRANSLATED: readonly Translated[] = ['es', 'pt-BR', 'fr', 'de'];
const labelsOf = (m: MonthlyHoroscope): string[] => [...(m.events ?? []).map((e) => e.event), ...m.keyDates.map((k) => k.event)];

describe('English event labels, unchanged', () => {
  it('April 2024 for Leo: the eclipse, the station, the ingresses and the Full Moon as they always read', () => {
    const m = monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4 });
    const labels = labelsOf(m);
    for (const l of ['Total solar eclipse in Aries', 'Mercury stations retrograde in Aries', 'Venus enters Aries', 'Sun enters Taurus', 'Full Moon in Scorpio']) {
      expect(labels).toContain(l);
    }
    expect(m.warnings).toBeUndefined();
  });

  it('every kind composed from its facts in English', () => {
    const en = (f: EventLabelFacts) => eventLabel(f);
    expect(en({ kind: 'season', season: 'March equinox', sign: 'Aries', sidereal: false })).toBe('Sun enters Aries (March equinox)');
    expect(en({ kind: 'season', season: 'March equinox', sign: 'Pisces', sidereal: true })).toBe('March equinox (Sun in Pisces)');
    expect(en({ kind: 'ingress', body: 'Jupiter', direction: 'retrograde', sign: 'Gemini' })).toBe('Jupiter re-enters Gemini (retrograde)');
    expect(en({ kind: 'conjunction', body: 'Jupiter', otherBody: 'Uranus', sign: 'Taurus' })).toBe('Jupiter–Uranus conjunction in Taurus');
    expect(en({ kind: 'moonIngress', sign: 'Virgo' })).toBe('Moon enters Virgo');
    expect(en({ kind: 'eclipse', eclipseType: 'penumbral', eclipseKind: 'lunar', sign: 'Libra' })).toBe('Penumbral lunar eclipse in Libra');
    expect(en(EVENT_FACTS.firstQuarter)).toBe('First Quarter in Gemini');
  });
});

const EVENT_FACTS = {
  season: { kind: 'season', season: 'March equinox', sign: 'Aries', sidereal: false },
  siderealSeason: { kind: 'season', season: 'March equinox', sign: 'Pisces', sidereal: true },
  reentry: { kind: 'ingress', body: 'Jupiter', direction: 'retrograde', sign: 'Gemini' },
  conjunction: { kind: 'conjunction', body: 'Jupiter', otherBody: 'Uranus', sign: 'Taurus' },
  venusDirect: { kind: 'station', body: 'Venus', direction: 'direct', sign: 'Pisces' },
  firstQuarter: { kind: 'lunation', phase: 'First Quarter', sign: 'Gemini' },
  moonIngress: { kind: 'moonIngress', sign: 'Virgo' },
  penumbral: { kind: 'eclipse', eclipseType: 'penumbral', eclipseKind: 'lunar', sign: 'Libra' },
} as const satisfies Record<string, EventLabelFacts>;

/** Typed by hand: April 2024 for Leo (eclipse, station, two ingresses, Full Moon), then one label of each other kind. */
const EXPECTED: Readonly<Record<Translated, { april: readonly string[]; kinds: Readonly<Record<keyof typeof EVENT_FACTS, string>> }>> = {
  es: {
    april: ['Eclipse solar total en Aries', 'Mercurio se estaciona retrógrado en Aries', 'Venus entra en Aries', 'El Sol entra en Tauro', 'Luna llena en Escorpio'],
    kinds: {
      season: 'El Sol entra en Aries (equinoccio de marzo)', siderealSeason: 'Equinoccio de marzo (Sol en Piscis)',
      reentry: 'Júpiter, retrógrado, vuelve a Géminis', conjunction: 'Conjunción de Júpiter y Urano en Tauro',
      venusDirect: 'Venus se estaciona directo en Piscis', firstQuarter: 'Cuarto creciente en Géminis',
      moonIngress: 'La Luna entra en Virgo', penumbral: 'Eclipse lunar penumbral en Libra',
    },
  },
  'pt-BR': {
    april: ['Eclipse solar total em Áries', 'Mercúrio estaciona retrógrado em Áries', 'Vênus entra em Áries', 'O Sol entra em Touro', 'Lua Cheia em Escorpião'],
    kinds: {
      season: 'O Sol entra em Áries (equinócio de março)', siderealSeason: 'Equinócio de março (Sol em Peixes)',
      reentry: 'Júpiter volta a Gêmeos (retrógrado)', conjunction: 'Conjunção de Júpiter e Urano em Touro',
      venusDirect: 'Vênus estaciona direta em Peixes', firstQuarter: 'Quarto crescente em Gêmeos',
      moonIngress: 'A Lua entra em Virgem', penumbral: 'Eclipse lunar penumbral em Libra',
    },
  },
  fr: {
    april: ['Éclipse solaire totale en Bélier', 'Mercure fait station rétrograde en Bélier', 'Vénus entre en Bélier', 'Le Soleil entre en Taureau', 'Pleine Lune en Scorpion'],
    kinds: {
      season: 'Le Soleil entre en Bélier (équinoxe de mars)', siderealSeason: 'Équinoxe de mars (Soleil en Poissons)',
      reentry: 'Jupiter revient en Gémeaux (rétrograde)', conjunction: 'Conjonction Jupiter–Uranus en Taureau',
      venusDirect: 'Vénus fait station directe en Poissons', firstQuarter: 'Premier quartier de Lune en Gémeaux',
      moonIngress: 'La Lune entre en Vierge', penumbral: 'Éclipse lunaire par la pénombre en Balance',
    },
  },
  de: {
    april: ['Totale Sonnenfinsternis im Widder', 'Merkur wird im Widder rückläufig', 'Venus wechselt ins Zeichen Widder', 'Die Sonne wechselt ins Zeichen Stier', 'Vollmond im Skorpion'],
    kinds: {
      season: 'Die Sonne wechselt ins Zeichen Widder (Tagundnachtgleiche im März)', siderealSeason: 'Tagundnachtgleiche im März (Sonne in den Fischen)',
      reentry: 'Jupiter kehrt rückläufig ins Zeichen Zwillinge zurück', conjunction: 'Konjunktion Jupiter–Uranus im Stier',
      venusDirect: 'Venus wird in den Fischen direktläufig', firstQuarter: 'Erstes Viertel in den Zwillingen',
      moonIngress: 'Der Mond wechselt ins Zeichen Jungfrau', penumbral: 'Halbschatten-Mondfinsternis in der Waage',
    },
  },
};

describe.each(TRANSLATED)('the %s event labels', (locale) => {
  it('April 2024 for Leo: the month’s known events in the language, in events and key dates, with no warning about them', () => {
    const m = monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4, locale });
    const labels = labelsOf(m);
    for (const l of EXPECTED[locale].april) expect(labels).toContain(l);
    expect(m.keyDates.map((k) => k.event)).toContain(EXPECTED[locale].april[0]);
    expect((m.warnings ?? []).filter((w) => w.includes('event labels'))).toEqual([]);
    // The machine members are English's.
    const english = monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4, narrative: false });
    expect(m.events?.map(({ event: _e, ...rest }) => rest)).toEqual(english.events?.map(({ event: _e, ...rest }) => rest));
    expect(m.keyDates.map(({ event: _e, ...rest }) => rest)).toEqual(english.keyDates.map(({ event: _e, ...rest }) => rest));
  });

  it('each other kind composed from its facts', () => {
    const words = EVENT_LABEL_WORDS[locale];
    for (const [name, facts] of Object.entries(EVENT_FACTS)) expect(eventLabel(facts, words), name).toBe(EXPECTED[locale].kinds[name as keyof typeof EVENT_FACTS]);
  });
});

/** English words no label of another language may hold. */
const ENGLISH_WORDS = /\b(enters|re-enters|stations|retrograde|direct|conjunction|equinox|solstice|Full|New|Quarter|Sun|Moon)\b/;
/** English words that are also the language's own spelling (French « solstice »): not a sign of English there. */
const OWN_SPELLING: Partial<Record<Translated, readonly string[]>> = { fr: ['solstice'] };
/** ENGLISH_WORDS without the language's own spellings. */
const englishIn = (locale: Translated): RegExp => {
  const own = OWN_SPELLING[locale] ?? [];
  const words = ENGLISH_WORDS.source.slice(4, -3).split('|').filter((w) => !own.includes(w));
  return new RegExp(`\\b(${words.join('|')})\\b`);
};
/** A body's name in a language, without its article ("Sol", "Soleil", "Sonne", "Marte"). */
const bare = (locale: Translated, body: Body): string => horoscopeGrammar(locale).bodies[body]!.name.replace(/^(el|la|o|a|le|l’|der|die) /i, '');

describe('every localized label of a monthly horoscope names its sign and its bodies in the language (property)', () => {
  it.each(TRANSLATED)('%s', (locale) => {
    const G = horoscopeGrammar(locale);
    fc.assert(fc.property(fc.integer({ min: 1950, max: 2050 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(...SIGNS), fc.boolean(), (year, month, sign, sidereal) => {
      const m = monthlyHoroscope({ sign, year, month, locale, narrative: false, ...(sidereal ? { zodiac: 'sidereal' as const } : {}) });
      for (const e of m.events ?? []) {
        expect(e.event).not.toMatch(englishIn(locale));
        expect(e.event).toContain(G.signs[e.sign].name);
        for (const b of [e.body, e.otherBody]) if (b !== undefined) expect(e.event).toContain(bare(locale, b));
      }
      for (const k of m.keyDates) {
        expect(k.event).not.toMatch(englishIn(locale));
        if (k.sign !== undefined) expect(k.event).toContain(G.signs[k.sign].name);
        if (k.planet !== undefined) expect(k.event).toContain(bare(locale, k.planet));
      }
      expect((m.warnings ?? []).filter((w) => w.includes('event labels'))).toEqual([]);
    }), { numRuns: 4 });
  }, 600_000);
});

describe('a locale without a kind of label', () => {
  it('reads English for that kind and names it in warnings', async () => {
    vi.resetModules();
    vi.doMock('../../src/text/de/horoscope-event-labels.js', async (original) => {
      const { EVENT_LABEL_WORDS_DE } = await original<typeof import('../../src/text/de/horoscope-event-labels.js')>();
      const { lunation: _missing, ...rest } = EVENT_LABEL_WORDS_DE;
      return { EVENT_LABEL_WORDS_DE: rest };
    });
    try {
      const { monthlyHoroscope: partial } = await import('../../src/records/monthly-horoscope.js');
      const m = partial({ sign: 'Leo', year: 2024, month: 4, locale: 'de', narrative: false });
      expect(labelsOf(m)).toContain('Full Moon in Scorpio');
      expect(labelsOf(m)).toContain('Venus wechselt ins Zeichen Widder');
      expect(m.warnings).toEqual(['Deutsch (de): 1 Eintrag aus „Ereignisbezeichnungen des Horoskops“ hat noch keine Übersetzung und steht auf Englisch: lunation.']);
    } finally {
      vi.doUnmock('../../src/text/de/horoscope-event-labels.js');
      vi.resetModules();
    }
  });
});

describe('the daily record', () => {
  it('labels its events in the locale and writes the same narrative as before', () => {
    const es = dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'es' });
    expect(es.events?.map((e) => e.event)).toContain('El Sol entra en Aries (equinoccio de marzo)');
    expect(dailyHoroscope({ sign: 'Leo', date: '2025-03-20' }).events?.map((e) => e.event)).toContain('Sun enters Aries (March equinox)');
  });
});

describe('the monthly route with ?lang=pt-BR', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  beforeAll(async () => {
    app = await createServer({ executor: 'inline', apiKeys: [key] });
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the Brazilian labels, the record function’s own', async () => {
    const r = await app.inject({ url: '/api/v1/horoscope/monthly?sign=Leo&year=2024&month=4&lang=pt-BR', headers: auth });
    expect(r.statusCode).toBe(200);
    const m = r.json() as MonthlyHoroscope;
    for (const l of EXPECTED['pt-BR'].april) expect(labelsOf(m)).toContain(l);
    expect(m.keyDates).toEqual(monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4, locale: 'pt-BR' }).keyDates);
  });
});
