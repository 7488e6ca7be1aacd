import { natalChartParts } from '../charts/builders/natal-chart-parts.js';
import type { ResolvedBirth } from '../charts/builders/resolved-birth.js';
import type { DavisonChart, OrbProfile, TwelveHouseSystem } from '../schemas/index.js';
import { isoString } from '../time/index.js';

/**
 * @summary The chart of a relationship chart's birth (a Davison or Marks chart): the natal chart parts cast for that
 * instant and place (`natalChartParts`: every body the natal chart places, their aspects; houses and angles when the
 * time is known), with the instant, the place and `housesAvailable`.
 * @example relationshipChart(midpointBirth(a, b, 'great-circle'), 'Placidus', 'modern-western').positions[0].body // 'Sun'
 */
export function relationshipChart(birth: ResolvedBirth, houseSystem: TwelveHouseSystem, orbProfile: OrbProfile): DavisonChart {
  const { parts } = natalChartParts(birth, houseSystem, orbProfile);
  const houses = parts.houses === undefined
    ? {}
    : {
        houses: parts.houses,
        ascendant: parts.ascendant!,
        ascendantSign: parts.ascendantSign!,
        midheaven: parts.midheaven!,
        midheavenSign: parts.midheavenSign!,
      };
  return {
    instant: isoString(birth.at.jdUt),
    latitude: birth.latitude,
    longitude: birth.longitude,
    housesAvailable: birth.timeKnown,
    positions: parts.positions,
    aspects: parts.aspects,
    ...houses,
  };
}
