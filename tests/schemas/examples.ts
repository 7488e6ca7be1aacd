/**
 * One hand-written valid example of every record in RECORD_SCHEMAS, written from the spec's record definitions
 * (not generated), with the optional members filled so that violations can reach them.
 */
import type * as S from '../../src/schemas/types.js';
import type * as R from '../../src/schemas/index.js';
import type * as A from '../../src/schemas/all.js';
import { FORECAST_EXAMPLES } from './forecast-examples.js';
import { TECHNIQUE_REPORT_EXAMPLES } from './technique-report-examples.js';
import { TIME_LORD_EXAMPLES } from './time-lords-examples.js';
import { VEDIC_REPORT_EXAMPLES } from './vedic-report-examples.js';

const zp = (longitude: number, isRetrograde = false): S.ZodiacPosition => {
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
  const inSign = longitude % 30;
  return {
    longitude,
    sign: signs[Math.floor(longitude / 30)]!,
    degree: Math.floor(inSign),
    minute: Math.floor((inSign - Math.floor(inSign)) * 60),
    isRetrograde,
  };
};

const ZodiacPosition: S.ZodiacPosition = { longitude: 125.5, sign: 'Leo', degree: 5, minute: 30, isRetrograde: false };
const PlanetaryPosition: S.PlanetaryPosition = { body: 'Sun', position: ZodiacPosition };
const Aspect: S.Aspect = { body1: 'Sun', body2: 'Moon', type: 'trine', orb: 2.25, isApplying: true };
const cusps: S.HouseCusp[] = Array.from({ length: 12 }, (_, i) => ({ house: i + 1, cusp: zp(i * 30 + 12.5) }));
const HouseCusp: S.HouseCusp = cusps[0]!;
const MoonPhaseInfo: S.MoonPhaseInfo = { phase: 'Waxing Gibbous', illumination: 78.4, date: '2024-03-21' };
/** The members a sidereal record adds (issue 15, `zodiacRecordMembers`). */
const SIDEREAL_ECHO = { zodiac: 'sidereal', ayanamsa: { system: 'Lahiri', value: 24.19 } } as const;
const HouseIngressEvent: R.HouseIngressEvent = {
  body: 'Mars', date: '2024-03-21T14:05:09Z', enteringHouse: 10, longitude: 300.1, cuspLongitude: 300.1, isAngle: true, angleName: 'MC',
  ...SIDEREAL_ECHO,
};

const SignContext: S.SignContext = { element: 'Fire', modality: 'Fixed', keywords: ['creative', 'proud'] };
const RulerCondition: S.RulerCondition = { ruler: 'Sun', sign: 'Aries' };
const MoonContext: S.MoonContext = { phase: 'Full Moon', illumination: 99.8, phaseConvention: 'day', phaseInstant: '2024-03-21T12:00:00Z' };
const VoidOfCourseStatus: S.VoidOfCourseStatus = { isVoidOfCourse: true, moonSign: 'Virgo', endsAt: '2024-03-22T03:10:00Z' };
const TransitToSign: S.TransitToSign = {
  planet: 'Jupiter', planetSign: 'Taurus', aspectType: 'square', aspectNature: 'challenging', orb: 1.2, isApplying: false,
};
const RetrogradeStatus: S.RetrogradeStatus = { planet: 'Mercury', sign: 'Aries', isTransitingSign: false };
const Horoscope: S.Horoscope = {
  sign: 'Leo', date: '2024-03-21', signContext: SignContext, rulerCondition: RulerCondition, moonContext: MoonContext,
  voidOfCourseStatus: VoidOfCourseStatus, transits: [TransitToSign], retrogrades: [RetrogradeStatus], perspective: 'sun',
  eclipse: { type: 'total lunar', sign: 'Virgo' },
  narrative: 'Leo, this Thursday turns on warmth. The Sun, your ruler, is in Aries; the Full Moon falls in Virgo.',
};
const WeeklyRulerCondition: S.WeeklyRulerCondition = { ruler: 'Sun', startSign: 'Pisces', endSign: 'Aries', signChanged: true };
const WeeklyDailySnapshot: S.WeeklyDailySnapshot = { date: '2024-03-18', transits: [TransitToSign], moonPhase: 'First Quarter', voidOfCourse: false };
const WeeklyHoroscope: S.WeeklyHoroscope = {
  sign: 'Leo', weekStart: '2024-03-18', weekEnd: '2024-03-24', signContext: SignContext, rulerCondition: WeeklyRulerCondition,
  moonPhaseAtStart: 'First Quarter', moonPhaseAtEnd: 'Waxing Gibbous',
  dailySnapshots: Array.from({ length: 7 }, (_, i) => ({ ...WeeklyDailySnapshot, date: `2024-03-${18 + i}` })),
  perspective: 'moon',
  eclipses: [], stations: [{ date: '2024-03-20T09:00:00Z', body: 'Mercury', direction: 'retrograde', sign: 'Aries' }],
  events: [{ date: '2024-03-20T03:06:00Z', kind: 'season', event: 'Sun enters Aries (March equinox)', body: 'Sun', sign: 'Aries', house: 9, importance: 5 }],
  narrative: 'The week of 18 March to 24 March finds Leo working with warmth and pride.',
  zodiac: 'sidereal', ayanamsa: { system: 'Lahiri', value: 24.19 },
};
const Ingress: S.Ingress = { planet: 'Venus', sign: 'Aries', date: '2024-04-05T03:59:00Z' };
const WeeklyBreakdown: S.WeeklyBreakdown = { weekNumber: 1, startDate: '2024-04-01', endDate: '2024-04-07', ingresses: [Ingress] };
const KeyDate: S.KeyDate = { date: '2024-04-05T03:59:00Z', event: 'Venus enters Aries', eventType: 'ingress', planet: 'Venus', sign: 'Aries' };
const MoonPhaseEntry: S.MoonPhaseEntry = { phase: 'New Moon', date: '2024-04-08T18:21:00Z' };
const MonthlyHoroscope: S.MonthlyHoroscope = {
  sign: 'Leo', year: 2024, month: 4, signContext: SignContext,
  weeklyBreakdown: [1, 2, 3, 4].map((n) => ({ ...WeeklyBreakdown, weekNumber: n })), keyDates: [KeyDate], moonPhases: [MoonPhaseEntry],
  perspective: 'rising', narrative: 'April 2024 asks Leo to weigh warmth against pride. Venus enters Aries on the 5th.',
};
const Quarter: S.Quarter = { quarter: 1, startDate: '2024-01-01', endDate: '2024-03-31', ingresses: [Ingress] };
const EclipseEntry: S.EclipseEntry = {
  date: '2024-04-08', type: 'total solar', sign: 'Aries', isDirectImpact: false, magnitude: 1.0566, gamma: 0.3431, saros: 139, sarosMember: 30,
};
const RetrogradeEntry: S.RetrogradeEntry = { body: 'Mercury', startDate: '2024-04-01T22:14:00Z', endDate: '2024-04-25T12:54:00Z', startSign: 'Aries', endSign: 'Aries' };
const HoroscopeEvent: S.HoroscopeEvent = {
  date: '2025-03-20T09:01:24Z', kind: 'season', event: 'Sun enters Aries (March equinox)', body: 'Sun', sign: 'Aries', house: 9, importance: 5,
};
const StationEntry: S.StationEntry = { date: '2025-03-15T06:46:06Z', body: 'Mercury', direction: 'retrograde', sign: 'Aries' };
const ConjunctionEntry: S.ConjunctionEntry = { date: '2026-02-20T16:53:59Z', bodies: ['Saturn', 'Neptune'], longitude: 0.7534, sign: 'Aries', house: 1 };
const HousePassage: S.HousePassage = { body: 'Saturn', sign: 'Aries', house: 1, startDate: '2026-02-14T00:00:00Z', endDate: '2027-01-01T00:00:00Z' };
const YearlyHoroscope: S.YearlyHoroscope = {
  sign: 'Leo', year: 2024, signContext: SignContext, quarters: [1, 2, 3, 4].map((q) => ({ ...Quarter, quarter: q })),
  eclipses: [EclipseEntry], retrogrades: [RetrogradeEntry], perspective: 'sun',
  conjunctions: [ConjunctionEntry], housePassages: [HousePassage], events: [HoroscopeEvent],
  narrative: 'For Leo, 2024 is a year to build on warmth. The year holds the total solar eclipse in Aries on 8 April.',
};
const SignCompatibility: S.SignCompatibility = {
  sign1: 'Aries', sign2: 'Leo', overallScore: 88, elementHarmony: 10, modalityInteraction: 6, naturalAspect: 'trine',
  naturalAspectScore: 9, narrative: 'Two fire signs that warm each other.', strengths: ['shared enthusiasm'], challenges: ['pride'],
};

