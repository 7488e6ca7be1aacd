/**
 * Event-search benchmark (issue #5), Urania vs astronomy-engine (MIT, devDependency) in one process:
 * (a) a century (2000–2100) of principal moon phases plus all solar and lunar eclipses: `findMoonPhases` +
 *     `findEclipses`, vs astronomy-engine's SearchMoonQuarter/NextMoonQuarter + SearchLunarEclipse/
 *     NextLunarEclipse + SearchGlobalSolarEclipse/NextGlobalSolarEclipse over the same century
 *     (target: Urania at most half the peer's time, i.e. ratio ≥ 2);
 * (b) one year (2025) of sign ingresses and stations of the Sun, the Moon, Mercury–Pluto and Chiron (those
 *     available), with the Chebyshev cache emptied before each run (cold) and kept (warm).
 * CPU-time medians (bench/harness.ts).
 */
import * as Astronomy from 'astronomy-engine';
import { findEclipses } from '../src/records/eclipses.js';
import { findIngresses } from '../src/records/ingresses.js';
import { findMoonPhases } from '../src/records/moon-phases.js';
import { findStations } from '../src/records/stations.js';
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import { microsecondsPerCall, type BenchRow } from './harness.js';

const FROM = '2000-01-01T00:00:00Z';
const TO = '2100-01-01T00:00:00Z';

function uraniaCentury(): number {
  return findMoonPhases({ from: FROM, to: TO }).length + findEclipses({ from: FROM, to: TO }).length;
}

function peerCentury(): number {
  const end = new Date(TO);
  let n = 0;
  for (let q = Astronomy.SearchMoonQuarter(new Date(FROM)); q.time.date < end; q = Astronomy.NextMoonQuarter(q)) n += 1;
  for (let e = Astronomy.SearchLunarEclipse(new Date(FROM)); e.peak.date < end; e = Astronomy.NextLunarEclipse(e.peak)) n += 1;
  for (let e = Astronomy.SearchGlobalSolarEclipse(new Date(FROM)); e.peak.date < end; e = Astronomy.NextGlobalSolarEclipse(e.peak)) n += 1;
  return n;
}

function yearOfIngressesAndStations(): number {
  const range = { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };
  return findIngresses(range).length + findStations(range).length;
}

export async function run(): Promise<BenchRow[]> {
  const counts = { urania: uraniaCentury(), peer: peerCentury() };
  const options = { runs: 3, warmup: false } as const;
  const urania = microsecondsPerCall(1, uraniaCentury, { ...options, setup: clearSegmentCache }) / 1000;
  const peer = microsecondsPerCall(1, peerCentury, options) / 1000;
  const cold = microsecondsPerCall(1, yearOfIngressesAndStations, { runs: 3, warmup: false, setup: clearSegmentCache }) / 1000;
  const warm = microsecondsPerCall(1, yearOfIngressesAndStations, { runs: 3 }) / 1000;
  return [
    {
      name: 'century 2000–2100: principal moon phases + solar and lunar eclipses',
      urania,
      peer,
      ratio: peer / urania,
      unit: 'ms',
      events: `${counts.urania} vs ${counts.peer}`,
      target: 'ratio ≥ 2',
    },
    { name: 'year 2025: sign ingresses + stations, all planets (cold cache)', urania: cold, unit: 'ms', events: yearOfIngressesAndStations() },
    { name: 'year 2025: sign ingresses + stations, all planets (warm cache)', urania: warm, unit: 'ms' },
  ];
}
