import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { fieldErrors } from '../../src/web/field-errors.js';

describe('fieldErrors: one message per field an error names', () => {
  it('lists the first field with the error\'s message, then every other member of details.errors', () => {
    const e = new UraniaError('INVALID_ARGUMENT', 'birthTime must be HH:MM', {
      field: 'birthTime',
      errors: [
        { field: 'birthTime', message: 'has the wrong format', allowed: 'HH:MM' },
        { field: 'longitude', message: 'is above the maximum', allowed: '-180..180' },
        { field: 'longitude', message: 'a second complaint' },
      ],
    } as never);
    expect(fieldErrors(e)).toEqual([
      { field: 'birthTime', message: 'birthTime must be HH:MM' },
      { field: 'longitude', message: 'longitude is above the maximum (allowed: -180..180)' },
    ]);
  });

  it('gives an error without a field, or a foreign error, to the form as a whole', () => {
    expect(fieldErrors(new UraniaError('UNSUPPORTED', 'no'))).toEqual([{ field: undefined, message: 'no' }]);
    expect(fieldErrors(new TypeError('boom'))).toEqual([{ field: undefined, message: 'boom' }]);
    expect(fieldErrors('text')).toEqual([{ field: undefined, message: 'text' }]);
  });
});
