/**
 * Fixed UTC offsets as zones of the time layer. An ISO date-time written with an offset (`2024-04-14T23:30-05:00`)
 * names a wall clock at that offset; the local day it falls on is a day of that offset (docs/time.md "Local days of
 * a date-time"). The runtime's `Intl` does not take offsets as zone names (Node 20), and IANA's `Etc/GMT±h` zones
 * cover whole hours only, so the wall-clock helpers of `time-zone.ts` read these names themselves. They are internal:
 * the `timezone` parameters of the API stay IANA names (`assertTimeZone`).
 */

const FIXED_OFFSET_RE = /^([+-])(\d{2}):(\d{2})$/;

const MS_PER_MINUTE = 60_000;

/**
 * @summary The zone name of a fixed UTC offset (minutes east of Greenwich): `'UTC'` for 0, else `±HH:MM`.
 * @example fixedOffsetZone(-300) // '-05:00'
 */
export function fixedOffsetZone(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(offsetMinutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * @summary The offset (milliseconds east of Greenwich) of a fixed-offset zone name (`±HH:MM`), or undefined for any
 * other name (an IANA zone).
 * @example fixedOffsetMs('+05:30') // 19800000
 */
export function fixedOffsetMs(timezone: string): number | undefined {
  const m = FIXED_OFFSET_RE.exec(timezone);
  if (m === null) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return (m[1] === '-' ? -minutes : minutes) * MS_PER_MINUTE;
}
