/**
 * Builds src/time/data/zone-index*.ts: the compact quadtree of IANA time zones that `timezoneForLocation` reads
 * (src/time/zone-index.ts decodes it), as a head and slices (scripts/zone-index-files.ts, issue 30).
 *
 *   npx tsx scripts/build-zone-index.ts
 *
 * Source: the full ("all zones", not merged since 1970) product of timezone-boundary-builder, as packaged by the
 * npm package geo-tz (devDependency, `data/timezones.geojson.*`): boundaries from OpenStreetMap, © OpenStreetMap
 * contributors, ODbL 1.0. The generated index is a derived database under the same licence (docs/design.md).
 *
 * Method. The world (longitude −180..180, latitude −90..90) is split as a quadtree (children in the order NE,
 * NW, SW, SE). geo-tz's own index gives the top of the tree: its uniform tiles are leaves as they are, and each
 * of its mixed tiles carries the zone polygons clipped to the tile. Inside a mixed tile a cell is split while
 * two or more zones reach into its interior (an edge of a polygon crosses the open cell, or the cell's centre is
 * inside the polygon), down to MAX_DEPTH: 2^-15 of the world, 0.011° of longitude by 0.0055° of latitude
 * (≤ 1.2 km × 0.6 km). Where one zone meets the sea, cells are split down to SEA_DEPTH (0.35° × 0.18°,
 * ≤ 39 km × 20 km) and such a cell then belongs to the zone ("land wins": a birth is on land or in a harbour); a
 * cell no zone reaches is sea, answered at run time with the nautical zone Etc/GMT±n of its longitude. At MAX_DEPTH a cell still shared goes to the zone containing its centre.
 *
 * Encoding (read by src/time/zone-index.ts):
 * - `TOP`: the tree down to CHUNK_DEPTH, preorder, 2-bit kinds: 0 internal (four children follow), 1 sea,
 *   2 zone (9-bit zone number follows), 3 refined (a chunk holds the cell's subtree; chunks are numbered in
 *   preorder).
 * - `CHUNKS`: each refined cell's subtree from CHUNK_DEPTH to MAX_DEPTH, preorder, byte-aligned per chunk;
 *   `CHUNK_OFFSETS` their byte offsets as varint differences. Both are cut into slices of about equal size, in
 *   chunk order (`SLICE_FIRST_CHUNKS` in the head; each slice's offsets count from its own start). Inside a chunk a node above MAX_DEPTH starts
 *   with one bit (0 internal, 1 leaf); a leaf is move-to-front coded against the chunk's last two zones:
 *   `0` the last zone, `10` the one before, `110` sea, `111` + 9 bits a zone number. The list starts empty in
 *   each chunk, so a chunk decodes alone.
 * Bits are written most significant first; the byte strings are base64.
 */
import { createRequire } from 'node:module';
import { openSync, readSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zoneIndexFiles } from './zone-index-files.js';

const MAX_DEPTH = 15;
const CHUNK_DEPTH = 9;
const SEA_DEPTH = 10;
const ZONE_BITS = 9;

const require = createRequire(import.meta.url);
interface Geometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: number[][][] | number[][][][];
}
interface Feature {
  geometry: Geometry;
  properties: { tzid: string };
}
type TileNode = undefined | number[] | { pos: number; len: number } | { a?: TileNode; b?: TileNode; c?: TileNode; d?: TileNode };
const geobuf = require('geobuf') as { decode(pbf: unknown): { features: Feature[] } };
const PbfModule = require('pbf') as (new (buf: Uint8Array) => unknown) | { default: new (buf: Uint8Array) => unknown };
const Pbf = 'default' in PbfModule ? PbfModule.default : PbfModule;
const geoTzDir = resolve(dirname(require.resolve('geo-tz/all')), '..');
const dataDir = resolve(geoTzDir, 'data');
const index = require(resolve(dataDir, 'timezones.geojson.index.json')) as { timezones: string[]; lookup: TileNode };
const geoTzVersion = (require(resolve(geoTzDir, 'package.json')) as { version: string }).version;
const datFile = openSync(resolve(dataDir, 'timezones.geojson.geo.dat'), 'r');

