/**
 * Test helper: the wall clock of an IANA zone at a Unix time as Intl's `formatToParts` gives it, re-read as UTC
 * milliseconds (whole seconds) — written here independently of src/time/time-zone.ts, whose faster readings
 * (constant zones without Intl, Intl's formatted string) the property tests compare with it.
 */
export function intlWallClockMs(timezone: string, epochMs: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const fields = new Map(
    format.formatToParts(new Date(Math.floor(epochMs / 1000) * 1000)).map((p) => [p.type, p.value]),
  );
  const year = Number(fields.get('year'));
  const d = new Date(0);
  d.setUTCFullYear(
    fields.get('era')!.startsWith('B') ? 1 - year : year,
    Number(fields.get('month')) - 1,
    Number(fields.get('day')),
  );
  d.setUTCHours(Number(fields.get('hour')), Number(fields.get('minute')), Number(fields.get('second')), 0);
  return d.getTime();
}
