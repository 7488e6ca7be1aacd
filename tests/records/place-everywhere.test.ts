/**
 * Issue 24: `place` stands instead of latitude/longitude in every birth the library asks for, and each record that
 * is an object says which atlas place it read (`place`, or `personAPlace`/`personBPlace` for a pair). Each call by
 * place must equal the same call by the place's coordinates and zone, as written in the GeoNames record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAtlas } from '../../src/places/index.js';
import * as urania from '../../src/index.js';
import { natalChartWheel, synastryWheel, transitsWheel } from '../../src/chart-wheel/index.js';
import { caught } from '../charts/technique-helpers.js';

// GeoNames record 2820256 (https://www.geonames.org/2820256), Ulm: 48.39841 N, 9.99155 E, Europe/Berlin.
const ULM_AT = { latitude: 48.39841, longitude: 9.99155, timezone: 'Europe/Berlin' };
const ULM_ECHO = { id: 2820256, name: 'Ulm', country: 'DE', latitude: 48.39841, longitude: 9.99155, zone: 'Europe/Berlin' };
// GeoNames record 2988507 (https://www.geonames.org/2988507), Paris: 48.85341 N, 2.3488 E, Europe/Paris.
const PARIS_AT = { latitude: 48.85341, longitude: 2.3488, timezone: 'Europe/Paris' };
const PARIS_ECHO = { id: 2988507, name: 'Paris', country: 'FR', latitude: 48.85341, longitude: 2.3488, zone: 'Europe/Paris' };

const A = { birthDate: '1879-03-14', birthTime: '11:30' };
const B = { birthDate: '1992-03-02', birthTime: '08:10' };
const byPlace = { ...A, place: 'Ulm, Germany' };
const byCoordinates = { ...A, ...ULM_AT };

type Call = (birth: object) => unknown;
/** The records of one birth, as `birth` of a request (or the request itself), and what they echo. */
const ONE_BIRTH: Record<string, { call: Call; echoes: boolean }> = {
  natalChart: { call: (b) => urania.natalChart(b as never), echoes: true },
  natalReport: { call: (b) => urania.natalReport(b as never), echoes: false /* its chart does */ },
  prenatalLunation: { call: (b) => urania.prenatalLunation(b as never), echoes: true },
  transitsToNatal: { call: (b) => urania.transitsToNatal({ birth: b, at: '2024-07-15T12:00:00Z' } as never), echoes: false },
  progressedChart: { call: (b) => urania.progressedChart({ birth: b, targetDate: '2024-07-15' } as never), echoes: true },
  solarArc: { call: (b) => urania.solarArc({ birth: b, targetDate: '2024-07-15' } as never), echoes: true },
  solarReturnChart: { call: (b) => urania.solarReturnChart({ birth: b, year: 2024 } as never), echoes: true },
  lunarReturnChart: { call: (b) => urania.lunarReturnChart({ birth: b, after: '2024-07-01' } as never), echoes: true },
  vedicChart: { call: (b) => urania.vedicChart({ birth: b } as never), echoes: true },
  natalDasha: { call: (b) => urania.natalDasha({ birth: b } as never), echoes: false },
  divisionalChart: { call: (b) => urania.divisionalChart({ birth: b, division: 9 } as never), echoes: true },
  natalAntiscia: { call: (b) => urania.natalAntiscia({ birth: b } as never), echoes: true },
  natalMidpoints: { call: (b) => urania.natalMidpoints({ birth: b } as never), echoes: true },
  natalTemperament: { call: (b) => urania.natalTemperament({ birth: b } as never), echoes: true },
  annualProfection: { call: (b) => urania.annualProfection({ birth: b, at: '2024-07-15' } as never), echoes: true },
  traditionalLots: { call: (b) => urania.traditionalLots({ birth: b } as never), echoes: false },
  natalZodiacalReleasing: { call: (b) => urania.natalZodiacalReleasing({ birth: b, levels: 1 } as never), echoes: false },
  houseIngresses: { call: (b) => urania.houseIngresses({ ...b, from: '2025-01-01', to: '2025-01-15', bodies: ['Sun', 'Mars'] } as never), echoes: false },
  eclipseNatalImpact: { call: (b) => urania.eclipseNatalImpact({ birth: b, from: '2024-01-01', to: '2024-07-01' } as never), echoes: false },
  transitTimeline: { call: (b) => urania.transitTimeline({ birth: b, from: '2025-01-01', to: '2025-03-01', transitBodies: ['Saturn'] } as never), echoes: false },
  natalChartWheel: { call: (b) => natalChartWheel(b as never), echoes: false },
  transitsWheel: { call: (b) => transitsWheel({ birth: b, at: '2024-07-15T12:00:00Z' } as never), echoes: false },
};
const TWO_BIRTHS: Record<string, { call: Call; echoes: boolean }> = {
  synastry: { call: (p) => urania.synastry(p as never), echoes: true },
  compositeChart: { call: (p) => urania.compositeChart(p as never), echoes: true },
  // The spec makes every member of AshtakootScore required: it has no room for an echo.
  ashtakootScore: { call: (p) => urania.ashtakootScore(p as never), echoes: false },
  synastryWheel: { call: (p) => synastryWheel(p as never), echoes: false },
};

