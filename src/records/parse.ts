import { IsObject as isObjectSchema, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Check, Clone, Default, Errors } from 'typebox/value';
import { UraniaError } from '../errors/urania-error.js';
import { fieldErrorsOf, fieldSentence, type FieldError, type TypeBoxError } from './field-errors.js';

export { describeAllowed, describeExpected, fieldErrorsOf, fieldSentence, type FieldError } from './field-errors.js';

/**
 * The one validator of Urania. The library's record functions (`src/records/`) and the HTTP adapter both check
 * input here, against the same TypeBox schema, so a bad value is reported with the same field name and the same
 * allowed-value wording whether it came from a function call or from a query string.
 */

type JsonSchema = Record<string, unknown>;

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

/**
 * @summary TypeBox's `Default(schema, value)` — the schema's defaults written into `value` in place, and the value
 * returned — by the schema's plan when it has one (the absent members filled in member order, no walk of the schema:
 * see `defaultPlanOf`), else by `Default` itself. For validators that fill a value they own (src/http/validation.ts:
 * one request body, one batch row).
 */
export function applyDefaults(schema: TSchema, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return Default(schema, value);
  const plan = defaultPlanOf(schema);
  const proto: unknown = Object.getPrototypeOf(value);
  if (plan === null || (proto !== Object.prototype && proto !== null)) return Default(schema, value);
  const target = value as Record<string, unknown>;
  for (const { key, value: fallback } of plan) if (target[key] === undefined) target[key] = Clone(fallback);
  return value;
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
