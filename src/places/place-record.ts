import type { Place } from '../schemas/places.js';
import { nameAt, type AtlasData } from './atlas.js';

export type { Place };

const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', đ: 'd', Đ: 'D', ı: 'i', þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', ħ: 'h', Ħ: 'H' };

/** @summary A name without diacritics, case kept (Zürich → Zurich, Łódź → Lodz). */
export function asciiNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøØłŁæÆœŒđĐıþÞðÐħĦ]/g, (c) => FOLDED[c] ?? c);
}

/** @summary The record of place `i` of the atlas. */
export function placeAt(a: AtlasData, i: number): Place {
  const d = a.divisions[i]!;
  const country = a.divisionCountry[d]!;
  const name = nameAt(a, i);
  const alternates = a.alternates.get(i);
  return {
    id: a.ids[i]!,
    name,
    asciiName: asciiNameOf(name),
    country,
    countryName: a.countryNames.get(country) ?? country,
    ...(a.divisionName[d] === '' ? {} : { division: a.divisionName[d]!, divisionCode: a.divisionCode[d]! }),
    latitude: a.latitudes[i]!,
    longitude: a.longitudes[i]!,
    population: a.populations[i]!,
    zone: a.zoneNames[a.zones[i]!]!,
    ...(a.seats[i] === 2 ? { seat: 'country' as const } : a.seats[i] === 1 ? { seat: 'division' as const } : {}),
    ...(alternates === undefined ? {} : { alternateNames: [...alternates] }),
  };
}
