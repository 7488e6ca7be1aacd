import { UraniaError } from '../errors/index.js';
import { dataModuleAvailable, requireDataModule } from '../ephemeris/integration/node-data-loader.js';
import { placeKey } from './place-key.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The decoded atlas (issue 24): GeoNames' populated places of at least 1,000 people, sorted by search key
 * (`placeKey`), in columns. Built by scripts/build-atlas.ts into src/places/data/atlas-data.ts, a data module of
 * its own that is never imported statically: under Node the built package loads it synchronously on the first
 * place asked (node-data-loader.ts, like the ephemeris eras); in browsers, bundlers and the TypeScript sources
 * `await loadAtlas()` loads it.
 */
export interface AtlasData {
  readonly size: number;
  readonly names: readonly string[];
  /** `placeKey(name)` of each place, ascending; filled on first use (`keyAt`). */
  readonly keys: (string | undefined)[];
  readonly ids: Uint32Array;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Uint32Array;
  readonly divisions: Uint16Array;
  readonly zones: Uint16Array;
  /** Alternate names by place index (a few large cities: München, Bombay …). */
  readonly alternates: ReadonlyMap<number, readonly string[]>;
  /** Per division line: country code, admin1 code ('' when none), admin1 name ('' when none). */
  readonly divisionCountry: readonly string[];
  readonly divisionCode: readonly string[];
  readonly divisionName: readonly string[];
  /** Country code → English name. */
  readonly countryNames: ReadonlyMap<string, string>;
  readonly zoneNames: readonly string[];
  readonly source: string;
}

interface AtlasModule {
  readonly ATLAS_SOURCE: string;
  readonly COUNTRIES: string;
  readonly DIVISIONS: string;
  readonly ZONES: string;
  readonly PLACES: string;
}

/** The data module's stable name in the build (tsup.config.ts). */
export const ATLAS_ENTRY = 'places/atlas-data';

let atlas: AtlasData | undefined;
let pending: Promise<AtlasData> | undefined;

function decode(m: AtlasModule): AtlasData {
  const countryNames = new Map<string, string>();
  for (const line of m.COUNTRIES.split('\n')) {
    const tab = line.indexOf('\t');
    countryNames.set(line.slice(0, tab), line.slice(tab + 1));
  }
  const divisionCountry: string[] = [];
  const divisionCode: string[] = [];
  const divisionName: string[] = [];
  for (const line of m.DIVISIONS.split('\n')) {
    const [cc = '', code = '', name = ''] = line.split('\t');
    divisionCountry.push(cc);
    divisionCode.push(code);
    divisionName.push(name);
  }
  const text = m.PLACES;
  let size = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) size++;
  const names = new Array<string>(size);
  const keys = new Array<string | undefined>(size);
  const ids = new Uint32Array(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const populations = new Uint32Array(size);
  const divisions = new Uint16Array(size);
  const zones = new Uint16Array(size);
  const alternates = new Map<number, readonly string[]>();
  // One pass over the characters (no split: 135,000 lines): the name up to the first tab, then base-36 numbers.
  let pos = 0;
  const number = (): number => {
    let sign = 1;
    let value = 0;
    let c = text.charCodeAt(pos);
    if (c === 45) {
      sign = -1;
      c = text.charCodeAt(++pos);
    }
    for (;;) {
      if (c >= 48 && c <= 57) value = value * 36 + (c - 48);
      else if (c >= 97 && c <= 122) value = value * 36 + (c - 87);
      else break;
      c = text.charCodeAt(++pos);
    }
    pos++; // the tab or newline after the number
    return sign * value;
  };
  for (let i = 0; i < size; i++) {
    const tab = text.indexOf('\t', pos);
    names[i] = text.slice(pos, tab);
    pos = tab + 1;
    ids[i] = number();
    latitudes[i] = number() / 1e5;
    longitudes[i] = number() / 1e5;
    populations[i] = number();
    divisions[i] = number();
    zones[i] = number();
    if (text.charCodeAt(pos - 1) === 9) {
      let end = text.indexOf('\n', pos);
      if (end === -1) end = text.length;
      alternates.set(i, text.slice(pos, end).split(';'));
      pos = end + 1;
    }
  }
  return {
    size, names, keys, ids, latitudes, longitudes, populations, divisions, zones, alternates,
    divisionCountry, divisionCode, divisionName, countryNames, zoneNames: m.ZONES.split('\n'), source: m.ATLAS_SOURCE,
  };
}

const PLAIN = /^[a-z0-9]+( [a-z0-9]+)*$/;

/** @summary The search key of place `i` (`placeKey` of its name), computed once on first use. */
export function keyAt(a: AtlasData, i: number): string {
  let key = a.keys[i];
  if (key === undefined) {
    const name = a.names[i]!;
    const lower = name.toLowerCase();
    key = a.keys[i] = PLAIN.test(lower) ? lower : placeKey(name);
  }
  return key;
}

/**
 * @summary Load the atlas (≈ 2.9 MB gzip, 135,233 places): afterwards `findPlaces`, `nearestPlace` and a birth's
 * `place` answer synchronously. Under Node the built package loads it by itself on first use; call this once in a
 * browser or bundled app before the first place.
 * @example await loadAtlas();
 */
export async function loadAtlas(): Promise<void> {
  refuseExtraArguments(arguments.length, 0, 'loadAtlas()');
  if (atlas !== undefined) return;
  pending ??= import('./data/atlas-data.js').then((m) => (atlas ??= decode(m)));
  await pending;
}

/** @summary Where the atlas's data come from, for the records (GeoNames, CC BY 4.0). */
export function atlasSource(): string {
  return theAtlas().source;
}

/** @summary Whether the atlas would load synchronously on its first use (Node, the built package). */
export function atlasLoadsOnFirstUse(): boolean {
  return dataModuleAvailable(ATLAS_ENTRY);
}

/** @summary Whether the atlas is loaded. */
export function isAtlasLoaded(): boolean {
  return atlas !== undefined;
}

/**
 * @summary The loaded atlas: loaded synchronously under Node on the first call; elsewhere UNSUPPORTED naming
 * `await loadAtlas()` when it has not been loaded.
 */
export function theAtlas(field = 'place'): AtlasData {
  if (atlas !== undefined) return atlas;
  const m = requireDataModule<AtlasModule>(ATLAS_ENTRY);
  if (m !== undefined) return (atlas = decode(m));
  throw new UraniaError('UNSUPPORTED', `the atlas of places is not loaded: call \`await loadAtlas()\` once before asking for a place (the built package loads it by itself under Node)`, {
    field,
    allowed: 'a loaded atlas (await loadAtlas())',
  });
}
