import type { NatalChartResponse, Place } from '../schemas/index.js';
import { placeOptionLabel } from './place-option-label.js';

/**
 * @summary The chart's place line: the atlas place chosen in the form, when the chart was cast at its very
 * coordinates (the latitude and longitude were not typed over since), with the chart's zone; otherwise nothing (the
 * summary's coordinates say where the chart was cast).
 * @example placeLine(zurich, natalChart({ birthDate: '1990-07-15', latitude: zurich.latitude, longitude: zurich.longitude })) // 'Place: Zürich, Zurich, Switzerland (GeoNames 2657896), 47.36667°, 8.55°, zone Europe/Zurich.'
 */
export function placeLine(place: Place | undefined, chart: NatalChartResponse): string | undefined {
  if (place === undefined || place.latitude !== chart.latitude || place.longitude !== chart.longitude) return undefined;
  return `Place: ${placeOptionLabel(place)} (GeoNames ${place.id}), ${place.latitude}°, ${place.longitude}°, zone ${chart.timezone}.`;
}
