import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { BirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { bodyMember, orbProfileMember, placementMembers } from './members.js';
import { DerivedChartAspect } from './harmonic-chart.js';

/** The draconic chart (`draconicChart`, `POST /draconic-chart`; docs/derived-charts.md). */

export const DRACONIC_NODES = ['true', 'mean'] as const;

export const DraconicChartRequest = closedObject('Request for a draconic chart.', {
  birth: BirthData,
  node: Type.Optional(oneOf(DRACONIC_NODES, 'The Moon’s North Node put at 0° Aries: true (osculating) or mean; default true.')),
  houseSystem: houseSystemMember(),
  orbProfile: orbProfileMember('Orb table of the aspects; default modern-western.'),
});
export type DraconicChartRequest = Static<typeof DraconicChartRequest>;

export const DraconicPosition = closedObject('A body in a draconic chart.', {
  body: bodyMember(),
  tropicalLongitude: longitudeDeg('The body’s tropical longitude.'),
  ...placementMembers('Draconic longitude: tropical longitude minus the North Node’s, mod 360.', 'Draconic sign.'),
});
export type DraconicPosition = Static<typeof DraconicPosition>;

export const DraconicChart = closedObject('A draconic chart: the zodiac counted from the Moon’s North Node.', {
  node: oneOf(DRACONIC_NODES, 'The node used.'),
  nodeLongitude: longitudeDeg('Tropical longitude of that North Node (the draconic 0° Aries).'),
  positions: Type.Array(DraconicPosition, { description: 'The bodies in the draconic zodiac (the node used at 0° Aries).' }),
  houses: Type.Optional(Type.Array(longitudeDeg('Draconic longitude of a cusp.'), {
    minItems: 12, maxItems: 12, description: 'The twelve cusps (houses 1..12) in the draconic zodiac, with a birth time.',
  })),
  ascendant: Type.Optional(longitudeDeg('Draconic Ascendant, with a birth time.')),
  ascendantSign: Type.Optional(oneOf(SIGNS, 'Draconic sign of the Ascendant.')),
  midheaven: Type.Optional(longitudeDeg('Draconic Midheaven, with a birth time.')),
  midheavenSign: Type.Optional(oneOf(SIGNS, 'Draconic sign of the Midheaven.')),
  aspects: Type.Array(DerivedChartAspect, { description: 'Aspects among the bodies (the same as the natal chart’s: a rotation keeps every angle).' }),
});
export type DraconicChart = Static<typeof DraconicChart>;
