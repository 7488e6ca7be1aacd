import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/units/bounded-cache.js';

describe('BoundedCache', () => {
  it('computes a missing value once and keeps it', () => {
    const cache = new BoundedCache<number, number>(4);
    let calls = 0;
    const square = (k: number) => {
      calls += 1;
      return k * k;
    };
    expect(cache.getOrCompute(7, square)).toBe(49);
    expect(cache.getOrCompute(7, square)).toBe(49);
    expect(calls).toBe(1);
  });

  it('never holds more than its capacity, evicting the least recently used entry', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const [k, v] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(k, v);
    cache.get('a');
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('bounded LRU evicts the least recently used entry', () => {
    const lru = new BoundedCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
  });
});