if (index.timezones.length >= 1 << ZONE_BITS) throw new Error(`${index.timezones.length} zones do not fit ${ZONE_BITS} bits`);
for (const zone of index.timezones) new Intl.DateTimeFormat('en-US', { timeZone: zone }); // every name must be known to ICU

function readTile(pos: number, len: number): Feature[] {
  const buffer = Buffer.alloc(len);
  readSync(datFile, buffer, 0, len, pos);
  return geobuf.decode(new Pbf(buffer)).features;
}

interface Prepared {
  zone: number;
  rings: Float64Array[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
const zoneNumber = new Map(index.timezones.map((z, i) => [z, i]));

function prepare(features: Feature[]): Prepared[] {
  return features.map((f) => {
    const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as number[][][][];
    const rings: Float64Array[] = [];
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity; // prettier-ignore
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const flat = new Float64Array(ring.length * 2);
        ring.forEach(([x = 0, y = 0], i) => {
          flat[2 * i] = x;
          flat[2 * i + 1] = y;
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        });
        rings.push(flat);
      }
    }
    return { zone: zoneNumber.get(f.properties.tzid)!, rings, minX, minY, maxX, maxY };
  });
}

/** Even–odd point-in-polygon over every ring (holes included). */
function contains(f: Prepared, x: number, y: number): boolean {
  let inside = false;
  for (const r of f.rings) {
    const n = r.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = r[2 * i]!, yi = r[2 * i + 1]!, xj = r[2 * j]!, yj = r[2 * j + 1]!; // prettier-ignore
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Does the segment cross the open rectangle? (Liang–Barsky clipping, Foley et al., Computer Graphics §3.12.4.) */
function segmentCrosses(x0: number, y0: number, x1: number, y1: number, l: number, b: number, r: number, t: number): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const p = [-dx, dx, -dy, dy];
  const q = [x0 - l, r - x0, y0 - b, t - y0];
  for (let k = 0; k < 4; k++) {
    const pk = p[k]!;
    const qk = q[k]!;
    if (pk === 0) {
      if (qk <= 0) return false;
    } else {
      const s = qk / pk;
      if (pk < 0) {
        if (s > t1) return false;
        if (s > t0) t0 = s;
      } else {
        if (s < t0) return false;
        if (s < t1) t1 = s;
      }
    }
  }
  return t1 - t0 > 1e-12;
}

function edgeCrosses(f: Prepared, l: number, b: number, r: number, t: number): boolean {
  for (const ring of f.rings) {
    const n = ring.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = ring[2 * i]!, yi = ring[2 * i + 1]!, xj = ring[2 * j]!, yj = ring[2 * j + 1]!; // prettier-ignore
      if ((xi < l && xj < l) || (xi > r && xj > r) || (yi < b && yj < b) || (yi > t && yj > t)) continue;
      if (segmentCrosses(xi, yi, xj, yj, l, b, r, t)) return true;
    }
  }
  return false;
}

/** The tree: a leaf is a zone number, SEA, or a node with four children (NE, NW, SW, SE). */
const SEA = -1;
type Tree = number | Tree[];

function classify(features: Prepared[], L: number, B: number, R: number, T: number, depth: number): Tree {
  const e = 2e-6; // geobuf keeps 6 decimals: the clipped tiles' own borders must not count as boundaries
  const cx = (L + R) / 2;
  const cy = (B + T) / 2;
  let coast = false;
  const hits = features.filter((f) => {
    if (f.maxX < L + e || f.minX > R - e || f.maxY < B + e || f.minY > T - e) return false;
    const crossed = edgeCrosses(f, L + e, B + e, R - e, T - e);
    coast ||= crossed;
    return crossed || contains(f, cx, cy);
  });
  const zones = [...new Set(hits.map((f) => f.zone))];
  if (zones.length === 0) return SEA;
  // One zone and the sea: split down to SEA_DEPTH (so the open sea keeps its nautical zone), then the zone wins.
  if (zones.length === 1 && (!coast || depth >= SEA_DEPTH)) return zones[0]!;
  if (depth >= MAX_DEPTH) return (hits.find((f) => contains(f, cx, cy)) ?? hits[0]!).zone;
  return [
    classify(hits, cx, cy, R, T, depth + 1),
    classify(hits, L, cy, cx, T, depth + 1),
    classify(hits, L, B, cx, cy, depth + 1),
    classify(hits, cx, B, R, cy, depth + 1),
  ];
}

