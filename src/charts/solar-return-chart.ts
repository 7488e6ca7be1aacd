import { requireIntegerInRange, UraniaError } from '../errors/index.js';
import { bodyPosition } from '../ephemeris/index.js';
import { solarReturn } from '../events/index.js';
import type { BirthData, Body, SolarReturn } from '../schemas/index.js';
import { calendarFromJulianDay } from '../time/index.js';
import { birthDataInput } from './birth-data-input.js';
import { requireRequestMembers } from './request-members.js';
import { returnChart, returnSettings, type ReturnPlaceRequest } from './return-chart.js';
import { techniqueBodies } from './technique-bodies.js';

/** Request of {@link solarReturnChart}. */
export interface SolarReturnChartRequest extends ReturnPlaceRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** Calendar year of the return (UT), 1800–2200, not before the birth year. */
  readonly year: number;
}

/** Library options (not part of the request). */
export interface ReturnChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

const MEMBERS = ['birth', 'year', 'latitude', 'longitude', 'houseSystem', 'orbProfile'] as const;

/**
 * @summary A solar return chart (spec `SolarReturn`): the chart of the instant in `year` the apparent Sun comes back
 * to the natal Sun's longitude.
 *
 * The natal Sun is the apparent tropical Sun of the birth instant; the return instant comes from the events
 * layer's `solarReturn` (engine search on the full theory: the Sun there equals the natal Sun within a few
 * milliarcseconds). It is the tropical return: no correction for precession between birth and return.
 * Positions and aspects (`orbProfile`, default `modern-western`) are those of the return instant; `houses`
 * (`houseSystem`, default Placidus) are cast for `latitude`/`longitude` — the place where the birthday is spent —
 * or the birth place when they are absent, and only when the birth time is known.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime`, `year`, `latitude`, …).
 * @example
 * const r = solarReturnChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2024 });
 * r.exactDate // '2024-07-…Z'
 */
export function solarReturnChart(request: SolarReturnChartRequest, options: ReturnChartOptions = {}): SolarReturn {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'year'], '', 'a solar return request') as unknown as SolarReturnChartRequest;
  const birth = birthDataInput(record.birth, 'birth');
  const year = requireIntegerInRange(record.year, 'year', 1800, 2200);
  const birthYear = calendarFromJulianDay(birth.civil.instant.jdUt).year;
  if (year < birthYear) {
    throw new UraniaError('OUT_OF_RANGE', `year must not be before the birth year ${birthYear}`, {
      field: 'year', received: year, allowed: `${birthYear}..2200`, minimum: birthYear, maximum: 2200,
    });
  }
  const settings = returnSettings(record, birth);
  const bodies = techniqueBodies(options.bodies);
  const natalSunLongitude = bodyPosition('Sun', birth.civil.instant).longitude;
  const found = solarReturn(natalSunLongitude, year);
  const chart = returnChart(found.instant, bodies, settings, birth.birthTime !== undefined);
  return { natalSunLongitude, targetYear: year, exactDate: found.date, ...chart };
}
