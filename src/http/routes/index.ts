import type { RouteDefinition } from '../route-definition.js';
import { ALL_ROUTE } from './all-horoscopes.js';
import { ALMANAC_ROUTE } from './almanac-day.js';
import { DAILY_ROUTE } from './daily-horoscope.js';
import { ELECTIONAL_ROUTE } from './electional-windows.js';
import { LUNAR_GUIDANCE_ROUTE } from './lunar-guidance.js';
import { MONTHLY_ROUTE } from './monthly-horoscope.js';
import { COMPATIBILITY_ROUTE } from './sign-compatibility.js';
import { WEEKLY_ROUTE } from './weekly-horoscope.js';
import { YEARLY_ROUTE } from './yearly-horoscope.js';
import { ANTISCIA_ROUTE } from './natal-antiscia.js';
import { PROFECTION_ROUTE } from './annual-profection.js';
import { ASHTAKOOT_ROUTE } from './ashtakoot-score.js';
import { ASPECTS_ROUTE, ASPECTS_TODAY_ROUTE } from './aspects.js';
import { COMPOSITE_ROUTE } from './composite-chart.js';
import { HARMONIC_CHART_ROUTE } from './harmonic-chart.js';
import { DRACONIC_CHART_ROUTE } from './draconic-chart.js';
import { HARMONIC_CHART_WHEEL_ROUTE } from './harmonic-chart-wheel.js';
import { DRACONIC_CHART_WHEEL_ROUTE } from './draconic-chart-wheel.js';
import { DAVISON_CHART_ROUTE } from './davison-chart.js';
import { MARKS_CHART_ROUTE } from './marks-chart.js';
import { LOTS_CATALOGUE_ROUTE } from './lots.js';
import { URANIAN_PICTURES_ROUTE } from './uranian-pictures.js';
import { NATIVITY_SIGNIFICATORS_ROUTE } from './nativity-significators.js';
import { DECLINATIONS_ROUTE } from './declinations.js';
import { ECLIPSE_IMPACT_ROUTE } from './eclipse-natal-impact.js';
import { CHINESE_CALENDAR_ROUTE } from './chinese-calendar.js';
import { ECLIPSES_ROUTE } from './eclipses.js';
import { FIXED_STARS_ROUTE } from './fixed-stars.js';
import { HOUSES_ROUTE } from './houses.js';
import { INGRESSES_ROUTE } from './ingresses.js';
import { MOON_PHASE_ROUTE, MOON_TODAY_ROUTE } from './moon-phase.js';
import { MOON_PHASES_ROUTE } from './moon-phases.js';
import { RETROGRADES_ROUTE } from './retrograde-calendar.js';
import { SEASONS_ROUTE } from './seasons.js';
import { VOID_OF_COURSE_ROUTE } from './void-of-course.js';
import { VOID_OF_COURSE_PERIODS_ROUTE } from './void-of-course-periods.js';
import { LUNAR_RETURN_ROUTE } from './lunar-return-chart.js';
import { MIDPOINTS_ROUTE } from './midpoints.js';
import { NAKSHATRA_ROUTE } from './nakshatra-lookup.js';
import { DASHA_ROUTE } from './natal-dasha.js';
import { DIVISIONAL_CHART_ROUTE } from './divisional-chart.js';
import { DIVISIONAL_CHARTS_ROUTE } from './divisional-charts.js';
import { KP_CHART_ROUTE } from './kp-chart.js';
import { VEDIC_YOGAS_ROUTE } from './vedic-yogas.js';
import { SADE_SATI_ROUTE, VEDIC_DOSHAS_ROUTE } from './vedic-doshas.js';
import { VEDIC_COMPATIBILITY_ROUTE } from './vedic-compatibility.js';
import { VEDIC_DASHA_ROUTE } from './vedic-dasha.js';
import { DASHA_AT_ROUTE } from './dasha-at.js';
import { ASHTAKAVARGA_ROUTE } from './ashtakavarga.js';
import { SHADBALA_ROUTE } from './shadbala.js';
import { TEMPERAMENT_ROUTE } from './natal-temperament.js';
import { ZODIACAL_RELEASING_ROUTE } from './natal-zodiacal-releasing.js';
import { FIRDARIA_ROUTE } from './firdaria.js';
import { DECENNIALS_ROUTE } from './decennials.js';
import { AGES_OF_LIFE_ROUTE } from './ages-of-life.js';
import { TIME_LORDS_AT_ROUTE } from './time-lords-at.js';
import { PRIMARY_DIRECTIONS_ROUTE } from './primary-directions.js';
import { NATAL_CHART_ROUTE } from './natal-chart.js';
import { NATAL_CHART_WHEEL_ROUTE } from './natal-chart-wheel.js';
import { SYNASTRY_WHEEL_ROUTE } from './synastry-wheel.js';
import { TRANSITS_WHEEL_ROUTE } from './transits-wheel.js';
import { PLANETARY_HOURS_ROUTE } from './planetary-hours.js';
import { EPHEMERIS_ROUTE } from './ephemeris.js';
import { POSITIONS_ROUTE, POSITIONS_TODAY_ROUTE } from './positions.js';
import { PROGRESSIONS_ROUTE } from './progressed-chart.js';
import { SOLAR_ARC_ROUTE } from './solar-arc.js';
import { SOLAR_RETURN_ROUTE } from './solar-return-chart.js';
import { SYNASTRY_ROUTE } from './synastry.js';
import { TRANSITS_ROUTE } from './transits-to-natal.js';
import { LOTS_ROUTE } from './traditional-lots.js';
import { VEDIC_CHART_ROUTE } from './vedic-chart.js';
import { PANCHANG_ROUTE } from './panchang.js';
import { INDIAN_CHART_ROUTE } from './indian-chart.js';
import { PANCHANG_MONTH_ROUTE } from './panchang-month.js';

