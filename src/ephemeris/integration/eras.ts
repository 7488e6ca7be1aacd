import { UraniaError } from '../../errors/urania-error.js';
import type { Vsop87PackedTable } from '../series-packing.js';
import { chebyshevTable, type ChebyshevTable } from './chebyshev-table.js';
import type { EphemerisEraData } from './era-data.js';
import { harmonicCorrection, type HarmonicCorrection } from './harmonic-correction.js';
import { longTermTheory, type LongTermPlanet, type LongTermTheory } from './long-term-vsop87.js';
import { dataModuleAvailable, requireDataModule } from '../../time/node-data-loader.js';
import { loadElpOnDemand } from '../elp-on-demand.js';
import { refuseExtraArguments } from '../../errors/extra-arguments.js';

/**
 * The ephemeris outside 1800–2200, split by era and loaded on demand (docs/ephemeris.md, "Loading the eras").
 *
 * Urania's position functions are synchronous, but an ES module can only be loaded on demand asynchronously
 * (`import()`). So the data of an era — packed tables and
 * corrections, 0.3–0.9 MB of text per era — is loaded by an explicit, awaited call, once per process:
 *
 *   await loadEphemerisSpan();            // every era (−3000..+3000)
 *   await loadEphemerisFor(jdTt);         // only the era of one instant
 *
 * after which every function answers synchronously over the whole span. Under Node the built package needs not
 * even that: a date in an era not loaded yet loads it synchronously on first use (node-data-loader.ts: the
 * build's stable `eras/*` entries, which Node can require although they are ES modules). Elsewhere (browsers,
 * bundled apps, the TypeScript sources) a date whose era is not loaded throws `UraniaError('UNSUPPORTED')` naming the era and the call that
 * loads it — never a silent fallback. Nothing of it
 * is imported, parsed or decoded at start-up, and a bundler emits each era as its own chunk, fetched only by an
 * application that asks for it. 1800–2200 needs no loading (its tables ship in the main bundle, as before).
 * Loading an era also loads the part of the lunar theory the Moon needs beyond 1760–2240 (elp-on-demand.ts; under
 * Node the Moon loads it synchronously on first need, as an era).
 */

/** One era: its name, years, TT Julian Days covered and how to load it. */
export interface EphemerisEra {
  readonly name: string;
  readonly years: string;
  readonly fromJdTt: number;
  readonly toJdTt: number;
}

interface EraEntry extends EphemerisEra {
  readonly load: () => Promise<{ readonly ERA: EphemerisEraData }>;
  /** The module's name in src/ephemeris/data/eras/ and among the build's `eras/*` entries. */
  readonly file: string;
}

/** The long-term VSOP87 module loaded with the first era (its name among the build's `eras/*` entries). */
const LONG_TERM_SERIES_FILE = 'vsop87b-long-term';

/**
 * The eras (TT Julian Days of the seeds of scripts/data/state-vectors-span.json; the first era starts 30.5 days
 * before −3000-01-01.5 TT and the last ends 396.5 days after 3000-01-01.5 TT, as the 1800–2200 tables do).
 * The import paths are literal so that bundlers see them.
 */
const ERA_ENTRIES: readonly EraEntry[] = [
  { name: 'm3000-m1000', years: '-3000..-1000', fromJdTt: 625277.5, toJdTt: 1355808, load: () => import('../data/eras/era-m3000-m1000.js'), file: 'era-m3000-m1000' },
  { name: 'm1000-p1000', years: '-1000..1000', fromJdTt: 1355808, toJdTt: 2086308, load: () => import('../data/eras/era-m1000-p1000.js'), file: 'era-m1000-p1000' },
  { name: 'p1000-p1800', years: '1000..1800', fromJdTt: 2086308, toJdTt: 2378497, load: () => import('../data/eras/era-p1000-p1800.js'), file: 'era-p1000-p1800' },
  { name: 'p2200-p3000', years: '2200..3000', fromJdTt: 2524594, toJdTt: 2817184.5, load: () => import('../data/eras/era-p2200-p3000.js'), file: 'era-p2200-p3000' },
];

/** The eras that can be loaded, oldest first. */
export const EPHEMERIS_ERAS: readonly EphemerisEra[] = ERA_ENTRIES.map(({ name, years, fromJdTt, toJdTt }) => ({ name, years, fromJdTt, toJdTt }));

/** TT Julian Days of the whole ephemeris span (the eras and the 1800–2200 tables between them). */
export const EPHEMERIS_SPAN_JD_TT = { fromJdTt: 625277.5, toJdTt: 2817184.5 } as const;

