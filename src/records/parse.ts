import { IsObject as isObjectSchema, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Check, Clone, Default, Errors } from 'typebox/value';
import { UraniaError, type UraniaErrorCode } from '../errors/urania-error.js';
import { formatWordsOf } from '../schemas/format-words.js';
import { parseCivilDate } from '../time/wall-clock.js';

/**
 * The one validator of Urania. The library's record functions (`src/records/`) and the HTTP adapter both check
 * input here, against the same TypeBox schema, so a bad value is reported with the same field name and the same
 * allowed-value wording whether it came from a function call or from a query string.
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
}

interface TypeBoxError {
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

/** Formats whose value is a calendar date (or starts with one): a bad month or day is worded by the calendar. */
const DATE_FORMATS = new Set(['iso-date', 'iso-date-time', 'iso-date-or-date-time']);

/**
 * The message of a value that misses its format: for a date whose shape is right but whose month or day does not
 * exist, the calendar's own words (`has month 13; months are 01..12`, `2023-02-30 does not exist: 2023-02 has days
 * 01..28`, the 1582 reform), else `must be <the format's sentence>`.
 */
function formatMessage(e: TypeBoxError, sub: JsonSchema | undefined, received: unknown, field: string): { message: string; allowed?: string } {
  const name = sub?.['x-format'];
  if (typeof name === 'string' && DATE_FORMATS.has(name) && typeof received === 'string') {
    const date = received.split(/[Tt]/)[0]!;
    try {
      parseCivilDate(date, field);
    } catch (civil) {
      if (civil instanceof UraniaError && civil.message.startsWith(`${field} `) && !/ must be a date /.test(civil.message)) {
        const allowed = civil.details.allowed;
        return { message: civil.message.slice(field.length + 1), ...(typeof allowed === 'string' ? { allowed } : {}) };
      }
    }
  }
  return { message: mustBe(e, sub) };
}

