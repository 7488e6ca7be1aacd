import { isUraniaError, UraniaError } from '../errors/index.js';

/** The error with its field renamed by `rename` (message and details alike), or as it was. */
function renamed(error: unknown, rename: (field: string) => string): unknown {
  if (!isUraniaError(error) || typeof error.details.field !== 'string') return error;
  const field = error.details.field;
  const target = rename(field);
  if (target === field) return error;
  const message = error.message.startsWith(field)
    ? `${target}${error.message.slice(field.length)}`
    : `${target}: ${error.message}`;
  return new UraniaError(error.code, message, { ...error.details, field: target });
}

/**
 * @summary Run `compute` and rename the member a `UraniaError` names to sit under `prefix`
 * (`birthDate` → `personA.birthDate`), so that a request's nested birth is named as the client sent it.
 * @example underMember('personA', () => natalChart(request.personA))
 */
export function underMember<T>(prefix: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw renamed(error, (field) => `${prefix}.${field}`);
  }
}

/**
 * @summary Run `compute` and rename a `UraniaError`'s member from under `from` to under `to`
 * (`options.fixedStars[0]` → `wheel.fixedStars[0]`): the library's argument name becomes the request's member.
 * @example asMember('options', 'wheel', () => natalWheel(chart, request.wheel))
 */
export function asMember<T>(from: string, to: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw renamed(error, (field) =>
      field === from || field.startsWith(`${from}.`) || field.startsWith(`${from}[`)
        ? `${to}${field.slice(from.length)}`
        : field,
    );
  }
}
