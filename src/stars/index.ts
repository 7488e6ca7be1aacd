// Public surface of the stars layer (curated re-exports).
export {};
