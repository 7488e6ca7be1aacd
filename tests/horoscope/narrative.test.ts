/**
 * The readable horoscopes (issues 12 and 26, docs/horoscopes.md "Narrative"): length bounds per piece, a narrative
 * names only facts of its record, every event of weight ≥ 3 is named, no two signs share a sentence on the same day,
 * no forbidden phrase, and the retext prose linter. The fact parser and the "event named" definition are the test's
 * own (from the schema enumerations), independent of src/horoscope. Samples are deterministic (every k-th day or week).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allHoroscopes, dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope,
} from '../../src/records/index.js';
import {
  Horoscope, MOON_PHASES, MonthlyHoroscope, PERSPECTIVES, SIGNS, WeeklyHoroscope, YearlyHoroscope,
  type HoroscopeEvent, type Perspective, type Sign,
} from '../../src/schemas/index.js';
import { expectValid } from './expect-valid.js';
import { forbiddenIn, lint, namesEvent, sentencesOf, words } from './horoscope-writing.js';

/** The bounds (issue 26). */
const BOUNDS = {
  daily: { min: 120, max: 200 }, weekly: { min: 250, max: 400 }, monthly: { min: 400, max: 700 }, yearly: { min: 800, max: 1500 },
} as const;
/** An event of this weight or more must be named (docs/horoscopes.md "Narrative"). */
const MUST_NAME = 3;

const BODY_WORDS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Ceres',
  'Pallas', 'Juno', 'Vesta', 'Eris', 'Lilith', 'North Node', 'South Node',
];
const ASPECT_WORDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition', 'quincunx'];

/** The whole-sign house of `other` counted from `sign` (1–12), by the signs' order. */
const houseFrom = (sign: Sign, other: Sign) => ((SIGNS.indexOf(other) - SIGNS.indexOf(sign) + 12) % 12) + 1;

interface Allowed {
  bodies: string[];
  signs: string[];
  aspects: string[];
  phases: string[];
  retrograde: boolean;
  eclipse: boolean;
  /** "X in Y" pairs the record states. */
  pairs: string[];
}

/** Every fact named must be allowed; every "X in Y" a stated pair; every "your Nth house" the house of an allowed sign. */
function violations(text: string, allowed: Allowed, sign: Sign): string[] {
  const has = (word: string, flags = '') => new RegExp(`\\b${word}s?\\b`, flags).test(text);
  const out: string[] = [];
  for (const b of BODY_WORDS) if (has(b) && !allowed.bodies.includes(b)) out.push(`body ${b}`);
  for (const s of SIGNS) if (has(s) && !allowed.signs.includes(s)) out.push(`sign ${s}`);
  for (const a of ASPECT_WORDS) if (has(a, 'i') && !allowed.aspects.includes(a)) out.push(`aspect ${a}`);
  for (const p of MOON_PHASES) if (has(p, 'i') && !allowed.phases.includes(p)) out.push(`phase ${p}`);
  if (/\bretrograde\b/i.test(text) && !allowed.retrograde) out.push('retrograde');
  if (/\beclipses?\b/i.test(text) && !allowed.eclipse) out.push('eclipse');
  const pairRe = new RegExp(`\\b(${[...BODY_WORDS, 'eclipse'].join('|')}) in (${SIGNS.join('|')})\\b`, 'g');
  for (const m of text.matchAll(pairRe)) if (!allowed.pairs.includes(`${m[1]} in ${m[2]}`)) out.push(`pair ${m[0]}`);
  const houses = new Set(allowed.signs.map((s) => houseFrom(sign, s as Sign)));
  for (const m of text.matchAll(/\b(\d+)(?:st|nd|rd|th) house\b/g)) if (!houses.has(Number(m[1]))) out.push(`house ${m[1]}`);
  return out;
}

