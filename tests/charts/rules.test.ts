/**
 * Unit tests of the natal chart's small rules with constructed positions: combustion limits, Part of Fortune,
 * sect, balances, chart ruler, besiegement, out-of-bounds, speed bands, receptions, dignities, decans.
 * Expected values are worked out by hand from the documented rules (docs/natal-chart.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  altitude, besiegedPlanets, chartDignities, chartMutualReceptions, chartRuler, classifySpeed, combustionState,
  combustionStatuses, COMBUSTION_LIMITS, decanPlacements, elementBalance, isDayChart, MEAN_MOTIONS,
  modalityBalance, outOfBoundsPlanets, OUT_OF_BOUNDS_BODIES, partOfFortune, speedClassifications, BALANCE_WEIGHTS,
} from '../../src/charts/index.js';
import type { Body } from '../../src/schemas/index.js';

/** Float noise allowed on sums of a few degrees. */
const EPS = 1e-9;
const ARCMIN = 1 / 60;

describe('combustionState (Lilly: cazimi 17′, combust 8°30′, under the beams 17°)', () => {
  const sun = 100;
  it.each([
    [0, 'cazimi'],
    [17 * ARCMIN, 'cazimi'],
    [17 * ARCMIN + 1e-6, 'combust'],
    [8.5, 'combust'],
    [8.5 + 1e-6, 'underTheBeams'],
    [17, 'underTheBeams'],
    [17 + 1e-6, 'free'],
    [90, 'free'],
    [180, 'free'],
  ] as const)('%f° from the Sun is %s (either side)', (d, state) => {
    expect(combustionState(sun + d, sun)).toBe(state);
    expect(combustionState(sun - d, sun)).toBe(state);
  });

  it('measures across 0° Aries', () => {
    expect(combustionState(0.1, 359.95)).toBe('cazimi'); // 0.15° apart
    expect(combustionState(355, 3)).toBe('combust'); // 8° apart
    expect(combustionState(350, 6)).toBe('underTheBeams'); // 16° apart
  });

  it('has the documented limits', () => {
    expect(COMBUSTION_LIMITS).toEqual({ cazimi: 17 / 60, combust: 8.5, underTheBeams: 17 });
  });

  it('lists the Moon and Mercury–Pluto present, never the Sun, in order', () => {
    const placed = [
      { body: 'Saturn' as Body, longitude: 300 },
      { body: 'Sun' as Body, longitude: 10 },
      { body: 'Moon' as Body, longitude: 10.1 },
      { body: 'Chiron' as Body, longitude: 10 },
    ];
    expect(combustionStatuses(placed)).toEqual([
      { body: 'Moon', status: 'cazimi' },
      { body: 'Saturn', status: 'free' },
    ]);
  });
});

describe('partOfFortune (day Asc + Moon − Sun, night Asc + Sun − Moon)', () => {
  it('day and night formulas', () => {
    expect(partOfFortune(100, 10, 40, true).longitude).toBeCloseTo(130, 12);
    expect(partOfFortune(100, 10, 40, false).longitude).toBeCloseTo(70, 12);
  });

  it('wraps into [0, 360) and gives sign and degree', () => {
    const pof = partOfFortune(350, 200, 250, true); // 350 + 250 − 200 = 400 → 40
    expect(pof.longitude).toBeCloseTo(40, 12);
    expect(pof.sign).toBe('Taurus');
    expect(pof.degree).toBeCloseTo(10, 12);
    expect(pof.isDayChart).toBe(true);
    expect(partOfFortune(10, 300, 20, false).longitude).toBeCloseTo(290, 12); // night: 10 + 300 − 20
  });

  it('day and night lots are mirror images about the Ascendant', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }), (asc, sun, moon) => {
          const day = partOfFortune(asc, sun, moon, true).longitude;
          const night = partOfFortune(asc, sun, moon, false).longitude;
          const mirror = (((2 * asc - day) % 360) + 360) % 360;
          const d = Math.abs(mirror - night);
          expect(Math.min(d, 360 - d)).toBeLessThan(EPS);
        }),
      { numRuns: 200 },
    );
  });
});

