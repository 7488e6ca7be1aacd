import { Type } from 'typebox';
import { oneOf, text } from './fields.js';
import { LOCALES } from './interpretation.js';
import { textWarningsMember } from './text-warnings-member.js';

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

/** @summary The optional `locale` of a horoscope query: the language of its `narrative` (issue 31; default en). */
export const narrativeLocale = () =>
  Type.Optional(oneOf(LOCALES, 'Language of the `narrative` (default en); a language whose horoscope text is translated in part reads English there, and the record says so in `warnings`.'));

/** @summary The optional `warnings` member of a horoscope record: the narrative's text that fell back to English. */
export const narrativeWarningsMember = () => textWarningsMember();
