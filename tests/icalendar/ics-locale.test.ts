/**
 * The iCalendar feeds in the reader's language (issue 31): `toICalendar(events, { locale })`, `calendarFeed({ locale })`
 * and `GET /calendars/{kind}.ics?lang=`. Summaries typed by hand as a fluent reader expects them in German, French,
 * Spanish, Russian and Chinese for nine kinds of event; no English word of the English templates left in a German
 * or French feed; the route's `?lang=`, Accept-Language and `locale` against the library; RFC 5545 folding at 75
 * octets for Hindi and Chinese text; English unchanged.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { ICS_WORDS } from '../../src/i18n/ics-word-catalogues.js';
import { calendarEntries, calendarFeed, toICalendar, type CalendarEventRecord } from '../../src/icalendar/index.js';
import {
  findEclipses, findIngresses, findMoonPhases, findStations, findVoidOfCoursePeriods, retrogradeCalendar,
} from '../../src/records/index.js';
import { panchangMonth } from '../../src/records/panchang-month.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import type { LabelLocale } from '../../src/schemas/label-locale.js';
import { memoryIo } from '../cli/helpers.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

const lunations = findMoonPhases({ from: '2025-01-01', to: '2025-12-31' });
const eclipses = findEclipses({ from: '2024-01-01', to: '2026-12-31' });
const voids = findVoidOfCoursePeriods({ from: '2025-03-01', to: '2025-03-05' });
const ingresses = findIngresses({ from: '2025-01-01', to: '2025-02-28', bodies: ['Sun', 'Mars'] });
const stations = findStations({ from: '2025-01-01', to: '2025-12-31', bodies: ['Mercury', 'Venus'] });
const retrogrades = retrogradeCalendar(2025).retrogrades;
const timeline = transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01', include: ['contact', 'houseIngress', 'lunation'] });
const observances = panchangMonth({ year: 2024, month: 4, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }).observances;
const ALL: readonly (readonly CalendarEventRecord[])[] = [lunations, eclipses, voids, ingresses, stations, retrogrades, timeline, observances];

/** The one record of a list that `test` picks (the test fails when there is not exactly one). */
function only<T extends object>(records: readonly T[], test: (r: T) => boolean): T {
  const found = records.filter(test);
  expect(found.length).toBe(1);
  return found[0]!;
}

/** The first entry's summary of a record in a locale. */
const summary = (record: object, locale: LabelLocale) => calendarEntries(record, 'events[0]', locale)[0]!.summary;

/** The nine events whose summaries are typed below, each once. */
const EVENTS = {
  fullMoon: only(lunations, (e) => e.phase === 'Full Moon' && e.date.startsWith('2025-01-13')),
  eclipse: only(eclipses, (e) => e.date.startsWith('2024-04-08')),
  voidMoon: only(voids, (e) => e.start.startsWith('2025-03-01T08')),
  ingress: only(ingresses, (e) => e.body === 'Sun' && e.sign === 'Aquarius'),
  retrogradeIngress: only(ingresses, (e) => e.body === 'Mars' && e.direction === 'retrograde'),
  stationRetrograde: only(stations, (e) => e.body === 'Mercury' && e.date.startsWith('2025-03-15')),
  stationDirect: only(stations, (e) => e.body === 'Venus' && e.type === 'direct'),
  retrograde: only(retrogrades, (e) => e.body === 'Mercury' && e.stationRetrograde.startsWith('2025-03')),
  contact: only(timeline, (e) => 'aspect' in e && e.transitBody === 'Chiron' && e.aspect === 'conjunction' && e.natalPoint === 'Moon'),
  houseIngress: only(timeline, (e) => e.kind === 'houseIngress' && e.transitBody === 'Saturn'),
  natalLunation: only(timeline, (e) => e.kind === 'lunation' && e.natalPoint === 'Sun' && e.phase === 'fullMoon'),
};

