import { describe, expect, it } from 'vitest';
import { hashApiKey, hasValidChecksum } from '../../src/http/api-key.js';
import { runCli } from '../../src/cli/run-cli.js';
import { memoryIo } from './helpers.js';

describe('urania keys create', () => {
  it('prints {"key", "hash"} with --json', async () => {
    const io = memoryIo();
    expect(await runCli(['keys', 'create', '--json'], io)).toBe(0);
    const { key, hash } = JSON.parse(io.out()) as { key: string; hash: string };
    expect(hasValidChecksum(key)).toBe(true);
    expect(hash).toBe(hashApiKey(key));
    expect(Object.keys(JSON.parse(io.out()))).toEqual(['key', 'hash']);
  });

  it('prints a readable key and hash by default', async () => {
    const io = memoryIo();
    expect(await runCli(['keys', 'create'], io)).toBe(0);
    expect(io.out()).toMatch(/API key .*ura_[0-9A-Za-z]{38}\n/);
    expect(io.out()).toMatch(/SHA-256 hash .*[0-9a-f]{64}\n/);
  });

  it('refuses unknown subcommands and flags with usage (exit 2)', async () => {
    for (const argv of [['keys'], ['keys', 'delete'], ['keys', 'create', '--yaml']]) {
      const io = memoryIo();
      expect(await runCli(argv, io)).toBe(2);
      expect(io.err()).toContain('Usage: urania keys create');
    }
  });
});

describe('urania', () => {
  it('prints usage without a command, and refuses unknown commands', async () => {
    const io = memoryIo();
    expect(await runCli([], io)).toBe(2);
    expect(io.out()).toContain('Usage: urania <command>');
    const bad = memoryIo();
    expect(await runCli(['fly'], bad)).toBe(2);
    expect(bad.err()).toContain('unknown command "fly"');
    const help = memoryIo();
    expect(await runCli(['serve', '--help'], help)).toBe(0);
    expect(help.out()).toContain('Usage: urania serve');
  });
});
