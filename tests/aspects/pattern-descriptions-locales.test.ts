/**
 * Issue 31: the descriptions of `aspectPatterns`, `chartShape` and `planetaryJoys` in five languages. English is
 * what it was (hand-typed below, as the records gave it before the words moved to src/text); one description per
 * language per record is typed out by hand; over random charts every localized pattern description names each of
 * its bodies by the locale's name and the element or modality the English names; the families are whole in the four
 * translations (the arrays have no `warnings`); and the routes take the language from ?lang=.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedBody } from '../../src/aspects/index.js';
import { LABELS_DE } from '../../src/i18n/de/labels.js';
import { LABELS_ES } from '../../src/i18n/es/labels.js';
import { LABELS_FR } from '../../src/i18n/fr/labels.js';
import { LABELS_PT_BR } from '../../src/i18n/pt-br/labels.js';
import { aspectPatterns, aspects, chartShape, natalChart, planetaryJoys } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import type { Aspect, AspectType, Body } from '../../src/schemas/index.js';
import {
  ASPECT_PATTERN_WORDS_FAMILY, CHART_SHAPE_WORDS_FAMILY, PLANETARY_JOY_TEXT_FAMILY,
} from '../../src/text/chart-figure-text-locales.js';
import { inlineServer, type InlineServer } from '../http/inline-server.js';

const TRANSLATED = ['es', 'pt-BR', 'fr', 'de'] as const;
const LOCALES = ['en', ...TRANSLATED] as const;
type Locale = (typeof LOCALES)[number];

const place = (lons: Partial<Record<Body, number>>): PlacedBody[] =>
  Object.entries(lons).map(([body, longitude]) => ({ body: body as Body, longitude: longitude! }));
const asp = (body1: Body, body2: Body, type: AspectType): Aspect => ({ body1, body2, type, orb: 0, isApplying: false });

// Sun 5° Aries, Jupiter 5° Leo, Saturn 5° Sagittarius: a grand trine in fire.
const GRAND_TRINE = { ps: place({ Sun: 5, Jupiter: 125, Saturn: 245 }), list: [asp('Sun', 'Jupiter', 'trine'), asp('Jupiter', 'Saturn', 'trine'), asp('Sun', 'Saturn', 'trine')] };
// Moon 5° Aries opposite Venus 5° Libra, both square the Sun at 5° Cancer: a cardinal T-square.
const T_SQUARE = { ps: place({ Sun: 95, Moon: 5, Venus: 185 }), list: [asp('Moon', 'Venus', 'opposition'), asp('Sun', 'Moon', 'square'), asp('Sun', 'Venus', 'square')] };
// Sun, Mercury and Venus in Leo, no aspect given: a stellium.
const STELLIUM = { ps: place({ Sun: 120, Mercury: 125, Venus: 130 }), list: [] as Aspect[] };
// The grand trine Sun 0°, Moon 120°, Mars 240° with Venus at 300°: opposite the Moon, sextile the Sun and Mars.
const KITE = {
  ps: place({ Sun: 0, Moon: 120, Mars: 240, Venus: 300 }),
  list: [asp('Sun', 'Moon', 'trine'), asp('Moon', 'Mars', 'trine'), asp('Sun', 'Mars', 'trine'), asp('Venus', 'Moon', 'opposition'), asp('Venus', 'Sun', 'sextile'), asp('Venus', 'Mars', 'sextile')],
};
// Mercury sextile Venus, both quincunx Pluto.
const YOD = { ps: place({ Mercury: 10, Venus: 70, Pluto: 220 }), list: [asp('Mercury', 'Venus', 'sextile'), asp('Pluto', 'Mercury', 'quincunx'), asp('Pluto', 'Venus', 'quincunx')] };

const describeIn = (c: { ps: PlacedBody[]; list: Aspect[] }, locale?: Locale) =>
  aspectPatterns(c.ps, c.list, locale === undefined ? {} : { locale }).map((p) => p.description);

describe('aspectPatterns: English unchanged, each language by hand', () => {
  it('English, with and without `locale`, reads as it always did', () => {
    expect(describeIn(GRAND_TRINE)).toEqual(['Grand trine of Sun, Jupiter and Saturn in Fire signs.']);
    expect(describeIn(T_SQUARE)).toEqual(['T-square: Moon opposite Venus, both square the apex Sun, in Cardinal signs.']);
    expect(describeIn(STELLIUM)).toEqual(['Stellium of 3 planets in Leo: Sun, Mercury and Venus.']);
    expect(describeIn(KITE)).toEqual([
      'Grand trine of Sun, Moon and Mars in Fire signs.',
      'Kite: the grand trine of Sun, Moon and Mars with Venus opposite Moon and sextile Sun and Mars.',
    ]);
    expect(describeIn(YOD)).toEqual(['Yod: Mercury sextile Venus, both quincunx the apex Pluto.']);
    for (const c of [GRAND_TRINE, T_SQUARE, STELLIUM, KITE, YOD]) expect(describeIn(c, 'en')).toEqual(describeIn(c));
  });

  it('Spanish', () => {
    expect(describeIn(GRAND_TRINE, 'es')).toEqual(['Gran trígono entre el Sol, Júpiter y Saturno, en signos de fuego.']);
    expect(describeIn(T_SQUARE, 'es')).toEqual(['Cuadratura en T: la Luna en oposición con Venus, ambos en cuadratura con el Sol, en el vértice, en signos cardinales.']);
    expect(describeIn(STELLIUM, 'es')).toEqual(['Stellium de 3 planetas en Leo: el Sol, Mercurio y Venus.']);
  });

  it('Brazilian Portuguese (two feminine bodies: «ambas»; «a» + «a Lua»: «à Lua»)', () => {
    expect(describeIn(T_SQUARE, 'pt-BR')).toEqual(['T-quadrado: a Lua em oposição a Vênus, ambas em quadratura com o Sol, no ápice, em signos cardinais.']);
    expect(describeIn(KITE, 'pt-BR')[1]).toBe('Pipa: o grande trígono entre o Sol, a Lua e Marte, com Vênus em oposição à Lua e em sextil com o Sol e Marte.');
    expect(describeIn(STELLIUM, 'pt-BR')).toEqual(['Stellium de 3 planetas em Leão: o Sol, Mercúrio e Vênus.']);
  });

  it('French (« toutes deux », « en signes de feu », the space before the colon)', () => {
    expect(describeIn(GRAND_TRINE, 'fr')).toEqual(['Grand trigone entre le Soleil, Jupiter et Saturne, en signes de feu.']);
    expect(describeIn(T_SQUARE, 'fr')).toEqual(['T-carré : la Lune en opposition à Vénus, toutes deux en carré avec le Soleil, à l’apex, en signes cardinaux.']);
    expect(describeIn(KITE, 'fr')[1]).toBe('Cerf-volant : le grand trigone entre le Soleil, la Lune et Mars, avec Vénus en opposition à la Lune et en sextile avec le Soleil et Mars.');
  });

  it('German (bare names in a list, the article of a subject, „zur Sonne“, „zum Mond“)', () => {
    expect(describeIn(GRAND_TRINE, 'de')).toEqual(['Großes Trigon aus Sonne, Jupiter und Saturn in Feuerzeichen.']);
    expect(describeIn(T_SQUARE, 'de')).toEqual(['T-Quadrat: der Mond in Opposition zu Venus, beide im Quadrat zur Sonne am Scheitelpunkt, in kardinalen Zeichen.']);
    expect(describeIn(KITE, 'de')[1]).toBe('Drachen: das große Trigon aus Sonne, Mond und Mars, dazu Venus als Brennpunkt in Opposition zum Mond und im Sextil zur Sonne und zu Mars.');
    expect(describeIn(YOD, 'de')).toEqual(['Yod: Merkur im Sextil zu Venus, beide im Quincunx zu Pluto am Scheitelpunkt.']);
    expect(describeIn(STELLIUM, 'de')).toEqual(['Stellium aus 3 Planeten im Löwen: Sonne, Merkur und Venus.']);
  });

  it('the chart form takes `locale` beside `bodies`, and an unknown locale is an error naming it', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    const en = aspectPatterns(chart);
    const fr = aspectPatterns(chart, { locale: 'fr' });
    expect(fr.map((p) => [p.type, p.bodies])).toEqual(en.map((p) => [p.type, p.bodies]));
    expect(aspectPatterns(chart, { locale: 'en' })).toEqual(en);
    expect(() => aspectPatterns(GRAND_TRINE.ps, GRAND_TRINE.list, { locale: 'it' as never })).toThrow(UraniaError);
  });
});

/** Each locale's name of a body (the label catalogue's), which its descriptions must contain. */
const NAMES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  es: LABELS_ES.bodies, 'pt-BR': LABELS_PT_BR.bodies, fr: LABELS_FR.bodies, de: LABELS_DE.bodies,
};
/** The element and modality words each language must carry where the English names one (hand-typed). */
const QUALITY_WORDS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = {
  es: { Fire: 'signos de fuego', Earth: 'signos de tierra', Air: 'signos de aire', Water: 'signos de agua', Cardinal: 'signos cardinales', Fixed: 'signos fijos', Mutable: 'signos mutables' },
  'pt-BR': { Fire: 'signos de fogo', Earth: 'signos de terra', Air: 'signos de ar', Water: 'signos de água', Cardinal: 'signos cardinais', Fixed: 'signos fixos', Mutable: 'signos mutáveis' },
  fr: { Fire: 'signes de feu', Earth: 'signes de terre', Air: 'signes d’air', Water: 'signes d’eau', Cardinal: 'signes cardinaux', Fixed: 'signes fixes', Mutable: 'signes mutables' },
  de: { Fire: 'Feuerzeichen', Earth: 'Erdzeichen', Air: 'Luftzeichen', Water: 'Wasserzeichen', Cardinal: 'kardinalen Zeichen', Fixed: 'fixen Zeichen', Mutable: 'veränderlichen Zeichen' },
};
const TEN: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

