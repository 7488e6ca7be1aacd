/**
 * Issue 30: `urania batch` starts Node again under `--single-threaded-gc` (src/cli/batch-relaunch.ts). The rule on
 * its own (which commands, which arguments, in which order) and the bin end to end: the second process really has the
 * flag (read from /proc, not from the code's own answer), its output and exit code are the command's, and stopping
 * the first process stops the second (no batch left running on its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchEntryBeside, batchRelaunchArguments } from '../../src/cli/batch-relaunch.js';

const FLAG = '--single-threaded-gc';
/** The old generation's first size the batch asks of V8 (session 18: fewer full collections in the calling thread). */
const HEAP = '--initial-old-space-size=128';
const TSX = ['--import', 'tsx'];

describe('batchRelaunchArguments', () => {
  it('starts `batch` again with the flags first, then the Node options, the script and the arguments as typed', () => {
    expect(batchRelaunchArguments(['batch', '--record', 'natal-chart'], TSX, 'src/cli/main.ts', {})).toEqual([
      FLAG,
      HEAP,
      '--import',
      'tsx',
      'src/cli/main.ts',
      'batch',
      '--record',
      'natal-chart',
    ]);
  });

  it('leaves every other case to this process: other commands, --queue, help, the flag given, the variable at 0', () => {
    const cases: [readonly string[], readonly string[], Record<string, string>][] = [
      [['chart', '--date', '2000-01-01'], [], {}],
      [['worker', '--queue', 'redis://x'], [], {}],
      [['batch', '--queue', 'redis://x', '--record', 'natal-chart'], [], {}],
      [['batch', '--queue=redis://x'], [], {}],
      [['batch', '--help'], [], {}],
      [['batch', '-h'], [], {}],
      [['batch', '--record', 'natal-chart'], [FLAG], {}],
      [['batch', '--record', 'natal-chart'], [], { URANIA_SINGLE_THREADED_GC: '0' }],
      [[], [], {}],
    ];
    for (const [args, execArgv, env] of cases)
      expect(batchRelaunchArguments(args, execArgv, 'main.js', env), args.join(' ')).toBeUndefined();
    expect(batchRelaunchArguments(['batch'], [], undefined, {})).toBeUndefined();
  });

  it('property: a relaunch keeps every argument and Node option, in order, and adds each flag exactly once', () => {
    const word = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((s) => !s.startsWith('--queue') && s !== '--help' && s !== '-h' && s !== FLAG && s !== HEAP);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.array(word, { maxLength: 3 }), (rest, execArgv) => {
        const out = batchRelaunchArguments(['batch', ...rest], execArgv, 'bin.js', {});
        expect(out).toBeDefined();
        expect(out!.filter((a) => a === FLAG)).toHaveLength(1);
        expect(out!.filter((a) => a === HEAP)).toHaveLength(1);
        expect(out!.slice(2)).toEqual([...execArgv, 'bin.js', 'batch', ...rest]);
        // Run again on its own arguments, the relaunched process runs the command itself.
        expect(
          batchRelaunchArguments(['batch', ...rest], out!.slice(0, 2 + execArgv.length), 'bin.js', {}),
        ).toBeUndefined();
      }),
    );
  });
});

describe('batchEntryBeside', () => {
  it('names the batch entry beside the bin, in the same folder and with the same extension, and the file is there', () => {
    expect(batchEntryBeside('/app/node_modules/urania/dist/cli/main.js')).toBe('/app/node_modules/urania/dist/cli/batch-main.js');
    expect(batchEntryBeside(join('src', 'cli', 'main.ts'))).toBe(join('src', 'cli', 'batch-main.ts'));
    expect(existsSync(batchEntryBeside(join('src', 'cli', 'main.ts')))).toBe(true);
  });
});

/** The Node processes whose parent is `pid`, with their command lines (Linux /proc). */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  const out: { pid: number; args: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid)
        out.push({
          pid: Number(entry),
          args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean),
        });
    } catch {
      // The process ended while it was read.
    }
  }
  return out;
}

/**
 * The second Node the bin started for `batch`, once it runs its own command line. Between fork and exec a spawned child
 * still shows its parent's command line in /proc (`… src/cli/main.ts batch …`), so a child that reads the same as its
 * parent has not started yet and is skipped (CI caught it there once, on a loaded machine).
 */
