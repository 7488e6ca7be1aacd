/**
 * Writes docs/samples/vedic/new-delhi-1947-08-15.md: the Vedic report of India's independence chart (New Delhi,
 * 1947-08-15 00:00 IST, Lahiri), its periods read at 2026-01-01, as Markdown. Run: npx tsx scripts/write-vedic-sample.ts
 */
import { writeFileSync } from 'node:fs';
import { loadEphemerisSpan, vedicReport, vedicReportMarkdown } from '../src/index.js';

await loadEphemerisSpan();
const report = vedicReport({
  birth: { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  at: '2026-01-01',
});
writeFileSync(new URL('../docs/samples/vedic/new-delhi-1947-08-15.md', import.meta.url), vedicReportMarkdown(report));
