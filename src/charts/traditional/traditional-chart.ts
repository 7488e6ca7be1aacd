import type { Body, PlanetaryPosition } from '../../schemas/index.js';

/**
 * The few facts of a chart that the traditional techniques read: the Ascendant, the sect and the bodies'
 * ecliptic longitudes (degrees; tropical, or sidereal with the `ayanamsa` they were shifted by). The records function `traditionalChart` (src/records/traditional-chart.ts)
 * builds it from a `NatalChartResponse` (which must have a birth time) or checks one given directly; the numeric
 * techniques of this folder take it as valid (longitudes in [0, 360)).
 */
export interface TraditionalChart {
  /** Ascendant longitude, degrees. */
  readonly ascendant: number;
  /** Sect: true for a day chart (Sun above the horizon). */
  readonly isDayChart: boolean;
  /** Longitudes of the bodies, degrees. */
  readonly longitudes: Readonly<Partial<Record<Body, number>>>;
  /**
   * The ayanamsa subtracted from every longitude of a sidereal chart, degrees (issue 15, docs/zodiac.md "Sidereal
   * everywhere"); absent or 0 for a tropical chart. Only the season of the temperament reads it: the season of the
   * year is the tropical Sun's quarter (the equinoxes and solstices), whatever zodiac the chart is read in.
   */
  readonly ayanamsa?: number;
}

/** A body and its longitude: `{ body, longitude }` or a spec `PlanetaryPosition` (`{ body, position }`). */
export type BodyOrPosition = { readonly body: Body; readonly longitude: number } | PlanetaryPosition;
