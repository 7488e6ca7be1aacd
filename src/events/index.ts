// Public surface of the events layer (curated re-exports).
// --- search engine, seasons, lunations, ingresses, stations, eclipses, returns, void of course (events core)
export { findRoots, findCrossings, findMinimum, parabolicMinimum, refineBracket, DEFAULT_TOLERANCE_DAYS } from './search.js';
export type { RootSearch, Root, CrossingSearch, Crossing, Polish, ValueAndRate } from './search.js';
export { eventRange } from './event-range.js';
export type { EventRange, ResolvedRange } from './event-range.js';
export { findSeasons, nextSeason, SEASONS_MAX_SPAN_YEARS } from './seasons.js';
export { findMoonPhases, nextMoonPhase, PRINCIPAL_PHASE_ELONGATIONS, MOON_PHASES_MAX_SPAN_YEARS } from './moon-phases.js';
export type { PrincipalMoonPhase } from './moon-phases.js';
export { moonPhase, moonPhaseAngle, elongation, phaseName, PRINCIPAL_PHASE_HALF_WIDTH_DEG } from './moon-phase.js';
export { findIngresses, nextIngress, INGRESSES_MAX_SPAN_YEARS } from './ingresses.js';
export { findStations, nextStation, STATIONS_MAX_SPAN_YEARS } from './stations.js';
export { EVENT_BODIES, STATION_BODIES, MOTION_STEP_DAYS } from './body-motion.js';
export { retrogradeCalendar, RETROGRADE_CALENDAR_YEARS } from './retrograde-calendar.js';
export { findEclipses, nextEclipse, ECLIPSES_MAX_SPAN_YEARS } from './eclipses.js';
export { solarEclipseGeometry, lunarEclipseGeometry, SHADOW_ENLARGEMENT } from './eclipse-geometry.js';
export type { SolarEclipseGeometry, LunarEclipseGeometry } from './eclipse-geometry.js';
export { solarReturn, nextSolarReturn, lunarReturn } from './returns.js';
export type { ReturnEvent } from './returns.js';
export { findAspectPerfections, PTOLEMAIC_ASPECTS, PERFECTIONS_MAX_SPAN_YEARS } from './aspect-perfections.js';
export type { AspectPerfection } from './aspect-perfections.js';
export { voidOfCourse, findVoidOfCoursePeriods, VOID_OF_COURSE_BODIES, VOID_OF_COURSE_MAX_SPAN_YEARS } from './void-of-course.js';
export type { VoidOfCoursePeriod } from './void-of-course.js';
// --- rise/set, planetary hours, heliacal events, Venus cycle, house ingresses, prenatal lunation (events-local)
export { riseSetTransit, nextCivilDate, localDaySpan } from './rise-set-transit.js';
export type { RiseSetTransit, RiseSetTransitRequest } from './rise-set-transit.js';
export {
  findRiseSet, riseSetBetween, horizonModel, standardAltitude, isAboveHorizon, STANDARD_ALTITUDE, RISE_SET_MAX_SPAN_YEARS,
} from './rise-set.js';
export type { RiseSetEvent, RiseSetKind, RiseSetRangeRequest, Place, HorizonModel } from './rise-set.js';
export { planetaryHours, hourRuler, dayRulerOf, DAY_RULERS } from './planetary-hours.js';
export type { PlanetaryHours, PlanetaryHoursRequest, ChaldeanPlanet } from './planetary-hours.js';
export { findHeliacalEvents, visibilityEvents, ARCUS_VISIONIS, HELIACAL_MAX_SPAN_YEARS } from './heliacal-events.js';
export type { HeliacalRequest, HeliacalBody, VisibilityEvent } from './heliacal-events.js';
export { findVenusCycle, VENUS_CYCLE_MAX_SPAN_YEARS } from './venus-cycle.js';
export type { VenusCycleRequest } from './venus-cycle.js';
export { findHouseIngresses, DEFAULT_HOUSE_INGRESS_BODIES, HOUSE_INGRESS_MAX_SPAN_YEARS } from './house-ingresses.js';
export type { HouseIngressRequest } from './house-ingresses.js';
export { prenatalLunation } from './prenatal-lunation.js';
