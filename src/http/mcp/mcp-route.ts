import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { UraniaError } from '../../errors/index.js';
import type { RouteDefinition } from '../route-definition.js';
import { defaultDocsDir } from './mcp-docs.js';
import { injectInvoker } from './route-invoker.js';

/** The protocol's SDK, an optional peer dependency, loaded on the first MCP request (docs/mcp.md "Install"). */
async function loadSdk() {
  try {
    const [{ WebStandardStreamableHTTPServerTransport }, { createUraniaMcpServer }] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
      import('./mcp-server.js'),
    ]);
    return { WebStandardStreamableHTTPServerTransport, createUraniaMcpServer };
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    throw new UraniaError('UNSUPPORTED', 'The MCP endpoint needs the package @modelcontextprotocol/sdk on the server: npm install @modelcontextprotocol/sdk.');
  }
}

/** The MCP endpoint's path, at the server's root and under the API prefix (docs/mcp.md). */
export const MCP_PATH = '/mcp';

/** The package version the MCP server reports (`initialize` → serverInfo.version). */
export const MCP_SERVER_VERSION = '0.1.0';

/**
 * @summary The reference server's Model Context Protocol endpoint (issue 30): the protocol's streamable HTTP
 * transport, stateless with JSON answers (each POST carries one JSON-RPC message or batch and is answered at once).
 * Behind the same API key and rate limit as the routes (`onRequest`), and each tool call runs as a request to the
 * route it names with the caller's key (`injectInvoker`), so budgets, limits and the cache apply to it as well.
 */
export function registerMcpRoute(
  app: FastifyInstance,
  scope: FastifyInstance,
  options: { prefix: string; routes: readonly RouteDefinition[]; onRequest: readonly onRequestHookHandler[]; url?: string },
): void {
  const docsDir = defaultDocsDir();
  scope.route({
    method: ['POST', 'GET', 'DELETE'],
    url: options.url ?? MCP_PATH,
    schema: { hide: true },
    onRequest: [...options.onRequest],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { WebStandardStreamableHTTPServerTransport, createUraniaMcpServer } = await loadSdk();
      const server = createUraniaMcpServer({
        routes: options.routes,
        invoke: injectInvoker(app, options.prefix, request.headers.authorization),
        docsDir,
        version: MCP_SERVER_VERSION,
      });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        const headers = new Headers();
        for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v);
        const webRequest = new Request(`http://localhost${request.url}`, {
          method: request.method,
          headers,
          ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? null) } : {}),
        });
        const answer = await transport.handleRequest(webRequest, request.method === 'POST' ? { parsedBody: request.body } : {});
        reply.status(answer.status);
        answer.headers.forEach((value, key) => {
          if (key !== 'content-length') reply.header(key, value);
        });
        return await answer.text();
      } finally {
        await server.close();
      }
    },
  });
}
