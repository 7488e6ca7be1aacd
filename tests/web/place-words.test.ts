/**
 * Issue 24: how the page names an atlas place (its options and the chart's place line). A place shared by name is
 * told apart by its division, country, position and zone; the place line names the place only while the chart was
 * cast at its coordinates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findPlaces, loadAtlas } from '../../src/places/index.js';
import { natalChart } from '../../src/records/index.js';
import { placeLine } from '../../src/web/place-line.js';
import { placeOptionDetail, placeOptionLabel } from '../../src/web/place-option-label.js';

beforeAll(async () => {
  await loadAtlas();
});

describe('the place words of the page', () => {
  it('names a place with its division and country, and tells Paris, France from Paris, Texas', () => {
    const paris = findPlaces('Paris, FR')[0]!.place;
    const texas = findPlaces('Paris, Texas')[0]!.place;
    expect(placeOptionLabel(paris)).toBe('Paris, Île-de-France, France');
    expect(placeOptionLabel(texas)).toBe('Paris, Texas, United States');
    // Paris, Texas: 33.66° N, 95.56° W (Wikipedia's infobox), in America/Chicago (tz database zone1970.tab, US Central).
    expect(placeOptionDetail(texas)).toMatch(/^33\.6\d° N, 95\.5\d° W · America\/Chicago · [\d,]+ people$/);
  });

  it('writes the place line only while the chart stands at the chosen place', () => {
    const zurich = findPlaces('zurich')[0]!.place;
    const at = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: zurich.latitude, longitude: zurich.longitude });
    expect(placeLine(zurich, at)).toBe(`Place: Zürich, Zurich, Switzerland (GeoNames ${zurich.id}), ${zurich.latitude}°, ${zurich.longitude}°, zone Europe/Zurich.`);
    const moved = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 47.5, longitude: zurich.longitude });
    expect(placeLine(zurich, moved)).toBeUndefined();
    expect(placeLine(undefined, at)).toBeUndefined();
  });
});