/** Chiron's span: from 675 CE (25 years before its first seed, as far as its reference goes) to the span's end. */
export const CHIRON_SPAN_JD_TT = { fromJdTt: 1967601.75, toJdTt: 2817184.5 } as const;

/** A loaded era: its tables and corrections, each decoded on first use. */
export interface LoadedEra extends EphemerisEra {
  /** The barycentric Chebyshev table of a body, or undefined when the era has none for it. */
  table(body: string): ChebyshevTable | undefined;
  /** The harmonic correction of an inner planet's long-term VSOP87. */
  correction(planet: LongTermPlanet): HarmonicCorrection;
  /** The long-term VSOP87 theory of an inner planet. */
  theory(planet: LongTermPlanet): LongTermTheory;
}

const loaded = new Map<string, LoadedEra>();
const pending = new Map<string, Promise<LoadedEra>>();
let longTermSeries: Readonly<Record<string, Vsop87PackedTable>> | undefined;
const theories = new Map<LongTermPlanet, LongTermTheory>();

function decodedEra(entry: EraEntry, data: EphemerisEraData): LoadedEra {
  const tables = new Map<string, ChebyshevTable>();
  const corrections = new Map<string, HarmonicCorrection>();
  return {
    name: entry.name,
    years: entry.years,
    fromJdTt: entry.fromJdTt,
    toJdTt: entry.toJdTt,
    table(body) {
      let t = tables.get(body);
      if (t === undefined) {
        const packed = data.tables[body];
        if (packed === undefined) return undefined;
        t = chebyshevTable(packed, `${body} (era ${entry.name})`);
        tables.set(body, t);
      }
      return t;
    },
    correction(planet) {
      let c = corrections.get(planet);
      if (c === undefined) {
        const packed = data.corrections[planet];
        if (packed === undefined) throw new UraniaError('INTERNAL', `era ${entry.name} has no correction for ${planet}`, { field: 'body', received: planet });
        const rest = data.remainders?.[planet];
        const remainder = rest === undefined ? undefined : { scaleAu: rest.scaleAu, table: chebyshevTable(rest.table, `${planet} remainder (era ${entry.name})`) };
        c = harmonicCorrection(packed, `${planet} (era ${entry.name})`, remainder);
        corrections.set(planet, c);
      }
      return c;
    },
    theory(planet) {
      let t = theories.get(planet);
      if (t === undefined) {
        const packed = longTermSeries?.[planet];
        if (packed === undefined) throw new UraniaError('INTERNAL', `no long-term VSOP87 series for ${planet}`, { field: 'body', received: planet });
        t = longTermTheory(packed, planet);
        theories.set(planet, t);
      }
      return t;
    },
  };
}

function entryNamed(name: string): EraEntry {
  const entry = ERA_ENTRIES.find((e) => e.name === name);
  if (entry === undefined) {
    const names = ERA_ENTRIES.map((e) => e.name).join(', ');
    throw new UraniaError('INVALID_ARGUMENT', `era must be one of: ${names}`, { field: 'era', received: name, allowed: names });
  }
  return entry;
}

/**
 * @summary Load one era of the ephemeris (by name, see `EPHEMERIS_ERAS`); resolves once its data is available.
 * Loading twice is free.
 * @example await loadEphemerisEra('m1000-p1000'); // then positions between −1000 and 1000 are synchronous
 */
export function loadEphemerisEra(name: string): Promise<EphemerisEra> {
  refuseExtraArguments(arguments.length, 1, 'loadEphemerisEra(name)', "loadEphemerisEra('m1000-p1000')");
  const entry = entryNamed(name);
  const descriptor: EphemerisEra = { name: entry.name, years: entry.years, fromJdTt: entry.fromJdTt, toJdTt: entry.toJdTt };
  if (loaded.has(name)) return Promise.resolve(descriptor);
  let p = pending.get(name);
  if (p === undefined) {
    p = Promise.all([
      entry.load(),
      longTermSeries ? Promise.resolve(undefined) : import('../data/eras/vsop87b-long-term.js'),
      loadElpOnDemand(),
    ]).then(([era, series]) => {
      if (series !== undefined) longTermSeries ??= series.VSOP87B_LONG_TERM_SERIES;
      const decoded = decodedEra(entry, era.ERA);
      loaded.set(name, decoded);
      pending.delete(name);
      return decoded;
    });
    pending.set(name, p);
  }
  return p.then(() => descriptor);
}

/**
 * @summary Load every era: afterwards the whole span −3000..+3000 answers synchronously.
 * @example await loadEphemerisSpan();
 */
export async function loadEphemerisSpan(): Promise<void> {
  refuseExtraArguments(arguments.length, 0, 'loadEphemerisSpan()');
  await Promise.all(ERA_ENTRIES.map((e) => loadEphemerisEra(e.name)));
}

