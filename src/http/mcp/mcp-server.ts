import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { isLabelLocale } from '../../i18n/label-catalogues.js';
import { matchLocale } from '../../i18n/negotiate-locale.js';
import { LABEL_LOCALES, type LabelLocale } from '../../schemas/label-locale.js';
import { routeId, type RouteDefinition } from '../route-definition.js';
import { docPages, readDocPage } from './mcp-docs.js';
import { mcpInputSchema } from './mcp-input-schema.js';
import { MCP_PROMPTS } from './mcp-prompts.js';
import { mcpSummary } from './mcp-summary.js';
import { MCP_TOOLS } from './mcp-tools.js';

/**
 * What a tool call asks of the HTTP layer: the route, the tool's arguments (without `lang`) and the language asked
 * for (`lang`, sent as `?lang=`); the answer's status, JSON body and `Content-Language` (its first tag is the
 * language the answer's labels are in).
 */
export type RouteInvoker = (
  route: RouteDefinition,
  input: Readonly<Record<string, unknown>>,
  lang?: LabelLocale,
) => Promise<{ status: number; body: unknown; contentLanguage?: string }>;

/** The language of an answer's labels: the first tag of its `Content-Language` (`ru, en` → ru), else English. */
function answerLocale(contentLanguage: string | undefined): LabelLocale {
  const first = contentLanguage?.split(',')[0]?.trim() ?? '';
  return isLabelLocale(first) ? first : 'en';
}

export interface UraniaMcpOptions {
  /** The route table the tools name (the server's, `URANIA_ROUTES` by default at the call sites). */
  readonly routes: readonly RouteDefinition[];
  /** Runs one route for a tool call: through the server's own keys, limits, budgets and cache (mcp-route.ts). */
  readonly invoke: RouteInvoker;
  /** The docs folder offered as resources (`defaultDocsDir()`); none when undefined. */
  readonly docsDir: string | undefined;
  /** The package version reported to clients. */
  readonly version: string;
}

/** A problem+json answer's sentence and the fields it names, as the text of a tool error. */
function problemText(status: number, body: unknown): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as { detail?: unknown; title?: unknown; errors?: unknown };
  const lines = [typeof b.detail === 'string' ? b.detail : typeof b.title === 'string' ? b.title : `The request failed with HTTP status ${status}.`];
  if (Array.isArray(b.errors)) {
    for (const e of b.errors as { field?: unknown; allowed?: unknown }[]) {
      if (typeof e.field === 'string') lines.push(`Field: ${e.field}.${typeof e.allowed === 'string' ? ` Allowed: ${e.allowed}.` : ''}`);
    }
  }
  return lines.join('\n');
}

/**
 * @summary Urania's Model Context Protocol server (issue 30, docs/mcp.md): the tools of `MCP_TOOLS` (input schema
 * from the route's TypeBox schema, output as structured content plus a short text summary, errors as tool errors
 * naming the field), the docs pages as resources, and the prompts "read my chart" and "my week ahead". Transport-free:
 * `urania mcp` connects it to stdio, the reference server to streamable HTTP at `/mcp`.
 */
export function createUraniaMcpServer(options: UraniaMcpOptions): Server {
  const byId = new Map(options.routes.map((r) => [routeId(r), r]));
  const tools = MCP_TOOLS.flatMap((row) => {
    const route = byId.get(row.route);
    return route === undefined ? [] : [{ row, route }];
  });
  const server = new Server(
    { name: 'urania', title: 'Urania astrology engine', version: options.version },
    {
      capabilities: { tools: {}, resources: {}, prompts: {} },
      instructions:
        'Urania computes astrology from the real sky: birth charts, transits, relationships, horoscopes, the Moon, eclipses and the Vedic Panchang. Births take birthDate (YYYY-MM-DD), birthTime (HH:MM local, optional) and a place name or latitude/longitude. The docs resources explain every record.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ row, route }) => ({ name: row.name, title: route.summary, description: row.description, inputSchema: mcpInputSchema(route) })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const found = tools.find((t) => t.row.name === request.params.name);
    if (found === undefined) {
      return { isError: true, content: [{ type: 'text', text: `There is no tool named ${JSON.stringify(request.params.name)}; list the tools and call one of their names.` }] };
    }
    const { lang, ...input } = request.params.arguments ?? {};
    // `lang` (every tool's, issue 31): one of the ten tags, or a tag that names one (`pt` → pt-BR, `zh-CN` → zh-Hans).
    const locale = lang === undefined ? undefined : typeof lang === 'string' ? matchLocale(lang) : undefined;
    if (lang !== undefined && locale === undefined) {
      return { isError: true, content: [{ type: 'text', text: `lang ${JSON.stringify(lang)} is not a language of Urania's answers.\nField: lang. Allowed: ${LABEL_LOCALES.join(', ')}.` }] };
    }
    const { status, body, contentLanguage } = await options.invoke(found.route, input, locale);
    if (status !== 200) return { isError: true, content: [{ type: 'text', text: problemText(status, body) }] };
    const structured = Array.isArray(body) || typeof body !== 'object' || body === null ? { items: body } : (body as Record<string, unknown>);
    return { content: [{ type: 'text', text: mcpSummary(found.row.name, body, answerLocale(contentLanguage)) }], structuredContent: structured };
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: docPages(options.docsDir).map((p) => ({ uri: p.uri, name: p.name, title: p.title, mimeType: 'text/markdown' })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const text = readDocPage(options.docsDir, request.params.uri);
    if (text === undefined) throw new Error(`No docs page has the URI ${request.params.uri}; list the resources for the pages there are.`);
    return { contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text }] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: MCP_PROMPTS.map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: [...p.arguments] })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const prompt = MCP_PROMPTS.find((p) => p.name === request.params.name);
    if (prompt === undefined) throw new Error(`There is no prompt named ${JSON.stringify(request.params.name)}; the prompts are ${MCP_PROMPTS.map((p) => p.name).join(', ')}.`);
    return {
      description: prompt.description,
      messages: [{ role: 'user', content: { type: 'text', text: prompt.message(request.params.arguments ?? {}) } }],
    };
  });
  return server;
}
