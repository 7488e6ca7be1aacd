/**
 * More errors wholly in the requested language (issue 31, docs/errors.md "The language of messages"): the 105 keys
 * added after the first 76 (body spans, unknown names and places, the Vedic and traditional records' refusals, option
 * combinations, argument shapes), provoked for real and said back in English word for word, hand-typed in German,
 * French, Russian and Chinese; no English word of their English templates left in German or French; and the problems
 * answered before a route reads its language (401, 429, 404, a malformed body) said in the request's language, with
 * English answers unchanged.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_WORD_KEYS, type ErrorWordKey } from '../../src/errors/error-wording.js';
import { isUraniaError } from '../../src/errors/urania-error.js';
import { bodyDataSpan } from '../../src/ephemeris/body-data-span.js';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { spanWordingValues } from '../../src/ephemeris/span-wording.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { PROBLEM_DETAILS, PROBLEM_DETAIL_KEYS } from '../../src/http/problem-details.js';
import { problemTitle } from '../../src/http/problem-titles.js';
import { localizeErrorMessage } from '../../src/i18n/error-messages.js';
import { ERROR_WORDS, isErrorWording, sayErrorWording } from '../../src/i18n/error-words.js';
import { aspects } from '../../src/records/aspects.js';
import { chartShape } from '../../src/records/chart-shape.js';
import { chineseNewYear } from '../../src/records/chinese-calendar.js';
import { degreeSymbol } from '../../src/records/degree-symbol.js';
import { eventRange } from '../../src/records/event-range.js';
import { lots } from '../../src/records/lots.js';
import { panchang } from '../../src/records/panchang.js';
import { bodyPosition } from '../../src/records/positions.js';
import { localSiderealTime } from '../../src/records/sidereal-time.js';
import { yogaInterpretation } from '../../src/records/yoga-interpretation.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { civilInstant } from '../../src/time/civil-time.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';
import { signIndex } from '../../src/zodiac/signs.js';

/** The keys this family added (after `siderealFrame`, the last of the first 76, up to `stringLength`; the later ones: error-words-last). */
const NEW_KEYS: readonly ErrorWordKey[] = ERROR_WORD_KEYS.slice(ERROR_WORD_KEYS.indexOf('siderealFrame') + 1, ERROR_WORD_KEYS.indexOf('stringLength') + 1);

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

/** The error a call throws, as data. */
function thrown(f: () => unknown): { code: string; message: string; details: Record<string, unknown> } {
  try {
    f();
  } catch (e) {
    if (isUraniaError(e)) return { code: e.code, message: e.message, details: { ...e.details } };
    throw e;
  }
  throw new Error('no error thrown');
}

const BIRTH = { birthDate: '1990-07-04', birthTime: '12:00', latitude: 40, longitude: -74, timezone: 'America/New_York' };

