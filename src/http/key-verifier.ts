import { timingSafeEqual } from 'node:crypto';
import { UraniaError } from '../errors/index.js';
import { hashApiKey, hasValidChecksum } from './api-key.js';

/** Checks presented API keys against the configured SHA-256 hashes; never holds a key itself. */
export interface KeyVerifier {
  /** The hex hash of the presented key when it is a configured key, else `null`. */
  verify(presented: string): string | null;
  /** How many keys are configured. */
  readonly size: number;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * @summary A verifier over the given plain keys (hashed at once, then dropped) and hex hashes.
 * Every comparison runs over all configured hashes with `crypto.timingSafeEqual`, so the time taken does not
 * depend on which stored hash (if any) matches.
 * @example createKeyVerifier({ keys: [], hashes: ['9f86d0…'] }).verify('ura_…') // null or the hash
 */
export function createKeyVerifier(config: { keys?: readonly string[]; hashes?: readonly string[] }): KeyVerifier {
  const hashes = new Set<string>();
  for (const key of config.keys ?? []) {
    if (typeof key !== 'string' || !hasValidChecksum(key)) {
      // Name the position, never the key (keys are secrets and must not reach logs).
      throw new UraniaError('INVALID_ARGUMENT', 'URANIA_API_KEYS holds a value that is not a valid Urania key (ura_ + 38 base62 characters with a checksum)', {
        field: 'URANIA_API_KEYS',
        allowed: 'ura_ + 32 base62 + 6 base62 checksum characters',
      });
    }
    hashes.add(hashApiKey(key));
  }
  for (const raw of config.hashes ?? []) {
    // A host's option may hold anything (apiKeyHashes: [undefined]): a non-string is a bad hash, not a TypeError.
    const hash = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!HEX64.test(hash)) {
      throw new UraniaError('INVALID_ARGUMENT', 'URANIA_API_KEY_HASHES must hold 64-character hex SHA-256 hashes', {
        field: 'URANIA_API_KEY_HASHES',
        received: raw,
        allowed: '64 hex characters',
      });
    }
    hashes.add(hash);
  }
  const stored = [...hashes].map((h) => ({ hex: h, bytes: Buffer.from(h, 'hex') }));
  return {
    size: stored.length,
    verify(presented: string): string | null {
      if (!hasValidChecksum(presented)) return null;
      const candidate = Buffer.from(hashApiKey(presented), 'hex');
      let found: string | null = null;
      for (const s of stored) {
        if (timingSafeEqual(s.bytes, candidate)) found = s.hex;
      }
      return found;
    },
  };
}
