import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createApiKey } from '../http/api-key.js';
import { createServer } from '../http/create-server.js';
import { defaultDocsDir } from '../http/mcp/mcp-docs.js';
import { MCP_SERVER_VERSION } from '../http/mcp/mcp-route.js';
import { createUraniaMcpServer } from '../http/mcp/mcp-server.js';
import { injectInvoker } from '../http/mcp/route-invoker.js';
import { URANIA_ROUTES } from '../http/routes/index.js';
import type { CliIo } from './cli-io.js';


/**
 * @summary `urania mcp`: the MCP server over stdio. The tools run through an in-process reference server (no socket,
 * in-memory stores, a key made for this process alone) so that they validate and answer exactly as over HTTP.
 * Resolves when the client closes stdin.
 */
export async function mcpCommand(argv: readonly string[], io: CliIo): Promise<number> {
  parseArgs({ args: [...argv], options: {}, strict: true });
  const key = createApiKey().key;
  const app = await createServer({
    apiKeys: [key],
    executor: 'inline',
    webDir: false,
    logger: false,
    mcp: false,
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
    costBudget: { limit: 1_000_000, windowMs: 60_000 },
  });
  const server = createUraniaMcpServer({
    routes: URANIA_ROUTES,
    invoke: injectInvoker(app, '/api/v1', `Bearer ${key}`),
    docsDir: defaultDocsDir(),
    version: MCP_SERVER_VERSION,
  });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    process.stdin.on('end', () => resolve());
  });
  await server.connect(transport);
  io.stderr('urania mcp: ready on stdio\n');
  await closed;
  await server.close();
  await app.close();
  return 0;
}
