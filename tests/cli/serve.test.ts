import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { runCli } from '../../src/cli/run-cli.js';
import type { ServeHandle } from '../../src/cli/serve-command.js';
import { memoryIo } from './helpers.js';

const BASE_ENV = { URANIA_EXECUTOR: 'inline' };

describe('urania serve', () => {
  it('creates a development key when none is configured, prints it once with the URLs and a curl line that works', async () => {
    const io = memoryIo({ ...BASE_ENV });
    const handle = (await runCli(['serve', '--port', '0', '--host', '127.0.0.1'], io)) as ServeHandle;
    try {
      expect(typeof handle).toBe('object');
      const out = io.out();
      expect(out).toContain(`Urania API listening on ${handle.url}`);
      expect(out).toContain(`${handle.url}/api/v1/docs`);
      expect(handle.devKey).toMatch(/^ura_/);
      expect(out.split(handle.devKey!).length - 1).toBe(2); // the key line and the curl line
      const curl = /curl -H "Authorization: Bearer (\S+)" "([^"]+)"/.exec(out);
      expect(curl).not.toBeNull();
      const res = await fetch(curl![2]!, { headers: { authorization: `Bearer ${curl![1]}` } });
      expect(res.status).toBe(200);
      expect((await fetch(`${handle.url}/health`)).status).toBe(200);
      expect((await fetch(`${handle.url}/api/v1/docs`)).headers.get('content-type')).toContain('text/html');
    } finally {
      await handle.app.close();
    }
  });

  it('uses the configured keys and prints no key', async () => {
    const { key } = createApiKey();
    const io = memoryIo({ ...BASE_ENV, URANIA_API_KEYS: key, PORT: '0' });
    const handle = (await runCli(['serve'], io)) as ServeHandle;
    try {
      expect(handle.devKey).toBeUndefined();
      expect(io.out()).not.toContain('ura_');
      const res = await fetch(`${handle.url}/api/v1/houses?date=2024-03-20&latitude=1&longitude=2`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
    } finally {
      await handle.app.close();
    }
  });

  it('refuses to start without keys in production', async () => {
    const io = memoryIo({ ...BASE_ENV, NODE_ENV: 'production', PORT: '0' });
    expect(await runCli(['serve'], io)).toBe(1);
    expect(io.err()).toContain('NODE_ENV=production');
  });

  it('reports bad configuration and flags', async () => {
    const a = memoryIo({ ...BASE_ENV, URANIA_RATE_LIMIT: 'lots' });
    expect(await runCli(['serve', '--port', '0'], a)).toBe(1);
    expect(a.err()).toContain('URANIA_RATE_LIMIT');
    const b = memoryIo({ ...BASE_ENV });
    expect(await runCli(['serve', '--port', '99999'], b)).toBe(2);
    expect(b.err()).toContain('--port');
  });
});
