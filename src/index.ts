/**
 * Urania — astronomy for astrology. The pure core: no Node-only API, no clock, no network.
 *
 * This is the public surface, written out by hand (docs/api.md lists every name with what it is; the test
 * tests/architecture/public-surface.test.ts holds the two together). Three parts:
 * 1. the record functions of `src/records/` — one per record kind of the spec, each validating its request
 *    against its schema and answering that record;
 * 2. the toolkit — time, positions, houses, aspects, zodiac tables and the event searches, for callers who build
 *    their own records;
 * 3. the errors and the types of the schemas (the schema values themselves are in `urania/schemas`).
 */

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────────────
export { URANIA_ERROR_CODES, UraniaError, isUraniaError } from './errors/index.js';
export type { UraniaErrorCode, UraniaErrorDetails } from './errors/urania-error.js';

// ── Records: natal chart and its analyses ──────────────────────────────────────────────────────────────────
export {
  aspectPatterns, chartShape, decans, declinations, hemisphericEmphasis, natalChart, natalMidpoints, planetaryJoys,
  prenatalLunation, quadrantEmphasis,
} from './records/index.js';
// The natal chart's rules, for a caller's own positions (docs/natal-chart.md; issue 22 #16).
export { chartRuler, elementBalance, isDayChart, modalityBalance, partOfFortune } from './records/index.js';
export type { PlacedFactor, RulerPlacement } from './records/index.js';

// ── Records: interpretations (Urania's own writing, docs/interpretations.md) ────────────────────────────────
export {
  aspectInterpretation, degreeSymbol, houseMeaning, planetInHouse, planetInSign, signDescription,
} from './records/index.js';
// The natal report (issue 12): the chart and ordered sections of entries, and its renderings; a sign's facts and portrait.
export { natalReport, natalReportHtml, natalReportMarkdown, natalReportText, signInfo } from './records/index.js';
// The technique reports (issue 26): a transit report over a period and a solar return report, and their renderings.
export {
  solarReturnReport, solarReturnReportHtml, solarReturnReportMarkdown, solarReturnReportText, transitReport, transitReportHtml,
  transitReportMarkdown, transitReportText,
} from './records/index.js';
// The synastry and composite reports (issue 26) and their renderings.
export {
  compositeReport, compositeReportHtml, compositeReportMarkdown, compositeReportText,
  synastryReport, synastryReportHtml, synastryReportMarkdown, synastryReportText,
} from './records/index.js';
export type { DeclinationsOptions } from './records/index.js';

// ── Records: relationship and predictive charts ────────────────────────────────────────────────────────────
export {
  compositeChart, eclipseNatalImpact, houseIngresses, lunarReturnChart, progressedChart, solarArc, solarReturnChart,
  synastry, transitsToNatal,
} from './records/index.js';
export type {
  CompositeOptions, EclipseNatalImpactOptions, ProgressedChartOptions, ReturnChartOptions, SolarArcOptions,
  SynastryOptions, TransitsToNatalOptions,
} from './records/index.js';
// Derived charts (issue 29, docs/derived-charts.md): harmonic, draconic, Davison and Marks charts.
export { davisonChart, draconicChart, harmonicChart, marksChart } from './records/index.js';
// The lots catalogue and lots of the caller's formulas (issue 29, docs/lots.md).
export { lots } from './records/index.js';
// The Uranian tools (issue 29): 90° dial, midpoint trees, planetary pictures A + B − C = D.
export { uranianPictures } from './records/index.js';
// Almuten figuris, hyleg and alcocoden (issue 29, docs/traditional.md).
export { nativitySignificators } from './records/index.js';
// Forecast (issue 27, docs/forecasting.md): the transits of a range as contacts — enters, exact passes, leaves.
export { transitTimeline } from './records/transit-timeline.js';
export type { TransitTimelineInput } from './records/transit-timeline.js';
// Astrocartography and relocation (issue 29, docs/astrocartography.md): the lines on the globe, the relocated chart.
export { astrocartography, relocatedChart } from './records/index.js';
export type { AstrocartographyInput, RelocatedChartInput } from './records/index.js';
// The world map of the lines (d3-geo; Natural Earth's land in a data module loaded on first use, never on the light paths).
export { astrocartographyMap, loadWorldLand } from './world-map/index.js';
export type { TransitContact } from './schemas/transit-timeline.js';
export { progressionTimeline } from './records/progression-timeline.js';
export type { ProgressionTimelineInput } from './records/progression-timeline.js';
export { directionTimeline } from './records/direction-timeline.js';
export type { DirectionTimelineInput } from './records/direction-timeline.js';
export { returnsInRange } from './records/returns-in-range.js';
export type { ReturnsInRangeInput } from './records/returns-in-range.js';

