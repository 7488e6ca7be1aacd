/**
 * The readable horoscopes (issue 12, docs/horoscopes.md "Narrative"): length bounds, distinctness over a year of days
 * and signs, and the rule that a narrative names only facts of the record it stands beside. The fact parser here is
 * the test's own (from the schema enumerations), independent of src/horoscope/narrative-facts.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allHoroscopes, dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope,
} from '../../src/records/index.js';
import {
  Horoscope, MOON_PHASES, MonthlyHoroscope, PERSPECTIVES, SIGNS, WeeklyHoroscope, YearlyHoroscope,
  type Perspective, type Sign,
} from '../../src/schemas/index.js';
import { NARRATIVE_EN } from '../../src/text/en/narrative.js';
import { expectValid } from './expect-valid.js';

/** The bounds. */
const MIN_WORDS = 80;
const MAX_WORDS = 200;
const words = (s: string) => s.split(/\s+/).filter((w) => w.length > 0).length;

const BODY_WORDS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'Ceres',
  'Pallas', 'Juno', 'Vesta', 'Eris', 'Lilith', 'North Node', 'South Node',
];
const ASPECT_WORDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition', 'quincunx'];

/** What a text names: bodies, signs, aspects, phases, and the three events. */
interface Named {
  bodies: Set<string>;
  signs: Set<string>;
  aspects: Set<string>;
  phases: Set<string>;
  retrograde: boolean;
  eclipse: boolean;
  void: boolean;
}

function named(text: string): Named {
  const has = (word: string, flags = '') => new RegExp(`\\b${word}s?\\b`, flags).test(text);
  return {
    bodies: new Set(BODY_WORDS.filter((b) => has(b))),
    signs: new Set(SIGNS.filter((s) => has(s))),
    aspects: new Set(ASPECT_WORDS.filter((a) => has(a, 'i'))),
    phases: new Set(MOON_PHASES.filter((p) => has(p, 'i'))),
    retrograde: /\bretrograde\b/i.test(text),
    eclipse: /\beclipses?\b/i.test(text),
    void: /\bvoid of course\b/i.test(text),
  };
}

/** The facts a record allows, and its "body in sign" pairs. */
interface Allowed {
  bodies: string[];
  signs: string[];
  aspects: string[];
  phases: string[];
  retrograde: boolean;
  eclipse: boolean;
  void: boolean;
  /** "Mars in Leo" pairs the record states (the Moon's by its sign, an eclipse's as "eclipse in Leo"). */
  pairs: string[];
  /** Houses the record's transits carry (rising perspective): "your 5th house" may name only these. */
  houses?: number[];
}

/** Every fact named must be allowed, and every "X in Y" with X a body (or "eclipse") must be a stated pair. */
function violations(text: string, allowed: Allowed): string[] {
  const n = named(text);
  const out: string[] = [];
  for (const b of n.bodies) if (!allowed.bodies.includes(b)) out.push(`body ${b}`);
  for (const s of n.signs) if (!allowed.signs.includes(s)) out.push(`sign ${s}`);
  for (const a of n.aspects) if (!allowed.aspects.includes(a)) out.push(`aspect ${a}`);
  for (const p of n.phases) if (!allowed.phases.includes(p)) out.push(`phase ${p}`);
  if (n.retrograde && !allowed.retrograde) out.push('retrograde');
  if (n.eclipse && !allowed.eclipse) out.push('eclipse');
  if (n.void && !allowed.void) out.push('void of course');
  const pairRe = new RegExp(`\\b(${[...BODY_WORDS, 'eclipse'].join('|')}) in (${SIGNS.join('|')})\\b`, 'g');
  for (const m of text.matchAll(pairRe)) if (!allowed.pairs.includes(`${m[1]} in ${m[2]}`)) out.push(`pair ${m[0]}`);
  for (const m of text.matchAll(/\b(\d+)(?:st|nd|rd|th) house\b/g)) {
    if (!(allowed.houses ?? []).includes(Number(m[1]))) out.push(`house ${m[1]}`);
  }
  return out;
}

function dailyAllowed(h: Horoscope): Allowed {
  return {
    bodies: [h.rulerCondition.ruler, 'Moon', ...h.transits.map((t) => t.planet), ...h.retrogrades.map((r) => r.planet)],
    signs: [h.sign, h.rulerCondition.sign, h.voidOfCourseStatus.moonSign, ...h.transits.map((t) => t.planetSign),
      ...h.retrogrades.map((r) => r.sign), ...(h.eclipse ? [h.eclipse.sign] : [])],
    aspects: h.transits.map((t) => t.aspectType),
    phases: [h.moonContext.phase],
    retrograde: h.retrogrades.length > 0,
    eclipse: h.eclipse !== undefined,
    void: h.voidOfCourseStatus.isVoidOfCourse,
    pairs: [
      `${h.rulerCondition.ruler} in ${h.rulerCondition.sign}`, `Moon in ${h.voidOfCourseStatus.moonSign}`,
      ...h.transits.map((t) => `${t.planet} in ${t.planetSign}`), ...h.retrogrades.map((r) => `${r.planet} in ${r.sign}`),
      ...(h.eclipse ? [`eclipse in ${h.eclipse.sign}`] : []),
    ],
    houses: h.transits.flatMap((t) => (t.house === undefined ? [] : [t.house])),
  };
}

