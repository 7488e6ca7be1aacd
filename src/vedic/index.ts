// Public surface of the vedic layer (curated re-exports).
export {
  NAKSHATRAS, NAKSHATRA_SPAN, PADA_SPAN, YONI_ANIMALS,
  type NakshatraFacts, type Nadi, type YoniAnimal,
} from './nakshatras.js';
export { nakshatraAt, nakshatraIndex, nakshatraFacts, nakshatraFraction } from './nakshatra.js';
export {
  NATURAL_RELATIONSHIPS, NODE_PROXIES, naturalRelationship,
  type Graha, type BodiedGraha, type NaturalRelationship,
} from './graha-relationships.js';
export {
  NODE_ASPECT_CONVENTIONS, aspectedHouses, generalDrishtiVirupas, drishtiStrength,
  type NodeAspectConvention,
} from './graha-drishti.js';
export {
  NODE_KINDS, positionsIn, siderealFrameAt, siderealFromTropical, vedicPlanetPosition,
  type NodeKind, type SiderealFrame,
} from './sidereal-positions.js';
export { grahaDrishti, vedicAspectParts } from './vedic-aspects.js';
export {
  VARNA_RANK, VARNA_NAMES, VASHYA_GROUPS, VASHYA_POINTS, YONI_POINTS, GANA_POINTS, MAITRI_POINTS,
  BHAKOOT_DOSHA_DISTANCES, INAUSPICIOUS_TARAS, vashyaGroup, type VashyaGroup,
} from './ashtakoot-tables.js';
export { ashtakootOf } from './ashtakoot.js';
export {
  VIMSHOTTARI_YEARS, VIMSHOTTARI_CYCLE_YEARS, VIMSHOTTARI_YEAR_DAYS, DASHA_LEVEL_NAMES, dashaSpans, siderealMoon,
  type DashaLord, type DashaSpan,
} from './vimshottari-dasha.js';
