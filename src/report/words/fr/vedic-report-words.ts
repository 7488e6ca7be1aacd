import type { SadeSatiPeriod } from '../../../schemas/index.js';
import type { PartialVedicReportWords } from '../../vedic-report-words.js';
import { localeNames } from '../locale-names.js';

// The Vedic report's headings and facts lines in French (issue 31): the grahas and signs by the French label
// catalogue, dates as French writes them (« 1er mars 2020 »); the Sanskrit terms as docs/i18n/fr.md keeps them (le
// nakshatra, le pada, la mahadasha, le dosha, les grahas); houses as « en maison 7 »; a space before the colon.

const n = localeNames('fr', {});
const graha = (g: string) => (n.catalogue.grahas as Readonly<Record<string, string>>)[g] ?? g;
/** « du Soleil », « de la Lune », « de Vénus ». */
const of = (g: string) => (g === 'Sun' ? 'du Soleil' : g === 'Moon' ? 'de la Lune' : `de ${graha(g)}`);
const day = (iso: string) => n.date(iso.slice(0, 10), undefined);
const TRADITION = { classical: 'classique', 'south-indian': 'd’Inde du Sud', extended: 'étendue' } as const;
const TRADITION_HOUSES = { classical: '1, 4, 7, 8 et 12', 'south-indian': '2, 4, 7, 8 et 12', extended: '1, 2, 4, 7, 8 et 12' } as const;
const CANCELLATION = {
  'mars-own-or-exalted': 'Mars en domicile ou dans son signe d’exaltation',
  'mars-with-or-aspected-by-jupiter': 'Mars conjoint à Jupiter ou aspecté par lui',
  'mars-with-moon': 'Mars conjoint à la Lune',
  'mars-sign-exception': 'l’exception de signe pour Mars dans cette maison',
} as const;
const PHASE = {
  rising: 'phase montante', peak: 'phase culminante', setting: 'phase descendante',
  fourth: 'Saturne en maison 4 depuis la Lune', eighth: 'Saturne en maison 8 depuis la Lune',
} as const;
/** The catalogue names that gloss in English (src/vedic/yoga-rules-raja-dhana.ts), in French; the others are Sanskrit. */
const YOGA_NAME: Readonly<Record<string, string>> = {
  'Raja (kendra–trikona lords)': 'Raja (maîtres de kendra et de trikona)',
  'Dhana (2nd and 11th lords)': 'Dhana (maîtres de la 2 et de la 11)',
  'Dhana (trikona and wealth lords)': 'Dhana (maîtres de trikona et de richesse)',
};
const yogaName = (name: string) => YOGA_NAME[name] ?? name;
const period = (p: SadeSatiPeriod) => `${p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} du ${day(p.start)} au ${day(p.end)}`;