/** The facts of a list of events. */
function eventFacts(events: readonly HoroscopeEvent[]): Allowed {
  return {
    bodies: events.flatMap((e) => [e.body, e.otherBody, e.kind === 'lunation' || e.kind === 'eclipse' ? 'Moon' : undefined, e.kind === 'season' || e.kind === 'eclipse' ? 'Sun' : undefined]).filter((b): b is string => b !== undefined),
    signs: events.map((e) => e.sign),
    aspects: events.some((e) => e.kind === 'conjunction') ? ['conjunction'] : [],
    phases: events.filter((e) => e.kind === 'lunation').map((e) => e.event.split(' in ')[0]!),
    retrograde: events.some((e) => e.direction === 'retrograde' || e.kind === 'station'),
    eclipse: events.some((e) => e.kind === 'eclipse'),
    pairs: events.flatMap((e) => [
      ...(e.body === undefined ? [] : [`${e.body} in ${e.sign}`]),
      ...(e.otherBody === undefined ? [] : [`${e.otherBody} in ${e.sign}`]),
      ...(e.kind === 'lunation' ? [`Moon in ${e.sign}`] : []),
      ...(e.kind === 'eclipse' ? [`eclipse in ${e.sign}`] : []),
      ...(e.kind === 'season' ? [`Sun in ${e.sign}`] : []),
    ]),
  };
}

const merge = (...xs: Allowed[]): Allowed => ({
  bodies: xs.flatMap((x) => x.bodies), signs: xs.flatMap((x) => x.signs), aspects: xs.flatMap((x) => x.aspects),
  phases: xs.flatMap((x) => x.phases), retrograde: xs.some((x) => x.retrograde), eclipse: xs.some((x) => x.eclipse), pairs: xs.flatMap((x) => x.pairs),
});

function dailyAllowed(h: Horoscope): Allowed {
  return merge(eventFacts(h.events ?? []), {
    bodies: [h.rulerCondition.ruler, 'Moon', ...h.transits.map((t) => t.planet), ...h.retrogrades.map((r) => r.planet)],
    signs: [h.sign, h.rulerCondition.sign, h.voidOfCourseStatus.moonSign, ...h.transits.map((t) => t.planetSign), ...h.retrogrades.map((r) => r.sign)],
    aspects: [],
    phases: [h.moonContext.phase],
    retrograde: h.retrogrades.length > 0,
    eclipse: h.eclipse !== undefined,
    pairs: [
      `${h.rulerCondition.ruler} in ${h.rulerCondition.sign}`, `Moon in ${h.voidOfCourseStatus.moonSign}`,
      ...h.transits.map((t) => `${t.planet} in ${t.planetSign}`), ...h.retrogrades.map((r) => `${r.planet} in ${r.sign}`),
    ],
  });
}

function weeklyAllowed(w: WeeklyHoroscope): Allowed {
  const transits = w.dailySnapshots.flatMap((d) => d.transits);
  const { ruler, startSign, endSign } = w.rulerCondition;
  const retro = w.retrogrades ?? [];
  return merge(eventFacts(w.events ?? []), {
    bodies: [ruler, 'Moon', ...transits.map((t) => t.planet), ...retro.map((r) => r.planet)],
    signs: [w.sign, startSign, endSign, ...transits.map((t) => t.planetSign), ...retro.map((r) => r.sign)],
    aspects: [],
    phases: [w.moonPhaseAtStart, w.moonPhaseAtEnd, ...w.dailySnapshots.map((d) => d.moonPhase)],
    retrograde: (w.stations ?? []).length > 0 || retro.length > 0,
    eclipse: (w.eclipses ?? []).length > 0,
    pairs: [`${ruler} in ${startSign}`, `${ruler} in ${endSign}`, ...transits.map((t) => `${t.planet} in ${t.planetSign}`), ...retro.map((r) => `${r.planet} in ${r.sign}`)],
  });
}

function monthlyAllowed(m: MonthlyHoroscope): Allowed {
  return merge(eventFacts(m.events ?? []), { bodies: [], signs: [m.sign], aspects: [], phases: [], retrograde: false, eclipse: false, pairs: [] });
}

