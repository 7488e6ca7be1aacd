/**
 * The forecast pictures of docs/forecasting.md (issue 27), rendered to PNG with resvg into docs/pictures/:
 * `npx tsx scripts/forecast-pictures.ts`. Rerunning gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { graphicEphemeris, transitTimelineChart } from '../src/forecast-charts/index.js';
import { transitTimeline } from '../src/records/transit-timeline.js';

const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const png = (svg: string, file: string) => writeFileSync(file, new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng());

png(graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', harmonic: 8, bodies: ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'], birth }), 'docs/pictures/graphic-ephemeris-45.png');
png(graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', birth, chart: { theme: 'dark' } }), 'docs/pictures/graphic-ephemeris-360-dark.png');
const contacts = transitTimeline({ birth, from: '2025-01-01', to: '2026-01-01' });
png(transitTimelineChart(contacts, { from: '2025-01-01', to: '2026-01-01' }), 'docs/pictures/transit-timeline-chart.png');
