/**
 * The OpenAPI document without the range words of its number descriptions (issue 22 #21: the document under
 * 250 KB). The field builders of `src/schemas/fields.ts` end a number's description with its range in words
 * (`Longitude of the Sun. Degrees, 0 <= x < 360.`, `The house. Integer, 1 to 12.`) for the library's TSDoc and the
 * readers of a schema without its bounds; in the document the schema's own `minimum`, `maximum` and
 * `exclusiveMaximum` beside it say the same (the docs page shows them in its "allowed" column), so the range is
 * said once: `Longitude of the Sun. Degrees.`, `The house.`. The unit and every other word stay.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SCHEMA_REF = '#/components/schemas/';

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The bounds of a number schema, following `$ref`s to components (a reference's own bounds win). */
function boundsOf(node: JsonObject, schemas: JsonObject, seen: ReadonlySet<string> = new Set()): JsonObject {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return node;
  const name = ref.slice(SCHEMA_REF.length);
  const target = schemas[name];
  if (!isObject(target) || seen.has(name)) return node;
  return { ...boundsOf(target, schemas, new Set([...seen, name])), ...node };
}

/** The ways the field builders write a schema's range in words (`0 <= x < 360`, `1 to 12`, `-360 <= x <= 360`). */
function rangeWords(schema: JsonObject): string[] {
  const { minimum: lo, maximum: hi, exclusiveMaximum: xhi } = schema;
  const out: string[] = [];
  if (typeof lo === 'number' && typeof xhi === 'number') out.push(`${lo} <= x < ${xhi}`);
  if (typeof lo === 'number' && typeof hi === 'number') out.push(`${lo} to ${hi}`, `${lo} <= x <= ${hi}`);
  return out;
}

/**
 * @summary A number's description without the words that restate its schema's bounds: `, <range>` before `.`,
 * `,`, `;` or ` (` is removed (`Degrees, -90 to 90 (positive north).` → `Degrees (positive north).`), and a last
 * sentence that is only the range (`Integer, 1 to 12.` of an integer, `Range 0 to 10.`) is removed whole. A
 * description that says a range other than the schema's is left as it is.
 * @example withoutRangeWordsIn('The house. Integer, 1 to 12.', { type: 'integer', minimum: 1, maximum: 12 }) // 'The house.'
 */
export function withoutRangeWordsIn(description: string, schema: JsonObject): string {
  let text = description;
  for (const range of rangeWords(schema)) {
    const whole = [` Range ${range}.`, ...(schema.type === 'integer' ? [` Integer, ${range}.`] : [])].find((s) => text.endsWith(s));
    if (whole !== undefined) text = text.slice(0, -whole.length);
    for (const next of ['.', ',', ';', ' (']) text = text.split(`, ${range}${next}`).join(next);
  }
  return text;
}

/**
 * @summary The document with every number description's range words removed (`withoutRangeWordsIn`), the bounds
 * read from the schema the description belongs to (a parameter's: its `schema`) or from the component its `$ref`
 * points to. The input is not changed.
 */
export function withoutRangeWords(document: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const components = document.components as { schemas?: JsonObject } | undefined;
  const schemas = components?.schemas ?? {};
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v);
    if (typeof node.description === 'string') {
      // A parameter's description is about its schema's value.
      const bounds = boundsOf(typeof node.in === 'string' && isObject(node.schema) ? node.schema : node, schemas);
      if (bounds.type === 'number' || bounds.type === 'integer') out.description = withoutRangeWordsIn(node.description, bounds);
    }
    return out;
  };
  return walk(document as Json) as Record<string, unknown>;
}
