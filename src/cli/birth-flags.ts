import { UsageError } from './cli-io.js';
import { ZODIAC_OPTIONS, zodiacFlags } from './zodiac-flags.js';

/**
 * The flags of a birth itself — date, time, place (coordinates or an atlas name) and zone — that every birth command
 * takes (`chart`, the forecast, Vedic and astrocartography commands): node:util parseArgs options.
 */
export const BIRTH_DATE_PLACE_OPTIONS = {
  date: { type: 'string' },
  time: { type: 'string' },
  lat: { type: 'string' },
  lon: { type: 'string' },
  place: { type: 'string' },
  tz: { type: 'string' },
  timezone: { type: 'string' },
} as const;

/**
 * The birth options of the commands that cast a natal chart (`chart`, `report`): node:util parseArgs options.
 * The zone is `--tz` or its long spelling `--timezone`, in every birth command (issue 22 #18).
 */
export const BIRTH_OPTIONS = {
  ...BIRTH_DATE_PLACE_OPTIONS,
  'house-system': { type: 'string' },
  ...ZODIAC_OPTIONS,
} as const;

/** The parsed values of `BIRTH_OPTIONS`. */
export interface BirthFlagValues {
  readonly date?: string;
  readonly time?: string;
  readonly lat?: string;
  readonly lon?: string;
  readonly place?: string;
  readonly tz?: string;
  readonly timezone?: string;
  readonly 'house-system'?: string;
  readonly zodiac?: string;
  readonly ayanamsa?: string;
}

/**
 * @summary The birth members of a natal chart request from the command line (as given: the library checks them and
 * names the member in its error); `--date` is required, and `--lat` with `--lon` or `--place` (an atlas name such as
 * "Ulm, Germany" or a GeoNames id, docs/places.md; a usage error names the flag).
 * `timezone` is the zone flag's value: `--tz` or `--timezone` (a usage error when both are given).
 * @example birthRequestFlags({ date: '1990-07-15', lat: '40.7', lon: '-74' }) // { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 }
 */
export function birthRequestFlags(values: BirthFlagValues, timezone = zoneFlag(values)): Record<string, unknown> & { birthDate: string } {
  if (values.date === undefined) throw new UsageError('--date is required', 'required', { flag: '--date' });
  if (values.place !== undefined && (values.lat !== undefined || values.lon !== undefined)) throw new UsageError('give --place or --lat and --lon, not both', 'placeOrLatLon');
  return {
    birthDate: values.date,
    ...(values.place !== undefined
      ? { place: values.place }
      : { latitude: numberFlag(values.lat, '--lat'), longitude: numberFlag(values.lon, '--lon') }),
    ...(values.time !== undefined ? { birthTime: values.time } : {}),
    ...(timezone !== undefined ? { timezone } : {}),
    ...(values['house-system'] !== undefined ? { houseSystem: values['house-system'] } : {}),
    ...zodiacFlags(values),
  };
}

/**
 * @summary The zone of `--tz` or `--timezone` (the same option, two spellings); a usage error when both are given.
 * @example zoneFlag({ tz: 'Europe/Paris' }) // 'Europe/Paris'
 */
export function zoneFlag(values: { readonly tz?: string; readonly timezone?: string }): string | undefined {
  if (values.tz !== undefined && values.timezone !== undefined) throw new UsageError('give --tz or --timezone, not both', 'notBoth', { a: '--tz', b: '--timezone' });
  return values.tz ?? values.timezone;
}

/**
 * @summary A required numeric flag's value, or a usage error naming the flag.
 * @example numberFlag('-74.006', '--lon') // -74.006
 */
export function numberFlag(value: string | undefined, flag: string): number {
  if (value === undefined) throw new UsageError(`${flag} is required`, 'required', { flag });
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new UsageError(`${flag} must be a number, got ${JSON.stringify(value)}`, 'notNumber', { flag, value: JSON.stringify(value) });
  return n;
}

/**
 * `--lon -74.0` → `--lon=-74.0`, `--year -500` → `--year=-500`: parseArgs would read a negative number (or a date of a
 * year before 0, `-0500-03-21`) as an unknown flag.
 */
export function joinNegativeValues(argv: readonly string[], flags: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = argv[i + 1];
    if (flags.includes(a) && next !== undefined && /^-\d|^-\.\d/.test(next)) {
      out.push(`${a}=${next}`);
      i++;
    } else out.push(a);
  }
  return out;
}
