import { createHash } from 'node:crypto';
import { base62, randomBase62 } from './base62.js';
import { crc32 } from './crc32.js';

/** Fixed text prefix of every Urania API key. */
export const API_KEY_PREFIX = 'ura_';
/** Random base62 characters after the prefix (32 × log2 62 ≈ 190 bits of entropy). */
export const API_KEY_RANDOM_LENGTH = 32;
/** Base62 characters of the checksum (CRC-32 < 2^32 < 62^6). */
export const API_KEY_CHECKSUM_LENGTH = 6;

const KEY_RE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}[0-9A-Za-z]{${API_KEY_CHECKSUM_LENGTH}}$`);

/** A new API key and the SHA-256 hash the server stores instead of it. */
export interface CreatedApiKey {
  /** The key, shown once: `ura_` + 32 random base62 + 6 base62 checksum characters. */
  readonly key: string;
  /** Lower-case hex SHA-256 of the key (what `URANIA_API_KEY_HASHES` holds). */
  readonly hash: string;
}

function checksumOf(randomPart: string): string {
  return base62(crc32(API_KEY_PREFIX + randomPart), API_KEY_CHECKSUM_LENGTH);
}

/**
 * @summary Create a new random API key with its checksum, and its SHA-256 hash.
 * @example const { key, hash } = createApiKey(); // key 'ura_…' (42 chars), hash 64 hex chars
 */
export function createApiKey(): CreatedApiKey {
  const randomPart = randomBase62(API_KEY_RANDOM_LENGTH);
  const key = API_KEY_PREFIX + randomPart + checksumOf(randomPart);
  return { key, hash: hashApiKey(key) };
}

/**
 * @summary True when a string has the shape of a Urania key and its checksum matches (catches typos and
 * truncation before any lookup; says nothing about whether the key is known).
 */
export function hasValidChecksum(key: string): boolean {
  if (!KEY_RE.test(key)) return false;
  const body = key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH);
  return key.slice(-API_KEY_CHECKSUM_LENGTH) === checksumOf(body);
}

/** @summary Lower-case hex SHA-256 of a key: the only form in which the server keeps keys. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
