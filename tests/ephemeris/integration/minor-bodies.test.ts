/**
 * The minor bodies' tables as modules of their own (src/ephemeris/integration/minor-bodies.ts, issue 17): a
 * registry without a body throws UNSUPPORTED naming `loadBodies` and the body; loading imports each module once
 * (concurrent calls share it, a failed load can be retried); `loadBodies` checks its argument; every generated
 * module is the one its loader imports and the one the full entries register.
 */
import { describe, expect, it } from 'vitest';
import { MINOR_BODY_TABLES } from '../../../src/ephemeris/data/integrated-ephemeris-minor-bodies.js';
import type { PackedChebyshevBody } from '../../../src/ephemeris/integration/chebyshev-table.js';
import { INTEGRATED_BODIES, MINOR_BODIES, type MinorBody } from '../../../src/ephemeris/integration/integrated-bodies.js';
import { integratedSource } from '../../../src/ephemeris/integration/integrated-source.js';
import { createMinorBodyRegistry, isBodyLoaded, loadBodies } from '../../../src/ephemeris/integration/minor-bodies.js';
import { UraniaError } from '../../../src/errors/urania-error.js';
import { BODIES } from '../../../src/schemas/enums.js';

const J2000 = 2451545;

function caught(f: () => unknown): UraniaError {
  try {
    f();
  } catch (e) {
    if (e instanceof UraniaError) return e;
    throw e;
  }
  throw new Error('expected a UraniaError');
}

/** Fake loaders: each resolves with a marker table and counts its calls; `failFirst` rejects the first call. */
function countingLoaders(failFirst: ReadonlySet<MinorBody> = new Set()) {
  const calls = new Map<MinorBody, number>();
  const tables = new Map<MinorBody, PackedChebyshevBody>(MINOR_BODIES.map((b) => [b, { spans: [[0, 1, 1, 1]], data: `[1,${MINOR_BODIES.indexOf(b)}]` }]));
  const loaders = Object.fromEntries(
    MINOR_BODIES.map((b) => [
      b,
      () => {
        const n = (calls.get(b) ?? 0) + 1;
        calls.set(b, n);
        if (failFirst.has(b) && n === 1) return Promise.reject(new Error(`network error loading ${b}`));
        return Promise.resolve({ INTEGRATED_TABLE: tables.get(b)! });
      },
    ]),
  ) as Record<MinorBody, () => Promise<{ INTEGRATED_TABLE: PackedChebyshevBody }>>;
  return { calls, tables, loaders };
}

describe('a registry without the minor bodies (what urania/core starts with)', () => {
  it('throws UNSUPPORTED naming the body and the loading call', () => {
    const registry = createMinorBodyRegistry({}, countingLoaders().loaders);
    expect(registry.isLoaded('Ceres')).toBe(false);
    const e = caught(() => registry.table('Ceres'));
    expect(e.code).toBe('UNSUPPORTED');
    expect(e.message).toContain("loadBodies(['Ceres'])");
    expect(e.message).toContain('urania/core');
    expect(e.details.field).toBe('body');
    expect(e.details.received).toBe('Ceres');
  });

  it('answers a body once it is loaded, and only that body', async () => {
    const { loaders, tables } = countingLoaders();
    const registry = createMinorBodyRegistry({}, loaders);
    await registry.load(['Ceres', 'Eris']);
    expect(registry.table('Ceres')).toBe(tables.get('Ceres'));
    expect(registry.table('Eris')).toBe(tables.get('Eris'));
    expect(caught(() => registry.table('Pallas')).code).toBe('UNSUPPORTED');
  });

  it('imports each module once, however many loads ask for it at the same time', async () => {
    const { loaders, calls } = countingLoaders();
    const registry = createMinorBodyRegistry({}, loaders);
    await Promise.all([registry.load(['Chiron']), registry.load(['Chiron', 'Sedna']), registry.load(['Chiron'])]);
    await registry.load(['Chiron']);
    expect(calls.get('Chiron')).toBe(1);
    expect(calls.get('Sedna')).toBe(1);
  });

  it('rejects a failed load and lets it be retried', async () => {
    const { loaders, calls, tables } = countingLoaders(new Set<MinorBody>(['Juno']));
    const registry = createMinorBodyRegistry({}, loaders);
    await expect(registry.load(['Juno'])).rejects.toThrow(/network error loading Juno/);
    expect(registry.isLoaded('Juno')).toBe(false);
    await registry.load(['Juno']);
    expect(calls.get('Juno')).toBe(2);
    expect(registry.table('Juno')).toBe(tables.get('Juno'));
  });

  it('takes a body from the synchronous loader on first use when it has one (Node), once', () => {
    const { loaders, calls, tables } = countingLoaders();
    const asked: MinorBody[] = [];
    const registry = createMinorBodyRegistry({}, loaders, (body) => {
      asked.push(body);
      return body === 'Eros' ? tables.get('Eros') : undefined;
    });
    expect(registry.table('Eros')).toBe(tables.get('Eros'));
    expect(registry.table('Eros')).toBe(tables.get('Eros'));
    expect(registry.isLoaded('Eros')).toBe(true);
    expect(caught(() => registry.table('Amor')).code).toBe('UNSUPPORTED');
    expect(asked).toEqual(['Eros', 'Amor']);
    expect(calls.size).toBe(0);
  });

  it('keeps a preloaded or registered table (a later load does not replace it, nor import anything)', async () => {
    const { loaders, calls } = countingLoaders();
    const own: PackedChebyshevBody = { spans: [[0, 1, 1, 1]], data: '[1,99]' };
    const registry = createMinorBodyRegistry({ Vesta: own }, loaders);
    await registry.load(['Vesta']);
    expect(registry.table('Vesta')).toBe(own);
    expect(calls.get('Vesta')).toBeUndefined();
  });
});

