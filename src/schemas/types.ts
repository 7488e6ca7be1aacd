// Types of the schemas, re-exported from `urania` (values stay in `urania/schemas`).
export type {
  Sign, Body, AspectType, AspectNature, MoonPhase, Perspective, Element, Modality, HouseSystem, OrbProfile,
  ElectionalActivity,
} from './enums.js';
export type {
  ZodiacPosition, PlanetaryPosition, Aspect, HouseCusp, MoonPhaseInfo, HouseIngressEvent,
} from './core.js';
