/**
 * `POST /electional`: the route of the electional-windows record (src/records/electional-windows.ts, its schemas
 * in src/schemas/electional-windows.ts).
 */
import { electionalWindows } from '../../records/electional-windows.js';
import { ElectionalRequest, ElectionalResponse } from '../../schemas/index.js';
import { ELECTIONAL_RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { localizeText } from './localize-wheel.js';
import { spanCost } from './range-cost.js';
import { requireInstants } from './range-params.js';

/** `POST /electional`. */
export const ELECTIONAL_ROUTE = defineRoute<ElectionalRequest, ElectionalRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/electional',
  tag: 'Horoscope',
  summary: 'Electional windows for an activity',
  description: 'Scores the planetary hours of a date range (at most 366 days; `startDate`/`endDate`, the spec’s names, or `from`/`to`, the range of every other route) for an activity and returns the topN (1–20, default 5) best and worst windows with their factors, described in `locale` (or the language of `?lang=` / `Accept-Language`; the `factor` keys stay English).',
  body: ElectionalRequest,
  response: ElectionalResponse,
  parameterAliases: ELECTIONAL_RANGE_ALIASES,
  example: '{"activity":"wedding","startDate":"2025-06-01","endDate":"2025-06-07","latitude":48.8566,"longitude":2.3522,"topN":3}',
  prepare: (request) => requireInstants(request, 'startDate', 'endDate'),
  compute: (request) => electionalWindows(request),
  // ≈ 30 ms of a worker per day scored (planetary hours at the place): 10 units a day, the longest (366 days) 3660.
  cost: (request) => spanCost(request.startDate, request.endDate, 10 * 365.25, 'endDate'),
  // The factors' descriptions in the language of ?lang= or Accept-Language when the body names no `locale` (issue 31).
  localize: localizeText,
});
