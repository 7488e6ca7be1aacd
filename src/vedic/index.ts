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
  VARNA_RANK_AIR_VAISHYA, HORSE_DEER_NEUTRAL_POINTS,
} from './ashtakoot-tables.js';
export { ashtakootOf } from './ashtakoot.js';
export {
  VIMSHOTTARI_YEARS, VIMSHOTTARI_CYCLE_YEARS, VIMSHOTTARI_YEAR_DAYS, DASHA_LEVEL_NAMES, dashaSpans, siderealMoon,
  type DashaLord, type DashaSpan,
} from './vimshottari-dasha.js';
export {
  DASHA_YEAR_DAYS, SUNRISE_ALTITUDES, VEDIC_POSITION_KINDS, VEDIC_PRESETS, VEDIC_PRESET_CONVENTIONS, VEDIC_SUNRISE_KINDS,
  vedicConventions,
  type DashaYearDays, type VedicConventions, type VedicConventionsChoice, type VedicPositionKind, type VedicPreset, type VedicSunriseKind,
} from './vedic-conventions.js';
export {
  FIXED_KARANAS, LUNAR_MONTH_NAMES, MOVABLE_KARANAS, RITU_NAMES, SAMVATSARA_NAMES, TITHI_NAMES, VARA_LORDS, VARA_NAMES, YOGA_NAMES,
  karanaName, tithiName,
} from './panchang-names.js';
export {
  LIMB_ANGLES, LIMB_ARCS, conventionAyanamsa, panchangDay, siderealSunMoon, tropicalSunMoon,
  type LimbSpan, type LunarMonth, type NakshatraSpan, type PanchangDay, type PanchangDayInput, type SiderealSunMoon,
} from './panchang-day.js';
export {
  CHOGHADIYA, DURMUHURTA_DAY, DURMUHURTA_NIGHT, GULIKA_KALAM_PART, RAHU_KALAM_PART, YAMAGANDA_PART, muhurtaPeriods,
  type ChoghadiyaSpan, type DayFrame, type HoraSpan, type MuhurtaPeriods, type MuhurtaSpan,
} from './muhurta-periods.js';
export {
  PARASHARA_DIVISIONS, VARGA_DIVISIONS, VARGA_METHODS, VARGA_NAMES, defaultVargaMethod, vargaMethodsOf, vargaPlace, vargaSign,
  type ParasharaDivision, type VargaDivision, type VargaMethod,
} from './varga-sign.js';
export { VARGA_RULES, type VargaRule, type VargaRow, type VargaMethodRow } from './varga-rules.js';
export {
  VIMSHOPAKA_GRAHAS, VIMSHOPAKA_GROUPS, VIMSHOPAKA_POINTS, signLordOf, vargaDignity, vimshopakaBala,
  type VargaDignity, type VimshopakaGroup, type VimshopakaScores,
} from './vimshopaka-bala.js';
export { kpLords, kpSubdivisions, type KpLords, type KpSubdivision } from './kp-lords.js';
export { kpSignificators, type KpHouseSignificators, type KpPlanetLongitudes } from './kp-significators.js';
