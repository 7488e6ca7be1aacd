import { wording, type ErrorWording } from '../errors/error-wording.js';
import { ALLOWED_WORDS_KEYS, FORMAT_WORDS, formatWordsOf } from '../schemas/format-words.js';
import { SUPPORTED_YEARS } from '../schemas/supported-years.js';

/**
 * The wording (key and values, src/errors/error-wording.ts) of "<field> must be <what to type>" for a member's
 * schema: the same branches, in the same order, as `describeExpected` and `describeAllowed` (field-errors.ts), so
 * that the sentence can be said in another language from its key (issue 31). A test renders the English templates
 * back and compares them with the English messages.
 */

type JsonSchema = Record<string, unknown>;

const text = (v: unknown): string => String(v);

/** A number's bounds as the key of its sentence and the values of the bounds (see `boundsInWords`). */
function numberWording(schema: JsonSchema, field: string): ErrorWording {
  const kind = schema.type === 'integer' ? 'integer' : 'number';
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const [min, max, xmin, xmax] = [num(schema.minimum), num(schema.maximum), num(schema.exclusiveMinimum), num(schema.exclusiveMaximum)];
  const low = min !== undefined ? { at: min, open: false } : xmin !== undefined ? { at: xmin, open: true } : undefined;
  const high = max !== undefined ? { at: max, open: false } : xmax !== undefined ? { at: xmax, open: true } : undefined;
  const values = { field, kind, ...(low ? { min: text(low.at) } : {}), ...(high ? { max: text(high.at) } : {}) };
  if (low && high) {
    if (!low.open) return wording(high.open ? 'number.fromUpTo' : 'number.fromTo', values);
    return wording(high.open ? 'number.aboveBelow' : 'number.aboveAtMost', values);
  }
  if (low) return wording(low.open ? 'number.above' : 'number.atLeast', values);
  if (high) return wording(high.open ? 'number.below' : 'number.atMost', values);
  return wording('number.any', values);
}

/** The wording of what a schema allows, after "must be" (`describeAllowed`'s branches), or undefined when unkeyed. */
function allowedWording(schema: JsonSchema, field: string): ErrorWording | undefined {
  const own = schema['x-allowed'];
  if (typeof own === 'string') {
    // An exact string of the table of allowed words (schemas/format-words.ts), never a parse of the sentence.
    const key = Object.hasOwn(ALLOWED_WORDS_KEYS, own) ? ALLOWED_WORDS_KEYS[own as keyof typeof ALLOWED_WORDS_KEYS] : undefined;
    return key === undefined ? undefined : wording(key, { field });
  }
  const list = (values: unknown[]) => wording('oneOf', { field, values: values.join(', ') });
  if (Array.isArray(schema.enum)) return list(schema.enum);
  if (Array.isArray(schema.anyOf)) {
    const enums = (schema.anyOf as JsonSchema[]).flatMap((s) => (s.const !== undefined ? [s.const] : []));
    if (enums.length > 0) return list(enums);
  }
  const t = schema.type;
  if (t === 'number' || t === 'integer') return numberWording(schema, field);
  if (t === 'string') return wording(typeof schema.pattern === 'string' || typeof schema.format === 'string' ? 'documentedForm' : 'aString', { field });
  if (t === 'boolean') return wording('trueOrFalse', { field });
  if (t === 'object') return wording('anObject', { field });
  if (t === 'array') return wording('anArray', { field });
  return undefined;
}

/**
 * @summary The wording of `<field> must be <describeExpected(schema)>`: a format of the table by its name, a number
 * and its bounds, a list of values, the words of a type; undefined for a schema's own words outside the table.
 * @example expectedWording({ type: 'number', minimum: -90, maximum: 90 }, 'latitude') // { key: 'number.fromTo', values: { field: 'latitude', kind: 'number', min: '-90', max: '90' } }
 */
export function expectedWording(schema: JsonSchema | undefined, field: string): ErrorWording | undefined {
  if (!schema) return wording('aValidValue', { field });
  const words = formatWordsOf(schema);
  if (words) {
    const name = schema['x-format'] as keyof typeof FORMAT_WORDS;
    const years = { first: text(SUPPORTED_YEARS.first), last: text(SUPPORTED_YEARS.last) };
    return wording(`format.${name}`, name === 'year' ? { field, ...years } : { field });
  }
  const t = schema.type;
  if (t === 'number' || t === 'integer') return numberWording(schema, field);
  const allowed = allowedWording(schema, field);
  if (allowed !== undefined) return allowed;
  return typeof schema['x-allowed'] === 'string' ? undefined : wording('aValidValue', { field });
}
