import type * as fc from 'fast-check';
import type { Static } from 'typebox';
import * as schemas from '../schemas/index.js';
import { arbFromSchema } from './arbitrary-from-schema.js';
import { arbInvalidFromSchema, type InvalidCase } from './schema-violations.js';

/**
 * Arbitraries for the requests of the chart techniques, Vedic and traditional routes. Their schemas are
 * self-contained, so the valid values come straight from {@link arbFromSchema} (dates over the supported span) and the
 * invalid ones from {@link arbInvalidFromSchema}, tagged with the field each breaks.
 */

/** @summary Valid `ProgressedChartRequest` values (generated from its schema). */
export const arbProgressedChartRequest = (): fc.Arbitrary<Static<typeof schemas.ProgressedChartRequest>> => arbFromSchema(schemas.ProgressedChartRequest);

/** @summary Invalid `ProgressedChartRequest` values, tagged with the field each breaks. */
export const arbInvalidProgressedChartRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.ProgressedChartRequest, arbProgressedChartRequest());

/** @summary Valid `SolarArcRequest` values (generated from its schema). */
export const arbSolarArcRequest = (): fc.Arbitrary<Static<typeof schemas.SolarArcRequest>> => arbFromSchema(schemas.SolarArcRequest);

/** @summary Invalid `SolarArcRequest` values, tagged with the field each breaks. */
export const arbInvalidSolarArcRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.SolarArcRequest, arbSolarArcRequest());

/** @summary Valid `SolarReturnChartRequest` values (generated from its schema). */
export const arbSolarReturnChartRequest = (): fc.Arbitrary<Static<typeof schemas.SolarReturnChartRequest>> => arbFromSchema(schemas.SolarReturnChartRequest);

/** @summary Invalid `SolarReturnChartRequest` values, tagged with the field each breaks. */
export const arbInvalidSolarReturnChartRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.SolarReturnChartRequest, arbSolarReturnChartRequest());

/** @summary Valid `LunarReturnChartRequest` values (generated from its schema). */
export const arbLunarReturnChartRequest = (): fc.Arbitrary<Static<typeof schemas.LunarReturnChartRequest>> => arbFromSchema(schemas.LunarReturnChartRequest);

/** @summary Invalid `LunarReturnChartRequest` values, tagged with the field each breaks. */
export const arbInvalidLunarReturnChartRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.LunarReturnChartRequest, arbLunarReturnChartRequest());

/** @summary Valid `TransitsToNatalRequest` values (generated from its schema). */
export const arbTransitsToNatalRequest = (): fc.Arbitrary<Static<typeof schemas.TransitsToNatalRequest>> => arbFromSchema(schemas.TransitsToNatalRequest);

/** @summary Invalid `TransitsToNatalRequest` values, tagged with the field each breaks. */
export const arbInvalidTransitsToNatalRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.TransitsToNatalRequest, arbTransitsToNatalRequest());

/** @summary Valid `EclipseNatalImpactRequest` values (generated from its schema). */
export const arbEclipseNatalImpactRequest = (): fc.Arbitrary<Static<typeof schemas.EclipseNatalImpactRequest>> => arbFromSchema(schemas.EclipseNatalImpactRequest);

/** @summary Invalid `EclipseNatalImpactRequest` values, tagged with the field each breaks. */
export const arbInvalidEclipseNatalImpactRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.EclipseNatalImpactRequest, arbEclipseNatalImpactRequest());

/** @summary Valid `MidpointsRequest` values (generated from its schema). */
export const arbMidpointsRequest = (): fc.Arbitrary<Static<typeof schemas.MidpointsRequest>> => arbFromSchema(schemas.MidpointsRequest);

/** @summary Invalid `MidpointsRequest` values, tagged with the field each breaks. */
export const arbInvalidMidpointsRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.MidpointsRequest, arbMidpointsRequest());

