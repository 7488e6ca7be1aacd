import { UraniaError } from '../errors/index.js';
import { dataModuleAvailable, requireDataModule } from '../time/node-data-loader.js';
import { placeKey } from './place-key.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The decoded atlas (issue 24): GeoNames' populated places of at least 1,000 people, sorted by search key
 * (`placeKey`), in columns. Built by scripts/build-atlas.ts into src/places/data/atlas-data.ts, a data module of
 * its own that is never imported statically: under Node the built package loads it synchronously on the first
 * place asked (node-data-loader.ts, like the ephemeris eras); in browsers, bundlers and the TypeScript sources
 * `await loadAtlas()` loads it. Loading reads only where each name starts; a name (`nameAt`) and each numeric column
 * are decoded on first use (a search reads a few names, populations and divisions; `nearestPlace` the coordinates).
 */
export interface AtlasData {
  readonly size: number;
  /** `placeKey(name)` of each place, ascending; filled on first use (`keyAt`). */
  readonly keys: (string | undefined)[];
  readonly ids: Uint32Array;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Uint32Array;
  readonly divisions: Uint16Array;
  readonly zones: Uint16Array;
  /** 0, or the seat of a first-level division (1: GeoNames PPLA) or of a country's government (2: PPLC, PPLG). */
  readonly seats: Uint8Array;
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
  /** NAMES of the data module, and where name `i` starts in it (it ends before the next start, less its `|`). */
  readonly nameText: string;
  readonly nameStarts: Uint32Array;
  /** Names decoded so far (`nameAt`). */
  readonly names: (string | undefined)[];
}

interface AtlasModule {
  readonly ATLAS_SOURCE: string;
  readonly COUNTRIES: string;
  readonly DIVISIONS: string;
  readonly ZONES: string;
  readonly ALTERNATES: string;
  readonly NAMES: string;
  readonly NUMBERS: string;
}

/** The data module's stable name in the build (tsup.config.ts). */
export const ATLAS_ENTRY = 'places/atlas-data';

let atlas: AtlasData | undefined;
let pending: Promise<AtlasData> | undefined;

/** A name of NAMES or ALTERNATES with its `^hhhh` escapes read back (Z^00fcrich → Zürich). */
function unescapeName(text: string): string {
  if (!text.includes('^')) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf('^'); at !== -1; at = text.indexOf('^', from)) {
    out += text.slice(from, at) + String.fromCharCode(parseInt(text.slice(at + 1, at + 5), 16));
    from = at + 5;
  }
  return out + text.slice(from);
}

/** @summary The name of place `i`, decoded once on first use. */
export function nameAt(a: AtlasData, i: number): string {
  return (a.names[i] ??= unescapeName(a.nameText.slice(a.nameStarts[i]!, a.nameStarts[i + 1]! - 1)));
}

/** The numeric columns of NUMBERS, in order, and their widths in radix-91 digits (scripts/build-atlas.ts). */
const WIDTHS = [4, 4, 4, 4, 2, 2, 1] as const;

/** Column `k` of NUMBERS as integers: fixed-width radix-91 digits (`#`..`~` without `\`), most significant first. */
function column(text: string, size: number, k: number): Float64Array {
  let pos = 0;
  for (let j = 0; j < k; j++) pos += WIDTHS[j]! * size;
  const out = new Float64Array(size);
  const width = WIDTHS[k]!;
  for (let i = 0; i < size; i++) {
    let value = 0;
    for (let end = pos + width; pos < end; pos++) {
      const c = text.charCodeAt(pos);
      value = value * 91 + (c < 92 ? c - 35 : c - 36);
    }
    out[i] = value;
  }
  return out;
}

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
  // Where each name starts in NAMES (`|` between names); the names themselves are sliced on first use.
  const nameText = m.NAMES;
  let size = 1;
  for (let at = nameText.indexOf('|'); at !== -1; at = nameText.indexOf('|', at + 1)) size++;
  const nameStarts = new Uint32Array(size + 1);
  for (let i = 1, at = nameText.indexOf('|'); at !== -1; i++, at = nameText.indexOf('|', at + 1)) nameStarts[i] = at + 1;
  nameStarts[size] = nameText.length + 1;
  const numbers = m.NUMBERS;
  if (numbers.length !== size * WIDTHS.reduce((sum, w) => sum + w, 0)) {
    throw new Error(`atlas data: ${numbers.length} number characters for ${size} places`);
  }
  const alternates = new Map<number, readonly string[]>();
  for (const entry of m.ALTERNATES === '' ? [] : m.ALTERNATES.split('|')) {
    const colon = entry.indexOf(':');
    alternates.set(Number(entry.slice(0, colon)), entry.slice(colon + 1).split(';').map(unescapeName));
  }
  // Each numeric column is decoded on its first use (a few milliseconds each).
  const lazy = <T>(make: () => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const ids = lazy(() => Uint32Array.from(column(numbers, size, 0)));
  const latitudes = lazy(() => column(numbers, size, 1).map((v) => (v - 9_000_000) / 1e5));
  const longitudes = lazy(() => column(numbers, size, 2).map((v) => (v - 18_000_000) / 1e5));
  const populations = lazy(() => Uint32Array.from(column(numbers, size, 3)));
  const divisions = lazy(() => Uint16Array.from(column(numbers, size, 4)));
  const zones = lazy(() => Uint16Array.from(column(numbers, size, 5)));
  const seats = lazy(() => Uint8Array.from(column(numbers, size, 6)));
  return {
    size,
    keys: new Array<string | undefined>(size),
    names: new Array<string | undefined>(size),
    nameText,
    nameStarts,
    get ids() { return ids(); },
    get latitudes() { return latitudes(); },
    get longitudes() { return longitudes(); },
    get populations() { return populations(); },
    get divisions() { return divisions(); },
    get zones() { return zones(); },
    get seats() { return seats(); },
    alternates, divisionCountry, divisionCode, divisionName, countryNames, zoneNames: m.ZONES.split('\n'), source: m.ATLAS_SOURCE,
  };
}

const PLAIN = /^[a-z0-9]+( [a-z0-9]+)*$/;

/** @summary The search key of place `i` (`placeKey` of its name), computed once on first use. */
export function keyAt(a: AtlasData, i: number): string {
  let key = a.keys[i];
  if (key === undefined) {
    const name = nameAt(a, i);
    const lower = name.toLowerCase();
    key = a.keys[i] = PLAIN.test(lower) ? lower : placeKey(name);
  }
  return key;
}

/** @summary The first place index whose search key is ≥ `key` (the keys are sorted ascending): binary search. */
export function keyLowerBound(a: AtlasData, key: string): number {
  let lo = 0;
  let hi = a.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(a, mid) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
