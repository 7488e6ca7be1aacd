import type { TSchema } from 'typebox';
import type { ErrorWording } from '../errors/error-wording.js';
import { Value } from 'typebox/value';
import { applyDefaults, fieldSentence, validate } from '../records/parse.js';
import type { ProblemFieldError } from './problem.js';

type JsonSchema = Record<string, unknown>;

/** A request whose parameters failed validation; carries one entry per bad parameter. */
export class ParameterError extends Error {
  override readonly name = 'ParameterError';
  readonly statusCode = 400;
  readonly code = 'URANIA_INVALID_PARAMETERS';
  readonly fieldErrors: ProblemFieldError[];
  /**
   * The key and values of each entry's sentence (same order; undefined where it has none), to say it in the request's
   * language (issue 31). Kept beside the entries, which are the problem body's as they are.
   */
  readonly wordings: readonly (ErrorWording | undefined)[];
  constructor(fieldErrors: ProblemFieldError[], where: string, wordings: readonly (ErrorWording | undefined)[] = []) {
    super(`Invalid ${where}: ${fieldErrors.map(fieldSentence).join('; ')}`);
    this.fieldErrors = fieldErrors;
    this.wordings = wordings;
  }
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** @summary Convert a parsed query (string members) to the types its flat object schema declares. */
export function convertQuery(
  props: Record<string, JsonSchema>,
  input: Record<string, unknown>,
  defaults: readonly [string, JsonSchema][],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    const raw = input[key];
    const type = Object.hasOwn(props, key) ? props[key]!.type : undefined;
    if (typeof raw === 'string' && (type === 'number' || type === 'integer') && NUMERIC.test(raw)) out[key] = Number(raw);
    else if (typeof raw === 'string' && type === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
    // `out.__proto__ = 'x'` would be swallowed by the prototype setter: keep the name as an own member, so
    // validation names it as unknown (issue 16 #8) and nothing reaches a prototype.
    else if (key === '__proto__') Object.defineProperty(out, key, { value: raw, enumerable: true, writable: true, configurable: true });
    else out[key] = raw;
  }
  for (const [key, p] of defaults) if (out[key] === undefined) out[key] = p.default;
  return out;
}

/**
 * @summary A Fastify validator compiler over TypeBox's compiler: converts query strings to the schema's types,
 * applies defaults, rejects unknown parameters (schemas are `additionalProperties: false`) and reports every
 * bad parameter by name. Bodies are checked without conversion.
 */
export function compileValidator({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  // Path parameters are checked like the query (strings converted to the schema's types, names as in the path).
  const where = httpPart === 'body' ? 'body' : httpPart === 'params' ? 'path' : 'query';
  const props = ((schema as unknown as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
  const defaults = Object.entries(props).filter(([, p]) => p.default !== undefined);
  const flatQuery = (where === 'query' || where === 'path') && (schema as unknown as JsonSchema).type === 'object';
  return (input: unknown): { value: unknown } | { error: Error } => {
    let value = input;
    if (flatQuery && input !== null && typeof input === 'object') {
      // Query strings are flat: convert numeric and boolean members, fill defaults (a fast path of
      // Value.Convert/Value.Default for the only shapes a query has).
      value = convertQuery(props, input as Record<string, unknown>, defaults);
    } else {
      if (where !== 'body' && input !== null && typeof input === 'object' && Object.hasOwn(input, '__proto__')) {
        return {
          error: new ParameterError([{ field: '__proto__', message: 'is not a parameter of this route' }], where, [
            { key: 'notAParameter', values: { field: '__proto__' } },
          ]),
        };
      }
      if (where !== 'body') value = Value.Convert(schema, Value.Clone(input));
      // TypeBox's Default, by the schema's plan where it has one (≈ 40 µs a natal-chart body otherwise: the walk
      // clones and checks every union member against each variant; docs/batch.md "Throughput").
      value = applyDefaults(schema, value);
    }
    const errors = validate(schema, value, where);
    if (errors.length === 0) return { value };
    // The same field names and allowed-value wording as the library's `parse` (src/records/parse.ts).
    return {
      error: new ParameterError(
        errors.map(({ field, message, allowed }) => ({ field, message, ...(allowed === undefined ? {} : { allowed }) })),
        where,
        errors.map((e) => e.wording),
      ),
    };
  };
}
