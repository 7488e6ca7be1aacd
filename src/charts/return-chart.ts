import { aspects } from '../aspects/index.js';
import { UraniaError, requireNumberInRange, requireOneOf } from '../errors/index.js';
import { houses } from '../houses/index.js';
import {
  HOUSE_SYSTEMS, ORB_PROFILES, type Aspect, type Body, type HouseCusp, type HouseSystem, type OrbProfile, type PlanetaryPosition,
} from '../schemas/index.js';
import type { Instant } from '../time/index.js';
import { zodiacPosition } from '../zodiac/index.js';
import type { NatalChartInput } from './natal-chart-input.js';
import { placeBodies } from './technique-bodies.js';

/** The members a return request shares: where the return is cast, its house system and orb profile. */
export interface ReturnPlaceRequest {
  /** Latitude of the place the return is cast for (−90..90); give both or neither. Default: the birth place. */
  readonly latitude?: number;
  /** Longitude of that place (−180..180, east positive). */
  readonly longitude?: number;
  /** House system; default Placidus. */
  readonly houseSystem?: HouseSystem;
  /** Orb profile of the return's aspects; default `modern-western` (a return is read like a natal chart). */
  readonly orbProfile?: OrbProfile;
}

/** The chart cast at a return instant. */
export interface ReturnChart {
  readonly positions: PlanetaryPosition[];
  readonly aspects: Aspect[];
  readonly houses?: HouseCusp[];
}

/** Validated settings of a return chart. */
export interface ReturnSettings {
  readonly place: { readonly latitude: number; readonly longitude: number };
  readonly system: HouseSystem;
  readonly orbProfile: OrbProfile;
}

/**
 * @summary Validate where and how a return is cast: the given `latitude`/`longitude` (both or neither;
 * MISSING_ARGUMENT naming the absent one) or the birth place; `houseSystem` (default Placidus); `orbProfile`
 * (default `modern-western`).
 * @example returnSettings({}, birth).place // { latitude: birth.latitude, longitude: birth.longitude }
 */
export function returnSettings(request: ReturnPlaceRequest, birth: NatalChartInput): ReturnSettings {
  const system = request.houseSystem === undefined ? 'Placidus' : requireOneOf(request.houseSystem, 'houseSystem', HOUSE_SYSTEMS);
  const orbProfile = request.orbProfile === undefined ? 'modern-western' : requireOneOf(request.orbProfile, 'orbProfile', ORB_PROFILES);
  const { latitude, longitude } = request;
  if (latitude === undefined && longitude === undefined) {
    return { place: { latitude: birth.latitude, longitude: birth.longitude }, system, orbProfile };
  }
  if (latitude === undefined || longitude === undefined) {
    const missing = latitude === undefined ? 'latitude' : 'longitude';
    throw new UraniaError('MISSING_ARGUMENT', `${missing} is required when ${missing === 'latitude' ? 'longitude' : 'latitude'} is given`, {
      field: missing, allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    });
  }
  const place = {
    latitude: requireNumberInRange(latitude, 'latitude', -90, 90),
    longitude: requireNumberInRange(longitude, 'longitude', -180, 180),
  };
  return { place, system, orbProfile };
}

/**
 * @summary A return chart at an instant: positions and aspects of the bodies, and the houses of the settings' place
 * when `withHouses` (the techniques pass "the birth time is known": without it the natal longitude, hence the return
 * instant, is uncertain by up to half a day and cusps would be meaningless).
 * @example returnChart(at, ['Sun', 'Moon'], returnSettings({}, birth), true).houses?.length // 12
 */
export function returnChart(at: Instant, bodies: readonly Body[], settings: ReturnSettings, withHouses: boolean): ReturnChart {
  const { place, system } = settings;
  const placed = placeBodies(bodies, at, withHouses ? place : undefined);
  return {
    positions: placed.map((p) => ({ body: p.body, position: zodiacPosition(p.longitude, p.isRetrograde) })),
    aspects: aspects(placed, { orbProfile: settings.orbProfile }),
    ...(withHouses ? { houses: houses({ at, latitude: place.latitude, longitude: place.longitude, system }).cusps } : {}),
  };
}
