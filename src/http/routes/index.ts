import type { RouteDefinition } from '../route-definition.js';
import { ASPECTS_ROUTE, ASPECTS_TODAY_ROUTE } from './aspects.js';
import { CHINESE_CALENDAR_ROUTE } from './chinese-calendar.js';
import { FIXED_STARS_ROUTE } from './fixed-stars.js';
import { COMPATIBILITY_ROUTE } from './horoscope.js';
import { HOUSES_ROUTE } from './houses.js';
import { MOON_PHASES_ROUTE } from './moon.js';
import { NATAL_CHART_ROUTE } from './natal-chart.js';
import { EPHEMERIS_ROUTE, POSITIONS_ROUTE, POSITIONS_TODAY_ROUTE } from './positions.js';

/**
 * The route table of `/api/v1`: one declarative entry per route, grouped by the spec's tags. A route is
 * listed here as soon as its core composer exists; docs/http.md lists the routes still to come.
 */
export const URANIA_ROUTES: readonly RouteDefinition[] = [
  // Positions
  POSITIONS_ROUTE,
  POSITIONS_TODAY_ROUTE,
  EPHEMERIS_ROUTE,
  // Aspects
  ASPECTS_ROUTE,
  ASPECTS_TODAY_ROUTE,
  // Horoscope
  COMPATIBILITY_ROUTE,
  // Moon
  MOON_PHASES_ROUTE,
  // Chinese Calendar
  CHINESE_CALENDAR_ROUTE,
  // Fixed Stars
  FIXED_STARS_ROUTE,
  // Natal Chart
  NATAL_CHART_ROUTE,
  HOUSES_ROUTE,
];
