import { Type } from 'typebox';
import { oneOf } from './fields.js';
import { RULER_SCHEMES } from './ruler-scheme.js';

/**
 * @summary The optional `rulers` member of a request: which scheme the sign rulers are read in (default traditional,
 * the library's one default; docs/natal-chart.md "Rulers"). A member builder, not a schema module: not in `all.ts`.
 * @example closedObject('…', { rulers: rulersMember('The chart ruler') })
 */
export const rulersMember = (what: string) =>
  Type.Optional(oneOf(RULER_SCHEMES, `${what} in this rulership scheme (Urania extension): traditional (default; Mars for Scorpio, Saturn for Aquarius, Jupiter for Pisces) or modern (Pluto, Uranus, Neptune).`));
