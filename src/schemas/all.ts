// Every schema module of `urania/schemas`, one `export *` line per subject file. The registry
// (`registry.ts`) is built from this module's namespace, so a new schema file is one line here.
export * from './enums.js';
export * from './record-enums.js';
export { CLOCK_TIME_PATTERN, ISO_DATE_OR_DATE_TIME_PATTERN, TIME_ZONE_PATTERN } from './fields.js';
export * from './core.js';
export * from './horoscope.js';
export * from './horoscope-periods.js';
export * from './natal.js';
export * from './chart-analysis.js';
export * from './interpretation.js';
export * from './vedic.js';
export * from './traditional.js';
export * from './chart-derived.js';
export * from './synastry.js';
export * from './declinations.js';
export * from './midpoints.js';
export * from './events.js';
export * from './almanac.js';
export * from './electional.js';
export * from './library-records.js';
export * from './library-events.js';
export * from './queries.js';
export * from './technique-requests.js';
export * from './technique-responses.js';
export * from './service-records.js';