// ── Records: horoscopes of the twelve signs ────────────────────────────────────────────────────────────────
export {
  allHoroscopes, almanacDay, dailyHoroscope, electionalWindows, lunarGuidance, monthlyHoroscope, signCompatibility,
  weeklyHoroscope, yearlyHoroscope,
} from './records/index.js';
export type {
  AllHoroscopesInput, AlmanacInput, DailyHoroscopeInput, MonthlyHoroscopeInput, WeeklyHoroscopeInput,
  YearlyHoroscopeInput,
} from './records/index.js';

// ── Records: Vedic and traditional techniques ──────────────────────────────────────────────────────────────
export {
  annualProfection, ashtakoot, ashtakootScore, nakshatraLookup, natalAntiscia, natalDasha, natalTemperament,
  natalZodiacalReleasing, profection, siderealPositions, traditionalLots, vedicAspects, vedicChart, vimshottariDasha,
  zodiacalReleasing, panchang, divisionalChart,
} from './records/index.js';
export { panchangMonth } from './records/index.js';
// Issue 29: the time lords and primary directions (docs/directions.md).
export { agesOfLife, decennials, firdaria, primaryDirections, timeLordsAt } from './records/index.js';
export { birthTimeSensitivity } from './records/index.js';
export { divisionalCharts, kpChart } from './records/index.js';
export { vedicYogas, vedicDoshas, sadeSati, vedicCompatibility } from './records/index.js';
export { yogaInterpretation, doshaInterpretation } from './records/index.js';
export { vedicDasha, dashaAt, ashtakavarga } from './records/index.js';
export { shadbala } from './records/index.js';
export { nakshatraInterpretation, dashaInterpretation, vedicReport, vedicReportMarkdown, vedicReportText, vedicReportHtml } from './records/index.js';
export { VEDIC_PRESET_CONVENTIONS, vedicConventions } from './vedic/index.js';
export type { VedicConventions, VedicConventionsChoice } from './vedic/index.js';
export type { ProfectionBirth } from './records/index.js';

// ── Toolkit: time ──────────────────────────────────────────────────────────────────────────────────────────
export {
  SUPPORTED_RANGE, SUPPORTED_SPAN, civilInstant, instant, instantFromJulianDay, isoString, timezoneForLocation,
} from './time/index.js';
// The numeric time toolkit with its arguments checked (records/: a wrong argument is a UraniaError, never NaN).
export {
  calendarFromJulianDay, deltaT, deltaTUncertaintySeconds, greenwichApparentSiderealTime, greenwichMeanSiderealTime, julianDay, localSiderealTime,
  meanObliquity, nutation, trueObliquity,
} from './records/index.js';
export type { CivilInstant, DateCalendar, Instant, TimeInput } from './time/index.js';
// The time-zone index (issue 30): loaded on the first lookup under Node, on `await loadTimeZones()` elsewhere.
export { loadTimeZones } from './time/zone-index.js';

// ── Toolkit: angles ────────────────────────────────────────────────────────────────────────────────────────
export { angularSeparation, formatDms, normalizeDegrees, signedDelta, toDms } from './records/index.js';
export { eclipticToEquatorial, equatorialToEcliptic } from './records/index.js';

// ── Toolkit: positions, houses, aspects ────────────────────────────────────────────────────────────────────
export { EPHEMERIS_MAX_ROWS, bodyPosition, ephemeris, houses, planetaryPositions } from './records/index.js';
export type { EarthPosition } from './records/index.js';
export { availableBodies, EPHEMERIS_ERAS, loadEphemerisEra, loadEphemerisSpan } from './ephemeris/index.js';
export type { EphemerisEra } from './ephemeris/index.js';
// The minor bodies' data (issue 17): loaded on first use under Node, on `await loadBodies([...])` elsewhere (below).
export { MINOR_BODIES, isBodyLoaded, loadBodies } from './ephemeris/index.js';
export type { MinorBody } from './ephemeris/index.js';
// The atlas (issue 24): GeoNames' populated places, loaded on first use (`await loadAtlas()` in a browser).
export { findPlaces, loadAtlas, nearestPlace } from './places/index.js';
export type { FindPlacesOptions } from './places/index.js';
export type { AtPlace } from './records/birth-place.js';
export { HOUSE_SYSTEM_TABLE } from './houses/index.js';
export { houseCuspsFromArmc, houseOf, sectorOf } from './records/index.js';
export { ASPECTS, ORB_PROFILES_TABLE } from './aspects/index.js';
export { aspectBetween, aspects } from './records/index.js';

