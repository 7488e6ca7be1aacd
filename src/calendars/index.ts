// Public surface of the calendars layer (curated re-exports).
export {};
