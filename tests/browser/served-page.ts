/**
 * The set-up the views' Chromium tests share: the web page built in-process (build-web-page.ts), served by the
 * reference server on a free local port, and Debian's Chromium launched through playwright-core (chromium.ts).
 * `skipServedPage` says whether to skip (no browser and none required); `openServedPage` starts everything and
 * `close` stops it again.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../src/http/create-server.js';
import { buildWebPage, type BuiltWebPage } from './build-web-page.js';
import { browserRequired, chromiumPath } from './chromium.js';

/** A served page: its origin (`http://127.0.0.1:<port>`), the browser, and a way to stop both. */
export interface ServedPage {
  readonly origin: string;
  readonly browser: Browser;
  /** A new page of `width` × `height` pixels (en-US) with its console errors and uncaught errors collected. */
  open(width: number, height: number): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** Whether the browser tests skip: no Chromium here, and URANIA_REQUIRE_BROWSER is not set. */
export const skipServedPage = chromiumPath() === undefined && !browserRequired();

/** @summary Build the page, serve it and launch Chromium (a missing browser fails when one is required). */
export async function openServedPage(): Promise<ServedPage> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) throw new Error('URANIA_REQUIRE_BROWSER=1 but no Chromium: install Debian\'s chromium or set URANIA_CHROMIUM');
  const built: BuiltWebPage = await buildWebPage();
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    app = await createServer({ executor: 'inline', webDir: built.dir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    browser = await chromium.launch({ executablePath });
    const opened = { app, browser };
    return {
      origin,
      browser,
      async open(width, height) {
        const context = await opened.browser.newContext({ locale: 'en-US', viewport: { width, height } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
        page.on('pageerror', (e) => errors.push(e.message));
        return { page, errors };
      },
      close: async () => {
        await opened.browser.close();
        await opened.app.close();
        built.remove();
      },
    };
  } catch (e) {
    await browser?.close();
    await app?.close();
    built.remove();
    throw e;
  }
}
