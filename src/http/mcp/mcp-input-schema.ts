import type { TSchema } from 'typebox';
import type { RouteDefinition } from '../route-definition.js';

/** A JSON Schema as plain data (TypeBox's own symbols dropped). */
export type JsonSchemaObject = { type: 'object' } & Record<string, unknown>;

/**
 * @summary A route's input as one MCP tool input schema (a JSON Schema object, MCP 2025-06-18 "Tool"): the body
 * schema of a POST route, or the query schema of a GET route with its path parameters merged in. The schema is the
 * route's own (src/schemas is the single source of truth); a top-level union (a birth given by place or by
 * coordinates) stays a union under `type: 'object'`, as the protocol asks for an object at the top.
 * @example mcpInputSchema(NATAL_CHART_ROUTE).type // 'object'
 */
export function mcpInputSchema(route: RouteDefinition): JsonSchemaObject {
  const plain = (schema: TSchema | undefined): Record<string, unknown> => (schema === undefined ? {} : (JSON.parse(JSON.stringify(schema)) as Record<string, unknown>));
  if (route.method === 'POST') {
    const body = plain(route.body);
    return body.type === 'object' ? (body as JsonSchemaObject) : { ...body, type: 'object' };
  }
  const query = plain(route.querystring);
  const params = plain(route.params);
  const properties = { ...(query.properties as object | undefined), ...(params.properties as object | undefined) };
  const required = [...((query.required as string[] | undefined) ?? []), ...((params.required as string[] | undefined) ?? [])];
  return {
    ...query,
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
