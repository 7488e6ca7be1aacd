/**
 * The first and last calendar years Urania supports (astronomical numbering: year 0 = 1 BCE). THE one statement of
 * the supported span: `SUPPORTED_SPAN` of time/supported-span.ts derives its Julian Days and ISO text from it, and
 * every range check of the library from that (the schemas, a leaf layer, read it here).
 */
export const SUPPORTED_YEARS = { first: -3000, last: 3000 } as const;
