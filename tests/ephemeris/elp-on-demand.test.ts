/**
 * The part of the lunar theory loaded on demand (src/ephemeris/elp-on-demand.ts, issue 17): a source without it
 * throws UNSUPPORTED naming the loading call of what needs it — `loadBodies(['NorthNode'])` for the osculating lunar
 * points, `loadEphemerisSpan()` for the Moon beyond 1760–2240 — in a minor body's wording; loading imports the
 * module once (concurrent calls share it, a failed load can be retried); `loadBodies` and `isBodyLoaded` know the
 * osculating points; the module the loader imports is the one the full entries register.
 */
import { describe, expect, it } from 'vitest';
import { ELP_ON_DEMAND } from '../../src/ephemeris/data/elp-mpp02-on-demand.js';
import { ELP_MPP02_REMAINDER } from '../../src/ephemeris/data/elp-mpp02-series-remainder.js';
import { ELP_MPP02_SPAN_TERMS } from '../../src/ephemeris/data/elp-mpp02-span-terms.js';
import { OSCULATING_LUNAR_BODIES, createElpOnDemandSource, elpOnDemandData, isElpOnDemandLoaded, loadElpOnDemand } from '../../src/ephemeris/elp-on-demand.js';
import { createMinorBodyRegistry, isBodyLoaded, loadBodies } from '../../src/ephemeris/integration/minor-bodies.js';
import type { ElpOnDemandData } from '../../src/ephemeris/series-packing.js';
import { UraniaError } from '../../src/errors/urania-error.js';

function caught(f: () => unknown): UraniaError {
  try {
    f();
  } catch (e) {
    if (e instanceof UraniaError) return e;
    throw e;
  }
  throw new Error('expected a UraniaError');
}

/** A fake loader: resolves with a marker and counts its calls; with `failFirst` the first call rejects. */
function countingLoader(failFirst = false) {
  const marker = { remainder: ELP_MPP02_REMAINDER, spanTerms: ELP_MPP02_SPAN_TERMS } satisfies ElpOnDemandData;
  let calls = 0;
  const loader = (): Promise<{ ELP_ON_DEMAND: ElpOnDemandData }> => {
    calls += 1;
    if (failFirst && calls === 1) return Promise.reject(new Error('network error loading the lunar theory'));
    return Promise.resolve({ ELP_ON_DEMAND: marker });
  };
  return { loader, marker, calls: () => calls };
}

describe('a source without the on-demand lunar theory (what urania/core starts with in a browser)', () => {
  it('throws UNSUPPORTED naming loadBodies for the osculating points, as for a minor body', () => {
    const source = createElpOnDemandSource(undefined, countingLoader().loader);
    expect(source.isLoaded()).toBe(false);
    const e = caught(() => source.data('osculating'));
    expect(e.code).toBe('UNSUPPORTED');
    expect(e.message).toContain("loadBodies(['NorthNode'])");
    expect(e.message).toContain('urania/core');
    for (const body of OSCULATING_LUNAR_BODIES) expect(e.message).toContain(body);
    expect(e.details.field).toBe('body');
    expect(e.details.allowed).toBe('a loaded body (loadBodies)');
    // The same pattern as a minor body's error (integration/minor-bodies.ts).
    const minor = caught(() => createMinorBodyRegistry({}, {} as never).table('Ceres'));
    expect(minor.code).toBe(e.code);
    expect(minor.details.allowed).toBe(e.details.allowed);
    for (const words of ['is not loaded: call `await loadBodies([', 'once before computing', 'in a browser or a bundled app (`urania` and `urania/core` alike)', 'under Node it loads by itself on first use']) {
      expect(minor.message).toContain(words);
      expect(e.message).toContain(words);
    }
  });

  it('throws UNSUPPORTED naming loadEphemerisSpan for the Moon beyond 1760–2240, as for an era', () => {
    const e = caught(() => createElpOnDemandSource(undefined, countingLoader().loader).data('span'));
    expect(e.code).toBe('UNSUPPORTED');
    expect(e.message).toContain('loadEphemerisSpan()');
    expect(e.message).toContain('outside 1800–2200');
    expect(e.details.field).toBe('jdTt');
  });

  it('answers once loaded; the loader runs once for concurrent calls and again after a failure', async () => {
    const { loader, marker, calls } = countingLoader(true);
    const source = createElpOnDemandSource(undefined, loader);
    await expect(source.load()).rejects.toThrow('network error');
    expect(source.isLoaded()).toBe(false);
    await Promise.all([source.load(), source.load(), source.load()]);
    expect(calls()).toBe(2);
    expect(source.isLoaded()).toBe(true);
    expect(source.data('osculating')).toBe(marker);
    expect(source.data('span')).toBe(marker);
    await source.load();
    expect(calls()).toBe(2);
  });

  it('uses the synchronous load (the built package under Node) before throwing', () => {
    const { loader, marker } = countingLoader();
    let syncCalls = 0;
    const source = createElpOnDemandSource(undefined, loader, () => {
      syncCalls += 1;
      return marker;
    });
    expect(source.data('osculating')).toBe(marker);
    expect(source.data('span')).toBe(marker);
    expect(syncCalls).toBe(1);
    const registered = createElpOnDemandSource(undefined, loader);
    registered.register(marker);
    expect(registered.data('osculating')).toBe(marker);
  });
});

describe('the process’s on-demand lunar theory (source tree: preloaded)', () => {
  it('is the module the loader imports and the full entries register', async () => {
    expect(isElpOnDemandLoaded()).toBe(true);
    expect(elpOnDemandData('osculating')).toBe(ELP_ON_DEMAND);
    await loadElpOnDemand();
    const imported = await import('../../src/ephemeris/data/elp-mpp02-on-demand.js');
    expect(imported.ELP_ON_DEMAND).toBe(ELP_ON_DEMAND);
    expect(ELP_ON_DEMAND.remainder).toBe(ELP_MPP02_REMAINDER);
    expect(ELP_ON_DEMAND.spanTerms).toBe(ELP_MPP02_SPAN_TERMS);
  });

  it('loadBodies accepts the osculating points, and isBodyLoaded reports them', async () => {
    await expect(loadBodies(['NorthNode', 'SouthNode', 'LilithTrue', 'NorthNodeMean'])).resolves.toBeUndefined();
    for (const body of [...OSCULATING_LUNAR_BODIES, 'NorthNodeMean', 'LilithMean', 'Moon']) expect(isBodyLoaded(body), body).toBe(true);
    expect(OSCULATING_LUNAR_BODIES).toEqual(['NorthNode', 'SouthNode', 'LilithTrue']);
  });
});