// ── Toolkit: the zodiac and its tables ─────────────────────────────────────────────────────────────────────
export { AYANAMSA_SYSTEMS, SIGN_FACTS, signOf } from './zodiac/index.js';
export type { AyanamsaChoice } from './zodiac/index.js';
export { domicileRuler, exaltationRuler, triplicityRuler } from './records/index.js';
export { ayanamsa, decanOf, essentialDignity, faceRuler, termRuler, zodiacPosition } from './records/index.js';
export { NAKSHATRAS } from './vedic/index.js';
export { nakshatra } from './records/index.js';
export { midpoints } from './charts/index.js';
export { antiscia, arabicParts, temperament } from './records/index.js';

// ── Toolkit: event searches (findX over a range, nextX after an instant) ───────────────────────────────────
export {
  elongation, findAspectPerfections, findEclipses, findHeliacalEvents, findHouseIngresses, findIngresses,
  findMoonPhases, findRiseSet, findSeasons, findSolarTerms, findStations, findVenusCycle, findVoidOfCoursePeriods,
  isAboveHorizon, lunarReturn, moonPhase, moonPhaseAngle, nextEclipse, nextIngress, nextMoonPhase, nextSeason,
  nextSolarReturn, nextStation, planetaryHours, retrogradeCalendar, riseSetTransit, solarReturn, voidOfCourse,
} from './records/index.js';
export type {
  AspectPerfection, EventRange, HeliacalRequest, HouseIngressRequest, PlanetaryHours, PlanetaryHoursRequest,
  ReturnEvent, RiseSetEvent, RiseSetRangeRequest, RiseSetTransit, RiseSetTransitRequest, SolarTermEvent,
  VenusCycleRequest,
} from './records/index.js';

// ── Calendars and fixed stars ──────────────────────────────────────────────────────────────────────────────
export { chineseCalendar, chineseNewYear, chineseYearMonths, fixedStar, fixedStarPositions, starConjunctions } from './records/index.js';
export type { ChineseMonth, StarConjunctionOptions } from './records/index.js';

// ── Chart wheel: SVG pictures of chart records (issue 13, docs/chart-wheel.md) ────────────────────────────────
export { aspectGrid, biWheel, natalWheel, transitWheel } from './chart-wheel/index.js';
export type { AspectCell, AspectGrid, AspectGridOptions, BiWheelOptions, OuterChart } from './chart-wheel/index.js';
// The labels of the drawings, and the names an app shows for the records' identifiers, in ten languages (issue 31).
export { labelCatalogue } from './i18n/index.js';
export type { LabelCatalogue } from './i18n/index.js';

// ── Indian chart drawings: North, South and East Indian charts of any varga (issue 25, docs/indian-charts.md) ──
export { indianChart } from './indian-chart/index.js';
// ── Calendars for calendar apps: event records as iCalendar (issue 27, docs/forecasting.md) ─────────────────
export { toICalendar } from './icalendar/index.js';
export type { CalendarEventRecord } from './icalendar/index.js';
// The forecast pictures (issue 27): a graphic ephemeris and the transit timeline as a Gantt chart, SVG strings.
export { graphicEphemeris, transitTimelineChart } from './forecast-charts/index.js';
export type { GraphicEphemerisInput } from './forecast-charts/index.js';

// ── Types of the schemas (records, requests, vocabularies) ─────────────────────────────────────────────────
export type * from './schemas/types.js';

// ── The minor bodies' data ─────────────────────────────────────────────────────────────────────────────────
// This entry has no import-time work (issue 30, docs/performance.md "Bundle"): the minor bodies' tables and the
// osculating lunar points' part of the Moon theory load as with `urania/core` — under Node by themselves on first
// use, elsewhere (browsers, bundled apps) on `await loadBodies([...])` — so that a bundler keeps only what the
// app's calls reach (package.json `"sideEffects"` no longer lists this file).
