/**
 * The measuring tools of the real-browser tests, checked without a browser: the PNG decoder against resvg's own
 * raw pixels, and the pixel comparison's bound against renderings that really differ.
 */
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { natalWheel } from '../../src/chart-wheel/natal-wheel.js';
import { natalChart } from '../../src/records/index.js';
import { compareImages } from './compare-renderings.js';
import { decodePng } from './decode-png.js';

const birth = (birthTime: string) => natalChart({ birthDate: '1990-07-15', birthTime, latitude: 40.7128, longitude: -74.006 });
const render = (svg: string) => new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } }).render();

describe('the PNG decoder and the pixel comparison', () => {
  it('decodes resvg\'s PNG to exactly the pixels resvg rendered (an opaque picture)', () => {
    const image = render(natalWheel(birth('14:30'), { size: 320 }));
    const decoded = decodePng(image.asPng());
    expect([decoded.width, decoded.height]).toEqual([image.width, image.height]);
    expect(decoded.width).toBe(320);
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.pixels))).toBe(true);
  });

  it('decodes a Chromium screenshot (RGB, rows filtered Sub, Up, Average and Paeth) as resvg\'s own PNG reader does', () => {
    // fixtures/chromium-wheel-crop.png: an 80 × 80 crop of this suite's Chromium screenshot of the light wheel
    // (Chromium 156, Debian 12), kept because its rows use all four PNG filters. resvg decodes it independently
    // (the Rust png crate) when it draws the PNG as an <image> at its own size.
    const png = readFileSync(new URL('./fixtures/chromium-wheel-crop.png', import.meta.url));
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([80, 80]);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="80" height="80"><image width="80" height="80" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    const image = render(svg);
    expect(compareImages(decoded, { width: image.width, height: image.height, data: new Uint8Array(image.pixels) })).toMatchObject({ differingFraction: 0, meanDifference: 0 });
  });

  it('finds no difference between an image and itself, and exceeds the page test\'s bound for a different chart or theme', () => {
    const light = decodePng(render(natalWheel(birth('14:30'), { size: 320 })).asPng());
    expect(compareImages(light, light)).toMatchObject({ differingFraction: 0, meanDifference: 0 });
    // One hour later: the houses turn by ~15° and the Moon moves ~0.5° — a wrong chart must not pass.
    const later = decodePng(render(natalWheel(birth('15:30'), { size: 320 })).asPng());
    expect(compareImages(light, later).differingFraction).toBeGreaterThan(0.02);
    const dark = decodePng(render(natalWheel(birth('14:30'), { size: 320, theme: 'dark' })).asPng());
    expect(compareImages(light, dark).meanDifference).toBeGreaterThan(4);
  });
});
