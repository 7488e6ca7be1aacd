import { Type, type Static } from 'typebox';
import { oneOf, score } from './fields.js';
import { closedObject } from './closed-object.js';
import { ayanamsaMember, twoBirthsMembers } from './members.js';

/** Spec "Natal and related records": the ashtakoot score of two births (`ashtakootScore`, `POST /vedic/ashtakoot`). */

/**
 * Documented variants of the ashtakoot tables (docs/vedic.md "Ashtakoot variants"); the first of each is Urania's
 * default (unchanged).
 */
export const ASHTAKOOT_VARIANT_NAMES = {
  varna: ['air-shudra', 'air-vaishya'],
  vashya: ['groom-rows', 'bride-rows'],
  tara: ['both-directions', 'from-bride'],
  yoni: ['horse-deer-friendly', 'horse-deer-neutral'],
  gana: ['groom-rows', 'bride-rows'],
} as const;

export const AshtakootVariants = closedObject('Named variants of the ashtakoot tables; each member defaults to Urania\'s table (the first value).', {
  varna: Type.Optional(oneOf(ASHTAKOOT_VARIANT_NAMES.varna, 'air-shudra: earth signs Vaishya, air signs Shudra (default); air-vaishya: the two swapped, as some regional tables give them.')),
  vashya: Type.Optional(oneOf(ASHTAKOOT_VARIANT_NAMES.vashya, 'groom-rows: the table read with the groom\'s group as the row (default); bride-rows: with the bride\'s.')),
  tara: Type.Optional(oneOf(ASHTAKOOT_VARIANT_NAMES.tara, 'both-directions: 1½ points for each auspicious count, groom to bride and bride to groom (default); from-bride: 3 points when the count from the bride\'s star to the groom\'s is auspicious, else 0.')),
  yoni: Type.Optional(oneOf(ASHTAKOOT_VARIANT_NAMES.yoni, 'horse-deer-friendly: Horse with Deer 3 points (default); horse-deer-neutral: 2.')),
  gana: Type.Optional(oneOf(ASHTAKOOT_VARIANT_NAMES.gana, 'groom-rows: the table read with the groom\'s gana as the row (default); bride-rows: with the bride\'s.')),
});
export type AshtakootVariants = Static<typeof AshtakootVariants>;

export const AshtakootRequest = closedObject('Request for the ashtakoot score of two births, from their sidereal Moons; personA is the groom’s side of the classical tables (varna, vashya, gana), personB the bride’s.', {
  ...twoBirthsMembers(),
  ayanamsa: ayanamsaMember(),
  variants: Type.Optional(AshtakootVariants),
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