function weeklyAllowed(w: WeeklyHoroscope): Allowed {
  const transits = w.dailySnapshots.flatMap((d) => d.transits);
  const { ruler, startSign, endSign } = w.rulerCondition;
  return {
    bodies: [ruler, 'Moon', ...transits.map((t) => t.planet)],
    signs: [w.sign, startSign, endSign, ...transits.map((t) => t.planetSign)],
    aspects: transits.map((t) => t.aspectType),
    phases: [w.moonPhaseAtStart, w.moonPhaseAtEnd, ...w.dailySnapshots.map((d) => d.moonPhase)],
    retrograde: false,
    eclipse: false,
    void: w.dailySnapshots.some((d) => d.voidOfCourse),
    pairs: [`${ruler} in ${startSign}`, `${ruler} in ${endSign}`, ...transits.map((t) => `${t.planet} in ${t.planetSign}`)],
  };
}

function monthlyAllowed(m: MonthlyHoroscope): Allowed {
  const ingresses = [...m.keyDates.filter((k) => k.eventType === 'ingress'), ...m.weeklyBreakdown.flatMap((w) => w.ingresses)];
  const lunations = m.keyDates.filter((k) => k.eventType === 'moonPhase');
  return {
    bodies: ['Moon', ...ingresses.map((k) => k.planet!)],
    signs: [m.sign, ...m.keyDates.map((k) => k.sign!)],
    aspects: [],
    phases: [...m.moonPhases.map((p) => p.phase), ...lunations.flatMap((k) => MOON_PHASES.filter((p) => k.event.includes(p)))],
    retrograde: m.keyDates.some((k) => k.event.includes('retrograde')),
    eclipse: m.keyDates.some((k) => k.event.includes('eclipse')),
    void: false,
    pairs: [
      ...ingresses.map((k) => `${k.planet} in ${k.sign}`),
      ...lunations.map((k) => (k.event.includes('eclipse') ? `eclipse in ${k.sign}` : `Moon in ${k.sign}`)),
    ],
  };
}

function yearlyAllowed(y: YearlyHoroscope): Allowed {
  const ingresses = y.quarters.flatMap((q) => q.ingresses);
  return {
    bodies: [...ingresses.map((i) => i.planet), ...y.retrogrades.map((r) => r.body)],
    signs: [y.sign, ...ingresses.map((i) => i.sign), ...y.eclipses.map((e) => e.sign), ...y.retrogrades.map((r) => r.startSign)],
    aspects: [],
    phases: [],
    retrograde: y.retrogrades.length > 0,
    eclipse: y.eclipses.length > 0,
    void: false,
    pairs: [
      ...ingresses.map((i) => `${i.planet} in ${i.sign}`), ...y.retrogrades.map((r) => `${r.body} in ${r.startSign}`),
      ...y.eclipses.map((e) => `eclipse in ${e.sign}`),
    ],
  };
}

/** A narrative within the bounds, without unfilled placeholders, naming only allowed facts. */
function expectGoodNarrative(narrative: string | undefined, allowed: Allowed, label: string): void {
  expect(narrative, label).toBeTypeOf('string');
  const n = narrative!;
  expect(words(n), `${label}: ${n}`).toBeGreaterThanOrEqual(MIN_WORDS);
  expect(words(n), `${label}: ${n}`).toBeLessThanOrEqual(MAX_WORDS);
  expect(n, label).not.toMatch(/[{}]|undefined|NaN/);
  expect(violations(n, allowed), `${label}: ${n}`).toEqual([]);
}

const isoDay = (year: number, dayOfYear: number) => new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

describe('the fact parser of this test', () => {
  it('finds the facts of a sentence and flags what a record does not state', () => {
    const allowed: Allowed = {
      bodies: ['Mars', 'Moon'], signs: ['Leo', 'Aries'], aspects: ['square'], phases: ['Full Moon'], retrograde: false,
      eclipse: false, void: false, pairs: ['Mars in Leo'],
    };
    expect(violations('Mars in Leo makes a square to Aries under the Full Moon.', allowed)).toEqual([]);
    expect(violations('Mars in Aries squares Leo.', allowed)).toEqual(['pair Mars in Aries']);
    expect(violations('Venus is retrograde near the New Moon, a trine away.', allowed)).toEqual([
      'body Venus', 'aspect trine', 'phase New Moon', 'retrograde',
    ]);
    expect(violations('Sunday and Monday are calm.', allowed)).toEqual([]);
    expect(violations('Mars in Leo, through your 5th house.', { ...allowed, houses: [5] })).toEqual([]);
    expect(violations('Mars in Leo, through your 4th house.', { ...allowed, houses: [5] })).toEqual(['house 4']);
  });
});

