/**
 * The ELP/MPP02 data loaded on demand (issue 17; src/ephemeris/elp-on-demand.ts): the contract selection's terms
 * beyond the fast one (elp-mpp02-series-remainder.ts: the osculating lunar points and the span theory need them)
 * and the long-span supplement (elp-mpp02-span-terms.ts: the span theory, before 1760 and after 2240). One module,
 * so one chunk of a bundle and one stable entry of the build (`dist/moon/elp-mpp02-on-demand.js`, tsup.config.ts).
 */
import type { ElpOnDemandData } from '../series-packing.js';
import { ELP_MPP02_REMAINDER } from './elp-mpp02-series-remainder.js';
import { ELP_MPP02_SPAN_TERMS } from './elp-mpp02-span-terms.js';

/** The contract selection's remainder and the long-span supplement. */
export const ELP_ON_DEMAND: ElpOnDemandData = { remainder: ELP_MPP02_REMAINDER, spanTerms: ELP_MPP02_SPAN_TERMS };
