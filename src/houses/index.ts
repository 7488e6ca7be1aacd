// Public surface of the houses layer (curated re-exports).
export { houses, housesAt, type HousesInput } from './houses.js';
export {
  cuspsFromArmc,
  houseCuspsFromArmc,
  cuspOrder,
  type HouseCuspLongitudes,
  type HouseCuspsFromArmcInput,
} from './house-cusps-from-armc.js';
export { houseOf, type CuspLike } from './house-of.js';
export { HOUSE_SYSTEM_TABLE } from './house-systems.js';
export type { HouseFrame, CuspResult, HouseSystemFunction } from './house-frame.js';
export { placidusCusps } from './placidus.js';
export { kochCusps } from './koch.js';
export { equalCusps } from './equal.js';
export { wholeSignCusps } from './whole-sign.js';
export { campanusCusps } from './campanus.js';
export { regiomontanusCusps } from './regiomontanus.js';
export { morinusCusps } from './morinus.js';
export { porphyryCusps } from './porphyry.js';
export { alcabitiusCusps } from './alcabitius.js';
export { topocentricCusps } from './topocentric.js';
export { meridianCusps } from './meridian.js';
export { vehlowEqualCusps } from './vehlow-equal.js';
export { naturalGraduationCusps } from './natural-graduation.js';
export { sripatiCusps } from './sripati.js';