function withoutPlaces(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { place: _p, personAPlace: _a, personBPlace: _b, ...rest } = value as Record<string, unknown>;
  return rest;
}

beforeAll(async () => {
  await loadAtlas();
});

describe('place instead of coordinates in every birth (issue 24)', () => {
  it.each(Object.keys(ONE_BIRTH))('%s by place equals the call by the place’s coordinates and zone', (name) => {
    const { call, echoes } = ONE_BIRTH[name]!;
    const at = call(byPlace);
    const coordinates = call(byCoordinates);
    if (echoes) {
      expect((at as { place: unknown }).place).toEqual(ULM_ECHO);
      expect((coordinates as { place?: unknown }).place).toBeUndefined();
    }
    expect(withoutPlaces(at)).toEqual(coordinates);
  });

  it.each(Object.keys(TWO_BIRTHS))('%s reads each person’s place (and says which, when its record is an object with room for it)', (name) => {
    const { call, echoes } = TWO_BIRTHS[name]!;
    const at = call({ personA: byPlace, personB: { ...B, place: 'Paris, FR' } });
    const coordinates = call({ personA: byCoordinates, personB: { ...B, ...PARIS_AT } });
    if (echoes) {
      expect((at as { personAPlace: unknown }).personAPlace).toEqual(ULM_ECHO);
      expect((at as { personBPlace: unknown }).personBPlace).toEqual(PARIS_ECHO);
    }
    expect(withoutPlaces(at)).toEqual(coordinates);
  });

  it('refuses a birth with neither coordinates nor place, naming the member and both ways to give it', () => {
    const e = caught(() => urania.solarArc({ birth: A, targetDate: '2024-07-15' } as never));
    expect(e.code).toBe('MISSING_ARGUMENT');
    expect(e.details.field).toBe('birth.latitude');
    expect(e.message).toBe('birth.latitude is required (or give birth.place instead of birth.latitude and birth.longitude: a place name such as "Ulm, Germany" or a GeoNames id)');
  });

  it('refuses a place beside coordinates, and an ambiguous place in a nested birth with its candidates', () => {
    const both = caught(() => urania.vedicChart({ birth: { ...byCoordinates, place: 'Ulm' } } as never));
    expect(both.details.field).toBe('birth.place');
    const ambiguous = caught(() => urania.synastry({ personA: byCoordinates, personB: { ...B, place: 'Springfield' } } as never));
    expect(ambiguous.details.field).toBe('personB.place');
    expect(ambiguous.message).toMatch(/is ambiguous: Springfield, \w+, United States \(id \d+\)/);
  });
});
