#!/usr/bin/env node
/**
 * The `urania` command line (bin). Everything testable lives in `runCli`; this file only binds it to the
 * process: argv, stdout/stderr, the environment, the exit code and the signals that stop `serve`. Every command
 * answers the whole span −3000..+3000 (docs/ephemeris.md): the built package loads each era on its first date, the
 * TypeScript sources load them all first.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { batchEntryBeside, batchRelaunchArguments } from './batch-relaunch.js';
import { fatalErrorText } from './run-command.js';

const io = {
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
  env: process.env,
};

/**
 * `urania batch` runs again under `--single-threaded-gc` (src/cli/batch-relaunch.ts): this process only waits for it,
 * passes on the signals that stop it, and exits as it exits.
 */
function relaunch(nodeArguments: readonly string[]): void {
  const child = spawn(process.execPath, nodeArguments, { stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => () => void child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward(signal));
  child.on('error', (error) => {
    process.stderr.write(`urania: could not start node ${nodeArguments[0]}: ${error.message}\n`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    if (signal !== null) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exitCode = code ?? 1;
  });
}

// Decided before the library loads: a relaunched batch runs in its own entry (batch-main.ts), which never loads it.
const again = batchRelaunchArguments(process.argv.slice(2), process.execArgv, batchEntryBeside(fileURLToPath(import.meta.url)), process.env);
if (again !== undefined) relaunch(again);
else
  run().catch((error: unknown) => {
    process.stderr.write(`urania: ${fatalErrorText(error)}\n`);
    process.exitCode = 1;
  });

async function run(): Promise<void> {
  const [{ loadEphemerisSpan }, { erasLoadOnFirstUse }, { registerAllMinorBodies }, { runCli }] = await Promise.all([
    import('../ephemeris/index.js'),
    import('../ephemeris/integration/eras.js'),
    import('../ephemeris/integration/register-all-minor-bodies.js'),
    import('./run-cli.js'),
  ]);
  // Every minor body's table, registered explicitly (the build leaves them out of the shared core: issue 17).
  registerAllMinorBodies();
  // The built package loads an era on its first date (synchronously, under Node); from the TypeScript sources every
  // era is loaded first. Loading them all costs ~10 ms of a cold start that most commands (a modern date) never need.
  const ready = erasLoadOnFirstUse() ? Promise.resolve() : loadEphemerisSpan();
  ready
    .then(() => runCli(process.argv.slice(2), io))
    .then(
      (result) => {
        if (typeof result === 'number') {
          process.exitCode = result;
          return;
        }
        const stop = () => {
          result.app.close().then(
            () => process.exit(0),
            () => process.exit(1),
          );
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      },
      (error: unknown) => {
        // A UraniaError is a sentence for the user (an unreachable Redis, a bad setting): one line, no stack.
        process.stderr.write(`urania: ${fatalErrorText(error)}\n`);
        process.exitCode = 1;
      },
    );
}
