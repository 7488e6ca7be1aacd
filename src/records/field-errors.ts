import type { TSchema } from 'typebox';
import { wording, type ErrorWording } from '../errors/error-wording.js';
import { UraniaError, type UraniaErrorCode } from '../errors/urania-error.js';
import { formatWordsOf } from '../schemas/format-words.js';
import { parseCivilDate } from '../time/wall-clock.js';
import { expectedWording } from './field-wording.js';

/**
 * The wording of a bad request: each bad member of a value checked against its schema as a field error — its
 * dotted name, a sentence of what is wrong and what to type (never a pattern), what is allowed, the error code —
 * the same whether the value came from a function call or from a query string (`parse`, the HTTP adapter).
 */

/** One bad member of a request: its name (dotted path), what is wrong, what is allowed, and the error code. */
export interface FieldError {
  /** Dotted path of the member (`latitude`, `personA.birthDate`), or the request's name for the whole value. */
  readonly field: string;
  /**
   * What is wrong with it and what to type, a sentence once the field is put before it (`must be a number from -90
   * to 90`, `is required`): the error's message is `${field} ${message}` (`fieldSentence`).
   */
  readonly message: string;
  /** What is allowed, in words (`-90..90`, `one of: …`, `YYYY-MM-DD`). */
  readonly allowed?: string;
  /** The `UraniaError` code of this kind of problem. */
  readonly code: UraniaErrorCode;
  /** The value received at that path (absent for a missing member). */
  readonly received?: unknown;
  /** Numeric bounds, when the rule is a range. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** The key and values of the sentence (`${field} ${message}`), to say it in another language (issue 31). */
  readonly wording?: ErrorWording;
}

/** An error as TypeBox's checkers report it. */
export interface TypeBoxError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

type JsonSchema = Record<string, unknown>;

/** The sub-schema at a JSON pointer into the instance (following properties / items). */
function schemaAt(schema: JsonSchema, pointer: string): JsonSchema | undefined {
  let s: JsonSchema | undefined = schema;
  for (const part of pointer.split('/').slice(1)) {
    if (!s) return undefined;
    const props = s.properties as Record<string, JsonSchema> | undefined;
    if (props && part in props) s = props[part];
    else if (s.items && typeof s.items === 'object') s = s.items as JsonSchema;
    else return undefined;
  }
  return s;
}