/** Per TypeBox keyword: the message and the UraniaError code (a range rule is OUT_OF_RANGE, a shape rule INVALID). */
const KEYWORDS: Record<string, { message: (e: TypeBoxError, sub: JsonSchema | undefined) => string; code: UraniaErrorCode }> = {
  enum: { message: mustBe, code: 'INVALID_ARGUMENT' },
  const: { message: mustBe, code: 'INVALID_ARGUMENT' },
  anyOf: { message: mustBe, code: 'INVALID_ARGUMENT' },
  pattern: { message: mustBe, code: 'INVALID_ARGUMENT' },
  format: { message: mustBe, code: 'INVALID_ARGUMENT' },
  type: {
    message: (e, sub) => (e.params.type === 'array' ? 'must be given once' : mustBe(e, sub)),
    code: 'INVALID_ARGUMENT',
  },
  minimum: { message: mustBe, code: 'OUT_OF_RANGE' },
  maximum: { message: mustBe, code: 'OUT_OF_RANGE' },
  exclusiveMinimum: { message: mustBe, code: 'OUT_OF_RANGE' },
  exclusiveMaximum: { message: mustBe, code: 'OUT_OF_RANGE' },
  minLength: {
    message: (e) => (Number(e.params.limit) === 1 ? 'must not be empty' : `must be at least ${String(e.params.limit)} characters long`),
    code: 'INVALID_ARGUMENT',
  },
  maxLength: { message: (e) => `must be at most ${String(e.params.limit)} characters long`, code: 'INVALID_ARGUMENT' },
  minItems: { message: (e) => `must have at least ${String(e.params.limit)} items`, code: 'INVALID_ARGUMENT' },
  maxItems: { message: (e) => `must have at most ${String(e.params.limit)} items`, code: 'INVALID_ARGUMENT' },
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
      received: valueAt(value, `${e.instancePath}/place`),
    };
  }
  const missing = has('latitude') ? 'longitude' : 'latitude';
  return {
    field: at(missing),
    message: `is required (or give ${at('place')} instead of ${at('latitude')} and ${at('longitude')}: a place name such as "Ulm, Germany" or a GeoNames id)`,
    allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    code: 'MISSING_ARGUMENT',
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
        add({ field: fieldName(pointer, where), message: 'is required', code: 'MISSING_ARGUMENT', ...allowedOf(schemaAt(root, pointer)) });
      }
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const parent = schemaAt(root, e.instancePath);
      const names = Object.keys((parent?.properties as object | undefined) ?? (e.instancePath === '' ? known : []));
      for (const name of (e.params.additionalProperties as string[] | undefined) ?? []) {
        const pointer = `${e.instancePath}/${name}`;
        add({
          field: fieldName(pointer, where),
          message: where === 'query' ? 'is not a parameter of this route' : 'is not a field of this object',
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
    add({
      field,
      message: worded?.message ?? (rule ? rule.message(e, sub) : `must be ${describeExpected(sub)}`),
      code: rule?.code ?? 'INVALID_ARGUMENT',
      received,
      ...allowedOf(sub),
      ...(worded?.allowed === undefined ? {} : { allowed: worded.allowed }),
      ...(rule?.code === 'OUT_OF_RANGE' ? boundsOf(sub) : {}),
    });
  }
  return [...byField.values()];
}

/** What `parse` and `validate` ask of a schema's checker: TypeBox's compiled validator or its interpreter. */
interface Checker {
  Check(value: unknown): boolean;
  Errors(value: unknown): Iterable<unknown>;
}

/** Checkers, one per schema object (schemas are module constants, so the map stays small). */
const CHECKERS = new WeakMap<TSchema, Checker>();

/**
 * Whether validators may still be compiled: false once code generation from strings was refused — a web page
 * whose Content-Security-Policy has no 'unsafe-eval' (Chromium throws an EvalError from `new Function`), Node's
 * `--disallow-code-generation-from-strings`. TypeBox compiles a validator with `new Function`; refused once,
 * every schema is checked by TypeBox's interpreter instead (`Value.Check`, `Value.Errors`): the same rules,
 * hence the same results and the same errors, only slower.
 */
let compiling = true;

/** The schema checked by TypeBox's interpreter, without generated code. */
function interpretedChecker(schema: TSchema): Checker {
  return { Check: (value) => Check(schema, value), Errors: (value) => Errors(schema, value) };
}

function checkerOf(schema: TSchema): Checker {
  let checker = CHECKERS.get(schema);
  if (checker === undefined) {
    if (compiling) {
      try {
        checker = Compile(schema);
      } catch (error) {
        if (!(error instanceof EvalError)) throw error;
        compiling = false;
      }
    }
    checker ??= interpretedChecker(schema);
    CHECKERS.set(schema, checker);
  }
  return checker;
}

/** A top-level member to fill when absent: its name and its default (a plain value, cloned on each use). */
type DefaultPlan = readonly { readonly key: string; readonly value: unknown }[];

/**
 * Per schema: the plan of its defaults when they can be written without TypeBox's `Default`, or `null` when they
 * cannot. `Default` walks the whole schema on every request, and for each union it clones the member and checks it
 * against every variant (≈ 7 µs of a warm natal chart, docs/performance.md); a request schema is a closed object
 * whose defaults sit on its own members only, so filling the absent ones in member order does what `Default` does.
 */
const DEFAULT_PLANS = new WeakMap<TSchema, DefaultPlan | null>();

/** The own `default` keywords anywhere inside a schema (a property NAMED `default` counts too: it only disables). */
function defaultKeywordsIn(node: unknown, seen: Set<object>): number {
  if (node === null || typeof node !== 'object' || seen.has(node)) return 0;
  seen.add(node);
  let count = 0;
  for (const key of Object.getOwnPropertyNames(node)) {
    if (key === 'default') count += 1;
    count += defaultKeywordsIn((node as Record<string, unknown>)[key], seen);
  }
  return count;
}

/**
 * The plan of a schema, or `null` (then `Default` runs): only for an object schema without a default of its own
 * whose every `default` keyword is that of one of its members, each a plain defined value (no function). Then
 * `Default` assigns each absent (undefined) member a clone of its default, in member order, and leaves every other
 * value as it was (a union or array without defaults inside returns an equal value): exactly the plan.
 */
function defaultPlanOf(schema: TSchema): DefaultPlan | null {
  let plan = DEFAULT_PLANS.get(schema);
  if (plan !== undefined) return plan;
  plan = null;
  const root = schema as unknown as JsonSchema;
  if (isObjectSchema(schema) && !('default' in root)) {
    const properties = (root.properties ?? {}) as Record<string, JsonSchema>;
    const members: { key: string; value: unknown }[] = [];
    let usable = true;
    for (const key of Object.keys(properties)) {
      const member = properties[key]!;
      if (!('default' in member)) continue;
      const value = member.default;
      if (value === undefined || typeof value === 'function') usable = false;
      members.push({ key, value });
    }
    if (usable && defaultKeywordsIn(schema, new Set()) === members.length) plan = members;
  }
  DEFAULT_PLANS.set(schema, plan);
  return plan;
}

/**
 * A copy of a request with its defaults written in: `Default(schema, Clone(value))`, or the same result from the
 * schema's plan for a plain object (a copy the caller cannot mutate through, absent members filled in the same
 * order, so the checks and errors that follow see the same value).
 */
function withDefaultsOf(schema: TSchema, value: object): unknown {
  const plan = defaultPlanOf(schema);
  const proto: unknown = Object.getPrototypeOf(value);
  if (plan === null || (proto !== Object.prototype && proto !== null)) return Default(schema, Clone(value));
  const copy = Clone(value) as Record<string, unknown>;
  for (const { key, value: fallback } of plan) if (copy[key] === undefined) copy[key] = Clone(fallback);
  return copy;
}

/** @summary The `UraniaError` for the first bad member (all of them in `details.errors`). */
export function errorOf(errors: readonly FieldError[], where: string): UraniaError {
  const first = errors[0] ?? { field: where, message: 'is invalid', code: 'INVALID_ARGUMENT' as const };
  const { code, field, message, ...rest } = first;
  return new UraniaError(code, fieldSentence({ field, message }), { field, ...rest, errors });
}

/**
 * @summary Check `value` against `schema` (defaults applied, nothing converted) and return it typed, or throw a
 * `UraniaError` naming the first bad member: MISSING_ARGUMENT for an absent required member, OUT_OF_RANGE for a
 * number outside its bounds, INVALID_ARGUMENT for anything else (wrong type, unknown enum value, bad format,
 * unknown member). `details.errors` lists every bad member. `where` names the whole value in messages.
 * @example parse(NatalChartRequest, { birthDate: '1990-07-04', latitude: 91, longitude: 0 })
 * // throws UraniaError OUT_OF_RANGE 'latitude must be a number from -90 to 90', details.field 'latitude', details.allowed '-90..90'
 */
export function parse<T extends TSchema>(schema: T, value: unknown, where = 'request'): Static<T> {
  const withDefaults = value !== null && typeof value === 'object' ? withDefaultsOf(schema, value) : value;
  const checker = checkerOf(schema);
  if (checker.Check(withDefaults)) return withDefaults as Static<T>;
  throw errorOf(fieldErrorsOf(schema, withDefaults, checker.Errors(withDefaults) as Iterable<TypeBoxError>, where), where);
}

/** @summary The field errors of `value` against `schema` (empty when valid), for adapters that report them all. */
export function validate(schema: TSchema, value: unknown, where: string): FieldError[] {
  const checker = checkerOf(schema);
  if (checker.Check(value)) return [];
  const errors = fieldErrorsOf(schema, value, checker.Errors(value) as Iterable<TypeBoxError>, where);
  return errors.length > 0 ? errors : [{ field: where, message: 'is invalid', code: 'INVALID_ARGUMENT' }];
}
