import { Type, type Static } from 'typebox';
import { Aspect } from './core.js';
import { ORB_PROFILES } from './enums.js';
import { dateQueryParam, isoDateTime, timezoneQueryParam } from './fields.js';

/** Aspects at an instant (`src/records/aspects.ts`, `GET /aspects`, `GET /aspects/today`). */

const orbProfile = () => Type.Optional(Type.Enum(ORB_PROFILES, { default: 'modern-western', description: 'Orb profile; default modern-western.' }));

/** What `aspectsAt()` takes: an instant and an orb profile. */
export const AspectsRequest = Type.Object(
  { at: isoDateTime('The instant of the aspects.'), orbProfile: orbProfile() },
  { additionalProperties: false, description: 'Request for the aspects among the bodies at an instant.' },
);
export type AspectsRequest = Static<typeof AspectsRequest>;

/** Query of `GET /aspects`. */
export const AspectsQuery = Type.Object(
  {
    date: Type.Optional(dateQueryParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')),
    timezone: Type.Optional(timezoneQueryParam()),
    orbProfile: orbProfile(),
  },
  { additionalProperties: false, description: 'Query of GET /api/v1/aspects.' },
);
export type AspectsQuery = Static<typeof AspectsQuery>;

/** Query of `GET /aspects/today`. */
export const AspectsTodayQuery = Type.Object({ orbProfile: orbProfile() }, { additionalProperties: false, description: 'Query of GET /api/v1/aspects/today.' });
export type AspectsTodayQuery = Static<typeof AspectsTodayQuery>;

/** Answer of `/aspects` and `/aspects/today`. */
export const AspectsResponse = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant (UT, ISO 8601).' }),
    orbProfile: Type.Enum(ORB_PROFILES, { description: 'The orb profile used.' }),
    aspects: Type.Array(Aspect, { description: 'Every aspect in orb among the bodies, each pair once.' }),
  },
  { additionalProperties: false, description: 'Aspects among the bodies at an instant.' },
);
export type AspectsResponse = Static<typeof AspectsResponse>;
