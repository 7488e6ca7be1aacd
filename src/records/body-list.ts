import { Type } from 'typebox';
import type { Body } from '../schemas/enums.js';
import { BodyName } from '../schemas/positions.js';
import { canonicalBodyName } from './body-alias.js';
import { parse } from './parse.js';

const BODY_LIST = Type.Array(BodyName);

/**
 * @summary Read a list of bodies against the `Body` schema, member by member, so that a bad member is named
 * `bodies[i]` (the library's field names); the list keeps its order. `Rahu` and `Ketu` are the mean nodes (body-alias.ts). INVALID_ARGUMENT for a non-array or an
 * unknown body.
 * @example parseBodyList(['Sun', 'Nibiru']) // throws INVALID_ARGUMENT, details.field 'bodies[1]'
 */
export function parseBodyList(value: unknown, field = 'bodies'): Body[] {
  if (!Array.isArray(value)) return parse(BODY_LIST, value, field);
  return value.map((item, i) => parse(BodyName, canonicalBodyName(item), `${field}[${i}]`));
}