describe('aspectPatterns over random charts, in every language', () => {
  it('the same patterns as English; each description names every body and the English element or modality in the locale’s words, and no English word', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 359 }), { minLength: 10, maxLength: 10 }), (lons) => {
        // Longitudes on whole degrees, often in shared signs and exact aspects, so that patterns are common.
        const ps = TEN.map((body, i) => ({ body, longitude: lons[i]! }));
        const list = aspects(ps.map((p) => ({ ...p, speed: 0.5 })));
        const en = aspectPatterns(ps, list);
        for (const locale of TRANSLATED) {
          const local = aspectPatterns(ps, list, { locale });
          expect(local.map((p) => [p.type, p.bodies])).toEqual(en.map((p) => [p.type, p.bodies]));
          local.forEach((p, i) => {
            for (const b of p.bodies) expect(p.description, `${locale} ${b}`).toContain(NAMES[locale][b]);
            const quality = /in (Fire|Earth|Air|Water|Cardinal|Fixed|Mutable) signs/.exec(en[i]!.description)?.[1];
            if (quality !== undefined) expect(p.description).toContain(QUALITY_WORDS[locale][quality]);
            expect(p.description).not.toMatch(/\b(and|signs|opposite|both|planets|with|of)\b/);
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('chartShape: English unchanged, each language by hand, warnings only when text fell back', () => {
  // Sun 10°, Moon 50°, Mars 100°: within a trine, a bundle led by the Sun (the first after the empty arc).
  const BUNDLE = place({ Sun: 10, Moon: 50, Mars: 100 });
  const HAND: Readonly<Record<Locale, string>> = {
    en: 'Bundle: every planet within a trine (120°), a concentrated, specialized focus. Leading planet: Sun.',
    es: 'Racimo: todos los planetas caben en un trígono (120°); un foco concentrado y especializado. Planeta que va al frente: el Sol.',
    'pt-BR': 'Feixe: todos os planetas cabem num trígono (120°), um foco concentrado e especializado. Planeta que vai à frente: o Sol.',
    fr: 'Faisceau : toutes les planètes dans un trigone (120°) ; une attention concentrée et spécialisée. Planète de tête : le Soleil.',
    de: 'Bündel: Alle Planeten im Raum eines Trigons (120°); die Kraft gesammelt und spezialisiert. Führender Planet: Sonne.',
  };

  it.each(LOCALES)('%s', (locale) => {
    const shape = chartShape(BUNDLE, { locale });
    expect(shape).toEqual({ shape: 'bundle', leadingPlanet: 'Sun', description: HAND[locale] });
  });

  it('without a locale, the record is what it was; a shape without a leader has the one sentence', () => {
    expect(chartShape(BUNDLE)).toEqual({ shape: 'bundle', leadingPlanet: 'Sun', description: HAND.en });
    // Two groups of three planets across two empty arcs of 140°: a seesaw, which has no leading planet.
    const seesaw = place({ Sun: 0, Moon: 20, Mars: 40, Jupiter: 180, Saturn: 200, Venus: 220 });
    expect(chartShape(seesaw, { locale: 'de' })).toEqual({
      shape: 'seesaw',
      description: 'Wippe: zwei gegenüberliegende Gruppen von Planeten, getrennt durch zwei leere Bögen, und die eine Seite wird stets gegen die andere abgewogen.',
    });
    expect(() => chartShape(BUNDLE, { locale: 'xx' as never })).toThrow(UraniaError);
  });
});

describe('planetaryJoys: English unchanged, each language by hand', () => {
  const SUN_IN_NINTH: Readonly<Record<Locale, string>> = {
    en: 'The Sun rejoices in the 9th house, the place of the God, of religion, wisdom and long journeys.',
    es: 'El Sol tiene su gozo en la Casa 9, el lugar del Dios, de la religión, la sabiduría y los viajes largos.',
    'pt-BR': 'O Sol tem sua alegria na Casa 9, o lugar do Deus, da religião, da sabedoria e das viagens longas.',
    fr: 'Le Soleil a sa joie en maison 9, le lieu du Dieu, de la religion, de la sagesse et des longs voyages.',
    de: 'Die Sonne hat ihre Freude im neunten Haus, dem Ort des Gottes, der Religion, der Weisheit und der weiten Reisen.',
  };
  const placements = [{ body: 'Sun' as const, house: 9 }, { body: 'Moon' as const, house: 3 }, { body: 'Mars' as const, house: 7 }];

  it.each(LOCALES)('%s', (locale) => {
    const joys = planetaryJoys(placements, { locale });
    expect(joys.map((j) => [j.planet, j.joyHouse])).toEqual([['Moon', 3], ['Sun', 9]]);
    expect(joys[1]!.description).toBe(SUN_IN_NINTH[locale]);
  });

  it('without options, English as before; a third argument is still refused', () => {
    expect(planetaryJoys(placements)).toEqual([
      { planet: 'Moon', joyHouse: 3, description: 'The Moon rejoices in the 3rd house, the place of the Goddess, of journeys, siblings and daily movement.' },
      { planet: 'Sun', joyHouse: 9, description: SUN_IN_NINTH.en },
    ]);
    expect(() => (planetaryJoys as (...a: unknown[]) => unknown)(placements, {}, {})).toThrow(UraniaError);
  });
});

describe('the three families are whole in every translation (the arrays cannot carry warnings)', () => {
  it.each(TRANSLATED)('%s', (locale) => {
    for (const family of [ASPECT_PATTERN_WORDS_FAMILY, CHART_SHAPE_WORDS_FAMILY, PLANETARY_JOY_TEXT_FAMILY]) {
      expect(family.locales[locale].missing.map((m) => m.entry), `${family.name} ${locale}`).toEqual([]);
    }
  });
});

describe('the routes take the language from ?lang= (the body’s `locale` wins)', () => {
  const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('POST /aspect-patterns?lang=fr', async () => {
    const r = await server.post('/aspect-patterns?lang=fr', NY);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(aspectPatterns(natalChart(NY), { locale: 'fr' }))));
    const de = await server.post('/aspect-patterns?lang=fr', { ...NY, locale: 'de' });
    expect(de.body).toEqual(JSON.parse(JSON.stringify(aspectPatterns(natalChart(NY), { locale: 'de' }))));
  });

  it('POST /chart-shape?lang=fr', async () => {
    const r = await server.post('/chart-shape?lang=fr', NY);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(chartShape(natalChart(NY), { locale: 'fr' }))));
    expect((r.body as { description: string }).description).not.toBe(chartShape(natalChart(NY)).description);
    const en = await server.post('/chart-shape', NY);
    expect(en.body).toEqual(JSON.parse(JSON.stringify(chartShape(natalChart(NY)))));
  });

  it('POST /planetary-joys?lang=fr', async () => {
    const r = await server.post('/planetary-joys?lang=fr', { ...NY, houseSystem: 'Whole' });
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ planet: 'Sun', joyHouse: 9, description: SUN_FR });
  });
});

const SUN_FR = 'Le Soleil a sa joie en maison 9, le lieu du Dieu, de la religion, de la sagesse et des longs voyages.';
