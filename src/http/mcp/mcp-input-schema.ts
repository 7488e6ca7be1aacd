import type { TSchema } from 'typebox';
import { LABEL_LOCALES } from '../../schemas/label-locale.js';
import type { RouteDefinition } from '../route-definition.js';

/** A JSON Schema as plain data (TypeBox's own symbols dropped). */
export type JsonSchemaObject = { type: 'object' } & Record<string, unknown>;

/**
 * The `lang` argument every tool takes (issue 31): the language of the answer, sent to the route as `?lang=`
 * (route-invoker.ts), described for a model.
 */
export const MCP_LANG_ARGUMENT = {
  type: 'string',
  enum: [...LABEL_LOCALES],
  description:
    'Language of the answer (BCP 47 tag), default en: the language the person writes in. Sign, planet, aspect and house names, labels and the text summary are in all ten; the written readings (reports, horoscopes, interpretations) in en, es, pt-BR, fr and de. In it, hi, ru, tr and zh-Hans the readings stay English and the answer\'s warnings say so.',
} as const;

/**
 * @summary A route's input as one MCP tool input schema (a JSON Schema object, MCP 2025-06-18 "Tool"): the body
 * schema of a POST route, or the query schema of a GET route with its path parameters merged in. The schema is the
 * route's own (src/schemas is the single source of truth); a top-level union (a birth given by place or by
 * coordinates) stays a union under `type: 'object'`, as the protocol asks for an object at the top. Every tool also
 * takes `lang` (`MCP_LANG_ARGUMENT`), which is not the route's own input: the invoker sends it as `?lang=`.
 * @example mcpInputSchema(NATAL_CHART_ROUTE).type // 'object'
 */
export function mcpInputSchema(route: RouteDefinition): JsonSchemaObject {
  const plain = (schema: TSchema | undefined): Record<string, unknown> => (schema === undefined ? {} : (JSON.parse(JSON.stringify(schema)) as Record<string, unknown>));
  if (route.method === 'POST') {
    const body = plain(route.body);
    return { ...body, type: 'object', properties: { ...(body.properties as object | undefined), lang: MCP_LANG_ARGUMENT } };
  }
  const query = plain(route.querystring);
  const params = plain(route.params);
  const properties = { ...(query.properties as object | undefined), ...(params.properties as object | undefined), lang: MCP_LANG_ARGUMENT };
  const required = [...((query.required as string[] | undefined) ?? []), ...((params.required as string[] | undefined) ?? [])];
  return {
    ...query,
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