const NatalChartRequest: S.NatalChartRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 48.8566, longitude: 2.3522, houseSystem: 'Koch', orbProfile: 'traditional',
  timezone: 'Europe/Paris',
};
const ElementBalance: S.ElementBalance = { fire: 3, earth: 2, air: 4, water: 1, dominant: 'Air' };
const ModalityBalance: S.ModalityBalance = { cardinal: 4, fixed: 3, mutable: 3, dominant: 'Cardinal' };
const ChartRuler: S.ChartRuler = { planet: 'Venus', sign: 'Leo', longitude: 131.2, isRetrograde: false };
const PartOfFortune: S.PartOfFortune = { longitude: 211.7, sign: 'Scorpio', degree: 1.7, isDayChart: true };
const Dignity: S.Dignity = { body: 'Mars', sign: 'Aries', dignity: 'domicile', score: 5, held: ['domicile'] };
const CombustionStatus: S.CombustionStatus = { body: 'Mercury', status: 'underTheBeams' };
const MutualReception: S.MutualReception = { body1: 'Venus', body2: 'Mars', sign1: 'Aries', sign2: 'Libra', type: 'domicile' };
const OutOfBoundsPlanet: S.OutOfBoundsPlanet = { body: 'Moon', declination: -27.1 };
const DecanPlacement: S.DecanPlacement = { body: 'Sun', decan: 2, faceRuler: 'Jupiter' };
const SpeedClassification: S.SpeedClassification = { body: 'Saturn', dailyMotion: -0.05, classification: 'retrograde' };
const BesiegedPlanet: S.BesiegedPlanet = { body: 'Venus', isBesieged: true, besiegingMalefics: ['Mars', 'Saturn'] };
const NatalChartResponse: S.NatalChartResponse = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 48.8566, longitude: 2.3522, houseSystem: 'Koch',
  positions: [PlanetaryPosition], housesAvailable: true, houses: cusps, ascendant: 222.1, ascendantSign: 'Scorpio',
  midheaven: 140.3, midheavenSign: 'Leo', aspects: [Aspect],
  angleAspects: [{ body: 'Saturn', angle: 'Midheaven', type: 'square', orb: 1.2, isApplying: true }], elementBalance: ElementBalance, modalityBalance: ModalityBalance,
  chartRuler: ChartRuler, partOfFortune: PartOfFortune, dignities: [Dignity], combustionStatuses: [CombustionStatus],
  mutualReceptions: [MutualReception], outOfBoundsPlanets: [OutOfBoundsPlanet], decanInfo: [DecanPlacement],
  speedClassifications: [SpeedClassification], besiegedPlanets: [BesiegedPlanet], timezone: 'Europe/Paris',
  orbProfile: 'traditional', houseSystemUsed: 'Koch', instant: '1990-07-15T12:30:00Z', warnings: ['none'],
};
const AspectPattern: S.AspectPattern = { type: 'grandTrine', bodies: ['Sun', 'Moon', 'Jupiter'], description: 'A closed circuit of trines in fire.' };
const ChartShape: S.ChartShape = {
  shape: 'bucket', description: 'Nine planets in one half, one handle.', leadingPlanet: 'Uranus',
  warnings: ['Deutsch (de): Für „Wörter zur Horoskopform“ gibt es noch keine Übersetzung; diese Texte stehen auf Englisch.'],
};
const ChartShapeRequest: S.ChartShapeRequest = { ...NatalChartRequest, locale: 'fr' };
const AspectPatternsRequest: S.AspectPatternsRequest = { ...NatalChartRequest, locale: 'de' };
const HemisphericEmphasis: S.HemisphericEmphasis = { north: 6, south: 4, east: 7, west: 3, dominant: 'east' };
const QuadrantEmphasis: S.QuadrantEmphasis = { northeast: 4, northwest: 2, southeast: 3, southwest: 1, dominant: 'northeast' };
const PlanetaryJoy: S.PlanetaryJoy = { planet: 'Mercury', joyHouse: 1, description: 'Mercury rejoices in the first house.' };
const PlanetInSignInterpretation: S.PlanetInSignInterpretation = {
  body: 'Moon', sign: 'Cancer', summary: 'At home.', description: 'Feelings run deep.', keywords: ['nurture'], strengths: ['care'], challenges: ['moods'],
};
const PlanetInHouseInterpretation: S.PlanetInHouseInterpretation = {
  body: 'Saturn', house: 10, summary: 'Built slowly.', description: 'Career by patience.', keywords: ['duty'], strengths: ['endurance'], challenges: ['rigidity'],
};
const AspectInterpretationDetailed: S.AspectInterpretationDetailed = {
  body1: 'Sun', body2: 'Saturn', aspect: 'square', summary: 'Effort.', description: 'Will meets limits.', keywords: ['discipline'],
};
const HouseMeaning: S.HouseMeaning = {
  house: 2, name: 'House of Resources', keywords: ['money'], description: 'What one owns.', rulingSign: 'Taurus', rulingPlanet: 'Venus',
};
const SabianSymbol: S.SabianSymbol = { sign: 'Aries', degree: 1, symbol: 'A woman rises out of water.', keynote: 'Emergence.' };
const DecanInfo: S.DecanInfo = {
  sign: 'Aries', decan: 3, startDegree: 20, endDegree: 30, chaldeanRuler: 'Venus', triplicityRuler: 'Jupiter', description: 'Third face of Aries.',
};
const Yoni: S.Yoni = { animal: 'Horse', gender: 'male' };
const Nakshatra: S.Nakshatra = {
  index: 0, name: 'Ashwini', ruler: 'Ketu', deity: 'Ashvins', symbol: 'Horse head', quality: 'Deva', yoni: Yoni, pada: 2,
  startDegree: 0, endDegree: 13.333333,
};
const AshtakootScore: S.AshtakootScore = {
  varna: 1, vashya: 2, tara: 1.5, yoni: 3, grahamaitri: 5, gana: 6, bhakoot: 7, nadi: 8, total: 33.5,
};
const DashaPeriod: S.DashaPeriod = {
  planet: 'Venus', startDate: '2000-01-01', endDate: '2020-01-01', durationYears: 20,
  subPeriods: [
    { planet: 'Venus', startDate: '2000-01-01', endDate: '2003-05-01', subPeriods: [{ planet: 'Venus', startDate: '2000-01-01', endDate: '2000-07-01' }] },
    { planet: 'Sun', startDate: '2003-05-01', endDate: '2004-05-01' },
  ],
};
const Ayanamsa: S.Ayanamsa = { system: 'Lahiri', value: 24.1 };
const VedicPlanetPosition: S.VedicPlanetPosition = {
  planet: 'Rahu', tropicalLongitude: 15.3, siderealLongitude: 351.2, sign: 'Pisces', signIndex: 11, nakshatra: 'Revati',
};
const VedicAspect: S.VedicAspect = {
  aspectingPlanet: 'Mars', aspectedPlanet: 'Moon', aspectType: '8th', aspectOffset: 7, strength: 4, friendshipLevel: 'friend',
};
const VedicAspectResult: S.VedicAspectResult = {
  date: '2024-03-21T12:00:00Z', ayanamsa: Ayanamsa, positions: [VedicPlanetPosition], aspects: [VedicAspect],
};
const ArabicPart: R.ArabicPart = { id: 'spirit', name: 'Part of Spirit', longitude: 10.5, sign: 'Aries', degree: 10.5, formula: 'ASC + Sun - Moon', ...SIDEREAL_ECHO };
const Profection: R.Profection = { age: 30, activatedHouse: 7, activatedSign: 'Libra', lordOfTheYear: 'Venus', ...SIDEREAL_ECHO };
const ZodiacalReleasingPeriod: R.ZodiacalReleasingPeriod = {
  sign: 'Leo', lord: 'Sun', startDate: '2001-01-01', endDate: '2020-01-01', durationMonths: 228, level: 1, isPeakPeriod: true, isLoosingOfTheBond: false,
  ...SIDEREAL_ECHO,
};
const Antiscia: S.Antiscia = {
  body: 'Sun', originalLongitude: 100, antisciaLongitude: 80, contraAntisciaLongitude: 260, antisciaSign: 'Gemini', contraAntisciaSign: 'Sagittarius',
};
const AntisciaConnection: S.AntisciaConnection = { body1: 'Sun', body2: 'Venus', type: 'contraAntiscia', orb: 0.8 };
const Temperament: R.Temperament = { hot: 6, cold: 3, wet: 2, dry: 7, primary: 'choleric', secondary: 'melancholic', ...SIDEREAL_ECHO };
const PrenatalLunation: R.PrenatalLunation = { type: 'fullMoon', date: '1990-07-08T01:23:00Z', longitude: 285.9, sign: 'Capricorn', ...SIDEREAL_ECHO };
const TransitAspect: S.TransitAspect = {
  transitBody: 'Pluto', natalBody: 'Sun', aspect: 'opposition', orb: 0.5, isApplying: true, transitLongitude: 300.2, natalLongitude: 120.7,
};
const ProgressedChart: S.ProgressedChart = {
  birthDate: '1990-07-15', targetDate: '2024-07-15', progressedDate: '1990-08-18', positions: [PlanetaryPosition], aspects: [Aspect],
};
const SolarReturn: S.SolarReturn = {
  natalSunLongitude: 112.9, targetYear: 2024, exactDate: '2024-07-14T20:11:42Z', positions: [PlanetaryPosition], aspects: [Aspect], houses: cusps,
};
const LunarReturn: S.LunarReturn = {
  natalMoonLongitude: 12.9, exactDate: '2024-03-09T06:40:00Z', positions: [PlanetaryPosition], aspects: [Aspect], houses: cusps,
};
const DirectedPosition: S.DirectedPosition = { body: 'Moon', natalLongitude: 12, directedLongitude: 45.5, sign: 'Taurus', degree: 15.5 };
const SolarArc: S.SolarArc = { birthDate: '1990-07-15', targetDate: '2024-07-15', arc: 33.5, directedPositions: [DirectedPosition] };
const BirthData: S.BirthData = { birthDate: '1985-01-02', birthTime: '06:05', latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' };
const SynastryRequest: S.SynastryRequest = { personA: BirthData, personB: { ...BirthData, birthDate: '1987-11-30' }, houseSystem: 'Equal', orbProfile: 'tight', locale: 'en' };
const CompositeRequest: S.CompositeRequest = { personA: BirthData, personB: { birthDate: '1987-11-30', latitude: 0, longitude: 0 }, houseSystem: 'Whole', locale: 'en' };
const CompositeReferencePlace: S.CompositeReferencePlace = { latitude: 48.86, longitude: 2.35 };
const HarmonicChartRequest: S.HarmonicChartRequest = { birth: BirthData, harmonic: 5, orbProfile: 'tight' };
const HarmonicPosition: S.HarmonicPosition = { body: 'Sun', natalLongitude: 100, longitude: 140, sign: 'Leo', degree: 20 };
const DerivedChartAspect: S.DerivedChartAspect = { body1: 'Sun', body2: 'Moon', type: 'trine', orb: 1.5 };
const HarmonicChart: S.HarmonicChart = {
  harmonic: 5, positions: [HarmonicPosition], ascendant: 10, ascendantSign: 'Aries', midheaven: 280, midheavenSign: 'Capricorn', aspects: [DerivedChartAspect],
};
const NativitySignificatorsRequest: S.NativitySignificatorsRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, hylegMethod: 'ptolemy', almutenMethod: 'with-accidental', houseSystem: 'Regiomontanus', locale: 'fr' };
const AlmutenFigurisScore: S.AlmutenFigurisScore = { planet: 'Sun', essential: 15, house: 5, day: 7, hour: 6, total: 33 };
const AlmutenFiguris: S.AlmutenFiguris = { method: 'with-accidental', almuten: 'Sun', tied: ['Sun'], scores: Array.from({ length: 7 }, () => AlmutenFigurisScore) };
const Hyleg: S.Hyleg = { method: 'lilly', point: 'Sun', longitude: 113, sign: 'Cancer', place: 9, rule: 'the Sun in house 9, a hylegiacal house' };
const Alcocoden: S.Alcocoden = { planet: 'Jupiter', score: 6, aspect: 'conjunction', house: 9, yearsKind: 'lesser', years: 12 };
const NativitySignificators: S.NativitySignificators = {
  isDayChart: true, houseSystem: 'Regiomontanus', ascendant: 217, partOfFortune: 131, prenatalSyzygyType: 'fullMoon', prenatalSyzygy: 285.6,
  almutenFiguris: AlmutenFiguris, hyleg: Hyleg, alcocoden: Alcocoden,
};
const HarmonicChartWheelRequest: S.HarmonicChartWheelRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, harmonic: 5, wheel: { size: 640 } };
const DraconicChartWheelRequest: S.DraconicChartWheelRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, node: 'mean', wheel: { theme: 'dark' } };
const DraconicChartRequest: S.DraconicChartRequest = { birth: BirthData, node: 'mean', houseSystem: 'Koch', orbProfile: 'tight' };
const DraconicPosition: S.DraconicPosition = { body: 'Sun', tropicalLongitude: 100, longitude: 70, sign: 'Gemini', degree: 10 };
const DraconicChart: S.DraconicChart = {
  node: 'mean', nodeLongitude: 30, positions: [DraconicPosition], houses: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
  ascendant: 0, ascendantSign: 'Aries', midheaven: 270, midheavenSign: 'Capricorn', aspects: [DerivedChartAspect],
};
const DavisonChartRequest: S.DavisonChartRequest = {
  personA: BirthData, personB: { birthDate: '1987-11-30', latitude: 0, longitude: 0 }, houseSystem: 'Whole', orbProfile: 'tight', placeMidpoint: 'coordinates',
};
const DavisonChart: S.DavisonChart = {
  instant: '1986-06-16T10:00:00Z', latitude: -17, longitude: 75.6, housesAvailable: true, positions: [PlanetaryPosition], aspects: [Aspect],
  houses: cusps, ascendant: 0, ascendantSign: 'Aries', midheaven: 270, midheavenSign: 'Capricorn',
};
const MarksChartRequest: S.MarksChartRequest = { ...DavisonChartRequest, placeMidpoint: 'great-circle' };
const MarksChart: S.MarksChart = { ...DavisonChart, instant: '1985-09-23T08:00:00Z' };
const LotFormulaInput: S.LotFormulaInput = { name: 'Mine', formula: 'Asc + Venus - Saturn', reverseAtNight: true };
const LotsRequest: S.LotsRequest = { birth: { ...BirthData, birthTime: '06:05' }, ids: ['fortune'], formulas: [LotFormulaInput], houseSystem: 'Whole', locale: 'ru' };
const LotPosition: S.LotPosition = { id: 'fortune', name: 'Fortune', longitude: 130, sign: 'Leo', degree: 10, formula: 'Asc + Moon - Sun', source: 'Paulus Alexandrinus, Introductory Matters, ch. 23' };
const Lots: S.Lots = { isDayChart: true, lots: [LotPosition] };
const UranianPicturesRequest: S.UranianPicturesRequest = { birth: BirthData, orb: 0.5, transneptunians: false };
const UranianDialFactor: S.UranianDialFactor = { factor: 'Cupido', longitude: 275.5, dialPosition: 5.5 };
const TreeMidpointEntry: S.TreeMidpointEntry = { factor1: 'Sun', factor2: 'Ascendant', orb: 0.4 };
const MidpointTree: S.MidpointTree = { factor: 'AriesPoint', midpoints: [TreeMidpointEntry] };
const PlanetaryPictureEntry: S.PlanetaryPictureEntry = { a: 'Sun', b: 'Moon', c: 'Mars', d: 'Hades', sensitivePoint: 40, orb: 0.5 };
const UranianPictures: S.UranianPictures = { orb: 1, factors: [UranianDialFactor], midpointTrees: [MidpointTree], pictures: [PlanetaryPictureEntry] };
const SynastryPerson: S.SynastryPerson = { birthDate: '1985-01-02', positions: [PlanetaryPosition] };
const InterAspect: S.InterAspect = { bodyA: 'Venus', bodyB: 'Mars', aspect: 'conjunction', orb: 1.1, isApplying: null };
const HouseOverlay: S.HouseOverlay = { body: 'Moon', bodyLongitude: 210.4, house: 5 };
const CompatibilityScores: S.CompatibilityScores = { overall: 72, emotional: 80, communication: 65, attraction: 90, growth: 55 };
const SynastryResponse: S.SynastryResponse = {
  personA: SynastryPerson, personB: SynastryPerson, interAspects: [InterAspect], houseOverlaysAtoB: [HouseOverlay],
  houseOverlaysBtoA: [HouseOverlay], scores: CompatibilityScores,
  interpretation: { locale: 'en', aspects: [{ pointA: 'Sun', pointB: 'Ascendant', aspect: 'conjunction', orb: 0.5, text: 'The Sun partner lights up the Ascendant partner.' }] },
};
const CompositePosition: S.CompositePosition = { body: 'Sun', longitude: 45.2, sign: 'Taurus', degree: 15.2 };
const CompositeAspect: S.CompositeAspect = { body1: 'Sun', body2: 'Moon', type: 'sextile', orb: 3 };
const CompositeResponse: S.CompositeResponse = {
  positions: [CompositePosition], aspects: [CompositeAspect], ascendant: 0, ascendantSign: 'Aries', midheaven: 270, midheavenSign: 'Capricorn',
  interpretation: { locale: 'en', signs: [{ body: 'Sun', sign: 'Taurus', text: 'A composite Sun in Taurus builds something solid.' }] },
};
const DeclinationPosition: S.DeclinationPosition = { body: 'Moon', longitude: 88, declination: 28.4, isOutOfBounds: true };
const ParallelAspect: S.ParallelAspect = { body1: 'Sun', body2: 'Venus', type: 'contraparallel', orb: 0.4, declination1: 12.1, declination2: -11.7 };
const TrueLilithPosition: S.TrueLilithPosition = { longitude: 190.3, sign: 'Libra', declination: -4.2 };
const DeclinationsResponse: S.DeclinationsResponse = {
  date: '2024-03-21', positions: [DeclinationPosition], parallels: [ParallelAspect], outOfBounds: ['Moon'], trueLilith: TrueLilithPosition,
};
const Midpoint: S.Midpoint = { body1: 'Sun', body2: 'Moon', midpointLongitude: 75, midpointSign: 'Gemini', midpointDegree: 15 };
const MidpointPair: S.MidpointPair = { body1: 'Sun', body2: 'Moon' };
const MidpointActivation: S.MidpointActivation = {
  midpoint: MidpointPair, activatingBody: 'Mars', activatingLongitude: 165.5, aspectType: 'square', orb: 0.5,
};
const MidpointDial: S.MidpointDial = { body: 'Mars', originalLongitude: 165.5, dialPosition: 75.5 };
const HeliacalEvent: S.HeliacalEvent = { body: 'Venus', type: 'heliacalRising', date: '2024-07-01T04:00:00Z', longitude: 100, sign: 'Cancer' };
const VenusCyclePhase: S.VenusCyclePhase = { phase: 'maximumEasternElongation', date: '2025-01-10T03:00:00Z', elongation: 47.2 };
const ImpactedPlanet: S.ImpactedPlanet = { body: 'Sun', natalLongitude: 19.5, orb: 0.3, significance: 'high' };
const EclipseNatalImpact: S.EclipseNatalImpact = {
  eclipseDate: '2024-04-08T18:17:00Z', eclipseType: 'solar', eclipseLongitude: 19.4, eclipseSign: 'Aries', impactedPlanets: [ImpactedPlanet],
};
const RetrogradePeriod: S.RetrogradePeriod = {
  body: 'Mercury', shadowStart: '2024-03-18', stationRetrograde: '2024-04-01', stationDirect: '2024-04-25', shadowEnd: '2024-05-13',
  retrogradeStartSign: 'Aries', retrogradeEndSign: 'Aries',
};
const RetrogradeCalendarResponse: S.RetrogradeCalendarResponse = { year: 2024, retrogrades: [RetrogradePeriod] };
const AlmanacMoonPhase: S.AlmanacMoonPhase = { phase: 'Waning Crescent', illumination: 12 };
const RetrogradePlanet: S.RetrogradePlanet = { body: 'Saturn', sign: 'Pisces' };
const VoidOfCourseDetails: S.VoidOfCourseDetails = { ends: '2024-03-22T03:10:00Z', remainingMinutes: 95 };
const AlmanacDay: S.AlmanacDay = {
  date: '2024-03-21', moonPhase: AlmanacMoonPhase, moonSign: 'Virgo', moonLongitude: 170.2, isVoidOfCourse: true, vocDetails: VoidOfCourseDetails,
  retrogradePlanets: [RetrogradePlanet], dayHighlight: 'The Moon opposes Saturn.',
};
const LunarRecommendations: S.LunarRecommendations = { favorable: ['planning'], unfavorable: ['signing contracts'], bestFor: 'Rest and review.' };
const LunarGuidance: S.LunarGuidance = {
  date: '2024-03-21', moonSign: 'Virgo', moonPhase: 'Waxing Gibbous', illumination: 88, isVoidOfCourse: false, recommendations: LunarRecommendations,
  ...SIDEREAL_ECHO,
};
const ElectionalRequest: S.ElectionalRequest = {
  activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-30', latitude: 40.7, longitude: -74, topN: 5,
};
const ElectionalFactor: S.ElectionalFactor = { factor: 'Moon phase', impact: 'positive', description: 'Waxing Moon favours beginnings.' };
const TimeWindow: S.TimeWindow = {
  date: '2024-06-08', startTime: '2024-06-08T13:00:00Z', endTime: '2024-06-08T14:10:00Z', score: 7.5, moonSign: 'Cancer',
  moonPhase: 'Waxing Crescent', planetaryHour: 'Venus', isVoidOfCourse: false, factors: [ElectionalFactor],
};
const DateRange: S.DateRange = { start: '2024-06-01', end: '2024-06-30' };
const ElectionalResponse: S.ElectionalResponse = { activity: 'wedding', dateRange: DateRange, bestWindows: [TimeWindow], worstWindows: [TimeWindow] };
const BodyPosition: S.BodyPosition = {
  body: 'Mars', longitude: 300.5, latitude: -1.2, distanceAu: 1.8, speed: 0.77, rightAscension: 302.1, declination: -20.4, isRetrograde: false,
};
const Houses: S.Houses = {
  system: 'Placidus', systemUsed: 'Porphyry', cusps, ascendant: 12.5, midheaven: 282.5, armc: 280.1, vertex: 190.2, eastPoint: 10.4,
  warnings: ['Placidus is undefined above the polar circle; Porphyry used.'],
};
const DivisionCusp = { house: 36, cusp: ZodiacPosition };
const PlanetaryHour: S.PlanetaryHour = { hour: 1, isDaytime: true, ruler: 'Sun', start: '2024-03-24T05:58:00Z', end: '2024-03-24T07:00:00Z' };
const ChineseCalendarDate: S.ChineseCalendarDate = {
  year: 2024, month: 2, isLeapMonth: false, day: 12, solarTerm: 'Chunfen', yearStemBranch: 'Jia-Chen', monthStemBranch: 'Ding-Mao',
  dayStemBranch: 'Yi-You', animal: 'Dragon', element: 'Wood',
};
const Season: S.Season = { type: 'March equinox', sign: 'Aries', date: '2024-03-20T03:06:00Z' };
const LunarPhaseEvent: S.LunarPhaseEvent = { phase: 'Full Moon', date: '2024-03-25T07:00:00Z', longitude: 185.1, sign: 'Libra' };
const SignIngressEvent: S.SignIngressEvent = { body: 'Mercury', sign: 'Pisces', date: '2024-04-03T22:00:00+02:00', direction: 'retrograde' };
const StationEvent: S.StationEvent = { body: 'Mercury', type: 'retrograde', date: '2024-04-01T22:14:00Z', longitude: 27.2 };
const EclipseEvent: S.EclipseEvent = {
  kind: 'lunar', type: 'penumbral', date: '2024-03-25T07:12:00Z', longitude: 5.1, sign: 'Libra', magnitude: 0.96, gamma: 1.0610, saros: 113, sarosMember: 64,
};
const DailyHoroscopeQuery: S.DailyHoroscopeQuery = {
  sign: 'Leo', date: '2024-03-21', timezone: 'America/New_York', perspective: 'rising', narrative: true, zodiac: 'sidereal', ayanamsa: 'FaganBradley',
};
const WeeklyHoroscopeQuery: S.WeeklyHoroscopeQuery = { sign: 'Leo', date: '2024-03-21T10:00:00+01:00', timezone: 'Europe/Paris', perspective: 'sun', narrative: false };
const MonthlyHoroscopeQuery: S.MonthlyHoroscopeQuery = {
  sign: 'Leo', year: 2024, month: 3, timezone: 'UTC', perspective: 'moon', narrative: true, ayanamsa: { epochJdTt: 2451545, valueDeg: 23.85 },
};
const YearlyHoroscopeQuery: S.YearlyHoroscopeQuery = { sign: 'Leo', year: 2024, perspective: 'sun', narrative: false };
const AllHoroscopesQuery: S.AllHoroscopesQuery = { date: '2024-03-21', timezone: 'Asia/Kolkata', perspective: 'sun', narrative: true };
const SignCompatibilityQuery: S.SignCompatibilityQuery = { sign1: 'Aries', sign2: 'Libra' };
const AlmanacQuery: S.AlmanacQuery = { date: '2024-03-21', timezone: 'Asia/Kathmandu', zodiac: 'sidereal', ayanamsa: 'Lahiri' };

