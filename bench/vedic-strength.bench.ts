/**
 * Strength of a chart (issue 28: "ashtakavarga + shadbala + yogas of a chart ≤ 10 ms", median): the three records of
 * one birth, each computing its own positions (`ashtakavarga`, `shadbala`, `vedicYogas`), for varied births; and the
 * Shadbala numeric core alone (`shadbalaOf`, positions given) on random charts.
 */
import { ashtakavarga, shadbala, vedicYogas } from '../src/records/index.js';
import { shadbalaOf, type ShadbalaChart } from '../src/vedic/shadbala/shadbala-of.js';
import { SHADBALA_GRAHAS, type ShadbalaGraha } from '../src/vedic/shadbala/shadbala-tables.js';
import { microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';

export async function run(): Promise<BenchRow[]> {
  const random = seededRandom(2828);
  const births = Array.from({ length: 40 }, (_, i) => ({
    birthDate: `${1950 + i}-0${1 + (i % 9)}-1${i % 10}`, birthTime: `${10 + (i % 12)}:30`, latitude: -50 + random() * 100, longitude: -180 + random() * 360,
  }));
  const seven = (f: () => number) => Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, f()])) as Record<ShadbalaGraha, number>;
  const charts: ShadbalaChart[] = Array.from({ length: 200 }, () => {
    const ascendant = random() * 360;
    return {
      sidereal: seven(() => random() * 360), tropical: seven(() => random() * 360), declination: seven(() => -23 + random() * 46),
      latitude: seven(() => -5 + random() * 10), ascendant, midheaven: (ascendant + 270 + random() * 60) % 360, jdTt: 2440000 + random() * 30000,
      moment: { sunHourAngle: random() * 360, isDay: random() < 0.5, fractionElapsed: random(), hoursSinceSunrise: random() * 24, weekday: Math.floor(random() * 7), ahargana: 1_850_000 + Math.floor(random() * 10000) },
    };
  });
  const core = microsecondsPerCall(charts.length, (i) => shadbalaOf(charts[i]!));
  const record = microsecondsPerCall(births.length, (i) => shadbala({ birth: births[i]! }));
  const all = microsecondsPerCall(births.length, (i) => {
    const birth = births[i]!;
    ashtakavarga({ birth });
    shadbala({ birth });
    vedicYogas({ birth });
  });
  return [
    { name: 'shadbalaOf: Shadbala and Bhava bala of a chart (positions given)', urania: core, unit: 'µs/call' },
    { name: 'shadbala: positions, sunrise, Shadbala and Bhava bala of a birth', urania: record, unit: 'µs/call' },
    { name: 'ashtakavarga + shadbala + vedicYogas of one birth (issue 28: ≤ 10 ms)', urania: all, unit: 'µs/call' },
  ] as BenchRow[];
}