/** The summaries as a reader of each language expects them (docs/i18n/<locale>.md), typed by hand. */
const EXPECTED: Readonly<Record<'de' | 'fr' | 'es' | 'ru' | 'zh-Hans', Readonly<Record<keyof typeof EVENTS, string>>>> = {
  de: {
    fullMoon: 'Vollmond im Krebs',
    eclipse: 'Totale Sonnenfinsternis im Widder',
    voidMoon: 'Leerlauf des Mondes in den Fischen',
    ingress: 'Sonne wechselt ins Zeichen Wassermann',
    retrogradeIngress: 'Mars kehrt rückläufig ins Zeichen Krebs zurück',
    stationRetrograde: 'Merkur wird stationär rückläufig',
    stationDirect: 'Venus wird stationär direktläufig',
    retrograde: 'Merkur rückläufig',
    contact: 'Chiron Konjunktion Radix-Mond (Orbis 3°00′)',
    houseIngress: 'Saturn tritt ins 5. Radixhaus ein',
    natalLunation: 'Vollmond auf Radix-Sonne',
  },
  fr: {
    fullMoon: 'Pleine Lune en Cancer',
    eclipse: 'Éclipse totale de Soleil en Bélier',
    voidMoon: 'Lune vide de course en Poissons',
    ingress: 'Soleil entre en Verseau',
    retrogradeIngress: 'Mars revient en Cancer (rétrograde)',
    stationRetrograde: 'Mercure stationnaire rétrograde',
    stationDirect: 'Vénus stationnaire directe',
    retrograde: 'Mercure rétrograde',
    contact: 'Chiron conjonction Lune natale (orbe 3°00′)',
    houseIngress: 'Saturne entre dans la maison 5 natale',
    natalLunation: 'Pleine Lune sur votre Soleil natal',
  },
  es: {
    fullMoon: 'Luna llena en Cáncer',
    eclipse: 'Eclipse solar total en Aries',
    voidMoon: 'Luna vacía de curso en Piscis',
    ingress: 'Sol entra en Acuario',
    retrogradeIngress: 'Marte vuelve a entrar en Cáncer (retrógrado)',
    stationRetrograde: 'Estación retrógrada de Mercurio',
    stationDirect: 'Estación directa de Venus',
    retrograde: 'Mercurio retrógrado',
    contact: 'Quirón conjunción Luna natal (orbe 3°00′)',
    houseIngress: 'Saturno entra en la Casa 5 natal',
    natalLunation: 'Luna llena sobre Sol natal',
  },
  ru: {
    fullMoon: 'Полнолуние в Раке',
    eclipse: 'Полное солнечное затмение в Овне',
    voidMoon: 'Луна без курса в Рыбах',
    ingress: 'Солнце входит в знак Водолея',
    retrogradeIngress: 'Марс ретроградно возвращается в знак Рака',
    stationRetrograde: 'Меркурий: ретроградная стоянка',
    stationDirect: 'Венера: директная стоянка',
    retrograde: 'Ретроградный Меркурий',
    contact: 'Хирон соединение Луна радикса (орбис 3°00′)',
    houseIngress: 'Сатурн входит в 5-й дом радикса',
    natalLunation: 'Полнолуние на точке радикса: Солнце',
  },
  'zh-Hans': {
    fullMoon: '巨蟹座满月',
    eclipse: '白羊座日全食',
    voidMoon: '月亮在双鱼座空亡',
    ingress: '太阳进入水瓶座',
    retrogradeIngress: '火星逆行退回巨蟹座',
    stationRetrograde: '水星停滞转逆',
    stationDirect: '金星停滞转顺',
    retrograde: '水星逆行',
    contact: '行运凯龙星合相本命月亮（容许度3°00′）',
    houseIngress: '行运土星进入本命第5宫',
    natalLunation: '满月落在本命太阳',
  },
};