// technique-requests.ts, technique-responses.ts, service-records.ts (HTTP routes of the chart techniques)
const TimedBirthData: R.TimedBirthData = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const ProgressedChartRequest: R.ProgressedChartRequest = { birth: BirthData, targetDate: '2024-07-15', orbProfile: 'tight', progression: 'tertiary', angles: 'naibod' };
const SolarArcRequest: R.SolarArcRequest = { birth: BirthData, targetDate: '2024-07-15T12:00:00Z', key: 'naibod' };
const SolarReturnChartRequest: R.SolarReturnChartRequest = {
  birth: BirthData, year: 2024, latitude: 48.85, longitude: 2.35, houseSystem: 'Koch', orbProfile: 'traditional',
};
const LunarReturnChartRequest: R.LunarReturnChartRequest = {
  birth: BirthData, after: '2024-07-01', latitude: 48.85, longitude: 2.35, houseSystem: 'Whole', orbProfile: 'vedic',
};
const TransitsToNatalRequest: R.TransitsToNatalRequest = { birth: BirthData, at: '2024-07-15T12:00:00Z', orbProfile: 'modern-western' };
const EclipseNatalImpactRequest: R.EclipseNatalImpactRequest = { birth: BirthData, from: '2024-01-01', to: '2025-01-01', zodiac: 'sidereal', ayanamsa: 'Lahiri' };
const MidpointsRequest: R.MidpointsRequest = { birth: BirthData, at: '2024-07-15T12:00:00Z', orb: 2, zodiac: 'sidereal', ayanamsa: 'FaganBradley' };
const DeclinationsQuery: R.DeclinationsQuery = { date: '2024-06-20', timezone: 'Europe/Paris' };
const VedicChartRequest: R.VedicChartRequest = { birth: BirthData, ayanamsa: 'Raman', node: 'true', nodeAspects: 'seventh-only' };
const NakshatraQuery: R.NakshatraQuery = { longitude: 205, date: '2024-03-20', timezone: 'Asia/Kolkata', body: 'Moon', ayanamsa: 'Lahiri', locale: 'fr' };
const AshtakootRequest: R.AshtakootRequest = { personA: BirthData, personB: { birthDate: '1987-11-30', latitude: 19.07, longitude: 72.88 }, ayanamsa: 'Krishnamurti' };
const DashaRequest: R.DashaRequest = { birth: BirthData, levels: 3, ayanamsa: 'Lahiri' };
const TraditionalChartRequest: R.TraditionalChartRequest = { birth: TimedBirthData, houseSystem: 'Whole', zodiac: 'sidereal', ayanamsa: 'FaganBradley' };
const TraditionalLotsRequest: R.TraditionalLotsRequest = { ...TraditionalChartRequest, locale: 'de' };
const ProfectionRequest: R.ProfectionRequest = { birth: TimedBirthData, at: '2024-07-15', zodiac: 'sidereal', ayanamsa: 'Lahiri' };
const ZodiacalReleasingHttpRequest: R.ZodiacalReleasingHttpRequest = {
  birth: TimedBirthData, lot: 'Spirit', levels: 2, years: 80, zodiac: 'sidereal', ayanamsa: { epochJdTt: 2451545, valueDeg: 24 },
};
const AntisciaRequest: R.AntisciaRequest = { birth: BirthData, orb: 1.5, zodiac: 'sidereal', ayanamsa: 'Raman' };
// The library requests of the chart, Vedic and traditional records (src/records/<name>.ts).
const DeclinationsRequest: A.DeclinationsRequest = { at: '2024-06-20T20:51:00Z' };
const VimshottariRequest: A.VimshottariRequest = { birth: '1990-07-15T18:30:00Z', moonLongitude: 120.5, levels: 3, ayanamsa: 'Raman' };
const ZodiacalReleasingRequest: A.ZodiacalReleasingRequest = { lot: 100, birth: '1990-07-15T18:30:00Z', levels: 2, fortune: 40, years: 80 };
const NakshatraRequest: A.NakshatraRequest = { at: '2024-03-20T12:00:00Z', body: 'Moon', ayanamsa: 'Lahiri', locale: 'de' };
const SiderealOptions: A.SiderealOptions = { ayanamsa: 'Krishnamurti', node: 'true' };
const UserAyanamsa: A.UserAyanamsa = { epochJdTt: 2451545, valueDeg: 23.85 }; // issue 15
const VedicAspectOptions: A.VedicAspectOptions = { ayanamsa: 'Raman', node: 'mean', nodeAspects: 'seventh-only' };
const MidpointsResponse: R.MidpointsResponse = { midpoints: [Midpoint], activations: [MidpointActivation], dial: [MidpointDial], ...SIDEREAL_ECHO };
const AntisciaResponse: R.AntisciaResponse = { antiscia: [Antiscia], connections: [AntisciaConnection], ...SIDEREAL_ECHO };
const FixedStarRecord: S.FixedStarRecord = {
  name: 'Regulus', designation: 'alLeo', longitude: 150.1, latitude: 0.46, speed: 0.000038, rightAscension: 152.3, declination: 11.9,
  magnitude: 1.4, sign: 'Virgo',
};
const FixedStarsResponse: S.FixedStarsResponse = { at: '2024-03-20T00:00:00.000Z', stars: [FixedStarRecord] };
const PlanetaryHoursResponse: S.PlanetaryHoursResponse = {
  date: '2024-03-24', timezone: 'Europe/London', dayRuler: 'Sun', method: 'sunrise-sunset', sunrise: '2024-03-24T05:58:00Z',
  sunset: '2024-03-24T18:25:00Z', nextSunrise: '2024-03-25T05:56:00Z',
  hours: Array.from({ length: 24 }, (_, i) => ({ ...PlanetaryHour, hour: i + 1, isDaytime: i < 12 })), warnings: ['none'],
};

