/**
 * Issue 23 #9: an unreachable Redis at start is one clear line (where, why, what to do), not a stack trace; a
 * password in the URL is never shown.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connectRedis, redisUrlForHumans } from '../../src/http/connect-redis.js';

/** A loopback port nothing listens on (port 1 is privileged and unused on a test machine). */
const UNREACHABLE = 'redis://user:s3cret@127.0.0.1:1';

describe('an unreachable Redis at start (issue 23 #9)', () => {
  it('connectRedis rejects with one sentence naming the URL (password hidden), the cause and the fix', async () => {
    const error = await connectRedis(UNREACHABLE, 300, () => undefined).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toMatch(/^Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1 does not answer \(connect ECONNREFUSED 127\.0\.0\.1:1\): start Redis there, or set URANIA_REDIS_URL/);
    expect(error!.message).not.toContain('s3cret');
    expect(error!.message).not.toContain('\n');
  });

  it('urania serve prints that line alone, no stack trace, and fails', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0'], {
      env: { ...process.env, URANIA_REDIS_URL: UNREACHABLE, URANIA_EXECUTOR: 'inline', NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const lines = r.stderr.split('\n').filter((l) => l.trim() !== '' && !/ExperimentalWarning|--trace-warnings|FastifyDeprecation/.test(l));
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1 does not answer/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain('s3cret');
    expect(r.status).not.toBe(0);
  }, 90_000);

  it('hides only the password of a URL', () => {
    expect(redisUrlForHumans('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redisUrlForHumans('rediss://:pw@host:6380/2')).toBe('rediss://:***@host:6380/2');
  });
});
