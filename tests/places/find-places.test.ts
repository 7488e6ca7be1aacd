import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../charts/technique-helpers.js';
import { findPlaces, loadAtlas, nearestPlace, placeKey, resolvePlace } from '../../src/places/index.js';
import { withinOneEdit } from '../../src/places/find-places.js';
import { greatCircleKm } from '../../src/places/great-circle-km.js';

/** Degrees: a town's GeoNames point and an encyclopedia's rounded coordinates agree to a few hundredths. */
const COORDINATE_TOLERANCE_DEG = 0.1;
/** km: Paris–London on the sphere (haversine, R = 6371 km) is 343.5 km by hand; the ellipsoid differs by < 0.5 %. */
const DISTANCE_TOLERANCE_KM = 2;

beforeAll(async () => {
  await loadAtlas();
});

describe('placeKey', () => {
  it('folds case, diacritics, apostrophes and separators', () => {
    expect(placeKey('Zürich')).toBe('zurich');
    expect(placeKey('São Paulo')).toBe('sao paulo');
    expect(placeKey('Saint-Étienne')).toBe('saint etienne');
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('  Sankt   Pölten ')).toBe('sankt polten');
    expect(placeKey('Straße')).toBe('strasse');
  });
});

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or neighbour swap, and no more', () => {
    expect(withinOneEdit('london', 'lodon')).toBe(true);
    expect(withinOneEdit('zurich', 'zurihc')).toBe(true);
    expect(withinOneEdit('paris', 'parks')).toBe(true);
    expect(withinOneEdit('paris', 'pariss')).toBe(true);
    expect(withinOneEdit('paris', 'pars')).toBe(true);
    expect(withinOneEdit('paris', 'prais')).toBe(true);
    expect(withinOneEdit('paris', 'piras')).toBe(false);
    expect(withinOneEdit('paris', 'par')).toBe(false);
  });
});

describe('findPlaces', () => {
  it('finds Zürich from "Zurich" and São Paulo from "sao paulo", exact names first', () => {
    const [zurich] = findPlaces('zurich');
    expect(zurich?.place.name).toBe('Zürich');
    expect(zurich?.place.country).toBe('CH');
    expect(zurich?.match).toBe('exact');
    const [saoPaulo] = findPlaces('sao paulo');
    expect(saoPaulo?.place.name).toBe('São Paulo');
    expect(saoPaulo?.place.zone).toBe('America/Sao_Paulo');
  });

  it('ranks a prefix by population ("zur" → Zürich) and tolerates one typo ("Zurihc", "Lodon")', () => {
    expect(findPlaces('zur')[0]?.place.name).toBe('Zürich');
    const [typo] = findPlaces('Zurihc');
    expect(typo?.place.name).toBe('Zürich');
    expect(typo?.match).toBe('typo');
    expect(findPlaces('Lodon')[0]?.place.name).toBe('London');
  });

  it('narrows by country or division after a comma, and says why', () => {
    const paris = findPlaces('Paris');
    expect(paris[0]?.place.country).toBe('FR');
    expect(paris.some((c) => c.place.division === 'Texas')).toBe(true);
    const texas = findPlaces('Paris, Texas');
    expect(texas.every((c) => c.place.division === 'Texas')).toBe(true);
    expect(texas[0]?.reason).toContain('Texas is its division');
    expect(findPlaces('Paris, FR')[0]?.place.zone).toBe('Europe/Paris');
    const [springfield] = findPlaces('Springfield, IL');
    expect(springfield?.place.division).toBe('Illinois');
    expect(springfield?.place.zone).toBe('America/Chicago');
    expect(findPlaces('London, Ontario')[0]?.place.country).toBe('CA');
    expect(findPlaces('Ulm, Germany')[0]?.place.division).toBe('Baden-Wurttemberg');
    expect(findPlaces('Paris', { country: 'United States' }).every((c) => c.place.country === 'US')).toBe(true);
  });

  it('knows a few other names (München, Bombay) and the place coordinates agree with the encyclopedia', () => {
    const [munich] = findPlaces('München');
    expect(munich?.place.name).toBe('Munich');
    expect(munich?.match).toBe('alternate');
    // Munich 48°08′N 11°35′E (Encyclopaedia Britannica).
    expect(munich!.place.latitude).toBeCloseTo(48 + 8 / 60, 1);
    expect(Math.abs(munich!.place.longitude - (11 + 35 / 60))).toBeLessThan(COORDINATE_TOLERANCE_DEG);
    expect(findPlaces('Bombay')[0]?.place.name).toBe('Mumbai');
  });

  it('ranks by distance with near', () => {
    // Near Dallas, Paris (Texas) is nearer than Paris (France).
    const [first] = findPlaces('Paris', { near: { latitude: 32.78, longitude: -96.8 } });
    expect(first?.place.division).toBe('Texas');
    expect(first?.distanceKm).toBeLessThan(200);
  });

  it('refuses an empty query, a bad limit and an unknown country, naming the field', () => {
    expect(caught(() => findPlaces(' , ')).details.field).toBe('q');
    expect(caught(() => findPlaces('Ulm', { limit: 0 })).details.field).toBe('limit');
    const e = caught(() => findPlaces('Ulm', { country: 'Atlantis' }));
    expect(e.details.field).toBe('country');
    expect(e.message).toContain('ISO 3166');
  });
});