// The requests of the records with no route before (house ingresses, heliacal events, Venus cycle, prenatal
// lunation, chart analyses, decans).
const HouseIngressesRequest: A.HouseIngressesRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Koch', timezone: 'America/New_York',
  from: '2025-01-01', to: '2025-03-01T00:00:00Z', bodies: ['Sun', 'Mars'], zodiac: 'sidereal', ayanamsa: 'Lahiri',
};
const HouseCuspIngressesRequest: A.HouseCuspIngressesRequest = {
  from: '2024-01-01', to: '2024-02-01', cusps: [15, 45, 75, 105, 135, 165, 195, 225, 255, 285, 315, 345], bodies: ['Moon'],
};
const HeliacalEventsQuery: A.HeliacalEventsQuery = { from: '2024-01-01', to: '2025-01-01', latitude: 36, longitude: 25, bodies: 'Venus,Mars' };
const HeliacalEventsRequest: A.HeliacalEventsRequest = { from: '2024-01-01', to: '2025-01-01', latitude: 36, longitude: 25, bodies: ['Venus'] };
const VenusCycleQuery: A.VenusCycleQuery = { from: '2025-01-01', to: '2026-01-01', latitude: 51.5, longitude: 0 };
const PrenatalLunationRequest: A.PrenatalLunationRequest = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, zodiac: 'sidereal', ayanamsa: 'Lahiri' };
const ZodiacOptions: A.ZodiacOptions = { zodiac: 'sidereal', ayanamsa: 'FaganBradley' };
const HemisphericEmphasisRequest: A.HemisphericEmphasisRequest = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, zodiac: 'sidereal', ayanamsa: 'Lahiri' };
const QuadrantEmphasisRequest: A.QuadrantEmphasisRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', zodiac: 'sidereal', ayanamsa: 'Lahiri',
};
const PlanetaryJoysRequest: A.PlanetaryJoysRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Whole', zodiac: 'sidereal', ayanamsa: 'Lahiri',
  locale: 'es',
};
const DecansQuery: A.DecansQuery = { sign: 'Leo', decan: 2 };

