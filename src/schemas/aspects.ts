import { Type, type Static } from 'typebox';
import { Aspect } from './core.js';
import { ORB_PROFILES } from './enums.js';
import { isoDateTime } from './fields.js';
import { closedObject } from './closed-object.js';
import { answerInstantMember, instantQueryMembers } from './members.js';

/** Aspects at an instant (`src/records/aspects.ts`, `GET /aspects`, `GET /aspects/today`). */

const orbProfile = () => Type.Optional(Type.Enum(ORB_PROFILES, { default: 'modern-western', description: 'Orb profile; default modern-western.' }));

/** What `aspectsAt()` takes: an instant and an orb profile. */
export const AspectsRequest = closedObject('Request for the aspects among the bodies at an instant.', {
  at: isoDateTime('The instant of the aspects.'),
  orbProfile: orbProfile(),
});
export type AspectsRequest = Static<typeof AspectsRequest>;

/** Query of `GET /aspects`. */
export const AspectsQuery = closedObject('Query of GET /api/v1/aspects.', {
  ...instantQueryMembers(),
  orbProfile: orbProfile(),
});
export type AspectsQuery = Static<typeof AspectsQuery>;

/** Query of `GET /aspects/today`. */
export const AspectsTodayQuery = closedObject('Query of GET /api/v1/aspects/today.', { orbProfile: orbProfile() });
export type AspectsTodayQuery = Static<typeof AspectsTodayQuery>;

/** Answer of `/aspects` and `/aspects/today`. */
export const AspectsResponse = closedObject('Aspects among the bodies at an instant.', {
  at: answerInstantMember(),
  orbProfile: Type.Enum(ORB_PROFILES, { description: 'The orb profile used.' }),
  aspects: Type.Array(Aspect, { description: 'Every aspect in orb among the bodies, each pair once.' }),
});
export type AspectsResponse = Static<typeof AspectsResponse>;
