import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilTime } from '../../src/time/civil-time.js';
import { wallClockMs, zoneOffsetMs } from '../../src/time/time-zone.js';
import { intlWallClockMs } from './intl-wall-clock.js';

/**
 * The wall clock of an IANA zone is read from Intl's formatted string (`7/15/1990 AD, 14:30:00`), a third of the
 * cost of `formatToParts`, with a memo of the last readings (src/time/time-zone.ts; docs/performance.md "Warm natal
 * chart"). It must equal the parts' reading at every instant: zones with LMT eras, half- and quarter-hour offsets,
 * negative summer time, a skipped calendar day, BC years.
 */
const ZONES = [
  'America/New_York',
  'Europe/Paris',
  'Europe/Dublin',
  'Europe/London',
  'Europe/Moscow',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Africa/Casablanca',
  'Antarctica/Troll',
  'America/Argentina/Ushuaia',
] as const;

/** Years −3000..+3000 as Unix milliseconds. */
const EARLIEST_MS = Date.UTC(-3000, 0, 1);
const LATEST_MS = Date.UTC(3000, 11, 31);
/** 1850..2050, where the zones' rules change most. */
const MODERN_FROM_MS = Date.UTC(1850, 0, 1);
const MODERN_TO_MS = Date.UTC(2050, 0, 1);

describe('the wall clock read from Intl’s formatted string', () => {
  it('equals the formatToParts reading at any instant of −3000..+3000 (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.oneof(
          fc.integer({ min: EARLIEST_MS, max: LATEST_MS }),
          fc.integer({ min: MODERN_FROM_MS, max: MODERN_TO_MS }),
        ),
        (zone, epochMs) => {
          const expected = intlWallClockMs(zone, epochMs);
          expect(wallClockMs(zone, epochMs)).toBe(expected);
          expect(zoneOffsetMs(zone, epochMs)).toBe(expected - Math.floor(epochMs / 1000) * 1000);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a memo hit returns the same reading as a fresh one, whatever the order of zones and instants (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...ZONES), fc.integer({ min: MODERN_FROM_MS, max: MODERN_TO_MS })),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (asked, order) => {
          for (const k of order) {
            const [zone, epochMs] = asked[k % asked.length]!;
            expect(wallClockMs(zone, epochMs)).toBe(intlWallClockMs(zone, epochMs));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('New York LMT and a spring-forward gap read as before (examples)', () => {
    // 1850: local mean time of New York, −4:56:02.
    expect(zoneOffsetMs('America/New_York', Date.UTC(1850, 0, 1))).toBe(-(4 * 3600 + 56 * 60 + 2) * 1000);
    const gap = civilTime({
      date: '2024-03-10',
      time: '02:30',
      latitude: 40.7,
      longitude: -74,
      timezone: 'America/New_York',
    });
    expect(gap.resolution).toBe('skipped');
    expect(gap.epochMs).toBe(Date.UTC(2024, 2, 10, 7, 30));
    expect(gap.utcOffsetMinutes).toBe(-240);
  });
});
