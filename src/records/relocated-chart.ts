import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { RelocatedChartRequest, type RelocatedChart } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { birthPlaceOf, withBirthPlace, type AtPlace } from './birth-place.js';
import { natalChartAt } from './natal-chart.js';
import { parse } from './parse.js';

/** The request of {@link relocatedChart}: the new place by `latitude`/`longitude` or by `place`, the birth either way. */
export type RelocatedChartInput =
  | (Omit<RelocatedChartRequest, 'birth'> & { readonly birth: RelocatedChartRequest['birth'] | AtPlace<RelocatedChartRequest['birth']> })
  | AtPlace<Omit<RelocatedChartRequest, 'birth'> & { readonly birth: RelocatedChartRequest['birth'] | AtPlace<RelocatedChartRequest['birth']> }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * @summary A relocated chart: the birth instant (read at the birth place, in its zone) cast for another place — the
 * natal chart (`natalChart`) whose houses, angles, Vertex, sect and Part of Fortune are those of the new place
 * (`latitude`/`longitude`, or `place`: an atlas name or GeoNames id, echoed as `place`), the positions unchanged
 * (geocentric). The record is a natal chart record plus `birthLatitude`, `birthLongitude` (and `birthPlace` when the
 * birth gave one); `timezone` and `civilTime` are the birth's. At the birth place it is the natal chart.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required; `latitude`, `place`, `houseSystem`).
 * @example
 * const r = relocatedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, latitude: 51.5074, longitude: -0.1278 });
 * r.ascendantSign // the London Ascendant of a New York birth
 */
export function relocatedChart(request: RelocatedChartInput): RelocatedChart {
  refuseExtraArguments(arguments.length, 1, 'relocatedChart(request)', "relocatedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, latitude: 51.5074, longitude: -0.1278 })");
  // The new place's `place` is read as a birth's would be, less the zone it would add: the zone is the birth's.
  let placed = withBirthPlace(request);
  if (isObject(request) && 'place' in request && !('timezone' in request) && isObject(placed)) {
    const { timezone: _zone, ...rest } = placed;
    placed = rest;
  }
  const r = parse(RelocatedChartRequest, placed) as unknown as Omit<RelocatedChartRequest, 'birth'> & {
    birth: RelocatedChartRequest['birth'] & { latitude: number; longitude: number };
    latitude: number;
    longitude: number;
  };
  const moment = birthMoment(r.birth, 'birth', r.locale ?? 'en');
  const { birth } = r;
  // The birth's instant (its civil time read at the birth place: zone, or local mean time of its longitude), cast here.
  const chart = natalChartAt(
    { ...birth, latitude: r.latitude, longitude: r.longitude, houseSystem: r.houseSystem, zodiac: r.zodiac, ayanamsa: r.ayanamsa, locale: r.locale } as Parameters<typeof natalChartAt>[0],
    moment,
    { ...moment.birth, latitude: r.latitude, longitude: r.longitude },
    undefined,
  );
  const place = isObject(request) ? birthPlaceOf(request) : undefined;
  const birthPlace = isObject(request) ? birthPlaceOf(request.birth, 'birth.place') : undefined;
  return {
    ...chart,
    birthLatitude: birth.latitude,
    birthLongitude: birth.longitude,
    ...(place === undefined ? {} : { place }),
    ...(birthPlace === undefined ? {} : { birthPlace }),
  };
}
