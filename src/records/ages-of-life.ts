import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { AGES_OF_LIFE_TABLE } from '../charts/time-lords/ages-of-life.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { AgesOfLifeRequest, type AgesOfLife } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';

/**
 * @summary Ptolemy's seven ages of life and their planets (Tetrabiblos IV.10; `AGES_OF_LIFE_TABLE`): the Moon to 4,
 * Mercury to 14, Venus to 22, the Sun to 41, Mars to 56, Jupiter to 68, Saturn to the end of life, with their dates
 * (tropical years from the birth instant; noon when the birth time is unknown). No birth time is needed.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, `birth.latitude`, …).
 * @example agesOfLife({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } }).periods[3].lord // 'Sun'
 */
export function agesOfLife(request: AgesOfLifeRequest): AgesOfLife {
  refuseExtraArguments(arguments.length, 1, 'agesOfLife(request)', "agesOfLife({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(AgesOfLifeRequest, request);
  const { birth, birthDate } = birthMoment(r.birth, 'birth');
  const date = (age: number) => isoString(birth.at.jdUt + age * TROPICAL_YEAR_DAYS, 'second');
  return {
    birthDate,
    periods: AGES_OF_LIFE_TABLE.map((a) => ({
      lord: a.lord,
      age: a.age,
      startAge: a.startAge,
      ...(a.endAge === undefined ? {} : { endAge: a.endAge }),
      startDate: date(a.startAge),
      ...(a.endAge === undefined ? {} : { endDate: date(a.endAge) }),
    })),
    ...placeEcho(request),
  };
}