/** The value at a JSON pointer into the instance. */
function valueAt(value: unknown, pointer: string): unknown {
  let v: unknown = value;
  for (const part of pointer.split('/').slice(1)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/**
 * @summary What a schema allows, in words (`one of: …`, `-90..90`, `HH:MM, 00:00 to 23:59`): a format's words
 * (schemas/format-words.ts), else the schema's own `x-allowed`, else words from its type and bounds. Never a pattern.
 */
export function describeAllowed(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const words = formatWordsOf(schema);
  if (words) return words.allowed;
  if (typeof schema['x-allowed'] === 'string') return schema['x-allowed'];
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.join(', ')}`;
  if (Array.isArray(schema.anyOf)) {
    const enums = (schema.anyOf as JsonSchema[]).flatMap((s) => (s.const !== undefined ? [s.const] : []));
    if (enums.length > 0) return `one of: ${enums.join(', ')}`;
  }
  const t = schema.type;
  if (t === 'number' || t === 'integer') {
    const lo = schema.minimum ?? schema.exclusiveMinimum;
    const hi = schema.maximum ?? schema.exclusiveMaximum;
    const kind = t === 'integer' ? 'integer ' : '';
    if (lo !== undefined && hi !== undefined) return `${kind}${lo}..${hi}`;
    if (lo !== undefined) return `${kind}>= ${lo}`;
    if (hi !== undefined) return `${kind}<= ${hi}`;
    return t === 'integer' ? 'an integer' : 'a number';
  }
  if (t === 'string') return typeof schema.pattern === 'string' || typeof schema.format === 'string' ? UNDESCRIBED_FORMAT : 'a string';
  if (t === 'boolean') return 'true or false';
  if (t === 'object') return 'an object';
  if (t === 'array') return 'an array';
  return undefined;
}

/** What a patterned string without words asks for (never the pattern itself; tests keep every schema's words). */
const UNDESCRIBED_FORMAT = 'text in the form the API documentation gives';

/** A number's bounds in words: ` from -90 to 90`, ` from 0 up to but not including 360`, ` of at least 0`. */
function boundsInWords(schema: JsonSchema): string {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const [min, max, xmin, xmax] = [num(schema.minimum), num(schema.maximum), num(schema.exclusiveMinimum), num(schema.exclusiveMaximum)];
  const low = min !== undefined ? { at: min, open: false } : xmin !== undefined ? { at: xmin, open: true } : undefined;
  const high = max !== undefined ? { at: max, open: false } : xmax !== undefined ? { at: xmax, open: true } : undefined;
  if (low && high) {
    if (!low.open) return ` from ${low.at} ${high.open ? 'up to but not including' : 'to'} ${high.at}`;
    return ` above ${low.at} and ${high.open ? 'below' : 'at most'} ${high.at}`;
  }
  if (low) return low.open ? ` above ${low.at}` : ` of at least ${low.at}`;
  if (high) return high.open ? ` below ${high.at}` : ` of at most ${high.at}`;
  return '';
}

/**
 * @summary What to type for a schema, as the end of "<field> must be …": a format's sentence (schemas/format-words.ts,
 * `a clock time HH:MM from 00:00 to 23:59, for example 14:30`), a list of values, a number with its bounds in words.
 * @example describeExpected(geoLatitude()) // 'a number from -90 to 90'
 */
export function describeExpected(schema: JsonSchema | undefined): string {
  if (!schema) return 'a valid value';
  const words = formatWordsOf(schema);
  if (words) return words.expected;
  const t = schema.type;
  if (t === 'number' || t === 'integer') return `${t === 'integer' ? 'a whole number' : 'a number'}${boundsInWords(schema)}`;
  return describeAllowed(schema) ?? 'a valid value';
}

/**
 * @summary One bad member as a sentence: its name, then its message (`birthTime must be a clock time HH:MM …`). The
 * library's error message, the HTTP problem's `detail` and each `errors[]` entry read the same.
 * @example fieldSentence({ field: 'latitude', message: 'must be a number from -90 to 90' }) // 'latitude must be a number from -90 to 90'
 */
export function fieldSentence(error: { readonly field: string; readonly message: string }): string {
  return `${error.field} ${error.message}`;
}

/** A JSON pointer as a JavaScript path: `/personA/birthDate` → `personA.birthDate`, `/bodies/1` → `bodies[1]`. */
function fieldName(pointer: string, where: string): string {
  let path = '';
  for (const part of pointer.split('/').slice(1)) path += /^\d+$/.test(part) ? `[${part}]` : path === '' ? part : `.${part}`;
  return path === '' ? where : path;
}

/** `must be <what to type>` for a member's schema. */
const mustBe = (_e: TypeBoxError, sub: JsonSchema | undefined) => `must be ${describeExpected(sub)}`;

/** A wording as a member to spread (nothing when the sentence has no key). */
const keyed = (w: ErrorWording | undefined): { wording?: ErrorWording } => (w === undefined ? {} : { wording: w });

/** Formats whose value is a calendar date (or starts with one): a bad month or day is worded by the calendar. */
const DATE_FORMATS = new Set(['iso-date', 'iso-date-time', 'iso-date-or-date-time']);

/**
 * The message of a value that misses its format: for a date whose shape is right but whose month or day does not
 * exist, the calendar's own words (`has month 13; months are 01..12`, `2023-02-30 does not exist: 2023-02 has days
 * 01..28`, the 1582 reform), else `must be <the format's sentence>`.
 */
function formatMessage(
  e: TypeBoxError,
  sub: JsonSchema | undefined,
  received: unknown,
  field: string,
): { message: string; allowed?: string; wording?: ErrorWording } {
  const name = sub?.['x-format'];
  if (typeof name === 'string' && DATE_FORMATS.has(name) && typeof received === 'string') {
    const date = received.split(/[Tt]/)[0]!;
    try {
      parseCivilDate(date, field);
    } catch (civil) {
      if (civil instanceof UraniaError && civil.message.startsWith(`${field} `) && !/ must be a date /.test(civil.message)) {
        const { allowed, wording: worded } = civil.details;
        return {
          message: civil.message.slice(field.length + 1),
          ...(typeof allowed === 'string' ? { allowed } : {}),
          ...(worded === undefined ? {} : { wording: worded as ErrorWording }),
        };
      }
    }
  }
  return { message: mustBe(e, sub), ...keyed(expectedWording(sub, field)) };
}

/** Per TypeBox keyword: the message and the UraniaError code (a range rule is OUT_OF_RANGE, a shape rule INVALID). */
const KEYWORDS: Record<
  string,
  {
    message: (e: TypeBoxError, sub: JsonSchema | undefined) => string;
    code: UraniaErrorCode;
    /** The wording of the message, when it is not `must be <what to type>`. */
    wording?: (e: TypeBoxError, field: string) => ErrorWording | undefined;
  }
> = {
  enum: { message: mustBe, code: 'INVALID_ARGUMENT' },
  const: { message: mustBe, code: 'INVALID_ARGUMENT' },
  anyOf: { message: mustBe, code: 'INVALID_ARGUMENT' },
  pattern: { message: mustBe, code: 'INVALID_ARGUMENT' },
  format: { message: mustBe, code: 'INVALID_ARGUMENT' },
  type: {
    message: (e, sub) => (e.params.type === 'array' ? 'must be given once' : mustBe(e, sub)),
    code: 'INVALID_ARGUMENT',
    wording: (e, field) => (e.params.type === 'array' ? wording('givenOnce', { field }) : undefined),
  },
  minimum: { message: mustBe, code: 'OUT_OF_RANGE' },
  maximum: { message: mustBe, code: 'OUT_OF_RANGE' },
  exclusiveMinimum: { message: mustBe, code: 'OUT_OF_RANGE' },
  exclusiveMaximum: { message: mustBe, code: 'OUT_OF_RANGE' },
  minLength: {
    message: (e) => (Number(e.params.limit) === 1 ? 'must not be empty' : `must be at least ${String(e.params.limit)} characters long`),
    code: 'INVALID_ARGUMENT',
    wording: (e, field) => (Number(e.params.limit) === 1 ? wording('notEmpty', { field }) : wording('minLength', { field, limit: String(e.params.limit) })),
  },
  maxLength: {
    message: (e) => `must be at most ${String(e.params.limit)} characters long`,
    code: 'INVALID_ARGUMENT',
    wording: (e, field) => wording('maxLength', { field, limit: String(e.params.limit) }),
  },
  minItems: {
    message: (e) => `must have at least ${String(e.params.limit)} items`,
    code: 'INVALID_ARGUMENT',
    wording: (e, field) => wording('minItems', { field, limit: String(e.params.limit) }),
  },
  maxItems: {
    message: (e) => `must have at most ${String(e.params.limit)} items`,
    code: 'INVALID_ARGUMENT',
    wording: (e, field) => wording('maxItems', { field, limit: String(e.params.limit) }),
  },
};

function boundsOf(schema: JsonSchema | undefined): { minimum?: number; maximum?: number } {
  if (!schema) return {};
  const lo = schema.minimum ?? schema.exclusiveMinimum;
  const hi = schema.maximum ?? schema.exclusiveMaximum;
  return {
    ...(typeof lo === 'number' ? { minimum: lo } : {}),
    ...(typeof hi === 'number' ? { maximum: hi } : {}),
  };
}

function allowedOf(schema: JsonSchema | undefined): { allowed?: string } {
  const allowed = describeAllowed(schema);
  return allowed === undefined ? {} : { allowed };
}

/**
 * A failure of a birth's place-or-coordinates rule (`birthObject`, issue 24: `latitude` and `longitude`, or `place`)
 * as one sentence on the member to type: `latitude is required …` (MISSING_ARGUMENT) when neither or only one
 * coordinate is given, `place … not both` beside coordinates. `undefined` for an error of another rule; `null` for
 * the rule's other errors (its branches' `required`, `not`), said once by the sentence.
 */
function placeOrCoordinatesError(root: JsonSchema, value: unknown, e: TypeBoxError, where: string): FieldError | null | undefined {
  if (e.keyword !== 'oneOf' && !/\/oneOf\//.test(`${e.schemaPath}/`)) return undefined;
  const marked = (pointer: string) => schemaAt(root, pointer)?.['x-place-or-coordinates'] === true;
  // A branch's `properties: { place: false }` reports at the member (`/place`); the rule itself at the birth.
  if (e.keyword !== 'oneOf') return marked(e.instancePath) || marked(e.instancePath.replace(/\/[^/]*$/, '')) ? null : undefined;
  if (!marked(e.instancePath)) return undefined;
  const birth = valueAt(value, e.instancePath);
  const has = (name: string) => birth !== null && typeof birth === 'object' && Object.hasOwn(birth, name);
  const at = (name: string) => fieldName(`${e.instancePath}/${name}`, where);
  if (has('place')) {
    return {
      field: at('place'),
      message: `stands instead of ${at('latitude')} and ${at('longitude')}: give the place or the coordinates, not both`,
      allowed: 'place alone, or latitude and longitude',
      code: 'INVALID_ARGUMENT',
      wording: wording('placeNotBoth', { field: at('place'), latitude: at('latitude'), longitude: at('longitude') }),
      received: valueAt(value, `${e.instancePath}/place`),
    };
  }
  const missing = has('latitude') ? 'longitude' : 'latitude';
  return {
    field: at(missing),
    message: `is required (or give ${at('place')} instead of ${at('latitude')} and ${at('longitude')}: a place name such as "Ulm, Germany" or a GeoNames id)`,
    allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    code: 'MISSING_ARGUMENT',
    wording: wording('requiredOrPlace', { field: at(missing), place: at('place'), latitude: at('latitude'), longitude: at('longitude') }),
  };
}

/**
 * @summary Turn TypeBox errors into one `FieldError` per bad member (the first problem of each member wins).
 * `where` names the whole value (`query`, `body`, `request`) and words the unknown-member message.
 */
export function fieldErrorsOf(schema: TSchema, value: unknown, errors: Iterable<TypeBoxError>, where: string): FieldError[] {
  const root = schema as unknown as JsonSchema;
  const byField = new Map<string, FieldError>();
  const add = (e: FieldError) => {
    if (!byField.has(e.field)) byField.set(e.field, e);
  };
  const known = Object.keys((root.properties as object | undefined) ?? {});
  for (const e of errors) {
    const placeRule = placeOrCoordinatesError(root, value, e, where);
    if (placeRule !== undefined) {
      if (placeRule !== null) add(placeRule);
      continue;
    }
    if (e.keyword === 'boolean' && e.schemaPath.endsWith('additionalProperties')) continue;
    if (e.keyword === 'required') {
      for (const name of (e.params.requiredProperties as string[] | undefined) ?? []) {
        const pointer = `${e.instancePath}/${name}`;
        const field = fieldName(pointer, where);
        add({ field, message: 'is required', code: 'MISSING_ARGUMENT', ...allowedOf(schemaAt(root, pointer)), wording: wording('required', { field }) });
      }
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const parent = schemaAt(root, e.instancePath);
      const names = Object.keys((parent?.properties as object | undefined) ?? (e.instancePath === '' ? known : []));
      for (const name of (e.params.additionalProperties as string[] | undefined) ?? []) {
        const pointer = `${e.instancePath}/${name}`;
        const field = fieldName(pointer, where);
        add({
          field,
          message: where === 'query' ? 'is not a parameter of this route' : 'is not a field of this object',
          wording: wording(where === 'query' ? 'notAParameter' : 'notAField', { field }),
          allowed: names.length > 0 ? `one of: ${names.join(', ')}` : 'no members',
          code: 'INVALID_ARGUMENT',
          received: valueAt(value, pointer),
        });
      }
      continue;
    }
    const sub = schemaAt(root, e.instancePath);
    const rule = KEYWORDS[e.keyword];
    const field = fieldName(e.instancePath, where);
    const received = valueAt(value, e.instancePath);
    const worded = e.keyword === 'pattern' || e.keyword === 'format' ? formatMessage(e, sub, received, field) : undefined;
    const said = worded === undefined ? (rule?.wording?.(e, field) ?? expectedWording(sub, field)) : worded.wording;
    add({
      field,
      message: worded?.message ?? (rule ? rule.message(e, sub) : `must be ${describeExpected(sub)}`),
      ...keyed(said),
      code: rule?.code ?? 'INVALID_ARGUMENT',
      received,
      ...allowedOf(sub),
      ...(worded?.allowed === undefined ? {} : { allowed: worded.allowed }),
      ...(rule?.code === 'OUT_OF_RANGE' ? boundsOf(sub) : {}),
    });
  }
  return [...byField.values()];
}
