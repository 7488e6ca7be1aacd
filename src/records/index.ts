/**
 * The records layer: one function per record kind / endpoint of the spec, each parsing its request once against
 * its schema (`parse`), calling the numeric layers below, and formatting ISO strings once. File names line up with
 * `src/schemas/<name>.ts` and `src/http/routes/<name>.ts` (docs/design.md "Records").
 */
export { parse, validate, describeAllowed, type FieldError } from './parse.js';