// The requests of the event finders, planetary hours and rise/set (records of src/records/<name>.ts).
const SeasonsRequest: A.SeasonsRequest = { from: '2024-01-01', to: '2025-01-01' };
const MoonPhasesRequest: A.MoonPhasesRequest = { from: '2024-01-01', to: '2024-02-01T00:00:00Z' };
const IngressesRequest: A.IngressesRequest = { from: '2024-01-01', to: '2025-01-01', bodies: ['Sun', 'Mars'] };
const NextIngressOptions: A.NextIngressOptions = { zodiac: 'sidereal', ayanamsa: 'FaganBradley' };
const ReturnOptions: A.ReturnOptions = { ayanamsa: { epochJdTt: 2451545, valueDeg: 24.74 } };
const StationsRequest: A.StationsRequest = { from: '2024-01-01', to: '2025-01-01', bodies: ['Mercury'] };
const EclipsesRequest: A.EclipsesRequest = { from: '2024-01-01', to: '2026-01-01' };
const VoidOfCoursePeriodsRequest: A.VoidOfCoursePeriodsRequest = { from: '2024-01-01', to: '2024-01-08', ayanamsa: 'FaganBradley' };
const VoidOfCoursePeriod: A.VoidOfCoursePeriod = {
  start: '2024-01-02T23:36:07.761Z',
  end: '2024-01-03T00:46:47.900Z',
  sign: 'Virgo',
  lastAspect: { body: 'Pluto', aspect: 'trine' },
};
const AspectPerfectionsRequest: A.AspectPerfectionsRequest = {
  from: '2024-01-01', to: '2025-01-01', bodyA: 'Jupiter', bodyB: 'Uranus', aspects: ['conjunction'],
};
const PlanetaryHoursRequest: A.PlanetaryHoursRequest = { date: '2024-06-21', latitude: 51.5, longitude: -0.13, timezone: 'Europe/London' };
const DivisionalChartRequest: A.DivisionalChartRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9, method: 'parashara', conventions: 'jhora',
};
const VargaPoint: A.VargaPoint = { point: 'Sun', siderealLongitude: 89.2, rasi: 'Gemini', sign: 'Pisces', vargottama: false };
const DivisionalChart: A.DivisionalChart = {
  division: 9, name: 'Navamsa', method: 'parashara', ayanamsa: { system: 'Lahiri', value: 23.72 },
  points: [VargaPoint, { point: 'Ascendant', siderealLongitude: 211.4, rasi: 'Scorpio', sign: 'Scorpio', vargottama: true }],
};
const IndianChartRequest: A.IndianChartRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, style: 'south', division: 9, method: 'parashara',
  conventions: 'jhora', transitAt: '2024-07-15T12:00:00Z', degrees: true, size: 800, theme: 'dark', title: 'Navamsa', idPrefix: 'd9-',
};
const DivisionalChartsRequest: A.DivisionalChartsRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, divisions: [9, 10, 144], conventions: 'drik',
};
const VargaChart: A.VargaChart = { division: 9, name: 'Navamsa', method: 'parashara', points: [VargaPoint] };
const VimshopakaBala: A.VimshopakaBala = { graha: 'Sun', shadvarga: 12.35, saptavarga: 11.9, dasavarga: 9.4, shodasavarga: 10.2 };
const kpLordMembers = { sign: 'Libra', signLord: 'Venus', nakshatra: 'Swati', starLord: 'Rahu', subLord: 'Mercury', subSubLord: 'Sun' } as const;
const KpChartRequest: A.KpChartRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, conventions: 'kp', nodes: 'agents' };
const KpCusp: A.KpCusp = { house: 1, longitude: 193.3, ...kpLordMembers };
const KpPlanet: A.KpPlanet = { planet: 'Venus', longitude: 193.3, house: 1, ...kpLordMembers };
const KpHouseSignificators: A.KpHouseSignificators = { house: 1, level1: ['Mars'], level2: ['Venus'], level3: [], level4: ['Venus'] };
const KpRulingPlanets: A.KpRulingPlanets = {
  at: '1990-07-15T18:30:00.000Z', dayLord: 'Sun', ascendant: { signLord: 'Venus', starLord: 'Rahu', subLord: 'Mercury' }, moon: { signLord: 'Mars', starLord: 'Ketu', subLord: 'Sun' },
};
const KpChart: A.KpChart = {
  ayanamsa: { system: 'Krishnamurti', value: 23.63 }, nodes: 'plain', houseSystemUsed: 'Placidus', cusps: [KpCusp], planets: [KpPlanet],
  significators: [KpHouseSignificators], rulingPlanets: KpRulingPlanets, warnings: [],
};
const VedicYogasRequest: A.VedicYogasRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, conventions: 'jhora', locale: 'es' };
const VedicYoga: A.VedicYoga = {
  id: 'ruchaka', name: 'Ruchaka', group: 'mahapurusha', nature: 'benefic', rule: 'Mars in a kendra from the lagna, in its own sign or exaltation.',
  source: 'BPHS ch. 75 vv. 1–2', grahas: ['Mars'],
};
const VedicYogas: A.VedicYogas = { ayanamsa: { system: 'Lahiri', value: 23.72 }, lagna: { sign: 'Libra', longitude: 193.2 }, catalogueSize: 79, yogas: [VedicYoga] };
const VedicDoshasRequest: A.VedicDoshasRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, conventions: 'drik', manglik: 'classical' };
const ManglikDosha: A.ManglikDosha = {
  tradition: 'extended', fromAscendant: { house: 7, present: true }, fromMoon: { house: 1, present: true }, fromVenus: { house: 11, present: false },
  present: true, cancellations: ['mars-own-or-exalted'], effective: false,
};
const KaalSarpDosha: A.KaalSarpDosha = { form: 'partial', direction: 'kaal-sarp', type: 'Shankhpal', rahuHouse: 4, outside: ['Saturn'] };
const VedicDoshas: A.VedicDoshas = { ayanamsa: { system: 'Lahiri', value: 23.72 }, manglik: ManglikDosha, kaalSarp: KaalSarpDosha };
const SadeSatiRequest: A.SadeSatiRequest = { birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, years: 80, conventions: 'jhora' };
const SaturnTransitPhaseSpan: A.SaturnTransitPhaseSpan = { phase: 'peak', sign: 'Aries', start: '1998-04-17T07:36:21.957Z', end: '2000-06-06T19:28:32.023Z' };
const SadeSatiPeriod: A.SadeSatiPeriod = {
  kind: 'sade-sati', start: '1998-04-17T07:36:21.957Z', end: '2000-06-06T19:28:32.023Z', clippedStart: false, clippedEnd: false, phases: [SaturnTransitPhaseSpan],
};
const SadeSati: A.SadeSati = {
  ayanamsa: { system: 'Lahiri', value: 23.72 }, moonSign: 'Aries', from: '1990-07-15T16:00:00.000Z', to: '2090-07-15T16:00:00.000Z', periods: [SadeSatiPeriod],
};
const AshtakootVariants: A.AshtakootVariants = { varna: 'air-vaishya', vashya: 'bride-rows', tara: 'from-bride', yoni: 'horse-deer-neutral', gana: 'bride-rows' };
const VedicCompatibilityRequest: A.VedicCompatibilityRequest = {
  personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
  personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 19.076, longitude: 72.8777 }, variants: AshtakootVariants, manglik: 'classical',
};
const Porutham: A.Porutham = { name: 'rajju', agreeable: true };
const ManglikMatch: A.ManglikMatch = { personA: ManglikDosha, personB: { ...ManglikDosha, effective: true, cancellations: [] }, verdict: 'unbalanced' };
const VedicCompatibility: A.VedicCompatibility = {
  ayanamsa: { system: 'Lahiri', value: 23.72 },
  ashtakoot: { varna: 1, vashya: 2, tara: 1.5, yoni: 3, grahamaitri: 5, gana: 6, bhakoot: 7, nadi: 8, total: 33.5 },
  poruthams: [Porutham], poruthamsAgreeable: 7, manglik: ManglikMatch, summary: 'Ashtakoot 33.5 of 36; 7 of the 10 poruthams agree; Manglik in person B\'s chart only.',
};
const VedicDashaRequest: A.VedicDashaRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, system: 'chara', reckoning: 'kn-rao', levels: 2, at: '2024-01-01',
};
const DashaAtRequest: A.DashaAtRequest = { birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, startFrom: 'Moon', at: '2024-01-01T00:00:00Z' };
const VedicDashaPeriod: A.VedicDashaPeriod = {
  lord: 'Ketu', startDate: '1990-07-15T18:30:00Z', endDate: '1997-07-15T00:00:00Z', durationYears: 7,
  subPeriods: [{ lord: 'Ketu', startDate: '1990-07-15T18:30:00Z', endDate: '1990-12-11T00:00:00Z', durationYears: 0.4083 }],
};
const RunningDasha: A.RunningDasha = { level: 1, levelName: 'mahadasha', lord: 'Moon', startDate: '2021-10-13T12:27:08Z', endDate: '2031-10-14T00:27:08Z', durationYears: 10 };
const DashaRunning: A.DashaRunning = { system: 'vimshottari', at: '2024-01-01T00:00:00Z', periods: [RunningDasha] };
const VedicDasha: A.VedicDasha = {
  system: 'vimshottari', yearDays: 365.25, levels: 2,
  start: { point: 'Moon', siderealLongitude: 3.34, nakshatra: 'Ashwini', elapsedFraction: 0.25 },
  balance: { lord: 'Ketu', years: 5.25, endDate: '1995-10-14T00:27:08Z' },
  applicability: { applicable: false, rahuFromLagnaLord: 8, forced: true },
  periods: [VedicDashaPeriod], running: DashaRunning,
};
const ShadbalaRequest: A.ShadbalaRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, drik: 'raman' };
const GrahaShadbalaRecord: A.GrahaShadbalaRecord = {
  graha: 'Sun', siderealLongitude: 89.28, bhava: 9,
  sthana: { uchcha: 33.57, saptavargaja: 65.63, vargaDignities: ['neutral', 'own', 'friend', 'enemy', 'great-friend', 'neutral', 'friend'], ojhayugmarasyamsa: 30, kendradi: 15, drekkana: 0, total: 144.2 },
  dig: 52.9,
  kala: { nathonnata: 52.66, paksha: 31.35, tribhaga: 60, abda: 0, masa: 0, vara: 45, hora: 0, ayana: 113.7, yuddha: 0, total: 302.71 },
  cheshta: 56.9, naisargika: 60, drik: -34.1, totalVirupas: 582.61, totalRupas: 9.71, requiredRupas: 5, ratio: 1.94, ishtaPhala: 43.7, kashtaPhala: 8.1,
};
const BhavaBalaRecord: A.BhavaBalaRecord = { bhava: 1, madhya: 193.2, sign: 'Libra', lord: 'Venus', adhipati: 476.7, dig: 60, drishti: -25.7, extras: 0, totalVirupas: 511, totalRupas: 8.52 };
const Shadbala: A.Shadbala = {
  ayanamsa: { system: 'Lahiri', value: 23.72 },
  options: { saptavargaja: 'raman', drik: 'quarter', luminaryCheshta: 'ayana-paksha', ayana: 'kranti', requiredRupas: 'bphs', bhavaExtras: 'none', yuddha: 'bphs' },
  lords: { abda: 'Mars', masa: 'Mars', vara: 'Sun', hora: 'Venus' }, benefics: ['Mercury', 'Jupiter', 'Venus'],
  wars: [{ victor: 'Venus', vanquished: 'Mars', separation: 0.4, virupas: 52.3 }],
  grahas: [GrahaShadbalaRecord], bhavas: [BhavaBalaRecord],
};
const AshtakavargaRequest: A.AshtakavargaRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01', conventions: 'drik' };
const BhinnashtakavargaRecord: A.BhinnashtakavargaRecord = {
  point: 'Sun', bindus: [4, 5, 3, 4, 6, 2, 5, 4, 3, 5, 4, 3], total: 48, contributors: [{ from: 'Moon', bindus: [1, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0] }],
  trikona: [4, 5, 3, 4, 6, 2, 5, 4, 3, 5, 4, 3], ekadhipatya: [4, 5, 3, 4, 6, 2, 5, 4, 3, 5, 4, 3], rashiPinda: 120, grahaPinda: 60, shodhyaPinda: 180,
};
const AshtakavargaTransit: A.AshtakavargaTransit = { planet: 'Saturn', siderealLongitude: 310.2, sign: 'Aquarius', bindus: 4, sarvashtakavarga: 28 };
const Ashtakavarga: A.Ashtakavarga = {
  ayanamsa: { system: 'Lahiri', value: 23.72 },
  signs: { Sun: 'Gemini', Moon: 'Aries', Mars: 'Aries', Mercury: 'Cancer', Jupiter: 'Gemini', Venus: 'Gemini', Saturn: 'Sagittarius', Ascendant: 'Libra' },
  bhinnashtakavarga: [BhinnashtakavargaRecord], sarvashtakavarga: { bindus: [30, 28, 25, 29, 31, 27, 26, 30, 28, 24, 30, 29], total: 337 },
  transits: { at: '2024-01-01T00:00:00Z', planets: [AshtakavargaTransit] },
};
const DivisionalCharts: A.DivisionalCharts = { ayanamsa: { system: 'Lahiri', value: 23.72 }, charts: [VargaChart], vimshopaka: [VimshopakaBala] };
const PanchangRequest: A.PanchangRequest = {
  date: '2024-04-23', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', conventions: { preset: 'jhora', sunrise: 'upper-limb-refracted' },
};
const PanchangLimb: A.PanchangLimb = { number: 15, name: 'Purnima', start: '2024-04-22T21:56:00Z', end: '2024-04-23T23:49:00Z' };
const MuhurtaPeriod: A.MuhurtaPeriod = { name: 'Amrit', start: '2024-04-23T07:00:00Z', end: '2024-04-23T08:40:00Z', quality: 'auspicious' };
// distinct objects: a violation applied to one period must not reach the other list through a shared object
const choghadiya = () => Array.from({ length: 8 }, () => ({ ...MuhurtaPeriod }));
const Panchang: A.Panchang = {
  date: '2024-04-23', timezone: 'Asia/Kolkata',
  conventions: { ayanamsa: 'Lahiri', ayanamsaKind: 'true', positions: 'apparent', node: 'true', sunrise: 'upper-limb-refracted', dashaYear: 365.25 },
  sunrise: '2024-04-23T00:17:00Z', sunset: '2024-04-23T13:21:00Z', nextSunrise: '2024-04-24T00:16:00Z',
  moonrise: '2024-04-23T12:55:00Z', moonset: null,
  vara: { name: 'Mangalavara', lord: 'Mars' },
  tithi: [PanchangLimb], paksha: 'Shukla',
  nakshatra: [{ number: 14, name: 'Chitra', start: '2024-04-22T14:29:00Z', end: '2024-04-23T17:02:00Z', pada: 2 }],
  yoga: [{ number: 15, name: 'Vajra', start: '2024-04-22T22:58:00Z', end: '2024-04-23T23:26:00Z' }],
  karana: [{ number: 29, name: 'Vishti', start: '2024-04-22T21:56:00Z', end: '2024-04-23T10:55:00Z' }],
  amantaMonth: { name: 'Chaitra', adhika: false }, purnimantaMonth: { name: 'Chaitra', adhika: false },
  shakaYear: 1946, vikramSamvat: 2081, samvatsara: { south: 'Krodhi', north: 'Pingala' },
  ritu: 'Vasanta', ayana: 'Uttarayana', sunLongitude: 9.5, moonLongitude: 189.6,
  muhurta: {
    rahuKalam: { name: 'Rahu kalam', start: '2024-04-23T10:05:00Z', end: '2024-04-23T11:43:00Z' },
    yamaganda: { name: 'Yamaganda', start: '2024-04-23T03:33:00Z', end: '2024-04-23T05:11:00Z' },
    gulikaKalam: { name: 'Gulika kalam', start: '2024-04-23T06:49:00Z', end: '2024-04-23T08:27:00Z' },
    abhijit: { name: 'Abhijit', start: '2024-04-23T06:23:00Z', end: '2024-04-23T07:15:00Z' },
    brahmaMuhurta: { name: 'Brahma muhurta', start: '2024-04-22T22:49:00Z', end: '2024-04-22T23:33:00Z' },
    durmuhurta: [{ name: 'Durmuhurta', start: '2024-04-23T02:45:00Z', end: '2024-04-23T03:37:00Z' }],
    dayChoghadiya: choghadiya(), nightChoghadiya: choghadiya(),
    horas: Array.from({ length: 24 }, () => ({ name: 'Mars', start: '2024-04-23T00:17:00Z', end: '2024-04-23T01:22:00Z' })),
    amritKalam: [{ name: 'Amrit kalam', start: '2024-04-23T09:02:00Z', end: '2024-04-23T10:46:00Z' }],
    varjyam: [{ name: 'Varjyam', start: '2024-04-22T22:29:00Z', end: '2024-04-23T00:13:00Z' }],
  },
};
const PanchangMonthRequest: A.PanchangMonthRequest = {
  year: 2024, month: 4, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', conventions: 'drik',
};
const PanchangMonthDay: A.PanchangMonthDay = {
  date: '2024-04-23', sunrise: '2024-04-23T00:17:00Z', sunset: '2024-04-23T13:21:00Z',
  vara: { name: 'Mangalavara', lord: 'Mars' },
  tithi: { number: 15, name: 'Purnima', end: '2024-04-23T23:49:00Z' }, paksha: 'Shukla',
  nakshatra: { number: 14, name: 'Chitra', end: '2024-04-23T17:02:00Z' },
  yoga: { number: 15, name: 'Vajra', end: '2024-04-23T23:26:00Z' },
  karana: { number: 29, name: 'Vishti', end: '2024-04-23T10:55:00Z' },
  amantaMonth: { name: 'Chaitra', adhika: false }, purnimantaMonth: { name: 'Chaitra', adhika: false },
  observances: ['Purnima'],
};
const Observance: A.Observance = { name: 'Purnima', date: '2024-04-23', rule: 'sunrise', start: '2024-04-22T21:56:00Z', end: '2024-04-23T23:49:00Z' };
// distinct objects: a violation applied to one day must not reach the others through a shared object
const PanchangMonth: A.PanchangMonth = {
  year: 2024, month: 4, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata',
  conventions: { ...Panchang.conventions },
  days: Array.from({ length: 30 }, () => structuredClone(PanchangMonthDay)),
  observances: [{ ...Observance }],
};
const RiseSetTransitRequest: A.RiseSetTransitRequest = {
  body: 'Sun', latitude: 51.4769, longitude: 0, date: '2024-06-21', timezone: 'Europe/London',
};
const RiseSetRequest: A.RiseSetRequest = { body: 'Moon', latitude: 51.48, longitude: 0, from: '2024-06-21', to: '2024-06-22T00:00:00Z' };
const StarConjunctionOptions: A.StarConjunctionOptions = { orb: 1.5, maxMagnitude: 2 };


