import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilTime } from '../../src/time/civil-time.js';
import { constantOffsetZoneNames, constantZoneOffsetMs } from '../../src/time/constant-offset-zone.js';
import { assertTimeZone, wallClockMs, zoneOffsetMs } from '../../src/time/time-zone.js';
import { intlWallClockMs } from './intl-wall-clock.js';

/**
 * The zones whose offset never changed (UTC and its links, Etc/GMT±h) are read without Intl
 * (src/time/constant-offset-zone.ts, docs/performance.md "Warm natal chart"). The answer must be Intl's, bit for bit:
 * the expected wall clock is Intl's own fields (tests/time/intl-wall-clock.ts), read independently of src/time/time-zone.ts.
 */

const MS_PER_HOUR = 3_600_000;
/** Years −3000..+3000 as Unix milliseconds (proleptic Gregorian, as Date counts). */
const EARLIEST_MS = Date.UTC(-3000, 0, 1);
const LATEST_MS = Date.UTC(3000, 11, 31);

const NAMES = constantOffsetZoneNames();

describe('zones of constant offset, without Intl', () => {
  it('lists UTC, its IANA links and the 26 Etc/GMT±h zones, with the POSIX sign', () => {
    expect(NAMES).toHaveLength(18 + 26);
    expect(constantZoneOffsetMs('UTC')).toBe(0);
    expect(constantZoneOffsetMs('Etc/GMT+5')).toBe(-5 * MS_PER_HOUR); // five hours WEST
    expect(constantZoneOffsetMs('Etc/GMT-14')).toBe(14 * MS_PER_HOUR);
    expect(constantZoneOffsetMs('Europe/London')).toBeUndefined();
    expect(constantZoneOffsetMs('utc')).toBeUndefined(); // other spellings go through Intl
  });

  it('every listed name is an IANA zone the runtime knows, and assertTimeZone returns it unchanged', () => {
    for (const name of NAMES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: name })).not.toThrow();
      expect(assertTimeZone(name)).toBe(name);
    }
  });

  it('the wall clock and the offset equal Intl’s at any instant of −3000..+3000 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.integer({ min: EARLIEST_MS, max: LATEST_MS }),
        (name, epochMs) => {
          const expected = intlWallClockMs(name, epochMs);
          expect(wallClockMs(name, epochMs)).toBe(expected);
          expect(zoneOffsetMs(name, epochMs)).toBe(expected - Math.floor(epochMs / 1000) * 1000);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a civil time in a constant zone equals the one in the same zone spelled for Intl (property)', () => {
    // 'Etc/GMT+5' is on the constant path, 'etc/gmt+5' (accepted by Intl case-insensitively) on the Intl path.
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.integer({ min: 1, max: 2999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (name, year, month, day, hour, minute) => {
          const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const input = { date, time, latitude: 10, longitude: 20 };
          const fast = civilTime({ ...input, timezone: name });
          const slow = civilTime({ ...input, timezone: name.toLowerCase() });
          expect({ ...fast, timezone: slow.timezone }).toEqual(slow);
        },
      ),
      { numRuns: 500 },
    );
  });
});
