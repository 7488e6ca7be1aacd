/**
 * Hand-written valid examples of the issue-26 records (the technique reports) and of the technique records with
 * their optional `interpretation` member: these replace the plain TransitAspect, ProgressedChart, SolarReturn and
 * LunarReturn examples of examples.ts (spread after them), so the new members are exercised.
 */
import type * as S from '../../src/schemas/types.js';

const position: S.PlanetaryPosition = { body: 'Sun', position: { longitude: 112.9, sign: 'Cancer', degree: 22, minute: 54, isRetrograde: false } };
const aspect: S.Aspect = { body1: 'Sun', body2: 'Moon', type: 'trine', orb: 1.2, isApplying: true };
const SIGN_NAMES = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
const cusps: S.HouseCusp[] = SIGN_NAMES.map((sign, i) => ({ house: i + 1, cusp: { longitude: i * 30 + 5, sign, degree: 5, minute: 0, isRetrograde: false } }));

const TransitAspect: S.TransitAspect = {
  transitBody: 'Saturn', natalBody: 'Sun', aspect: 'square', orb: 0.5, isApplying: true, transitLongitude: 22.9, natalLongitude: 112.9,
  interpretation: 'Over several months Saturn squares the natal Sun.',
};
const TransitsToNatalRequest: S.TransitsToNatalRequest = {
  birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2025-06-01T12:00:00Z', interpret: true, locale: 'en',
};
const ProgressedChart: S.ProgressedChart = {
  birthDate: '1990-07-15', targetDate: '2024-07-15', progressedDate: '1990-08-18', positions: [position], aspects: [aspect],
  interpretation: {
    sunSign: { sign: 'Leo', text: 'The progressed Sun enters Leo.' },
    moonSign: { sign: 'Pisces', text: 'The progressed Moon moves into Pisces.' },
    moonHouse: { house: 5, text: 'The progressed Moon passes through the 5th house.' },
    lunationPhase: { phase: 'Full Moon', elongation: 205.5, text: 'The progressed Full Moon arrives.' },
    aspects: [{ progressedBody: 'Mercury', natalPoint: 'Neptune', aspect: 'trine', orb: 0.17, text: 'A progressed Mercury trine a natal point.' }],
  },
};
const ProgressedChartRequest: S.ProgressedChartRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15', interpret: true, locale: 'en',
};
const SolarReturn: S.SolarReturn = {
  natalSunLongitude: 112.9, targetYear: 2024, exactDate: '2024-07-14T20:11:42Z', positions: [position], aspects: [aspect], houses: cusps,
  interpretation: {
    ascendantSign: { sign: 'Taurus', text: 'Taurus rising in the solar return.' },
    sunHouse: { house: 3, text: 'With the return Sun in the 3rd house.' },
    moonHouse: { house: 6, text: 'With the return Moon in the 6th house.' },
  },
};
const LunarReturn: S.LunarReturn = {
  natalMoonLongitude: 12.9, exactDate: '2024-03-09T06:40:00Z', positions: [position], aspects: [aspect], houses: cusps,
  interpretation: { moonHouse: { house: 10, text: 'The lunar return Moon in the 10th house.' } },
};
const TransitReportRequest: S.TransitReportRequest = {
  birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  from: '2025-01-01', to: '2026-01-01', limit: 10, orbProfile: 'tight', houseSystem: 'Placidus', locale: 'en',
};
const TransitReport: S.TransitReport = {
  birthDate: '1990-07-04', from: '2025-01-01', to: '2026-01-01', locale: 'en', limit: 10,
  sections: [
    {
      id: 'major-transits', title: 'The major transits of the period', lead: 'The 1 heaviest of 98 transits.',
      paragraphs: [{ heading: 'Jupiter conjunct natal Sun (2025-07-21 to 2025-08-19, exact 2025-08-04)', text: 'Once every twelve years Jupiter crosses the natal Sun.' }],
      sources: [{ record: 'TransitInterpretation', transitBody: 'Jupiter', natalPoint: 'Sun', aspect: 'conjunction' }],
    },
    {
      id: 'house-passages', title: 'The slow planets through your houses',
      paragraphs: [{ heading: 'Saturn in the 5th house (for the whole period)', text: 'With Saturn in the 5th house.' }],
      sources: [{ record: 'TransitHouseInterpretation', transitBody: 'Saturn', house: 5 }],
    },
  ],
};
const SolarReturnReportRequest: S.SolarReturnReportRequest = {
  birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2025, latitude: 51.5, longitude: -0.12,
  houseSystem: 'Koch', orbProfile: 'tight', locale: 'en',
};
const SolarReturnReport: S.SolarReturnReport = {
  birthDate: '1990-07-04', chart: SolarReturn, locale: 'en',
  sections: [{
    id: 'return-ascendant', title: 'The manner of the year', paragraphs: [{ heading: 'Ascendant in Taurus', text: 'Taurus rising.' }],
    sources: [{ record: 'SolarReturnInterpretation', part: 'ascendantSign', sign: 'Taurus' }],
  }],
};
const TechniqueReportHtmlOptions: S.TechniqueReportHtmlOptions = { headingLevel: 3 };

export const TECHNIQUE_REPORT_EXAMPLES: Record<string, unknown> = {
  TransitAspect, TransitsToNatalRequest, ProgressedChart, ProgressedChartRequest, SolarReturn, LunarReturn,
  TransitReportRequest, TransitReport, SolarReturnReportRequest, SolarReturnReport, TechniqueReportHtmlOptions,
};