// Toolkit records and requests (positions, houses, aspects, ephemeris: src/schemas/positions.ts, houses.ts,
// aspects.ts, ephemeris.ts). Values are illustrative shapes, not computed results.
const BodyPositionOptions = { latitude: 51.4779, longitude: -0.0015 };
const GeodeticObserver = { latitude: 48.8566, longitude: 2.3522, elevationM: 35 };
const PlanetaryPositionsOptions = { bodies: ['Sun', 'Moon', 'Vertex'], latitude: 51.4779, longitude: -0.0015 };
const PositionsRequest = { at: '2024-03-20T03:06:00Z', bodies: ['Sun', 'Moon'] };
const PositionsQuery = { date: '2024-03-20', timezone: 'Europe/Paris', bodies: 'Sun,Moon' };
const PositionsTodayQuery = { bodies: 'Sun,Moon,Mars' };
const PositionsResponse = { at: '2024-03-20T03:06:00Z', positions: [PlanetaryPosition] };
const HousesRequest = { at: '2024-03-20T12:00:00Z', latitude: 48.8566, longitude: 2.3522, system: 'Koch' };
const HousesQuery = { date: '2024-03-20T12:00:00Z', latitude: 48.8566, longitude: 2.3522, houseSystem: 'Placidus' };
const AspectsRequest = { at: '2024-03-20T00:00:00Z', orbProfile: 'traditional' };
const AspectsQuery = { date: '2024-03-20', timezone: 'UTC', orbProfile: 'modern-western' };
const AspectsTodayQuery = { orbProfile: 'tight' };
const AspectsResponse = { at: '2024-03-20T00:00:00Z', orbProfile: 'modern-western', aspects: [Aspect] };
const EphemerisRequest = { from: '2024-01-01', to: '2024-01-10', stepDays: 1, bodies: ['Moon'] };
const EphemerisQuery = { from: '2024-01-01', to: '2024-01-10', step: 0.25, bodies: 'Sun,Moon' };
const EphemerisRow = { at: '2024-01-01T00:00:00Z', jdUt: 2460310.5, jdTt: 2460310.5008, positions: [BodyPosition] };

const HorizonPlaceRequest = { body: 'Moon', latitude: 80, longitude: 130 };

