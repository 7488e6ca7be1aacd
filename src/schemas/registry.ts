import type { TSchema } from 'typebox';
import {
  ZodiacPosition,
  PlanetaryPosition,
  Aspect,
  HouseCusp,
  MoonPhaseInfo,
  HouseIngressEvent,
} from './core.js';
import {
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
import {
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
import {
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
import {
  AspectPattern,
  ChartShape,
  HemisphericEmphasis,
  QuadrantEmphasis,
  PlanetaryJoy,
} from './chart-analysis.js';
import {
  PlanetInSignInterpretation,
  PlanetInHouseInterpretation,
  AspectInterpretationDetailed,
  HouseMeaning,
  SabianSymbol,
  DecanInfo,
} from './interpretation.js';
import {
  Yoni,
  Nakshatra,
  AshtakootScore,
  DashaPeriod,
  Ayanamsa,
  VedicPlanetPosition,
  VedicAspect,
  VedicAspectResult,
} from './vedic.js';
import {
  ArabicPart,
  Profection,
  ZodiacalReleasingPeriod,
  Antiscia,
  AntisciaConnection,
  Temperament,
  PrenatalLunation,
  TransitAspect,
} from './traditional.js';
import { ProgressedChart, SolarReturn, LunarReturn, DirectedPosition, SolarArc } from './chart-derived.js';
import {
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
import {
  DeclinationPosition,
  ParallelAspect,
  TrueLilithPosition,
  DeclinationsResponse,
} from './declinations.js';
import { Midpoint, MidpointPair, MidpointActivation, MidpointDial } from './midpoints.js';
import {
  HeliacalEvent,
  VenusCyclePhase,
  ImpactedPlanet,
  EclipseNatalImpact,
  RetrogradePeriod,
  RetrogradeCalendarResponse,
} from './events.js';
import {
  AlmanacMoonPhase,
  RetrogradePlanet,
  VoidOfCourseDetails,
  AlmanacDay,
  LunarRecommendations,
  LunarGuidance,
} from './almanac.js';
import {
  ElectionalRequest,
  ElectionalFactor,
  TimeWindow,
  DateRange,
  ElectionalResponse,
} from './electional.js';
import { BodyPosition, Houses, PlanetaryHour, ChineseCalendarDate } from './library-records.js';
import { Season, LunarPhaseEvent, SignIngressEvent, StationEvent, EclipseEvent } from './library-events.js';
import {
  DailyHoroscopeQuery,
  WeeklyHoroscopeQuery,
  MonthlyHoroscopeQuery,
  YearlyHoroscopeQuery,
  AllHoroscopesQuery,
  SignCompatibilityQuery,
  AlmanacQuery,
} from './queries.js';

/**
 * Every named record and request schema, by name: the HTTP adapter registers them as components and the
 * tests walk them. Enumerations are not records; they live in `enums.ts` and `record-enums.ts`.
 */
export const RECORD_SCHEMAS = {
  // core.ts
  ZodiacPosition,
  PlanetaryPosition,
  Aspect,
  HouseCusp,
  MoonPhaseInfo,
  HouseIngressEvent,
  // horoscope.ts
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
  // horoscope-periods.ts
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
  // natal.ts
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
  // chart-analysis.ts
  AspectPattern,
  ChartShape,
  HemisphericEmphasis,
  QuadrantEmphasis,
  PlanetaryJoy,
  // interpretation.ts
  PlanetInSignInterpretation,
  PlanetInHouseInterpretation,
  AspectInterpretationDetailed,
  HouseMeaning,
  SabianSymbol,
  DecanInfo,
  // vedic.ts
  Yoni,
  Nakshatra,
  AshtakootScore,
  DashaPeriod,
  Ayanamsa,
  VedicPlanetPosition,
  VedicAspect,
  VedicAspectResult,
  // traditional.ts
  ArabicPart,
  Profection,
  ZodiacalReleasingPeriod,
  Antiscia,
  AntisciaConnection,
  Temperament,
  PrenatalLunation,
  TransitAspect,
  // chart-derived.ts
  ProgressedChart,
  SolarReturn,
  LunarReturn,
  DirectedPosition,
  SolarArc,
  // synastry.ts
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
  // declinations.ts
  DeclinationPosition,
  ParallelAspect,
  TrueLilithPosition,
  DeclinationsResponse,
  // midpoints.ts
  Midpoint,
  MidpointPair,
  MidpointActivation,
  MidpointDial,
  // events.ts
  HeliacalEvent,
  VenusCyclePhase,
  ImpactedPlanet,
  EclipseNatalImpact,
  RetrogradePeriod,
  RetrogradeCalendarResponse,
  // almanac.ts
  AlmanacMoonPhase,
  RetrogradePlanet,
  VoidOfCourseDetails,
  AlmanacDay,
  LunarRecommendations,
  LunarGuidance,
  // electional.ts
  ElectionalRequest,
  ElectionalFactor,
  TimeWindow,
  DateRange,
  ElectionalResponse,
  // library-records.ts
  BodyPosition,
  Houses,
  PlanetaryHour,
  ChineseCalendarDate,
  // library-events.ts
  Season,
  LunarPhaseEvent,
  SignIngressEvent,
  StationEvent,
  EclipseEvent,
  // queries.ts
  DailyHoroscopeQuery,
  WeeklyHoroscopeQuery,
  MonthlyHoroscopeQuery,
  YearlyHoroscopeQuery,
  AllHoroscopesQuery,
  SignCompatibilityQuery,
  AlmanacQuery,
} as const satisfies Record<string, TSchema>;

/** Name of a record in RECORD_SCHEMAS. */
export type RecordName = keyof typeof RECORD_SCHEMAS;

/** The request and query records (inputs): they reject unknown members and are what `urania/testing` generates. */
export const REQUEST_SCHEMA_NAMES = [
  'NatalChartRequest',
  'SynastryRequest',
  'CompositeRequest',
  'ElectionalRequest',
  'DailyHoroscopeQuery',
  'WeeklyHoroscopeQuery',
  'MonthlyHoroscopeQuery',
  'YearlyHoroscopeQuery',
  'AllHoroscopesQuery',
  'SignCompatibilityQuery',
  'AlmanacQuery',
] as const satisfies readonly RecordName[];
