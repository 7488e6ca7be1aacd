/**
 * The last error sentences in the requested language (issue 31, docs/errors.md "The language of messages"): the 31
 * keys after `stringLength` (a public function given too many arguments, the chart drawings' chart arguments, the
 * toolkit's shapes, the lunar data not loaded, a JSON member refused, a lot formula refused) provoked for real, said
 * back in English word for word and typed by hand in German and French (some in Russian or Chinese); every key in
 * every locale with English's arguments; no English word of their English templates left in German or French; a re-throw under a member keeps
 * its wording; and, over HTTP, a member given twice and a request above the per-request compute limit answered in
 * the request's language, English unchanged.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartArgument } from '../../src/chart-wheel/chart-argument.js';
import { aspectGrid } from '../../src/chart-wheel/aspect-grid.js';
import { underMember } from '../../src/chart-wheel/under-member.js';
import { parseLotFormula } from '../../src/charts/lots/lot-formula.js';
import { placedLongitudes } from '../../src/charts/rules/placed-longitudes.js';
import { ERROR_WORD_KEYS, type ErrorWordKey } from '../../src/errors/error-wording.js';
import { isUraniaError } from '../../src/errors/urania-error.js';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { createElpOnDemandSource } from '../../src/ephemeris/elp-on-demand.js';
import { solveKepler } from '../../src/ephemeris/uranian-kepler.js';
import { transitTimelineChart } from '../../src/forecast-charts/transit-timeline-chart.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { PROBLEM_DETAILS } from '../../src/http/problem-details.js';
import { localizeErrorMessage } from '../../src/i18n/error-messages.js';
import { ERROR_WORDS, isErrorWording, sayErrorWording } from '../../src/i18n/error-words.js';
import { nearestPlace } from '../../src/places/nearest-place.js';
import { aspectPatterns } from '../../src/records/aspect-patterns.js';
import { electionalWindows } from '../../src/records/electional-windows.js';
import { eventRange } from '../../src/records/event-range.js';
import { profection } from '../../src/records/profection.js';
import { signInfo } from '../../src/records/sign-info.js';
import { traditionalChart } from '../../src/records/traditional-chart.js';
import { weeklyHoroscope } from '../../src/records/weekly-horoscope.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { civilInstant, civilTime } from '../../src/time/civil-time.js';
import { calendarFromJulianDay } from '../../src/time/julian-day.js';

/** The keys this family added (after `stringLength`, the last of errors-more's, up to `lot.formula`; varga.methodForDivision: varga-method-list.test.ts). */
const NEW_KEYS: readonly ErrorWordKey[] = ERROR_WORD_KEYS.slice(ERROR_WORD_KEYS.indexOf('stringLength') + 1, ERROR_WORD_KEYS.indexOf('lot.formula') + 1);

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }> };

