/**
 * Issue 11 #4: the Moon's sign of a day and a void-of-course statement follow one rule (docs/horoscopes.md
 * "The Moon of a day"): a day's Moon sign and void-of-course state are those of its local noon; a void statement
 * names the sign the Moon is void in.
 *
 * The case, 9 April 2024 (UT): the Moon, new at the eclipse of 2024-04-08 18:21 UT at Aries 19°24′ (NASA, Five
 * Millennium Canon of Solar Eclipses), enters Taurus at 11:23 UT on 9 April (published ephemerides: 07:23 EDT;
 * by hand, 10.6° to go at ≈ 15°/day near perigee ≈ 17 h after the New Moon). It is void in Aries from its last
 * aspect (02:38 UT) to that ingress, and in Taurus at noon, not void then.
 */
import { describe, expect, it } from 'vitest';
import { almanacDay, dailyHoroscope, lunarGuidance, voidOfCourse } from '../../src/index.js';

/** The published ingress of the Moon into Taurus, 2024-04-09 11:23 UT (to the minute). */
const TAURUS_INGRESS_MS = Date.parse('2024-04-09T11:23:00Z');
/** The published time is given to the minute; our instant may differ by that and ΔT model noise. */
const INGRESS_TOLERANCE_MS = 2 * 60_000;

describe('issue 11 #4: one rule for the Moon of a day', () => {
  it('issue 11 #4: 2024-04-09 — the void of the day is named in Aries, the sign it ran in, not Taurus (noon)', () => {
    const a = almanacDay({ date: '2024-04-09' });
    expect(a.moonSign).toBe('Taurus'); // noon: after the 11:23 UT ingress
    expect(a.isVoidOfCourse).toBe(false);
    expect(a.dayHighlight).toMatch(/void of course in Aries/);
    // Taurus may appear only as the sign the void ends in ("until it enters Taurus"), never as the void's sign.
    expect(a.dayHighlight).not.toMatch(/void of course in Taurus/);
    expect(a.dayHighlight.replace(/until it enters Taurus/, '')).not.toMatch(/Taurus/);
  });

  it('issue 11 #4: 2024-04-09 — almanac, daily horoscope, lunar guidance and voidOfCourse(date) agree (local noon)', () => {
    const almanac = almanacDay({ date: '2024-04-09' });
    const daily = dailyHoroscope({ sign: 'Leo', date: '2024-04-09' });
    const guidance = lunarGuidance({ date: '2024-04-09' });
    const status = voidOfCourse('2024-04-09');
    for (const sign of [daily.voidOfCourseStatus.moonSign, guidance.moonSign, status.moonSign])
      expect(sign).toBe(almanac.moonSign);
    for (const isVoid of [
      daily.voidOfCourseStatus.isVoidOfCourse,
      guidance.isVoidOfCourse,
      status.isVoidOfCourse,
    ]) {
      expect(isVoid).toBe(almanac.isVoidOfCourse);
    }
  });

  it('issue 11 #4: an instant inside the void reports the sign it is void in and the published ingress as its end', () => {
    const s = voidOfCourse('2024-04-09T06:00:00Z');
    expect(s.isVoidOfCourse).toBe(true);
    expect(s.moonSign).toBe('Aries');
    expect(Math.abs(Date.parse(s.endsAt!) - TAURUS_INGRESS_MS)).toBeLessThanOrEqual(INGRESS_TOLERANCE_MS);
    // Midnight, before the last aspect: in Aries, not yet void — an instant is answered as an instant.
    expect(voidOfCourse('2024-04-09T00:00:00Z')).toEqual({ isVoidOfCourse: false, moonSign: 'Aries' });
  });

  it('issue 11 #4: in a zone, the day of the void statement is the local day (Tokyo: 9 April is Aries all morning)', () => {
    // 2024-04-09 in Tokyo (UTC+9) runs 2024-04-08T15:00Z..2024-04-09T15:00Z; local noon is 03:00 UT, inside the void.
    const a = almanacDay({ date: '2024-04-09', timezone: 'Asia/Tokyo' });
    expect(a.moonSign).toBe('Aries');
    expect(a.isVoidOfCourse).toBe(true);
    expect(Math.abs(Date.parse(a.vocDetails!.ends) - TAURUS_INGRESS_MS)).toBeLessThanOrEqual(
      INGRESS_TOLERANCE_MS,
    );
  });
});