describe('nearestPlace', () => {
  it('answers the nearest populated place and its distance', () => {
    // Ulm's Minster square is 48.3985 N, 9.9917 E; the point asked is ~0.6 km from GeoNames' Ulm point.
    const n = nearestPlace(48.4, 10);
    expect(n.place.name).toBe('Ulm');
    expect(n.distanceKm).toBeLessThan(2);
    expect(nearestPlace(-33.87, 151.21).place.zone).toBe('Australia/Sydney');
  });

  it('wraps around the antimeridian', () => {
    // Suva, Fiji (18°08′S 178°26′E): asked from just across the antimeridian.
    const n = nearestPlace(-18.14, 178.42);
    expect(n.place.country).toBe('FJ');
    expect(nearestPlace(-16.8, -179.99).place.country).toBe('FJ');
  });

  it('refuses a latitude out of range', () => {
    expect(caught(() => nearestPlace(91, 0)).details.field).toBe('latitude');
  });
});

describe('greatCircleKm', () => {
  it('gives Paris–London as the haversine formula does by hand', () => {
    expect(Math.abs(greatCircleKm(48.8566, 2.3522, 51.5074, -0.1278) - 343.5)).toBeLessThan(DISTANCE_TOLERANCE_KM);
  });
});

describe('resolvePlace', () => {
  it('takes an exact name, a qualified name or an id', () => {
    expect(resolvePlace('Ulm, Germany').zone).toBe('Europe/Berlin');
    expect(resolvePlace('Paris').country).toBe('FR');
    const ulm = resolvePlace('Ulm');
    expect(resolvePlace(ulm.id).name).toBe('Ulm');
    expect(resolvePlace(String(ulm.id)).name).toBe('Ulm');
  });

  it('refuses an ambiguous name, listing the candidates with their ids', () => {
    const e = caught(() => resolvePlace('Springfield'));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('place');
    expect(e.message).toMatch(/ambiguous: Springfield, \w+, United States \(id \d+\)/);
    const candidates = e.details.candidates as { id: number }[];
    expect(candidates.length).toBeGreaterThan(1);
  });

  it('never guesses from a prefix or a typo, and refuses an unknown id', () => {
    expect(caught(() => resolvePlace('Pari')).message).toContain('did you mean');
    expect(caught(() => resolvePlace('Lodon')).message).toContain('London');
    expect(caught(() => resolvePlace(1)).message).toContain('is not the id of a place');
    expect(caught(() => resolvePlace('Qqqqqqxz')).message).toContain('matches no place');
  });
});
