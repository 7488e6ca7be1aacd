import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { requireDataModule } from './node-data-loader.js';
import { PRELOADED_ZONE_INDEX } from './data/zone-index-preloaded.js';

/**
 * The IANA time zone at a place, from Urania's compact index of the timezone-boundary-builder boundaries
 * (src/time/data/zone-index.ts, built by scripts/build-zone-index.ts, whose header gives the format). Cells of
 * at most 0.011° of longitude × 0.0055° of latitude along every boundary between two zones, so towns on either
 * side of a river border resolve to their own zone; the full product keeps every zone that differed at any time
 * (not only since 1970), which historical charts need. Decoded lazily: the part above the refined cells on the
 * first call (~50 kB), each refined cell's subtree when a place inside it is asked (kept in a bounded cache).
 * No Node API.
 *
 * The index (1 MB, 475 kB gzip) is a data module loaded on demand (issue 30), like the minor bodies' tables, so that
 * an app that never looks a zone up from coordinates does not fetch it: under Node the built package loads it
 * synchronously on the first lookup (node-data-loader.ts: the build's stable entry `time/zone-index`); in a browser
 * or a bundled app `await loadTimeZones()` loads it, and a lookup before that throws UNSUPPORTED naming the call;
 * in the source tree (tests, scripts) it is preloaded (data/zone-index-preloaded.ts, which the build swaps for an
 * empty module: scripts/light-entry-plugin.ts).
 */

/** The generated index module (src/time/data/zone-index.ts, scripts/build-zone-index.ts). */
export interface ZoneIndexData {
  readonly ZONES: readonly string[];
  readonly MAX_DEPTH: number;
  readonly CHUNK_DEPTH: number;
  readonly ZONE_BITS: number;
  readonly TOP: string;
  readonly CHUNK_OFFSETS: string;
  readonly CHUNKS: string;
}

/** The index module's stable name in the build (tsup.config.ts), for the synchronous load under Node. */
export const ZONE_INDEX_ENTRY = 'time/zone-index';

let indexModule: ZoneIndexData | undefined = PRELOADED_ZONE_INDEX;
let pendingIndex: Promise<void> | undefined;

/** The index module: preloaded, loaded, or loaded now under Node; UNSUPPORTED naming `loadTimeZones` otherwise. */
function zoneIndexModule(): ZoneIndexData {
  if (indexModule !== undefined) return indexModule;
  indexModule = requireDataModule<ZoneIndexData>(ZONE_INDEX_ENTRY);
  if (indexModule !== undefined) return indexModule;
  throw new UraniaError(
    'UNSUPPORTED',
    'the time-zone index is not loaded: give `timezone` (an IANA zone such as \'America/New_York\'), or call `await loadTimeZones()` once before finding a zone from coordinates — in a browser or a bundled app the index (475 kB gzip) loads on demand; under Node it loads by itself on first use',
    { field: 'timezone', allowed: 'an IANA time zone, or coordinates once loadTimeZones() has resolved' },
  );
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
  if (indexModule !== undefined) return Promise.resolve();
  pendingIndex ??= import('./data/zone-index.js').then(
    (m) => {
      indexModule ??= m;
      pendingIndex = undefined;
    },
    (error: unknown) => {
      pendingIndex = undefined;
      throw error;
    },
  );
  return pendingIndex;
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
  readonly index: ZoneIndexData;
  /** CHUNK_LEAF: −2 − 2^ZONE_BITS (below every zone leaf). */
  readonly chunkLeaf: number;
  readonly top: Int32Array;
  readonly chunks: Uint8Array;
  readonly chunkOffsets: Uint32Array;
}

let decoded: Decoded | undefined;
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
  const index = zoneIndexModule();
  const { TOP, CHUNK_OFFSETS, CHUNKS, ZONE_BITS } = index;
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
  const offsetBytes = bytesOf(CHUNK_OFFSETS);
  const chunkOffsets = new Uint32Array(chunkNumber);
  for (let i = 0, p = 0, previous = 0; i < chunkNumber; i++) {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = offsetBytes[p++]!;
      value += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    previous += value;
    chunkOffsets[i] = previous;
  }
  decoded = { index, chunkLeaf, top, chunks: bytesOf(CHUNKS), chunkOffsets };
  return decoded;
}

function chunkTree(data: Decoded, chunk: number): Int32Array {
  const cached = chunkCache.get(chunk);
  if (cached !== undefined) return cached;
  const { CHUNK_DEPTH, MAX_DEPTH, ZONE_BITS } = data.index;
  const bits = new BitReader(data.chunks, data.chunkOffsets[chunk]);
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
  const lat = Math.min(Math.max(latitude, ROOT.bottom), ROOT.top);
  const lon = Math.min(Math.max(longitude, ROOT.left), ROOT.right);
  let { left, bottom, right, top } = ROOT;
  let tree = data.top;
  let node = 0;
  for (;;) {
    const value = tree[node]!;
    if (value < 0) {
      if (value === SEA) return nauticalZone(lon);
      if (value > data.chunkLeaf) return data.index.ZONES[ZONE_LEAF - value]!;
      tree = chunkTree(data, data.chunkLeaf - value);
      node = 0;
      continue;
    }
    const midLon = (left + right) / 2;
    const midLat = (bottom + top) / 2;
    if (lat >= midLat) {
      bottom = midLat;
      if (lon >= midLon) {
        left = midLon;
        node = value;
      } else {
        right = midLon;
        node = value + 1;
      }
    } else {
      top = midLat;
      if (lon < midLon) {
        right = midLon;
        node = value + 2;
      } else {
        left = midLon;
        node = value + 3;
      }
    }
  }
}
