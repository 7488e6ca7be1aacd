import type { AtlasData } from './atlas.js';
import { greatCircleKm } from './great-circle-km.js';

const RAD = Math.PI / 180;
/** The grid's cells: 2° of latitude by 2° of longitude (90 × 180). */
const CELL_DEG = 2;
const ROWS = 180 / CELL_DEG;
const COLUMNS = 360 / CELL_DEG;
/**
 * Slack on the unit sphere (≈ 6 µm on the Earth) for the rounding of chord lengths: a cell or a place within it of
 * the best chord is still looked at, and the final choice among those is made with `greatCircleKm` itself.
 */
const CHORD_SLACK = 1e-12;

/**
 * The places on a grid, as points of the unit sphere: each non-empty cell holds its places (indices ascending) and
 * the smallest sphere around them — its centre (the mean of their points, normalised) and radius (the longest chord
 * from the centre to one of them). The chord from a point to any place of a cell is at least the chord to the
 * centre less the radius (triangle inequality), so a cell farther than the best place found so far is skipped.
 */
interface PlaceGrid {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
  /** Per non-empty cell: where its places start in `items` (and the next cell's start ends them). */
  readonly starts: Uint32Array;
  readonly items: Uint32Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly cz: Float64Array;
  readonly radius: Float64Array;
}

const grids = new WeakMap<AtlasData, PlaceGrid>();

function cellOf(latitude: number, longitude: number): number {
  const row = Math.min(ROWS - 1, Math.floor((latitude + 90) / CELL_DEG));
  const column = Math.min(COLUMNS - 1, Math.floor((longitude + 180) / CELL_DEG));
  return row * COLUMNS + column;
}

/** The grid of an atlas, built once on the first nearest-place question: two passes (count, fill), no sort. */
function placeGrid(a: AtlasData): PlaceGrid {
  let grid = grids.get(a);
  if (grid !== undefined) return grid;
  const n = a.size;
  const latitudes = a.latitudes;
  const longitudes = a.longitudes;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const z = new Float64Array(n);
  const cells = new Uint16Array(n);
  const counts = new Uint32Array(ROWS * COLUMNS);
  for (let i = 0; i < n; i++) {
    const phi = latitudes[i]! * RAD;
    const lambda = longitudes[i]! * RAD;
    x[i] = Math.cos(phi) * Math.cos(lambda);
    y[i] = Math.cos(phi) * Math.sin(lambda);
    z[i] = Math.sin(phi);
    const c = cellOf(latitudes[i]!, longitudes[i]!);
    cells[i] = c;
    counts[c]!++;
  }
  const used: number[] = [];
  for (let c = 0; c < counts.length; c++) if (counts[c]! > 0) used.push(c);
  const slot = new Int32Array(ROWS * COLUMNS).fill(-1);
  const starts = new Uint32Array(used.length + 1);
  used.forEach((c, k) => {
    slot[c] = k;
    starts[k + 1] = starts[k]! + counts[c]!;
  });
  const fill = starts.slice(0, used.length);
  const items = new Uint32Array(n);
  for (let i = 0; i < n; i++) items[fill[slot[cells[i]!]!]!++] = i;
  const cx = new Float64Array(used.length);
  const cy = new Float64Array(used.length);
  const cz = new Float64Array(used.length);
  const radius = new Float64Array(used.length);
  for (let k = 0; k < used.length; k++) {
    let sx = 0;
    let sy = 0;
    let sz = 0;
    for (let j = starts[k]!; j < starts[k + 1]!; j++) {
      const i = items[j]!;
      sx += x[i]!;
      sy += y[i]!;
      sz += z[i]!;
    }
    const norm = Math.hypot(sx, sy, sz) || 1;
    cx[k] = sx / norm;
    cy[k] = sy / norm;
    cz[k] = sz / norm;
    let r = 0;
    for (let j = starts[k]!; j < starts[k + 1]!; j++) {
      const i = items[j]!;
      r = Math.max(r, Math.hypot(x[i]! - cx[k]!, y[i]! - cy[k]!, z[i]! - cz[k]!));
    }
    radius[k] = r;
  }
  grid = { x, y, z, starts, items, cx, cy, cz, radius };
  grids.set(a, grid);
  return grid;
}

/**
 * @summary The index of the atlas place nearest to a point: the smallest `greatCircleKm`, the lowest index among
 * equals — the answer of a pass over every place — found on a grid of 2° cells (`placeGrid`): the cell of the
 * smallest bound is opened first, then every other cell whose bound is within the best chord found so far. The
 * chord of the unit sphere ranks places as the great circle does; the places within rounding of the best chord are
 * ranked again with `greatCircleKm`.
 * @example nearestPlaceIndex(theAtlas(), 48.4, 10) // the index of Ulm
 */
export function nearestPlaceIndex(a: AtlasData, latitude: number, longitude: number): number {
  const g = placeGrid(a);
  const phi = latitude * RAD;
  const lambda = longitude * RAD;
  const qx = Math.cos(phi) * Math.cos(lambda);
  const qy = Math.cos(phi) * Math.sin(lambda);
  const qz = Math.sin(phi);
  const cellCount = g.radius.length;
  const bounds = new Float64Array(cellCount);
  let first = 0;
  for (let k = 0; k < cellCount; k++) {
    const dx = qx - g.cx[k]!;
    const dy = qy - g.cy[k]!;
    const dz = qz - g.cz[k]!;
    bounds[k] = Math.sqrt(dx * dx + dy * dy + dz * dz) - g.radius[k]!;
    if (bounds[k]! < bounds[first]!) first = k;
  }
  let best = Infinity;
  const near: number[] = [];
  const open = (k: number) => {
    for (let j = g.starts[k]!, end = g.starts[k + 1]!; j < end; j++) {
      const i = g.items[j]!;
      const dx = qx - g.x[i]!;
      const dy = qy - g.y[i]!;
      const dz = qz - g.z[i]!;
      const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (d <= best + CHORD_SLACK) {
        near.push(i);
        if (d < best) best = d;
      }
    }
  };
  open(first);
  for (let k = 0; k < cellCount; k++) if (k !== first && bounds[k]! <= best + CHORD_SLACK) open(k);
  let winner = -1;
  let winnerKm = Infinity;
  for (const i of near) {
    const dx = qx - g.x[i]!;
    const dy = qy - g.y[i]!;
    const dz = qz - g.z[i]!;
    if (Math.sqrt(dx * dx + dy * dy + dz * dz) > best + CHORD_SLACK) continue;
    const km = greatCircleKm(latitude, longitude, a.latitudes[i]!, a.longitudes[i]!);
    if (km < winnerKm || (km === winnerKm && i < winner)) {
      winner = i;
      winnerKm = km;
    }
  }
  return winner;
}
