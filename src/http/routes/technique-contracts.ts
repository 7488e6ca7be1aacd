import type { Static } from 'typebox';
import type * as Charts from '../../charts/index.js';
import type * as Schemas from '../../schemas/index.js';
import type { NODE_ASPECT_CONVENTIONS, NODE_KINDS } from '../../vedic/index.js';
import type { AYANAMSA_SYSTEMS } from '../../zodiac/index.js';

/**
 * Compile-time agreement of the technique request schemas (`src/schemas/technique-requests.ts`) with the core's
 * request interfaces: a request that validates against the schema is a valid argument of the core function.
 * (The schemas layer cannot import the core, so the check lives here, where both are visible.) Type-only: this
 * module has no run-time content.
 */

type Assert<T extends true> = T;
type Assignable<A, B> = [A] extends [B] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Each entry fails to compile when the schema and the core interface drift apart. */
export type TechniqueRequestContracts = [
  Assert<Assignable<Static<typeof Schemas.ProgressedChartRequest>, Charts.ProgressedChartRequest>>,
  Assert<Assignable<Static<typeof Schemas.SolarArcRequest>, Charts.SolarArcRequest>>,
  Assert<Assignable<Static<typeof Schemas.SolarReturnChartRequest>, Charts.SolarReturnChartRequest>>,
  Assert<Assignable<Static<typeof Schemas.LunarReturnChartRequest>, Charts.LunarReturnChartRequest>>,
  Assert<Assignable<Static<typeof Schemas.TransitsToNatalRequest>, Charts.TransitsToNatalRequest>>,
  Assert<Assignable<Static<typeof Schemas.EclipseNatalImpactRequest>, Charts.EclipseNatalImpactRequest>>,
  Assert<Assignable<{ at: NonNullable<Static<typeof Schemas.DeclinationsQuery>['date']> }, Charts.DeclinationsRequest>>,
  Assert<Assignable<Static<typeof Schemas.TimedBirthData>, Schemas.BirthData>>,
  Assert<Same<(typeof Schemas.AYANAMSA_SYSTEM_NAMES)[number], (typeof AYANAMSA_SYSTEMS)[number]>>,
  Assert<Same<(typeof Schemas.RAHU_NODE_KINDS)[number], (typeof NODE_KINDS)[number]>>,
  Assert<Same<(typeof Schemas.NODE_ASPECT_STYLES)[number], (typeof NODE_ASPECT_CONVENTIONS)[number]>>,
];
