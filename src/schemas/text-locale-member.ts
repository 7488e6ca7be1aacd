import { Type } from 'typebox';
import { oneOf } from './fields.js';
import { LOCALES } from './interpretation.js';

/**
 * @summary The optional `locale` of a query whose record carries text in words (issue 31): the language of that
 * text, default en; a language translated in part reads English there, and the record says so in `warnings`.
 */
export const textLocaleMember = () =>
  Type.Optional(oneOf(LOCALES, 'Language of the text in words (default en); what a language has not translated yet reads English, and the record says so in `warnings`.'));
