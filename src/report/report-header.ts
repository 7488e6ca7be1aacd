import type { NatalReport } from '../schemas/index.js';
import { formatArc } from './format-position.js';
import { REPORT_WORDS } from './report-words.js';

/**
 * @summary The two lines every rendering of a report opens with: its title and the birth it was cast for (date,
 * time and zone, place, house system, and for a sidereal report its zodiac: `sidereal zodiac (Lahiri, ayanamsa
 * 23°43′)`, the ayanamsa at birth).
 * @example reportHeader(report) // { title: 'Natal report', birth: 'Born 1990-07-15 14:30 (America/New_York), …' }
 */
export function reportHeader(report: NatalReport): { title: string; birth: string } {
  const words = REPORT_WORDS[report.locale];
  const c = report.chart;
  const houses = c.housesAvailable ? (c.houseSystemUsed ?? c.houseSystem) : undefined;
  const birth = words.birthLine(c.birthDate, c.birthTime, c.timezone, words.place(c.latitude, c.longitude), houses);
  const sidereal = report.zodiac === 'sidereal' && report.ayanamsa !== undefined
    ? `, ${words.siderealZodiac(report.ayanamsa.system, `${report.ayanamsa.value < 0 ? '−' : ''}${formatArc(report.ayanamsa.value)}`)}`
    : '';
  return { title: words.reportTitle, birth: `${birth}${sidereal}` };
}
