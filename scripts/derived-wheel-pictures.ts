/**
 * The harmonic and draconic wheels of docs/derived-charts.md (issue 29), screenshot in Chromium into docs/pictures/:
 * `npx tsx scripts/derived-wheel-pictures.ts` (Chromium at URANIA_CHROMIUM or /usr/bin/chromium).
 */
import { chromium } from 'playwright-core';
import { draconicChartWheel, harmonicChartWheel } from '../src/chart-wheel/index.js';
const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const browser = await chromium.launch({ executablePath: process.env.URANIA_CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 720, height: 720 } });
for (const [name, svg] of [['harmonic-chart-5-wheel', harmonicChartWheel({ birth, harmonic: 5, wheel: { size: 720 } })], ['draconic-chart-wheel', draconicChartWheel({ birth, wheel: { size: 720 } })]] as const) {
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: `docs/pictures/${name}.png`, clip: { x: 0, y: 0, width: 720, height: 720 } });
}
await browser.close();
