import type { RequestCost } from '../route-definition.js';
import { instant } from '../../time/instant.js';
import { DAYS_PER_JULIAN_YEAR } from '../../units/constants.js';

/**
 * @summary The work of a range search, in budget units: bodies × years searched (at least a tenth of a year per
 * body, so a short request still costs something), named by the parameter that multiplies it — `bodies` when
 * more than one body is searched, else the range's end. `from`/`to` are the route's canonical ISO bounds.
 * @example bodyYearsCost('2000-01-01T00:00:00Z', '2050-01-01T00:00:00Z', 42, 'bodies', 'end').units // ≈ 2100
 */
export function bodyYearsCost(from: string, to: string, bodies: number, bodiesField: string, endField: string): RequestCost {
  const years = Math.max(0.1, (instant(to).jdUt - instant(from).jdUt) / DAYS_PER_JULIAN_YEAR);
  return { units: bodies * years, field: bodies > 1 ? bodiesField : endField };
}