/** @summary Valid `DeclinationsQuery` values (generated from its schema). */
export const arbDeclinationsQuery = (): fc.Arbitrary<Static<typeof schemas.DeclinationsQuery>> => arbFromSchema(schemas.DeclinationsQuery);

/** @summary Invalid `DeclinationsQuery` values, tagged with the field each breaks. */
export const arbInvalidDeclinationsQuery = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.DeclinationsQuery, arbDeclinationsQuery());

/** @summary Valid `VedicChartRequest` values (generated from its schema). */
export const arbVedicChartRequest = (): fc.Arbitrary<Static<typeof schemas.VedicChartRequest>> => arbFromSchema(schemas.VedicChartRequest);

/** @summary Invalid `VedicChartRequest` values, tagged with the field each breaks. */
export const arbInvalidVedicChartRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.VedicChartRequest, arbVedicChartRequest());

/** @summary Valid `NakshatraQuery` values (generated from its schema). */
export const arbNakshatraQuery = (): fc.Arbitrary<Static<typeof schemas.NakshatraQuery>> => arbFromSchema(schemas.NakshatraQuery);

/** @summary Invalid `NakshatraQuery` values, tagged with the field each breaks. */
export const arbInvalidNakshatraQuery = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.NakshatraQuery, arbNakshatraQuery());

/** @summary Valid `AshtakootRequest` values (generated from its schema). */
export const arbAshtakootRequest = (): fc.Arbitrary<Static<typeof schemas.AshtakootRequest>> => arbFromSchema(schemas.AshtakootRequest);

/** @summary Invalid `AshtakootRequest` values, tagged with the field each breaks. */
export const arbInvalidAshtakootRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.AshtakootRequest, arbAshtakootRequest());

/** @summary Valid `DashaRequest` values (generated from its schema). */
export const arbDashaRequest = (): fc.Arbitrary<Static<typeof schemas.DashaRequest>> => arbFromSchema(schemas.DashaRequest);

/** @summary Invalid `DashaRequest` values, tagged with the field each breaks. */
export const arbInvalidDashaRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.DashaRequest, arbDashaRequest());

/** @summary Valid `TraditionalChartRequest` values (generated from its schema). */
export const arbTraditionalChartRequest = (): fc.Arbitrary<Static<typeof schemas.TraditionalChartRequest>> => arbFromSchema(schemas.TraditionalChartRequest);

/** @summary Invalid `TraditionalChartRequest` values, tagged with the field each breaks. */
export const arbInvalidTraditionalChartRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.TraditionalChartRequest, arbTraditionalChartRequest());

/** @summary Valid `ProfectionRequest` values (generated from its schema). */
export const arbProfectionRequest = (): fc.Arbitrary<Static<typeof schemas.ProfectionRequest>> => arbFromSchema(schemas.ProfectionRequest);

/** @summary Invalid `ProfectionRequest` values, tagged with the field each breaks. */
export const arbInvalidProfectionRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.ProfectionRequest, arbProfectionRequest());

/** @summary Valid `ZodiacalReleasingHttpRequest` values (generated from its schema). */
export const arbZodiacalReleasingHttpRequest = (): fc.Arbitrary<Static<typeof schemas.ZodiacalReleasingHttpRequest>> => arbFromSchema(schemas.ZodiacalReleasingHttpRequest);

/** @summary Invalid `ZodiacalReleasingHttpRequest` values, tagged with the field each breaks. */
export const arbInvalidZodiacalReleasingHttpRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.ZodiacalReleasingHttpRequest, arbZodiacalReleasingHttpRequest());

/** @summary Valid `AntisciaRequest` values (generated from its schema). */
export const arbAntisciaRequest = (): fc.Arbitrary<Static<typeof schemas.AntisciaRequest>> => arbFromSchema(schemas.AntisciaRequest);

/** @summary Invalid `AntisciaRequest` values, tagged with the field each breaks. */
export const arbInvalidAntisciaRequest = (): fc.Arbitrary<InvalidCase> => arbInvalidFromSchema(schemas.AntisciaRequest, arbAntisciaRequest());