import { ASPECT_PATTERNS_ROUTE } from './aspect-patterns.js';
import { CHART_SHAPE_ROUTE } from './chart-shape.js';
import { DECANS_ROUTE } from './decans.js';
import { ASPECT_INTERPRETATION_ROUTE } from './aspect-interpretation.js';
import { DEGREE_SYMBOL_ROUTE } from './degree-symbol.js';
import { HOUSE_MEANING_ROUTE } from './house-meaning.js';
import { PLANET_IN_HOUSE_ROUTE } from './planet-in-house.js';
import { PLANET_IN_SIGN_ROUTE } from './planet-in-sign.js';
import { HOUSE_MEANING_PATH_ROUTE } from './house-meaning-path.js';
import { NATAL_REPORT_ROUTE } from './natal-report.js';
import { SOLAR_RETURN_REPORT_ROUTE, TRANSIT_REPORT_ROUTE } from './technique-reports.js';
import { SYNASTRY_REPORT_ROUTE } from './synastry-report.js';
import { COMPOSITE_REPORT_ROUTE } from './composite-report.js';
import { VEDIC_REPORT_ROUTE } from './vedic-report.js';
import { SIGN_INFO_ROUTE } from './sign-info.js';
import { HELIACAL_EVENTS_ROUTE } from './heliacal-events.js';
import { HEMISPHERIC_EMPHASIS_ROUTE } from './hemispheric-emphasis.js';
import { HOUSE_INGRESSES_ROUTE } from './house-ingresses.js';
import { TRANSIT_TIMELINE_ROUTE } from './transit-timeline.js';
import { PROGRESSION_TIMELINE_ROUTE } from './progression-timeline.js';
import { DIRECTION_TIMELINE_ROUTE } from './direction-timeline.js';
import { RETURNS_IN_RANGE_ROUTE } from './returns-in-range.js';
import { PLANETARY_JOYS_ROUTE } from './planetary-joys.js';
import { BIRTH_TIME_SENSITIVITY_ROUTE } from './birth-time-sensitivity.js';
import { PRENATAL_LUNATION_ROUTE } from './prenatal-lunation.js';
import { QUADRANT_EMPHASIS_ROUTE } from './quadrant-emphasis.js';
import { VENUS_CYCLE_ROUTE } from './venus-cycle.js';
import { PLACES_ROUTE } from './places.js';
import { NEAREST_PLACE_ROUTE } from './nearest-place.js';
import { CALENDAR_FEED_ROUTE } from './calendar-feed.js';
import { GRAPHIC_EPHEMERIS_ROUTE, TRANSIT_TIMELINE_CHART_ROUTE } from './forecast-charts.js';
import { ASTROCARTOGRAPHY_MAP_ROUTE, ASTROCARTOGRAPHY_ROUTE, RELOCATED_CHART_ROUTE } from './astrocartography.js';
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
  VOID_OF_COURSE_PERIODS_ROUTE,
  LUNAR_GUIDANCE_ROUTE,
  // Seasons, Eclipses, Ingress
  SEASONS_ROUTE,
  ECLIPSES_ROUTE,
  INGRESSES_ROUTE,
  RETROGRADES_ROUTE,
  HOUSE_INGRESSES_ROUTE,
  TRANSIT_TIMELINE_ROUTE,
  PROGRESSION_TIMELINE_ROUTE,
  DIRECTION_TIMELINE_ROUTE,
  RETURNS_IN_RANGE_ROUTE,
  // Issue 27: calendar feeds and the forecast pictures.
  CALENDAR_FEED_ROUTE,
  TRANSIT_TIMELINE_CHART_ROUTE,
  GRAPHIC_EPHEMERIS_ROUTE,
  // Issue 29: astrocartography and relocation.
  ASTROCARTOGRAPHY_ROUTE,
  ASTROCARTOGRAPHY_MAP_ROUTE,
  RELOCATED_CHART_ROUTE,
  // Planetary Hours
  PLANETARY_HOURS_ROUTE,
  // Chinese Calendar
  CHINESE_CALENDAR_ROUTE,
  // Fixed Stars
  FIXED_STARS_ROUTE,
  // Natal Chart
  NATAL_CHART_ROUTE,
  NATAL_CHART_WHEEL_ROUTE,
  HOUSES_ROUTE,
  ASPECT_PATTERNS_ROUTE,
  CHART_SHAPE_ROUTE,
  HEMISPHERIC_EMPHASIS_ROUTE,
  QUADRANT_EMPHASIS_ROUTE,
  PLANETARY_JOYS_ROUTE,
  BIRTH_TIME_SENSITIVITY_ROUTE,
  // Chart Techniques
  SYNASTRY_ROUTE,
  SYNASTRY_WHEEL_ROUTE,
  COMPOSITE_ROUTE,
  PROGRESSIONS_ROUTE,
  SOLAR_ARC_ROUTE,
  PRIMARY_DIRECTIONS_ROUTE,
  SOLAR_RETURN_ROUTE,
  LUNAR_RETURN_ROUTE,
  DECLINATIONS_ROUTE,
  MIDPOINTS_ROUTE,
  TRANSITS_ROUTE,
  TRANSITS_WHEEL_ROUTE,
  ECLIPSE_IMPACT_ROUTE,
  HELIACAL_EVENTS_ROUTE,
  VENUS_CYCLE_ROUTE,
  // Vedic
  VEDIC_CHART_ROUTE,
  INDIAN_CHART_ROUTE,
  NAKSHATRA_ROUTE,
  PANCHANG_ROUTE,
  PANCHANG_MONTH_ROUTE,
  ASHTAKOOT_ROUTE,
  DASHA_ROUTE,
  DIVISIONAL_CHART_ROUTE,
  DIVISIONAL_CHARTS_ROUTE,
  KP_CHART_ROUTE,
  VEDIC_YOGAS_ROUTE,
  VEDIC_DOSHAS_ROUTE,
  SADE_SATI_ROUTE,
  VEDIC_COMPATIBILITY_ROUTE,
  VEDIC_DASHA_ROUTE,
  DASHA_AT_ROUTE,
  ASHTAKAVARGA_ROUTE,
  SHADBALA_ROUTE,
  // Traditional
  LOTS_ROUTE,
  PROFECTION_ROUTE,
  ZODIACAL_RELEASING_ROUTE,
  // Issue 29: the time lords (docs/directions.md).
  FIRDARIA_ROUTE,
  DECENNIALS_ROUTE,
  AGES_OF_LIFE_ROUTE,
  TIME_LORDS_AT_ROUTE,
  ANTISCIA_ROUTE,
  TEMPERAMENT_ROUTE,
  PRENATAL_LUNATION_ROUTE,
  DECANS_ROUTE,
  // Interpretations (Urania's own writing, docs/interpretations.md)
  PLANET_IN_SIGN_ROUTE,
  PLANET_IN_HOUSE_ROUTE,
  ASPECT_INTERPRETATION_ROUTE,
  HOUSE_MEANING_ROUTE,
  HOUSE_MEANING_PATH_ROUTE,
  DEGREE_SYMBOL_ROUTE,
  SIGN_INFO_ROUTE,
  NATAL_REPORT_ROUTE,
  TRANSIT_REPORT_ROUTE,
  SOLAR_RETURN_REPORT_ROUTE,
  SYNASTRY_REPORT_ROUTE,
  COMPOSITE_REPORT_ROUTE,
  // Derived charts (issue 29, docs/derived-charts.md)
  HARMONIC_CHART_ROUTE,
  HARMONIC_CHART_WHEEL_ROUTE,
  DRACONIC_CHART_ROUTE,
  DRACONIC_CHART_WHEEL_ROUTE,
  DAVISON_CHART_ROUTE,
  MARKS_CHART_ROUTE,
  LOTS_CATALOGUE_ROUTE,
  URANIAN_PICTURES_ROUTE,
  NATIVITY_SIGNIFICATORS_ROUTE,
  VEDIC_REPORT_ROUTE,
  // The atlas (issue 24, docs/places.md)
  PLACES_ROUTE,
  NEAREST_PLACE_ROUTE,
];