describe('daily narratives', () => {
  it('of 365 days × 12 signs (2025, sun perspective) are 80–200 words, pairwise distinct and name only the record’s facts', () => {
    const seen = new Map<string, string>();
    let shortest = Infinity;
    let longest = 0;
    for (let d = 0; d < 365; d++) {
      for (const h of allHoroscopes({ date: isoDay(2025, d) })) {
        const label = `${h.date} ${h.sign}`;
        expectGoodNarrative(h.narrative, dailyAllowed(h), label);
        const n = h.narrative!;
        expect(seen.get(n), `${label} repeats ${seen.get(n)}`).toBeUndefined();
        seen.set(n, label);
        shortest = Math.min(shortest, words(n));
        longest = Math.max(longest, words(n));
      }
    }
    expect(seen.size).toBe(365 * 12);
    expect(longest - shortest).toBeGreaterThan(20); // composed from the sky, not one fixed length
  }, 120_000);

  it('name only the record’s facts for any date, sign, perspective and zone (property)', () => {
    const date = fc.integer({ min: 0, max: 400 * 365 }).map((n) => new Date(Date.UTC(1800, 0, 10 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.constantFrom(...SIGNS),
        fc.constantFrom(...PERSPECTIVES),
        fc.constantFrom('UTC', 'America/Chicago', 'Asia/Tokyo', 'Pacific/Kiritimati'),
        (day, sign, perspective, timezone) => {
          const h = dailyHoroscope({ date: day, sign, perspective, timezone });
          expectValid(Horoscope, h);
          expectGoodNarrative(h.narrative, dailyAllowed(h), `${day} ${sign} ${perspective} ${timezone}`);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('tell the ruler, the Moon, the transits, the retrogrades and the eclipse of the day (8 April 2024, Aries)', () => {
    const h = dailyHoroscope({ sign: 'Aries', date: '2024-04-08' });
    // The total solar eclipse of 8 April 2024 (greatest eclipse 18:17 UT, New Moon at 19°24′ Aries).
    expect(h.eclipse).toEqual({ type: 'total solar', sign: 'Aries' });
    const n = h.narrative!;
    expect(n).toContain('total solar eclipse in Aries');
    expect(n).toContain(`Mars`);
    expect(n).toContain(h.rulerCondition.sign);
    expect(n).toContain('New Moon');
    expect(n).toMatch(/Mercury[^.]*retrograde|retrograde[^.]*Mercury/);
    for (const t of h.transits) expect(n).toContain(t.aspectType);
  });

  it('leave the eclipse out on a day without one, and the narrative out when asked', () => {
    expect(dailyHoroscope({ sign: 'Aries', date: '2024-04-10' }).eclipse).toBeUndefined();
    const plain = dailyHoroscope({ sign: 'Leo', date: '2024-04-10', narrative: false });
    expect(plain).not.toHaveProperty('narrative');
    expect({ ...dailyHoroscope({ sign: 'Leo', date: '2024-04-10' }), narrative: undefined }).toEqual({ ...plain, narrative: undefined });
    expect(allHoroscopes({ date: '2024-04-10', narrative: false }).every((h) => h.narrative === undefined)).toBe(true);
  });
});

describe('weekly, monthly and yearly narratives', () => {
  const signs = fc.constantFrom(...SIGNS);
  const perspectives = fc.constantFrom<Perspective>(...PERSPECTIVES);

  it('weekly: 80–200 words, only the record’s facts (property)', () => {
    const date = fc.integer({ min: 0, max: 400 * 365 }).map((n) => new Date(Date.UTC(1800, 0, 10 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, signs, perspectives, (day, sign: Sign, perspective) => {
        const w = weeklyHoroscope({ date: day, sign, perspective });
        expectValid(WeeklyHoroscope, w);
        expectGoodNarrative(w.narrative, weeklyAllowed(w), `${day} ${sign} ${perspective}`);
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('monthly: 80–200 words, only the record’s facts, every month of 2024 for every sign distinct', () => {
    const seen = new Set<string>();
    for (const sign of SIGNS) {
      for (let month = 1; month <= 12; month++) {
        const m = monthlyHoroscope({ sign, year: 2024, month });
        expectValid(MonthlyHoroscope, m);
        expectGoodNarrative(m.narrative, monthlyAllowed(m), `2024-${month} ${sign}`);
        seen.add(m.narrative!);
      }
    }
    expect(seen.size).toBe(144);
  }, 60_000);

  it('monthly: the same for any year and month (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2200 }), fc.integer({ min: 1, max: 12 }), signs, (year, month, sign) => {
        const m = monthlyHoroscope({ sign, year, month });
        expectGoodNarrative(m.narrative, monthlyAllowed(m), `${year}-${month} ${sign}`);
      }),
      { numRuns: 12 },
    );
  }, 60_000);

  it('yearly: 80–200 words, only the record’s facts, the eclipses on the sign’s axis told as such', () => {
    for (const year of [1800, 2024, 2200]) {
      const texts = new Set<string>();
      for (const sign of SIGNS) {
        const y = yearlyHoroscope({ sign, year });
        expectValid(YearlyHoroscope, y);
        expectGoodNarrative(y.narrative, yearlyAllowed(y), `${year} ${sign}`);
        texts.add(y.narrative!);
      }
      expect(texts.size).toBe(12);
    }
    // 2024: the total solar eclipse of 8 April is in Aries, the annular one of 2 October in Libra — the Aries–Libra axis.
    expect(yearlyHoroscope({ sign: 'Libra', year: 2024 }).narrative).toMatch(/in Aries and Libra fall|in Libra and Aries fall|ones in (Aries and Libra|Libra and Aries) land/);
  }, 120_000);

  it('sidereal records (issue 15): 80–200 words, only the record’s facts — the signs of the narrative are sidereal (property)', () => {
    const date = fc.integer({ min: 0, max: 300 * 365 }).map((n) => new Date(Date.UTC(1850, 0, 10 + n)).toISOString().slice(0, 10));
    const systems = fc.constantFrom('Lahiri', 'FaganBradley', 'Raman', 'TrueCitra');
    fc.assert(
      fc.property(date, signs, perspectives, systems, (day, sign: Sign, perspective, ayanamsa) => {
        const h = dailyHoroscope({ date: day, sign, perspective, ayanamsa });
        expectGoodNarrative(h.narrative, dailyAllowed(h), `daily ${day} ${sign} ${perspective} ${ayanamsa}`);
        const w = weeklyHoroscope({ date: day, sign, perspective, ayanamsa });
        expectGoodNarrative(w.narrative, weeklyAllowed(w), `weekly ${day} ${sign} ${perspective} ${ayanamsa}`);
        const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
        const m = monthlyHoroscope({ sign, year, month, ayanamsa });
        expectGoodNarrative(m.narrative, monthlyAllowed(m), `monthly ${year}-${month} ${sign} ${ayanamsa}`);
      }),
      { numRuns: 12 },
    );
    for (const sign of SIGNS) {
      const y = yearlyHoroscope({ sign, year: 2024, zodiac: 'sidereal' });
      expectGoodNarrative(y.narrative, yearlyAllowed(y), `yearly 2024 ${sign} sidereal`);
    }
  }, 120_000);

  it('are left out with narrative: false', () => {
    expect(weeklyHoroscope({ sign: 'Leo', date: '2024-04-10', narrative: false })).not.toHaveProperty('narrative');
    expect(monthlyHoroscope({ sign: 'Leo', year: 2024, month: 4, narrative: false })).not.toHaveProperty('narrative');
    expect(yearlyHoroscope({ sign: 'Leo', year: 2024, narrative: false })).not.toHaveProperty('narrative');
  });
});

describe('the English frames', () => {
  /** Every frame string of the narrative text, with the slot it belongs to. */
  function frames(value: unknown, path: string): [string, string][] {
    if (typeof value === 'string') return [[path, value]];
    if (Array.isArray(value)) return value.flatMap((v, i) => frames(v, `${path}[${i}]`));
    if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => frames(v, `${path}.${k}`));
    return [];
  }
  const all = frames(NARRATIVE_EN, 'en');

  it('name no fact themselves: bodies, signs, aspects and phases enter through placeholders (the Moon excepted)', () => {
    // The names of bodies in prose ("the Sun") are how a placeholder's body is written, not a fact of their own.
    const bad = all.filter(([path]) => !path.startsWith('en.phrases.bodyNames')).filter(([, f]) => {
      const n = named(f.replace(/\{\w+\}/g, ''));
      return [...n.bodies].some((b) => b !== 'Moon') || n.signs.size > 0 || n.aspects.size > 0 || n.phases.size > 0;
    });
    expect(bad).toEqual([]);
  });

  it('offer at least two ways of saying each sentence', () => {
    const slots = (value: unknown, path: string): [string, number][] => {
      if (Array.isArray(value)) return [[path, value.length]];
      if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => slots(v, `${path}.${k}`));
      return [];
    };
    const { phrases: _phrases, ...narratives } = NARRATIVE_EN;
    expect(slots(narratives, 'en').filter(([, n]) => n < 2)).toEqual([]);
  });
});
