import type { LabelLocale } from '../schemas/label-locale.js';
import type { Place } from '../schemas/places.js';
import { nameAt, type AtlasData } from './atlas.js';
import { countryNameIn } from './country-name.js';

export type { Place };

const FOLDED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', đ: 'd', Đ: 'D', ı: 'i', þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', ħ: 'h', Ħ: 'H' };

/** @summary A name without diacritics, case kept (Zürich → Zurich, Łódź → Lodz). */
export function asciiNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßøØłŁæÆœŒđĐıþÞðÐħĦ]/g, (c) => FOLDED[c] ?? c);
}

/** @summary The record of place `i` of the atlas, its country named in `locale` (default English). */
export function placeAt(a: AtlasData, i: number, locale: LabelLocale = 'en'): Place {
  const d = a.divisions[i]!;
  const country = a.divisionCountry[d]!;
  const name = nameAt(a, i);
  const alternates = a.alternates.get(i);
  return {
    id: a.ids[i]!,
    name,
    asciiName: asciiNameOf(name),
    country,
    countryName: countryNameIn(country, a.countryNames.get(country) ?? country, locale),
    ...(a.divisionName[d] === '' ? {} : { division: a.divisionName[d]!, divisionCode: a.divisionCode[d]! }),
    latitude: a.latitudes[i]!,
    longitude: a.longitudes[i]!,
    population: a.populations[i]!,
    zone: a.zoneNames[a.zones[i]!]!,
    ...(a.seats[i] === 2 ? { seat: 'country' as const } : a.seats[i] === 1 ? { seat: 'division' as const } : {}),
    ...(alternates === undefined ? {} : { alternateNames: [...alternates] }),
  };
}
