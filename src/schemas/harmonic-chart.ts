import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { integerIn, longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { BirthData } from './birth-data.js';
import { bodyMember, bodyPairMembers, exactnessOrbMember, orbProfileMember, placementMembers } from './members.js';

/** The harmonic chart (`harmonicChart`, `POST /harmonic-chart`; docs/derived-charts.md). */

export const HarmonicChartRequest = closedObject('Request for a harmonic chart.', {
  birth: BirthData,
  harmonic: integerIn(1, 180, 'The harmonic n, 1..180: every longitude is multiplied by n (mod 360); 1 is the natal chart.'),
  orbProfile: orbProfileMember('Orb table of the harmonic chart’s aspects; default modern-western.'),
});
export type HarmonicChartRequest = Static<typeof HarmonicChartRequest>;

export const HarmonicPosition = closedObject('A body in a harmonic chart.', {
  body: bodyMember(),
  natalLongitude: longitudeDeg('The body’s natal (tropical) longitude.'),
  ...placementMembers('Harmonic longitude: n × natal longitude, mod 360.', 'Sign of the harmonic longitude.'),
});
export type HarmonicPosition = Static<typeof HarmonicPosition>;

export const DerivedChartAspect = closedObject('An aspect between two bodies of a derived chart (harmonic, draconic).', {
  ...bodyPairMembers(),
  type: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: exactnessOrbMember(),
});
export type DerivedChartAspect = Static<typeof DerivedChartAspect>;

export const HarmonicChart = closedObject('A harmonic chart: the natal longitudes multiplied by the harmonic.', {
  harmonic: integerIn(1, 180, 'The harmonic n.'),
  positions: Type.Array(HarmonicPosition, { description: 'The bodies at their harmonic longitudes.' }),
  ascendant: Type.Optional(longitudeDeg('Harmonic Ascendant (n × natal Ascendant), with a birth time.')),
  ascendantSign: Type.Optional(oneOf(SIGNS, 'Sign of the harmonic Ascendant.')),
  midheaven: Type.Optional(longitudeDeg('Harmonic Midheaven (n × natal MC), with a birth time.')),
  midheavenSign: Type.Optional(oneOf(SIGNS, 'Sign of the harmonic Midheaven.')),
  aspects: Type.Array(DerivedChartAspect, { description: 'Aspects among the harmonic longitudes.' }),
});
export type HarmonicChart = Static<typeof HarmonicChart>;
