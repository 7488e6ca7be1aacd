import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyHoroscope } from '../../src/records/index.js';
import { MonthlyHoroscope } from '../../src/schemas/index.js';
import { arbMonthlyHoroscopeQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { REFERENCE_EVENTS, msOfJd } from '../horoscope/reference-events.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN } from '../setup/span-edges.js';
import { bodyPosition } from '../../src/records/positions.js';
import { localDayMs } from '../time/intl-local-day.js';

const DAY_MS = 86_400_000;
/** The elongation at a lunation's instant (ISO to the millisecond): 2″ (the Moon gains 0.5″ a second on the Sun). */
const ELONGATION_TOLERANCE_DEG = 2 / 3600;
const PHASE_ELONGATION: Record<string, number> = { 'New Moon': 0, 'First Quarter': 90, 'Full Moon': 180, 'Last Quarter': 270 };

const ONE_MINUTE_MS = 60000;
const PRINCIPAL: Record<string, string> = {
  newMoon: 'New Moon', firstQuarter: 'First Quarter', fullMoon: 'Full Moon', lastQuarter: 'Last Quarter',
};

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

  it('validates over generated queries; its lunations are the elongation\'s 90° crossings in the local month', () => {
    fc.assert(
      fc.property(arbMonthlyHoroscopeQuery(1990, 2030), (q) => {
        const m = monthlyHoroscope(q);
        expectValid(MonthlyHoroscope, m);
        const zone = q.timezone ?? 'UTC';
        const what = `${q.sign} ${q.year}-${q.month} ${zone}`;
        // The local month, sampled daily: the elongation (apparent Moon − Sun, unwrapped) passes each multiple of 90° once.
        const first = `${q.year}-${String(q.month).padStart(2, '0')}-01`;
        const next = q.month === 12 ? `${q.year + 1}-01-01` : `${q.year}-${String(q.month + 1).padStart(2, '0')}-01`;
        const [start, end] = [localDayMs(first, zone)[0], localDayMs(next, zone)[0]];
        const elongation = (ms: number): number => {
          const at = new Date(ms).toISOString();
          return (((bodyPosition('Moon', at).longitude - bodyPosition('Sun', at).longitude) % 360) + 360) % 360;
        };
        const samples = [...Array.from({ length: Math.floor((end - start) / DAY_MS) }, (_, k) => start + k * DAY_MS), end];
        const unwrapped = samples.map(elongation).reduce<number[]>((acc, e) => [...acc, acc.length === 0 ? e : acc.at(-1)! + ((((e - acc.at(-1)!) % 360) + 360) % 360)], []);
        const crossings = Math.floor(unwrapped.at(-1)! / 90) - Math.floor(unwrapped[0]! / 90);
        expect(m.moonPhases.length, what).toBe(crossings);
        const times = m.moonPhases.map((p) => Date.parse(p.date));
        expect([...times].sort((a, b) => a - b), what).toEqual(times);
        for (const p of m.moonPhases) {
          expect(Date.parse(p.date), `${what} ${p.phase}`).toBeGreaterThanOrEqual(start);
          expect(Date.parse(p.date), `${what} ${p.phase}`).toBeLessThan(end);
          const off = Math.abs(((elongation(Date.parse(p.date)) - PHASE_ELONGATION[p.phase]! + 540) % 360) - 180);
          expect(off, `${what} ${p.phase} at ${p.date}`).toBeLessThan(ELONGATION_TOLERANCE_DEG);
        }
      }),
      { numRuns: 5 },
    );
  });

  it(`rejects month 13 and years outside ${SUPPORTED_SPAN.years}`, () => {
    expect(() => monthlyHoroscope({ sign: 'Leo', year: 2024, month: 13 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'month', received: 13, allowed: 'integer 1..12' }) }),
    );
    expect(() => monthlyHoroscope({ sign: 'Leo', year: 2024, month: 0 })).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => monthlyHoroscope({ sign: 'Leo', year: YEAR_AFTER_SPAN, month: 1 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'year', received: YEAR_AFTER_SPAN, allowed: `integer ${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}` }) }),
    );
    expect(() => monthlyHoroscope({ sign: 'Leo', year: YEAR_BEFORE_SPAN, month: 12 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'year', received: YEAR_BEFORE_SPAN }) }),
    );
  });
});

describe('monthly key dates name eclipses (issue 11, what astrologers expect)', () => {
  it('issue 11: April 2024 lists "Total solar eclipse in Aries" at its New Moon, March 2024 the penumbral lunar eclipse in Libra', () => {
    // NASA: total solar eclipse 2024 April 8 at the new moon in Aries; penumbral lunar eclipse 2024 March 25 at
    // the full moon in Libra (Espenak, Five Millennium Canons; the lunations' signs are those of findMoonPhases).
    const april = monthlyHoroscope({ sign: 'Aries', year: 2024, month: 4 }).keyDates;
    expect(april.filter((k) => k.event.includes('eclipse'))).toEqual([
      expect.objectContaining({ event: 'Total solar eclipse in Aries', eventType: 'moonPhase', sign: 'Aries' }),
    ]);
    expect(april.some((k) => k.event === 'New Moon in Aries')).toBe(false);
    const march = monthlyHoroscope({ sign: 'Libra', year: 2024, month: 3 }).keyDates;
    expect(march.filter((k) => k.event.includes('eclipse')).map((k) => k.event)).toEqual(['Penumbral lunar eclipse in Libra']);
    // A lunation without an eclipse keeps its lunation wording.
    expect(march.some((k) => k.event === 'New Moon in Pisces')).toBe(true);
  });
});