describe('iCalendar summaries in five languages, as their readers write them', () => {
  for (const [locale, expected] of Object.entries(EXPECTED) as [LabelLocale, Record<keyof typeof EVENTS, string>][]) {
    it(`writes the summaries in ${locale}`, () => {
      const got = Object.fromEntries(Object.entries(EVENTS).map(([k, record]) => [k, summary(record, locale)]));
      expect(got).toEqual(expected);
    });
  }

  it('writes them as SUMMARY;LANGUAGE=<tag> lines of the document, and names the calendar in the language', () => {
    const text = toICalendar([EVENTS.fullMoon, EVENTS.stationDirect], { locale: 'de' });
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=de:Vollmond im Krebs\r\n');
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=de:Venus wird stationär direktläufig\r\n');
    expect(text).toContain('\r\nNAME;LANGUAGE=de:Urania-Ereignisse\r\n');
    expect(text).toContain('\r\nCATEGORIES;LANGUAGE=de:Mondphase\r\n');
    expect(toICalendar([EVENTS.fullMoon], { locale: 'fr' })).toContain('\r\nX-WR-CALNAME:Événements Urania\r\n');
  });

  it('writes the times of a description through Intl in the language, still in UT, and keeps DTSTART and UID', () => {
    const de = toICalendar([EVENTS.fullMoon], { locale: 'de' });
    const en = toICalendar([EVENTS.fullMoon]);
    const unfolded = de.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/DESCRIPTION;LANGUAGE=de:Vollmond: der Mond auf 23°59′ Krebs\\, am 13\. Januar 2025 um 22:27 UT\./);
    const keep = (t: string) => t.split('\r\n').filter((l) => /^(UID|DTSTART|DTSTAMP|DTEND):/.test(l));
    expect(keep(de)).toEqual(keep(en));
    // A German number: the eclipse's magnitude with a decimal comma.
    expect(toICalendar([EVENTS.eclipse], { locale: 'de' }).replace(/\r\n /g, '')).toMatch(/Größe 1\\,05\d\\, Saros 139/);
  });
});

/** The literal words of the English templates and word tables (every branch of every select and plural). */
function englishWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.match(/\p{L}{3,}/gu) ?? []) words.add(w.toLowerCase());
  };
  const walk = (nodes: MessageFormatElement[]) => {
    for (const n of nodes) {
      if (n.type === TYPE.literal) add(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) for (const option of Object.values(n.options)) walk(option.value);
    }
  };
  const visit = (value: unknown) => {
    if (typeof value === 'string') walk(parse(value, { ignoreTag: true }));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const { locale: _tag, ...tables } = ICS_WORDS.en;
  visit(tables);
  return words;
}

/** The text a calendar app shows of a document: its NAME, SUMMARY, DESCRIPTION and CATEGORIES values, unescaped. */
function shownText(ics: string): string {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((l) => /^(NAME|X-WR-CALNAME|SUMMARY|DESCRIPTION|CATEGORIES)[;:]/.test(l))
    .map((l) => l.slice(l.indexOf(':') + 1).replace(/\\(.)/g, '$1'))
    .join('\n');
}

/**
 * English words a language shares, reviewed: Saros, tithi and the Sanskrit names of the Panchang's rules; Transit and
 * Station (German and French); aspect, natal, exact, direct, station(s) and course (« Lune vide de course ») in French.
 */
const SHARED_WORDS: Readonly<Record<'de' | 'fr', readonly string[]>> = {
  de: ['saros', 'tithi', 'pradosha', 'madhyahna', 'nishita', 'sankranti', 'panchang', 'transit', 'station', 'urania'],
  fr: ['saros', 'tithi', 'pradosha', 'madhyahna', 'nishita', 'sankranti', 'panchang', 'transit', 'transits', 'station', 'stations', 'aspect', 'natal', 'exact', 'direct', 'course', 'urania'],
};

