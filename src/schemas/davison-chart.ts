import { Type, type Static } from 'typebox';
import { geoLatitude, geoLongitude, isoDateTime, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { houseSystemMember } from './birth-members.js';
import { chartHouseMembers, chartMembers, orbProfileMember, twoBirthsMembers } from './members.js';

/** The Davison and Marks relationship charts (`davisonChart`, `marksChart`; docs/derived-charts.md). */

export const PLACE_MIDPOINTS = ['great-circle', 'coordinates'] as const;

/** @summary The members of a relationship chart's request: two births, houses, orbs, and how the place midpoint is taken. */
export const relationshipChartRequestMembers = () => ({
  ...twoBirthsMembers(),
  houseSystem: houseSystemMember(),
  orbProfile: orbProfileMember('Orb table of the aspects; default modern-western.'),
  placeMidpoint: Type.Optional(oneOf(PLACE_MIDPOINTS,
    'How the midpoint of two places is taken: great-circle (the point halfway along the great circle joining them; default) or coordinates (the mean latitude and the mean longitude, Davison’s own rule).')),
});

/** @summary The members of a relationship chart: the moment and place it is cast for, and the chart there. */
export const relationshipChartMembers = () => ({
  instant: isoDateTime('The UT instant the chart is cast for.'),
  latitude: geoLatitude('Latitude of the place the chart is cast for.'),
  longitude: geoLongitude('Longitude of the place the chart is cast for.'),
  housesAvailable: Type.Boolean({ description: 'False when a birth time is missing (the instant is then between the two noons, and there are no houses).' }),
  ...chartMembers(),
  ...chartHouseMembers(),
});

export const DavisonChartRequest = closedObject('Request for a Davison relationship chart.', relationshipChartRequestMembers());
export type DavisonChartRequest = Static<typeof DavisonChartRequest>;

export const DavisonChart = closedObject(
  'A Davison relationship chart: a chart cast for the midpoint in time of two births and the midpoint of their places.',
  relationshipChartMembers(),
);
export type DavisonChart = Static<typeof DavisonChart>;
