// Public surface of the events layer (curated re-exports).
export {};
