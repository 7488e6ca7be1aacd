/**
 * The time-zone index in a head and slices (issue 30): a web page that finds one birth's zone from its coordinates
 * fetches the head and at most one slice (`loadTimeZonesAt`), not the whole index. Checked here on a fresh copy of
 * src/time/zone-index.ts that starts with nothing preloaded (as in the published build), with the slices' imports
 * counted; the zones expected are the towns' legal zones (tests/time/zone-index.test.ts, geography).
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as HEAD from '../../src/time/data/zone-index.js';
import { ZONE_INDEX_SLICE_FILES, ZONE_INDEX_SLICE_LOADERS } from '../../src/time/data/zone-index-slices.js';
import { isUraniaError } from '../../src/errors/urania-error.js';

const DATA = new URL('../../src/time/data/', import.meta.url);

/** Kehl, Germany (across the Rhine from Strasbourg): a refined cell along a border. */
const KEHL = [48.5719, 7.8155] as const;
/** Heihe, China (across the Amur from Blagoveshchensk): a refined cell on the other side of the world's Z-order. */
const HEIHE = [50.245, 127.49] as const;
/** Mid-Atlantic: open sea, a leaf of the head's tree. */
const MID_ATLANTIC = [0, -30] as const;

/** The head's gzip budget (its zone names and tree above the refined cells), bytes. */
const HEAD_GZIP_BUDGET = 40 * 1024;
/** A slice's gzip budget, bytes: a twentieth of the whole index's 475 kB. */
const SLICE_GZIP_BUDGET = 24 * 1024;

type ZoneIndexModule = typeof import('../../src/time/zone-index.js');

/** A fresh zone-index module with nothing preloaded, and the slices it has imported so far. */
async function freshIndex(): Promise<{ zones: ZoneIndexModule; imported: number[] }> {
  vi.resetModules();
  const imported: number[] = [];
  vi.doMock('../../src/time/data/zone-index-preloaded.js', () => ({ PRELOADED_ZONE_INDEX: undefined }));
  vi.doMock('../../src/time/data/zone-index-slices.js', () => ({
    ZONE_INDEX_SLICE_FILES,
    ZONE_INDEX_SLICE_LOADERS: ZONE_INDEX_SLICE_LOADERS.map((load, k) => () => {
      imported.push(k);
      return load();
    }),
  }));
  return { zones: await import('../../src/time/zone-index.js'), imported };
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    return isUraniaError(e) ? `${e.code} ${String(e.details.field)}` : String(e);
  }
}

afterEach(() => {
  vi.doUnmock('../../src/time/data/zone-index-preloaded.js');
  vi.doUnmock('../../src/time/data/zone-index-slices.js');
  vi.resetModules();
});

describe('the time-zone index in a head and slices (issue 30)', () => {
  it('loads the head and the one slice a border town needs; another slice\'s town waits for loadTimeZones()', async () => {
    const { zones, imported } = await freshIndex();
    expect(codeOf(() => zones.zoneAtLocation(...KEHL))).toBe('UNSUPPORTED timezone');
    await zones.loadTimeZonesAt(...KEHL);
    expect(imported).toHaveLength(1);
    expect(zones.zoneAtLocation(...KEHL)).toBe('Europe/Berlin');
    expect(codeOf(() => zones.zoneAtLocation(...HEIHE))).toBe('UNSUPPORTED timezone');
    await zones.loadTimeZones();
    expect(new Set(imported).size).toBe(ZONE_INDEX_SLICE_LOADERS.length);
    expect(zones.zoneAtLocation(...HEIHE)).toBe('Asia/Shanghai');
  });

  it('needs no slice at open sea: the head answers', async () => {
    const { zones, imported } = await freshIndex();
    await zones.loadTimeZonesAt(...MID_ATLANTIC);
    expect(imported).toEqual([]);
    expect(zones.zoneAtLocation(...MID_ATLANTIC)).toBe('Etc/GMT+2');
  });

  it('cuts every refined cell into exactly one slice, in order', async () => {
    // The refined cells of the head's tree: its 2-bit kinds in preorder, 3 for a refined cell (format:
    // scripts/build-zone-index.ts), counted here independently of the decoder.
    const top = Buffer.from(HEAD.TOP, 'base64');
    let bit = 0;
    const read = (n: number) => {
      let v = 0;
      for (let i = 0; i < n; i++, bit++) v = (v << 1) | ((top[bit >> 3]! >> (7 - (bit & 7))) & 1);
      return v;
    };
    let refined = 0;
    const walk = (): void => {
      const kind = read(2);
      if (kind === 0) for (let k = 0; k < 4; k++) walk();
      else if (kind === 2) read(HEAD.ZONE_BITS);
      else if (kind === 3) refined++;
    };
    walk();
    const firsts = HEAD.SLICE_FIRST_CHUNKS;
    expect(firsts[0]).toBe(0);
    expect(firsts).toHaveLength(ZONE_INDEX_SLICE_LOADERS.length);
    const counts = await Promise.all(ZONE_INDEX_SLICE_LOADERS.map(async (load) => {
      const offsets = Buffer.from((await load()).CHUNK_OFFSETS, 'base64');
      return offsets.filter((b) => b < 0x80).length; // one varint per chunk
    }));
    counts.forEach((count, k) => expect(count, `slice ${k}`).toBe((firsts[k + 1] ?? refined) - firsts[k]!));
  });

  it('keeps the head and each slice small: what one birth\'s zone costs a browser', () => {
    expect(gzipSync(readFileSync(new URL('zone-index.ts', DATA)), { level: 9 }).length).toBeLessThanOrEqual(HEAD_GZIP_BUDGET);
    for (const file of ZONE_INDEX_SLICE_FILES) {
      expect(gzipSync(readFileSync(new URL(`${file}.ts`, DATA)), { level: 9 }).length, file).toBeLessThanOrEqual(SLICE_GZIP_BUDGET);
    }
  });
});
