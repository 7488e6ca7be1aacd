// Traditional (Hellenistic and medieval) techniques: lots, profections, zodiacal releasing, antiscia, temperament.
export type { TraditionalChart, BodyOrPosition } from './traditional-chart.js';
export { HERMETIC_LOTS, lotsOf, lotLongitude, type LotDefinition, type LotPoint } from './arabic-parts.js';
export { completedYears, profectionAtAge } from './profection.js';
export {
  RELEASING_PERIODS, RELEASING_UNIT_DAYS, releasingSpans, type ReleasingSpan,
} from './zodiacal-releasing.js';
export { antisciaOf, antisciaLinks, antiscion, contraAntiscion } from './antiscia.js';
export {
  PLANET_QUALITIES, TEMPERAMENT_ASPECT_ORB, ascendantLord, moonPhaseQualities, seasonQualities, signQualities,
  temperamentOf, temperamentFactorsOf, type Quality, type QualityPair, type TemperamentFactor,
} from './temperament.js';
export { ALMUTEN_POINTS, addTallies, almutenScores, emptyTally, rankTally, type PlanetTally } from './almuten.js';
export {
  DAY_RULER_POINTS, HOUR_RULER_POINTS, HOUSE_STRENGTH_POINTS, almutenFigurisOf,
  type AccidentalFacts, type AlmutenFigurisMethod, type AlmutenFigurisPlaces, type AlmutenFigurisResult, type AlmutenFigurisScore,
} from './almuten-figuris.js';
export {
  HYLEGIACAL_PLACES, dominationCounts, hylegOf, ptolemaicPlace, type HylegInput, type HylegMethod, type HylegPoint, type HylegResult,
} from './hyleg.js';
export {
  HYLEG_RULE_WORDS, hylegRuleText, type HylegRuleWords, type HylegStep, type HylegLight,
} from './hyleg-rule.js';
export { alcocodenOf, signAspect, yearsByHouse, type AlcocodenResult, type YearsKind } from './alcocoden.js';
export { PLANETARY_YEARS, type PlanetaryYears } from './planetary-years.js';
