/**
 * Error messages wholly in the requested language (issue 31, docs/errors.md "The language of messages"): every keyed
 * sentence (src/errors/error-wording.ts) has a template in every locale with English's arguments; English templates
 * say the library's own messages word for word; the reported cases answer in German, French, Spanish, Russian and
 * Chinese as a reader of each would expect, with no English word of the English sentence left, `allowed`, `code` and
 * `type` unchanged, the HTTP answer the library's error said in that language, and problem titles translated.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_WORD_KEYS, type ErrorWording } from '../../src/errors/error-wording.js';
import { isUraniaError } from '../../src/errors/urania-error.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { problemOfUraniaError } from '../../src/http/error-response.js';
import { HTTP_ERRORS, type HttpErrorCode } from '../../src/http/errors.js';
import { PROBLEM_TITLES } from '../../src/http/problem-titles.js';
import { localizeErrorMessage } from '../../src/i18n/error-messages.js';
import { ERROR_WORDS, isErrorWording, sayErrorWording } from '../../src/i18n/error-words.js';
import { requireNumberInRange } from '../../src/errors/checks.js';
import { requireMaxSpan } from '../../src/events/event-range.js';
import { fixedStar } from '../../src/records/fixed-stars.js';
import { queryLocalDate } from '../../src/records/query-local-date.js';
import { requireIntegerInRange, requireOneOf } from '../../src/records/request-checks.js';
import { requireLongitude } from '../../src/zodiac/signs.js';
import { parseYear } from '../../src/http/routes/params.js';
import { notBeforeBirth } from '../../src/records/not-before-birth.js';
import { observerPair } from '../../src/records/observer-pair.js';
import { checkZodiacFrame, zodiacChoice } from '../../src/records/zodiac-choice.js';
import { fieldSentence, parse, validate } from '../../src/records/parse.js';
import { NatalChartRequest } from '../../src/schemas/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/label-locale.js';
import { civilInstant } from '../../src/time/civil-time.js';
import { instant } from '../../src/time/instant.js';
import { assertTimeZone } from '../../src/time/time-zone.js';
import { parseCivilDate } from '../../src/time/wall-clock.js';

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }> };

/** The argument names of an ICU template (select and plural ones included), sorted. */
function argumentsOf(template: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const n of nodes) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (intl-messageformat's AST).
      if (n.type >= 1 && n.type <= 6 && typeof n.value === 'string') names.add(n.value);
      for (const option of Object.values(n.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(template, 'en').getAst() as unknown as AstNode[]);
  return [...names].sort();
}

/** The error a call throws. */
function thrown(f: () => unknown): { code: string; message: string; details: Record<string, unknown> } {
  try {
    f();
  } catch (e) {
    if (isUraniaError(e)) return { code: e.code, message: e.message, details: { ...e.details } };
    throw e;
  }
  throw new Error('no error thrown');
}

describe('the error words of the ten locales', () => {
  it.each(LABEL_LOCALES)('%s has a template for every key, with English’s arguments, none left in English', (locale) => {
    const words = ERROR_WORDS[locale];
    expect(Object.keys(words).sort()).toEqual([...ERROR_WORD_KEYS].sort());
    for (const key of ERROR_WORD_KEYS) {
      expect(words[key], key).toMatch(/\S/);
      expect(argumentsOf(words[key]), `${locale} ${key}`).toEqual(argumentsOf(ERROR_WORDS.en[key]));
      if (locale !== 'en') expect(words[key], `${locale} ${key}`).not.toBe(ERROR_WORDS.en[key]);
    }
  });

  it('has 213 keys in each of the ten locales (2130 templates; 105 of them checked by tests/i18n/error-words-more.test.ts, 31 by error-words-last, 1 by varga-method-list)', () => {
    expect(ERROR_WORD_KEYS.length).toBe(213);
    expect(LABEL_LOCALES.length * ERROR_WORD_KEYS.length).toBe(2130);
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s has a title for every HTTP error code, none the English one', (locale) => {
    const titles = PROBLEM_TITLES[locale as Exclude<LabelLocale, 'en'>];
    for (const code of Object.keys(HTTP_ERRORS) as HttpErrorCode[]) {
      expect(titles[code], `${locale} ${code}`).toMatch(/\S/);
      expect(titles[code], `${locale} ${code}`).not.toBe(HTTP_ERRORS[code].title);
    }
  });
});

/** Errors of the library that carry a wording: the validator's, the calendar's, the clock's and the checks'. */
function libraryErrors(): { code: string; message: string; details: Record<string, unknown> }[] {
  const natal = (member: Record<string, unknown>) => () =>
    parse(NatalChartRequest, { birthDate: '1990-07-04', birthTime: '12:00', latitude: 0, longitude: 0, ...member });
  return [
    thrown(natal({ birthDate: '04.07.1990' })),
    thrown(natal({ birthTime: '25:00' })),
    thrown(natal({ latitude: 91 })),
    thrown(natal({ houseSystem: 'Foo' })),
    thrown(natal({ timezone: 'New York' })),
    thrown(() => parse(NatalChartRequest, { birthDate: '1990-07-04', latitude: 0 })),
    thrown(natal({ place: 'Ulm' })),
    thrown(natal({ extra: 1 })),
    thrown(() => parseCivilDate('1990-13-01', 'date')),
    thrown(() => parseCivilDate('2023-02-30', 'date')),
    thrown(() => parseCivilDate('1582-10-10', 'date')),
    thrown(() => instant('1990-01-01T25:00:00Z', 'at')),
    thrown(() => instant('1990-01-01T12:00:00', 'at')),
    thrown(() => instant('5000-01-01', 'at')),
    thrown(() => assertTimeZone('Mars/Base')),
    thrown(() => civilInstant({ date: '1990-07-04', time: '24:30', latitude: 0, longitude: 0, timezone: 'UTC' })),
    thrown(() => fixedStar('Nostar', '2024-01-01T00:00:00Z')),
    thrown(() => requireNumberInRange(91, 'latitude', -90, 90)),
    thrown(() => requireNumberInRange(Number.NaN, 'latitude', -90, 90)),
    thrown(() => requireIntegerInRange(2.5, 'house', 1, 12)),
    thrown(() => requireOneOf('Pluto2', 'body', ['Sun', 'Moon'])),
    thrown(() => requireLongitude('east')),
    thrown(() => requireMaxSpan(instant('2024-01-01'), instant('2027-01-01'), { from: 'from', to: 'to' }, '2027-01-01', 1, 'years')),
    thrown(() => requireMaxSpan(instant('2024-01-01'), instant('2024-03-01'), { from: 'start', to: 'end' }, '2024-03-01', 31, 'days')),
    thrown(() => queryLocalDate(undefined, 'UTC')),
    thrown(() => queryLocalDate('3500-01-01', 'UTC')),
    thrown(() => parseYear('3001')),
    thrown(() => parseYear('twenty')),
    thrown(() => observerPair({ latitude: 10 })),
    thrown(() => zodiacChoice({ zodiac: 'tropical', ayanamsa: 'Lahiri' })),
    thrown(() => checkZodiacFrame({ ayanamsa: 'Lahiri', named: true }, 'j2000')),
    thrown(() => notBeforeBirth(instant('1980-01-01'), instant('1990-07-04T12:00:00Z'), 'at', '1980-01-01')),
  ];
}

describe('English templates are the library’s sentences', () => {
  it('renders every keyed library error’s English message exactly', () => {
    const errors = libraryErrors();
    for (const e of errors) {
      expect(isErrorWording(e.details.wording), e.message).toBe(true);
      expect(sayErrorWording(e.details.wording as ErrorWording, 'en'), e.message).toBe(e.message);
    }
  });

  it('renders every keyed validation entry’s English sentence exactly (field and message)', () => {
    const entries = validate(NatalChartRequest, { birthDate: 'x', birthTime: '7', latitude: -100, longitude: 'east', houseSystem: 1, zodiac: 'x', y: 1 }, 'body');
    expect(entries.length).toBeGreaterThan(5);
    for (const e of entries) {
      expect(e.wording, fieldSentence(e)).toBeDefined();
      expect(sayErrorWording(e.wording!, 'en')).toBe(fieldSentence(e));
    }
  });

  it('falls back to the sentence of the error’s kind, never a throw, when a wording’s values do not fill its template', () => {
    const details = { field: 'date', allowed: 'month 01..12', wording: { key: 'date.month', values: { field: 'date' } } };
    expect(localizeErrorMessage({ code: 'INVALID_ARGUMENT', message: 'date has month 13; months are 01..12', details }, 'de')).toBe('date muss month 01..12 sein.');
    expect(localizeErrorMessage({ code: 'INVALID_ARGUMENT', message: 'something odd', details: { wording: { key: 'nope', values: {} } } }, 'de'))
      .toBe('Ein Wert ist ungültig (auf Englisch: something odd)');
  });

  it('keeps English output as it was: the library says its own message', () => {
    const e = libraryErrors()[0]!;
    expect(e.message).toBe('birthDate must be a calendar date YYYY-MM-DD, for example 1990-07-04 (a year before 0 as -0500-03-21)');
    expect(localizeErrorMessage({ code: e.code as 'INVALID_ARGUMENT', message: e.message, details: e.details }, 'en')).toBe(e.message);
  });
});

/** English words of the English allowed and expected texts; none may be left in a German or French sentence. */
const ENGLISH_WORDS = [
  'must', 'be', 'is', 'are', 'has', 'have', 'required', 'comma-separated', 'values', 'value', 'calendar date', 'for example', 'a', 'an',
  'the', 'of', 'or', 'and', 'not', 'with', 'such', 'as', 'from', 'to', 'month', 'months', 'day', 'days', 'hour', 'minute', 'second',
  'seconds', 'optional', 'year', 'years', 'whole', 'number', 'at most', 'at least', 'above', 'below', 'including', 'time', 'zone',
  'time-zone', 'name', 'underscores', 'spaces', 'does', 'exist', 'offset', 'offsets', 'give', 'use', 'one', 'got', 'within', 'span',
  'supported', 'range', 'field', 'parameter', 'route', 'body', 'bodies', 'empty', 'characters', 'long', 'items', 'only', 'once', 'differ',
  'point', 'chart', 'rises', 'sets', 'stars', 'catalogue', 'lunar', 'return', 'place', 'coordinates', 'both', 'instead', 'text', 'form',
  'documentation', 'string', 'array', 'object', 'valid', 'finite', 'degrees', 'wrapped', 'into', 'dropped', 'reform', 'Julian', 'Gregorian',
];
/**
 * Words spelled the same in the language and in English, and meaning what they mean there (French “a”: has; German
 * “Lunar”: the lunar return chart, as the German glossary names it).
 */
const OWN_WORDS = {
  de: ['form', 'name', 'text', 'an', 'parameter', 'minute', 'lunar'],
  fr: ['a', 'an', 'minute', 'point', 'catalogue', 'documentation'],
} as const satisfies Record<string, readonly string[]>;
/** Code and data a sentence may hold in any language: the field values given, identifiers, examples, literals. */
const CODE = /calendar: 'gregorian'|'julian'|'gregorian'|'coordinates'|"(?:from|to)": "[\d-]+"|\b(?:mit|avec) body\b|civilInstant\(\)|'?(Europe\/Paris|America\/New_York|UTC)'?|\btrue\b|\bfalse\b|Sun,Moon|GeoNames|IANA|ISO|API|\bZ\b|\bBCE\b|from <= to/g;

describe('German and French sentences hold no English word', () => {
  const values: Record<string, string> = {
    field: 'x1', place: 'x2', latitude: 'x3', longitude: 'x4', other: 'x5', canonical: 'x6', body: 'Vertex', values: 'Placidus, Koch',
    kind: 'integer', min: '-90', max: '90', limit: '3', month: '13', day: '30', hour: '25', minute: '61', second: '60', offset: '+19:00',
    date: '2023-02-30', yearMonth: '2023-02', days: '28', first: '-3000', last: '3000', from: '-3000-01-01', to: '3000-12-31', typed: '5000-01-01',
    name: '"Mars/Base"', value: '91', maximum: '2', unit: 'years', count: '3', timezone: 'Asia/Tokyo', born: '1990-07-04T12:00:00Z',
    // The keys of tests/i18n/error-words-more.test.ts.
    shape: '{ b1, b2 }', example: '{ e1: 5 }', received: '"x7"', fromYear: '675', toYear: '3000', note: 'TT JD 1 to 2', at: '0500-01-01T00:00:00Z',
    scale: 'UT', country: 'GB', lastJulian: '1752-09-02', firstGregorian: '1752-09-14', text: 'Atlantis', candidates: 'Ulm (id 1); Ulm (id 2)',
    year: '2024', system: 'Vimshottari', where: 'house', house: '8', presets: 'drik, classical', id: 'nope', rows: '10', perRow: '3', years: '-3000–3000',
    // The keys of tests/i18n/error-words-last.test.ts.
    usage: 'f1(x1)', given: '3', got: 'object', record: 'R1', type: 'T1', bodies: 'NorthNode, SouthNode', why: 'horizon', holder: 'h1', sum: '2',
    // varga.methodForDivision (tests/i18n/varga-method-list.test.ts): a list value, its items joined by a newline.
    method: '"jagannatha"', division: '2', methods: '"parashara"\n"cyclic"',
  };
  it.each(['de', 'fr'] as const)('%s: every template, rendered, in the language’s words only', (locale) => {
    for (const key of ERROR_WORD_KEYS) {
      for (const kind of ['integer', 'number']) {
        const said = sayErrorWording({ key, values: { ...values, kind } }, locale).replace(CODE, ' ');
        const words = said.toLowerCase().split(/[^\p{L}-]+/u);
        for (const english of ENGLISH_WORDS) {
          const hit = english.includes(' ') ? said.toLowerCase().includes(` ${english.toLowerCase()} `) : words.includes(english.toLowerCase());
          if ((OWN_WORDS[locale] as readonly string[]).includes(english)) continue;
          expect(hit, `${locale} ${key}: “${english}” in “${said}”`).toBe(false);
        }
      }
    }
  });
});

describe('HTTP errors wholly in the request’s language', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
  });
  afterAll(async () => {
    await app.close();
  });
  /** A request with the key: GET by default, the URL whole. */
  const inject = (r: { method?: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }) =>
    app.inject({ method: r.method ?? 'GET', url: r.url, headers: { authorization: `Bearer ${key}` }, ...(r.payload === undefined ? {} : { payload: r.payload }) });
  const get = async (url: string, lang?: string) => {
    const r = await inject({ url: `/api/v1${url}${lang === undefined ? '' : `&lang=${lang}`}` });
    return { status: r.statusCode, body: r.json() as { title: string; type: string; code: string; detail: string; errors?: { field: string; message: string; allowed?: string }[] } };
  };
  const HOUSES = '/houses?latitude=40&longitude=-74';
  const cases: { url: string; say: Partial<Record<LabelLocale, string>> }[] = [
    {
      url: `${HOUSES}&date=1990-13-01`,
      say: {
        en: 'date has month 13; months are 01..12',
        de: 'date hat den Monat 13; Monate gehen von 01 bis 12.',
        fr: 'date a pour mois 13 ; les mois vont de 01 à 12.',
        es: 'date tiene el mes 13; los meses van de 01 a 12.',
        ru: 'В поле date указан месяц 13; месяцы — от 01 до 12.',
        'zh-Hans': 'date 的月份是 13；月份应为 01 至 12。',
      },
    },
    {
      url: '/positions?date=1990-01-01&bodies=Sun,Foo',
      say: {
        en: 'bodies must be comma-separated Body values (Sun,Moon,…)',
        de: 'bodies muss eine durch Kommas getrennte Liste von Himmelskörpern sein (Sun,Moon,…).',
        fr: 'bodies doit être une liste de corps célestes séparés par des virgules (Sun,Moon,…).',
        es: 'bodies debe ser una lista de cuerpos celestes separados por comas (Sun,Moon,…).',
        ru: 'Поле bodies должно быть списком небесных тел через запятую (Sun,Moon,…).',
        'zh-Hans': 'bodies 必须是以逗号分隔的天体列表（Sun,Moon,…）。',
      },
    },
    {
      url: `${HOUSES}&date=1990-01-01&timezone=Mars/Base`,
      say: {
        en: `timezone "Mars/Base" is not an IANA time-zone name; use one such as 'Europe/Paris' or 'UTC'`,
        de: `timezone "Mars/Base" ist kein Name einer IANA-Zeitzone; einen wie 'Europe/Paris' oder 'UTC' verwenden.`,
        fr: `timezone "Mars/Base" n’est pas un nom de fuseau horaire IANA ; en prendre un comme 'Europe/Paris' ou 'UTC'.`,
        es: `timezone "Mars/Base" no es un nombre de zona horaria IANA; sirve uno como 'Europe/Paris' o 'UTC'.`,
        ru: `timezone "Mars/Base" не является названием часового пояса IANA; укажите, например, 'Europe/Paris' или 'UTC'.`,
        'zh-Hans': `timezone "Mars/Base" 不是 IANA 时区名称；请使用 'Europe/Paris' 或 'UTC' 之类的名称。`,
      },
    },
    {
      url: '/houses?date=1990-01-01&latitude=95&longitude=-74',
      say: {
        en: 'latitude must be a number from -90 to 90',
        de: 'latitude muss eine Zahl von -90 bis 90 sein.',
        fr: 'latitude doit être un nombre de -90 à 90.',
        es: 'latitude debe ser un número de -90 a 90.',
        ru: 'Поле latitude должно быть числом от -90 до 90.',
        'zh-Hans': 'latitude 必须是 -90 至 90 之间的数。',
      },
    },
    {
      url: '/houses?latitude=40&date=1990-01-01',
      say: {
        en: 'longitude is required',
        de: 'longitude ist erforderlich.',
        fr: 'longitude est obligatoire.',
        es: 'Falta longitude: es obligatorio.',
        ru: 'Поле longitude обязательно.',
        'zh-Hans': '缺少必填字段 longitude。',
      },
    },
    {
      url: `${HOUSES}&date=1990-01-01&system=Koch`,
      say: {
        en: 'system is not a parameter of this route',
        de: 'system ist kein Parameter dieser Anfrage.',
        fr: 'system n’est pas un paramètre de cette requête.',
        es: 'system no es un parámetro de esta solicitud.',
        ru: 'system не является параметром этого запроса.',
        'zh-Hans': 'system 不是此请求的参数。',
      },
    },
  ];

  it.each(cases)('$url', async ({ url, say }) => {
    const english = await get(url);
    expect(english.status).toBe(400);
    expect(english.body.detail).toBe(say.en);
    for (const locale of ['de', 'fr', 'es', 'ru', 'zh-Hans'] as const) {
      const { status, body } = await get(url, locale);
      expect(status).toBe(english.status);
      expect(body.detail, locale).toBe(say[locale]);
      // Machine-readable members stay as they are: type, code, field, allowed.
      expect(body.type).toBe(english.body.type);
      expect(body.code).toBe(english.body.code);
      expect(body.errors?.map((e) => [e.field, e.allowed])).toEqual(english.body.errors?.map((e) => [e.field, e.allowed]));
      expect(body.errors?.[0]?.message).toBe(say[locale]);
      expect(body.title).not.toBe(english.body.title);
    }
  });

  it('says a route’s own checks in the language: a range ending before it starts, a year outside the span', async () => {
    const range = '/eclipses?from=2024-06-01&to=2024-01-01';
    expect((await get(range)).body.detail).toBe('to must not be before from');
    expect((await get(range, 'de')).body.detail).toBe('to darf nicht vor from liegen.');
    expect((await get(range, 'fr')).body.detail).toBe('to ne doit pas précéder from.');
    expect((await get(range, 'zh-Hans')).body.detail).toBe('to 不能早于 from。');
  });

  it('says an internal error’s detail in the language, its message never sent', () => {
    const body = problemOfUraniaError({ code: 'INTERNAL', message: 'invariant broken at x', details: {} }, {}, 'fr');
    expect(body).toMatchObject({ title: 'Erreur interne', detail: 'Une erreur interne s’est produite. Elle a été journalisée ; merci de la signaler.', code: 'INTERNAL' });
    expect(problemOfUraniaError({ code: 'INTERNAL', message: 'invariant broken at x', details: {} }).detail).toBe('An internal error occurred. It has been logged; please report it.');
  });

  it('titles the problem in the language: German “Ungültige Parameter”, Chinese “请求参数无效”', async () => {
    expect((await get(`${HOUSES}&date=1990-13-01`, 'de')).body.title).toBe('Ungültige Parameter');
    expect((await get(`${HOUSES}&date=1990-13-01`, 'zh-Hans')).body.title).toBe('请求参数无效');
    expect((await get(`${HOUSES}&date=1990-13-01`)).body.title).toBe('Invalid parameters');
  });

  it('answers a POST the library’s error said in the language (the same sentence as localizeErrorMessage)', async () => {
    const payload = { birthDate: '1990-07-04', birthTime: '25:00', latitude: 0, longitude: 0 };
    const library = thrown(() => parse(NatalChartRequest, payload));
    for (const locale of ['de', 'fr', 'ru'] as const) {
      const r = await inject({ method: 'POST', url: `/api/v1/natal-chart?lang=${locale}`, payload });
      const body = r.json() as { detail: string; errors: { field: string; message: string; allowed?: string }[] };
      const said = localizeErrorMessage({ code: library.code as 'INVALID_ARGUMENT', message: library.message, details: library.details }, locale);
      expect(body.errors[0]).toEqual({ field: 'birthTime', message: said, allowed: 'HH:MM, 00:00 to 23:59' });
    }
    const r = await inject({ method: 'POST', url: '/api/v1/natal-chart?lang=de', payload });
    expect(r.json().detail).toBe('birthTime muss eine Uhrzeit hh:mm von 00:00 bis 23:59 sein, zum Beispiel 14:30.');
  });

  it('says a library error with its own wording (a bad Julian calendar date) in Russian and Chinese', async () => {
    const ru = await get('/houses?date=2023-02-29&latitude=40&longitude=-74', 'ru');
    expect(ru.body.detail).toBe('В поле date указан день 29; в 2023-02 28 дней.');
    const zh = await get('/houses?date=2023-02-29&latitude=40&longitude=-74', 'zh-Hans');
    expect(zh.body.detail).toBe('date 的日是 29；2023-02 只有 28 天。');
  });
});
