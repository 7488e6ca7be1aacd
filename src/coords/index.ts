// Public surface of the coords layer (curated re-exports).
export {};
