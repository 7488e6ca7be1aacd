// Public surface of the charts layer (curated re-exports).
export { BALANCE_WEIGHTS, type BalanceFactor } from './rules/balance-weights.js';
export { elementBalance, type PlacedFactor } from './rules/element-balance.js';
export { modalityBalance } from './rules/modality-balance.js';
export { chartRuler, type RulerPlacement } from './rules/chart-ruler.js';
export { altitude, isDayChart } from './rules/is-day-chart.js';
export { partOfFortune } from './rules/part-of-fortune.js';
export { chartDignities } from './rules/dignities.js';
export { COMBUSTION_BODIES, COMBUSTION_LIMITS, combustionState, combustionStatuses } from './rules/combustion.js';
export { chartMutualReceptions } from './rules/mutual-receptions.js';
export { NEVER_OUT_OF_BOUNDS, OUT_OF_BOUNDS_BODIES, isOutOfBounds, outOfBoundsPlanets } from './rules/out-of-bounds.js';
export { decanPlacements } from './rules/decan-placements.js';
export { MEAN_MOTIONS, classifySpeed, speedClassifications, type MeanMotionBand } from './rules/speed-classification.js';
export { BESIEGEABLE, MALEFICS, besiegedPlanets } from './rules/besieged.js';
// --- the builders of the predictive and relationship techniques (docs/chart-techniques.md): numeric inputs
// (a ResolvedBirth, Instants), record parts out; the records layer (src/records/) parses the requests.
export { birthObserver, type ResolvedBirth } from './builders/resolved-birth.js';
export { natalChartParts, type NatalChartParts } from './builders/natal-chart-parts.js';
export { TECHNIQUE_BODIES, placeBodies } from './builders/technique-bodies.js';
export { signPlacement, type SignPlacement } from './rules/sign-placement.js';
export { interAspects, interAspectMatches, type InterAspectMatch, type PlacedLongitude } from './rules/inter-aspects.js';
export { houseOverlays } from './rules/house-overlays.js';
export {
  COMPATIBILITY_RULES, OVERALL_WEIGHTS, MINOR_ASPECT_FACTOR, SCORE_SCALE,
  type CompatibilityCategory, type CompatibilityRule,
} from './rules/compatibility-weights.js';
export { compatibilityRaw, compatibilityScores } from './rules/compatibility-scores.js';
export { personChart, personHouses, type PersonChart } from './builders/person-chart.js';
export { synastryComparison, type SynastryParts } from './builders/synastry-comparison.js';
export { compositeAngles, type CompositeAngles } from './rules/composite-angles.js';
export { midpointComposite } from './builders/midpoint-composite.js';
export { TROPICAL_YEAR_DAYS, progression, type Progression } from './builders/progression.js';
export { progressedPositions } from './builders/progressed-positions.js';
export { solarArcDirections } from './builders/solar-arc-directions.js';
export { returnChart, type ReturnChart, type ReturnSettings } from './builders/return-chart.js';
export { PARALLEL_ORB_DEG, parallels, type PlacedDeclination } from './rules/parallels.js';
export { declinationPositions } from './builders/declination-positions.js';
export { placedLongitudes, type LongitudeInput } from './rules/placed-longitudes.js';
export { midpoints } from './builders/midpoints.js';
export { MIDPOINT_ORB_DEG, midpointActivations, type MidpointActivationOptions } from './builders/midpoint-activations.js';
export { midpointDial } from './builders/midpoint-dial.js';
export { transitAspects } from './builders/transit-aspects.js';
export { ECLIPSE_IMPACT_BANDS, eclipseImpacts } from './builders/eclipse-impacts.js';
export * from './traditional/index.js';