const HouseMeaningQuery = { house: 10, locale: 'en' };
const SignDescriptionQuery = { sign: 'Leo' };

const PlanetInSignQuery = { body: 'Venus', sign: 'Taurus', locale: 'en' };
const PlanetInHouseQuery = { body: 'Saturn', house: 10 };
const DegreeSymbolQuery = { sign: 'Aries', degree: 1, locale: 'en' };
const AspectInterpretationQuery = { body1: 'Sun', body2: 'Moon', aspect: 'square', locale: 'en' };

const NatalReportParagraph = { heading: 'Mars in Leo', text: 'Desire acts with warmth and pride.' };
const NatalReportSection = {
  id: 'planet-mars', title: 'Mars', lead: 'Mars 3°12′ Leo, 10th house',
  paragraphs: [NatalReportParagraph, { heading: 'Mars in the 10th house', text: 'Ambition in public.' }],
  sources: [
    { record: 'PlanetInSignInterpretation', body: 'Mars', sign: 'Leo', field: 'description' },
    { record: 'PlanetInHouseInterpretation', body: 'Mars', house: 10, field: 'description' },
  ],
};
const NatalReport = {
  chart: NatalChartResponse, locale: 'en', aspectLimit: 10, ...SIDEREAL_ECHO,
  sections: [
    NatalReportSection,
    {
      id: 'pattern-grand-trine-sun-moon-jupiter', title: 'Grand trine: Sun, Moon, Jupiter',
      paragraphs: [{ heading: 'The grand trine as a whole', text: 'A closed circuit.' }, { heading: 'Sun trine Moon', text: 'Will and feeling agree.' }],
      sources: [
        { record: 'AspectPattern', type: 'grandTrine', bodies: ['Sun', 'Moon', 'Jupiter'] },
        { record: 'AspectInterpretationDetailed', body1: 'Sun', body2: 'Moon', aspect: 'trine', field: 'description' },
      ],
    },
    { id: 'sun-moon-ascendant', title: 'Sun, Moon and Ascendant', paragraphs: [{ heading: 'Leo rising', text: 'Enters a room warmly.' }], sources: [{ record: 'AngleSign', angle: 'Ascendant', sign: 'Leo' }] },
    { id: 'chart-shape', title: 'Chart shape', paragraphs: [{ heading: 'Chart shape: bucket', text: 'Nine planets in one half, one handle.' }], sources: [{ record: 'ChartShape', shape: 'bucket' }] },
  ],
};
const NatalReportRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Koch', orbProfile: 'tight',
  timezone: 'America/New_York', aspectBodies: ['Sun', 'Moon'], aspectLimit: 5, locale: 'en',
};
const NatalReportHtmlOptions = { headingLevel: 3 };
const SynastryInterpretation = {
  locale: 'en',
  aspects: [{ pointA: 'Venus', pointB: 'Mars', aspect: 'trine', orb: 1.2, text: 'A trine or sextile from Mars to the other’s Venus gives easy chemistry.' }],
  overlaysAtoB: [{ body: 'Sun', house: 7, text: 'The Sun partner is seen as a natural partner.' }],
  overlaysBtoA: [{ body: 'Moon', house: 4, text: 'The Moon partner feels at home.' }],
};
const CompositeInterpretation = {
  locale: 'en',
  signs: [{ body: 'Sun', sign: 'Taurus', text: 'A composite Sun in Taurus builds something solid.' }],
  houseCusps: [303, 334.8, 1.5, 28, 54.4, 83, 123, 154.8, 181.5, 208, 234.4, 263],
  houses: [{ body: 'Sun', house: 4, text: 'The composite Sun in the 4th house centers the bond on home.' }],
};
const SynastryReportRequest = { personA: BirthData, personB: { ...BirthData, birthDate: '1987-11-30' }, houseSystem: 'Koch', orbProfile: 'tight', aspectLimit: 5, locale: 'en' };
const RelationshipReportSection = {
  id: 'aspects', title: 'The strongest contacts', lead: 'Scores: overall 56',
  paragraphs: [{ heading: 'A’s Venus trine B’s Mars (orb 1°12′)', text: 'Easy chemistry.' }, { heading: 'A’s Sun in B’s 7th house', text: 'A natural partner.' }],
  sources: [{ record: 'SynastryAspect', pointA: 'Venus', pointB: 'Mars', family: 'harmonious' }, { record: 'SynastryOverlay', body: 'Sun', house: 7 }],
};
const SynastryReport = {
  personA: BirthData, personB: { ...BirthData, birthDate: '1987-11-30' }, synastry: SynastryResponse, locale: 'en', aspectLimit: 10,
  sections: [RelationshipReportSection],
};
const CompositeReport = {
  personA: BirthData, personB: { birthDate: '1987-11-30', latitude: 0, longitude: 0 }, composite: CompositeResponse, locale: 'en',
  sections: [{
    id: 'sun-moon-venus-mars', title: 'The composite Sun, Moon, Venus and Mars', paragraphs: [{ heading: 'Composite Sun in Taurus', text: 'Solid.' }, { heading: 'Composite Sun in the 4th house', text: 'Home.' }],
    sources: [{ record: 'CompositeSign', body: 'Sun', sign: 'Taurus' }, { record: 'CompositeHouse', body: 'Sun', house: 4 }],
  }],
};
const SignInfo = {
  sign: 'Scorpio', glyph: '♏', startLongitude: 210, element: 'Water', modality: 'Fixed', polarity: 'feminine',
  traditionalRuler: 'Mars', modernRuler: 'Pluto', opposite: 'Taurus', keywords: ['intensity', 'depth'], description: 'A portrait of the sign.',
};

// Chart wheel (issue 13): the options of the wheel and the requests of the /…/wheel routes.
const WheelPoint: R.WheelPoint = { name: 'Regulus', longitude: 150.1, kind: 'star' };
const ChartWheelOptions: R.ChartWheelOptions = {
  size: 800, theme: 'dark', orientation: 'aries-left', bodies: ['Sun', 'Moon', 'Ceres'], aspects: ['trine', 'square'],
  houseSystemLabel: true, zodiacLabel: 'Sidereal (Lahiri)', title: 'Ann', points: [WheelPoint, { name: 'Fortune', longitude: 10, kind: 'lot' }],
  partOfFortune: true, fixedStars: ['Regulus'], orbProfile: 'tight', idPrefix: 'chart-a-',
};
const NatalChartWheelRequest: R.NatalChartWheelRequest = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Koch', orbProfile: 'tight',
  timezone: 'America/New_York', wheel: ChartWheelOptions,
};
const SynastryWheelRequest: R.SynastryWheelRequest = {
  personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  personB: { birthDate: '1992-03-02', latitude: 48.8566, longitude: 2.3522 }, houseSystem: 'Equal', wheel: { theme: 'print' },
};
const TransitsWheelRequest: R.TransitsWheelRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z',
  houseSystem: 'Whole', zodiac: 'sidereal', ayanamsa: 'FaganBradley', wheel: { size: 480 },
};

// The atlas (issue 24): GeoNames' Ulm (id 2820256).
const Place = {
  id: 2820256, name: 'Ulm', asciiName: 'Ulm', country: 'DE', countryName: 'Germany', division: 'Baden-Wurttemberg', divisionCode: '01',
  latitude: 48.39841, longitude: 9.99155, population: 120451, zone: 'Europe/Berlin',
};
const PlaceCandidate = { place: Place, match: 'exact', reason: 'name "Ulm" matches exactly; Germany is its country' };
const PlacesQuery = { q: 'Ulm, Germany', country: 'DE', limit: 5 };
const PlacesResponse = { query: 'Ulm, Germany', candidates: [PlaceCandidate], source: 'GeoNames cities1000 (CC BY 4.0)' };
const NearestPlaceQuery = { latitude: 48.4, longitude: 10 };
const NearestPlace = { place: Place, distanceKm: 0.65 };
const CivilTimeReading: S.CivilTimeReading = { utcOffsetMinutes: 120, offsetRule: 'DST', offsetSource: 'Intl', calendar: 'julian-gregorian', gregorianDate: '1990-07-15' };
const UntimedSignChange: S.UntimedDay['signChanges'][number] = { body: 'Moon', startSign: 'Aries', endSign: 'Taurus' };
const UntimedDay: S.UntimedDay = {
  dayStart: '1990-07-15T04:00:00Z', dayEnd: '1990-07-16T03:59:00Z', moonStartLongitude: 25.1, moonEndLongitude: 38.4,
  moonStartSign: 'Aries', moonEndSign: 'Taurus', signChanges: [UntimedSignChange],
};
const SensitivityStay: S.SensitivityStay = { fact: 'moonSign', value: 'Aries' };
const SensitivityChange: S.SensitivityChange = {
  fact: 'ascendantSign', from: 'Scorpio', to: 'Sagittarius', date: '1990-07-15', clockTime: '14:41:07',
  instant: '1990-07-15T18:41:07Z', minutesFromBirth: 11.117,
};
const SensitivityWindowEnd = { date: '1990-07-15', clockTime: '14:00:00', instant: '1990-07-15T18:00:00Z' };
const DashaSensitivity: S.DashaSensitivity = { lord: 'Ketu', balanceYears: 5.25, daysPerMinute: -1.88 };
const BirthTimeSensitivityRequest = { birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, plusMinusMinutes: 30 };
const BirthTimeSensitivity: S.BirthTimeSensitivity = {
  birthDate: '1990-07-15', birthTime: '14:30', plusMinusMinutes: 30, timezone: 'America/New_York', houseSystem: 'Placidus',
  from: SensitivityWindowEnd, to: { ...SensitivityWindowEnd, clockTime: '15:00:00', instant: '1990-07-15T19:00:00Z' },
  stays: [SensitivityStay], changes: [SensitivityChange], dasha: DashaSensitivity, civilTime: CivilTimeReading,
};
const BirthPlace = { id: 2820256, name: 'Ulm', country: 'DE', latitude: 48.39841, longitude: 9.99155, zone: 'Europe/Berlin' };

