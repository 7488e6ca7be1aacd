import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { ZONE_COUNTRIES } from './data/zone-history.js';
import { canonicalZone } from './zone-history.js';

/**
 * When each country's civil dates changed from the Julian to the Gregorian calendar (issue 24, `calendar: 'auto'`):
 * the last Julian date and the first Gregorian date written there, as ISO dates. Data as data; the sources of each
 * row are in docs/calendar-adoption.md. A country not listed keeps Urania's default rule (Julian before 1582-10-15):
 * the Catholic countries of 1582 need no row, and in countries that wrote dates in another calendar before the
 * Gregorian (Japan 1873, China 1912, Korea 1896, Iran, Egypt …) a date given as an ISO date is already a
 * conversion, conventionally Julian before 1582-10-15 and Gregorian after.
 */
export interface GregorianAdoption {
  /** ISO 3166-1 alpha-2 code. */
  readonly country: string;
  /** The last date written in the Julian calendar, `YYYY-MM-DD`. */
  readonly lastJulian: string;
  /** The first date written in the Gregorian calendar (the day after `lastJulian`), `YYYY-MM-DD`. */
  readonly firstGregorian: string;
}

const row = (countries: string, lastJulian: string, firstGregorian: string): GregorianAdoption[] =>
  countries.split(' ').map((country) => ({ country, lastJulian, firstGregorian }));

/** The table (docs/calendar-adoption.md gives each row's source and the regions it simplifies). */
export const GREGORIAN_ADOPTION: readonly GregorianAdoption[] = [
  ...row('ES PT IT PL VA SM MT', '1582-10-04', '1582-10-15'), // Inter gravissimas (1582)
  ...row('FR', '1582-12-09', '1582-12-20'), // edict of Henri III, 1582
  ...row('AT', '1583-10-20', '1583-10-31'), // Lower Austria
  ...row('CZ', '1584-01-06', '1584-01-17'), // Bohemia
  ...row('HU SK', '1587-10-21', '1587-11-01'), // Kingdom of Hungary, diet of 1587
  ...row('DE DK NO', '1700-02-18', '1700-03-01'), // Protestant estates of the Empire, Denmark–Norway
  ...row('IS', '1700-11-16', '1700-11-28'),
  ...row('CH', '1700-12-31', '1701-01-12'), // Protestant cantons
  ...row('GB IE US CA', '1752-09-02', '1752-09-14'), // Calendar (New Style) Act 1750
  ...row('SE FI', '1753-02-17', '1753-03-01'),
  ...row('AL', '1912-11-14', '1912-11-28'),
  ...row('BG', '1916-03-31', '1916-04-14'),
  ...row('TR', '1917-02-15', '1917-03-01'), // Rumi calendar days aligned with the Gregorian; years 1926
  ...row('RU UA BY EE LV', '1918-01-31', '1918-02-14'), // decree of the Council of People's Commissars, 1918
  ...row('GE AM', '1918-04-17', '1918-05-01'),
  ...row('RS ME MK', '1919-01-18', '1919-02-01'), // Kingdom of Serbs, Croats and Slovenes
  ...row('RO', '1919-03-31', '1919-04-14'),
  ...row('GR', '1923-02-15', '1923-03-01'),
];

/** Sweden's own calendar, one day ahead of the Julian: 1700-03-01 … 1712-02-30 (then back to the Julian). */
const SWEDISH_CALENDAR = { countries: ['SE', 'FI'], from: '1700-03-01', to: '1712-02-30' } as const;

let byZone: Map<string, string> | undefined;

/** @summary The country (ISO 3166-1 alpha-2) of an IANA zone, from the tz database's zone.tab; undefined for UTC, Etc/… and unknown names. */
export function countryOfZone(zone: string): string | undefined {
  if (byZone === undefined) {
    byZone = new Map(ZONE_COUNTRIES.split('\n').map((l) => l.split(' ') as [string, string]));
  }
  return byZone.get(zone) ?? byZone.get(canonicalZone(zone));
}

/** The calendar `auto` chose for a birth date, and why. */
export interface AutoCalendar {
  /** The calendar the date is read in. */
  readonly calendar: 'julian' | 'gregorian' | 'julian-gregorian';
  /** The country whose adoption date decided it (absent when the zone names no country of the table). */
  readonly country?: string;
  /** That country's first Gregorian date. */
  readonly firstGregorian?: string;
}

const key = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
const keyOf = (iso: string) => {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  return key(y, m, d);
};

/**
 * @summary The calendar a birth date of year-month-day was written in at a place in `zone` (`calendar: 'auto'`):
 * Julian up to the country's last Julian date, Gregorian from its first Gregorian date; a date between the two
 * did not exist there (INVALID_ARGUMENT naming `field`), nor one of Sweden's own calendar of 1700–1712.
 * @example autoCalendar('Europe/Moscow', 1900, 1, 1).calendar // 'julian'
 */
export function autoCalendar(zone: string, year: number, month: number, day: number, field = 'date'): AutoCalendar {
  const country = countryOfZone(zone);
  const adoption = country === undefined ? undefined : GREGORIAN_ADOPTION.find((a) => a.country === country);
  if (country === undefined || adoption === undefined) return { calendar: 'julian-gregorian' };
  const k = key(year, month, day);
  const written = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if ((SWEDISH_CALENDAR.countries as readonly string[]).includes(country) && k >= keyOf(SWEDISH_CALENDAR.from) && k <= keyOf(SWEDISH_CALENDAR.to)) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `${field} ${written} falls in Sweden's own calendar (${SWEDISH_CALENDAR.from} to ${SWEDISH_CALENDAR.to}, one day ahead of the Julian): ` +
        "give calendar: 'julian' and the date one day earlier",
      { wording: wording('gregorian.sweden', { field, date: written, from: SWEDISH_CALENDAR.from, to: SWEDISH_CALENDAR.to }), field, received: written, allowed: `a date before ${SWEDISH_CALENDAR.from} or after ${SWEDISH_CALENDAR.to}, or calendar 'julian'` },
    );
  }
  const common = { country, firstGregorian: adoption.firstGregorian };
  if (k <= keyOf(adoption.lastJulian)) return { calendar: 'julian', ...common };
  if (k >= keyOf(adoption.firstGregorian)) return { calendar: 'gregorian', ...common };
  throw new UraniaError(
    'INVALID_ARGUMENT',
    `${field} ${written} did not exist in ${country}: ${adoption.lastJulian} (Julian) was followed by ${adoption.firstGregorian} (Gregorian); ` +
      "give one of those dates, or calendar: 'julian' or 'gregorian'",
    { wording: wording('gregorian.country', { field, date: written, country, lastJulian: adoption.lastJulian, firstGregorian: adoption.firstGregorian }), field, received: written, allowed: `up to ${adoption.lastJulian} or from ${adoption.firstGregorian}` },
  );
}
