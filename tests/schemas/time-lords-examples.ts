/**
 * Hand-written valid examples of the time-lord records (issue 29: firdaria, decennials, ages of life, the lords at an
 * instant) and of primary directions, written from their schema descriptions (not generated), optional members filled.
 */
import type * as S from '../../src/schemas/types.js';

const birth: S.TimedBirthData = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

const FirdariaRequest: S.FirdariaRequest = { birth, variant: 'bonatti' };
const FirdariaPeriod: S.FirdariaPeriod = {
  lord: 'Sun', subLord: 'Venus', level: 2, startDate: '1991-12-19T13:05:22Z', endDate: '1993-05-24T07:40:43Z', startAge: 1.43, endAge: 2.86,
};
const Firdaria: S.Firdaria = { birthDate: '1990-07-15', sect: 'day', variant: 'abuMashar', periods: [FirdariaPeriod] };
const DecennialsRequest: S.DecennialsRequest = { birth };
const DecennialPeriod: S.DecennialPeriod = {
  lord: 'Sun', subLord: 'Mercury', level: 2, months: 20, startDate: '1992-02-05T18:30:00Z', endDate: '1993-09-27T18:30:00Z',
};
const Decennials: S.Decennials = {
  birthDate: '1990-07-15', sect: 'day', order: ['Sun', 'Mercury', 'Saturn', 'Moon', 'Mars', 'Venus', 'Jupiter'], periods: [DecennialPeriod],
};
const AgesOfLifeRequest: S.AgesOfLifeRequest = { birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } };
const AgeOfLifePeriod: S.AgeOfLifePeriod = {
  lord: 'Sun', age: 'youngManhood', startAge: 22, endAge: 41, startDate: '2012-07-15T02:22:35Z', endDate: '2031-07-15T16:48:54Z',
};
const AgesOfLife: S.AgesOfLife = { birthDate: '1990-07-15', periods: [AgeOfLifePeriod] };
const TimeLordsAtRequest: S.TimeLordsAtRequest = { birth, at: '2024-07-15', variant: 'abuMashar' };
const TimeLordsAt: S.TimeLordsAt = {
  at: '2024-07-15T00:00:00Z', ageYears: 34, sect: 'day',
  firdaria: { lord: 'Moon', subLord: 'Jupiter', startDate: '2024-02-09T11:21:01Z', endDate: '2025-05-24T01:40:50Z' },
  decennial: { lord: 'Moon', subLord: 'Mars', startDate: '2024-05-17T18:30:00Z', endDate: '2025-08-10T18:30:00Z' },
  ageOfLife: { lord: 'Sun', age: 'youngManhood' },
};

const PrimaryDirectionsRequest: S.PrimaryDirectionsRequest = {
  birth, method: 'regiomontanus', motion: 'zodiacal', withLatitude: true, key: 'naibod', promissors: ['Mars'], significators: ['Ascendant'],
  aspects: ['square'], directions: ['direct'], from: '2000-01-01', to: '2030-01-01',
};
const PrimaryDirection: S.PrimaryDirection = {
  promissor: 'Mars', significator: 'Ascendant', aspect: 'square', angle: -90, direction: 'direct', arc: 12.5, ageYears: 12.68, date: '2003-03-20T10:00:00Z',
};
const PrimaryDirections: S.PrimaryDirections = {
  birthDate: '1990-07-15', method: 'placidus', motion: 'zodiacal', withLatitude: false, key: 'naibod', ramc: 136.84, directions: [PrimaryDirection],
};

export const TIME_LORD_EXAMPLES = {
  PrimaryDirectionsRequest, PrimaryDirection, PrimaryDirections,
  FirdariaRequest, FirdariaPeriod, Firdaria, DecennialsRequest, DecennialPeriod, Decennials, AgesOfLifeRequest, AgeOfLifePeriod,
  AgesOfLife, TimeLordsAtRequest, TimeLordsAt,
};
