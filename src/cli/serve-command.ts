import type { FastifyInstance } from 'fastify';
import { parseArgs } from 'node:util';
import { isUraniaError } from '../errors/index.js';
import { createApiKey } from '../http/api-key.js';
import { serverOptionsFromEnv } from '../http/config.js';
import { createServer, type UraniaServerOptions } from '../http/create-server.js';
import { workerExecutor } from '../http/executor/worker-executor.js';
import { executorSlots } from '../http/executor/executor-choice.js';
import { DEFAULT_RESERVED_SLOTS } from '../http/urania-plugin.js';
import { URANIA_ROUTES } from '../http/routes/index.js';
import { UsageError, type CliIo } from './cli-io.js';


/** A running server started by `urania serve`. */
export interface ServeHandle {
  readonly app: FastifyInstance;
  /** Base URL, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  /** The development key created because none was configured (printed once), else undefined. */
  readonly devKey?: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`--port must be an integer in 0..65535, got ${JSON.stringify(value)}`, 'notWholeNumber', { flag: '--port', value: JSON.stringify(value) });
  return n;
}

/** The curl line printed at start: the weekly horoscope when served, else the first route's example. */
function exampleCall(url: string, key: string): string {
  const weekly = URANIA_ROUTES.find((r) => r.url === '/horoscope/weekly');
  const route = weekly ?? URANIA_ROUTES.find((r) => r.example !== undefined);
  if (!route) return `curl -H "Authorization: Bearer ${key}" "${url}/health"`;
  const example = weekly ? 'sign=Leo' : (route.example ?? '');
  if (route.method === 'POST') {
    return `curl -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d '${example}' "${url}/api/v1${route.url}"`;
  }
  return `curl -H "Authorization: Bearer ${key}" "${url}/api/v1${route.url}?${example}"`;
}

/**
 * @summary `urania serve`: configure from the environment and flags, start listening, print the URL, the docs
 * URL, the development key (when one was created) and a ready-to-paste curl line.
 */
export async function serveCommand(argv: readonly string[], io: CliIo): Promise<ServeHandle | number> {
  const { values } = parseArgs({ args: [...argv], options: { port: { type: 'string' }, host: { type: 'string' } }, strict: true });
  const env = serverOptionsFromEnv(io.env);
  const listenPort = port(values.port, env.port);
  const host = values.host ?? env.host;
  let options: UraniaServerOptions = env.options;
  let devKey: string | undefined;
  if ((options.apiKeys?.length ?? 0) + (options.apiKeyHashes?.length ?? 0) === 0) {
    if (env.production) {
      io.stderr('urania serve: NODE_ENV=production and no API key configured. Set URANIA_API_KEYS or URANIA_API_KEY_HASHES (create one with `urania keys create`).\n');
      return 1;
    }
    devKey = createApiKey().key;
    options = { ...options, apiKeys: [devKey] };
  }
  const choice = options.executor;
  if (choice === 'workers' || (typeof choice === 'object' && 'kind' in choice)) {
    try {
      // The pool has the slots of heavy computations plus the light lane's reserved thread (issue 23 #2); the
      // admission is told the slots, since it cannot count the threads of an executor built here.
      const slots = executorSlots(choice);
      const pool = await workerExecutor({ ...(typeof choice === 'object' ? choice : {}), maxThreads: slots + DEFAULT_RESERVED_SLOTS });
      options = { ...options, executor: pool, admission: { slots, ...options.admission } };
    } catch (e) {
      if (!isUraniaError(e) || e.code !== 'UNSUPPORTED') throw e;
      io.stderr('urania serve: no built worker (run `npm run build`); computing in the server thread, without deadline preemption.\n');
      options = { ...options, executor: 'inline' };
    }
  }
  const app = await createServer(options);
  await app.listen({ port: listenPort, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : listenPort;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${actualPort}`;
  io.stdout(`Urania API listening on ${url}\n`);
  if (app.hasRoute({ method: 'GET', url: '/' })) io.stdout(`  Web page: ${url}/   (a natal chart computed in your browser)\n`);
  io.stdout(`  Docs:     ${url}/api/v1/docs\n`);
  io.stdout(`  OpenAPI:  ${url}/api/v1/openapi.json\n`);
  if (devKey) io.stdout(`  Dev key:  ${devKey}   (development only, shown once; set URANIA_API_KEYS to keep a key)\n`);
  io.stdout(`  Try:      ${exampleCall(url, devKey ?? '<your API key>')}\n`);
  return { app, url, ...(devKey ? { devKey } : {}) };
}
