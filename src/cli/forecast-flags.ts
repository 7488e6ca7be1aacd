import { UsageError } from './cli-io.js';
import { BIRTH_DATE_PLACE_OPTIONS, numberFlag, zoneFlag } from './birth-flags.js';

/**
 * The flags shared by the forecast commands (`transits`, `progressions`, `returns`; issue 27): the birth (as `chart`
 * takes it, without the chart's own options) and the range `--from`/`--to`.
 */
export const FORECAST_OPTIONS = {
  ...BIRTH_DATE_PLACE_OPTIONS,
  from: { type: 'string' },
  to: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

/** The usage lines of `FORECAST_OPTIONS`. */
export const FORECAST_OPTIONS_USAGE = `  --date, --time  the birth: local date and wall-clock time (without --time: noon, no angles or houses)
  --lat, --lon    the birth place, degrees north and east positive (or --place NAME, an atlas place)
  --tz ZONE       IANA zone of --time (also --timezone; default the zone at the place)
  --from, --to    the range, ISO dates or instants (UT)
  --json          print the records as JSON`;

/** The parsed values of `FORECAST_OPTIONS`. */
export interface ForecastFlagValues {
  readonly date?: string;
  readonly time?: string;
  readonly lat?: string;
  readonly lon?: string;
  readonly place?: string;
  readonly tz?: string;
  readonly timezone?: string;
  readonly from?: string;
  readonly to?: string;
}

/**
 * @summary The `birth`, `from` and `to` of a forecast request from the command line (as given: the library checks
 * them and names the member); a usage error names a missing flag.
 * @example forecastRequestFlags({ date: '1990-07-15', lat: '40.7', lon: '-74', from: '2025-01-01', to: '2026-01-01' }).from // '2025-01-01'
 */
export function forecastRequestFlags(values: ForecastFlagValues): { birth: Record<string, unknown>; from: string; to: string } {
  if (values.date === undefined) throw new UsageError('--date is required (the birth date, YYYY-MM-DD)', 'requiredExample', { flag: '--date', example: '--date 1990-07-15' });
  if (values.from === undefined || values.to === undefined) throw new UsageError('give the range: --from 2025-01-01 --to 2026-01-01', 'range', { example: '--from 2025-01-01 --to 2026-01-01' });
  if (values.place !== undefined && (values.lat !== undefined || values.lon !== undefined)) throw new UsageError('give --place or --lat and --lon, not both', 'placeOrLatLon');
  const timezone = zoneFlag(values);
  return {
    birth: {
      birthDate: values.date,
      ...(values.place !== undefined ? { place: values.place } : { latitude: numberFlag(values.lat, '--lat'), longitude: numberFlag(values.lon, '--lon') }),
      ...(values.time !== undefined ? { birthTime: values.time } : {}),
      ...(timezone !== undefined ? { timezone } : {}),
    },
    from: values.from,
    to: values.to,
  };
}

/** @summary An ISO instant as `YYYY-MM-DD HH:MM` UT, the way the forecast tables print it. */
export function minuteUt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** @summary A comma list flag as its items, or undefined when absent. */
export function listFlag(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter((s) => s !== '');
}
