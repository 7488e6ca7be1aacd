// Public surface of the ephemeris layer (curated re-exports).
export {};
