import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allHoroscopes, dailyHoroscope, monthlyHoroscope } from '../../src/horoscope/index.js';
import { Horoscope, MonthlyHoroscope, SIGNS } from '../../src/schemas/index.js';
import { arbAllHoroscopesQuery, arbDailyHoroscopeQuery, arbMonthlyHoroscopeQuery } from '../../src/testing/index.js';
import { expectValid } from './expect-valid.js';
import { REFERENCE_EVENTS, msOfJd } from './reference-events.js';

const ONE_MINUTE_MS = 60000;
const PRINCIPAL: Record<string, string> = {
  newMoon: 'New Moon', firstQuarter: 'First Quarter', fullMoon: 'Full Moon', lastQuarter: 'Last Quarter',
};

describe('dailyHoroscope', () => {
  it('lists Mercury retrograde in Aries during its April 2024 retrograde (reference stations 1 and 25 April)', () => {
    const refRetro = REFERENCE_EVENTS.find((e) => e.type === 'station' && e.body === 'Mercury' && e.iso.startsWith('2024-04-0'));
    expect(refRetro?.station).toBe('retrograde');
    const h = dailyHoroscope({ sign: 'Aries', date: '2024-04-10' });
    expect(h.retrogrades).toContainEqual({ planet: 'Mercury', sign: 'Aries', isTransitingSign: true });
    const libra = dailyHoroscope({ sign: 'Libra', date: '2024-04-10' });
    expect(libra.retrogrades).toContainEqual({ planet: 'Mercury', sign: 'Aries', isTransitingSign: false });
    expect(dailyHoroscope({ sign: 'Aries', date: '2024-05-10' }).retrogrades.map((r) => r.planet)).not.toContain('Mercury');
  });

  it('places the ruler in the sign of its last reference ingress', () => {
    const mars = REFERENCE_EVENTS.filter((e) => e.type === 'signIngress' && e.body === 'Mars' && e.iso.startsWith('2024'));
    for (const [i, e] of mars.entries()) {
      const next = mars[i + 1];
      const midMs = next === undefined ? msOfJd(e.jd_ut) + 3 * 86400000 : (msOfJd(e.jd_ut) + msOfJd(next.jd_ut)) / 2;
      const h = dailyHoroscope({ sign: 'Aries', date: new Date(midMs).toISOString().slice(0, 10) });
      expect(h.rulerCondition).toEqual({ ruler: 'Mars', sign: e.sign });
    }
  });

  it('names the principal phase on the date of each reference lunation of 2000 (UTC)', () => {
    for (const e of REFERENCE_EVENTS.filter((x) => x.type in PRINCIPAL && x.iso.startsWith('2000'))) {
      expect(dailyHoroscope({ sign: 'Leo', date: e.iso.slice(0, 10) }).moonContext.phase).toBe(PRINCIPAL[e.type]);
    }
  });

  it('gives endsAt exactly when the Moon is void, and an illumination near 0 at New Moon and 100 at Full Moon', () => {
    for (let d = 1; d <= 28; d += 1) {
      const h = dailyHoroscope({ sign: 'Gemini', date: `2024-02-${String(d).padStart(2, '0')}` });
      expect(h.voidOfCourseStatus.endsAt !== undefined).toBe(h.voidOfCourseStatus.isVoidOfCourse);
      if (h.voidOfCourseStatus.endsAt !== undefined) {
        const ends = Date.parse(h.voidOfCourseStatus.endsAt);
        expect(ends).toBeGreaterThan(Date.UTC(2024, 1, d, 12));
        expect(ends).toBeLessThan(Date.UTC(2024, 1, d, 12) + 3 * 86400000); // the Moon leaves a sign within 2.5 days
      }
      if (h.moonContext.phase === 'New Moon') expect(h.moonContext.illumination).toBeLessThan(2);
      if (h.moonContext.phase === 'Full Moon') expect(h.moonContext.illumination).toBeGreaterThan(98);
    }
  });

  it('names whole-sign houses only in the rising perspective', () => {
    const rising = dailyHoroscope({ sign: 'Scorpio', date: '2024-04-08', perspective: 'rising' });
    const sun = dailyHoroscope({ sign: 'Scorpio', date: '2024-04-08' });
    expect(rising.perspective).toBe('rising');
    expect(rising.transits.every((t) => typeof t.house === 'number')).toBe(true);
    expect(sun.transits.every((t) => t.house === undefined)).toBe(true);
    for (const t of rising.transits) expect(t.house).toBe(((SIGNS.indexOf(t.planetSign) - SIGNS.indexOf('Scorpio') + 12) % 12) + 1);
  });

  it('validates against the Horoscope schema over generated queries', () => {
    fc.assert(
      fc.property(arbDailyHoroscopeQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        const h = dailyHoroscope(q as Parameters<typeof dailyHoroscope>[0]);
        expectValid(Horoscope, h);
        expect(h.transits.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 10 },
    );
  });

  it('rejects bad input naming the field', () => {
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-30' })).toThrow(/date 2024-02-30 does not exist/);
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-01', perspective: 'mars' as never })).toThrow(/perspective must be one of/);
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-01', timezone: 'Nowhere' })).toThrow(/timezone "Nowhere"/);
  });
});

describe('allHoroscopes', () => {
  it('returns the twelve daily horoscopes, Aries to Pisces, each equal to the single-sign composer', () => {
    const all = allHoroscopes({ date: '2024-06-21', timezone: 'Asia/Tokyo', perspective: 'moon' });
    expect(all.map((h) => h.sign)).toEqual([...SIGNS]);
    for (const h of all) {
      expect(h).toEqual(dailyHoroscope({ sign: h.sign, date: '2024-06-21', timezone: 'Asia/Tokyo', perspective: 'moon' }));
    }
  });

  it('validates against the Horoscope schema over generated queries', () => {
    fc.assert(
      fc.property(arbAllHoroscopesQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        for (const h of allHoroscopes(q as Parameters<typeof allHoroscopes>[0])) expectValid(Horoscope, h);
      }),
      { numRuns: 4 },
    );
  });
});

