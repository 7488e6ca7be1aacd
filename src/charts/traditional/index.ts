// Traditional (Hellenistic and medieval) techniques: lots, profections, zodiacal releasing, antiscia, temperament.
export { traditionalChart, placedBodies, type TraditionalChart, type BodyOrPosition } from './traditional-chart.js';
export { HERMETIC_LOTS, arabicParts, lotLongitude, type LotDefinition, type LotPoint } from './arabic-parts.js';
export { completedYears, profectionAtAge } from './profection.js';
export {
  RELEASING_PERIODS, RELEASING_UNIT_DAYS, releasingSpans, type ReleasingSpan,
} from './zodiacal-releasing.js';
export { antiscia, antisciaConnections, antiscion, contraAntiscion } from './antiscia.js';
export {
  PLANET_QUALITIES, TEMPERAMENT_ASPECT_ORB, moonPhaseQualities, seasonQualities, signQualities, temperament,
  temperamentFactors, type Quality, type QualityPair, type TemperamentFactor,
} from './temperament.js';
