/**
 * Yogas of a chart (issue 28: "ashtakavarga + shadbala + yogas of a chart ≤ 10 ms"): the 79 rules of the catalogue
 * evaluated on random sidereal charts (`yogasOf`, the numeric core, positions given), and the whole record
 * `vedicYogas` (positions and Ascendant of the birth included) for varied births. The ashtakavarga and shadbala
 * rows belong to their own benchmark (another branch of issue 28).
 */
import { vedicYogas } from '../src/records/index.js';
import type { Graha } from '../src/vedic/graha-relationships.js';
import type { YogaChart } from '../src/vedic/yoga-evaluator.js';
import { yogasOf } from '../src/vedic/yogas-of.js';
import { microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';

const N = 200;

export async function run(): Promise<BenchRow[]> {
  const random = seededRandom(28);
  const charts: YogaChart[] = Array.from({ length: N }, () => {
    const g = Object.fromEntries(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'].map((p) => [p, random() * 360])) as Record<Graha, number>;
    g.Ketu = (g.Rahu + 180) % 360;
    return { lagna: random() * 360, grahas: g };
  });
  const births = Array.from({ length: 40 }, (_, i) => ({
    birthDate: `${1950 + i}-0${1 + (i % 9)}-1${i % 10}`, birthTime: `${10 + (i % 12)}:30`, latitude: -50 + random() * 100, longitude: -180 + random() * 360,
  }));
  const rules = microsecondsPerCall(N, (i) => yogasOf(charts[i]!));
  const record = microsecondsPerCall(births.length, (i) => vedicYogas({ birth: births[i]! }));
  return [
    { name: 'yogasOf: 79 rules on a chart (positions given)', urania: rules, unit: 'µs/call' },
    { name: 'vedicYogas: positions, Ascendant and the 79 rules of a birth', urania: record, unit: 'µs/call' },
  ] as BenchRow[];
}
