/**
 * Using the Urania library directly (no server):  npx tsx examples/library.ts
 * In your project, import from 'urania' (the package); inside this repository the sources are imported.
 */
import { houses, UraniaError, weeklyHoroscope } from '../src/index.js';

const chart = houses({ at: '2024-03-20T12:00:00Z', latitude: 48.8566, longitude: 2.3522, system: 'Placidus' });
console.log(`System ${chart.systemUsed}; Ascendant ${chart.ascendant.toFixed(4)}°, MC ${chart.midheaven.toFixed(4)}°`);
for (const { house, cusp } of chart.cusps) {
  console.log(`house ${String(house).padStart(2)}  ${String(cusp.degree).padStart(2)}° ${cusp.sign.padEnd(11)} ${cusp.minute.toFixed(1)}′`);
}

// The weekly horoscope of the spec: the ISO week containing the date, in a time zone.
const week = weeklyHoroscope({ sign: 'Leo', date: '2024-03-20', timezone: 'Europe/Paris' });
console.log(`${week.sign} ${week.weekStart}..${week.weekEnd}: Moon ${week.moonPhaseAtStart} -> ${week.moonPhaseAtEnd}`);

// Bad input is a UraniaError naming the field and what is allowed.
try {
  houses({ at: '2024-03-20T12:00:00Z', latitude: 91, longitude: 0 });
} catch (e) {
  if (e instanceof UraniaError) console.log(e.code, e.details.field, e.details.allowed); // OUT_OF_RANGE latitude -90..90
}