function yearlyAllowed(y: YearlyHoroscope): Allowed {
  const passages = y.housePassages ?? [];
  return merge(eventFacts(y.events ?? []), {
    bodies: [...y.retrogrades.map((r) => r.body), ...passages.map((p) => p.body), 'Jupiter', 'Saturn'],
    // A retrograde period names the sign of each station (horo-composer11: `endSign`, the direct station's, when the planet backs over a boundary).
    signs: [y.sign, ...y.retrogrades.flatMap((r) => [r.startSign, r.endSign]), ...passages.map((p) => p.sign), ...y.eclipses.map((e) => e.sign)],
    aspects: (y.conjunctions ?? []).length > 0 ? ['conjunction'] : [],
    phases: [],
    retrograde: y.retrogrades.length > 0,
    eclipse: y.eclipses.length > 0,
    pairs: [...y.retrogrades.flatMap((r) => [`${r.body} in ${r.startSign}`, `${r.body} in ${r.endSign}`]), ...passages.map((p) => `${p.body} in ${p.sign}`)],
  });
}

type Piece = keyof typeof BOUNDS;

/** The checks every narrative passes: bounds, no placeholder or forbidden phrase, facts only, events of weight ≥ 3 named. */
function expectGood(piece: Piece, narrative: string | undefined, allowed: Allowed, sign: Sign, events: readonly HoroscopeEvent[], label: string): void {
  expect(narrative, label).toBeTypeOf('string');
  const n = narrative!;
  expect(words(n), `${label}: ${n}`).toBeGreaterThanOrEqual(BOUNDS[piece].min);
  expect(words(n), `${label}: ${n}`).toBeLessThanOrEqual(BOUNDS[piece].max);
  expect(forbiddenIn(n), `${label}: ${n}`).toEqual([]);
  expect(violations(n, allowed, sign), `${label}: ${n}`).toEqual([]);
  const missing = events.filter((e) => e.importance >= MUST_NAME && !namesEvent(n, e)).map((e) => e.event);
  expect(missing, `${label}: ${n}`).toEqual([]);
}

const isoDay = (year: number, dayOfYear: number) => new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

describe('the fact parser of this test', () => {
  it('finds the facts of a sentence and flags what a record does not state', () => {
    const allowed: Allowed = { bodies: ['Mars', 'Moon'], signs: ['Leo', 'Aries'], aspects: [], phases: ['Full Moon'], retrograde: false, eclipse: false, pairs: ['Mars in Leo'] };
    expect(violations('Mars in Leo lights your 5th house under the Full Moon.', allowed, 'Aries')).toEqual([]);
    expect(violations('Mars in Aries, your 4th house.', allowed, 'Aries')).toEqual(['pair Mars in Aries', 'house 4']);
    expect(violations('Venus is retrograde near the New Moon.', allowed, 'Aries')).toEqual(['body Venus', 'phase New Moon', 'retrograde']);
  });
  it('says when an event is named', () => {
    const e: HoroscopeEvent = { date: '2025-03-15T06:46:06Z', kind: 'station', event: 'Mercury stations retrograde in Aries', body: 'Mercury', direction: 'retrograde', sign: 'Aries', house: 1, importance: 4 };
    expect(namesEvent('On 15 March Mercury turns retrograde in Aries.', e)).toBe(true);
    expect(namesEvent('Mercury is busy. Something is retrograde.', e)).toBe(false);
  });
});

