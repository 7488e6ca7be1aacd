import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_ALIASES, type BodyAlias } from '../records/body-alias.js';

/**
 * `Rahu` and `Ketu` over HTTP (issue 22 #16): wherever a route names bodies (a `Body` value in the body, a
 * comma-separated `bodies` list in the query), the Vedic names of the lunar nodes are taken as the library takes
 * them (src/records/body-alias.ts): aliases of the MEAN nodes, `NorthNodeMean` and `SouthNodeMean`, renamed before
 * validation so the route, its cache key and its answer see the canonical name. A route whose own values include
 * `Rahu` (the Vedic routes, where Rahu and Ketu are grahas and the node may be the true one) is left as it is.
 */

/** A JSON-schema node, as the route definitions give them (TypeBox). */
type SchemaNode = Readonly<Record<string, unknown>>;

const NODE_NAME = 'NorthNodeMean';

/** Whether a schema node is a list of body names: an enum of them, or a string pattern of a comma list of them. */
function namesBodies(node: SchemaNode): 'value' | 'list' | undefined {
  const values = Array.isArray(node.enum)
    ? (node.enum as unknown[])
    : Array.isArray(node.anyOf) && (node.anyOf as SchemaNode[]).every((b) => 'const' in b)
      ? (node.anyOf as SchemaNode[]).map((b) => b.const)
      : undefined;
  if (values !== undefined) return values.includes(NODE_NAME) && !values.includes('Rahu') ? 'value' : undefined;
  if (typeof node.pattern === 'string' && node.pattern.includes(NODE_NAME) && !node.pattern.includes('Rahu'))
    return 'list';
  return undefined;
}

const canonical = (name: unknown): unknown =>
  typeof name === 'string' && Object.hasOwn(BODY_ALIASES, name) ? BODY_ALIASES[name as BodyAlias] : name;

/**
 * @summary A value with `Rahu`/`Ketu` renamed wherever its schema names bodies (members of objects, items of arrays,
 * branches of unions, comma lists of the query); anything else as it was.
 * @example canonicalBodyNames({ type: 'object', properties: { body: { enum: ['Sun', 'NorthNodeMean'] } } }, { body: 'Rahu' }) // { body: 'NorthNodeMean' }
 */
export function canonicalBodyNames(schema: SchemaNode, value: unknown): unknown {
  const kind = namesBodies(schema);
  if (kind === 'value') return canonical(value);
  if (kind === 'list')
    return typeof value === 'string' ? value.split(',').map(canonical).join(',') : value;
  let out = value;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const b of branches as SchemaNode[]) out = canonicalBodyNames(b, out);
  }
  if (Array.isArray(out) && schema.items !== undefined && typeof schema.items === 'object') {
    const items = schema.items as SchemaNode;
    return out.map((v) => canonicalBodyNames(items, v));
  }
  if (out !== null && typeof out === 'object' && !Array.isArray(out) && typeof schema.properties === 'object') {
    const properties = schema.properties as Record<string, SchemaNode>;
    const members = out as Record<string, unknown>;
    for (const name of Object.keys(properties)) {
      if (Object.hasOwn(members, name)) members[name] = canonicalBodyNames(properties[name]!, members[name]);
    }
  }
  return out;
}

/**
 * @summary Whether a route's input takes the aliases: it names bodies somewhere and never lists `Rahu` among its
 * own values (a Vedic route).
 */
export function takesBodyAliases(schema: SchemaNode | undefined): boolean {
  if (schema === undefined) return false;
  const text = JSON.stringify(schema);
  return text.includes(NODE_NAME) && !text.includes('"Rahu"') && !text.includes('|Rahu');
}

/** @summary A Fastify `preValidation` hook renaming `Rahu`/`Ketu` in a route's query (GET) or body (POST). */
export function bodyAliasHook(schema: SchemaNode, part: 'query' | 'body') {
  return async function renameBodyAliases(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const input = part === 'query' ? request.query : request.body;
    if (input === null || typeof input !== 'object') return;
    canonicalBodyNames(schema, input);
  };
}

/** @summary The hooks of a route: one renaming `Rahu`/`Ketu` in its input, if its input names bodies. */
export function bodyAliasHooks(route: { readonly method: 'GET' | 'POST'; readonly querystring?: unknown; readonly body?: unknown }) {
  const schema = (route.method === 'GET' ? route.querystring : route.body) as SchemaNode | undefined;
  return schema !== undefined && takesBodyAliases(schema)
    ? [bodyAliasHook(schema, route.method === 'GET' ? 'query' : 'body')]
    : [];
}