/** The argument names of an ICU template (select and plural ones included), sorted. */
function argumentsOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const n of nodes) {
      if (n.type >= 1 && n.type <= 6 && typeof n.value === 'string') names.add(n.value);
      for (const option of Object.values(n.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(template, 'en').getAst() as unknown as AstNode[]);
  return [...names].sort();
}

type Thrown = { code: string; message: string; details: Record<string, unknown> };

/** The error a call throws, as data. */
function thrown(f: () => unknown): Thrown {
  try {
    f();
  } catch (e) {
    if (isUraniaError(e)) return { code: e.code, message: e.message, details: { ...e.details } };
    throw e;
  }
  throw new Error('no error thrown');
}

const say = (e: Thrown, locale: LabelLocale) => localizeErrorMessage({ code: e.code as 'INVALID_ARGUMENT', message: e.message, details: e.details }, locale);
const WHEEL = 'natalWheel(chart, options)';
/** What a refused lot formula says to type, after the reason (English, German, French, Chinese). */
const LOT_EN = `; type a sum such as 'Asc + Venus - Saturn': each term a point (Asc, MC, Dsc, IC, Fortune, Spirit or a body such as Sun, Venus, NorthNode), a house cusp H1 … H12, the lord of one, Ruler(H2) or Ruler(Asc), or a degree of a sign, 15 Cancer`;
const LOT_DE = `; eine Summe wie 'Asc + Venus - Saturn' eingeben. Jeder Term ist ein Punkt (Asc, MC, Dsc, IC, Fortune, Spirit oder ein Himmelskörper wie Sun, Venus, NorthNode), eine Häuserspitze H1 … H12, deren Herrscher, Ruler(H2) oder Ruler(Asc), oder ein Grad eines Zeichens, 15 Cancer.`;
const LOT_FR = ` ; saisir une somme telle que 'Asc + Venus - Saturn'. Chaque terme est un point (Asc, MC, Dsc, IC, Fortune, Spirit ou un corps comme Sun, Venus, NorthNode), une cuspide de maison H1 … H12, son maître, Ruler(H2) ou Ruler(Asc), ou un degré d’un signe, 15 Cancer.`;
const LOT_ZH = `请写成类似 'Asc + Venus - Saturn' 的和式。每一项可以是一个点（Asc、MC、Dsc、IC、Fortune、Spirit，或 Sun、Venus、NorthNode 等天体）、宫头 H1 … H12、其主星 Ruler(H2) 或 Ruler(Asc)，或某星座的度数，如 15 Cancer。`;

/** Newly keyed errors of the library, provoked for real, their English as the library says it, and by hand in other languages. */
const PROVOKED: { name: string; call: () => unknown; key: ErrorWordKey; en: string; say: Partial<Record<LabelLocale, string>> }[] = [
  {
    name: 'weeklyHoroscope given two arguments',
    call: () => (weeklyHoroscope as (...a: unknown[]) => unknown)({ sign: 'Aries', date: '2024-04-10' }, { locale: 'de' }),
    key: 'arguments.extra',
    en: "weeklyHoroscope takes one argument, weeklyHoroscope(input), but was given 2: put every option inside input, e.g. weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' })",
    say: {
      de: "weeklyHoroscope nimmt ein Argument an, weeklyHoroscope(input), erhielt aber 2: jede Option in input angeben, etwa weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' }).",
      fr: "weeklyHoroscope prend un seul argument, weeklyHoroscope(input), mais en a reçu 2 : mettre chaque option dans input, par exemple weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' }).",
      ru: "Функция weeklyHoroscope принимает один аргумент, weeklyHoroscope(input), но передано аргументов: 2; поместите все параметры в input, например weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' }).",
      'zh-Hans': "weeklyHoroscope 只接受一个参数（weeklyHoroscope(input)），却收到了 2 个：请把所有选项放进 input，例如 weeklyHoroscope({ sign: 'Aries', date: '2024-04-10' })。",
    },
  },
  {
    name: 'availableBodies given an argument',
    call: () => (availableBodies as (...a: unknown[]) => unknown)(1),
    key: 'arguments.extra',
    en: 'availableBodies takes no argument, availableBodies(), but was given 1: call availableBodies()',
    say: {
      de: 'availableBodies nimmt kein Argument an, availableBodies(), erhielt aber 1: availableBodies() ohne Argument aufrufen.',
      fr: 'availableBodies ne prend aucun argument, availableBodies(), mais en a reçu 1 : appeler availableBodies().',
    },
  },
  {
    name: 'signInfo given three arguments',
    call: () => (signInfo as (...a: unknown[]) => unknown)('Scorpio', {}, 3),
    key: 'arguments.extra',
    en: "signInfo takes 2 arguments, signInfo(sign, options?), but was given 3: put every option inside options, e.g. signInfo('Scorpio')",
    say: {
      de: "signInfo nimmt höchstens 2 Argumente an, signInfo(sign, options?), erhielt aber 3: jede Option in options angeben, etwa signInfo('Scorpio').",
      fr: "signInfo prend au plus 2 arguments, signInfo(sign, options?), mais en a reçu 3 : mettre chaque option dans options, par exemple signInfo('Scorpio').",
      ru: "Функция signInfo принимает не более 2 аргументов, signInfo(sign, options?), но передано аргументов: 3; поместите все параметры в options, например signInfo('Scorpio').",
    },
  },
  {
    name: 'nearestPlace given an object for a latitude',
    call: () => nearestPlace({} as never, 10),
    key: 'degreesFromToGot',
    en: 'latitude must be a number of degrees from -90 to 90, got an object',
    say: {
      de: 'latitude muss eine Gradzahl von -90 bis 90 sein, angegeben war ein Objekt.',
      fr: 'latitude doit être un nombre de degrés de -90 à 90, reçu : un objet.',
    },
  },
  {
    name: 'aspectPatterns given no lists',
    call: () => aspectPatterns(5 as never, [] as never),
    key: 'positionsAndAspects',
    en: 'positions and aspects must be arrays',
    say: { de: 'positions und aspects müssen Listen sein.', fr: 'positions et aspects doivent être des listes.' },
  },
  {
    name: 'a range that is not an object',
    call: () => eventRange(null as never, 10),
    key: 'range.object',
    en: 'a range { from, to } of ISO-8601 instants is required',
    say: { de: 'Ein Zeitraum { from, to } aus ISO-8601-Zeitpunkten ist erforderlich.', fr: 'Un intervalle { from, to } d’instants ISO-8601 est obligatoire.' },
  },
  {
    name: 'a profection without a birth',
    call: () => profection(null as never, '2024-01-01'),
    key: 'shape.objectOrRecord',
    en: 'birth must be { birth, ascendant } or a NatalChartResponse',
    say: { de: 'birth muss { birth, ascendant } oder eine NatalChartResponse sein.', fr: 'birth doit être { birth, ascendant } ou une réponse NatalChartResponse.' },
  },
  {
    name: 'a traditional chart of nothing',
    call: () => traditionalChart(null as never),
    key: 'shape.recordOrObject',
    en: 'chart must be a NatalChartResponse or { ascendant, isDayChart, longitudes }',
    say: {
      de: 'chart muss eine NatalChartResponse oder { ascendant, isDayChart, longitudes } sein.',
      fr: 'chart doit être une réponse NatalChartResponse ou { ascendant, isDayChart, longitudes }.',
    },
  },
  {
    name: 'electional windows without a request',
    call: () => electionalWindows(null as never),
    key: 'requestObject',
    en: 'an ElectionalRequest object is required',
    say: { de: 'Ein Objekt vom Typ ElectionalRequest ist erforderlich.', fr: 'Un objet ElectionalRequest est obligatoire.' },
  },
  {
    name: 'Kepler’s equation for a hyperbola',
    call: () => solveKepler(0, 1.5),
    key: 'eccentricity',
    en: 'eccentricity must be in 0..<1 (elliptic orbit)',
    say: {
      de: 'eccentricity muss im Bereich 0..<1 liegen (elliptische Bahn).',
      fr: 'eccentricity doit être compris dans 0..<1 (orbite elliptique).',
      'zh-Hans': 'eccentricity 必须在 0..<1 之内（椭圆轨道）。',
    },
  },
  {
    name: 'the osculating lunar points before their data is loaded',
    call: () => createElpOnDemandSource(undefined, () => Promise.reject(new Error('not here'))).data('osculating'),
    key: 'ephemeris.osculatingNotLoaded',
    en: "the ephemeris of the osculating lunar points (NorthNode, SouthNode, LilithTrue) is not loaded: call `await loadBodies(['NorthNode'])` (or `await loadBodies()` for every body) once before computing them — in a browser or a bundled app (`urania` and `urania/core` alike) the full lunar theory loads on demand; under Node it loads by itself on first use",
    say: {
      de:
        "Die Ephemeride der oskulierenden Mondpunkte (NorthNode, SouthNode, LilithTrue) ist nicht geladen: vor ihrer Berechnung einmal `await loadBodies(['NorthNode'])` aufrufen (oder `await loadBodies()` für alle Himmelskörper). " +
        'Im Browser oder in einer gebündelten Anwendung (`urania` wie `urania/core`) wird die vollständige Mondtheorie bei Bedarf geladen; unter Node lädt sie sich beim ersten Gebrauch selbst.',
      fr:
        "L’éphéméride des points lunaires osculateurs (NorthNode, SouthNode, LilithTrue) n’est pas chargée : appeler une fois `await loadBodies(['NorthNode'])` (ou `await loadBodies()` pour tous les corps) avant de les calculer. " +
        'Dans un navigateur ou une application empaquetée (`urania` comme `urania/core`), la théorie lunaire complète se charge à la demande ; sous Node, elle se charge d’elle-même à la première utilisation.',
    },
  },
  {
    name: 'the lunar theory outside 1800–2200 before it is loaded',
    call: () => createElpOnDemandSource(undefined, () => Promise.reject(new Error('not here'))).data('span'),
    key: 'ephemeris.lunarTheoryNotLoaded',
    en: 'the lunar theory of the years before 1760 and after 2240 is not loaded: call `await loadEphemerisSpan()` (or `await loadEphemerisEra(…)` for one era) once before computing dates outside 1800–2200 — in a browser or a bundled app (`urania` and `urania/core` alike) it loads with the eras; under Node it loads by itself on first use',
    say: {
      de:
        'Die Mondtheorie der Jahre vor 1760 und nach 2240 ist nicht geladen: vor der Berechnung von Daten außerhalb von 1800–2200 einmal `await loadEphemerisSpan()` aufrufen (oder `await loadEphemerisEra(…)` für eine Epoche). ' +
        'Im Browser oder in einer gebündelten Anwendung (`urania` wie `urania/core`) wird sie mit den Epochen geladen; unter Node lädt sie sich beim ersten Gebrauch selbst.',
      fr:
        'La théorie lunaire des années antérieures à 1760 et postérieures à 2240 n’est pas chargée : appeler une fois `await loadEphemerisSpan()` (ou `await loadEphemerisEra(…)` pour une seule époque) avant de calculer des dates hors de 1800–2200. ' +
        'Dans un navigateur ou une application empaquetée (`urania` comme `urania/core`), elle se charge avec les époques ; sous Node, elle se charge d’elle-même à la première utilisation.',
    },
  },
  {
    name: 'a Julian day that is not a number',
    call: () => calendarFromJulianDay(Number.NaN),
    key: 'julianDay.finite',
    en: 'Julian day must be a finite number',
    say: { de: 'Das Julianische Datum muss eine endliche Zahl sein.', fr: 'Le jour julien doit être un nombre fini.', ru: 'Юлианский день должен быть конечным числом.' },
  },
  {
    name: 'a civil time of nothing',
    call: () => civilTime(null as never),
    key: 'civilTimeInput',
    en: 'civil time input must be an object { date, time?, latitude, longitude, timezone? }',
    say: {
      de: 'Die Angabe der bürgerlichen Zeit muss ein Objekt { date, time?, latitude, longitude, timezone? } sein.',
      fr: 'L’heure civile doit être donnée par un objet { date, time?, latitude, longitude, timezone? }.',
    },
  },
  {
    name: 'placed longitudes of a number',
    call: () => placedLongitudes(5 as never),
    key: 'shape.arrayOfOr',
    en: 'positions must be an array of { body, longitude } or PlanetaryPosition',
    say: {
      de: 'positions muss eine Liste von { body, longitude } oder PlanetaryPosition sein.',
      fr: 'positions doit être une liste de { body, longitude } ou de PlanetaryPosition.',
    },
  },
  {
    name: 'a transit timeline drawing of a number',
    call: () => transitTimelineChart(5 as never),
    key: 'contacts.array',
    en: 'contacts must be an array of transit contacts (the answer of transitTimeline)',
    say: {
      de: 'contacts muss eine Liste von Transitkontakten sein (das Ergebnis von transitTimeline).',
      fr: 'contacts doit être une liste de contacts de transit (la réponse de transitTimeline).',
    },
  },
  {
    name: 'an empty transit timeline drawing without its dates',
    call: () => transitTimelineChart([]),
    key: 'timeline.emptyNeedsRange',
    en: 'options.from and options.to are required to draw an empty timeline',
    say: {
      de: 'options.from und options.to sind erforderlich, um eine leere Zeitleiste zu zeichnen.',
      fr: 'options.from et options.to sont obligatoires pour dessiner une frise vide.',
      'zh-Hans': '要绘制空的时间线，必须给出 options.from 和 options.to。',
    },
  },
  {
    name: 'an aspect grid of a chart without its list of positions',
    call: () => aspectGrid({ positions: 5, aspects: [] } as never),
    key: 'chart.listMember',
    en: 'chart.positions must be the list a natal chart record holds: pass what natalChart() returns',
    say: {
      de: 'chart.positions muss die Liste sein, die ein Radix-Datensatz enthält: das Ergebnis von natalChart() übergeben.',
      fr: 'chart.positions doit être la liste que contient l’enregistrement d’un thème natal : passer ce que renvoie natalChart().',
    },
  },
  {
    name: 'an aspect grid whose name option is not a function',
    call: () => aspectGrid({ positions: [], aspects: [] } as never, { name: 5 } as never),
    key: 'nameFunction',
    en: 'options.name must be a function from a body to its name, such as (body) => body, or left out',
    say: {
      de: 'options.name muss eine Funktion sein, die einem Himmelskörper seinen Namen gibt, etwa (body) => body, oder ganz fehlen.',
      fr: 'options.name doit être une fonction qui donne à un corps son nom, telle que (body) => body, ou être omis.',
    },
  },
  {
    name: 'a wheel of nothing',
    call: () => chartArgument(null, 'chart', WHEEL),
    key: 'chartArgument.notRecord',
    en: 'chart must be a natal chart record, what natalChart() returns: natalWheel(chart, options)',
    say: {
      de: 'chart muss ein Radix-Datensatz sein, wie ihn natalChart() liefert: natalWheel(chart, options).',
      fr: 'chart doit être l’enregistrement d’un thème natal, ce que renvoie natalChart() : natalWheel(chart, options).',
    },
  },
  {
    name: 'a wheel of a chart wrapped in an object',
    call: () => chartArgument({ chart: { positions: [] } }, 'chart', WHEEL),
    key: 'chartArgument.holder',
    en: 'chart must be the chart record itself, not an object holding it in `chart`: pass its chart (natalWheel(chart, options))',
    say: {
      de: 'chart muss der Horoskop-Datensatz selbst sein, nicht ein Objekt, das ihn in `chart` enthält: chart daraus übergeben (natalWheel(chart, options)).',
      fr: 'chart doit être l’enregistrement du thème lui-même, et non un objet qui le contient dans `chart` : passer son chart (natalWheel(chart, options)).',
    },
  },
  {
    name: 'a wheel of a birth',
    call: () => chartArgument({ birthDate: '1990-07-15' }, 'chart', WHEEL),
    key: 'chartArgument.birth',
    en: 'chart is a birth (a natal chart request), not a chart: cast it with natalChart() first (natalWheel(chart, options))',
    say: {
      de: 'chart ist eine Geburtsangabe (die Anfrage eines Radix), kein Horoskop: zuerst mit natalChart() berechnen (natalWheel(chart, options)).',
      fr: 'chart est une naissance (la requête d’un thème natal), pas un thème : la calculer d’abord avec natalChart() (natalWheel(chart, options)).',
      ru: 'Поле chart — это данные рождения (запрос натальной карты), а не карта: сначала постройте карту через natalChart() (natalWheel(chart, options)).',
    },
  },
  {
    name: 'a wheel of an object without positions',
    call: () => chartArgument({ a: 1 }, 'chart', WHEEL),
    key: 'chartArgument.noPositions',
    en: 'chart must be a natal chart record with positions, what natalChart() returns: natalWheel(chart, options)',
    say: {
      de: 'chart muss ein Radix-Datensatz mit Positionen sein, wie ihn natalChart() liefert: natalWheel(chart, options).',
      fr: 'chart doit être l’enregistrement d’un thème natal avec ses positions, ce que renvoie natalChart() : natalWheel(chart, options).',
    },
  },
  {
    name: 'a lot formula whose signs do not add up to one',
    call: () => parseLotFormula('Asc + Venus'),
    key: 'lot.formula',
    en: `formula adds up to 2 points instead of one (a lot needs as many "-" terms as "+" terms after the first)${LOT_EN}`,
    say: {
      de: `formula ergibt in der Summe 2 Punkte statt eines (ein Los braucht nach dem ersten Term ebenso viele „-“ wie „+“)${LOT_DE}`,
      fr: `formula totalise 2 points au lieu d’un seul (une part demande, après le premier terme, autant de termes « - » que de termes « + »)${LOT_FR}`,
    },
  },
  {
    name: 'a lot formula naming a point Urania does not know',
    call: () => parseLotFormula('Asc + Foo - Sun', 'lots[0].formula'),
    key: 'lot.formula',
    en: `lots[0].formula has "Foo", which is not a point Urania knows${LOT_EN}`,
    say: {
      de: `lots[0].formula enthält „Foo“, einen Punkt, den Urania nicht kennt${LOT_DE}`,
      fr: `lots[0].formula contient « Foo », qui n’est pas un point connu d’Urania${LOT_FR}`,
      'zh-Hans': `lots[0].formula 含有“Foo”，这不是 Urania 认识的点；${LOT_ZH}`,
    },
  },
];

describe('the last 31 error words', () => {
  it('are 31 keys, each in every locale with English’s arguments and none left in English (310 templates)', () => {
    expect(NEW_KEYS.length).toBe(31);
    expect(NEW_KEYS[0]).toBe('arguments.extra');
    for (const locale of LABEL_LOCALES) {
      for (const key of NEW_KEYS) {
        expect(ERROR_WORDS[locale][key], `${locale} ${key}`).toMatch(/\S/);
        expect(argumentsOf(ERROR_WORDS[locale][key]), `${locale} ${key}`).toEqual(argumentsOf(ERROR_WORDS.en[key]));
        if (locale !== 'en') expect(ERROR_WORDS[locale][key], `${locale} ${key}`).not.toBe(ERROR_WORDS.en[key]);
      }
      for (const key of ['budgetPerRequest', 'budgetPerRequestEntry'] as const) {
        expect(argumentsOf(PROBLEM_DETAILS[locale][key]), `${locale} ${key}`).toEqual(argumentsOf(PROBLEM_DETAILS.en[key]));
        if (locale !== 'en') expect(PROBLEM_DETAILS[locale][key], `${locale} ${key}`).not.toBe(PROBLEM_DETAILS.en[key]);
      }
    }
  });

  it.each(PROVOKED)('$name: keyed, English unchanged and said back word for word, and by hand in other languages', ({ call, key, en, say: by }) => {
    const e = thrown(call);
    expect(e.message).toBe(en);
    expect(isErrorWording(e.details.wording)).toBe(true);
    expect((e.details.wording as { key: string }).key).toBe(key);
    expect(say(e, 'en')).toBe(en);
    expect(sayErrorWording(e.details.wording as never, 'en')).toBe(en);
    for (const [locale, sentence] of Object.entries(by) as [LabelLocale, string][]) expect(say(e, locale), locale).toBe(sentence);
  });

  it('a re-throw under a member keeps the inner wording and says the member as renamed', () => {
    const e = thrown(() =>
      underMember('personA', () => civilInstant({ date: '1990-13-01', time: '12:00', latitude: 0, longitude: 0, timezone: 'UTC' } as never)),
    );
    expect(e.details.field).toBe('personA.date');
    expect(isErrorWording(e.details.wording)).toBe(true);
    const de = say(e, 'de');
    expect(de).toContain('personA.date');
    expect(de).toBe(sayErrorWording(e.details.wording as never, 'de', 'personA.date'));
  });
});

/** Code and data that stay in every language: identifiers, calls, examples, shapes and literals. */
const CODE = /`[^`]*`|\{ [^}]*\}|'[^']*'|\b\w+\(\)|\b[a-z]+[A-Z][A-Za-z]*\b|\b(?:ISO|Node|NorthNode|SouthNode|LilithTrue|from|to|positions|aspects|eccentricity|center|null|none|Chiron|Asc|MC|Dsc|IC|Fortune|Spirit|Sun|Venus|Cancer|Ruler|Urania)\b/g;
/** Words spelled the same in the language and in English and meaning the same there, each with its sense. */
const OWN_WORDS: Readonly<Record<'de' | 'fr', readonly string[]>> = {
  // German: der Browser, die Option, das Argument (einer Funktion), „an“ (the separable prefix of „annehmen“), in,
  // der Name, das Ayanamsa, der Term (einer Summe), die Position.
  de: ['browser', 'option', 'argument', 'an', 'in', 'name', 'ayanamsa', 'term', 'position'],
  // French: un argument, une option, les angles, le centre, « non vide », (le thème) natal, une position, un point,
  // des points (lunaires), l’horizon, le type, un contact de transit, « a » (has), un instant, une date.
  fr: [
    'argument', 'arguments', 'option', 'angles', 'centre', 'non', 'natal', 'position', 'positions', 'point', 'points', 'horizon', 'type',
    'ayanamsa', 'contacts', 'transit', 'a', 'instant', 'instants', 'date', 'dates',
  ],
};
const VALUES: Record<string, string> = {
  name: 'f1', max: '2', usage: 'f1(x1)', given: '3', last: 'x1', example: 'f1(e1)', field: 'x1', limit: '90', got: 'object', value: '7', shape: '{ b1 }',
  record: 'R1', type: 'T1', bodies: 'b1, b2', body: 'Chiron', why: 'horizon', holder: 'h1', other: 'x2', word: 'w1', degree: '31', sign: 'Cancer', house: '13', sum: '2',
};

describe('German and French say the last errors in their own words', () => {
  it.each(['de', 'fr'] as const)('%s: no word of an English template is left in its sentence', (locale) => {
    for (const key of NEW_KEYS) {
      const whys = ['lordOfLord', 'degree', 'house', 'unknown', 'empty', 'tooLong', 'leadingSign', 'danglingSign', 'tooMany'].map((why) => ({ why }));
      const variants: Record<string, string>[] = [
        {},
        { max: '0', last: 'none', example: 'none', got: 'null', why: 'sun' },
        { max: '1', got: 'value', why: 'moonOrbit' },
        ...whys,
      ];
      for (const variant of variants) {
        const values = { ...VALUES, ...variant };
        const englishWords = new Set(
          sayErrorWording({ key, values }, 'en').replace(CODE, ' ').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 2),
        );
        const said = sayErrorWording({ key, values }, locale).replace(CODE, ' ').toLowerCase().split(/[^\p{L}]+/u);
        const left = said.filter((w) => englishWords.has(w) && !OWN_WORDS[locale].includes(w));
        expect(left, `${locale} ${key}: ${sayErrorWording({ key, values }, locale)}`).toEqual([]);
      }
    }
  });
});

describe('over HTTP, in the request’s language', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  let budgeted: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
    budgeted = await createServer({ apiKeys: [key], executor: 'inline', costBudget: { limit: 100, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await app.close();
    await budgeted.close();
  });
  type Body = { title: string; detail: string; code: string; errors?: { field: string; message: string; allowed?: string }[] };

  it('a member given twice in a JSON body: German and French by hand, English unchanged', async () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/natal-chart',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
        payload: '{"birthDate":"1990-07-15","birthDate":"1991-01-01","latitude":1,"longitude":2}',
      });
    const en = await post({});
    expect(en.statusCode).toBe(400);
    expect((en.json() as Body).detail).toBe('The member birthDate is given more than once; send each member once.');
    const de = await post({ 'accept-language': 'de' });
    expect(de.statusCode).toBe(400);
    expect((de.json() as Body).detail).toBe('Das Feld birthDate kommt mehr als einmal vor; jedes Feld nur einmal senden.');
    const fr = await post({ 'accept-language': 'fr' });
    expect((fr.json() as Body).detail).toBe('Le membre birthDate figure plus d’une fois ; n’envoyer chaque membre qu’une fois.');
    expect((fr.json() as Body).code).toBe((en.json() as Body).code);
  });

  it('a request above the per-request compute limit: German, French and Russian by hand, English unchanged', async () => {
    const url = '/api/v1/ingresses?start=2000-01-01&end=2040-01-01&bodies=Sun,Mercury,Venus';
    const get = (lang?: string) => budgeted.inject({ url: lang === undefined ? url : `${url}&lang=${lang}`, headers: { authorization: `Bearer ${key}` } });
    const en = await get();
    expect(en.statusCode).toBe(400);
    const english = en.json() as Body;
    const units = /asks for (\d+) units/.exec(english.detail)?.[1];
    expect(Number(units)).toBeGreaterThan(100);
    expect(english.detail).toBe(`This request asks for ${units} units of work (docs/http.md, "Compute budget"); one request may ask for at most 100: narrow bodies.`);
    expect(english.errors?.[0]).toEqual({ field: 'bodies', message: `asks for ${units} units of work, above the per-request limit`, allowed: 'at most 100 units of work' });
    const de = (await get('de')).json() as Body;
    expect(de.detail).toBe(`Diese Anfrage verlangt ${units} Arbeitseinheiten (docs/http.md, „Compute budget“); eine Anfrage darf höchstens 100 verlangen: bodies eingrenzen.`);
    expect(de.errors?.[0]).toEqual({ field: 'bodies', message: `verlangt ${units} Arbeitseinheiten, mehr als die Grenze je Anfrage`, allowed: 'at most 100 units of work' });
    const fr = (await get('fr')).json() as Body;
    expect(fr.detail).toBe(`Cette requête demande ${units} unités de travail (docs/http.md, « Compute budget ») ; une requête peut en demander au plus 100 : restreindre bodies.`);
    const ru = (await get('ru')).json() as Body;
    expect(ru.detail).toMatch(new RegExp(`^Этот запрос требует ${units} единиц[аы]? работы \\(docs/http.md, «Compute budget»\\); один запрос может требовать не более 100: сузьте bodies\\.$`));
    expect(de.title).not.toBe(english.title);
  });
});
