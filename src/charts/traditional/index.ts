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