/** Newly keyed errors of the library, provoked for real, and their sentences typed by hand. */
const PROVOKED: { name: string; call: () => unknown; key: ErrorWordKey; say: Partial<Record<LabelLocale, string>> }[] = [
  {
    name: 'a body outside its own span of data (Chiron in 500)',
    call: () => bodyPosition('Chiron', '0500-01-01T00:00:00Z'),
    key: 'span.bodyAt',
    say: {
      de: 'body: Für Chiron gibt es Daten nur in den Jahren 675 bis 3000, nicht für 0500-01-01T00:00:00Z.',
      fr: 'body : Chiron n’est disponible que pour les années 675 à 3000, pas pour 0500-01-01T00:00:00Z.',
      ru: 'body: для Chiron есть данные только за годы с 675 по 3000, но не на 0500-01-01T00:00:00Z.',
      'zh-Hans': 'body：Chiron 只有 675 至 3000 年的数据，没有 0500-01-01T00:00:00Z 的数据。',
    },
  },
  {
    name: 'a Panchang at a polar day',
    call: () => panchang({ date: '2024-06-21', latitude: 80, longitude: 0, timezone: 'UTC' } as never),
    key: 'polarDay.panchang',
    say: {
      de:
        'latitude 80: Am 2024-06-21 geht die Sonne dort nicht auf oder nicht unter (Polartag oder Polarnacht), also gibt es keinen vedischen Tag; ' +
        'eine Breite näher am Äquator oder ein anderes Datum angeben.',
      fr:
        'latitude 80 : le 2024-06-21, le Soleil ne s’y lève pas ou ne s’y couche pas (jour ou nuit polaire), il n’y a donc pas de jour védique ; ' +
        'donner une latitude plus proche de l’équateur ou une autre date.',
      'zh-Hans': 'latitude 80：2024-06-21 那天当地太阳不升起或不落下（极昼或极夜），因此没有吠陀日；请给出更靠近赤道的纬度或另一个日期。',
    },
  },
  {
    name: 'a body given twice to aspects()',
    call: () => aspects([{ body: 'Sun', longitude: 1, speed: 1 }, { body: 'Sun', longitude: 2, speed: 1 }] as never),
    key: 'appearsTwice',
    say: {
      de: 'positions[1].body: Sun kommt zweimal vor; jeden Himmelskörper nur einmal angeben.',
      fr: 'positions[1].body : Sun figure deux fois ; chaque corps une seule fois.',
    },
  },
  {
    name: 'an unknown lot',
    call: () => lots({ birth: BIRTH, ids: ['nope'] } as never),
    key: 'lot.unknown',
    say: {
      de: 'ids[0] ist „nope“, kein Los des Katalogs; eine ID aus docs/lots.md angeben, zum Beispiel "fortune" oder "marriage-of-men-valens".',
      fr: 'ids[0] vaut « nope », qui n’est pas une part du catalogue ; saisir un identifiant de docs/lots.md, par exemple "fortune" ou "marriage-of-men-valens".',
    },
  },
  {
    name: 'an unknown yoga',
    call: () => yogaInterpretation('nope'),
    key: 'yoga.unknown',
    say: {
      de: 'id muss die ID eines Yogas des Katalogs in Kebab-Schreibung sein, etwa "gajakesari", "ruchaka" oder "neecha-bhanga-raja" (vedicYogas listet sie auf).',
      fr: 'id doit être l’identifiant d’un yoga du catalogue, en kebab-case, tel que "gajakesari", "ruchaka" ou "neecha-bhanga-raja" (vedicYogas les énumère).',
    },
  },
  {
    name: 'a range ending before it starts',
    call: () => eventRange({ from: '2024-06-01', to: '2024-01-01' }, 10),
    key: 'toBeforeFrom.iso',
    say: {
      de: 'to (2024-01-01T00:00:00Z) darf nicht vor from (2024-06-01T00:00:00Z) liegen.',
      fr: 'to (2024-01-01T00:00:00Z) ne doit pas précéder from (2024-06-01T00:00:00Z).',
      ru: 'Поле to (2024-01-01T00:00:00Z) не должно быть раньше from (2024-06-01T00:00:00Z).',
    },
  },
  {
    name: 'a date the country skipped at its Gregorian reform (London, 1752)',
    call: () => civilInstant({ date: '1752-09-05', time: '12:00', latitude: 51.5, longitude: 0, timezone: 'Europe/London', calendar: 'auto' } as never),
    key: 'gregorian.country',
    say: {
      de: "date: Den Tag 1752-09-05 gab es in GB nicht, auf den 1752-09-02 (julianisch) folgte der 1752-09-14 (gregorianisch); eines dieser Daten angeben oder calendar: 'julian' bzw. 'gregorian'.",
      fr: "date : le 1752-09-05 n’a pas existé dans le pays GB : le 1752-09-02 (julien) a été suivi du 1752-09-14 (grégorien) ; donner l’une de ces dates, ou calendar: 'julian' ou 'gregorian'.",
    },
  },
  {
    name: 'a Julian Day that is not a number',
    call: () => instantFromJulianDay(NaN),
    key: 'jd.finiteNumber',
    say: { de: 'jd muss ein endliches Julianisches Datum sein.', fr: 'jd doit être un jour julien fini.' },
  },
  {
    name: 'an unknown sign',
    call: () => signIndex('Foo' as never),
    key: 'oneOf',
    say: {
      de: 'sign muss einer dieser Werte sein: Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius, Pisces.',
      fr: 'sign doit valoir l’une de ces valeurs : Aries, Taurus, Gemini, Cancer, Leo, Virgo, Libra, Scorpio, Sagittarius, Capricorn, Aquarius, Pisces.',
    },
  },
  {
    name: 'positions that are not a list',
    call: () => chartShape('x' as never),
    key: 'shape.arrayOf',
    say: { de: 'positions muss eine Liste von { body, longitude } sein.', fr: 'positions doit être une liste de { body, longitude }.' },
  },
  {
    name: 'an observer-dependent point without an observer',
    call: () => bodyPosition('Vertex', '2024-01-01T00:00:00Z'),
    key: 'needsObserver.give',
    say: {
      de: 'Vertex braucht einen Beobachter: Breite (-90..90) und Länge (-180..180) angeben.',
      fr: 'Vertex demande un observateur : donner la latitude (-90..90) et la longitude (-180..180).',
      ru: 'Для Vertex нужен наблюдатель: укажите широту (-90..90) и долготу (-180..180).',
    },
  },
  {
    name: 'an instant of the wrong type',
    call: () => instant(5 as never),
    key: 'instantInput',
    say: { de: 'at muss ein ISO-8601-Text, ein Date oder ein Instant sein.', fr: 'at doit être une chaîne ISO 8601, une Date ou un Instant.' },
  },
  {
    name: 'a flag that is not true or false',
    call: () => localSiderealTime('2024-01-01T00:00:00Z', 0, 'x' as never),
    key: 'aBoolean',
    say: { de: 'apparent muss true (wahr) oder false (falsch) sein.', fr: 'apparent doit valoir true (vrai) ou false (faux).' },
  },
  {
    name: 'a sign given with a longitude (degree symbols)',
    call: () => degreeSymbol({ longitude: 5, sign: 'Aries' } as never),
    key: 'degree.notWithLongitude',
    say: {
      de: 'sign lässt sich nicht mit longitude verbinden (eine Länge angeben oder ein Zeichen und einen Grad).',
      fr: 'sign ne se combine pas avec longitude (donner une longitude, ou un signe et un degré).',
    },
  },
  {
    name: 'a Chinese New Year before the Chinese calendar’s span',
    call: () => chineseNewYear(1700),
    key: 'integerFromTo',
    say: { de: 'year muss eine ganze Zahl von 1801 bis 2199 sein.', fr: 'year doit être un nombre entier de 1801 à 2199.', 'zh-Hans': 'year 必须是 1801 至 2199 之间的整数。' },
  },
];

