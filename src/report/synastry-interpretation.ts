import { aspectMatch } from '../aspects/index.js';
import {
  MAJOR_ASPECTS, RELATIONSHIP_TEXT_PLANETS, SYNASTRY_TEXT_POINTS,
  type HouseOverlay, type Locale, type OrbProfile, type SynastryAspectReading, type SynastryInterpretation,
  type SynastryOverlayReading, type SynastryResponse,
} from '../schemas/index.js';
import { synastryAspectFamily, synastryOverlayText, synastryPairText, type SynastryPoint } from '../text/index.js';

type TextPoint = (typeof SYNASTRY_TEXT_POINTS)[number];
type Planet = (typeof RELATIONSHIP_TEXT_PLANETS)[number];

/**
 * The weight of each point in the ranking of a synastry's contacts: the lights and the Ascendant 3, the personal
 * planets 2, Jupiter and Saturn 1, the outer planets and the North Node 0. Urania's own weights, after the common
 * convention of synastry practice that the fast, personal points describe the two people and the slow ones their
 * generation (the same ranking the issue asks for: luminaries, personal planets and angles first).
 */
export const SYNASTRY_POINT_WEIGHTS: Readonly<Record<TextPoint, number>> = {
  Sun: 3, Moon: 3, Ascendant: 3, Mercury: 2, Venus: 2, Mars: 2, Jupiter: 1, Saturn: 1, Uranus: 0, Neptune: 0, Pluto: 0, NorthNode: 0,
};

const isTextPoint = (b: string): b is TextPoint => (SYNASTRY_TEXT_POINTS as readonly string[]).includes(b);
const isPlanet = (b: string): b is Planet => (RELATIONSHIP_TEXT_PLANETS as readonly string[]).includes(b);
const isMajor = (a: string): a is (typeof MAJOR_ASPECTS)[number] => (MAJOR_ASPECTS as readonly string[]).includes(a);
const rank = (p: string) => (SYNASTRY_TEXT_POINTS as readonly string[]).indexOf(p);

/**
 * @summary The weight of a contact: the two points' weights (SYNASTRY_POINT_WEIGHTS) minus half the orb in degrees,
 * so that the lights, the personal planets and the Ascendants come first and, among them, the tight contacts.
 * @example synastryContactWeight('Sun', 'Moon', 2) // 5
 */
export function synastryContactWeight(pointA: TextPoint, pointB: TextPoint, orb: number): number {
  return SYNASTRY_POINT_WEIGHTS[pointA] + SYNASTRY_POINT_WEIGHTS[pointB] - orb / 2;
}

/** What a synastry interpretation reads beside the synastry record: the Ascendants (birth time known) and the orbs. */
export interface SynastryAngles {
  readonly ascendantA?: number;
  readonly ascendantB?: number;
  readonly orbProfile: OrbProfile;
}

/** Strongest first: weight descending, then orb, then the points' order (deterministic). */
function byWeight(x: SynastryAspectReading, y: SynastryAspectReading): number {
  const wx = synastryContactWeight(x.pointA, x.pointB, x.orb);
  const wy = synastryContactWeight(y.pointA, y.pointB, y.orb);
  return wy - wx || x.orb - y.orb || rank(x.pointA) - rank(y.pointA) || rank(x.pointB) - rank(y.pointB);
}

/**
 * @summary The `interpretation` of a synastry: each major inter-aspect between points with synastry text (the
 * record's own, plus each person's points to the other's Ascendant and the two Ascendants, the closest aspect of
 * the orb profile as the inter-aspects take it, when the birth times are known), strongest first (byWeight), each
 * with its pair's text in the aspect's family; and each person's planets in the other's houses with their text.
 * @example synastryInterpretation(s, { orbProfile: 'modern-western' }, 'en').aspects[0].text
 */
export function synastryInterpretation(s: SynastryResponse, angles: SynastryAngles, locale: Locale): SynastryInterpretation {
  const contacts: { pointA: TextPoint; pointB: TextPoint; aspect: string; orb: number }[] = [];
  for (const x of s.interAspects) {
    if (isTextPoint(x.bodyA) && isTextPoint(x.bodyB)) contacts.push({ pointA: x.bodyA, pointB: x.bodyB, aspect: x.aspect, orb: x.orb });
  }
  const toAscendant = (positions: SynastryResponse['personA']['positions'], ascendant: number, aHolds: boolean) => {
    for (const p of positions) {
      if (!isTextPoint(p.body)) continue;
      const m = aspectMatch(p.position.longitude, ascendant, angles.orbProfile, p.body);
      if (m === null) continue;
      contacts.push(aHolds ? { pointA: p.body, pointB: 'Ascendant', aspect: m.type, orb: m.orb } : { pointA: 'Ascendant', pointB: p.body, aspect: m.type, orb: m.orb });
    }
  };
  if (angles.ascendantB !== undefined) toAscendant(s.personA.positions, angles.ascendantB, true);
  if (angles.ascendantA !== undefined) toAscendant(s.personB.positions, angles.ascendantA, false);
  if (angles.ascendantA !== undefined && angles.ascendantB !== undefined) {
    const m = aspectMatch(angles.ascendantA, angles.ascendantB, angles.orbProfile);
    if (m !== null) contacts.push({ pointA: 'Ascendant', pointB: 'Ascendant', aspect: m.type, orb: m.orb });
  }
  const aspects: SynastryAspectReading[] = [];
  for (const c of contacts) {
    const family = synastryAspectFamily(c.aspect as never);
    if (family === null || !isMajor(c.aspect)) continue;
    aspects.push({ ...c, aspect: c.aspect, text: synastryPairText(c.pointA as SynastryPoint, c.pointB as SynastryPoint, family, locale) });
  }
  aspects.sort(byWeight);
  const overlays = (list: readonly HouseOverlay[] | undefined): SynastryOverlayReading[] | undefined =>
    list?.filter((o): o is HouseOverlay & { body: Planet } => isPlanet(o.body))
      .sort((x, y) => rank(x.body) - rank(y.body))
      .map((o) => ({ body: o.body, house: o.house, text: synastryOverlayText(o.body, o.house, locale) }));
  const aToB = overlays(s.houseOverlaysAtoB);
  const bToA = overlays(s.houseOverlaysBtoA);
  return {
    locale,
    aspects,
    ...(aToB === undefined ? {} : { overlaysAtoB: aToB }),
    ...(bToA === undefined ? {} : { overlaysBtoA: bToA }),
  };
}
