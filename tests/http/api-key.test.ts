import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, createApiKey, hashApiKey, hasValidChecksum } from '../../src/http/api-key.js';
import { BASE62_ALPHABET, base62, randomBase62 } from '../../src/http/base62.js';
import { crc32 } from '../../src/http/crc32.js';
import { createKeyVerifier } from '../../src/http/key-verifier.js';

describe('crc32', () => {
  it('gives the catalogued check value of CRC-32/ISO-HDLC', () => {
    // Check value of the CRC catalogue (reveng.sourceforge.io, "CRC-32/ISO-HDLC"): crc("123456789") = 0xCBF43926.
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });
});

describe('base62', () => {
  it('renders integers with padding', () => {
    expect(base62(0, 3)).toBe('000');
    expect(base62(61, 2)).toBe('0z');
    expect(base62(62, 1)).toBe('10');
    expect(base62(62 * 62 - 1, 2)).toBe('zz');
  });
  it('draws only alphabet characters', () => {
    const s = randomBase62(500);
    expect(s).toHaveLength(500);
    expect([...s].every((c) => BASE62_ALPHABET.includes(c))).toBe(true);
  });
});

describe('API keys', () => {
  it('have the prefix, the length and a valid checksum', () => {
    const { key, hash } = createApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key).toMatch(/^ura_[0-9A-Za-z]{38}$/);
    expect(hasValidChecksum(key)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiKey(key));
  });

  it('are different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createApiKey().key));
    expect(keys.size).toBe(50);
  });

  it('hash with SHA-256', () => {
    // FIPS 180-2 appendix B.1 test vector: SHA-256("abc").
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reject any single-character change (checksum)', () => {
    const { key } = createApiKey();
    fc.assert(
      fc.property(fc.integer({ min: API_KEY_PREFIX.length, max: key.length - 1 }), fc.constantFrom(...BASE62_ALPHABET), (pos, ch) => {
        fc.pre(key[pos] !== ch);
        const mutated = key.slice(0, pos) + ch + key.slice(pos + 1);
        expect(hasValidChecksum(mutated)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('reject malformed strings', () => {
    const { key } = createApiKey();
    for (const bad of ['', 'ura_', key.slice(0, -1), `${key}x`, key.replace('ura_', 'urb_'), ` ${key}`, key.toUpperCase()]) {
      expect(hasValidChecksum(bad)).toBe(false);
    }
  });
});

describe('key verifier', () => {
  it('knows configured keys and hashes only', () => {
    const a = createApiKey();
    const b = createApiKey();
    const c = createApiKey();
    const v = createKeyVerifier({ keys: [a.key], hashes: [b.hash.toUpperCase()] });
    expect(v.size).toBe(2);
    expect(v.verify(a.key)).toBe(a.hash);
    expect(v.verify(b.key)).toBe(b.hash);
    expect(v.verify(c.key)).toBeNull();
    expect(v.verify(a.hash)).toBeNull();
    expect(v.verify('')).toBeNull();
  });

  it('refuses bad configuration without echoing a key', () => {
    const { key } = createApiKey();
    const bad = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    let message = '';
    try {
      createKeyVerifier({ keys: [bad] });
    } catch (e) {
      message = (e as Error).message;
      expect((e as { code: string }).code).toBe('INVALID_ARGUMENT');
    }
    expect(message).toContain('URANIA_API_KEYS');
    expect(message).not.toContain(bad);
    expect(() => createKeyVerifier({ hashes: ['xyz'] })).toThrow(/URANIA_API_KEY_HASHES/);
  });

  it('a value that is not a string (a host passing apiKeyHashes: [undefined]) is the same sentence, not a TypeError', () => {
    const notStrings = [undefined, null, 42, {}] as unknown as string[];
    for (const bad of notStrings) {
      expect(() => createKeyVerifier({ hashes: [bad] })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/URANIA_API_KEY_HASHES/) }));
      expect(() => createKeyVerifier({ keys: [bad] })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/URANIA_API_KEYS/) }));
    }
  });
});
