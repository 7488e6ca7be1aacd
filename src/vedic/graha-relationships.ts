import type { VEDIC_GRAHAS } from '../schemas/record-enums.js';

/** One of the nine grahas. */
export type Graha = (typeof VEDIC_GRAHAS)[number];

/** The seven grahas with bodies (the nodes excluded). */
export type BodiedGraha = Exclude<Graha, 'Rahu' | 'Ketu'>;

/** Natural (naisargika) relationship of one graha to another. */
export type NaturalRelationship = 'friend' | 'neutral' | 'enemy';

/**
 * Naisargika maitri — the natural friendships of the seven grahas, BPHS ch. 3 (Graha guna svarupa), the
 * friends, neutrals and enemies of each planet (the same table as Varahamihira, Brihat Jataka II.15–16).
 * Not symmetric: the Moon has no enemies, yet Mercury counts the Moon an enemy.
 */
export const NATURAL_RELATIONSHIPS: Readonly<Record<BodiedGraha, Readonly<Record<'friend' | 'neutral' | 'enemy', readonly BodiedGraha[]>>>> = {
  Sun: { friend: ['Moon', 'Mars', 'Jupiter'], neutral: ['Mercury'], enemy: ['Venus', 'Saturn'] },
  Moon: { friend: ['Sun', 'Mercury'], neutral: ['Mars', 'Jupiter', 'Venus', 'Saturn'], enemy: [] },
  Mars: { friend: ['Sun', 'Moon', 'Jupiter'], neutral: ['Venus', 'Saturn'], enemy: ['Mercury'] },
  Mercury: { friend: ['Sun', 'Venus'], neutral: ['Mars', 'Jupiter', 'Saturn'], enemy: ['Moon'] },
  Jupiter: { friend: ['Sun', 'Moon', 'Mars'], neutral: ['Saturn'], enemy: ['Mercury', 'Venus'] },
  Venus: { friend: ['Mercury', 'Saturn'], neutral: ['Mars', 'Jupiter'], enemy: ['Sun', 'Moon'] },
  Saturn: { friend: ['Mercury', 'Venus'], neutral: ['Jupiter'], enemy: ['Sun', 'Moon', 'Mars'] },
};

/**
 * The nodes have no row in BPHS's table. Urania follows the traditional maxim "Shanivad Rahu, Kujavad Ketu"
 * (Rahu acts like Saturn, Ketu like Mars): a node's relationships are its proxy's, and relationships toward a
 * node are those toward its proxy (docs/vedic.md).
 */
export const NODE_PROXIES: Readonly<Record<'Rahu' | 'Ketu', BodiedGraha>> = { Rahu: 'Saturn', Ketu: 'Mars' };

function proxy(graha: Graha): BodiedGraha {
  return graha === 'Rahu' || graha === 'Ketu' ? NODE_PROXIES[graha] : graha;
}

/**
 * @summary Natural relationship of graha `from` toward graha `to` (BPHS ch. 3), with the nodes through their
 * proxies (Rahu ~ Saturn, Ketu ~ Mars). A graha toward itself or its own proxy (Saturn toward Rahu) is a friend.
 * @example naturalRelationship('Sun', 'Saturn') // 'enemy'
 * @example naturalRelationship('Moon', 'Saturn') // 'neutral'
 */
export function naturalRelationship(from: Graha, to: Graha): NaturalRelationship {
  const a = proxy(from);
  const b = proxy(to);
  if (a === b) return 'friend';
  const row = NATURAL_RELATIONSHIPS[a];
  if (row.friend.includes(b)) return 'friend';
  if (row.enemy.includes(b)) return 'enemy';
  return 'neutral';
}
