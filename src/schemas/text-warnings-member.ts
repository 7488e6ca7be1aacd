import { Type } from 'typebox';

/**
 * @summary The optional `warnings` member of a record with interpretation text (issue 31): one sentence per family of
 * text that reads in English because the asked locale has no translation of it yet (docs/i18n/README.md). Absent
 * when nothing fell back (always in English).
 */
export const textWarningsMember = () =>
  Type.Optional(Type.Array(Type.String({ minLength: 1 }), {
    description: 'Text that reads in English for want of a translation in `locale`, one sentence per family (Urania extension).',
  }));
