import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One documentation page offered to an assistant as an MCP resource. */
export interface McpDocPage {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
}

/** The scheme of Urania's documentation resources: `urania://docs/<page>` (the file docs/<page>.md). */
export const MCP_DOCS_SCHEME = 'urania://docs/';

/**
 * @summary The package's `docs/` folder, wherever this module sits (src/http/mcp in a checkout, a chunk under
 * dist/ in the package): the first of the parents holding `docs/api.md`, else undefined.
 */
export function defaultDocsDir(): string | undefined {
  for (const candidate of ['../docs/', '../../docs/', '../../../docs/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(dir, 'api.md'))) return dir;
  }
  return undefined;
}

/** @summary The Markdown pages of a docs folder, by name, with the first heading as title. */
export function docPages(dir: string | undefined): McpDocPage[] {
  if (dir === undefined) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const name = f.slice(0, -3);
      const heading = /^#\s+(.+)$/m.exec(readFileSync(join(dir, f), 'utf8'));
      return { uri: `${MCP_DOCS_SCHEME}${name}`, name, title: heading?.[1]?.trim() ?? name };
    });
}

/** @summary The text of one docs page by its resource URI, or undefined for a URI that names no page. */
export function readDocPage(dir: string | undefined, uri: string): string | undefined {
  if (dir === undefined || !uri.startsWith(MCP_DOCS_SCHEME)) return undefined;
  const name = uri.slice(MCP_DOCS_SCHEME.length);
  if (!/^[a-z0-9-]+$/.test(name)) return undefined;
  const file = join(dir, `${name}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
