import type { ResolvedBirth } from '../charts/builders/resolved-birth.js';
import type { ReturnSettings } from '../charts/builders/return-chart.js';
import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import type { OrbProfile, TwelveHouseSystem } from '../schemas/index.js';

/** The members a return request shares (parsed): where the return is cast, its house system and orb profile. */
interface ReturnPlaceMembers {
  readonly latitude?: number;
  readonly longitude?: number;
  readonly houseSystem?: TwelveHouseSystem;
  readonly orbProfile?: OrbProfile;
}

/**
 * @summary Where and how a return is cast, from a parsed return request: the given `latitude`/`longitude` (both or
 * neither — the check the schema cannot express: MISSING_ARGUMENT naming the absent one) or the birth place;
 * `houseSystem` (default Placidus); `orbProfile` (default `modern-western`, a return is read like a natal chart).
 * @example returnSettings({}, birth).place // { latitude: birth.latitude, longitude: birth.longitude }
 */
export function returnSettings(request: ReturnPlaceMembers, birth: ResolvedBirth): ReturnSettings {
  const system = request.houseSystem ?? 'Placidus';
  const orbProfile = request.orbProfile ?? 'modern-western';
  const { latitude, longitude } = request;
  if (latitude === undefined && longitude === undefined) {
    return { place: { latitude: birth.latitude, longitude: birth.longitude }, system, orbProfile };
  }
  if (latitude === undefined || longitude === undefined) {
    const missing = latitude === undefined ? 'latitude' : 'longitude';
    throw new UraniaError('MISSING_ARGUMENT', `${missing} is required when ${missing === 'latitude' ? 'longitude' : 'latitude'} is given`, {
      field: missing, allowed: missing === 'latitude' ? '-90..90' : '-180..180', wording: wording('requiredWith', { field: missing, other: missing === 'latitude' ? 'longitude' : 'latitude' }),
    });
  }
  return { place: { latitude, longitude }, system, orbProfile };
}