describe('monthlyHoroscope', () => {
  it('splits the month into weeks 1–4 with week 4 running to the month’s end', () => {
    const feb = monthlyHoroscope({ sign: 'Pisces', year: 2024, month: 2 });
    expect(feb.weeklyBreakdown.map((w) => [w.weekNumber, w.startDate, w.endDate])).toEqual([
      [1, '2024-02-01', '2024-02-07'], [2, '2024-02-08', '2024-02-14'], [3, '2024-02-15', '2024-02-21'], [4, '2024-02-22', '2024-02-29'],
    ]);
    expect(monthlyHoroscope({ sign: 'Pisces', year: 2023, month: 2 }).weeklyBreakdown[3]!.endDate).toBe('2023-02-28');
    expect(monthlyHoroscope({ sign: 'Pisces', year: 2024, month: 12 }).weeklyBreakdown[3]!.endDate).toBe('2024-12-31');
  });

  it('lists the reference lunations and Mercury–Neptune ingresses of the month within a minute, in time order', () => {
    for (const month of [1, 4, 8, 11]) {
      const m = monthlyHoroscope({ sign: 'Taurus', year: 2024, month });
      const inMonth = (iso: string) => iso.startsWith(`2024-${String(month).padStart(2, '0')}`);
      const refPhases = REFERENCE_EVENTS.filter((e) => e.type in PRINCIPAL && inMonth(e.iso));
      expect(m.moonPhases.map((p) => p.phase)).toEqual(refPhases.map((e) => PRINCIPAL[e.type]));
      refPhases.forEach((e, k) => expect(Math.abs(Date.parse(m.moonPhases[k]!.date) - msOfJd(e.jd_ut))).toBeLessThan(ONE_MINUTE_MS));
      const refIngresses = REFERENCE_EVENTS.filter((e) => e.type === 'signIngress' && inMonth(e.iso) && e.body !== 'Pluto');
      const mine = m.keyDates.filter((k) => k.eventType === 'ingress' && k.planet !== 'Sun' && k.planet !== 'Pluto');
      expect(mine.map((k) => `${k.planet} ${k.sign}`)).toEqual(refIngresses.map((e) => `${e.body} ${e.sign}`));
      const times = m.keyDates.map((k) => Date.parse(k.date));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      const weekIngresses = m.weeklyBreakdown.flatMap((w) => w.ingresses).map((i) => `${i.planet} ${i.sign} ${i.date}`);
      expect(weekIngresses).toEqual(m.keyDates.filter((k) => k.eventType === 'ingress').map((k) => `${k.planet} ${k.sign} ${k.date}`));
    }
  });

  it('puts each reference lunation in the month of its local date in the zone', () => {
    const local = (ms: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
    const lunations = REFERENCE_EVENTS.filter((e) => e.type in PRINCIPAL);
    let movedAcross = 0;
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Honolulu']) {
      const months = new Map<string, ReturnType<typeof monthlyHoroscope>>();
      for (const e of lunations) {
        const ms = msOfJd(e.jd_ut);
        const [y, m] = local(ms, timezone).split('-').map(Number) as [number, number];
        if (m !== Number(e.iso.slice(5, 7))) movedAcross += 1;
        const key = `${y}-${m}`;
        if (!months.has(key)) months.set(key, monthlyHoroscope({ sign: 'Leo', year: y, month: m, timezone }));
        const found = months.get(key)!.moonPhases.filter((p) => Math.abs(Date.parse(p.date) - ms) < ONE_MINUTE_MS);
        expect(found.map((p) => p.phase), `${e.iso} ${timezone}`).toEqual([PRINCIPAL[e.type]]);
      }
    }
    expect(movedAcross).toBeGreaterThan(0); // some lunations do change month with the zone
  });

  it('validates against the MonthlyHoroscope schema over generated queries', () => {
    fc.assert(
      fc.property(arbMonthlyHoroscopeQuery(1990, 2030), (q) => expectValid(MonthlyHoroscope, monthlyHoroscope(q))),
      { numRuns: 5 },
    );
  });

  it('rejects month 13 and years outside 1800–2200', () => {
    expect(() => monthlyHoroscope({ sign: 'Leo', year: 2024, month: 13 })).toThrow(/month must be in 1\.\.12, got 13/);
    expect(() => monthlyHoroscope({ sign: 'Leo', year: 2024, month: 0 })).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => monthlyHoroscope({ sign: 'Leo', year: 3000, month: 1 })).toThrow(/year must be in 1800\.\.2200/);
  });
});
