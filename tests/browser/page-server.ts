/**
 * The shared setup of the web page's Chromium tests: the page and the library built into a temporary directory
 * (`buildWebPage`), served by the reference server (inline executor) on a free port, and Chromium launched. One helper,
 * so that each view's test holds only what a person does and sees.
 */
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer } from '../../src/http/create-server.js';
import { buildWebPage, type BuiltWebPage } from './build-web-page.js';
import { chromiumPath } from './chromium.js';

/** A served page and a browser to open it in. */
export interface PageServer {
  readonly origin: string;
  readonly browser: Browser;
  /** A new page of `width` × `height` pixels (en-US) with its console errors and uncaught errors collected. */
  open(width: number, height: number): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** @summary Build the page, serve it and launch Chromium (throws when no Chromium is installed). */
export async function startPageServer(): Promise<PageServer> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) throw new Error('URANIA_REQUIRE_BROWSER=1 but no Chromium: install Debian\'s chromium or set URANIA_CHROMIUM');
  const built: BuiltWebPage = await buildWebPage();
  const app: FastifyInstance = await createServer({ executor: 'inline', webDir: built.dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath });
  return {
    origin,
    browser,
    async open(width, height) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(e.message));
      return { page, errors };
    },
    async close() {
      await browser.close();
      await app.close();
      built.remove();
    },
  };
}
