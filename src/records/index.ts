/**
 * The records layer: one function per record kind / endpoint of the spec, each parsing its request once against
 * its schema (`parse`), calling the numeric layers below, and formatting ISO strings once. File names line up with
 * `src/schemas/<name>.ts` and `src/http/routes/<name>.ts` (docs/design.md "Records").
 */
export { parse, validate, describeAllowed, type FieldError } from './parse.js';
export { dailyHoroscope, type DailyHoroscopeInput } from './daily-horoscope.js';
export { weeklyHoroscope, type WeeklyHoroscopeInput } from './weekly-horoscope.js';
export { MONTH_WEEK_STARTS, monthlyHoroscope, type MonthlyHoroscopeInput } from './monthly-horoscope.js';
export { yearlyHoroscope, type YearlyHoroscopeInput } from './yearly-horoscope.js';
export { allHoroscopes, type AllHoroscopesInput } from './all-horoscopes.js';
export { signCompatibility } from './sign-compatibility.js';
export { almanacDay, type AlmanacInput } from './almanac-day.js';
export { lunarGuidance } from './lunar-guidance.js';
export { ELECTIONAL_MAX_DAYS, ELECTIONAL_TOP_N, electionalWindows } from './electional-windows.js';
// Chart techniques (docs/chart-techniques.md): natal chart, relationship and predictive charts, chart points.
export { natalChart } from './natal-chart.js';
export { synastry, type SynastryOptions } from './synastry.js';
export { compositeChart, type CompositeOptions } from './composite-chart.js';
export { progressedChart, type ProgressedChartOptions } from './progressed-chart.js';
export { solarArc, type SolarArcOptions } from './solar-arc.js';
export { solarReturnChart, type ReturnChartOptions } from './solar-return-chart.js';
export { lunarReturnChart } from './lunar-return-chart.js';
export { transitsToNatal, type TransitsToNatalOptions } from './transits-to-natal.js';
export { eclipseNatalImpact, type EclipseNatalImpactOptions } from './eclipse-natal-impact.js';
export { declinations, type DeclinationsOptions } from './declinations.js';
export { natalMidpoints } from './midpoints.js';
export { birthMoment, type BirthMoment } from './birth-moment.js';
// The natal chart's rules, with their arguments checked, for a caller's own positions (docs/natal-chart.md).
export { isDayChart } from './is-day-chart.js';
export { partOfFortune } from './part-of-fortune.js';
export { chartRuler } from './chart-ruler.js';
export { elementBalance } from './element-balance.js';
export { modalityBalance } from './modality-balance.js';
export type { PlacedFactor } from '../charts/rules/element-balance.js';
export type { RulerPlacement } from '../charts/rules/chart-ruler.js';
// Records of the spec with no route before: house ingresses, heliacal events, the Venus cycle, the prenatal
// lunation, the chart analyses (each takes a natal chart) and the decans.
export {
  DEFAULT_HOUSE_INGRESS_BODIES, HOUSE_INGRESS_MAX_SPAN_YEARS, findHouseIngresses, houseIngresses, type HouseIngressRequest,
} from './house-ingresses.js';
export { HELIACAL_MAX_SPAN_YEARS, findHeliacalEvents, type HeliacalRequest } from './heliacal-events.js';
export { VENUS_CYCLE_MAX_SPAN_YEARS, findVenusCycle, type VenusCycleRequest } from './venus-cycle.js';
export { prenatalLunation } from './prenatal-lunation.js';
export { aspectPatterns } from './aspect-patterns.js';
export { chartShape } from './chart-shape.js';
export { hemisphericEmphasis } from './hemispheric-emphasis.js';
export { quadrantEmphasis } from './quadrant-emphasis.js';
export { planetaryJoys } from './planetary-joys.js';
export { decans } from './decans.js';
export { houseMeaning } from './house-meaning.js';
export { signDescription } from './sign-description.js';
export { planetInSign } from './planet-in-sign.js';
export { planetInHouse } from './planet-in-house.js';
export { degreeSymbol } from './degree-symbol.js';
export { aspectInterpretation } from './aspect-interpretation.js';
export { signInfo } from './sign-info.js';
export { natalReport } from './natal-report.js';
export { natalReportHtml, natalReportMarkdown, natalReportText } from './natal-report-renderings.js';
export { transitReport } from './transit-report.js';
export { solarReturnReport } from './solar-return-report.js';
export {
  solarReturnReportHtml, solarReturnReportMarkdown, solarReturnReportText, transitReportHtml, transitReportMarkdown, transitReportText,
} from './technique-report-renderings.js';
export { synastryReport } from './synastry-report.js';
export { compositeReport } from './composite-report.js';
export {
  compositeReportHtml, compositeReportMarkdown, compositeReportText, synastryReportHtml, synastryReportMarkdown, synastryReportText,
} from './relationship-report-renderings.js';
// The toolkit records (docs/design.md "Records"): positions, ephemeris tables, houses, aspects at an instant.
export { bodyPosition, planetaryPositions, positions } from './positions.js';
export type { EarthPosition } from './positions.js';
export { EPHEMERIS_MAX_ROWS, ephemeris } from './ephemeris.js';
export { houses } from './houses.js';
export { houseCuspsFromArmc, type HouseCuspsFromArmcInput } from './house-cusps-from-armc.js';
export { houseOf } from './house-of.js';
export { sectorOf } from './sector-of.js';
export { aspects, aspectsAt, type AspectsOptions } from './aspects.js';
export { aspectBetween } from './aspect-between.js';
// The validating toolkit functions (zodiac, vedic, traditional): each checks its arguments here and calls the
// numeric function of its layer (zodiacPlace, ayanamsaAt, dignitiesAt, nakshatraAt, lotsOf, temperamentOf, …).
export { zodiacPosition } from './zodiac-position.js';
export { ayanamsa, type AyanamsaOptions } from './ayanamsa.js';
export { meanAyanamsa } from './mean-ayanamsa.js';
export { siderealLongitude } from './sidereal-longitude.js';
export { essentialDignity } from './essential-dignity.js';
export { termRuler } from './term-ruler.js';
export { faceRuler } from './face-ruler.js';
export { decanOf } from './decan-of.js';
export { mutualReception } from './mutual-reception.js';
export { nakshatra } from './nakshatra.js';
export { ashtakoot } from './ashtakoot.js';
export { chartLongitude, placedBodies, traditionalChart } from './traditional-chart.js';
export { arabicParts } from './arabic-parts.js';
export { antiscia, antisciaConnections } from './antiscia.js';
export { temperament, temperamentFactors } from './temperament.js';
export { parseBodyList } from './body-list.js';
// The numeric toolkit of the root entry with its arguments checked (issue 11 #7): time, angles, coordinates, rulers.
export { greenwichApparentSiderealTime, greenwichMeanSiderealTime, localSiderealTime } from './sidereal-time.js';
export { deltaT, deltaTUncertaintySeconds } from './delta-t.js';
export { meanObliquity, trueObliquity } from './obliquity.js';
export { nutation } from './nutation.js';
export { calendarFromJulianDay, julianDay } from './julian-day.js';
export { angularSeparation, formatDms, normalizeDegrees, signedDelta, toDms } from './angles.js';
export { eclipticToEquatorial, equatorialToEcliptic } from './ecliptic-equatorial.js';
export { domicileRuler, exaltationRuler, triplicityRuler } from './sign-rulers.js';
// Sky events, the Moon, planetary hours, rise and set (docs/events.md): the finders and their records.
export { eventRange, eventDate, eventDateOfTt, parseRange, type EventRange, type ResolvedRange } from './event-range.js';
export { resolveBodies } from './resolve-bodies.js';
export { SEASONS_MAX_SPAN_YEARS, findSeasons, nextSeason } from './seasons.js';
export { MOON_PHASES_MAX_SPAN_YEARS, findMoonPhases, nextMoonPhase } from './moon-phases.js';
export { elongation, moonPhase, moonPhaseAngle } from './moon-phase.js';
export { INGRESSES_MAX_SPAN_YEARS, findIngresses, nextIngress } from './ingresses.js';
export { STATIONS_MAX_SPAN_YEARS, findStations, nextStation } from './stations.js';
export { RETROGRADE_CALENDAR_YEARS, retrogradeCalendar } from './retrograde-calendar.js';
export { ECLIPSES_MAX_SPAN_YEARS, findEclipses, nextEclipse } from './eclipses.js';
export { lunarReturn, nextSolarReturn, solarReturn, type ReturnEvent } from './returns.js';
export { PERFECTIONS_MAX_SPAN_YEARS, findAspectPerfections, type AspectPerfection } from './aspect-perfections.js';
export {
  VOID_OF_COURSE_MAX_SPAN_YEARS, findVoidOfCoursePeriods, voidOfCourse, type VoidOfCoursePeriod,
} from './void-of-course.js';
export {
  RISE_SET_MAX_SPAN_YEARS, findRiseSet, isAboveHorizon, riseSetTransit, type RiseSetEvent, type RiseSetRangeRequest,
  type RiseSetTransit, type RiseSetTransitRequest,
} from './rise-set.js';
export { planetaryHours, type PlanetaryHours, type PlanetaryHoursRequest } from './planetary-hours.js';
// Vedic and traditional techniques (docs/vedic.md, docs/traditional.md).
export { siderealPositions } from './sidereal-positions.js';
export { vedicAspects } from './vedic-aspects.js';
export { vimshottariDasha } from './vimshottari-dasha.js';
export { panchang } from './panchang.js';
export { panchangMonth } from './panchang-month.js';
export { divisionalChart } from './divisional-chart.js';
export { divisionalCharts } from './divisional-charts.js';
export { kpChart } from './kp-chart.js';
export { vedicYogas } from './vedic-yogas.js';
export { vedicDoshas } from './vedic-doshas.js';
export { sadeSati } from './sade-sati.js';
export { yogaInterpretation } from './yoga-interpretation.js';
export { doshaInterpretation } from './dosha-interpretation.js';
// The Vedic words and report (issue 28).
export { nakshatraInterpretation } from './nakshatra-interpretation.js';
export { dashaInterpretation } from './dasha-interpretation.js';
export { vedicReport } from './vedic-report.js';
export { vedicReportHtml, vedicReportMarkdown, vedicReportText } from './vedic-report-renderings.js';
export { vedicCompatibility } from './vedic-compatibility.js';
export { vedicDasha } from './vedic-dasha.js';
export { dashaAt } from './dasha-at.js';
export { ashtakavarga } from './ashtakavarga.js';
export { shadbala } from './shadbala.js';
export { zodiacalReleasing } from './zodiacal-releasing.js';
export { profection, type ProfectionBirth } from './profection.js';
export { vedicChart } from './vedic-chart.js';
export { nakshatraLookup } from './nakshatra-lookup.js';
export { ashtakootScore } from './ashtakoot-score.js';
export { natalDasha } from './natal-dasha.js';
export { birthTimeSensitivity } from './birth-time-sensitivity.js';
export { traditionalLots } from './traditional-lots.js';
export { annualProfection } from './annual-profection.js';
export { natalZodiacalReleasing } from './natal-zodiacal-releasing.js';
// Issue 29: the time lords and primary directions (docs/directions.md).
export { firdaria } from './firdaria.js';
export { decennials } from './decennials.js';
export { agesOfLife } from './ages-of-life.js';
export { timeLordsAt } from './time-lords-at.js';
export { primaryDirections } from './primary-directions.js';
export { natalAntiscia } from './natal-antiscia.js';
export { natalTemperament } from './natal-temperament.js';
// The Chinese calendar and the solar terms.
export { CHINESE_CALENDAR_RANGE } from '../calendars/chinese-calendar.js';
export { chineseCalendar, chineseNewYear, chineseYearMonths, type ChineseMonth } from './chinese-calendar.js';
export { SOLAR_TERM_MAX_SPAN_YEARS, findSolarTerms, type SolarTermEvent } from './solar-terms.js';
// Fixed stars.
export { fixedStar, fixedStarPositions } from './fixed-stars.js';
export { starConjunctions, type StarConjunctionOptions } from './star-conjunctions.js';
export { harmonicChart } from './harmonic-chart.js';
export { draconicChart } from './draconic-chart.js';
export { davisonChart } from './davison-chart.js';
export { marksChart } from './marks-chart.js';
export { lots } from './lots.js';
export { uranianPictures } from './uranian-pictures.js';
// Astrocartography and relocation (issue 29, docs/astrocartography.md).
export { astrocartography, type AstrocartographyInput } from './astrocartography.js';
export { relocatedChart, type RelocatedChartInput } from './relocated-chart.js';
// Almuten figuris, hyleg and alcocoden (issue 29, docs/traditional.md).
export { nativitySignificators } from './nativity-significators.js';
