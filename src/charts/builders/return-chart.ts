import { aspectsAmong } from '../../aspects/index.js';
import type { Aspect, Body, OrbProfile, PlanetaryPosition, TwelveHouseSystem } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { zodiacPlace } from '../../zodiac/index.js';
import { chartAngles, type ChartAngles } from './chart-angles.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedPositions } from './zodiac-shift.js';

/** The chart cast at a return instant: cusps and angles when cast with houses. */
export interface ReturnChart extends Partial<ChartAngles> {
  readonly positions: PlanetaryPosition[];
  readonly aspects: Aspect[];
}

/** Where and how a return is cast (resolved by the records layer: the request's place or the birth place). */
export interface ReturnSettings {
  readonly place: { readonly latitude: number; readonly longitude: number };
  readonly system: TwelveHouseSystem;
  readonly orbProfile: OrbProfile;
}

/**
 * @summary A return chart at an instant: positions and aspects of the bodies, and the houses and angles (Ascendant,
 * Midheaven, their signs) of the settings' place when `withHouses` (the techniques pass "the birth time is known": without it the natal longitude, hence the return
 * instant, is uncertain by up to half a day and cusps would be meaningless). `shiftDeg` (the ayanamsa of a sidereal
 * return, default 0) is subtracted from every longitude, bodies, cusps and angles (zodiac-shift.ts).
 * @example returnChart(at, ['Sun', 'Moon'], { place: { latitude: 0, longitude: 0 }, system: 'Placidus', orbProfile: 'modern-western' }, true).houses?.length // 12
 */
export function returnChart(at: Instant, bodies: readonly Body[], settings: ReturnSettings, withHouses: boolean, shiftDeg = 0): ReturnChart {
  const { place, system } = settings;
  const placed = shiftedPositions(placeBodies(bodies, at, withHouses ? place : undefined), shiftDeg);
  return {
    positions: placed.map((p) => ({ body: p.body, position: zodiacPlace(p.longitude, p.isRetrograde) })),
    aspects: aspectsAmong(placed, settings.orbProfile),
    ...(withHouses ? chartAngles(at, place.latitude, place.longitude, system, shiftDeg) : {}),
  };
}
