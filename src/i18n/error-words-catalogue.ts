import type { ErrorWordKey } from '../errors/error-wording.js';

/**
 * The sentences of keyed errors in one language (issue 31): an ICU MessageFormat template per key of
 * src/errors/error-wording.ts, each a whole sentence with its field (`{field}`: the machine name, as given). English
 * writes the library's own sentences exactly (a test renders them back); the others say the same in their words,
 * keeping identifiers, formats (`YYYY-MM-DD` in that language's letters) and examples as data.
 */
export type ErrorWords = Readonly<Record<ErrorWordKey, string>>;
