// Public surface of the charts layer (curated re-exports).
export { natalChart } from './natal-chart.js';
export { natalChartInput, type NatalChartInput } from './natal-chart-input.js';
export { BALANCE_WEIGHTS, type BalanceFactor } from './balance-weights.js';
export { elementBalance, type PlacedFactor } from './element-balance.js';
export { modalityBalance } from './modality-balance.js';
export { chartRuler, type RulerPlacement } from './chart-ruler.js';
export { altitude, isDayChart } from './is-day-chart.js';
export { partOfFortune } from './part-of-fortune.js';
export { chartDignities } from './dignities.js';
export { COMBUSTION_BODIES, COMBUSTION_LIMITS, combustionState, combustionStatuses } from './combustion.js';
export { chartMutualReceptions } from './mutual-receptions.js';
export { NEVER_OUT_OF_BOUNDS, outOfBoundsPlanets } from './out-of-bounds.js';
export { decanPlacements } from './decan-placements.js';
export { MEAN_MOTIONS, classifySpeed, speedClassifications, type MeanMotionBand } from './speed-classification.js';
export { BESIEGEABLE, MALEFICS, besiegedPlanets } from './besieged.js';
// --- predictive and relationship techniques (docs/chart-techniques.md)
export { TECHNIQUE_BODIES, placeBodies, techniqueBodies } from './technique-bodies.js';
export { BIRTH_DATA_MEMBERS, birthDataInput } from './birth-data-input.js';
export { signPlacement, type SignPlacement } from './sign-placement.js';
export { interAspects, interAspectMatches, type InterAspectMatch, type PlacedLongitude } from './inter-aspects.js';
export { houseOverlays } from './house-overlays.js';
export {
  COMPATIBILITY_RULES, OVERALL_WEIGHTS, MINOR_ASPECT_FACTOR, SCORE_SCALE,
  type CompatibilityCategory, type CompatibilityRule,
} from './compatibility-weights.js';
export { compatibilityRaw, compatibilityScores } from './compatibility-scores.js';
export { synastry, personChart, type PersonChart, type SynastryOptions } from './synastry.js';
export { compositeAngles, type CompositeAngles } from './composite-angles.js';
export { compositeChart, type CompositeOptions } from './composite-chart.js';
export { TROPICAL_YEAR_DAYS, progression, progressionOf, type Progression } from './progression.js';
export { progressedChart, type ProgressedChartOptions, type ProgressedChartRequest } from './progressed-chart.js';
export { solarArc, type SolarArcOptions, type SolarArcRequest } from './solar-arc.js';
export { returnChart, returnSettings, type ReturnChart, type ReturnPlaceRequest, type ReturnSettings } from './return-chart.js';
export { solarReturnChart, type ReturnChartOptions, type SolarReturnChartRequest } from './solar-return-chart.js';
export { lunarReturnChart, type LunarReturnChartRequest } from './lunar-return-chart.js';
export { PARALLEL_ORB_DEG, parallels, type PlacedDeclination } from './parallels.js';
export { declinations, type DeclinationsOptions, type DeclinationsRequest } from './declinations.js';
export { placedLongitudes, type LongitudeInput } from './placed-longitudes.js';
export { midpoints } from './midpoints.js';
export { MIDPOINT_ORB_DEG, midpointActivations, type MidpointActivationOptions } from './midpoint-activations.js';
export { midpointDial } from './midpoint-dial.js';
export { transitsToNatal, type TransitsToNatalOptions, type TransitsToNatalRequest } from './transits-to-natal.js';
export {
  ECLIPSE_IMPACT_BANDS, eclipseNatalImpact, type EclipseNatalImpactOptions, type EclipseNatalImpactRequest,
} from './eclipse-natal-impact.js';
export * from './traditional/index.js';
