// Public surface of the horoscope layer (curated re-exports).
export {};
