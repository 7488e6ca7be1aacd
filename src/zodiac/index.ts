// Public surface of the zodiac layer (curated re-exports).
export {};
