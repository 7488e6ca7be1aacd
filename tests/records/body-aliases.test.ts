/**
 * `Rahu` and `Ketu`, the names the Vedic records print, are accepted by the general functions as the MEAN nodes
 * (issue 22 #16; before, `bodyPosition('Rahu', …)` and `findIngresses({ bodies: ['Rahu'] })` were refused): each
 * answers exactly what it answers for `NorthNodeMean` / `SouthNodeMean`, and Rahu's place is the Vedic records'
 * (mean by default).
 */
import { describe, expect, it } from 'vitest';
import {
  bodyPosition, ephemeris, findAspectPerfections, findHouseIngresses, findIngresses, houseIngresses, nextIngress, planetaryPositions,
  siderealPositions,
} from '../../src/records/index.js';
import type { Body } from '../../src/schemas/index.js';

const AT = '2024-03-20T00:00:00Z';
/** The same longitude from two paths of the same ephemeris (mean node, Lahiri ayanamsa): float noise only. */
const SAME_PLACE_DEG = 1e-9;
const rahu = 'Rahu' as Body;
const ketu = 'Ketu' as Body;

describe('Rahu and Ketu in the general functions', () => {
  it('bodyPosition: Rahu is NorthNodeMean, Ketu SouthNodeMean (the record names the canonical body)', () => {
    expect(bodyPosition(rahu, AT)).toEqual(bodyPosition('NorthNodeMean', AT));
    expect(bodyPosition(ketu, AT)).toEqual(bodyPosition('SouthNodeMean', AT));
  });

  it('planetaryPositions takes them in its bodies', () => {
    expect(planetaryPositions(AT, { bodies: [rahu, ketu] })).toEqual(planetaryPositions(AT, { bodies: ['NorthNodeMean', 'SouthNodeMean'] }));
  });

  it('findIngresses, nextIngress, findAspectPerfections and findHouseIngresses take them', () => {
    const range = { from: '2020-01-01', to: '2026-01-01' };
    const mean = findIngresses({ ...range, bodies: ['NorthNodeMean'] });
    expect(mean.length).toBeGreaterThan(0);
    expect(findIngresses({ ...range, bodies: [rahu] })).toEqual(mean);
    expect(nextIngress(ketu, AT)).toEqual(nextIngress('SouthNodeMean', AT));
    expect(findAspectPerfections({ ...range, bodyA: 'Saturn', bodyB: rahu, aspects: ['conjunction', 'opposition'] }))
      .toEqual(findAspectPerfections({ ...range, bodyA: 'Saturn', bodyB: 'NorthNodeMean', aspects: ['conjunction', 'opposition'] }));
    const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
    expect(findHouseIngresses({ ...range, cusps, bodies: [rahu] })).toEqual(findHouseIngresses({ ...range, cusps, bodies: ['NorthNodeMean'] }));
  });

  it('ephemeris and houseIngresses take them (they read the whole request against its schema)', () => {
    const table = { from: '2024-01-01', to: '2024-01-05', stepDays: 1 };
    expect(ephemeris({ ...table, bodies: [rahu, ketu] })).toEqual(ephemeris({ ...table, bodies: ['NorthNodeMean', 'SouthNodeMean'] }));
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, from: '2024-01-01', to: '2026-01-01' };
    const mean = houseIngresses({ ...birth, bodies: ['NorthNodeMean'] });
    expect(mean.length).toBeGreaterThan(0);
    expect(houseIngresses({ ...birth, bodies: [rahu] })).toEqual(mean);
  });

  it('is the Vedic records’ Rahu (the mean node by default), sidereal with the same ayanamsa', () => {
    const vedic = siderealPositions(AT).find((p) => p.planet === 'Rahu')!;
    const general = bodyPosition(rahu, AT, { zodiac: 'sidereal', ayanamsa: 'Lahiri' });
    expect(Math.abs(general.longitude - vedic.siderealLongitude)).toBeLessThan(SAME_PLACE_DEG);
  });

  it('an unknown name is still refused, naming the member', () => {
    expect(() => bodyPosition('Nibiru' as Body, AT)).toThrow(/body/);
    expect(() => findIngresses({ from: '2020-01-01', to: '2021-01-01', bodies: ['Rahu', 'Nibiru'] as unknown as Body[] })).toThrow(/bodies\[1\]/);
  });
});