describe('sect: altitude of the Sun (Meeus 13.6)', () => {
  it('zenith, nadir and horizon cases', () => {
    expect(altitude(0, 0, 0, 0)).toBeCloseTo(90, 10); // on the meridian at the equator
    expect(altitude(180, 0, 0, 0)).toBeCloseTo(-90, 10);
    expect(altitude(90, 0, 0, 45)).toBeCloseTo(0, 10); // hour angle −90°, declination 0: on the horizon
    expect(altitude(0, 23.44, 0, 90)).toBeCloseTo(23.44, 10); // at the pole, altitude = declination
  });

  it('day when above the horizon, night below it', () => {
    expect(isDayChart(0, 10, 30, 40)).toBe(true);
    expect(isDayChart(0, -10, 180, 40)).toBe(false);
    expect(isDayChart(90.001, 0, 0, 45)).toBe(false); // just below the horizon (hour angle −90.001°)
    expect(isDayChart(89.999, 0, 0, 45)).toBe(true); // just above it
    expect(isDayChart(0, 20, 180, 80)).toBe(true); // midnight sun: north of 70°N with δ = 20°
    expect(isDayChart(0, -20, 0, 80)).toBe(false); // polar night at noon
  });
});

describe('element and modality balance (weights Sun, Moon, Asc 2; Mercury–Saturn 1; Uranus–Pluto 0.5)', () => {
  it('has the documented weights', () => {
    expect(BALANCE_WEIGHTS).toEqual({
      Sun: 2, Moon: 2, Ascendant: 2, Mercury: 1, Venus: 1, Mars: 1, Jupiter: 1, Saturn: 1,
      Uranus: 0.5, Neptune: 0.5, Pluto: 0.5,
    });
  });

  it('sums the weights by sign element and modality; other bodies do not count', () => {
    const placed = [
      { factor: 'Sun' as const, longitude: 5 }, // Aries: Fire, Cardinal
      { factor: 'Moon' as const, longitude: 95 }, // Cancer: Water, Cardinal
      { factor: 'Ascendant' as const, longitude: 215 }, // Scorpio: Water, Fixed
      { factor: 'Mars' as const, longitude: 35 }, // Taurus: Earth, Fixed
      { factor: 'Pluto' as const, longitude: 65 }, // Gemini: Air, Mutable
      { factor: 'Chiron' as const, longitude: 65 },
      { factor: 'NorthNode' as const, longitude: 65 },
    ];
    expect(elementBalance(placed)).toEqual({ fire: 2, earth: 1, air: 0.5, water: 4, dominant: 'Water' });
    expect(modalityBalance(placed)).toEqual({ cardinal: 4, fixed: 3, mutable: 0.5, dominant: 'Cardinal' });
  });

  it('breaks ties by the order Fire, Earth, Air, Water and Cardinal, Fixed, Mutable', () => {
    const placed = [{ factor: 'Venus' as const, longitude: 45 }, { factor: 'Mars' as const, longitude: 75 }];
    expect(elementBalance(placed).dominant).toBe('Earth'); // Earth 1, Air 1
    expect(modalityBalance(placed).dominant).toBe('Fixed'); // Fixed 1, Mutable 1
    expect(elementBalance([]).dominant).toBe('Fire');
  });
});

describe('chartRuler (traditional lord of the Ascendant sign)', () => {
  const placed = [
    { body: 'Mars' as Body, longitude: 10, speed: 0.6 },
    { body: 'Saturn' as Body, longitude: 250, speed: -0.05 },
    { body: 'Jupiter' as Body, longitude: 100, speed: 0.1 },
  ];
  it('Scorpio rising → Mars, Aquarius → Saturn, Pisces → Jupiter (not Pluto, Uranus, Neptune)', () => {
    expect(chartRuler(215, placed)).toEqual({ planet: 'Mars', sign: 'Aries', longitude: 10, isRetrograde: false });
    expect(chartRuler(305, placed)).toEqual({ planet: 'Saturn', sign: 'Sagittarius', longitude: 250, isRetrograde: true });
    expect(chartRuler(355, placed)?.planet).toBe('Jupiter');
  });
  it('null when the ruler is not placed', () => {
    expect(chartRuler(125, placed)).toBeNull(); // Leo → Sun
  });
});

