import type { BirthData } from '../schemas/index.js';

/**
 * @summary A person's birth as a relationship report repeats it: date, time, zone and coordinates (a place given
 * by name is read as its coordinates and zone before this).
 * @example birthEcho({ birthDate: '1990-07-15', latitude: 40.7, longitude: -74 }).latitude // 40.7
 */
export function birthEcho(person: BirthData): BirthData {
  return {
    birthDate: person.birthDate,
    ...(person.birthTime === undefined ? {} : { birthTime: person.birthTime }),
    ...(person.latitude === undefined ? {} : { latitude: person.latitude }),
    ...(person.longitude === undefined ? {} : { longitude: person.longitude }),
    ...(person.timezone === undefined ? {} : { timezone: person.timezone }),
    ...(person.calendar === undefined ? {} : { calendar: person.calendar }),
  };
}
