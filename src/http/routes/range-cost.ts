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

/**
 * Units of a light request: one chart, one instant, one day, one text (a few ms of a worker). Every route declares
 * a cost (issue 23 #2); a request costing at most `LIGHT_COST_UNITS` runs in the reserved lane of fair admission
 * (docs/http.md, "Fair admission"), so it never waits behind heavy ones.
 */
export const LIGHT_COST_UNITS = 1;

/** @summary The cost of a light route: `LIGHT_COST_UNITS`, whatever the parameters (it can never exceed a budget). */
export function lightCost(): RequestCost {
  return { units: LIGHT_COST_UNITS, field: 'request' };
}

/**
 * @summary A fixed cost in units, for a route whose work does not depend on its parameters much (a year's
 * calendar), named by the parameter that sets it.
 * @example fixedCost(50, 'year')() // { units: 50, field: 'year' }
 */
export function fixedCost(units: number, field: string): () => RequestCost {
  return () => ({ units, field });
}

/**
 * @summary The work of a range search at `unitsPerYear` (measured on this project's machine, docs/http.md
 * "Compute budget"), at least `LIGHT_COST_UNITS`; `from`/`to` are canonical ISO instants (already parsed).
 * @example spanCost('2000-01-01T00:00:00Z', '2010-01-01T00:00:00Z', 8, 'end').units // ≈ 80
 */
export function spanCost(from: string, to: string, unitsPerYear: number, field: string): RequestCost {
  const years = Math.max(0, (instant(to).jdUt - instant(from).jdUt) / DAYS_PER_JULIAN_YEAR);
  return { units: Math.max(LIGHT_COST_UNITS, unitsPerYear * years), field };
}
