import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { requireDataModule } from './node-data-loader.js';
import { PRELOADED_ZONE_INDEX } from './data/zone-index-preloaded.js';
import { ZONE_INDEX_SLICE_FILES, ZONE_INDEX_SLICE_LOADERS } from './data/zone-index-slices.js';

/**
 * The IANA time zone at a place, from Urania's compact index of the timezone-boundary-builder boundaries
 * (src/time/data/zone-index*.ts, built by scripts/build-zone-index.ts, whose header gives the format). Cells of
 * at most 0.011° of longitude × 0.0055° of latitude along every boundary between two zones, so towns on either
 * side of a river border resolve to their own zone; the full product keeps every zone that differed at any time
 * (not only since 1970), which historical charts need. Decoded lazily: the part above the refined cells on the
 * first call (~50 kB), each refined cell's subtree when a place inside it is asked (kept in a bounded cache).
 * No Node API.
 *
 * The index (1 MB, 475 kB gzip) is data loaded on demand (issue 30), like the minor bodies' tables, so that an app
 * that never looks a zone up from coordinates does not fetch it. It is a head (the zone names and the tree above
 * the refined cells, ≈ 30 kB gzip) and 32 slices of the refined cells (≈ 14 kB gzip each; scripts/zone-index-files.ts):
 * under Node the built package loads the head and each slice synchronously when a lookup first needs it
 * (node-data-loader.ts: the build's stable entries `time/zone-index` and `time/zone-index-slice-NN`); in a browser
 * or a bundled app `await loadTimeZones()` loads all of it, or `await loadTimeZonesAt(latitude, longitude)` the
 * head and the one slice a place needs (the web page's first chart), and a lookup of data not loaded throws
 * UNSUPPORTED naming the call; in the source tree (tests, scripts) it is preloaded (data/zone-index-preloaded.ts,
 * which the build swaps for an empty module: scripts/light-entry-plugin.ts).
 */

/** The index's head (src/time/data/zone-index.ts). */
export interface ZoneIndexHead {
  readonly ZONES: readonly string[];
  readonly MAX_DEPTH: number;
  readonly CHUNK_DEPTH: number;
  readonly ZONE_BITS: number;
  readonly TOP: string;
  readonly SLICE_FIRST_CHUNKS: readonly number[];
}

/** One slice of the refined cells (src/time/data/zone-index-slice-NN.ts). */
export interface ZoneIndexSlice {
  readonly CHUNK_OFFSETS: string;
  readonly CHUNKS: string;
}

/** The whole index: its head and every slice (what the source tree preloads). */
export interface ZoneIndexData {
  readonly head: ZoneIndexHead;
  readonly slices: readonly ZoneIndexSlice[];
}

/** The index head's stable name in the build (tsup.config.ts), for the synchronous load under Node. */
export const ZONE_INDEX_ENTRY = 'time/zone-index';

/** The stable build names of the slices (`time/zone-index-slice-00`, …), by slice number. */
export const ZONE_INDEX_SLICE_ENTRIES: readonly string[] = ZONE_INDEX_SLICE_FILES.map((file) => `time/${file}`);

let headModule: ZoneIndexHead | undefined = PRELOADED_ZONE_INDEX?.head;
const sliceModules: (ZoneIndexSlice | undefined)[] = ZONE_INDEX_SLICE_LOADERS.map((_, k) => PRELOADED_ZONE_INDEX?.slices[k]);
let pendingHead: Promise<ZoneIndexHead> | undefined;
const pendingSlices = new Map<number, Promise<void>>();

function notLoaded(): UraniaError {
  return new UraniaError(
    'UNSUPPORTED',
    'the time-zone index is not loaded: give `timezone` (an IANA zone such as \'America/New_York\'), or call `await loadTimeZones()` once before finding a zone from coordinates — in a browser or a bundled app the index (475 kB gzip) loads on demand; under Node it loads by itself on first use',
    { field: 'timezone', allowed: 'an IANA time zone, or coordinates once loadTimeZones() has resolved' },
  );
}

/** The index's head: preloaded, loaded, or loaded now under Node; UNSUPPORTED naming `loadTimeZones` otherwise. */
function zoneIndexHead(): ZoneIndexHead {
  if (headModule !== undefined) return headModule;
  headModule = requireDataModule<ZoneIndexHead>(ZONE_INDEX_ENTRY);
  if (headModule !== undefined) return headModule;
  throw notLoaded();
}

/** A slice of the index: preloaded, loaded, or loaded now under Node; UNSUPPORTED naming `loadTimeZones` otherwise. */
function zoneIndexSlice(k: number): ZoneIndexSlice {
  let slice = sliceModules[k];
  if (slice !== undefined) return slice;
  slice = requireDataModule<ZoneIndexSlice>(ZONE_INDEX_SLICE_ENTRIES[k]!);
  if (slice === undefined) throw notLoaded();
  sliceModules[k] = slice;
  return slice;
}