describe('no English left in a German or French feed', () => {
  const english = englishWords();
  it('knows the English words (about 90 of them)', () => {
    expect(english.has('enters')).toBe(true);
    expect(english.has('retrograde')).toBe(true);
    expect(english.size).toBeGreaterThan(60);
  });

  for (const locale of ['de', 'fr'] as const) {
    it(`leaves no English template word in ${locale} (every kind of event: ${ALL.map((l) => l.length).join(' + ')} records)`, () => {
      const text = ALL.map((records) => shownText(toICalendar(records, { locale }))).join('\n');
      const left = new Set((text.match(/\p{L}{3,}/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => english.has(w) && !SHARED_WORDS[locale].includes(w)));
      expect([...left].sort()).toEqual([]);
    });
  }
});

describe('GET /calendars/{kind}.ics in the request’s language', () => {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });
  const range = { from: '2025-01-01T00:00:00.000Z', to: '2025-03-01T00:00:00.000Z' };
  const url = '/api/v1/calendars/lunations.ics?from=2025-01-01&to=2025-03-01';

  it('answers ?lang=de with the library’s German feed, and Accept-Language the same', async () => {
    const lang = await app.inject({ url: `${url}&lang=de`, headers: auth });
    expect(lang.statusCode).toBe(200);
    expect(lang.body).toBe(calendarFeed({ kind: 'lunations', ...range, locale: 'de' }));
    expect(lang.body).toContain('SUMMARY;LANGUAGE=de:Vollmond im Krebs');
    const header = await app.inject({ url, headers: { ...auth, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(header.body).toBe(lang.body);
  });

  it('lets the query’s own locale win over ?lang=, and stays English without either', async () => {
    const own = await app.inject({ url: `${url}&locale=zh-Hans&lang=de`, headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(calendarFeed({ kind: 'lunations', ...range, locale: 'zh-Hans' }));
    const plain = await app.inject({ url, headers: auth });
    expect(plain.body).toBe(calendarFeed({ kind: 'lunations', ...range }));
    expect(plain.body).not.toContain('LANGUAGE=');
    const bad = await app.inject({ url: `${url}&locale=xx`, headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('renders Accept: text/calendar of the event routes in the request’s language too', async () => {
    const phases = '/api/v1/moon/phases?from=2025-01-01&to=2025-03-01';
    const fr = await app.inject({ url: `${phases}&lang=fr`, headers: { ...auth, accept: 'text/calendar' } });
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toBe(toICalendar(findMoonPhases(range), { name: 'Lunaisons', locale: 'fr' }));
    const en = await app.inject({ url: phases, headers: { ...auth, accept: 'text/calendar' } });
    expect(en.body).toBe(toICalendar(findMoonPhases(range), { name: 'Lunations' }));
    const year = await app.inject({ url: '/api/v1/retrogrades?year=2025', headers: { ...auth, accept: 'text/calendar', 'accept-language': 'ru' } });
    expect(year.body).toBe(toICalendar(retrogrades, { name: 'Ретроградные периоды 2025', locale: 'ru' }));
  });
});

describe('urania calendar --lang', () => {
  it('writes the feed in the language asked for, as calendarFeed does', async () => {
    const io = memoryIo();
    expect(await runCli(['calendar', '--kind', 'stations', '--from', '2025-01-01', '--to', '2025-06-30', '--bodies', 'Mercury', '--lang', 'it'], io)).toBe(0);
    expect(io.out()).toBe(calendarFeed({ kind: 'stations', from: '2025-01-01', to: '2025-06-30', bodies: ['Mercury'], locale: 'it' }));
    expect(io.out()).toContain('SUMMARY;LANGUAGE=it:Mercurio stazionario retrogrado');
  });
});

describe('RFC 5545 folding of multi-octet text', () => {
  for (const locale of ['hi', 'zh-Hans', 'ru'] as const) {
    it(`folds every ${locale} line at 75 octets, never inside a character, and reads back through ical.js`, () => {
      const records = [...lunations.slice(0, 8), ...eclipses, ...retrogrades, ...timeline.slice(0, 40)];
      const text = toICalendar(records, { locale });
      const lines = text.split('\r\n');
      expect(lines.at(-1)).toBe('');
      for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
      // Some line was folded inside a run of multi-octet characters (the test would be empty otherwise).
      expect(lines.some((l) => l.startsWith(' ') && /[^ -~]/.test(l))).toBe(true);
      expect(text).not.toContain('\uFFFD');
      const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      const want = records.flatMap((r, i) => calendarEntries(r, `events[${i}]`, locale));
      expect(parsed.map((e) => e.summary)).toEqual(want.map((e) => e.summary));
      expect(parsed.map((e) => e.description)).toEqual(want.map((e) => e.description));
    });
  }
});

describe('English stays as it was', () => {
  it('writes the same bytes with locale en as without, with no LANGUAGE parameter', () => {
    for (const records of ALL) {
      const plain = toICalendar(records);
      expect(toICalendar(records, { locale: 'en' })).toBe(plain);
      expect(plain).not.toContain('LANGUAGE=');
    }
    expect(summary(EVENTS.stationDirect, 'en')).toBe('Venus stations direct');
    expect(summary(EVENTS.houseIngress, 'en')).toBe('Saturn enters natal 5th house');
  });

  it('keeps the words the English feed had', () => {
    expect(calendarFeed({ kind: 'lunations', from: '2025-01-01', to: '2025-02-01' })).toContain('\r\nX-WR-CALNAME:Lunations\r\n');
    expect(toICalendar([EVENTS.contact])).toContain('SUMMARY:Chiron conjunction natal Moon (orb 3°00′)');
  });
});
