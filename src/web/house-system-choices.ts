import { NatalChartRequest } from '../web-library/form.js';
import { displayName } from './display-name.js';

/** One entry of the house-system dropdown: the value sent to the library and the name shown. */
export interface HouseSystemChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * @summary The house systems the page offers: every value the library's natal-chart request takes for
 * `houseSystem` (read from its schema, `NatalChartRequest`, so a system the library adds appears here), in the
 * library's order, each with its display name (`Whole` → `Whole Sign`).
 * @example houseSystemChoices()[0] // { value: 'Placidus', label: 'Placidus' }
 */
export function houseSystemChoices(): HouseSystemChoice[] {
  const member = (NatalChartRequest.properties.houseSystem ?? {}) as { enum?: readonly unknown[]; anyOf?: readonly { const?: unknown }[] };
  const values = member.enum ?? member.anyOf?.map((s) => s.const) ?? [];
  return values.filter((v): v is string => typeof v === 'string').map((value) => ({ value, label: displayName(value) }));
}
