import type { SadeSatiPeriod } from '../../../schemas/index.js';
import type { PartialVedicReportWords } from '../../vedic-report-words.js';
import { localeNames } from '../locale-names.js';

// The Vedic report's headings and facts lines in German (issue 31): the grahas and signs by the German label
// catalogue, dates as German writes them („1. März 2020“); the Sanskrit terms as docs/i18n/de.md keeps them (das
// Nakshatra, der Pada, die Mahadasha, das Dosha, die Grahas; a dasha by its lord: Venus-Mahadasha); houses as „im 7. Haus“.

const n = localeNames('de', {});
const graha = (g: string) => (n.catalogue.grahas as Readonly<Record<string, string>>)[g] ?? g;
/** `Venus-Mahadasha`, `Sonnen-Mahadasha`. */
const dasha = (g: string, kind: string) => `${g === 'Sun' ? 'Sonnen' : graha(g)}-${kind}`;
/** After „außer“: `der Sonne`, `dem Mond`, the planets bare (`Jupiter`). */
const dative = (g: string) => (g === 'Sun' ? 'der Sonne' : g === 'Moon' ? 'dem Mond' : graha(g));
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const TRADITION = { classical: 'klassische', 'south-indian': 'südindische', extended: 'erweiterte' } as const;
const TRADITION_HOUSES = { classical: '1, 4, 7, 8 und 12', 'south-indian': '2, 4, 7, 8 und 12', extended: '1, 2, 4, 7, 8 und 12' } as const;
const CANCELLATION = {
  'mars-own-or-exalted': 'Mars im eigenen Zeichen oder im Zeichen seiner Erhöhung',
  'mars-with-or-aspected-by-jupiter': 'Jupiters Verbindung mit Mars oder seinen Aspekt auf Mars',
  'mars-with-moon': 'die Verbindung von Mars und Mond',
  'mars-sign-exception': 'die Zeichenausnahme für Mars in diesem Haus',
} as const;
const PHASE = {
  rising: 'aufsteigende Phase', peak: 'Höhepunkt', setting: 'absteigende Phase',
  fourth: 'Saturn im 4. Haus vom Mond aus', eighth: 'Saturn im 8. Haus vom Mond aus',
} as const;
/** The catalogue names that gloss in English (src/vedic/yoga-rules-raja-dhana.ts), in German; the others are Sanskrit. */
const YOGA_NAME: Readonly<Record<string, string>> = {
  'Raja (kendra–trikona lords)': 'Raja (Herren von Kendra und Trikona)',
  'Dhana (2nd and 11th lords)': 'Dhana (Herren des 2. und 11. Hauses)',
  'Dhana (trikona and wealth lords)': 'Dhana (Herren von Trikona und Wohlstand)',
};
const yogaName = (name: string) => YOGA_NAME[name] ?? name;
const period = (p: SadeSatiPeriod) => `die ${p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} vom ${day(p.start)} bis zum ${day(p.end)}`;

