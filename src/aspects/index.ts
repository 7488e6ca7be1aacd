// Public surface of the aspects layer (curated re-exports).
export {};
