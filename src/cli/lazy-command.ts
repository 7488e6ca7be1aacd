import { EXIT, type CliIo } from './cli-io.js';

/** The packages `urania serve` needs beside urania (optional peer dependencies: docs/http.md "Install"). */
export const SERVE_PEERS = 'fastify @fastify/swagger @fastify/type-provider-typebox ajv-formats lru-cache piscina ioredis';

/** A missing optional peer's name, when `e` is the module loader's "not found"; else undefined. */
function missingPeer(e: unknown): string | undefined {
  const missing = /Cannot find (?:package|module) '([^']+)'/.exec((e as Error).message)?.[1];
  return (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' ? missing : undefined;
}

/**
 * @summary A command that needs optional peer dependencies (the HTTP adapter's, the MCP SDK…), loaded when it runs;
 * when a peer is missing it says which, and the `npm install` line that adds them, and fails.
 */
export function lazyCommand<R>(
  name: string,
  load: () => Promise<(argv: readonly string[], io: CliIo) => Promise<R>>,
  { needs = 'it needs', peers = SERVE_PEERS }: { readonly needs?: string; readonly peers?: string } = {},
): (argv: readonly string[], io: CliIo) => Promise<R | number> {
  return async (argv, io) => {
    let run: (argv: readonly string[], io: CliIo) => Promise<R>;
    try {
      run = await load();
    } catch (e) {
      const missing = missingPeer(e);
      if (missing === undefined) throw e;
      io.stderr(`urania ${name}: ${needs} the package ${missing}, an optional peer dependency: npm install ${peers}\n`);
      return EXIT.failure;
    }
    return run(argv, io);
  };
}
