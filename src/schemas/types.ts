// Types of the schemas, re-exported from `urania` (values stay in `urania/schemas`).
export type {
  Sign,
  Body,
  AspectType,
  AspectNature,
  MoonPhase,
  Perspective,
  Element,
  Modality,
  HouseSystem,
  OrbProfile,
  ElectionalActivity,
} from './enums.js';
export type {
  ZodiacPosition,
  PlanetaryPosition,
  Aspect,
  HouseCusp,
  MoonPhaseInfo,
  HouseIngressEvent,
} from './core.js';
export type {
  SignContext,
  RulerCondition,
  MoonContext,
  VoidOfCourseStatus,
  TransitToSign,
  RetrogradeStatus,
  Horoscope,
  WeeklyRulerCondition,
  WeeklyDailySnapshot,
  WeeklyHoroscope,
} from './horoscope.js';
export type {
  Ingress,
  WeeklyBreakdown,
  KeyDate,
  MoonPhaseEntry,
  MonthlyHoroscope,
  Quarter,
  EclipseEntry,
  RetrogradeEntry,
  YearlyHoroscope,
  SignCompatibility,
} from './horoscope-periods.js';
export type {
  NatalChartRequest,
  ElementBalance,
  ModalityBalance,
  ChartRuler,
  PartOfFortune,
  Dignity,
  CombustionStatus,
  MutualReception,
  OutOfBoundsPlanet,
  DecanPlacement,
  SpeedClassification,
  BesiegedPlanet,
  NatalChartResponse,
} from './natal.js';
export type {
  AspectPattern,
  ChartShape,
  HemisphericEmphasis,
  QuadrantEmphasis,
  PlanetaryJoy,
} from './chart-analysis.js';
export type {
  PlanetInSignInterpretation,
  PlanetInHouseInterpretation,
  AspectInterpretationDetailed,
  HouseMeaning,
  SabianSymbol,
  DecanInfo,
} from './interpretation.js';
export type {
  Yoni,
  Nakshatra,
  AshtakootScore,
  DashaPeriod,
  Ayanamsa,
  VedicPlanetPosition,
  VedicAspect,
  VedicAspectResult,
} from './vedic.js';
export type {
  ArabicPart,
  Profection,
  ZodiacalReleasingPeriod,
  Antiscia,
  AntisciaConnection,
  Temperament,
  PrenatalLunation,
  TransitAspect,
} from './traditional.js';
export type {
  ProgressedChart,
  SolarReturn,
  LunarReturn,
  DirectedPosition,
  SolarArc,
} from './chart-derived.js';
export type {
  BirthData,
  SynastryRequest,
  CompositeRequest,
  SynastryPerson,
  InterAspect,
  HouseOverlay,
  CompatibilityScores,
  SynastryResponse,
  CompositePosition,
  CompositeAspect,
  CompositeResponse,
} from './synastry.js';
export type {
  DeclinationPosition,
  ParallelAspect,
  TrueLilithPosition,
  DeclinationsResponse,
} from './declinations.js';
export type { Midpoint, MidpointPair, MidpointActivation, MidpointDial } from './midpoints.js';
export type {
  HeliacalEvent,
  VenusCyclePhase,
  ImpactedPlanet,
  EclipseNatalImpact,
  RetrogradePeriod,
  RetrogradeCalendarResponse,
} from './events.js';
export type {
  AlmanacMoonPhase,
  RetrogradePlanet,
  VoidOfCourseDetails,
  AlmanacDay,
  LunarRecommendations,
  LunarGuidance,
} from './almanac.js';
export type {
  ElectionalRequest,
  ElectionalFactor,
  TimeWindow,
  DateRange,
  ElectionalResponse,
} from './electional.js';
export type { BodyPosition, Houses, PlanetaryHour, ChineseCalendarDate } from './library-records.js';
export type {
  Season,
  LunarPhaseEvent,
  SignIngressEvent,
  StationEvent,
  EclipseEvent,
} from './library-events.js';
export type {
  DailyHoroscopeQuery,
  WeeklyHoroscopeQuery,
  MonthlyHoroscopeQuery,
  YearlyHoroscopeQuery,
  AllHoroscopesQuery,
  SignCompatibilityQuery,
  AlmanacQuery,
} from './queries.js';
export type {
  TimedBirthData,
  MidpointsRequest,
  DeclinationsQuery,
  VedicChartRequest,
  NakshatraQuery,
  AshtakootRequest,
  DashaRequest,
  TraditionalChartRequest,
  ProfectionRequest,
  ZodiacalReleasingHttpRequest,
  AntisciaRequest,
} from './technique-requests.js';
// ProgressedChartRequest, SolarArcRequest, SolarReturnChartRequest, LunarReturnChartRequest, TransitsToNatalRequest
// and EclipseNatalImpactRequest are exported as types by the charts layer (the core's request interfaces, which
// their schemas are checked against); their Static types stay in `urania/schemas`.
export type { MidpointsResponse, AntisciaResponse } from './technique-responses.js';
export type { FixedStarRecord, FixedStarsResponse, PlanetaryHoursResponse } from './service-records.js';
export type { RecordName } from './registry.js';