function relaunchedChild(parent: number): { pid: number; args: string[] } | undefined {
  let own: string;
  try {
    own = readFileSync(`/proc/${parent}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  const parentArgs = own.split('\0').filter(Boolean).join('\0');
  return childrenOf(parent).find((c) => c.args.includes('batch') && c.args.join('\0') !== parentArgs);
}

async function waitFor<T>(probe: () => T | undefined, ms: number): Promise<T | undefined> {
  const end = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

function births(n: number): string {
  return (
    Array.from({ length: n }, (_, i) =>
      JSON.stringify({
        birthDate: `${1950 + (i % 60)}-0${(i % 9) + 1}-1${i % 9}`,
        birthTime: `0${i % 10}:15`,
        latitude: 10 + (i % 50),
        longitude: -20 + (i % 90),
        timezone: 'UTC',
      }),
    ).join('\n') + '\n'
  );
}

/** The bin from source, its standard error collected (read with `err()` once it has exited). */
function runBin(args: readonly string[]): { readonly cli: ChildProcess; readonly err: () => string } {
  const cli = spawn(process.execPath, [...TSX, 'src/cli/main.ts', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  cli.stderr!.on('data', (d: Buffer) => void (err += d.toString()));
  return { cli, err: () => err };
}

describe.runIf(process.platform === 'linux')(
  'the urania bin runs a batch in a second Node under the flag',
  () => {
    it('writes the rows from a process started with --single-threaded-gc, and exits 0', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'urania-relaunch-'));
      writeFileSync(join(dir, 'in.jsonl'), births(40));
      const output = join(dir, 'out.jsonl');
      const { cli, err } = runBin(['batch', '--record', 'natal-chart', '--input', join(dir, 'in.jsonl'), '--output', output]);
      const done = exited(cli);
      const second = await waitFor(() => relaunchedChild(cli.pid!), 30_000);
      expect(second?.args.slice(1, 3)).toEqual([FLAG, HEAP]);
      // The second process runs the batch's own entry (the command alone, without the library), not the bin again.
      expect(second?.args[5]).toMatch(/[/\\]src[/\\]cli[/\\]batch-main\.ts$/);
      expect(second?.args[6]).toBe('batch');
      expect(await done).toEqual({ code: 0, signal: null });
      expect(
        readFileSync(output, 'utf8')
          .trimEnd()
          .split('\n')
          .map((l) => (JSON.parse(l) as { row: number }).row),
      ).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(err()).toMatch(/40 rows computed, 0 errors/);
    }, 90_000);

    it("exits with the command's own code and sentence for a usage error", async () => {
      const { cli, err } = runBin(['batch', '--record', 'natal-chart', '--input', 'x.csv']);
      expect(await exited(cli)).toEqual({ code: 2, signal: null });
      expect(err()).toContain('--output is required');
    }, 60_000);

    it('stops the second process when the first is told to stop (SIGTERM)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'urania-relaunch-'));
      writeFileSync(join(dir, 'in.jsonl'), births(200_000));
      const cli = spawn(
        process.execPath,
        [
          ...TSX,
          'src/cli/main.ts',
          'batch',
          '--record',
          'natal-chart',
          '--input',
          join(dir, 'in.jsonl'),
          '--output',
          join(dir, 'out.jsonl'),
          '--concurrency',
          '1',
        ],
        { stdio: 'ignore' },
      );
      const done = exited(cli);
      const second = await waitFor(() => relaunchedChild(cli.pid!), 30_000);
      expect(second).toBeDefined();
      // Once it writes rows, it is running the batch.
      await waitFor(
        () =>
          existsSync(join(dir, 'out.jsonl')) && readFileSync(join(dir, 'out.jsonl')).length > 0
            ? true
            : undefined,
        60_000,
      );
      cli.kill('SIGTERM');
      expect((await done).signal).toBe('SIGTERM');
      const gone = await waitFor(() => (existsSync(`/proc/${second!.pid}`) ? undefined : true), 10_000);
      expect(gone).toBe(true);
    }, 120_000);
  },
);
