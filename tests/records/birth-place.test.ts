import { beforeAll, describe, expect, it } from 'vitest';
import { caught } from '../charts/technique-helpers.js';
import { loadAtlas } from '../../src/places/index.js';
import { natalChart, synastry } from '../../src/records/index.js';

// GeoNames record 2820256 (https://www.geonames.org/2820256), Ulm: 48.39841 N, 9.99155 E, Europe/Berlin.
const ULM = { latitude: 48.39841, longitude: 9.99155, timezone: 'Europe/Berlin' };
// GeoNames record 2988507, Paris: 48.85341 N, 2.3488 E.
const PARIS = { latitude: 48.85341, longitude: 2.3488 };

beforeAll(async () => {
  await loadAtlas();
});

describe('a birth given by place (issue 24)', () => {
  it("natalChart({ place: 'Ulm, Germany', … }) is the chart of Ulm's coordinates, and says which place", () => {
    const byPlace = natalChart({ place: 'Ulm, Germany', birthDate: '1879-03-14', birthTime: '11:30' });
    const byCoordinates = natalChart({ birthDate: '1879-03-14', birthTime: '11:30', ...ULM });
    const { place, ...rest } = byPlace;
    expect(rest).toEqual(byCoordinates);
    expect(place).toEqual({ id: 2820256, name: 'Ulm', country: 'DE', latitude: ULM.latitude, longitude: ULM.longitude, zone: 'Europe/Berlin' });
  });

  it('takes a GeoNames id, and a timezone given wins over the place zone', () => {
    const chart = natalChart({ place: 2820256, birthDate: '1990-07-15', birthTime: '14:30', timezone: 'UTC' });
    expect(chart.timezone).toBe('UTC');
    expect(chart.latitude).toBe(ULM.latitude);
  });

  it('refuses an ambiguous name with the candidates and their ids, and a place beside coordinates', () => {
    const ambiguous = caught(() => natalChart({ place: 'Springfield', birthDate: '1990-07-15', birthTime: '14:30' }));
    expect(ambiguous.code).toBe('INVALID_ARGUMENT');
    expect(ambiguous.details.field).toBe('place');
    expect((ambiguous.details.candidates as { id: number }[]).length).toBeGreaterThan(1);
    const both = caught(() => natalChart({ place: 'Ulm', birthDate: '1990-07-15', ...ULM } as never));
    expect(both.message).toBe('place stands instead of latitude and longitude: give the place or the coordinates, not both');
  });

  it("reads a person's place in a synastry", () => {
    const a = { birthDate: '1990-07-15', birthTime: '14:30' };
    const b = { birthDate: '1992-03-02', birthTime: '08:10' };
    const byPlace = synastry({ personA: { ...a, place: 'Ulm, Germany' }, personB: { ...b, place: 'Paris, FR' } } as never);
    const byCoordinates = synastry({ personA: { ...a, ...ULM }, personB: { ...b, ...PARIS, timezone: 'Europe/Paris' } });
    const { personAPlace, personBPlace, ...rest } = byPlace;
    expect(rest).toEqual(byCoordinates);
    expect([personAPlace?.id, personBPlace?.id]).toEqual([2820256, 2988507]);
  });
});
