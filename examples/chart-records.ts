/**
 * The records computed from a natal chart or a range (no server):  npx tsx examples/chart-records.ts
 * Each analysis takes the output of `natalChart()` directly; the same records answer POST /aspect-patterns,
 * /chart-shape, /hemispheric-emphasis, /quadrant-emphasis, /planetary-joys, /prenatal-lunation, /house-ingresses
 * and GET /venus-cycle, /heliacal-events, /decans.
 */
import {
  aspectPatterns, chartShape, decans, findVenusCycle, hemisphericEmphasis, houseIngresses, natalChart, planetaryJoys,
  prenatalLunation, quadrantEmphasis,
} from '../src/records/index.js';

const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const chart = natalChart(birth);

console.log('patterns:', aspectPatterns(chart).map((p) => p.description));
console.log('shape:', chartShape(chart).description);
console.log('hemispheres:', hemisphericEmphasis(chart), 'quadrants:', quadrantEmphasis(chart));
console.log('joys:', planetaryJoys(natalChart({ ...birth, houseSystem: 'Whole' })).map((j) => j.description));
console.log('prenatal lunation:', prenatalLunation(birth));

// Transits over the cusps of the chart: the Sun and Mars in the first quarter of 2025.
for (const e of houseIngresses({ ...birth, from: '2025-01-01', to: '2025-04-01', bodies: ['Sun', 'Mars'] })) {
  console.log(`${e.date} ${e.body} enters house ${e.enteringHouse}${e.angleName ? ` (${e.angleName})` : ''}`);
}

// The public sky: Venus in 2025, and the decan of 15° Leo.
for (const p of findVenusCycle({ from: '2025-01-01', to: '2025-12-31' })) console.log(p.date, p.phase, p.elongation.toFixed(1));
console.log(decans({ longitude: 135 })[0]?.description);
