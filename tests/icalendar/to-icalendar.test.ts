/**
 * toICalendar (issue 27): every kind of event record written as iCalendar and read back by a real parser (ical.js,
 * Mozilla's RFC 5545 implementation, a devDependency): each event's summary, start, end and UID survive. Also the
 * RFC's line rules checked on the bytes (CRLF, 75 octets, folding inside multi-octet characters), escaping, stable
 * UIDs across ranges, determinism, and the errors naming their member.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  findEclipses, findIngresses, findMoonPhases, findStations, findVoidOfCoursePeriods, retrogradeCalendar,
} from '../../src/records/index.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import { calendarEntries, escapeIcsText, foldIcsLine, toICalendar } from '../../src/icalendar/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly description: string;
}

/** The VEVENTs of an iCalendar text as ical.js reads them. */
function parseEvents(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      startMs: e.startDate.toJSDate().getTime(),
      endMs: e.endDate.toJSDate().getTime(),
      description: e.description,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** The instant of an ISO string rounded to the second, as iCalendar writes it. */
const secondMs = (iso: string) => Math.round(Date.parse(iso) / 1000) * 1000;

const lunations = findMoonPhases({ from: '2025-01-01', to: '2025-12-31' });
const eclipses = findEclipses({ from: '2024-01-01', to: '2026-12-31' });
const voids = findVoidOfCoursePeriods({ from: '2025-03-01', to: '2025-03-20' });
const ingresses = findIngresses({ from: '2025-01-01', to: '2025-06-30', bodies: ['Mercury', 'Venus', 'Mars'] });
const stations = findStations({ from: '2025-01-01', to: '2025-12-31' });
const retrogrades = retrogradeCalendar(2025).retrogrades;
const timeline = transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01' });

describe('toICalendar round trip through ical.js', () => {
  const cases: [string, readonly object[], (e: never) => { summary: RegExp; start: string; end?: string }[]][] = [
    ['lunations', lunations, (e: { phase: string; sign: string; date: string }) => [{ summary: new RegExp(`^${e.phase} in ${e.sign}$`), start: e.date }]],
    ['eclipses', eclipses, (e: { kind: string; sign: string; date: string }) => [{ summary: new RegExp(` ${e.kind} eclipse in ${e.sign}$`), start: e.date }]],
    ['void-of-course periods', voids, (e: { sign: string; start: string; end: string }) => [{ summary: new RegExp(`^Moon void of course in ${e.sign}$`), start: e.start, end: e.end }]],
    ['ingresses', ingresses, (e: { body: string; sign: string; date: string }) => [{ summary: new RegExp(`^${e.body} (re-)?enters ${e.sign}`), start: e.date }]],
    ['stations', stations, (e: { body: string; type: string; date: string }) => [{ summary: new RegExp(`^${e.body} stations ${e.type}$`), start: e.date }]],
    ['retrograde periods', retrogrades, (e: { body: string; stationRetrograde: string; stationDirect: string }) => [{ summary: new RegExp(`^${e.body} retrograde$`), start: e.stationRetrograde, end: e.stationDirect }]],
    [
      'transit contacts',
      timeline,
      (c: { transitBody: string; aspect: string; natalPoint: string; enters: string; leaves: string; exact: { at: string }[] }) => [
        { summary: new RegExp(`^${c.transitBody} ${c.aspect} natal ${c.natalPoint} \\(orb `), start: c.enters, end: c.leaves },
        ...c.exact.map((p) => ({ summary: new RegExp(`^${c.transitBody} ${c.aspect} natal ${c.natalPoint} exact`), start: p.at })),
      ],
    ],
  ];

  for (const [kind, records, expected] of cases) {
    it(`keeps every ${kind} event's summary, start, end and UID`, () => {
      expect(records.length).toBeGreaterThan(0);
      const text = toICalendar(records as never, { name: `Urania ${kind}` });
      const { name, events } = parseEvents(text);
      expect(name).toBe(`Urania ${kind}`);
      const want = records.flatMap((r) => expected(r as never));
      expect(events.length).toBe(want.length);
      const entries = records.flatMap((r, i) => calendarEntries(r, `events[${i}]`));
      events.forEach((e, i) => {
        const w = want[i]!;
        expect(e.summary).toMatch(w.summary);
        expect(e.summary).toBe(entries[i]!.summary);
        expect(e.uid).toBe(entries[i]!.uid);
        expect(e.startMs).toBe(secondMs(w.start));
        // An instant event has no DTEND: the parser ends it where it starts (RFC 5545 §3.6.1).
        expect(e.endMs).toBe(secondMs(w.end ?? w.start));
      });
      // UIDs are unique within a feed (a calendar would otherwise merge two events).
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    });
  }

  it('mixes kinds in one calendar', () => {
    const text = toICalendar([...lunations.slice(0, 2), ...eclipses.slice(0, 1), ...timeline.slice(0, 1)], { name: 'Mixed' });
    const { events } = parseEvents(text);
    expect(events.length).toBe(3 + 1 + timeline[0]!.exact.length);
  });
});

describe('toICalendar follows RFC 5545 on the bytes', () => {
  const text = toICalendar([...timeline, ...eclipses], { name: 'Forecast, 2025; “Jupiter” ♃ — a long name to fold across the 75-octet limit of a content line' });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });

  it('unfolds and unescapes to the original text', () => {
    // Descriptions hold commas, semicolons and non-ASCII characters (′, °) and fold: ical.js gives them back intact.
    const { events } = parseEvents(text);
    const entries = [...timeline, ...eclipses].flatMap((r, i) => calendarEntries(r, `events[${i}]`));
    expect(entries.some((e) => /[;,]/.test(e.description) && e.description.length > 80)).toBe(true);
    events.forEach((e, i) => expect(e.description).toBe(entries[i]!.description));
    // The calendar's name, an extension property ical.js leaves escaped: unfolded, it is the escaped name.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`X-WR-CALNAME:${escapeIcsText('Forecast, 2025; “Jupiter” ♃ — a long name to fold across the 75-octet limit of a content line')}\r\n`);
  });

  it('folds between characters, never inside a multi-octet one', () => {
    const line = `SUMMARY:${'♃'.repeat(40)}𝄞${'é'.repeat(30)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/[\uD800-\uDBFF]$/); // no lone high surrogate at a break
    }
    expect(folded.split('\r\n').map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('gives the same bytes for the same events (DTSTAMP is each event’s start unless stamp is given)', () => {
    expect(toICalendar(lunations)).toBe(toICalendar(lunations));
    expect(toICalendar(lunations.slice(0, 1), { stamp: '2025-06-01T00:00:00Z' })).toContain('DTSTAMP:20250601T000000Z');
  });
});

describe('toICalendar UIDs are the events’ identity', () => {
  it('keeps a lunation’s and a transit’s UID when the range moves', () => {
    const a = findMoonPhases({ from: '2025-01-01', to: '2025-06-30' });
    const b = findMoonPhases({ from: '2025-03-01', to: '2025-09-30' });
    const uidsA = new Map(a.map((e, i) => [e.date, calendarEntries(e, `a[${i}]`)[0]!.uid]));
    const shared = b.filter((e) => uidsA.has(e.date));
    expect(shared.length).toBeGreaterThan(4);
    for (const e of shared) expect(calendarEntries(e, 'b')[0]!.uid).toBe(uidsA.get(e.date));
    // An ephemeris that moved the instant a few seconds keeps the UID (the UID holds the UT day).
    const moved = { ...a[0]!, date: new Date(Date.parse(a[0]!.date) + 5000).toISOString() };
    if (moved.date.slice(0, 10) === a[0]!.date.slice(0, 10)) expect(calendarEntries(moved, 'm')[0]!.uid).toBe(uidsA.get(a[0]!.date));
  });
});

describe('toICalendar errors name their member', () => {
  const caught = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return { name: (e as Error).name, field: (e as { details?: { field?: string } }).details?.field, message: (e as Error).message };
    }
    return {};
  };
  it('refuses a non-array, an unknown item, a bad member and bad options', () => {
    expect(caught(() => toICalendar('x' as never))).toMatchObject({ name: 'UraniaError', field: 'events' });
    expect(caught(() => toICalendar([{ hello: 1 }] as never))).toMatchObject({ name: 'UraniaError', field: 'events[0]' });
    expect(caught(() => toICalendar([lunations[0]!, { ...lunations[1]!, date: 'soon' }]))).toMatchObject({ name: 'UraniaError', field: 'events[1].date' });
    expect(caught(() => toICalendar(lunations, { name: '' }))).toMatchObject({ name: 'UraniaError', field: 'options.name' });
    expect(caught(() => toICalendar(lunations, { colour: 'red' } as never))).toMatchObject({ name: 'UraniaError' });
    expect(caught(() => (toICalendar as (...a: unknown[]) => unknown)(lunations, {}, 3))).toMatchObject({ name: 'UraniaError' });
  });
});

describe('a whole transit timeline with include (house ingresses, lunations on natal points) as iCalendar', () => {
  const entries = transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01', include: ['contact', 'houseIngress', 'lunation'] });
  const ingressesIn = entries.filter((e) => e.kind === 'houseIngress');
  const lunationsIn = entries.filter((e) => e.kind === 'lunation');

  it('writes each house ingress and each lunation as an instant event at its own instant, read back by ical.js', () => {
    expect(ingressesIn.length).toBeGreaterThan(0);
    expect(lunationsIn.length).toBeGreaterThan(0);
    const { events } = parseEvents(toICalendar(entries, { name: 'Year' }));
    const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
    for (const e of ingressesIn) {
      const found = events.find((x) => x.startMs === secondMs(e.at) && x.summary.startsWith(e.transitBody));
      expect(found?.summary, `${e.transitBody} ${e.at}`).toMatch(new RegExp(`^${e.transitBody} (enters|re-enters|backs into) natal ${ordinal(e.house)} house$`));
    }
    for (const e of lunationsIn) {
      const found = events.find((x) => x.startMs === secondMs(e.at) && x.summary.includes(`natal ${e.natalPoint}`));
      expect(found?.summary, `${e.phase} ${e.at}`).toMatch(e.phase === 'newMoon' ? /^New Moon on natal / : /^Full Moon on natal /);
    }
    // Every UID once: a house ingress and a lunation never share one with a contact.
    expect(new Set(events.map((x) => x.uid)).size).toBe(events.length);
  });
});

describe('the observances of a Panchang month as iCalendar', () => {
  it('writes each observance over its tithi, named with its civil day and rule, read back by ical.js', async () => {
    const { panchangMonth } = await import('../../src/records/index.js');
    const month = panchangMonth({ year: 2024, month: 4, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' });
    expect(month.observances.length).toBeGreaterThan(3);
    const { events } = parseEvents(toICalendar(month.observances, { name: 'April 2024' }));
    expect(events).toHaveLength(month.observances.length);
    for (const o of month.observances) {
      const found = events.find((e) => e.summary === o.name && e.startMs === secondMs(o.start));
      expect(found, `${o.name} ${o.date}`).toBeDefined();
      expect(found!.description).toContain(`kept on ${o.date}`);
      if (o.start !== o.end) expect(found!.endMs).toBe(secondMs(o.end));
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  }, 120_000);
});
