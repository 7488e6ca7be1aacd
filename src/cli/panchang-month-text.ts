import type { PanchangMonth } from '../records/panchang-month.js';

/** @summary hh:mm of an ISO instant in a zone. */
function hhmm(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * @summary The month calendar as text for `urania panchang --month`: one line per day (date, weekday, sunrise,
 * the tithi, nakshatra and yoga at sunrise with their ends in local time, the observances), then the observances.
 */
export function panchangMonthText(m: PanchangMonth): string {
  const t = (iso: string) => hhmm(iso, m.timezone);
  const lines = m.days.map((d) => [
    d.date, d.vara.name.padEnd(12), `sunrise ${t(d.sunrise)}`,
    `${d.paksha[0]} ${d.tithi.name} until ${t(d.tithi.end)}`.padEnd(30),
    `${d.nakshatra.name} until ${t(d.nakshatra.end)}`.padEnd(30),
    d.observances.join(', '),
  ].join('  ').trimEnd());
  const month = `${m.year}-${String(m.month).padStart(2, '0')}`;
  return [
    `Panchang of ${month} (${m.timezone}); preset sunrise ${m.conventions.sunrise}, ayanamsa ${m.conventions.ayanamsa}`,
    ...lines,
    '',
    'Observances (rule: the part of the day the tithi must hold, docs/vedic.md):',
    ...m.observances.map((o) => `${o.date}  ${o.name} (${o.rule})`),
  ].join('\n');
}