describe('daily narratives (2025, every third day, 12 signs)', () => {
  it('are 120–200 words, name only the record’s facts and every event of weight ≥ 3, share no sentence between signs on a day, use no forbidden phrase', () => {
    const seen = new Map<string, string>();
    for (let d = 0; d < 365; d += 3) {
      const day = allHoroscopes({ date: isoDay(2025, d) });
      const sentencesToday = new Map<string, Sign>();
      for (const h of day) {
        const label = `${h.date} ${h.sign}`;
        expectGood('daily', h.narrative, dailyAllowed(h), h.sign, h.events ?? [], label);
        expect(seen.get(h.narrative!), `${label} repeats ${seen.get(h.narrative!)}`).toBeUndefined();
        seen.set(h.narrative!, label);
        for (const s of sentencesOf(h.narrative!)) {
          expect(sentencesToday.get(s), `${label} shares "${s}" with ${sentencesToday.get(s)}`).toBeUndefined();
          sentencesToday.set(s, h.sign);
        }
      }
    }
  }, 120_000);

  it('for any date, sign, perspective and zone (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1800, max: 2200 }), fc.integer({ min: 0, max: 364 }), fc.constantFrom(...SIGNS), fc.constantFrom(...PERSPECTIVES),
      fc.constantFrom('UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'),
      (year, d, sign: Sign, perspective: Perspective, timezone) => {
        const h = dailyHoroscope({ sign, date: isoDay(year, d), perspective, timezone });
        expectValid(Horoscope, h);
        expectGood('daily', h.narrative, dailyAllowed(h), sign, h.events ?? [], `${h.date} ${sign} ${perspective} ${timezone}`);
      },
    ), { numRuns: 20 });
  }, 60_000);

  it('2025-03-20: every sign’s horoscope names the March equinox (USNO, Earth’s Seasons 2025: 20 March 09:01 UT)', () => {
    for (const h of allHoroscopes({ date: '2025-03-20' })) {
      const season = (h.events ?? []).find((e) => e.kind === 'season');
      expect(season?.event, h.sign).toBe('Sun enters Aries (March equinox)');
      expect(Math.abs(Date.parse(season!.date) - Date.parse('2025-03-20T09:01:00Z')), h.sign).toBeLessThan(60_000);
      expect(h.narrative, h.sign).toMatch(/\bMarch equinox\b/);
    }
    for (const date of ['2025-03-19', '2025-03-21']) for (const h of allHoroscopes({ date })) expect(h.narrative).not.toMatch(/equinox/);
  });
});

describe('weekly narratives', () => {
  it('the week of 2024-04-08: every sign’s record lists the total solar eclipse (NASA: greatest eclipse 2024-04-08 18:17 UT) and its narrative names it', () => {
    for (const sign of SIGNS) {
      const w = weeklyHoroscope({ sign, date: '2024-04-10' });
      expectValid(WeeklyHoroscope, w);
      expect(w.eclipses, sign).toEqual([expect.objectContaining({ date: '2024-04-08', type: 'total solar', sign: 'Aries' })]);
      expect(w.narrative, sign).toMatch(/total solar eclipse in Aries/);
    }
  });

  it('2025, every fourth week, 12 signs: 250–400 words, facts only, every event of weight ≥ 3 named, stations listed', () => {
    for (let k = 0; k < 52; k += 4) {
      for (const sign of SIGNS) {
        const w = weeklyHoroscope({ sign, date: isoDay(2025, 5 + 7 * k) });
        expectGood('weekly', w.narrative, weeklyAllowed(w), sign, w.events ?? [], `${w.weekStart} ${sign}`);
        expect(w.stations).toEqual((w.events ?? []).filter((e) => e.kind === 'station').map((e) => ({ date: e.date, body: e.body, direction: e.direction, sign: e.sign })));
      }
    }
  }, 120_000);
});

describe('monthly narratives', () => {
  it('March 2025: the key dates hold both stations — Venus 2 March (rosemarcus.com: 1 March 5:35 pm PST = 2 March 01:35 UT), Mercury 15 March (cafeastrology.com: 2:46 am EDT = 06:46 UT)', () => {
    for (const sign of SIGNS) {
      const m = monthlyHoroscope({ sign, year: 2025, month: 3 });
      expectValid(MonthlyHoroscope, m);
      const stations = m.keyDates.filter((k) => k.eventType === 'station');
      expect(stations.map((k) => [k.planet, k.sign]), sign).toEqual([['Venus', 'Aries'], ['Mercury', 'Aries']]);
      expect(Math.abs(Date.parse(stations[0]!.date) - Date.parse('2025-03-02T01:35:00Z'))).toBeLessThan(86_400_000);
      expect(Math.abs(Date.parse(stations[1]!.date) - Date.parse('2025-03-15T06:46:00Z'))).toBeLessThan(3_600_000);
      expect(m.narrative, sign).toMatch(/Venus[^.]*retrograde/);
      expect(m.narrative, sign).toMatch(/Mercury[^.]*retrograde/);
    }
  });

  it('every month of 2025 for every sign: 400–700 words, facts only, every event of weight ≥ 3 named, distinct', () => {
    const seen = new Set<string>();
    for (let month = 1; month <= 12; month++) {
      for (const sign of SIGNS) {
        const m = monthlyHoroscope({ sign, year: 2025, month });
        expectGood('monthly', m.narrative, monthlyAllowed(m), sign, m.events ?? [], `${month} ${sign}`);
        expect(seen.has(m.narrative!)).toBe(false);
        seen.add(m.narrative!);
      }
    }
  }, 60_000);
});