describe('the generated modules', () => {
  it('are exactly the minor bodies: every integrated body but Jupiter–Pluto', () => {
    expect(INTEGRATED_BODIES.filter((b) => !(MINOR_BODIES as readonly string[]).includes(b))).toEqual(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    expect(Object.keys(MINOR_BODY_TABLES).sort()).toEqual([...MINOR_BODIES].sort());
  });

  it('are what each loader imports (the registered table and the loaded one are the same object)', async () => {
    const registry = createMinorBodyRegistry({}, {
      Chiron: () => import('../../../src/ephemeris/data/integrated-ephemeris-chiron.js'),
      Ceres: () => import('../../../src/ephemeris/data/integrated-ephemeris-ceres.js'),
      Pallas: () => import('../../../src/ephemeris/data/integrated-ephemeris-pallas.js'),
      Juno: () => import('../../../src/ephemeris/data/integrated-ephemeris-juno.js'),
      Vesta: () => import('../../../src/ephemeris/data/integrated-ephemeris-vesta.js'),
      Hygiea: () => import('../../../src/ephemeris/data/integrated-ephemeris-hygiea.js'),
      Astraea: () => import('../../../src/ephemeris/data/integrated-ephemeris-astraea.js'),
      Psyche: () => import('../../../src/ephemeris/data/integrated-ephemeris-psyche.js'),
      Eros: () => import('../../../src/ephemeris/data/integrated-ephemeris-eros.js'),
      Sappho: () => import('../../../src/ephemeris/data/integrated-ephemeris-sappho.js'),
      Amor: () => import('../../../src/ephemeris/data/integrated-ephemeris-amor.js'),
      Eris: () => import('../../../src/ephemeris/data/integrated-ephemeris-eris.js'),
      Sedna: () => import('../../../src/ephemeris/data/integrated-ephemeris-sedna.js'),
      Makemake: () => import('../../../src/ephemeris/data/integrated-ephemeris-makemake.js'),
      Haumea: () => import('../../../src/ephemeris/data/integrated-ephemeris-haumea.js'),
      Quaoar: () => import('../../../src/ephemeris/data/integrated-ephemeris-quaoar.js'),
      Ixion: () => import('../../../src/ephemeris/data/integrated-ephemeris-ixion.js'),
      Varuna: () => import('../../../src/ephemeris/data/integrated-ephemeris-varuna.js'),
    });
    await registry.load(MINOR_BODIES);
    for (const body of MINOR_BODIES) expect(registry.table(body), body).toBe(MINOR_BODY_TABLES[body]);
  });
});

describe('loadBodies and isBodyLoaded (the process registry: in the source tree every table is preloaded)', () => {
  it('has every body loaded, and loading again costs nothing', async () => {
    for (const body of BODIES) expect(isBodyLoaded(body), body).toBe(true);
    await expect(loadBodies(['Ceres', 'Sun', 'Moon', 'Cupido', 'Vertex'])).resolves.toBeUndefined();
    await expect(loadBodies()).resolves.toBeUndefined();
    expect(integratedSource('Ceres')(J2000).x).toBeTypeOf('number');
  });

  it('rejects what is not a list of bodies with INVALID_ARGUMENT naming the member', () => {
    const e = caught(() => loadBodies(['Ceres', 'Planet X']));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('bodies[1]');
    expect(String(e.details.allowed)).toContain('Ceres');
    expect(caught(() => loadBodies('Ceres' as unknown as string[])).details.field).toBe('bodies');
    expect(caught(() => isBodyLoaded('Planet X')).details.field).toBe('body');
  });
});
