import { wording } from '../errors/error-wording.js';
import { TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { UraniaError } from '../errors/index.js';
import type { Body } from '../schemas/index.js';
import { parseBodyList } from './body-list.js';

/**
 * @summary A technique's `bodies` option (library only, not part of the spec's requests): absent →
 * `TECHNIQUE_BODIES`; else read by the one body-list reader (`parseBodyList`, a bad item named `field[i]`), and it
 * must hold at least one body, each once (a body appears once in a chart). INVALID_ARGUMENT naming `field` or
 * `field[i]`.
 * @example techniqueBodies(undefined).length // 12
 * @example techniqueBodies(['Sun', 'Pluto', 'Sun']) // throws INVALID_ARGUMENT, details.field 'bodies[2]'
 */
export function techniqueBodies(bodies: unknown, field = 'bodies'): readonly Body[] {
  if (bodies === undefined) return TECHNIQUE_BODIES;
  const list = parseBodyList(bodies, field);
  if (list.length === 0) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a non-empty array of bodies`, {
      wording: wording('bodies.nonEmptyArray', { field }),
      field, received: bodies, allowed: 'non-empty array of Body values, each once',
    });
  }
  list.forEach((body, i) => {
    if (list.indexOf(body) !== i) {
      throw new UraniaError('INVALID_ARGUMENT', `${field}[${i}] ${body} is listed twice; each body once`, {
        wording: wording('listedTwice', { field: `${field}[${i}]`, body: String(body) }),
        field: `${field}[${i}]`, received: body, allowed: 'each body at most once',
      });
    }
  });
  return list;
}
