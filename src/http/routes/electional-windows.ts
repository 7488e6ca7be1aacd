/**
 * `POST /electional`: the route of the electional-windows record (src/records/electional-windows.ts, its schemas
 * in src/schemas/electional-windows.ts).
 */
import { electionalWindows } from '../../records/electional-windows.js';
import { ElectionalRequest, ElectionalResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';

/** `POST /electional`. */
export const ELECTIONAL_ROUTE = defineBodyRoute<ElectionalRequest>({
  url: '/electional',
  tag: 'Horoscope',
  summary: 'Electional windows for an activity',
  description: 'Scores the planetary hours of a date range (at most 366 days) for an activity and returns the topN (1–20, default 5) best and worst windows with their factors.',
  body: ElectionalRequest,
  response: ElectionalResponse,
  example: '{"activity":"wedding","startDate":"2025-06-01","endDate":"2025-06-07","latitude":48.8566,"longitude":2.3522,"topN":3}',
  compute: (request) => electionalWindows(request),
});
