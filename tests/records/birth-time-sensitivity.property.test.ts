import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aspectMatch } from '../../src/aspects/index.js';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { housesAt, houseContaining } from '../../src/houses/index.js';
import { birthTimeSensitivity } from '../../src/records/birth-time-sensitivity.js';
import { NATAL_ASPECT_BODIES, SIGNS } from '../../src/schemas/index.js';
import { civilInstant, instantFromJulianDay } from '../../src/time/index.js';
import { normalizeDegrees } from '../../src/units/angle.js';
import { NAKSHATRAS } from '../../src/vedic/nakshatras.js';
import { nakshatraIndex } from '../../src/vedic/nakshatra.js';
import { vargaSign } from '../../src/vedic/varga-sign.js';
import { ayanamsaAt, domicileRuler, signOf } from '../../src/zodiac/index.js';
import { caught } from '../charts/technique-helpers.js';

/**
 * birthTimeSensitivity against a dense, independent scan: every fact read at each whole minute of the window from
 * exact positions and exact houses (no interpolation, no bracketing), and each reported change checked one second
 * either side with the same exact reading.
 */
const MINUTE_DAYS = 1 / 1440;
const SECOND_DAYS = 1 / 86_400;
/** The reported instant is the first bisected instant of the new value, within 0.5 s; checked at ±1 s. */
const CHECK_OFFSET_DAYS = SECOND_DAYS;

function exactFacts(jdUt: number, latitude: number, longitude: number): Map<string, string> {
  const at = instantFromJulianDay(jdUt, 'UT');
  const h = housesAt(at, latitude, longitude, 'Placidus');
  const ayanamsa = ayanamsaAt('Lahiri', at.jdTt);
  const lon = new Map(NATAL_ASPECT_BODIES.map((b) => [b, apparentBodyPosition(b, at).longitude] as const));
  const moonSidereal = normalizeDegrees(lon.get('Moon')! - ayanamsa);
  const out = new Map<string, string>([
    ['ascendantSign//', signOf(h.ascendant)],
    ['midheavenSign//', signOf(h.midheaven)],
    ['chartRuler//', domicileRuler(signOf(h.ascendant), 'traditional')],
    ['navamsaAscendant//', SIGNS[vargaSign(normalizeDegrees(h.ascendant - ayanamsa), 9)]!],
    ['moonSign//', signOf(lon.get('Moon')!)],
    ['moonNakshatra//', NAKSHATRAS[nakshatraIndex(moonSidereal)]!.name],
    ['dashaLord//', NAKSHATRAS[nakshatraIndex(moonSidereal)]!.ruler],
  ]);
  for (const b of NATAL_ASPECT_BODIES) out.set(`house/${b}/`, String(houseContaining(lon.get(b)!, h.cusps)));
  for (const [angle, a] of [['Ascendant', h.ascendant], ['Midheaven', h.midheaven]] as const) {
    for (const b of NATAL_ASPECT_BODIES) out.set(`angleAspect/${b}/${angle}`, aspectMatch(lon.get(b)!, a, 'modern-western', b)?.type ?? 'none');
  }
  return out;
}

const key = (c: { fact: string; body?: string; angle?: string }) => `${c.fact}/${c.body ?? ''}/${c.angle ?? ''}`;
const iso = (n: number, w = 2) => String(n).padStart(w, '0');

describe('birthTimeSensitivity', () => {
  it('property: every change a minute-by-minute exact scan sees is reported in its minute, and each reported change is the scan’s value one second either side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2049 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }),
        fc.double({ min: -55, max: 55, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }),
        (year, month, day, hour, minute, latitude, longitude) => {
          const birth = { birthDate: `${year}-${iso(month)}-${iso(day)}`, birthTime: `${iso(hour)}:${iso(minute)}`, latitude, longitude, timezone: 'UTC' };
          const half = 15;
          const s = birthTimeSensitivity({ birth, plusMinusMinutes: half });
          const jd0 = civilInstant({ date: birth.birthDate, time: birth.birthTime, latitude, longitude, timezone: 'UTC' }).instant.jdUt;
          const reported = s.changes.map((c) => ({ key: key(c), from: c.from, to: c.to, jd: jd0 + c.minutesFromBirth * MINUTE_DAYS }));
          let prev = exactFacts(jd0 - half * MINUTE_DAYS, latitude, longitude);
          for (const f of s.stays) expect(prev.get(key(f)), key(f)).toBe(f.value);
          for (let m = -half + 1; m <= half; m += 1) {
            const a = jd0 + (m - 1) * MINUTE_DAYS;
            const b = jd0 + m * MINUTE_DAYS;
            const cur = exactFacts(b, latitude, longitude);
            for (const [k, v] of cur) {
              if (prev.get(k) === v) continue;
              const inMinute = reported.filter((r) => r.key === k && r.jd >= a - SECOND_DAYS && r.jd <= b + SECOND_DAYS);
              expect(inMinute.length, `${k} ${prev.get(k)} → ${v} in minute ${m}`).toBeGreaterThan(0);
            }
            prev = cur;
          }
          for (const r of reported) {
            expect(exactFacts(r.jd - CHECK_OFFSET_DAYS, latitude, longitude).get(r.key), `${r.key} before`).toBe(r.from);
            expect(exactFacts(r.jd + CHECK_OFFSET_DAYS, latitude, longitude).get(r.key), `${r.key} after`).toBe(r.to);
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('the Vimshottari rate is the definition’s: −(years × 365.25 × the Moon’s speed / 13°20′ − 1) days per day of birth time', () => {
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    const s = birthTimeSensitivity({ birth, plusMinusMinutes: 10 });
    const jd0 = civilInstant({ date: birth.birthDate, time: birth.birthTime, latitude: birth.latitude, longitude: birth.longitude }).instant.jdUt;
    const moon = apparentBodyPosition('Moon', instantFromJulianDay(jd0, 'UT'));
    const years = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 }[s.dasha.lord];
    // The ayanamsa moves 50″ a year: negligible against the Moon's 13° a day.
    const expected = (1 - (years * 365.25 * moon.speed) / (360 / 27)) / 1440;
    const RATE_TOLERANCE = 1e-3;
    expect(Math.abs(s.dasha.daysPerMinute - expected)).toBeLessThan(RATE_TOLERANCE);
  });

  it('needs the birth time, and names plusMinusMinutes when it is out of 1..720', () => {
    const birth = { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 };
    expect(caught(() => birthTimeSensitivity({ birth, plusMinusMinutes: 10 } as never)).details.field).toBe('birth.birthTime');
    expect(caught(() => birthTimeSensitivity({ birth: { ...birth, birthTime: '14:30' }, plusMinusMinutes: 721 })).details.field).toBe('plusMinusMinutes');
  });
});
