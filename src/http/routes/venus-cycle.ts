import { Type } from 'typebox';
import { findVenusCycle, VENUS_CYCLE_MAX_SPAN_YEARS } from '../../records/venus-cycle.js';
import { VenusCyclePhase, VenusCycleQuery } from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { spanCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `GET /venus-cycle`: conjunctions, greatest elongations and star phases of Venus (records `findVenusCycle`). */
export const VENUS_CYCLE_ROUTE = defineRoute<VenusCycleQuery>({
  method: 'GET',
  url: '/venus-cycle',
  tag: 'Chart Techniques',
  summary: 'Phases of the synodic cycle of Venus',
  description: `Inferior and superior conjunctions, greatest eastern and western elongations, and the morning-star and evening-star phases of Venus between from and to (UT, at most ${VENUS_CYCLE_MAX_SPAN_YEARS} years), in time order. With latitude and longitude the star phases are the first morning and evening visibilities; without them they begin at the conjunctions. elongation is signed: positive east of the Sun.`,
  querystring: VenusCycleQuery,
  response: Type.Array(VenusCyclePhase),
  parameterAliases: RANGE_ALIASES,
  example: 'from=2025-01-01&to=2026-12-31',
  // ≈ 20 ms of a worker per year; with a place (first visibilities) ≈ 100–350 ms per year: 200 (20 years: 4000).
  prepare: (q) => requireRange(q, VENUS_CYCLE_MAX_SPAN_YEARS),
  cost: (p) => spanCost(p.from, p.to, p.latitude === undefined ? 20 : 200, 'to'),
  compute: (p) => findVenusCycle(p),
});
