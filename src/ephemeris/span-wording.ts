import type { BodySpan } from './bodies.js';

/**
 * @summary A body span's values for an error's wording (issue 31): the years and the note in brackets as the span
 * gives them (`note: 'none'` when it has none), so that "is available for years 675..3000" can be said in another
 * language without reading `description`. Plain data: the ephemeris layer knows no language.
 * @example spanWordingValues(bodyDataSpan('Chiron')) // { fromYear: '675', toYear: '3000', note: 'TT JD … to …' }
 */
export function spanWordingValues(span: BodySpan | undefined): { fromYear: string; toYear: string; note: string } {
  if (span === undefined) return { fromYear: '−3000', toYear: '+3000', note: 'none' };
  return { fromYear: span.fromYear, toYear: span.toYear, note: span.note ?? 'none' };
}
