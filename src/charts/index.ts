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
