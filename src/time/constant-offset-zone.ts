/**
 * IANA zones whose UTC offset never changed: UTC and its aliases, and the `Etc/GMT±h` zones (POSIX sign: `Etc/GMT+5`
 * is five hours WEST of Greenwich, UTC−05:00). The IANA database gives them one rule for all time, so their wall
 * clock is read without the runtime's `Intl` — the same answer, without formatting a date per call (a warm natal
 * chart with `timezone: 'UTC'` asked `Intl` six times, docs/performance.md "Warm natal chart"). Only the exact
 * canonical spellings are listed; any other spelling (`'utc'`, `'Etc/Gmt+5'`) still goes through `Intl`.
 * Source: IANA tz database, files `etcetera` and `backward` (the `Etc/*` zones and their links).
 */

const MS_PER_HOUR = 3_600_000;

/** UTC and the names IANA links to it (etcetera, backward). */
const UTC_NAMES = [
  'UTC',
  'Etc/UTC',
  'Etc/UCT',
  'UCT',
  'Etc/Universal',
  'Universal',
  'Etc/Zulu',
  'Zulu',
  'Etc/GMT',
  'GMT',
  'Etc/GMT0',
  'GMT0',
  'Etc/GMT+0',
  'Etc/GMT-0',
  'GMT+0',
  'GMT-0',
  'Etc/Greenwich',
  'Greenwich',
] as const;

const OFFSETS = new Map<string, number>();
for (const name of UTC_NAMES) OFFSETS.set(name, 0);
// etcetera: Etc/GMT-14 … Etc/GMT-1 (east of Greenwich), Etc/GMT+1 … Etc/GMT+12 (west).
for (let h = 1; h <= 14; h += 1) OFFSETS.set(`Etc/GMT-${h}`, h * MS_PER_HOUR);
for (let h = 1; h <= 12; h += 1) OFFSETS.set(`Etc/GMT+${h}`, -h * MS_PER_HOUR);

/**
 * @summary The constant UTC offset (milliseconds east of Greenwich) of an IANA zone that never changed its offset
 * (UTC and its aliases, `Etc/GMT±h`), or undefined for any other name.
 * @example constantZoneOffsetMs('Etc/GMT+5') // -18000000
 */
export function constantZoneOffsetMs(timezone: string): number | undefined {
  return OFFSETS.get(timezone);
}

/**
 * @summary Every zone name `constantZoneOffsetMs` answers, for tests and documentation.
 * @example constantOffsetZoneNames().includes('UTC') // true
 */
export function constantOffsetZoneNames(): readonly string[] {
  return [...OFFSETS.keys()];
}
