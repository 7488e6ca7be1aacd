import { type Static } from 'typebox';
import { score } from './fields.js';
import { closedObject } from './closed-object.js';
import { ayanamsaMember, twoBirthsMembers } from './members.js';

/** Spec "Natal and related records": the ashtakoot score of two births (`ashtakootScore`, `POST /vedic/ashtakoot`). */

export const AshtakootRequest = closedObject('Request for the ashtakoot score of two births, from their sidereal Moons; personA is the groom’s side of the classical tables (varna, vashya, gana), personB the bride’s.', {
  ...twoBirthsMembers(),
  ayanamsa: ayanamsaMember(),
});
export type AshtakootRequest = Static<typeof AshtakootRequest>;

export const AshtakootScore = closedObject('Ashtakoot (eight-fold) compatibility score, 36 points in all.', {
  varna: score(0, 1, 'Varna koota points.'),
  vashya: score(0, 2, 'Vashya koota points.'),
  tara: score(0, 3, 'Tara koota points.'),
  yoni: score(0, 4, 'Yoni koota points.'),
  grahamaitri: score(0, 5, 'Graha maitri koota points.'),
  gana: score(0, 6, 'Gana koota points.'),
  bhakoot: score(0, 7, 'Bhakoot koota points.'),
  nadi: score(0, 8, 'Nadi koota points.'),
  total: score(0, 36, 'Sum of the eight kootas.'),
});
export type AshtakootScore = Static<typeof AshtakootScore>;
