import type { RouteDefinition } from '../route-definition.js';
import { ASPECTS_ROUTE, ASPECTS_TODAY_ROUTE } from './aspects.js';
import { DECLINATIONS_ROUTE, MIDPOINTS_ROUTE } from './chart-points.js';
import { CHINESE_CALENDAR_ROUTE } from './chinese-calendar.js';
import { ECLIPSES_ROUTE, INGRESSES_ROUTE, RETROGRADES_ROUTE, SEASONS_ROUTE } from './events.js';
import { FIXED_STARS_ROUTE } from './fixed-stars.js';
import {
  ALL_ROUTE, ALMANAC_ROUTE, COMPATIBILITY_ROUTE, DAILY_ROUTE, ELECTIONAL_ROUTE, LUNAR_GUIDANCE_ROUTE, MONTHLY_ROUTE,
  WEEKLY_ROUTE, YEARLY_ROUTE,
} from './horoscope.js';
import { HOUSES_ROUTE } from './houses.js';
import { MOON_PHASE_ROUTE, MOON_PHASES_ROUTE, MOON_TODAY_ROUTE, VOID_OF_COURSE_ROUTE } from './moon.js';
import { NATAL_CHART_ROUTE } from './natal-chart.js';
import { PLANETARY_HOURS_ROUTE } from './planetary-hours.js';
import { EPHEMERIS_ROUTE, POSITIONS_ROUTE, POSITIONS_TODAY_ROUTE } from './positions.js';
import {
  ECLIPSE_IMPACT_ROUTE, LUNAR_RETURN_ROUTE, PROGRESSIONS_ROUTE, SOLAR_ARC_ROUTE, SOLAR_RETURN_ROUTE, TRANSITS_ROUTE,
} from './predictive.js';
import { COMPOSITE_ROUTE, SYNASTRY_ROUTE } from './relationship.js';
import {
  ANTISCIA_ROUTE, LOTS_ROUTE, PROFECTION_ROUTE, TEMPERAMENT_ROUTE, ZODIACAL_RELEASING_ROUTE,
} from './traditional.js';
import { ASHTAKOOT_ROUTE, DASHA_ROUTE, NAKSHATRA_ROUTE, VEDIC_CHART_ROUTE } from './vedic.js';

/**
 * The route table of `/api/v1`: one declarative entry per route, grouped by the spec's tags (the order of
 * the OpenAPI document). Adding a route is adding its entry here.
 */
export const URANIA_ROUTES: readonly RouteDefinition[] = [
  // Horoscope
  WEEKLY_ROUTE,
  YEARLY_ROUTE,
  DAILY_ROUTE,
  MONTHLY_ROUTE,
  ALL_ROUTE,
  COMPATIBILITY_ROUTE,
  ALMANAC_ROUTE,
  ELECTIONAL_ROUTE,
  // Positions
  POSITIONS_ROUTE,
  POSITIONS_TODAY_ROUTE,
  EPHEMERIS_ROUTE,
  // Aspects
  ASPECTS_ROUTE,
  ASPECTS_TODAY_ROUTE,
  // Moon
  MOON_PHASE_ROUTE,
  MOON_TODAY_ROUTE,
  MOON_PHASES_ROUTE,
  VOID_OF_COURSE_ROUTE,
  LUNAR_GUIDANCE_ROUTE,
  // Seasons, Eclipses, Ingress
  SEASONS_ROUTE,
  ECLIPSES_ROUTE,
  INGRESSES_ROUTE,
  RETROGRADES_ROUTE,
  // Planetary Hours
  PLANETARY_HOURS_ROUTE,
  // Chinese Calendar
  CHINESE_CALENDAR_ROUTE,
  // Fixed Stars
  FIXED_STARS_ROUTE,
  // Natal Chart
  NATAL_CHART_ROUTE,
  HOUSES_ROUTE,
  // Chart Techniques
  SYNASTRY_ROUTE,
  COMPOSITE_ROUTE,
  PROGRESSIONS_ROUTE,
  SOLAR_ARC_ROUTE,
  SOLAR_RETURN_ROUTE,
  LUNAR_RETURN_ROUTE,
  DECLINATIONS_ROUTE,
  MIDPOINTS_ROUTE,
  TRANSITS_ROUTE,
  ECLIPSE_IMPACT_ROUTE,
  // Vedic
  VEDIC_CHART_ROUTE,
  NAKSHATRA_ROUTE,
  ASHTAKOOT_ROUTE,
  DASHA_ROUTE,
  // Traditional
  LOTS_ROUTE,
  PROFECTION_ROUTE,
  ZODIACAL_RELEASING_ROUTE,
  ANTISCIA_ROUTE,
  TEMPERAMENT_ROUTE,
];