describe('besiegedPlanets (nearest classical neighbours are Mars and Saturn)', () => {
  const at = (o: Partial<Record<Body, number>>) => Object.entries(o).map(([body, longitude]) => ({ body: body as Body, longitude: longitude! }));
  it('between the malefics, either order, across 0°', () => {
    const r = besiegedPlanets(at({ Mars: 10, Saturn: 20, Jupiter: 15, Sun: 100, Moon: 200, Mercury: 110, Venus: 130 }));
    expect(r.find((x) => x.body === 'Jupiter')).toEqual({ body: 'Jupiter', isBesieged: true, besiegingMalefics: ['Mars', 'Saturn'] });
    expect(r.filter((x) => x.isBesieged).map((x) => x.body)).toEqual(['Jupiter']);
    const wrap = besiegedPlanets(at({ Saturn: 350, Mars: 5, Moon: 359, Sun: 100 }));
    expect(wrap.find((x) => x.body === 'Moon')?.isBesieged).toBe(true);
    expect(wrap.find((x) => x.body === 'Sun')?.isBesieged).toBe(false);
  });
  it('not besieged when another classical planet is inside the arc', () => {
    const r = besiegedPlanets(at({ Mars: 10, Saturn: 30, Jupiter: 15, Venus: 25, Sun: 100 }));
    expect(r.find((x) => x.body === 'Jupiter')?.isBesieged).toBe(false);
    expect(r.find((x) => x.body === 'Venus')?.isBesieged).toBe(false);
  });
  it('only on the shorter arc; a malefic conjunction besieges nothing', () => {
    const r = besiegedPlanets(at({ Mars: 0, Saturn: 100, Sun: 200 })); // Sun on the longer arc
    expect(r).toEqual([{ body: 'Sun', isBesieged: false }]);
    expect(besiegedPlanets(at({ Mars: 50, Saturn: 50, Moon: 50 }))[0]?.isBesieged).toBe(false);
  });
  it('an item for each of Sun, Moon, Mercury, Venus, Jupiter present', () => {
    expect(besiegedPlanets(at({ Mars: 1, Saturn: 2 }))).toEqual([]);
    expect(besiegedPlanets(at({ Venus: 1, Sun: 2, Uranus: 3 })).map((x) => x.body)).toEqual(['Sun', 'Venus']);
  });
});

describe('outOfBoundsPlanets (|δ| > true obliquity)', () => {
  it('strictly beyond the bound, either hemisphere; Sun and ecliptic points never', () => {
    const eps = 23.44;
    const placed = [
      { body: 'Moon' as Body, declination: 27.1 },
      { body: 'Mars' as Body, declination: -23.45 },
      { body: 'Venus' as Body, declination: 23.44 },
      { body: 'Sun' as Body, declination: 23.4401 },
      { body: 'NorthNode' as Body, declination: 23.5 },
      { body: 'Vertex' as Body, declination: -23.5 },
    ];
    expect(outOfBoundsPlanets(placed, eps)).toEqual([
      { body: 'Moon', declination: 27.1 },
      { body: 'Mars', declination: -23.45 },
    ]);
  });
});

describe('out of bounds concerns the Moon, Mercury–Pluto and Chiron', () => {
  it('issue 11 astrologer defaults: Makemake at 35.65° is not an out-of-bounds planet; Chiron and Pluto can be', () => {
    const eps = 23.44;
    const placed = [
      { body: 'Makemake' as Body, declination: 35.65 },
      { body: 'Pallas' as Body, declination: -30 },
      { body: 'LilithTrue' as Body, declination: 25 },
      { body: 'Cupido' as Body, declination: 24 },
      { body: 'Chiron' as Body, declination: 26.2 },
      { body: 'Pluto' as Body, declination: -23.9 },
      { body: 'SouthNode' as Body, declination: 23.5 },
    ];
    expect(outOfBoundsPlanets(placed, eps).map((p) => p.body)).toEqual(['Chiron', 'Pluto']);
    expect(OUT_OF_BOUNDS_BODIES).toEqual(['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']);
  });
});

