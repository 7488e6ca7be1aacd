import type { Place } from '../schemas/index.js';

/** Degrees as the page writes a place's position: to 0.01°, with N/S or E/W. */
function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}° ${value < 0 ? negative : positive}`;
}

/**
 * @summary How the page names an atlas place: its name, its first-level division (when it has one and it is not the
 * name itself) and its country's English name.
 * @example placeOptionLabel(findPlaces('zurich')[0].place) // 'Zürich, Zurich, Switzerland'
 */
export function placeOptionLabel(place: Place): string {
  const division = place.division !== undefined && place.division !== place.name ? `, ${place.division}` : '';
  return `${place.name}${division}, ${place.countryName}`;
}

/**
 * @summary The second line of a place's option: its position, its time zone and its population, so that two places of
 * one name (Paris, France and Paris, Texas) are told apart at a glance.
 * @example placeOptionDetail(findPlaces('zurich')[0].place) // '47.37° N, 8.55° E · Europe/Zurich · 341,730 people'
 */
export function placeOptionDetail(place: Place): string {
  return `${degrees(place.latitude, 'N', 'S')}, ${degrees(place.longitude, 'E', 'W')} · ${place.zone} · ${place.population.toLocaleString('en-US')} people`;
}
