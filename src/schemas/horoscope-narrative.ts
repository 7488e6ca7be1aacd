import { Type } from 'typebox';
import { text } from './fields.js';

/**
 * The readable narrative of the horoscope records (issue 12; docs/horoscopes.md "Narrative"): the record member and the
 * query switch. Urania extensions, additive: a spec client ignores the member. Not a schema module of its own (no
 * record here), so not listed in `all.ts`.
 */

/** @summary The optional `narrative` member of a horoscope record. */
export const narrativeMember = (span: string) =>
  Type.Optional(text(
    `A readable horoscope of ${span} from this record's data only (docs/horoscopes.md). Urania extension; off with \`narrative: false\`.`,
  ));

/** @summary The optional `narrative` switch of a horoscope query (default true). */
export const narrativeFlag = () =>
  Type.Optional(Type.Boolean({ description: 'Compose the readable `narrative` member (default true; false leaves it out). Urania extension.' }));