// geo-tz's quadtree uses these bounds and midpoints; following it keeps its uniform tiles exact.
function walk(node: TileNode, L: number, B: number, R: number, T: number, depth: number): Tree {
  if (node === undefined) return SEA;
  if (Array.isArray(node)) return node[0]!;
  if ('pos' in node) return classify(prepare(readTile(node.pos, node.len)), L, B, R, T, depth);
  const mx = (L + R) / 2;
  const my = (B + T) / 2;
  return [
    walk(node.a, mx, my, R, T, depth + 1),
    walk(node.b, L, my, mx, T, depth + 1),
    walk(node.c, L, B, mx, my, depth + 1),
    walk(node.d, mx, B, R, my, depth + 1),
  ];
}

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private used = 0;
  write(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.used === 8) this.flush();
    }
  }
  /** Pad to a whole byte. */
  flush(): void {
    if (this.used === 0) return;
    this.bytes.push(this.current << (8 - this.used));
    this.current = 0;
    this.used = 0;
  }
}

const started = Date.now();
const tree = walk(index.lookup, -179.9999, -89.9999, 179.9999, 89.9999, 0);
const top = new BitWriter();
const chunks = new BitWriter();
const chunkOffsets: number[] = [];
let leaves = 0;

function writeChunk(node: Tree, depth: number, recent: number[]): void {
  const isLeaf = !Array.isArray(node);
  if (depth < MAX_DEPTH) chunks.write(isLeaf ? 1 : 0, 1);
  if (!isLeaf) {
    for (const child of node) writeChunk(child, depth + 1, recent);
    return;
  }
  leaves++;
  if (node === SEA) return chunks.write(0b110, 3);
  const k = recent.indexOf(node);
  if (k === 0) chunks.write(0, 1);
  else if (k === 1) chunks.write(0b10, 2);
  else chunks.write((0b111 << ZONE_BITS) | node, 3 + ZONE_BITS);
  if (k !== 0) {
    if (k > 0) recent.splice(k, 1);
    recent.unshift(node);
    recent.length = Math.min(recent.length, 2);
  }
}

function writeTop(node: Tree, depth: number): void {
  if (!Array.isArray(node)) {
    leaves++;
    if (node === SEA) top.write(1, 2);
    else top.write((2 << ZONE_BITS) | node, 2 + ZONE_BITS);
    return;
  }
  if (depth === CHUNK_DEPTH) {
    top.write(3, 2);
    chunkOffsets.push(chunks.bytes.length);
    writeChunk(node, depth, []);
    chunks.flush();
    return;
  }
  top.write(0, 2);
  for (const child of node) writeTop(child, depth + 1);
}
writeTop(tree, 0);
top.flush();

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/time/data');
const files = zoneIndexFiles({
  provenance: [
    `Source: timezone-boundary-builder, full product (all zones), as packaged by geo-tz ${geoTzVersion}.`,
    `Cells down to 2^-${MAX_DEPTH} of the world (0.011° of longitude × 0.0055° of latitude); ${leaves} leaves,`,
    `${chunkOffsets.length} refined cells below depth ${CHUNK_DEPTH}, ${index.timezones.length} zones.`,
  ],
  zones: index.timezones,
  maxDepth: MAX_DEPTH,
  chunkDepth: CHUNK_DEPTH,
  zoneBits: ZONE_BITS,
  top: top.bytes,
  chunks: chunks.bytes,
  chunkStarts: chunkOffsets,
});
for (const [name, text] of files) writeFileSync(resolve(outDir, name), text);
console.log(
  `wrote ${files.size} files to ${outDir}: ${leaves} leaves, ${chunkOffsets.length} chunks; top ${top.bytes.length} B, chunks ${chunks.bytes.length} B (${Date.now() - started} ms)`,
);
