/**
 * birthTimeSensitivity over a window that crosses a clock change of the birth's zone (issue 24): each clock time is
 * the instant plus the zone's offset AT THAT INSTANT. The transitions and offsets expected here are the tz
 * database's own rules, copied from its source files (tzdata 2025b, the release of src/time/data/zone-history.ts):
 *   - `europe`: `Rule GB-Eire 1947 only - Mar 16 2:00s 1:00 BST` — London's clocks went from GMT (UTC+0) to BST
 *     (UTC+1) at 02:00 GMT on 16 March 1947 (the pre-1970 history the library reads from zone-history.ts; the test
 *     checks that table says the same);
 *   - `northamerica`: `Rule US 2007 max - Mar Sun>=8 2:00 1:00 D` and `- Nov Sun>=1 2:00 0 S` — New York went from
 *     EST (UTC−5) to EDT (UTC−4) at 02:00 EST = 07:00 UT on Sunday 10 March 2024, and back at 02:00 EDT = 06:00 UT on
 *     Sunday 3 November 2024.
 * The expected clock time of each change is computed here from its UT instant and those offsets, with Date
 * arithmetic — not by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { birthTimeSensitivity } from '../../src/records/birth-time-sensitivity.js';
import { zoneStateBefore1970 } from '../../src/time/zone-history.js';

const MS_PER_MINUTE = 60_000;

interface Case {
  readonly name: string;
  readonly birth: { birthDate: string; birthTime: string; latitude: number; longitude: number; timezone: string };
  readonly plusMinusMinutes: number;
  /** The transition (UT) and the offsets (minutes east) before and after it, from the tz database's rule lines. */
  readonly transitionUtc: string;
  readonly before: number;
  readonly after: number;
  /** The window's ends on the local clock, by hand: birth instant ∓ the window, plus the offset in force there. */
  readonly fromClock: string;
  readonly toClock: string;
}

const CASES: readonly Case[] = [
  {
    name: 'London, spring 1947 (GMT → BST, tz database history before 1970)',
    birth: { birthDate: '1947-03-16', birthTime: '01:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
    plusMinusMinutes: 60,
    transitionUtc: '1947-03-16T02:00:00Z', before: 0, after: 60,
    // 00:30 GMT = 00:30 UT; the other end 02:30 UT = 03:30 BST.
    fromClock: '00:30:00', toClock: '03:30:00',
  },
  {
    name: 'New York, spring 2024 (EST → EDT)',
    birth: { birthDate: '2024-03-10', birthTime: '01:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
    plusMinusMinutes: 60,
    transitionUtc: '2024-03-10T07:00:00Z', before: -300, after: -240,
    // 01:30 EST = 06:30 UT; 05:30 UT = 00:30 EST; 07:30 UT = 03:30 EDT.
    fromClock: '00:30:00', toClock: '03:30:00',
  },
  {
    name: 'New York, autumn 2024 (EDT → EST)',
    birth: { birthDate: '2024-11-03', birthTime: '00:45', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
    plusMinusMinutes: 90,
    transitionUtc: '2024-11-03T06:00:00Z', before: -240, after: -300,
    // 00:45 EDT = 04:45 UT; 03:15 UT = 23:15 EDT the day before; 06:15 UT = 01:15 EST.
    fromClock: '23:15:00', toClock: '01:15:00',
  },
];

/** HH:MM:SS of a UT instant shifted by an offset (minutes). */
function clockOf(instantUtc: string, offsetMinutes: number): string {
  return new Date(Date.parse(instantUtc) + offsetMinutes * MS_PER_MINUTE).toISOString().slice(11, 19);
}

describe('birthTimeSensitivity across a clock change', () => {
  it('the 1947 London transition is in the zone history table as the tz database\'s rule line writes it', () => {
    const at = Date.parse('1947-03-16T02:00:00Z');
    expect(zoneStateBefore1970('Europe/London', at - 1000)?.offsetMs).toBe(0);
    expect(zoneStateBefore1970('Europe/London', at)?.offsetMs).toBe(60 * MS_PER_MINUTE);
    expect(zoneStateBefore1970('Europe/London', at)?.abbreviation).toBe('BST');
  });

  for (const c of CASES) {
    it(`${c.name}: each clock time is read with the offset in force at its instant`, () => {
      const s = birthTimeSensitivity({ birth: c.birth, plusMinusMinutes: c.plusMinusMinutes });
      expect(s.from.clockTime).toBe(c.fromClock);
      expect(s.to.clockTime).toBe(c.toClock);
      const transition = Date.parse(c.transitionUtc);
      const before = s.changes.filter((x) => Date.parse(x.instant) < transition);
      const after = s.changes.filter((x) => Date.parse(x.instant) >= transition);
      // The window holds changes on both sides of the clock change (else the case would test nothing).
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      for (const x of before) expect(x.clockTime, `${x.fact} ${x.body ?? ''} at ${x.instant}`).toBe(clockOf(x.instant, c.before));
      for (const x of after) expect(x.clockTime, `${x.fact} ${x.body ?? ''} at ${x.instant}`).toBe(clockOf(x.instant, c.after));
      // The record says the clocks changed, when (UT) and from which offset to which.
      const sign = (m: number) => `UTC${m < 0 ? '−' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
      const warning = s.warnings?.find((w) => w.includes('changed inside the window'));
      expect(warning).toContain(c.transitionUtc);
      expect(warning).toContain(`${sign(c.before)} to ${sign(c.after)}`);
    });
  }

  it('a window without a clock change keeps one offset and says nothing of clocks', () => {
    const s = birthTimeSensitivity({ birth: { birthDate: '2024-07-10', birthTime: '12:00', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' }, plusMinusMinutes: 30 });
    expect(s.from.clockTime).toBe('11:30:00');
    expect(s.to.clockTime).toBe('12:30:00');
    for (const x of s.changes) expect(x.clockTime).toBe(clockOf(x.instant, -240));
    expect(s.warnings ?? []).toEqual([]);
  });
});