describe('speed classification against mean motion bands', () => {
  it('uses tropical mean motions (Meeus 25.2, 47.1, table 31.A)', () => {
    expect(MEAN_MOTIONS.Sun!.meanDegPerDay * 365.2422).toBeCloseTo(360, 2);
    expect(MEAN_MOTIONS.Moon!.meanDegPerDay).toBeCloseTo(13 + 10 / 60 + 35 / 3600, 3);
    expect(360 / MEAN_MOTIONS.Jupiter!.meanDegPerDay / 365.25).toBeCloseTo(11.86, 1);
    expect(360 / MEAN_MOTIONS.Saturn!.meanDegPerDay / 365.25).toBeCloseTo(29.44, 1);
  });
  it('retrograde, slow, average, fast with inclusive band edges', () => {
    const m = { meanDegPerDay: 1, band: 0.2 };
    expect(classifySpeed(-1e-9, m)).toBe('retrograde');
    expect(classifySpeed(0, m)).toBe('slow');
    expect(classifySpeed(0.79, m)).toBe('slow');
    expect(classifySpeed(0.8, m)).toBe('average');
    expect(classifySpeed(1.2, m)).toBe('average');
    expect(classifySpeed(1.21, m)).toBe('fast');
  });
  it('classifies the planets present, in Sun…Pluto order', () => {
    const r = speedClassifications([
      { body: 'Moon', speed: 12 },
      { body: 'Sun', speed: 1.019 },
      { body: 'Saturn', speed: -0.05 },
      { body: 'NorthNode', speed: -0.05 },
    ]);
    expect(r).toEqual([
      { body: 'Sun', dailyMotion: 1.019, classification: 'fast' },
      { body: 'Moon', dailyMotion: 12, classification: 'slow' },
      { body: 'Saturn', dailyMotion: -0.05, classification: 'retrograde' },
    ]);
  });
});

describe('receptions, dignities and decans of a chart', () => {
  it('mutual receptions among the classical planets, each pair once', () => {
    const placed = [
      { body: 'Venus' as Body, longitude: 10 }, // Aries (Mars's domicile)
      { body: 'Mars' as Body, longitude: 40 }, // Taurus (Venus's domicile)
      { body: 'Sun' as Body, longitude: 95 }, // Cancer (Moon's domicile)
      { body: 'Moon' as Body, longitude: 5 }, // Aries (Sun's exaltation)
      { body: 'Pluto' as Body, longitude: 215 },
    ];
    expect(chartMutualReceptions(placed)).toEqual([
      { body1: 'Sun', body2: 'Moon', sign1: 'Cancer', sign2: 'Aries', type: 'mixed' },
      { body1: 'Moon', body2: 'Mars', sign1: 'Aries', sign2: 'Taurus', type: 'mixed' },
      { body1: 'Venus', body2: 'Mars', sign1: 'Aries', sign2: 'Taurus', type: 'domicile' },
    ]);
  });

  it('dignities with Lilly scores; outer planets only when they hold something', () => {
    const r = chartDignities([
      { body: 'Sun', longitude: 19 }, // 19° Aries by day: exaltation 4 + triplicity 3 + face 1
      { body: 'Saturn', longitude: 19 }, // Aries: fall −4, and nothing else → peregrine −5
      { body: 'Uranus', longitude: 310 }, // Aquarius: modern domicile
      { body: 'Neptune', longitude: 100 }, // Cancer: nothing
    ], true);
    expect(r).toEqual([
      { body: 'Sun', sign: 'Aries', dignity: 'exaltation', score: 8, held: ['exaltation', 'triplicity', 'face'] },
      { body: 'Saturn', sign: 'Aries', dignity: 'fall', score: -9, held: ['fall', 'peregrine'] },
      { body: 'Uranus', sign: 'Aquarius', dignity: 'domicile', score: 5, held: ['domicile'] },
    ]);
  });

  it('decans with Chaldean face rulers', () => {
    expect(decanPlacements([
      { body: 'Sun', longitude: 135 }, // Leo 15°: decan 2, Jupiter
      { body: 'Moon', longitude: 0 }, // Aries 0°: decan 1, Mars
      { body: 'Mars', longitude: 359.99 }, // Pisces 29°59′: decan 3, Mars
      { body: 'Ceres', longitude: 10 },
    ])).toEqual([
      { body: 'Sun', decan: 2, faceRuler: 'Jupiter' },
      { body: 'Moon', decan: 1, faceRuler: 'Mars' },
      { body: 'Mars', decan: 3, faceRuler: 'Mars' },
    ]);
  });
});