describe('the 105 added error words', () => {
  it('are 105 keys, each in every locale with English’s arguments and none left in English (1050 templates)', () => {
    expect(NEW_KEYS.length).toBe(105);
    expect(NEW_KEYS[0]).toBe('shape.arrayOf');
    for (const locale of LABEL_LOCALES) {
      for (const key of NEW_KEYS) {
        expect(ERROR_WORDS[locale][key], `${locale} ${key}`).toMatch(/\S/);
        expect(argumentsOf(ERROR_WORDS[locale][key]), `${locale} ${key}`).toEqual(argumentsOf(ERROR_WORDS.en[key]));
        if (locale !== 'en') expect(ERROR_WORDS[locale][key], `${locale} ${key}`).not.toBe(ERROR_WORDS.en[key]);
      }
    }
  });

  it.each(PROVOKED)('$name: keyed, said back in English word for word, and by hand in German and French', ({ call, key, say }) => {
    const e = thrown(call);
    expect(isErrorWording(e.details.wording)).toBe(true);
    expect((e.details.wording as { key: string }).key).toBe(key);
    expect(localizeErrorMessage({ code: e.code as 'INVALID_ARGUMENT', message: e.message, details: e.details }, 'en')).toBe(e.message);
    expect(sayErrorWording(e.details.wording as never, 'en')).toBe(e.message);
    for (const [locale, sentence] of Object.entries(say) as [LabelLocale, string][]) {
      expect(localizeErrorMessage({ code: e.code as 'INVALID_ARGUMENT', message: e.message, details: e.details }, locale), locale).toBe(sentence);
    }
  });

  it('carries the years of a body span as data: every span’s description is its years and note', () => {
    const spans = availableBodies().map(bodyDataSpan).filter((s) => s !== undefined);
    expect(spans.length).toBeGreaterThan(10);
    for (const span of spans) {
      const v = spanWordingValues(span);
      expect(`years ${v.fromYear}..${v.toYear}${v.note === 'none' ? '' : ` (${v.note})`}`).toBe(span.description);
    }
  });
});

/** Code and data that stay in every language: identifiers, examples in quotes, literals, units and symbols. */
const CODE =
  /\b\w+=\w+|"[^"]*"|'[^']*'|\{ [^}]*\}|\b(?:true|false|Date|Instant|ISO|GeoNames|IANA|BPHS|Panchang|Ashtottari|Lahiri|Rahu|Gauquelin|kebab-case|JD|TT|UT|OpenAPI)\b|\b\w+\(\)|\b(?:calendar|center|step|body|latitude|longitude)\b|\b[A-Z]{2}\b|\(Germany\)|[a-z]+[A-Z][A-Za-z]*|\b\w+: '[^']*'|docs\/[\w./-]+|GET \/places/g;
