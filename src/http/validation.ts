import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { ProblemFieldError } from './problem.js';

/** A request whose parameters failed validation; carries one entry per bad parameter. */
export class ParameterError extends Error {
  override readonly name = 'ParameterError';
  readonly statusCode = 400;
  readonly code = 'URANIA_INVALID_PARAMETERS';
  readonly fieldErrors: ProblemFieldError[];
  constructor(fieldErrors: ProblemFieldError[], where: string) {
    super(`Invalid ${where}: ${fieldErrors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
    this.fieldErrors = fieldErrors;
  }
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

/** @summary What a schema allows, in words (`one of: …`, `-90..90`, `YYYY-MM-DD`). */
export function describeAllowed(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
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
  if (t === 'string') {
    if (typeof schema.format === 'string') return schema.format;
    if (typeof schema.pattern === 'string') return `matching ${schema.pattern}`;
    return 'a string';
  }
  if (t === 'boolean') return 'true or false';
  if (t === 'object') return 'an object';
  if (t === 'array') return 'an array';
  return undefined;
}

function fieldName(pointer: string, where: string): string {
  const path = pointer.split('/').slice(1).join('.');
  return path === '' ? where : path;
}

const KNOWN_MESSAGES: Record<string, (e: TypeBoxError) => string> = {
  enum: () => 'is not an allowed value',
  const: () => 'is not an allowed value',
  anyOf: () => 'is not an allowed value',
  pattern: () => 'has the wrong format',
  format: () => 'has the wrong format',
  type: (e) => `must be ${String(e.params.type ?? 'of another type')}`.replace('must be array', 'must be given once'),
  minimum: () => 'is below the minimum',
  maximum: () => 'is above the maximum',
  exclusiveMinimum: () => 'is below the minimum',
  exclusiveMaximum: () => 'is above the maximum',
  minLength: () => 'is too short',
  maxLength: () => 'is too long',
  minItems: () => 'has too few items',
  maxItems: () => 'has too many items',
};

/** @summary Turn TypeBox errors into one `{ field, message, allowed }` per bad parameter. */
export function fieldErrorsOf(schema: TSchema, errors: Iterable<TypeBoxError>, where: string): ProblemFieldError[] {
  const root = schema as unknown as JsonSchema;
  const byField = new Map<string, ProblemFieldError>();
  const add = (e: ProblemFieldError) => {
    if (!byField.has(e.field)) byField.set(e.field, e);
  };
  const known = Object.keys((root.properties as object | undefined) ?? {});
  for (const e of errors) {
    if (e.keyword === 'boolean' && e.schemaPath.endsWith('additionalProperties')) continue;
    if (e.keyword === 'required') {
      for (const name of (e.params.requiredProperties as string[] | undefined) ?? []) {
        const pointer = `${e.instancePath}/${name}`;
        add({ field: fieldName(pointer, where), message: 'is required', ...allowedOf(schemaAt(root, pointer)) });
      }
      continue;
    }
    if (e.keyword === 'additionalProperties') {
      const parent = schemaAt(root, e.instancePath);
      const names = Object.keys((parent?.properties as object | undefined) ?? (e.instancePath === '' ? known : []));
      for (const name of (e.params.additionalProperties as string[] | undefined) ?? []) {
        add({
          field: fieldName(`${e.instancePath}/${name}`, where),
          message: where === 'query' ? 'is not a parameter of this route' : 'is not a field of this object',
          allowed: names.length > 0 ? `one of: ${names.join(', ')}` : 'no parameters',
        });
      }
      continue;
    }
    const sub = schemaAt(root, e.instancePath);
    const message = (KNOWN_MESSAGES[e.keyword] ?? (() => e.message))(e);
    add({ field: fieldName(e.instancePath, where), message, ...allowedOf(sub) });
  }
  return [...byField.values()];
}

function allowedOf(schema: JsonSchema | undefined): { allowed?: string } {
  const allowed = describeAllowed(schema);
  return allowed === undefined ? {} : { allowed };
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
    const type = props[key]?.type;
    if (typeof raw === 'string' && (type === 'number' || type === 'integer') && NUMERIC.test(raw)) out[key] = Number(raw);
    else if (typeof raw === 'string' && type === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
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
  const checker = Compile(schema);
  const where = httpPart === 'body' ? 'body' : 'query';
  const props = ((schema as unknown as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
  const defaults = Object.entries(props).filter(([, p]) => p.default !== undefined);
  const flatQuery = where === 'query' && (schema as unknown as JsonSchema).type === 'object';
  return (input: unknown): { value: unknown } | { error: Error } => {
    let value = input;
    if (flatQuery && input !== null && typeof input === 'object') {
      // Query strings are flat: convert numeric and boolean members, fill defaults (a fast path of
      // Value.Convert/Value.Default for the only shapes a query has).
      value = convertQuery(props, input as Record<string, unknown>, defaults);
    } else {
      if (where !== 'body') value = Value.Convert(schema, Value.Clone(input));
      value = Value.Default(schema, value);
    }
    if (checker.Check(value)) return { value };
    const errors = fieldErrorsOf(schema, checker.Errors(value) as Iterable<TypeBoxError>, where);
    return { error: new ParameterError(errors.length > 0 ? errors : [{ field: where, message: 'is invalid' }], where) };
  };
}
