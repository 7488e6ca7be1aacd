import { describe, expect, it } from 'vitest';
import { panchang } from '../../src/records/panchang.js';
import { SUNRISE_ALTITUDES, VEDIC_PRESET_CONVENTIONS, vedicConventions } from '../../src/vedic/vedic-conventions.js';
import { muhurtaPeriods } from '../../src/vedic/muhurta-periods.js';
import { karanaName, tithiName } from '../../src/vedic/panchang-names.js';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } as const;

describe('vedicConventions', () => {
  it('resolves a preset name to its documented members', () => {
    expect(vedicConventions('prokerala')).toEqual({
      ayanamsa: 'Lahiri', ayanamsaKind: 'true', positions: 'apparent', node: 'mean', sunrise: 'disc-centre-geometric', dashaYear: 365.25,
    });
    expect(vedicConventions().sunrise).toBe('upper-limb-refracted');
    expect(vedicConventions('kp').ayanamsa).toBe('Krishnamurti');
    expect(vedicConventions('jhora').positions).toBe('geometric');
  });
  it('lays members over a preset', () => {
    expect(vedicConventions({ preset: 'jhora', sunrise: 'upper-limb-refracted' })).toEqual({ ...VEDIC_PRESET_CONVENTIONS.jhora, sunrise: 'upper-limb-refracted' });
  });
  it('refuses an unknown member value with a sentence naming the member and the values allowed', () => {
    expect(() => vedicConventions({ sunrise: 'limb' as never })).toThrow(/conventions\.sunrise must be one of "upper-limb-refracted"/);
    expect(() => vedicConventions('drk' as never)).toThrow(/conventions\.preset must be one of "drik"/);
    expect(() => vedicConventions({ ayanamsa: 'Lahiry' as never })).toThrow(/conventions\.ayanamsa/);
    expect(() => vedicConventions(null as never)).toThrow(/conventions must be a preset name/);
    expect(() => vedicConventions({ sunRise: 'x' } as never)).toThrow(/conventions\.sunRise is not a convention/);
  });
  it('the sunrise altitudes are −50′, −34′ and 0′ (Meeus p. 101; the unrefracted centre)', () => {
    expect(SUNRISE_ALTITUDES['upper-limb-refracted'] * 60).toBeCloseTo(-50, 12);
    expect(SUNRISE_ALTITUDES['disc-centre-refracted'] * 60).toBeCloseTo(-34, 12);
    expect(SUNRISE_ALTITUDES['disc-centre-geometric']).toBe(0);
  });
});

/** Delhi in April: the Sun climbs ≈ 13′ a minute at the horizon, so 50′ of altitude is ≈ 3.5–4 minutes of time. */
const SUNRISE_SHIFT_MIN_S = 180;
const SUNRISE_SHIFT_MAX_S = 280;

describe('conventions change the day as documented', () => {
  it("the Hindu sunrise (centre, unrefracted) comes 3–4.7 minutes after the almanac's (the issue measured 232 s for Prokerala)", () => {
    const drik = panchang({ date: '2024-04-23', ...DELHI, conventions: 'drik' });
    const prokerala = panchang({ date: '2024-04-23', ...DELHI, conventions: 'prokerala' });
    const shift = (Date.parse(prokerala.sunrise) - Date.parse(drik.sunrise)) / 1000;
    expect(shift).toBeGreaterThan(SUNRISE_SHIFT_MIN_S);
    expect(shift).toBeLessThan(SUNRISE_SHIFT_MAX_S);
    expect(prokerala.conventions.sunrise).toBe('disc-centre-geometric');
  });
  it('geometric positions move a tithi end by tens of seconds (the Sun’s 20″ of aberration), not by minutes', () => {
    const apparent = panchang({ date: '2024-04-23', ...DELHI, conventions: { positions: 'apparent' } });
    const geometric = panchang({ date: '2024-04-23', ...DELHI, conventions: { positions: 'geometric' } });
    const shift = (Date.parse(geometric.tithi[0]!.end) - Date.parse(apparent.tithi[0]!.end)) / 1000;
    // 20.5″ at the elongation's ≈ 12.2°/day is ≈ 40 s; the Moon's own 0.7″ of light time is ≈ 1 s.
    expect(Math.abs(shift)).toBeGreaterThan(20);
    expect(Math.abs(shift)).toBeLessThan(60);
  });
});

describe('the names and the muhurta rules', () => {
  it('tithi and karana names follow Surya Siddhanta II.66–69', () => {
    expect([0, 14, 15, 29].map(tithiName)).toEqual(['Pratipada', 'Purnima', 'Pratipada', 'Amavasya']);
    expect([0, 1, 7, 8, 56, 57, 58, 59].map(karanaName)).toEqual(['Kimstughna', 'Bava', 'Vishti', 'Bava', 'Vishti', 'Shakuni', 'Chatushpada', 'Naga']);
  });
  it('a 12-hour day from 06:00 puts Rahu kalam 16:30–18:00 on Sunday and 07:30–09:00 on Monday (Raman, Muhurtha ch. 3)', () => {
    const hour = 1 / 24;
    const day = (weekday: number) => muhurtaPeriods({ weekday, sunriseJdUt: 6 * hour, sunsetJdUt: 18 * hour, nextSunriseJdUt: 30 * hour, previousSunsetJdUt: -6 * hour });
    expect(day(0).rahuKalam.startJdUt / hour).toBeCloseTo(16.5, 9);
    expect(day(1).rahuKalam.startJdUt / hour).toBeCloseTo(7.5, 9);
    expect(day(6).gulikaKalam.startJdUt / hour).toBeCloseTo(6, 9);
    expect(day(0).yamaganda.startJdUt / hour).toBeCloseTo(12, 9);
    // Abhijit: the 8th of 15 day muhurtas, centred on noon; Brahma muhurta: the 14th night muhurta, 96–48 minutes before sunrise.
    expect((day(0).abhijit.startJdUt + day(0).abhijit.endJdUt) / 2 / hour).toBeCloseTo(12, 9);
    expect(day(0).brahmaMuhurta.startJdUt / hour).toBeCloseTo(6 - 1.6, 9);
    expect(day(0).dayChoghadiya.map((c) => c.name)).toEqual(['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg']);
    expect(day(0).nightChoghadiya.map((c) => c.name)).toEqual(['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh']);
    expect(day(1).nightChoghadiya.map((c) => c.name)).toEqual(['Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char']);
    expect(day(0).horas.slice(0, 3).map((h) => h.ruler)).toEqual(['Sun', 'Venus', 'Mercury']);
  });
  it('refuses a polar night with a sentence naming latitude', () => {
    expect(() => panchang({ date: '2024-12-21', latitude: 80, longitude: 15, timezone: 'UTC' })).toThrow(/latitude 80: the Sun does not both rise and set/);
  });
});
