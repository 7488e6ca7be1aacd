import { isUraniaError, NatalChartRequest } from '../web-library/form.js';

/** One message to show next to the form field it names (`field` undefined: the form as a whole). */
export interface FieldError {
  readonly field: string | undefined;
  readonly message: string;
}

interface DetailError {
  readonly field?: unknown;
  readonly message?: unknown;
  readonly code?: unknown;
}

/** The form's fields as its labels name them, for the start of a sentence. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  birthDate: 'Date of birth',
  birthTime: 'Time of birth',
  latitude: 'Latitude',
  longitude: 'Longitude',
  timezone: 'Time zone',
  houseSystem: 'House system',
};

/** What the coordinates mean, after their bounds. */
const COORDINATE_HINTS: Readonly<Record<string, string>> = {
  latitude: 'degrees north; south is negative, for example 40.7128',
  longitude: 'degrees east; west is negative, for example -74.006',
};

/** A number with a true minus sign. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** A coordinate field's sentence, with its bounds read from the library's request schema. */
function coordinateSentence(field: string): string {
  const member = (NatalChartRequest.properties as Record<string, { minimum?: number; maximum?: number } | undefined>)[field] ?? {};
  const bounds = member.minimum !== undefined && member.maximum !== undefined ? ` between ${signed(member.minimum)} and ${signed(member.maximum)}` : '';
  return `${FIELD_LABELS[field]} must be a number${bounds} (${COORDINATE_HINTS[field]}).`;
}

/** A line as a sentence: its first letter capital, a full stop at the end. */
function sentence(text: string): string {
  const t = text.trim();
  const capital = t.slice(0, 1).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Parentheses that show a pattern rather than words (`(allowed: matching ^…$)`): left out of the page. */
const PATTERN_PARTS = /\s*\((?:allowed: )?(?:matching )?[^()]*[\^$\\][^()]*\)/g;

/**
 * The sentence for one bad field: a missing field is required; a coordinate must be a number within the schema's
 * bounds; a time zone the library cannot read asks for an IANA name; otherwise the library's own words, with the
 * field's label in place of its identifier and no pattern.
 */
function fieldSentence(field: string, code: unknown, message: string): string {
  const label = FIELD_LABELS[field] ?? field;
  if (code === 'MISSING_ARGUMENT') return `${label} is required.`;
  if (field in COORDINATE_HINTS) return coordinateSentence(field);
  const rest = (message.startsWith(`${field} `) ? message.slice(field.length + 1) : message).replace(PATTERN_PARTS, '');
  if (field === 'timezone' && /format|must be|matching/.test(rest)) {
    return `${label} must be an IANA name such as Europe/Paris or America/New_York; leave it empty to find it from the place.`;
  }
  return sentence(`${label} ${rest}`);
}

/**
 * @summary The messages of an error thrown by the library, one sentence per form field it names, starting with
 * the field's label ("Latitude must be a number between −90 and 90 (…).", "Date of birth is required."): a
 * `UraniaError`'s `details.field` first, then every other member of `details.errors`; an error naming no field of
 * the form, or a foreign error, is one message for the whole form. The first message of a field wins.
 * @example fieldErrors(caught).map((e) => e.field) // ['birthTime', 'longitude']
 */
export function fieldErrors(error: unknown): FieldError[] {
  if (!isUraniaError(error)) return [{ field: undefined, message: error instanceof Error ? error.message : String(error) }];
  const details = (error.details ?? {}) as { field?: unknown; errors?: unknown };
  const list: FieldError[] = [];
  const seen = new Set<string | undefined>();
  const add = (field: string | undefined, code: unknown, message: string): void => {
    const known = field !== undefined && field in FIELD_LABELS ? field : undefined;
    if (seen.has(known)) return;
    seen.add(known);
    list.push({ field: known, message: known === undefined ? message : fieldSentence(known, code, message) });
  };
  add(typeof details.field === 'string' ? details.field : undefined, error.code, error.message);
  if (Array.isArray(details.errors)) {
    for (const e of details.errors as DetailError[]) {
      if (typeof e.field !== 'string' || typeof e.message !== 'string') continue;
      add(e.field, e.code, `${e.field} ${e.message}`);
    }
  }
  return list;
}
