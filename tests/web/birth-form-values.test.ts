import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { birthFormValues } from '../../src/web/birth-form-values.js';
import { fieldErrors } from '../../src/web/field-errors.js';

const FORM = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: '', houseSystem: 'Koch', theme: 'dark' };

/** What the library says about the request the form makes of `fields`: the fields its errors name. */
function namedFields(fields: Record<string, string>): (string | undefined)[] {
  try {
    natalChart(birthFormValues(fields).request);
    return [];
  } catch (e) {
    return fieldErrors(e).map((x) => x.field);
  }
}

describe('birthFormValues: the birth form as a natal-chart request', () => {
  it('turns the fields into the request, numbers as numbers, empty optional fields left out', () => {
    expect(birthFormValues(FORM)).toEqual({
      request: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Koch' },
      theme: 'dark',
    });
    expect(birthFormValues({ ...FORM, birthTime: '  ', theme: 'sepia' })).toEqual({
      request: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006, houseSystem: 'Koch' },
      theme: 'light',
    });
    expect(birthFormValues({ ...FORM, latitude: '-33,87', timezone: ' Australia/Sydney ' }).request).toMatchObject({ latitude: -33.87, timezone: 'Australia/Sydney' });
  });

  it('passes text that is not a number on to the library, so its own message names the field', () => {
    expect(birthFormValues({ ...FORM, latitude: 'north' }).request.latitude).toBe('north');
    expect(namedFields({ ...FORM, latitude: 'north' })).toEqual(['latitude']);
    expect(namedFields({ ...FORM, latitude: '' })).toEqual(['latitude']);
    expect(namedFields({ ...FORM, longitude: '1e3' })).toEqual(['longitude']);
    expect(namedFields({ ...FORM, birthDate: '' })).toEqual(['birthDate']);
    expect(namedFields({ ...FORM, timezone: 'Mars/Olympus' })).toEqual(['timezone']);
    expect(namedFields({ ...FORM, birthTime: '25:00', longitude: '200' })).toEqual(['birthTime', 'longitude']);
  });

  it('yields a chart or errors naming form fields — never anything else — whatever is typed (property)', () => {
    const names = new Set(['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone', 'houseSystem']);
    const typed = fc.oneof(fc.string({ maxLength: 12 }), fc.double({ min: -300, max: 300, noNaN: true }).map(String), fc.constant(''));
    fc.assert(
      fc.property(typed, typed, typed, (latitude, longitude, birthTime) => {
        for (const field of namedFields({ ...FORM, latitude, longitude, birthTime })) expect(names.has(field ?? '')).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
