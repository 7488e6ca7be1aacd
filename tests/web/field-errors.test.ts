import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import { birthFormValues } from '../../src/web/birth-form-values.js';
import { fieldErrors } from '../../src/web/field-errors.js';

const FORM = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: '' };

/** The page's messages for what the library says about the form's fields. */
function messages(fields: Record<string, string>): { field: string | undefined; message: string }[] {
  try {
    natalChart(birthFormValues(fields).request);
  } catch (e) {
    return fieldErrors(e);
  }
  throw new Error('the library accepted the form');
}

describe('fieldErrors: one sentence per form field an error names (issue 22 item 3)', () => {
  it('says a coordinate must be a number between its bounds, in words, whether it is text or too large', () => {
    const latitude = 'Latitude must be a number between −90 and 90 (degrees north; south is negative, for example 40.7128).';
    expect(messages({ ...FORM, latitude: 'north' })).toEqual([{ field: 'latitude', message: latitude }]);
    expect(messages({ ...FORM, latitude: '91' })).toEqual([{ field: 'latitude', message: latitude }]);
    expect(messages({ ...FORM, longitude: '200' })).toEqual([
      { field: 'longitude', message: 'Longitude must be a number between −180 and 180 (degrees east; west is negative, for example -74.006).' },
    ]);
  });

  it('says an empty date or coordinate is required', () => {
    expect(messages({ ...FORM, birthDate: '' })).toEqual([{ field: 'birthDate', message: 'Date of birth is required.' }]);
    expect(messages({ ...FORM, latitude: '' })).toEqual([{ field: 'latitude', message: 'Latitude is required.' }]);
  });

  it('asks for an IANA name when the time zone is not one, and never shows a pattern or a field identifier', () => {
    const [zone] = messages({ ...FORM, timezone: 'New York' });
    expect(zone).toEqual({
      field: 'timezone',
      message: 'Time zone must be an IANA name such as Europe/Paris or America/New_York; leave it empty to find it from the place.',
    });
    for (const fields of [{ timezone: 'New York' }, { timezone: 'Mars/Olympus' }, { birthTime: '25:00', longitude: '200' }, { birthDate: '9999-12-31' }]) {
      for (const { message } of messages({ ...FORM, ...fields })) {
        expect(message, JSON.stringify(fields)).not.toMatch(/[\^\\[\]]|\bbirthDate\b|\btimezone\b|\bbirthTime\b|must be number/);
        expect(message, JSON.stringify(fields)).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it('lists the first field, then every other member of details.errors, the first message of a field winning', () => {
    const e = new UraniaError('INVALID_ARGUMENT', 'birthTime must be HH:MM', {
      field: 'birthTime',
      errors: [
        { field: 'birthTime', message: 'has the wrong format', code: 'INVALID_ARGUMENT' },
        { field: 'longitude', message: 'is above the maximum', code: 'OUT_OF_RANGE' },
        { field: 'longitude', message: 'a second complaint', code: 'INVALID_ARGUMENT' },
      ],
    } as never);
    expect(fieldErrors(e).map((x) => x.field)).toEqual(['birthTime', 'longitude']);
    expect(fieldErrors(e)[0]).toEqual({ field: 'birthTime', message: 'Time of birth must be HH:MM.' });
  });

  it('gives an error without a field of the form, or a foreign error, to the form as a whole', () => {
    expect(fieldErrors(new UraniaError('UNSUPPORTED', 'no'))).toEqual([{ field: undefined, message: 'no' }]);
    expect(fieldErrors(new TypeError('boom'))).toEqual([{ field: undefined, message: 'boom' }]);
    expect(fieldErrors('text')).toEqual([{ field: undefined, message: 'text' }]);
  });
});
