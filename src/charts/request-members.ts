import { UraniaError } from '../errors/index.js';

/**
 * @summary Check that a request is a plain object whose members are all among `members`, and that the `required`
 * ones are present. Throws a `UraniaError` naming the offending member as a dotted path under `prefix`
 * (`personA.birthDate`, `birth.unexpectedMember`): INVALID_ARGUMENT for a non-object or an unknown member,
 * MISSING_ARGUMENT for an absent required member (or an absent request when `prefix` names a member).
 * @example requireRequestMembers({ at: '2024-01-01' }, ['at'], ['at'], '', 'declinations request')
 */
export function requireRequestMembers(
  request: unknown,
  members: readonly string[],
  required: readonly string[],
  prefix: string,
  what: string,
): Record<string, unknown> {
  const field = prefix === '' ? 'request' : prefix;
  if (request === undefined || request === null) {
    throw new UraniaError('MISSING_ARGUMENT', `${field} is required: ${what} { ${members.join(', ')} }`, {
      field, received: request, allowed: `an object with members ${members.join(', ')}`,
    });
  }
  if (typeof request !== 'object' || Array.isArray(request)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be ${what} { ${members.join(', ')} }`, {
      field, received: request, allowed: `an object with members ${members.join(', ')}`,
    });
  }
  const path = (key: string): string => (prefix === '' ? key : `${prefix}.${key}`);
  const record = request as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!members.includes(key)) {
      throw new UraniaError('INVALID_ARGUMENT', `${path(key)} is not a member of ${what}`, {
        field: path(key), received: record[key], allowed: `members: ${members.join(', ')}`,
      });
    }
  }
  for (const key of required) {
    if (record[key] === undefined) {
      throw new UraniaError('MISSING_ARGUMENT', `${path(key)} is required`, { field: path(key), allowed: `${what} member ${key}` });
    }
  }
  return record;
}

/**
 * @summary The same error with its field (and the field's name at the start of its message) placed under a prefix:
 * `birthDate` becomes `personA.birthDate`.
 * @example prefixed(new UraniaError('OUT_OF_RANGE', 'latitude must be …', { field: 'latitude' }), 'personB').details.field
 * // 'personB.latitude'
 */
export function prefixed(error: UraniaError, prefix: string): UraniaError {
  const field = typeof error.details.field === 'string' ? error.details.field : undefined;
  if (field === undefined || prefix === '') return error;
  const target = `${prefix}.${field}`;
  const message = error.message.startsWith(field) ? `${target}${error.message.slice(field.length)}` : `${prefix}: ${error.message}`;
  return new UraniaError(error.code, message, { ...error.details, field: target });
}
