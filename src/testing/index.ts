// Public surface of the testing layer (curated re-exports).
export {};
