#!/usr/bin/env node
/**
 * The `urania` command line (bin). Everything testable lives in `runCli`; this file only binds it to the
 * process: argv, stdout/stderr, the environment, the exit code and the signals that stop `serve`. Every command
 * answers the whole span −3000..+3000 (docs/ephemeris.md): the built package loads each era on its first date, the
 * TypeScript sources load them all first.
 */
import { loadEphemerisSpan } from '../ephemeris/index.js';
import { erasLoadOnFirstUse } from '../ephemeris/integration/eras.js';
import { registerAllMinorBodies } from '../ephemeris/integration/register-all-minor-bodies.js';
import { isUraniaError } from '../errors/index.js';
import { runCli } from './run-cli.js';

const io = {
  stdout: (text: string) => void process.stdout.write(text),
  stderr: (text: string) => void process.stderr.write(text),
  env: process.env,
};

// Every minor body's table, registered explicitly (the build leaves them out of the shared core: issue 17).
registerAllMinorBodies();
// The built package loads an era on its first date (synchronously, under Node); from the TypeScript sources every
// era is loaded first. Loading them all costs ~10 ms of a cold start that most commands (a modern date) never need.
const ready = erasLoadOnFirstUse() ? Promise.resolve() : loadEphemerisSpan();
ready.then(() => runCli(process.argv.slice(2), io)).then(
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
    process.stderr.write(`urania: ${isUraniaError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
