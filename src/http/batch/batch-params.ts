import { isUraniaError } from '../../errors/index.js';
import { localizeErrorMessage, localizeFieldMessage } from '../../i18n/error-messages.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';
import { compileValidator, ParameterError } from '../validation.js';
import type { BatchRowError } from './batch-outcome.js';

type JsonSchema = Record<string, unknown>;

export type { BatchRowError } from './batch-outcome.js';

/** The JSON types a schema allows at a path of member names (through objects, unions and optional wrappers). */
function typesAt(schema: JsonSchema | undefined, path: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (schema === undefined) return out;
  const variants = [schema, ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as JsonSchema[]) : []))];
  for (const v of variants) {
    if (path.length === 0) {
      const t = v.type;
      if (typeof t === 'string') out.add(t);
      else if (Array.isArray(t)) for (const x of t) out.add(String(x));
      if (v.const !== undefined) out.add(typeof v.const);
      continue;
    }
    const props = v.properties as Record<string, JsonSchema> | undefined;
    if (props && Object.hasOwn(props, path[0]!)) for (const t of typesAt(props[path[0]!], path.slice(1))) out.add(t);
  }
  return out;
}

/** A text cell as the schema's type there: numbers, booleans and lists (`Sun;Moon`) from text; empty is absent. */
function convertCell(text: string, types: Set<string>): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  if ((types.has('number') || types.has('integer')) && !types.has('string') && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (types.has('boolean') && !types.has('string') && (t === 'true' || t === 'false')) return t === 'true';
  if (types.has('array') && !types.has('string')) return t.split(';').map((s) => s.trim()).filter((s) => s !== '');
  return text;
}

/**
 * `target[name] = value` as an own member, `__proto__` included (assigning that name would call the prototype
 * setter instead: the name stays a member, which validation then refuses as unknown).
 */
function ownMember(target: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
  else target[name] = value;
}

/** Per route, the JSON types of each column name seen (`typesAt`), found once: every row of a batch has the same columns. */
const COLUMN_TYPES = new WeakMap<RouteDefinition, Map<string, Set<string>>>();
const MAX_CACHED_COLUMNS = 256;

/**
 * @summary A batch row as a route's input: dotted column names (`birth.birthDate`) become nested members, and
 * text cells (from CSV) take the schema's types (numbers, booleans, `;`-separated lists); typed values (from
 * JSONL) are kept. Empty cells are absent members. Pure.
 * @example rowInput(NATAL_CHART_ROUTE, { birthDate: '1990-07-04', latitude: '40.7' }) // { birthDate: '1990-07-04', latitude: 40.7 }
 */
export function rowInput(route: RouteDefinition, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const schema = (route.method === 'POST' ? route.body : route.querystring) as unknown as JsonSchema | undefined;
  let columns = COLUMN_TYPES.get(route);
  if (columns === undefined) COLUMN_TYPES.set(route, (columns = new Map()));
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const path = column.split('.');
    let types = columns.get(column);
    if (types === undefined) {
      types = typesAt(schema, path);
      // Bounded: a file whose rows name ever new members (each refused) does not grow the cache.
      if (columns.size < MAX_CACHED_COLUMNS) columns.set(column, types);
    }
    const converted = typeof value === 'string' ? convertCell(value, types) : value;
    if (converted === undefined) continue;
    let at = out;
    for (const key of path.slice(0, -1)) {
      // Own members only: `__proto__.x` must never reach Object.prototype through the inherited accessor.
      const next = Object.hasOwn(at, key) ? at[key] : undefined;
      if (typeof next === 'object' && next !== null) {
        at = next as Record<string, unknown>;
      } else {
        const inner: Record<string, unknown> = {};
        ownMember(at, key, inner);
        at = inner;
      }
    }
    ownMember(at, path.at(-1)!, converted);
  }
  return out;
}

/** Each route's validator, compiled once. */
const VALIDATORS = new WeakMap<RouteDefinition, ReturnType<typeof compileValidator>>();

/**
 * @summary Validate a batch row as the route's HTTP layer would (the same validator, field names and sentences),
 * then apply the route's `prepare` with the batch's clock: the canonical parameters its computation takes, or the
 * row's error, its sentence in `locale` (default English). Never throws for a bad row.
 */
export function batchParams(
  route: RouteDefinition,
  row: Readonly<Record<string, unknown>>,
  now: Date,
  locale: LabelLocale = 'en',
): { ok: true; params: unknown } | { ok: false; error: BatchRowError } {
  const schema = route.method === 'POST' ? route.body : route.querystring;
  let value: unknown = rowInput(route, row);
  if (schema !== undefined) {
    let check = VALIDATORS.get(route);
    if (check === undefined) VALIDATORS.set(route, (check = compileValidator({ schema, httpPart: route.method === 'POST' ? 'body' : 'querystring' })));
    const checked = check(value);
    if ('error' in checked) {
      const e = checked.error;
      const first = e instanceof ParameterError ? e.fieldErrors[0] : undefined;
      // In `locale` as the HTTP API says it in a request's language (issue 31): the entry's keyed wording where it has one.
      const wording = e instanceof ParameterError ? e.wordings[0] : undefined;
      const message = first ? localizeFieldMessage(wording === undefined ? first : { ...first, wording }, locale) : e.message;
      return { ok: false, error: { code: 'INVALID_ARGUMENT', message, ...(first ? { field: first.field } : {}) } };
    }
    value = checked.value;
  }
  try {
    return { ok: true, params: route.prepare ? (route.prepare as (i: unknown, c: { now: Date }) => unknown)(value, { now }) : value };
  } catch (e) {
    if (!isUraniaError(e)) throw e;
    const field = (e.details as { field?: unknown } | undefined)?.field;
    return { ok: false, error: { code: e.code, message: localizeErrorMessage(e, locale), ...(typeof field === 'string' ? { field } : {}) } };
  }
}
