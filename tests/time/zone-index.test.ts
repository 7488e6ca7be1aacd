import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZONES } from '../../src/time/data/zone-index.js';
import { assertTimeZone, timezoneForLocation } from '../../src/time/time-zone.js';
import { zoneAtLocation } from '../../src/time/zone-index.js';

/**
 * Towns on either side of a time-zone border (issue 11 #8). The expected zone is the town's own country's (or
 * state's) legal zone — geography, not the output of any lookup; coordinates are the town centres (rounded to
 * 1e-4°). The previous lookup (@photostructure/tz-lookup, a coarse grid) answered Ushuaia → Punta_Arenas,
 * Tornio → Stockholm, Tabatinga and Leticia → Eirunepe.
 */
const BORDER_TOWNS: readonly (readonly [town: string, latitude: number, longitude: number, zone: string])[] = [
  ['Ushuaia, Argentina (Chilean border 25 km west)', -54.8019, -68.303, 'America/Argentina/Ushuaia'],
  ['Tornio, Finland (across the Torne from Haparanda)', 65.8481, 24.1466, 'Europe/Helsinki'],
  ['Haparanda, Sweden', 65.8355, 24.1368, 'Europe/Stockholm'],
  ['Słubice, Poland (across the Oder)', 52.3497, 14.5606, 'Europe/Warsaw'],
  ['Frankfurt (Oder), Germany', 52.3471, 14.5506, 'Europe/Berlin'],
  ['Valga, Estonia (twin town of Valka)', 57.7769, 26.0473, 'Europe/Tallinn'],
  ['Valka, Latvia', 57.7752, 26.0197, 'Europe/Riga'],
  ['Narva, Estonia (across the Narva river)', 59.3772, 28.1903, 'Europe/Tallinn'],
  ['Ivangorod, Russia', 59.3766, 28.22, 'Europe/Moscow'],
  ['Tabatinga, Brazil (Amazonas)', -4.2347, -69.9389, 'America/Manaus'],
  ['Leticia, Colombia (adjoining Tabatinga)', -4.2153, -69.9406, 'America/Bogota'],
  ['Kehl, Germany (across the Rhine from Strasbourg)', 48.5719, 7.8155, 'Europe/Berlin'],
  ['Strasbourg, France', 48.5734, 7.7521, 'Europe/Paris'],
  ['Nogales, Arizona (no DST)', 31.3404, -110.9343, 'America/Phoenix'],
  ['Nogales, Sonora', 31.3086, -110.9422, 'America/Hermosillo'],
  ['Vincennes, Indiana (its own historical zone)', 38.6773, -87.5286, 'America/Indiana/Vincennes'],
  ['Büsingen am Hochrhein, German exclave in Switzerland', 47.6967, 8.6883, 'Europe/Busingen'],
  ['Heihe, China (across the Amur)', 50.245, 127.49, 'Asia/Shanghai'],
  ['Blagoveshchensk, Russia', 50.2907, 127.5272, 'Asia/Yakutsk'],
];

describe('zone from coordinates: the boundary index (issue 11 #8)', () => {
  it.each(BORDER_TOWNS)('%s → %s', (_town, latitude, longitude, zone) => {
    expect(timezoneForLocation(latitude, longitude)).toBe(zone);
  });

  it('answers the nautical zone at sea, by longitude (Etc/GMT+n west of Greenwich)', () => {
    expect(zoneAtLocation(0, -30)).toBe('Etc/GMT+2'); // mid-Atlantic
    expect(zoneAtLocation(-40, 90)).toBe('Etc/GMT-6'); // southern Indian Ocean
    expect(zoneAtLocation(30, -150)).toBe('Etc/GMT+10'); // North Pacific
    expect(zoneAtLocation(-50, 0)).toBe('Etc/GMT'); // South Atlantic on the prime meridian
  });

  it('resolves the poles and the antimeridian without leaving the index', () => {
    expect(zoneAtLocation(90, 0)).toMatch(/^Etc\/GMT/);
    expect(() => assertTimeZone(zoneAtLocation(-90, 180))).not.toThrow();
    expect(zoneAtLocation(-18.1416, 178.4419)).toBe('Pacific/Fiji'); // Suva
  });

  it('holds only names the runtime knows (every zone of the index is accepted by Intl)', () => {
    expect(ZONES.length).toBeGreaterThan(400);
    for (const zone of ZONES) expect(() => assertTimeZone(zone)).not.toThrow();
  });

  it('property: any place on Earth gets a valid IANA name', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const zone = zoneAtLocation(latitude, longitude);
          expect(assertTimeZone(zone)).toBe(zone);
        },
      ),
      { numRuns: 300 },
    );
  });
});