/** Words spelled the same in the language and in English and meaning the same there. */
const OWN_WORDS: Readonly<Record<'de' | 'fr', readonly string[]>> = {
  // German: „das Solar“ is the solar return as German astrologers name it (docs/i18n/de.md); Code, Position, positive, China.
  de: ['name', 'text', 'an', 'in', 'id', 'dasha', 'lagna', 'kendra', 'trikona', 'kala', 'bala', 'yoga', 'atlas', 'vertex', 'solar', 'code', 'position', 'positive', 'ayanamsa', 'china'],
  // French (FRENCH_OWN too): « non vide », « ch. » (chapitre), le catalogue, une convention, le style, les angles, un code, un instant.
  fr: ['a', 'an', 'date', 'dates', 'position', 'positions', 'id', 'dasha', 'lagna', 'kendra', 'trikona', 'kala', 'bala', 'yoga', 'atlas', 'vertex', 'ascendant'],
};
/** French words spelled as English ones, each with its French sense. */
const FRENCH_OWN = ['non', 'ch', 'catalogue', 'convention', 'style', 'angles', 'code', 'type', 'types', 'observateur', 'instant', 'antipodes', 'points', 'options', 'ayanamsa', 'longitudes'];
/** Sample values: identifiers only, so that any English word found came from the template. */
const VALUES: Record<string, string> = {
  field: 'x1', shape: '{ b1 }', example: '{ e1 }', body: 'Vertex', values: 'v1, v2', received: 'r1', other: 'x5', min: '0', max: '9', fromYear: '675',
  toYear: '3000', note: 'n1', at: '0500-01-01T00:00:00Z', value: '7', scale: 'UT', date: '1752-09-05', from: '1700-03-01', to: '1712-02-30', country: 'GB',
  lastJulian: '1752-09-02', firstGregorian: '1752-09-14', text: 't1', candidates: 'c1; c2', latitude: '80', year: '2024', system: 's1',
  where: 'house', house: '8', presets: 'p1, p2', id: 'i1', count: '9', maximum: '9', rows: '9', perRow: '3', years: '-3000–3000', last: '2090-07-04T12:00:00Z',
};

describe('German and French say the added errors in their own words', () => {
  it.each(['de', 'fr'] as const)('%s: no word of an English template is left in its sentence', (locale) => {
    for (const key of NEW_KEYS) {
      for (const where of ['house', 'lagna']) {
        const values = { ...VALUES, where };
        const englishWords = new Set(
          sayErrorWording({ key, values }, 'en').replace(CODE, ' ').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 2),
        );
        const said = sayErrorWording({ key, values }, locale).replace(CODE, ' ').toLowerCase().split(/[^\p{L}]+/u);
        const own = locale === 'fr' ? [...OWN_WORDS.fr, ...FRENCH_OWN] : OWN_WORDS.de;
        const left = said.filter((w) => englishWords.has(w) && !own.includes(w));
        expect(left, `${locale} ${key}: ${sayErrorWording({ key, values }, locale)}`).toEqual([]);
      }
    }
  });
});

