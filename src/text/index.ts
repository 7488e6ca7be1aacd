// Public surface of the text layer (curated re-exports).
export {};
