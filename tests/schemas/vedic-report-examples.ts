/**
 * Hand-written valid examples of the issue-28 Vedic words records: the nakshatra and dasha interpretations and the
 * Vedic report (spread into examples.ts).
 */
import type * as S from '../../src/schemas/types.js';

const NakshatraInterpretationQuery: S.NakshatraInterpretationQuery = { nakshatra: 'Rohini', locale: 'en' };
const NakshatraPadaNote: S.NakshatraPadaNote = { pada: 1, navamsaSign: 'Aries', text: 'A note.' };
const NakshatraInterpretation: S.NakshatraInterpretation = {
  index: 3, name: 'Rohini', ruler: 'Moon', deity: 'Prajapati', symbol: 'Chariot', gana: 'Manushya', description: 'Rohini lies in Taurus.',
  padas: (['Aries', 'Taurus', 'Gemini', 'Cancer'] as const).map((navamsaSign, i) => ({ pada: i + 1, navamsaSign, text: 'A note.' })),
};
const DashaInterpretationQuery: S.DashaInterpretationQuery = { mahadasha: 'Saturn', antardasha: 'Mercury', locale: 'en' };
const DashaInterpretation: S.DashaInterpretation = { mahadasha: 'Saturn', antardasha: 'Mercury', years: 2.69, description: 'Mercury within Saturn.' };
const VedicReportRequest: S.VedicReportRequest = {
  birth: { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  at: '2026-01-01', conventions: 'drik', manglik: 'classical', locale: 'en',
};
const VedicGrahaPlace: S.VedicGrahaPlace = { graha: 'Moon', siderealLongitude: 93.98, sign: 'Cancer', nakshatra: 'Pushya', pada: 1, house: 3 };
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
const VedicReportSection: S.VedicReportSection = {
  id: 'moon-nakshatra', title: 'The Moon’s nakshatra', lead: 'Moon 3°59′ Cancer in Pushya, pada 1',
  paragraphs: [{ heading: 'The Moon in Pushya', text: 'Pushya.' }, { heading: 'Pushya, pada 1', text: 'A note.' }],
  sources: [{ record: 'NakshatraInterpretation', nakshatra: 'Pushya', part: 'description' }, { record: 'NakshatraInterpretation', nakshatra: 'Pushya', part: 'pada', pada: 1 }],
};
const VedicReportSource: S.VedicReportSource = { record: 'VedicYoga', id: 'gajakesari', interpreted: false };
const SadeSatiStatus: S.SadeSatiStatus = {
  moonSign: 'Cancer', status: 'none',
  next: { kind: 'sade-sati', start: '2032-05-30T00:00:00Z', end: '2038-08-14T00:00:00Z', clippedStart: false, clippedEnd: false, phases: [] },
};
const VedicReport: S.VedicReport = {
  birthDate: '1947-08-15', at: '2026-01-01T00:00:00Z', locale: 'en', ayanamsa: { system: 'Lahiri', value: 23.12 },
  lagna: { siderealLongitude: 37.7, sign: 'Taurus', nakshatra: 'Krittika', pada: 4 },
  positions: GRAHAS.map((graha) => ({ ...VedicGrahaPlace, graha })),
  dasha: [{ level: 1, levelName: 'mahadasha', lord: 'Mars', startDate: '2025-09-10T01:55:46Z', endDate: '2032-09-09T19:55:46Z', durationYears: 7 }],
  catalogueSize: 79, yogas: [],
  manglik: {
    tradition: 'extended', fromAscendant: { house: 2, present: true }, fromMoon: { house: 12, present: true }, fromVenus: { house: 12, present: true },
    present: true, cancellations: ['mars-with-or-aspected-by-jupiter'], effective: false,
  },
  kaalSarp: { form: 'full', direction: 'kaal-sarp', type: 'Anant', rahuHouse: 1, outside: [] },
  sadeSati: SadeSatiStatus,
  sections: [VedicReportSection, { id: 'yogas', title: 'Yogas', paragraphs: [{ heading: 'Gajakesari', text: 'Rule: …' }], sources: [VedicReportSource] }],
};

export const VEDIC_REPORT_EXAMPLES: Record<string, unknown> = {
  NakshatraInterpretationQuery, NakshatraPadaNote, NakshatraInterpretation, DashaInterpretationQuery, DashaInterpretation,
  VedicReportRequest, VedicGrahaPlace, VedicReportSection, SadeSatiStatus, VedicReport,
};