describe('problems answered before a route reads its language', () => {
  it('has every detail key in every locale with English’s arguments, none left in English', () => {
    for (const locale of LABEL_LOCALES) {
      for (const key of PROBLEM_DETAIL_KEYS) {
        expect(argumentsOf(PROBLEM_DETAILS[locale][key]), `${locale} ${key}`).toEqual(argumentsOf(PROBLEM_DETAILS.en[key]));
        if (locale !== 'en') expect(PROBLEM_DETAILS[locale][key], `${locale} ${key}`).not.toBe(PROBLEM_DETAILS.en[key]);
      }
    }
  });

  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  let limited: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    limited = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 1, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await app.close();
    await limited.close();
  });
  const HOUSES = '/api/v1/houses?date=1990-01-01&latitude=40&longitude=-74';
  type Body = { title: string; detail: string; code: string; type: string; errors?: { field: string; message: string }[] };

  it('401 without a key and with a bad key, in German and French (lang or Accept-Language), English unchanged', async () => {
    const none = (headers: Record<string, string>, url = HOUSES) => app.inject({ method: 'GET', url, headers });
    const en = await none({});
    expect(en.statusCode).toBe(401);
    expect((en.json() as Body).detail).toBe('Send the header Authorization: Bearer <API key>.');
    expect(en.headers['content-language']).toBeUndefined();
    const de = await none({}, `${HOUSES}&lang=de`);
    expect(de.statusCode).toBe(401);
    expect(de.json()).toMatchObject({ detail: 'Den Header Authorization: Bearer <API key> senden.', title: problemTitle('CREDENTIALS_REQUIRED', 'de'), code: 'CREDENTIALS_REQUIRED' });
    expect(de.headers['content-language']).toBe('de');
    expect(de.headers['www-authenticate']).toBe(en.headers['www-authenticate']);
    const fr = await none({ 'accept-language': 'fr-FR, en;q=0.5' });
    expect((fr.json() as Body).detail).toBe('Envoyer l’en-tête Authorization: Bearer <API key>.');
    const badEn = await none({ authorization: 'Bearer ura_nope' });
    expect(badEn.statusCode).toBe(401);
    expect((badEn.json() as Body).detail).toBe('The API key is not valid.');
    expect((await none({ authorization: 'Bearer ura_nope' }, `${HOUSES}&lang=de`)).json()).toMatchObject({ detail: 'Der API-Schlüssel ist ungültig.' });
    expect((await none({ authorization: 'Bearer ura_nope', 'accept-language': 'fr' })).json()).toMatchObject({ detail: 'La clé d’API n’est pas valide.' });
  });

  it('429 past the limit, in German and French, English unchanged', async () => {
    const hit = (url: string) => limited.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect((await hit(HOUSES)).statusCode).toBe(200);
    const en = await hit(HOUSES);
    expect(en.statusCode).toBe(429);
    const retry = en.headers['retry-after'];
    expect((en.json() as Body).detail).toBe(`Limit of 1 requests per 60 s reached for this key; retry in ${retry} s.`);
    const de = await hit(`${HOUSES}&lang=de`);
    expect((de.json() as Body).detail).toBe(`Grenze von 1 Anfrage je 60 s für diesen Schlüssel erreicht; in ${de.headers['retry-after']} s erneut versuchen.`);
    expect(de.headers['content-language']).toBe('de');
    const fr = await hit(`${HOUSES}&lang=fr`);
    expect((fr.json() as Body).detail).toBe(`Limite de 1 requête par 60 s atteinte pour cette clé ; réessayer dans ${fr.headers['retry-after']} s.`);
    expect((fr.json() as Body).title).toBe(problemTitle('RATE_LIMITED', 'fr'));
  });

  it('404 of an unknown route and a malformed JSON body, in German and Chinese', async () => {
    const auth = { authorization: `Bearer ${key}` };
    const en = await app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: auth });
    expect(en.statusCode).toBe(404);
    expect((en.json() as Body).detail).toBe('No route GET /api/v1/nowhere; see the OpenAPI document at /api/v1/openapi.json.');
    const de = await app.inject({ method: 'GET', url: '/api/v1/nowhere?lang=de', headers: auth });
    expect((de.json() as Body).detail).toBe('Keine Route GET /api/v1/nowhere; siehe das OpenAPI-Dokument unter /api/v1/openapi.json.');
    const post = (lang: string) =>
      app.inject({ method: 'POST', url: '/api/v1/natal-chart', headers: { ...auth, 'content-type': 'application/json', 'accept-language': lang }, payload: '{"birthDate":' });
    const enBody = (await post('en')).json() as Body;
    expect(enBody.code).toBe('MALFORMED_BODY');
    expect(enBody.detail).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    expect(((await post('de')).json() as Body).detail).toBe("Der Anfragekörper ist kein gültiges JSON, obwohl content-type 'application/json' ist.");
    expect(((await post('zh-Hans')).json() as Body).detail).toBe("content-type 为 'application/json'，但请求体不是有效的 JSON。");
  });

  it('a route’s newly keyed error by ?lang= equals the library’s error said in that language', async () => {
    const library = thrown(() => bodyPosition('Chiron', '0500-01-01T00:00:00Z'));
    const url = '/api/v1/panchang?date=2024-06-21&latitude=80&longitude=0&timezone=UTC';
    const polar = thrown(() => panchang({ date: '2024-06-21', latitude: 80, longitude: 0, timezone: 'UTC' } as never));
    for (const locale of ['de', 'fr', 'ru'] as const) {
      const r = await app.inject({ method: 'GET', url: `${url}&lang=${locale}`, headers: { authorization: `Bearer ${key}` } });
      const body = r.json() as Body;
      expect(body.detail, locale).toBe(localizeErrorMessage({ code: polar.code as 'INVALID_ARGUMENT', message: polar.message, details: polar.details }, locale));
    }
    const en = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect((en.json() as Body).detail).toBe(polar.message);
    expect(localizeErrorMessage({ code: library.code as 'OUT_OF_RANGE', message: library.message, details: library.details }, 'de')).not.toContain('available');
  });
});
