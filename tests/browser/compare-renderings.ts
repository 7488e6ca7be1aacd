/**
 * The same SVG drawn by resvg (what `--png`, Inkscape-like and librsvg-like tools see) and by Chromium (a page
 * showing only that SVG at its own size, screenshot), compared pixel by pixel after compositing both on white.
 */
import { Resvg } from '@resvg/resvg-js';
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { decodePng, type RgbaImage } from './decode-png.js';

/** A pixel "differs" when one of its channels differs by more than this (of 255): antialiasing stays below. */
export const DIFFERING_CHANNEL_DELTA = 64;

/** What the comparison measured. */
export interface RenderingComparison {
  readonly width: number;
  readonly height: number;
  /** Share of pixels with a channel differing by more than DIFFERING_CHANNEL_DELTA. */
  readonly differingFraction: number;
  /** Mean absolute channel difference over all pixels and the three colour channels, 0–255. */
  readonly meanDifference: number;
}

/** The colour of pixel i composited on white (alpha blending, straight alpha). */
function onWhite(image: RgbaImage, i: number, channel: number): number {
  const a = image.data[i * 4 + 3]! / 255;
  return image.data[i * 4 + channel]! * a + 255 * (1 - a);
}

/** @summary Compare two images of one size: the share of differing pixels and the mean channel difference. */
export function compareImages(a: RgbaImage, b: RgbaImage): RenderingComparison {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  const n = a.width * a.height;
  let differing = 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(onWhite(a, i, c) - onWhite(b, i, c));
      sum += d;
      if (d > worst) worst = d;
    }
    if (worst > DIFFERING_CHANNEL_DELTA) differing++;
  }
  return { width: a.width, height: a.height, differingFraction: differing / n, meanDifference: sum / (3 * n) };
}

/**
 * @summary Render `svg` with resvg and in Chromium at its own width and height (device scale 1), save both PNGs
 * as `<prefix>resvg.png` and `<prefix>chromium.png`, and compare them.
 */
export async function compareWithResvg(browser: Browser, svg: string, prefix: string): Promise<RenderingComparison> {
  const resvgPng = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  writeFileSync(`${prefix}resvg.png`, resvgPng);
  const fromResvg = decodePng(resvgPng);
  const context = await browser.newContext({ viewport: { width: fromResvg.width, height: fromResvg.height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
  const chromiumPng = await page.screenshot({ clip: { x: 0, y: 0, width: fromResvg.width, height: fromResvg.height } });
  await context.close();
  writeFileSync(`${prefix}chromium.png`, chromiumPng);
  return compareImages(fromResvg, decodePng(chromiumPng));
}