/**
 * @summary Load the era that holds a TT Julian Day (nothing to do inside 1800–2200 or when already loaded).
 * @example await loadEphemerisFor(1705426); // 44 BCE
 */
export function loadEphemerisFor(jdTt: number): Promise<void> {
  if (typeof jdTt !== 'number' || !Number.isFinite(jdTt)) {
    throw new UraniaError('INVALID_ARGUMENT', 'jdTt must be a finite TT Julian Day', { field: 'jdTt', received: jdTt, allowed: 'a finite number' });
  }
  const names = ERA_ENTRIES.filter((e) => jdTt >= e.fromJdTt && jdTt <= e.toJdTt).map((e) => e.name);
  return Promise.all(names.map((name) => loadEphemerisEra(name))).then(() => undefined);
}

/**
 * The era loaded synchronously under Node (node-data-loader.ts), or undefined where that cannot be done.
 */
function loadEraSynchronously(entry: EraEntry): LoadedEra | undefined {
  const era = requireDataModule<{ readonly ERA: EphemerisEraData }>(`eras/${entry.file}`);
  if (era === undefined) return undefined;
  if (longTermSeries === undefined) {
    const series = requireDataModule<{ readonly VSOP87B_LONG_TERM_SERIES: Readonly<Record<string, Vsop87PackedTable>> }>(`eras/${LONG_TERM_SERIES_FILE}`);
    if (series === undefined) return undefined;
    longTermSeries = series.VSOP87B_LONG_TERM_SERIES;
  }
  const decoded = decodedEra(entry, era.ERA);
  loaded.set(entry.name, decoded);
  return decoded;
}

/**
 * @summary Whether every era (and the long-term series) would load synchronously on its first date (Node, the built
 * package): then `loadEphemerisSpan()` up front is work the first call may never need.
 */
export function erasLoadOnFirstUse(): boolean {
  return ERA_ENTRIES.every((e) => dataModuleAvailable(`eras/${e.file}`)) && dataModuleAvailable(`eras/${LONG_TERM_SERIES_FILE}`);
}

/** @summary Whether an era is loaded. */
export function isEphemerisEraLoaded(name: string): boolean {
  return loaded.has(entryNamed(name).name);
}

/** The eras latest first: at the instant two eras share, `eraAt(…, 'later')` takes the later one. */
const ERA_ENTRIES_LATER_FIRST = [...ERA_ENTRIES].reverse();

/**
 * @summary The loaded era holding a TT Julian Day (inside `EPHEMERIS_SPAN_JD_TT`, outside the 1800–2200
 * tables): UNSUPPORTED naming the era and the loading call when it is not loaded, OUT_OF_RANGE outside every era.
 * Two eras share their boundary instant: `side` says which one answers there (the earlier by default; the later
 * for a body whose span begins at that boundary, e.g. the TNOs at 1000 CE).
 */
export function eraAt(jdTt: number, side: 'earlier' | 'later' = 'earlier'): LoadedEra {
  const entries = side === 'earlier' ? ERA_ENTRIES : ERA_ENTRIES_LATER_FIRST;
  for (const e of entries) {
    if (jdTt >= e.fromJdTt && jdTt <= e.toJdTt) {
      const era = loaded.get(e.name);
      if (era !== undefined) return era;
    }
  }
  const entry = entries.find((e) => jdTt >= e.fromJdTt && jdTt <= e.toJdTt);
  const synchronous = entry === undefined ? undefined : loadEraSynchronously(entry);
  if (synchronous !== undefined) return synchronous;
  if (entry === undefined) {
    const allowed = `${EPHEMERIS_SPAN_JD_TT.fromJdTt}..${EPHEMERIS_SPAN_JD_TT.toJdTt}`;
    throw new UraniaError('OUT_OF_RANGE', `jdTt must be within the ephemeris span (TT JD ${allowed}, years −3000..+3000), got ${jdTt}`, {
      field: 'jdTt',
      received: jdTt,
      allowed,
      minimum: EPHEMERIS_SPAN_JD_TT.fromJdTt,
      maximum: EPHEMERIS_SPAN_JD_TT.toJdTt,
    });
  }
  throw new UraniaError(
    'UNSUPPORTED',
    `the ephemeris of years ${entry.years} (era ${entry.name}) is not loaded: call \`await loadEphemerisSpan()\` (or \`await loadEphemerisEra('${entry.name}')\`) once before computing dates outside 1800–2200`,
    { field: 'jdTt', received: jdTt, era: entry.name, allowed: 'a loaded era, or 1800–2200' },
  );
}
