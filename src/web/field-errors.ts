import { isUraniaError } from '../index.js';

/** One message to show next to the form field it names (`field` undefined: the form as a whole). */
export interface FieldError {
  readonly field: string | undefined;
  readonly message: string;
}

interface DetailError {
  readonly field?: unknown;
  readonly message?: unknown;
  readonly allowed?: unknown;
}

/**
 * @summary The messages of an error thrown by the library, one per field it names: a `UraniaError`'s
 * `details.errors` (every bad member, worded "must be number (allowed: -90..90)"), else its own message and
 * `details.field`; anything else is one message for the whole form. The first message of a field wins.
 * @example fieldErrors(caught).map((e) => e.field) // ['birthTime', 'longitude']
 */
export function fieldErrors(error: unknown): FieldError[] {
  if (!isUraniaError(error)) return [{ field: undefined, message: error instanceof Error ? error.message : String(error) }];
  const details = (error.details ?? {}) as { field?: unknown; errors?: unknown };
  const list: FieldError[] = [];
  const seen = new Set<string | undefined>();
  const add = (field: string | undefined, message: string): void => {
    if (seen.has(field)) return;
    seen.add(field);
    list.push({ field, message });
  };
  const first = typeof details.field === 'string' ? details.field : undefined;
  add(first, error.message);
  if (Array.isArray(details.errors)) {
    for (const e of details.errors as DetailError[]) {
      if (typeof e.field !== 'string' || typeof e.message !== 'string') continue;
      const allowed = typeof e.allowed === 'string' ? ` (allowed: ${e.allowed})` : '';
      add(e.field, `${e.field} ${e.message}${allowed}`);
    }
  }
  return list;
}
