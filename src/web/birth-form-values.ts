import type { HouseSystem, NatalChartRequest } from '../schemas/index.js';

/** The page's two wheel themes (the wheel library's `light` and `dark`). */
export type PageTheme = 'light' | 'dark';

/** What the birth form asks for: a natal-chart request and the theme to draw it in. */
export interface BirthFormValues {
  readonly request: NatalChartRequest;
  readonly theme: PageTheme;
}

/** A decimal number as a person types it: optional sign, digits, optional fraction (a comma is accepted). */
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A coordinate field: absent when empty (the library then reports MISSING_ARGUMENT naming it), a number when it
 * reads as one, else the text itself, so the library's own message (naming the field)
 * is the one shown next to the field (worded as a sentence by field-errors.ts).
 */
function coordinate(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return DECIMAL.test(t) ? Number(t.replace(',', '.')) : t;
}

/**
 * @summary The natal-chart request of the birth form's fields (`birthDate`, `birthTime`, `latitude`, `longitude`,
 * `timezone`, `houseSystem`, `theme`), unvalidated: the library validates it (`natalChart`), so its errors — each
 * naming a field — are the page's errors. Empty fields are left out (no time: an untimed chart; no date: the
 * library's "required").
 * @example birthFormValues({ birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006' }).request.latitude // 40.7128
 */
export function birthFormValues(fields: Readonly<Record<string, string | undefined>>): BirthFormValues {
  const text = (name: string): string => (fields[name] ?? '').trim();
  const request: Record<string, unknown> = {};
  // An empty date is left out, so the library says it is required (not that '' has the wrong format).
  if (text('birthDate') !== '') request.birthDate = text('birthDate');
  if (text('birthTime') !== '') request.birthTime = text('birthTime');
  const latitude = coordinate(text('latitude'));
  if (latitude !== undefined) request.latitude = latitude;
  const longitude = coordinate(text('longitude'));
  if (longitude !== undefined) request.longitude = longitude;
  if (text('timezone') !== '') request.timezone = text('timezone');
  if (text('houseSystem') !== '') request.houseSystem = text('houseSystem') as HouseSystem;
  return { request: request as unknown as NatalChartRequest, theme: text('theme') === 'dark' ? 'dark' : 'light' };
}