/** French Vedic report words. */
export const VEDIC_REPORT_WORDS_FR: PartialVedicReportWords = {
  title: 'Rapport védique',
  subtitle: (birthDate, at, ayanamsa) => `Naissance le ${day(birthDate)}, périodes lues le ${day(at)} ; zodiaque sidéral (${ayanamsa})`,
  titles: {
    'chart-in-brief': 'Le thème en bref',
    'moon-nakshatra': 'Le nakshatra de la Lune',
    'lagna-nakshatra': 'Le nakshatra du Lagna',
    dasha: 'Vimshottari dasha',
    yogas: 'Yogas',
    doshas: 'Doshas',
  },
  columns: ['Graha', 'Position sidérale', 'Nakshatra', 'Pada', 'Maison'],
  nakshatraPada: (nakshatra, pada) => `${nakshatra}, pada ${pada}`,
  nakshatraFacts: (ruler, deity, symbol, gana) => `maître ${graha(ruler)} · divinité ${deity} · symbole ${symbol} · gana ${gana}`,
  lagna: 'Lagna',
  moon: 'Lune',
  moonIn: (nakshatra) => `La Lune en ${nakshatra}`,
  lagnaIn: (nakshatra) => `Le Lagna en ${nakshatra}`,
  padaHeading: (nakshatra, pada, navamsa) => `${nakshatra}, pada ${pada} (navamsa ${n.sign(navamsa)})`,
  sameAsMoon: 'le nakshatra de la Lune, lu plus haut',
  mahadashaHeading: (lord, start, end) => `Mahadasha ${of(lord)}, du ${day(start)} au ${day(end)}`,
  antardashaHeading: (maha, antar, start, end) => `Antardasha ${of(antar)} dans la mahadasha ${of(maha)}, du ${day(start)} au ${day(end)}`,
  dashaLead: (at) => `Les périodes en cours le ${day(at)}, comptées depuis le nakshatra de la Lune`,
  yogasLead: (present, catalogue) => `${present === 0 ? `Aucun des ${catalogue} yogas du catalogue n’est présent` : `${present} des ${catalogue} yogas du catalogue ${present === 1 ? 'est présent' : 'sont présents'}`} (maisons en signes entiers depuis le Lagna)`,
  yogaHeading: (name, grahas) => (grahas.length === 0 ? yogaName(name) : `${yogaName(name)} : ${n.list(grahas.map(graha))}`),
  yogaFacts: (rule, source) => `Règle : ${rule} Source : ${source}.`,
  doshasLead: 'Manglik et Kaal Sarp d’après le thème natal ; Sade Sati d’après le transit de Saturne à la date du rapport',
  manglikHeading: (m) => `Manglik (Kuja) dosha : ${m.effective ? 'présent' : m.present ? 'présent, annulé' : 'absent'}`,
  manglikFacts: (m) => {
    const where = `Mars est en maison ${m.fromAscendant.house} depuis le Lagna, en maison ${m.fromMoon.house} depuis la Lune et en maison ${m.fromVenus.house} depuis Vénus.`;
    const from = [m.fromAscendant.present ? 'le Lagna' : '', m.fromMoon.present ? 'la Lune' : '', m.fromVenus.present ? 'Vénus' : ''].filter(Boolean);
    const houses = `la tradition ${TRADITION[m.tradition]} compte les maisons ${TRADITION_HOUSES[m.tradition]}`;
    if (!m.present) return `${where} Pas de dosha : ${houses}.`;
    // One « par » each: « par Mars conjoint à Jupiter ou aspecté par lui, et par l’exception… » (the « ou » inside the
    // first item made a bare « et » read as joining Jupiter and the exception).
    const by = m.cancellations.map((c) => `par ${CANCELLATION[c]}`);
    const cancelled = by.length === 0 ? '' : ` Il est annulé ${by.length === 1 ? by[0] : `${by.slice(0, -1).join(', ')}, et ${by[by.length - 1]}`}.`;
    return `${where} C’est une maison de dosha depuis ${n.list(from)} (${houses}).${cancelled}`;
  },
  kaalSarpHeading: (k) => (k.form === 'none' ? 'Kaal Sarp : absent' : `Kaal Sarp : forme ${k.form === 'full' ? 'complète' : 'partielle'}, type ${k.type}`),
  kaalSarpFacts: (k) => {
    if (k.form === 'none') return `Les sept grahas se répartissent des deux côtés de l’axe Rahu–Ketu ; Rahu est en maison ${k.rahuHouse}.`;
    const half = k.direction === 'kaal-amrit' ? 'de Ketu à Rahu dans l’ordre des signes (Kaal Amrit)' : 'de Rahu à Ketu dans l’ordre des signes';
    const out = k.outside.length === 0 ? 'les sept grahas se trouvent' : `tous les grahas sauf ${n.list(k.outside.map(graha))} se trouvent`;
    return `Avec Rahu en maison ${k.rahuHouse} (type ${k.type}), ${out} dans la moitié du zodiaque qui va ${half}.`;
  },
  sadeSatiHeading: (s) => (s.status === 'none' ? 'Sade Sati : pas en cours' : `${s.status === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} : en cours, ${PHASE[s.phase!]}`),
  sadeSatiFacts: (s, at) => {
    const moon = `La Lune natale est ${n.signIn(s.moonSign)}.`;
    const now = s.current === undefined ? `Le ${day(at)}, ni Sade Sati ni Dhaiya n’est en cours.` : `Le ${day(at)}, le ${period(s.current)} est en cours.`;
    const next = s.next === undefined ? '' : ` Le prochain est le ${period(s.next)}.`;
    return `${moon} ${now}${next}`;
  },
  graha,
  position: n.position,
  placeIn: (label, position, nakshatraPada) => `${label} ${n.position(position)} en ${nakshatraPada}`,
};
