import { Type, type Static } from 'typebox';
import { ELECTIONAL_ACTIVITIES, MOON_PHASES, SIGNS } from './enums.js';
import { geoLatitude, geoLongitude, isoDate, isoDateOrDateTime, isoDateTime, oneOf, text } from './fields.js';
import { CHALDEAN_PLANETS, FACTOR_IMPACTS } from './record-enums.js';

/**
 * Electional windows (`POST /electional`, `electionalWindows`): request, response and windows.
 */

export const ElectionalRequest = Type.Object(
  {
    activity: oneOf(ELECTIONAL_ACTIVITIES, 'Activity an election is sought for.'),
    startDate: isoDateOrDateTime('Start of the range searched (a date is its 00:00 UT).'),
    endDate: isoDateOrDateTime('End of the range searched, at most 366 days after the start.'),
    latitude: geoLatitude('Latitude of the place.'),
    longitude: geoLongitude('Longitude of the place.'),
    topN: Type.Optional(Type.Integer({
      minimum: 1, maximum: 20, default: 5, description: 'How many best and worst windows to return. Integer, 1 to 20; default 5.',
    })),
  },
  { additionalProperties: false, description: 'Request for electional windows.' },
);
export type ElectionalRequest = Static<typeof ElectionalRequest>;

/** Named by Urania: an item of TimeWindow's `factors`. */
export const ElectionalFactor = Type.Object(
  {
    factor: text('Name of the factor.'),
    impact: oneOf(FACTOR_IMPACTS, 'Effect of the factor on the score.'),
    description: text('The factor in words.'),
  },
  { additionalProperties: false, description: 'A factor that scored a window.' },
);
export type ElectionalFactor = Static<typeof ElectionalFactor>;

export const TimeWindow = Type.Object(
  {
    date: isoDate('Date of the window’s start (UT).'),
    startTime: isoDateTime('Start of the window (UT).'),
    endTime: isoDateTime('End of the window (UT).'),
    score: Type.Number({ description: 'Score of the window for the activity; higher is better (scale in docs).' }),
    moonSign: oneOf(SIGNS, 'Sign of the Moon.'),
    moonPhase: oneOf(MOON_PHASES, 'Named lunar phase.'),
    planetaryHour: oneOf(CHALDEAN_PLANETS, 'Ruler of the planetary hour.'),
    isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course.' }),
    factors: Type.Array(ElectionalFactor, { description: 'Factors that scored the window.' }),
  },
  { additionalProperties: false, description: 'A scored time window.' },
);
export type TimeWindow = Static<typeof TimeWindow>;

/** Named by Urania: ElectionalResponse's inline `dateRange`. */
export const DateRange = Type.Object(
  {
    start: isoDateOrDateTime('Start of the range searched.'),
    end: isoDateOrDateTime('End of the range searched.'),
  },
  { additionalProperties: false, description: 'A range of dates.' },
);
export type DateRange = Static<typeof DateRange>;

export const ElectionalResponse = Type.Object(
  {
    activity: oneOf(ELECTIONAL_ACTIVITIES, 'Activity (echoed).'),
    dateRange: DateRange,
    bestWindows: Type.Array(TimeWindow, { maxItems: 20, description: 'Best windows, best first.' }),
    worstWindows: Type.Array(TimeWindow, { maxItems: 20, description: 'Worst windows, worst first.' }),
  },
  { additionalProperties: false, description: 'Best and worst windows for an activity.' },
);
export type ElectionalResponse = Static<typeof ElectionalResponse>;
