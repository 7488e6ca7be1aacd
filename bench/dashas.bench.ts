/**
 * Dashas and strength (issue 28). (a) All five dashas — Vimshottari, Yogini, Ashtottari, Chara (K. N. Rao) and
 * Narayana — to three levels for a life of 120 years, from one chart's sidereal places (the numeric trees; target
 * ≤ 20 ms); (b) the same as records (`vedicDasha` ×5: each computes its chart and writes ISO dates); (c) the
 * ashtakavarga of a chart, numeric and as the record (`ashtakavarga`, chart included). Shadbala is not built yet
 * (docs/vedic.md says what is left); the yogas helper adds its own rows. CPU-time medians (bench/harness.ts).
 */
import { ashtakavarga, vedicDasha } from '../src/records/index.js';
import { ASHTOTTARI_SCHEME } from '../src/vedic/ashtottari-dasha.js';
import { bhinnashtakavarga, sarvashtakavarga } from '../src/vedic/ashtakavarga.js';
import { ASHTAKAVARGA_POINTS } from '../src/vedic/ashtakavarga-tables.js';
import { charaDasha } from '../src/vedic/chara-dasha.js';
import { nakshatraDasha } from '../src/vedic/nakshatra-dasha.js';
import { narayanaDasha } from '../src/vedic/narayana-dasha.js';
import { VIMSHOTTARI_SCHEME } from '../src/vedic/vimshottari-scheme.js';
import { YOGINI_SCHEME } from '../src/vedic/yogini-dasha.js';
import { microsecondsPerCall, type BenchRow } from './harness.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const JD = 2448088.1;
/** A chart's sidereal longitudes (any chart: the work does not depend on it much). */
const CHART = { Sun: 89.3, Moon: 3.34, Mars: 20.1, Mercury: 107.9, Jupiter: 82.5, Venus: 63.2, Saturn: 263.0, Rahu: 288.4, Ketu: 108.4 };
const LAGNA = 6;
const SIGNS = { Sun: 2, Moon: 0, Mars: 0, Mercury: 3, Jupiter: 2, Venus: 2, Saturn: 8, Ascendant: 6 };

function allDashas(): number {
  let n = 0;
  for (const scheme of [VIMSHOTTARI_SCHEME, YOGINI_SCHEME, ASHTOTTARI_SCHEME]) n += nakshatraDasha(scheme, CHART.Moon, JD, 365.25, 3, 120).periods.length;
  n += charaDasha(LAGNA, CHART, 'kn-rao', JD, 365.25, 3, 120).length;
  n += narayanaDasha(LAGNA, CHART, JD, 365.25, 3, 120).periods.length;
  return n;
}

function allDashaRecords(): number {
  let n = 0;
  for (const system of ['vimshottari', 'yogini', 'ashtottari', 'chara', 'narayana'] as const) n += vedicDasha({ birth: BIRTH, system, levels: 3, force: true }).periods.length;
  return n;
}

function ashtakavargaNumeric(): number {
  return sarvashtakavarga(ASHTAKAVARGA_POINTS.map((p) => bhinnashtakavarga(p, SIGNS))).length;
}

export async function run(): Promise<BenchRow[]> {
  const trees = microsecondsPerCall(1, allDashas, { runs: 9 }) / 1000;
  const records = microsecondsPerCall(1, allDashaRecords, { runs: 5 }) / 1000;
  const av = microsecondsPerCall(200, ashtakavargaNumeric, { runs: 5 }) / 1000;
  const avRecord = microsecondsPerCall(1, () => ashtakavarga({ birth: BIRTH }).sarvashtakavarga.total, { runs: 5 }) / 1000;
  return [
    { name: 'all five dashas to three levels, 120 years, from a chart (numeric trees)', urania: trees, unit: 'ms', target: '≤ 20 ms' },
    { name: 'the same as records (vedicDasha ×5, chart and ISO dates included)', urania: records, unit: 'ms' },
    { name: 'ashtakavarga of a chart: eight BAVs, reductions, pindas, SAV (numeric)', urania: av, unit: 'ms' },
    { name: 'ashtakavarga record of a birth (chart included)', urania: avRecord, unit: 'ms' },
  ];
}