/** German Vedic report words. */
export const VEDIC_REPORT_WORDS_DE: PartialVedicReportWords = {
  title: 'Vedischer Bericht',
  subtitle: (birthDate, at, ayanamsa) => `Geburt am ${day(birthDate)}, Perioden zum Stichtag ${day(at)}; siderischer Tierkreis (${ayanamsa.replace('ayanamsa', 'Ayanamsa')})`,
  titles: {
    'chart-in-brief': 'Das Horoskop im Überblick',
    'moon-nakshatra': 'Das Nakshatra des Mondes',
    'lagna-nakshatra': 'Das Nakshatra des Lagna',
    dasha: 'Vimshottari-Dasha',
    yogas: 'Yogas',
    doshas: 'Doshas',
  },
  columns: ['Graha', 'Siderische Position', 'Nakshatra', 'Pada', 'Haus'],
  nakshatraPada: (nakshatra, pada) => `${nakshatra}, Pada ${pada}`,
  nakshatraFacts: (ruler, deity, symbol, gana) => `Herrscher ${graha(ruler)} · Gottheit ${deity} · Symbol ${symbol} · ${gana}-Gana`,
  lagna: 'Lagna',
  moon: 'Mond',
  moonIn: (nakshatra) => `Der Mond in ${nakshatra}`,
  lagnaIn: (nakshatra) => `Der Lagna in ${nakshatra}`,
  padaHeading: (nakshatra, pada, navamsa) => `${nakshatra}, Pada ${pada} (Navamsa ${n.sign(navamsa)})`,
  sameAsMoon: 'das Nakshatra des Mondes, oben gedeutet',
  mahadashaHeading: (lord, start, end) => `${dasha(lord, 'Mahadasha')}, vom ${day(start)} bis zum ${day(end)}`,
  antardashaHeading: (maha, antar, start, end) => `${dasha(antar, 'Antardasha')} in der ${dasha(maha, 'Mahadasha')}, vom ${day(start)} bis zum ${day(end)}`,
  dashaLead: (at) => `Die am ${day(at)} laufenden Perioden, gezählt vom Nakshatra des Mondes aus`,
  yogasLead: (present, catalogue) => `${present === 0 ? `Keines der ${catalogue} Yogas des Katalogs liegt vor` : `${present} der ${catalogue} Yogas des Katalogs ${present === 1 ? 'liegt' : 'liegen'} vor`} (Ganzzeichen-Häuser, vom Lagna aus gezählt)`,
  yogaHeading: (name, grahas) => (grahas.length === 0 ? yogaName(name) : `${yogaName(name)}: ${n.list(grahas.map(graha))}`),
  yogaFacts: (rule, source) => `Regel: ${rule} Quelle: ${source}.`,
  doshasLead: 'Manglik und Kaal Sarp aus dem Geburtshoroskop; Sade Sati aus dem Transit des Saturn zum Datum des Berichts',
  manglikHeading: (m) => `Manglik-Dosha (Kuja): ${m.effective ? 'vorhanden' : m.present ? 'vorhanden, aufgehoben' : 'nicht vorhanden'}`,
  manglikFacts: (m) => {
    const where = `Mars steht vom Lagna aus im ${m.fromAscendant.house}. Haus, vom Mond aus im ${m.fromMoon.house}. und von der Venus aus im ${m.fromVenus.house}.`;
    const from = [m.fromAscendant.present ? 'vom Lagna' : '', m.fromMoon.present ? 'vom Mond' : '', m.fromVenus.present ? 'von der Venus' : ''].filter(Boolean);
    const houses = `die ${TRADITION[m.tradition]} Tradition zählt die Häuser ${TRADITION_HOUSES[m.tradition]}`;
    if (!m.present) return `${where} Kein Dosha: ${houses}.`;
    const cancelled = m.cancellations.length === 0 ? '' : ` Aufgehoben wird das Dosha durch ${n.list(m.cancellations.map((c) => CANCELLATION[c]))}.`;
    return `${where} Als Dosha-Haus zählt die Stellung ${n.list(from)} aus (${houses}).${cancelled}`;
  },
  kaalSarpHeading: (k) => (k.form === 'none' ? 'Kaal Sarp: nicht vorhanden' : `Kaal Sarp: ${k.form === 'full' ? 'vollständige' : 'teilweise'} Form, Typ ${k.type}`),
  kaalSarpFacts: (k) => {
    if (k.form === 'none') return `Die sieben Grahas liegen auf beiden Seiten der Rahu-Ketu-Achse; Rahu steht im ${k.rahuHouse}. Haus.`;
    const half = k.direction === 'kaal-amrit' ? 'von Ketu vorwärts bis Rahu (Kaal Amrit)' : 'von Rahu vorwärts bis Ketu';
    const out = k.outside.length === 0 ? 'liegen alle sieben Grahas' : `liegen alle Grahas außer ${n.list(k.outside.map(dative))}`;
    return `Mit Rahu im ${k.rahuHouse}. Haus (Typ ${k.type}) ${out} in der Hälfte des Tierkreises ${half}.`;
  },
  sadeSatiHeading: (s) => (s.status === 'none' ? 'Sade Sati: läuft nicht' : `${s.status === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'}: läuft, ${PHASE[s.phase!]}`),
  sadeSatiFacts: (s, at) => {
    const moon = `Der Geburtsmond steht ${n.signIn(s.moonSign)}.`;
    const now = s.current === undefined ? `Am ${day(at)} läuft weder Sade Sati noch Dhaiya.` : `Am ${day(at)} läuft ${period(s.current)}.`;
    const next = s.next === undefined ? '' : ` Als Nächstes folgt ${period(s.next)}.`;
    return `${moon} ${now}${next}`;
  },
  graha,
  position: n.position,
  placeIn: (label, position, nakshatraPada) => `${label} ${n.position(position)} in ${nakshatraPada}`,
};