/** Import the head once (a failed import is tried again on the next call). */
function loadHead(): Promise<ZoneIndexHead> {
  if (headModule !== undefined) return Promise.resolve(headModule);
  pendingHead ??= import('./data/zone-index.js').then(
    (m) => {
      headModule ??= m;
      pendingHead = undefined;
      return headModule;
    },
    (error: unknown) => {
      pendingHead = undefined;
      throw error;
    },
  );
  return pendingHead;
}

/** Import slice `k` once (a failed import is tried again on the next call). */
function loadSlice(k: number): Promise<void> {
  if (sliceModules[k] !== undefined) return Promise.resolve();
  let pending = pendingSlices.get(k);
  if (pending === undefined) {
    pending = ZONE_INDEX_SLICE_LOADERS[k]!().then(
      (m) => {
        sliceModules[k] ??= m;
        pendingSlices.delete(k);
      },
      (error: unknown) => {
        pendingSlices.delete(k);
        throw error;
      },
    );
    pendingSlices.set(k, pending);
  }
  return pending;
}

/**
 * @summary Load the time-zone index (the IANA zone of any place, for births and events given by coordinates without
 * `timezone`) once per process; afterwards every lookup answers synchronously. Under Node the built package loads
 * it by itself on the first lookup, so the call is only needed in browsers and bundled apps. A failed load is tried
 * again on the next call.
 * @example await loadTimeZones(); natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
 */
export function loadTimeZones(): Promise<void> {
  refuseExtraArguments(arguments.length, 0, 'loadTimeZones()');
  return Promise.all([loadHead(), ...ZONE_INDEX_SLICE_LOADERS.map((_, k) => loadSlice(k))]).then(() => undefined);
}

/**
 * @summary Load the part of the time-zone index that one place needs (issue 30: the web page's first chart): the
 * head (≈ 30 kB gzip) and, when the place lies in a refined cell near a zone border, the one slice holding that
 * cell (≈ 14 kB gzip) — not the whole index (475 kB gzip). Afterwards `zoneAtLocation` answers synchronously for
 * that place (and every other place of the loaded slices). The caller checks the ranges.
 * @example await loadTimeZonesAt(40.7128, -74.006); zoneAtLocation(40.7128, -74.006) // 'America/New_York'
 */
export async function loadTimeZonesAt(latitude: number, longitude: number): Promise<void> {
  await loadHead();
  const data = load();
  const { value } = topLeaf(data, latitude, longitude);
  if (value <= data.chunkLeaf) await loadSlice(sliceOfChunk(data, data.chunkLeaf - value));
}

// Top-tree node values: ≥ 0 an internal node (index of its first child; the four children are consecutive),
// otherwise a leaf: SEA, a zone (ZONE_LEAF − zone number) or a refined cell (CHUNK_LEAF − chunk number).
const SEA = -1;
const ZONE_LEAF = -2;

const ROOT = { left: -179.9999, bottom: -89.9999, right: 179.9999, top: 89.9999 };
const CHUNK_CACHE_SIZE = 256;

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Most-significant-first bit reader over a byte array. */
class BitReader {
  private bit: number;
  constructor(
    private readonly bytes: Uint8Array,
    byteOffset = 0,
  ) {
    this.bit = byteOffset * 8;
  }
  read(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++, this.bit++) {
      value = (value << 1) | ((this.bytes[this.bit >> 3]! >> (7 - (this.bit & 7))) & 1);
    }
    return value;
  }
}

interface Decoded {
  readonly head: ZoneIndexHead;
  /** CHUNK_LEAF: −2 − 2^ZONE_BITS (below every zone leaf). */
  readonly chunkLeaf: number;
  readonly top: Int32Array;
}

/** A slice's bytes and the offsets of its chunks in them. */
interface DecodedSlice {
  readonly chunks: Uint8Array;
  readonly chunkOffsets: Uint32Array;
}

let decoded: Decoded | undefined;
const decodedSlices = new Map<number, DecodedSlice>();
const chunkCache = new Map<number, Int32Array>();

/** Parse a preorder tree into a node table where each internal node points at its four consecutive children. */
function parseTree(readLeafOrInternal: (depth: number) => number | null): Int32Array {
  const nodes: number[] = [0];
  const fill = (slot: number, depth: number): void => {
    const leaf = readLeafOrInternal(depth);
    if (leaf !== null) {
      nodes[slot] = leaf;
      return;
    }
    const first = nodes.length;
    nodes.push(0, 0, 0, 0);
    nodes[slot] = first;
    for (let k = 0; k < 4; k++) fill(first + k, depth + 1);
  };
  fill(0, 0);
  return Int32Array.from(nodes);
}

function load(): Decoded {
  if (decoded !== undefined) return decoded;
  const head = zoneIndexHead();
  const { TOP, ZONE_BITS } = head;
  const chunkLeaf = -2 - (1 << ZONE_BITS);
  const topBits = new BitReader(bytesOf(TOP));
  let chunkNumber = 0;
  const top = parseTree(() => {
    const kind = topBits.read(2);
    if (kind === 0) return null;
    if (kind === 1) return SEA;
    if (kind === 2) return ZONE_LEAF - topBits.read(ZONE_BITS);
    return chunkLeaf - chunkNumber++;
  });
  decoded = { head, chunkLeaf, top };
  return decoded;
}

