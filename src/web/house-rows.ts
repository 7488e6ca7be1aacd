import type { NatalChartResponse } from '../schemas/index.js';
import { degreesMinutes } from './degrees-minutes.js';

/** One row of the houses table. */
export interface HouseRow {
  readonly house: string;
  readonly sign: string;
  readonly position: string;
  readonly longitude: string;
}

/**
 * @summary The houses table of a natal chart: the twelve cusps with sign, degree–minute and longitude; empty
 * when the birth time is unknown (`housesAvailable: false`).
 * @example houseRows(chart)[0] // { house: '1', sign: 'Scorpio', position: '6°56′', longitude: '216.9476' }
 */
export function houseRows(chart: NatalChartResponse): HouseRow[] {
  return (chart.houses ?? []).map(({ house, cusp }) => ({
    house: String(house),
    sign: cusp.sign,
    position: degreesMinutes(cusp.degree, cusp.minute),
    longitude: cusp.longitude.toFixed(4),
  }));
}
