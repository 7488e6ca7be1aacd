// Public surface of the events layer (curated re-exports).
// --- search engine, seasons, lunations, ingresses, stations, eclipses, returns, void of course (events core)
export { findRoots, findCrossings, findMinimum, parabolicMinimum, refineBracket, DEFAULT_TOLERANCE_DAYS } from './search.js';
export type { RootSearch, Root, CrossingSearch, Crossing, Polish, ValueAndRate } from './search.js';
export { SUPPORTED_START_JD_TT, SUPPORTED_END_JD_TT, requireMaxSpan } from './event-range.js';
export { seasonsBetween, nextSeasonAfter, findSolarLongitudes, preciseSun, SEASON_LONGITUDES } from './seasons.js';
export { findLunations, nextLunationAfter, PRINCIPAL_PHASE_ELONGATIONS } from './moon-phases.js';
export type { PrincipalMoonPhase, Lunation } from './moon-phases.js';
export { phaseName, phaseAngleOf, illuminationPercent, elongationAt, PRINCIPAL_PHASE_HALF_WIDTH_DEG } from './moon-phase.js';
export { sunMoon } from './sun-moon.js';
export type { SunMoon } from './sun-moon.js';
export { ingressesOf, ingressesBetween, nextIngressAfter, SIGN_BOUNDARIES } from './ingresses.js';
export type { SignCrossing } from './ingresses.js';
export { stationsOf, stationsBetween, nextStationAfter } from './stations.js';
export type { Station } from './stations.js';
export { EVENT_BODIES, STATION_BODIES, MOTION_STEP_DAYS, longitudeAndSpeed, motionStepDays } from './body-motion.js';
export { retrogradePeriodsBetween } from './retrograde-periods.js';
export type { RetrogradeSpan } from './retrograde-periods.js';
export { eclipsesBetween, nextEclipseAfter } from './eclipses.js';
export type { Eclipse } from './eclipses.js';
export { solarEclipseGeometry, lunarEclipseGeometry, SHADOW_ENLARGEMENT } from './eclipse-geometry.js';
export type { SolarEclipseGeometry, LunarEclipseGeometry } from './eclipse-geometry.js';
export { solarReturnsBetween, solarReturnNearest, nextSolarReturnAfter, nextLunarReturnAfter } from './returns.js';
export { perfectionsBetween, PTOLEMAIC_ASPECTS } from './aspect-perfections.js';
export type { Perfection } from './aspect-perfections.js';
export { voidPeriodsBetween, moonSignStays, moonSignStayAt, VOID_OF_COURSE_BODIES } from './void-of-course.js';
export type { MoonVoidSpan, MoonSignStay } from './void-of-course.js';
// --- rise/set, planetary hours, heliacal events, Venus cycle, house ingresses, prenatal lunation (events-local)
export { riseSetBetween, horizonModel, standardAltitude, STANDARD_ALTITUDE } from './rise-set.js';
export type { HorizonEvent, RiseSetKind, Place, HorizonModel } from './rise-set.js';
export { planetaryHoursOf, hourRuler, dayRulerOf, DAY_RULERS } from './planetary-hours.js';
export type { ChaldeanPlanet, DayPlanetaryHours, PlanetaryHourSpan } from './planetary-hours.js';
export { heliacalPhenomenaBetween, visibilityEvents, ARCUS_VISIONIS } from './heliacal-events.js';
export type { HeliacalBody, HeliacalPhenomenon, VisibilityEvent } from './heliacal-events.js';
export { venusPhasesBetween, type VenusPhaseEvent } from './venus-cycle.js';
export { cuspCrossingsBetween, type CuspCrossing } from './house-ingresses.js';
export { lastSyzygyBefore, type Syzygy } from './prenatal-lunation.js';
