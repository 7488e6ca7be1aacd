import { UraniaError } from '../errors/index.js';
import { natalChartInput, type NatalChartInput } from './natal-chart-input.js';
import { prefixed, requireRequestMembers } from './request-members.js';

/** The members of the spec's birth data (`BirthData`: a synastry person, the `birth` of the other techniques). */
export const BIRTH_DATA_MEMBERS = ['birthDate', 'birthTime', 'latitude', 'longitude', 'timezone'] as const;

/**
 * @summary Validate one person's birth data (`BirthData`) and resolve the local birth time to an Instant, with every
 * error naming the member under `field` (`personA.birthDate`, `birth.latitude`).
 *
 * The same rules as the natal chart (`natalChartInput`): local wall-clock time at the birth place, in `timezone`
 * when given, else the zone at the coordinates; without `birthTime` the instant is local noon and the techniques
 * that need the time (houses, angles) leave them out.
 * @example birthDataInput({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 }, 'birth').civil.instant.jdUt
 * // 2448088.2708…
 */
export function birthDataInput(birth: unknown, field: string): NatalChartInput {
  const record = requireRequestMembers(birth, BIRTH_DATA_MEMBERS, ['birthDate', 'latitude', 'longitude'], field, 'birth data');
  try {
    return natalChartInput(record as unknown as Parameters<typeof natalChartInput>[0]);
  } catch (error) {
    throw error instanceof UraniaError ? prefixed(error, field) : error;
  }
}