// Issue 28 (yoga and dosha words) and issue 29 (astrocartography, relocation): written from the schemas' descriptions.
const YogaInterpretationQuery: S.YogaInterpretationQuery = { id: 'gajakesari', locale: 'en' };
const YogaInterpretation: S.YogaInterpretation = {
  id: 'gajakesari', name: 'Gajakesari', locale: 'en', text: 'Jupiter in a kendra from the Moon: a good name and protection in difficulty.',
};
const DoshaInterpretationQuery: S.DoshaInterpretationQuery = { id: 'kaal-sarp-anant', locale: 'en' };
const DoshaInterpretation: S.DoshaInterpretation = {
  id: 'sade-sati-peak', name: 'Sade Sati, the peak phase', locale: 'en', text: 'Saturn crosses the natal Moon: the heaviest of the three phases.',
};
const AstrocartographyRequest: S.AstrocartographyRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
  bodies: ['Sun', 'Venus'], mode: 'zodiacal', horizon: 'apparent', latitudeStep: 2,
};
const AstrocartographyLine: S.AstrocartographyLine = { body: 'Venus', angle: 'MC', points: [[-60, 101.25], [0, 101.25], [60, 101.25]] };
const ParanLatitude: S.ParanLatitude = { bodyA: 'Sun', angleA: 'AS', bodyB: 'Venus', angleB: 'MC', latitude: 41.2, longitude: 101.25 };
const LocalSpaceLine: S.LocalSpaceLine = { body: 'Sun', azimuth: 247.5, altitude: 38.2, points: [[40.7128, -74.006], [39.9, -76.2]] };
const AstrocartographyBody: S.AstrocartographyBody = { body: 'Venus', rightAscension: 88.4, declination: 23.1 };
const Astrocartography: S.Astrocartography = {
  birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, instant: '1990-07-15T18:30:00Z',
  mode: 'mundane', horizon: 'geometric', latitudeStep: 1, greenwichSiderealTime: 186.6,
  bodies: [AstrocartographyBody], lines: [AstrocartographyLine], parans: [ParanLatitude], localSpace: [LocalSpaceLine],
  place: BirthPlace,
};
const RelocatedChartRequest: S.RelocatedChartRequest = {
  birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, latitude: 51.5074, longitude: -0.1278,
  houseSystem: 'Whole',
};
const RelocatedChart: S.RelocatedChart = { ...NatalChartResponse, birthLatitude: 40.7128, birthLongitude: -74.006, birthPlace: BirthPlace };
const AstrocartographyMapOptions: S.AstrocartographyMapOptions = {
  projection: 'equal-earth', width: 1200, theme: 'dark', title: 'Lines of a birth', parans: true, localSpace: false, cities: 20, idPrefix: 'acg-', locale: 'de',
};
const AstrocartographyMapRequest: S.AstrocartographyMapRequest = { ...AstrocartographyRequest, chart: AstrocartographyMapOptions };

export const EXAMPLES: Record<string, unknown> = {
  ZodiacPosition, PlanetaryPosition, Aspect, HouseCusp, MoonPhaseInfo, HouseIngressEvent, SignContext, RulerCondition,
  MoonContext, VoidOfCourseStatus, TransitToSign, RetrogradeStatus, Horoscope, WeeklyRulerCondition, WeeklyDailySnapshot,
  WeeklyHoroscope, Ingress, WeeklyBreakdown, KeyDate, MoonPhaseEntry, MonthlyHoroscope, Quarter, EclipseEntry,
  RetrogradeEntry, YearlyHoroscope, HoroscopeEvent, StationEntry, ConjunctionEntry, HousePassage, SignCompatibility, NatalChartRequest, ElementBalance, ModalityBalance, ChartRuler,
  PartOfFortune, Dignity, CombustionStatus, MutualReception, OutOfBoundsPlanet, DecanPlacement, SpeedClassification,
  BesiegedPlanet, NatalChartResponse, AspectPattern, AspectPatternsRequest, ChartShape, ChartShapeRequest, HemisphericEmphasis, QuadrantEmphasis, PlanetaryJoy,
  PlanetInSignInterpretation, PlanetInHouseInterpretation, AspectInterpretationDetailed, HouseMeaning, SabianSymbol,
  DecanInfo, Yoni, Nakshatra, AshtakootScore, DashaPeriod, Ayanamsa, VedicPlanetPosition, VedicAspect, VedicAspectResult,
  ArabicPart, Profection, ZodiacalReleasingPeriod, Antiscia, AntisciaConnection, Temperament, PrenatalLunation,
  TransitAspect, ProgressedChart, SolarReturn, LunarReturn, DirectedPosition, SolarArc, BirthData, SynastryRequest,
  CompositeRequest, CompositeReferencePlace, SynastryPerson, InterAspect, HouseOverlay, CompatibilityScores, SynastryResponse, CompositePosition,
  CompositeAspect, CompositeResponse, HarmonicChartRequest, HarmonicPosition, DerivedChartAspect, HarmonicChart, DraconicChartRequest,
  DraconicPosition, DraconicChart, DavisonChartRequest, DavisonChart, MarksChartRequest, MarksChart, LotFormulaInput, LotsRequest, LotPosition, Lots,
  HarmonicChartWheelRequest, DraconicChartWheelRequest,
  NativitySignificatorsRequest, AlmutenFigurisScore, AlmutenFiguris, Hyleg, Alcocoden, NativitySignificators,
  UranianPicturesRequest, UranianDialFactor, TreeMidpointEntry, MidpointTree, PlanetaryPictureEntry, UranianPictures,
  DeclinationPosition, ParallelAspect, TrueLilithPosition, DeclinationsResponse,
  Midpoint, MidpointPair, MidpointActivation, MidpointDial, HeliacalEvent, VenusCyclePhase, ImpactedPlanet,
  EclipseNatalImpact, RetrogradePeriod, RetrogradeCalendarResponse, AlmanacMoonPhase, RetrogradePlanet,
  VoidOfCourseDetails, AlmanacDay, LunarRecommendations, LunarGuidance, ElectionalRequest, ElectionalFactor, TimeWindow,
  DateRange, ElectionalResponse, BodyPosition, Houses, DivisionCusp, PlanetaryHour, ChineseCalendarDate, Season, LunarPhaseEvent,
  SignIngressEvent, StationEvent, EclipseEvent, DailyHoroscopeQuery, WeeklyHoroscopeQuery, MonthlyHoroscopeQuery,
  YearlyHoroscopeQuery, AllHoroscopesQuery, SignCompatibilityQuery, AlmanacQuery,
  TimedBirthData, ProgressedChartRequest, SolarArcRequest, SolarReturnChartRequest, LunarReturnChartRequest,
  TransitsToNatalRequest, EclipseNatalImpactRequest, MidpointsRequest, DeclinationsQuery, VedicChartRequest, NakshatraQuery,
  AshtakootRequest, DashaRequest, TraditionalChartRequest, TraditionalLotsRequest, ProfectionRequest, ZodiacalReleasingHttpRequest, AntisciaRequest,
  DeclinationsRequest, VimshottariRequest, ZodiacalReleasingRequest, NakshatraRequest, SiderealOptions, UserAyanamsa, VedicAspectOptions,
  MidpointsResponse, AntisciaResponse, FixedStarRecord, FixedStarsResponse, PlanetaryHoursResponse,
  HouseIngressesRequest, HouseCuspIngressesRequest, HeliacalEventsQuery, HeliacalEventsRequest, VenusCycleQuery,
  PrenatalLunationRequest, ZodiacOptions, HemisphericEmphasisRequest, QuadrantEmphasisRequest, PlanetaryJoysRequest, DecansQuery,
  SeasonsRequest, MoonPhasesRequest, IngressesRequest, NextIngressOptions, ReturnOptions, StationsRequest, EclipsesRequest, VoidOfCoursePeriodsRequest, VoidOfCoursePeriod,
  AspectPerfectionsRequest, PlanetaryHoursRequest, RiseSetTransitRequest, RiseSetRequest, StarConjunctionOptions,
  BodyPositionOptions, GeodeticObserver, PlanetaryPositionsOptions, PositionsRequest, PositionsQuery, PositionsTodayQuery, PositionsResponse,
  HousesRequest, HousesQuery, AspectsRequest, AspectsQuery, AspectsTodayQuery, AspectsResponse, EphemerisRequest,
  EphemerisQuery, EphemerisRow, HorizonPlaceRequest, HouseMeaningQuery, SignDescriptionQuery,
  PlanetInSignQuery, PlanetInHouseQuery, DegreeSymbolQuery, AspectInterpretationQuery,
  NatalReportParagraph, NatalReportSection, NatalReport, NatalReportRequest, NatalReportHtmlOptions, SignInfo,
  SynastryInterpretation, CompositeInterpretation, SynastryReportRequest, RelationshipReportSection,
  SynastryReport, CompositeReport,
  WheelPoint, ChartWheelOptions, NatalChartWheelRequest, SynastryWheelRequest, TransitsWheelRequest,
  Place, PlaceCandidate, PlacesQuery, PlacesResponse, NearestPlaceQuery, NearestPlace, BirthPlace, CivilTimeReading,
  UntimedSignChange, UntimedDay, SensitivityStay, SensitivityChange, SensitivityWindowEnd, DashaSensitivity,
  BirthTimeSensitivityRequest, BirthTimeSensitivity,
  PanchangRequest, PanchangLimb, MuhurtaPeriod, Panchang, DivisionalChartRequest, VargaPoint, DivisionalChart,
  IndianChartRequest,
  PanchangMonthRequest, PanchangMonthDay, Observance, PanchangMonth,
  ...FORECAST_EXAMPLES,
  ...TIME_LORD_EXAMPLES,
  DivisionalChartsRequest, VargaChart, VimshopakaBala, DivisionalCharts,
  KpChartRequest, KpCusp, KpPlanet, KpHouseSignificators, KpRulingPlanets, KpChart,
  VedicYogasRequest, VedicYoga, VedicYogas,
  VedicDoshasRequest, ManglikDosha, KaalSarpDosha, VedicDoshas, SadeSatiRequest, SaturnTransitPhaseSpan, SadeSatiPeriod, SadeSati,
  AshtakootVariants, VedicCompatibilityRequest, Porutham, ManglikMatch, VedicCompatibility,
  VedicDashaRequest, DashaAtRequest, VedicDashaPeriod, RunningDasha, DashaRunning, VedicDasha,
  AshtakavargaRequest, BhinnashtakavargaRecord, AshtakavargaTransit, Ashtakavarga,
  ShadbalaRequest, GrahaShadbalaRecord, BhavaBalaRecord, Shadbala,
  YogaInterpretationQuery, YogaInterpretation, DoshaInterpretationQuery, DoshaInterpretation,
  AstrocartographyRequest, AstrocartographyLine, ParanLatitude, LocalSpaceLine, AstrocartographyBody, Astrocartography,
  RelocatedChartRequest, RelocatedChart, AstrocartographyMapOptions, AstrocartographyMapRequest,
  // Issue 26: the technique reports, and the technique records with their interpretation (replacing the plain ones).
  ...TECHNIQUE_REPORT_EXAMPLES,
  // Issue 28: the Vedic words and report.
  ...VEDIC_REPORT_EXAMPLES,
};