/** The slice holding chunk `chunk` (the last slice whose first chunk is not after it). */
function sliceOfChunk(data: Decoded, chunk: number): number {
  const firsts = data.head.SLICE_FIRST_CHUNKS;
  let k = firsts.length - 1;
  while (k > 0 && firsts[k]! > chunk) k--;
  return k;
}

function decodedSlice(k: number): DecodedSlice {
  const done = decodedSlices.get(k);
  if (done !== undefined) return done;
  const { CHUNK_OFFSETS, CHUNKS } = zoneIndexSlice(k);
  const offsetBytes = bytesOf(CHUNK_OFFSETS);
  const offsets: number[] = [];
  for (let p = 0, previous = 0; p < offsetBytes.length;) {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = offsetBytes[p++]!;
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    previous += value;
    offsets.push(previous);
  }
  const slice = { chunks: bytesOf(CHUNKS), chunkOffsets: Uint32Array.from(offsets) };
  decodedSlices.set(k, slice);
  return slice;
}

function chunkTree(data: Decoded, chunk: number): Int32Array {
  const cached = chunkCache.get(chunk);
  if (cached !== undefined) return cached;
  const { CHUNK_DEPTH, MAX_DEPTH, ZONE_BITS, SLICE_FIRST_CHUNKS } = data.head;
  const k = sliceOfChunk(data, chunk);
  const slice = decodedSlice(k);
  const bits = new BitReader(slice.chunks, slice.chunkOffsets[chunk - SLICE_FIRST_CHUNKS[k]!]);
  const recent: number[] = [];
  const tree = parseTree((depth) => {
    if (CHUNK_DEPTH + depth < MAX_DEPTH && bits.read(1) === 0) return null;
    // Prefix code: 0 the last zone, 10 the one before, 110 sea, 111 + ZONE_BITS a zone number.
    let ones = 0;
    while (ones < 3 && bits.read(1) === 1) ones++;
    if (ones === 2) return SEA;
    const zone = ones === 0 ? recent[0]! : ones === 1 ? recent[1]! : bits.read(ZONE_BITS);
    const k = recent.indexOf(zone);
    if (k !== 0) {
      if (k > 0) recent.splice(k, 1);
      recent.unshift(zone);
      recent.length = Math.min(recent.length, 2);
    }
    return ZONE_LEAF - zone;
  });
  if (chunkCache.size >= CHUNK_CACHE_SIZE) chunkCache.delete(chunkCache.keys().next().value!);
  chunkCache.set(chunk, tree);
  return tree;
}

/** A cell of the quadtree: its bounds, degrees. */
interface Cell {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** Follow `tree` from `node` down to the leaf holding (lat, lon), narrowing `cell` on the way; the leaf's value. */
function leafOf(tree: Int32Array, node: number, cell: Cell, lat: number, lon: number): number {
  for (;;) {
    const value = tree[node]!;
    if (value < 0) return value;
    const midLon = (cell.left + cell.right) / 2;
    const midLat = (cell.bottom + cell.top) / 2;
    if (lat >= midLat) {
      cell.bottom = midLat;
      if (lon >= midLon) {
        cell.left = midLon;
        node = value;
      } else {
        cell.right = midLon;
        node = value + 1;
      }
    } else {
      cell.top = midLat;
      if (lon < midLon) {
        cell.right = midLon;
        node = value + 2;
      } else {
        cell.left = midLon;
        node = value + 3;
      }
    }
  }
}

/** The top tree's leaf at a place (clamped to the index's bounds), and the cell it covers. */
function topLeaf(data: Decoded, latitude: number, longitude: number): { value: number; cell: Cell; lat: number; lon: number } {
  const lat = Math.min(Math.max(latitude, ROOT.bottom), ROOT.top);
  const lon = Math.min(Math.max(longitude, ROOT.left), ROOT.right);
  const cell = { ...ROOT };
  return { value: leafOf(data.top, 0, cell, lat, lon), cell, lat, lon };
}

/** The sea's nautical zone at a longitude (Etc/GMT+n west of Greenwich, as timezone-boundary-builder names them). */
function nauticalZone(longitude: number): string {
  const hours = Math.round(longitude / 15);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * @summary The IANA time-zone name in force at a place (latitude, longitude in degrees, east positive), from
 * Urania's boundary index; `Etc/GMT±n` at sea. The caller checks the ranges.
 * @example zoneAtLocation(-54.8019, -68.303) // 'America/Argentina/Ushuaia'
 */
export function zoneAtLocation(latitude: number, longitude: number): string {
  const data = load();
  const { value: topValue, cell, lat, lon } = topLeaf(data, latitude, longitude);
  const value = topValue <= data.chunkLeaf ? leafOf(chunkTree(data, data.chunkLeaf - topValue), 0, cell, lat, lon) : topValue;
  if (value === SEA) return nauticalZone(lon);
  return data.head.ZONES[ZONE_LEAF - value]!;
}
