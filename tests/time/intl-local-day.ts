/**
 * Local days from the platform's own zone rules (Intl), independent of Urania's time layer (not a test file): the UT
 * instants at which a local calendar date begins and ends in an IANA zone.
 */

const HOUR_MS = 3600e3;

/** Offset of a zone's wall clock from UT at an instant, ms (whole seconds: local mean time offsets included). */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: string): number => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - utcMs;
}

/** @summary The UT instant, ms, of 00:00 on a local date (`YYYY-MM-DD`, years 1000–9999, Gregorian) in a zone. */
export function localMidnightMs(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let utc = wall;
  for (let i = 0; i < 3; i++) utc = wall - zoneOffsetMs(timeZone, utc);
  return utc;
}

/** @summary The UT instants, ms, at which a local date begins and ends (the next date's 00:00) in a zone. */
export function localDayMs(date: string, timeZone: string): readonly [number, number] {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  return [localMidnightMs(date, timeZone), localMidnightMs(next, timeZone)];
}
