/**
 * Urania — astronomy for astrology. The pure core: no Node-only API, no clock, no network.
 * Each layer curates its own public surface in `src/<layer>/index.ts`; this file gathers them.
 */
export * from './errors/index.js';
export * from './units/index.js';
export * from './time/index.js';
export * from './coords/index.js';
export * from './zodiac/index.js';
export * from './ephemeris/index.js';
export * from './houses/index.js';
export * from './aspects/index.js';
export * from './text/index.js';
export * from './events/index.js';
export * from './stars/index.js';
export * from './charts/index.js';
export * from './vedic/index.js';
export * from './calendars/index.js';
export * from './horoscope/index.js';
export type * from './schemas/types.js';
