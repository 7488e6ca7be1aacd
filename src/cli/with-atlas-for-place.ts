import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';
import type { CliIo } from './cli-io.js';

type Run = (argv: readonly string[], io: CliIo) => number | Promise<number>;

/**
 * @summary A birth command that loads the atlas first when `--place` is given and the atlas cannot load by itself
 * (run from the TypeScript sources, or bundled; the built package loads it on first use under Node), so
 * `urania chart --place "Ulm, Germany" …` works however the CLI is run.
 * @example withAtlasForPlace(chartCommand)(['--place', 'Ulm, Germany', '--date', '1879-03-14'], io)
 */
export function withAtlasForPlace(run: Run): Run {
  return async (argv, io) => {
    const asksPlace = argv.some((arg) => arg === '--place' || arg.startsWith('--place='));
    if (asksPlace && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
    return run(argv, io);
  };
}