describe('yearly narratives', () => {
  it('2026: the record holds the Saturn–Neptune conjunction (thezodiacus.com: 20 February 2026, 16:53 London = UT, at 0° Aries) and every sign’s narrative names it', () => {
    for (const sign of SIGNS) {
      const y = yearlyHoroscope({ sign, year: 2026 });
      expectValid(YearlyHoroscope, y);
      const c = (y.conjunctions ?? []).find((x) => x.bodies.join() === 'Saturn,Neptune');
      expect(c?.sign).toBe('Aries');
      expect(Math.abs(Date.parse(c!.date) - Date.parse('2026-02-20T16:53:00Z'))).toBeLessThan(5 * 60_000);
      expect(c!.longitude).toBeLessThan(1);
      expect(y.narrative, sign).toMatch(/Saturn and Neptune|Neptune and Saturn/);
    }
  });

  it('2020: the Jupiter–Saturn conjunction of 21 December 2020 at 0° Aquarius is in the record and the narrative', () => {
    const y = yearlyHoroscope({ sign: 'Leo', year: 2020 });
    const c = (y.conjunctions ?? []).find((x) => x.bodies.join() === 'Jupiter,Saturn');
    expect(c?.date.slice(0, 10)).toBe('2020-12-21');
    expect(c?.sign).toBe('Aquarius');
    expect(y.narrative).toMatch(/Jupiter and Saturn/);
  });

  it('2024–2027, 12 signs: 800–1,500 words, facts only, every event of weight ≥ 3 named, Jupiter’s and Saturn’s houses told', () => {
    for (let year = 2024; year <= 2027; year++) {
      for (const sign of SIGNS) {
        const y = yearlyHoroscope({ sign, year });
        expectGood('yearly', y.narrative, yearlyAllowed(y), sign, y.events ?? [], `${year} ${sign}`);
        for (const p of y.housePassages ?? []) {
          expect(p.house).toBe(houseFrom(sign, p.sign));
          expect(sentencesOf(y.narrative!).some((s) => s.includes(p.body) && s.includes(p.sign)), `${year} ${sign} ${p.body} ${p.sign}`).toBe(true);
        }
      }
    }
  }, 60_000);
});

describe('the prose linter (retext) over a deterministic sample', () => {
  it('finds no repeated word and no wrong indefinite article; passive voice and hard sentences stay rare', async () => {
    const texts: string[] = [];
    for (let d = 0; d < 365; d += 29) texts.push(...allHoroscopes({ date: isoDay(2025, d) }).map((h) => h.narrative!));
    for (const sign of SIGNS.filter((_, i) => i % 3 === 0)) {
      texts.push(weeklyHoroscope({ sign, date: '2024-04-08' }).narrative!, monthlyHoroscope({ sign, year: 2025, month: 3 }).narrative!, yearlyHoroscope({ sign, year: 2026 }).narrative!);
    }
    let passive = 0;
    let hard = 0;
    let sentences = 0;
    for (const t of texts) {
      const r = await lint(t);
      expect(r.repeated, t).toEqual([]);
      expect(r.article, t).toEqual([]);
      passive += r.passive;
      hard += r.hard;
      sentences += r.sentences;
    }
    // Policy: at most one sentence in twenty passive, at most one in ten above a general adult reading age.
    expect(passive / sentences).toBeLessThanOrEqual(0.05);
    expect(hard / sentences).toBeLessThanOrEqual(0.1);
  }, 120_000);
});

describe('narrative: false', () => {
  it('leaves the narrative out and keeps the events', () => {
    const h = dailyHoroscope({ sign: 'Leo', date: '2025-03-20', narrative: false });
    expect(h.narrative).toBeUndefined();
    expect(h.events?.some((e) => e.kind === 'season')).toBe(true);
  });
});
