import type { Locale, MOON_PHASES, PERSPECTIVES } from '../schemas/index.js';

type MoonPhase = (typeof MOON_PHASES)[number];
type Perspective = (typeof PERSPECTIVES)[number];

/**
 * The words of `urania horoscope`'s fact lines and tables in one language (issue 31): the narrative's locales (en, es,
 * pt-BR, fr, de, `cliTextLocale`), so that the facts above a narrative speak its language. The names of signs, bodies,
 * aspects and aspect natures come from the label catalogues, the element and modality names and applying/separating
 * from `CHART_WORDS`; these are the rest. Templates are ICU messages (`formatLabel`). The record's own words (the sign's
 * keywords, a key date's event) stay as the record writes them.
 */
export interface HoroscopeWords {
  /** After the title, by perspective: ` (sun perspective)` (with its leading space). */
  readonly perspective: Readonly<Record<Perspective, string>>;
  /** `Ruler {ruler} in {sign}` */
  readonly ruler: string;
  /** `Moon {phase}, {lit}% lit; {state}` */
  readonly moon: string;
  /** `void of course in {sign}` */
  readonly voidIn: string;
  /** ` until {time}` (with its leading space) */
  readonly voidUntil: string;
  /** `in {sign}, not void` */
  readonly notVoid: string;
  readonly keyTransits: string;
  readonly none: string;
  /** `{planet} in {sign} {aspect} ({nature}, orb {orb}°, {phase})` */
  readonly transit: string;
  /** `Retrograde: {list}` */
  readonly retrograde: string;
  /** `{planet} in {sign}` */
  readonly inSign: string;
  /** ` (in the sign)` (with its leading space) */
  readonly inTheSign: string;
  /** `{sign} — week {start} to {end}` */
  readonly weekTitle: string;
  /** `Ruler {ruler}: ` */
  readonly weekRuler: string;
  /** ` all week` (with its leading space) */
  readonly allWeek: string;
  /** `Moon: ` */
  readonly weekMoon: string;
  readonly weekColumns: readonly [day: string, moon: string, isVoid: string, transits: string];
  readonly voidMark: string;
  readonly monthColumns: readonly [week: string, from: string, to: string, ingresses: string];
  readonly keyDateColumns: readonly [date: string, event: string];
  readonly yearColumns: readonly [quarter: string, date: string, ingress: string];
  /** `Q{quarter}` */
  readonly quarter: string;
  readonly eclipseColumns: readonly [eclipse: string, type: string, sign: string, impact: string];
  readonly directImpact: string;
  /** An eclipse's type by the record's English words (`total solar`). */
  readonly eclipseTypes: Readonly<Record<string, string>>;
  readonly retrogradeColumns: readonly [body: string, from: string, to: string, startsIn: string];
  readonly moonPhases: Readonly<Record<MoonPhase, string>>;
}

/** `urania horoscope`'s words in the narrative's locales (the terms of docs/i18n/<locale>.md). English is the output as it was. */
export const HOROSCOPE_WORDS: Readonly<Record<Locale, HoroscopeWords>> = {
  en: {
    perspective: { sun: ' (sun perspective)', moon: ' (moon perspective)', rising: ' (rising perspective)' },
    ruler: 'Ruler {ruler} in {sign}',
    moon: 'Moon {phase}, {lit}% lit; {state}',
    voidIn: 'void of course in {sign}',
    voidUntil: ' until {time}',
    notVoid: 'in {sign}, not void',
    keyTransits: 'Key transits:',
    none: 'none',
    transit: '{planet} in {sign} {aspect} ({nature}, orb {orb}°, {phase})',
    retrograde: 'Retrograde: {list}',
    inSign: '{planet} in {sign}',
    inTheSign: ' (in the sign)',
    weekTitle: '{sign} — week {start} to {end}',
    weekRuler: 'Ruler {ruler}: ',
    allWeek: ' all week',
    weekMoon: 'Moon: ',
    weekColumns: ['day', 'moon', 'void', 'transits'],
    voidMark: 'void',
    monthColumns: ['week', 'from', 'to', 'ingresses'],
    keyDateColumns: ['key date', 'event'],
    yearColumns: ['quarter', 'date', 'ingress'],
    quarter: 'Q{quarter}',
    eclipseColumns: ['eclipse', 'type', 'sign', ''],
    directImpact: 'direct impact',
    eclipseTypes: {},
    retrogradeColumns: ['retrograde', 'from', 'to', 'starts in'],
    moonPhases: {
      'New Moon': 'New Moon', 'Waxing Crescent': 'Waxing Crescent', 'First Quarter': 'First Quarter', 'Waxing Gibbous': 'Waxing Gibbous',
      'Full Moon': 'Full Moon', 'Waning Gibbous': 'Waning Gibbous', 'Last Quarter': 'Last Quarter', 'Waning Crescent': 'Waning Crescent',
    },
  },
  es: {
    perspective: { sun: ' (perspectiva solar)', moon: ' (perspectiva lunar)', rising: ' (perspectiva del Ascendente)' },
    ruler: 'Regente {ruler} en {sign}',
    moon: 'Luna: {phase}, iluminada al {lit} %; {state}',
    voidIn: 'vacía de curso en {sign}',
    voidUntil: ' hasta {time}',
    notVoid: 'en {sign}, no vacía de curso',
    keyTransits: 'Tránsitos principales:',
    none: 'ninguno',
    transit: '{planet} en {sign}: {aspect} ({nature}, orbe {orb}°, {phase})',
    retrograde: 'Retrógrados: {list}',
    inSign: '{planet} en {sign}',
    inTheSign: ' (en el signo)',
    weekTitle: '{sign} — semana del {start} al {end}',
    weekRuler: 'Regente {ruler}: ',
    allWeek: ' toda la semana',
    weekMoon: 'Luna: ',
    weekColumns: ['día', 'luna', 'vacía', 'tránsitos'],
    voidMark: 'vacía',
    monthColumns: ['semana', 'desde', 'hasta', 'ingresos'],
    keyDateColumns: ['fecha clave', 'evento'],
    yearColumns: ['trimestre', 'fecha', 'ingreso'],
    quarter: 'T{quarter}',
    eclipseColumns: ['eclipse', 'tipo', 'signo', ''],
    directImpact: 'impacto directo',
    eclipseTypes: {
      'total solar': 'solar total', 'annular solar': 'solar anular', 'hybrid solar': 'solar híbrido', 'partial solar': 'solar parcial',
      'total lunar': 'lunar total', 'partial lunar': 'lunar parcial', 'penumbral lunar': 'lunar penumbral',
    },
    retrogradeColumns: ['retrógrado', 'desde', 'hasta', 'empieza en'],
    moonPhases: {
      'New Moon': 'Luna nueva', 'Waxing Crescent': 'Luna creciente', 'First Quarter': 'Cuarto creciente', 'Waxing Gibbous': 'Luna gibosa creciente',
      'Full Moon': 'Luna llena', 'Waning Gibbous': 'Luna gibosa menguante', 'Last Quarter': 'Cuarto menguante', 'Waning Crescent': 'Luna menguante',
    },
  },
  'pt-BR': {
    perspective: { sun: ' (perspectiva solar)', moon: ' (perspectiva lunar)', rising: ' (perspectiva do Ascendente)' },
    ruler: 'Regente {ruler} em {sign}',
    moon: 'Lua: {phase}, {lit}% iluminada; {state}',
    voidIn: 'fora de curso em {sign}',
    voidUntil: ' até {time}',
    notVoid: 'em {sign}, não está fora de curso',
    keyTransits: 'Trânsitos principais:',
    none: 'nenhum',
    transit: '{planet} em {sign}: {aspect} ({nature}, orbe {orb}°, {phase})',
    retrograde: 'Retrógrados: {list}',
    inSign: '{planet} em {sign}',
    inTheSign: ' (no signo)',
    weekTitle: '{sign} — semana de {start} a {end}',
    weekRuler: 'Regente {ruler}: ',
    allWeek: ' a semana toda',
    weekMoon: 'Lua: ',
    weekColumns: ['dia', 'lua', 'fora de curso', 'trânsitos'],
    voidMark: 'fora de curso',
    monthColumns: ['semana', 'de', 'até', 'ingressos'],
    keyDateColumns: ['data-chave', 'evento'],
    yearColumns: ['trimestre', 'data', 'ingresso'],
    quarter: 'T{quarter}',
    eclipseColumns: ['eclipse', 'tipo', 'signo', ''],
    directImpact: 'impacto direto',
    eclipseTypes: {
      'total solar': 'solar total', 'annular solar': 'solar anular', 'hybrid solar': 'solar híbrido', 'partial solar': 'solar parcial',
      'total lunar': 'lunar total', 'partial lunar': 'lunar parcial', 'penumbral lunar': 'lunar penumbral',
    },
    retrogradeColumns: ['retrógrado', 'de', 'até', 'começa em'],
    moonPhases: {
      'New Moon': 'Lua Nova', 'Waxing Crescent': 'Lua Crescente', 'First Quarter': 'Quarto Crescente', 'Waxing Gibbous': 'Lua Gibosa Crescente',
      'Full Moon': 'Lua Cheia', 'Waning Gibbous': 'Lua Gibosa Minguante', 'Last Quarter': 'Quarto Minguante', 'Waning Crescent': 'Lua Minguante',
    },
  },
  fr: {
    perspective: { sun: ' (perspective solaire)', moon: ' (perspective lunaire)', rising: ' (perspective de l’Ascendant)' },
    ruler: 'Maître {ruler} en {sign}',
    moon: 'Lune : {phase}, éclairée à {lit} % ; {state}',
    voidIn: 'vide de course en {sign}',
    voidUntil: ' jusqu’à {time}',
    notVoid: 'en {sign}, pas vide de course',
    keyTransits: 'Transits principaux :',
    none: 'aucun',
    transit: '{planet} en {sign} : {aspect} ({nature}, orbe {orb}°, {phase})',
    retrograde: 'Rétrogrades : {list}',
    inSign: '{planet} en {sign}',
    inTheSign: ' (dans le signe)',
    weekTitle: '{sign} — semaine du {start} au {end}',
    weekRuler: 'Maître {ruler} : ',
    allWeek: ' toute la semaine',
    weekMoon: 'Lune : ',
    weekColumns: ['jour', 'lune', 'vide', 'transits'],
    voidMark: 'vide',
    monthColumns: ['semaine', 'du', 'au', 'ingrès'],
    keyDateColumns: ['date clé', 'événement'],
    yearColumns: ['trimestre', 'date', 'ingrès'],
    quarter: 'T{quarter}',
    eclipseColumns: ['éclipse', 'type', 'signe', ''],
    directImpact: 'impact direct',
    eclipseTypes: {
      'total solar': 'solaire totale', 'annular solar': 'solaire annulaire', 'hybrid solar': 'solaire hybride', 'partial solar': 'solaire partielle',
      'total lunar': 'lunaire totale', 'partial lunar': 'lunaire partielle', 'penumbral lunar': 'lunaire par la pénombre',
    },
    retrogradeColumns: ['rétrograde', 'du', 'au', 'commence en'],
    moonPhases: {
      'New Moon': 'Nouvelle Lune', 'Waxing Crescent': 'Premier croissant', 'First Quarter': 'Premier quartier', 'Waxing Gibbous': 'Lune gibbeuse croissante',
      'Full Moon': 'Pleine Lune', 'Waning Gibbous': 'Lune gibbeuse décroissante', 'Last Quarter': 'Dernier quartier', 'Waning Crescent': 'Dernier croissant',
    },
  },
  de: {
    perspective: { sun: ' (Sonnenperspektive)', moon: ' (Mondperspektive)', rising: ' (Aszendentenperspektive)' },
    ruler: 'Herrscher {ruler} im Zeichen {sign}',
    moon: 'Mond: {phase}, zu {lit} % beleuchtet; {state}',
    voidIn: 'ohne Kurs im Zeichen {sign}',
    voidUntil: ' bis {time}',
    notVoid: 'im Zeichen {sign}, nicht ohne Kurs',
    keyTransits: 'Wichtige Transite:',
    none: 'keine',
    transit: '{planet} im Zeichen {sign}: {aspect} ({nature}, Orbis {orb}°, {phase})',
    retrograde: 'Rückläufig: {list}',
    inSign: '{planet} im Zeichen {sign}',
    inTheSign: ' (im Zeichen selbst)',
    weekTitle: '{sign} — Woche vom {start} bis {end}',
    weekRuler: 'Herrscher {ruler}: ',
    allWeek: ' die ganze Woche',
    weekMoon: 'Mond: ',
    weekColumns: ['Tag', 'Mond', 'ohne Kurs', 'Transite'],
    voidMark: 'ohne Kurs',
    monthColumns: ['Woche', 'von', 'bis', 'Zeichenwechsel'],
    keyDateColumns: ['Stichtag', 'Ereignis'],
    yearColumns: ['Quartal', 'Datum', 'Zeichenwechsel'],
    quarter: 'Q{quarter}',
    eclipseColumns: ['Finsternis', 'Art', 'Zeichen', ''],
    directImpact: 'direkte Wirkung',
    eclipseTypes: {
      'total solar': 'totale Sonnenfinsternis', 'annular solar': 'ringförmige Sonnenfinsternis', 'hybrid solar': 'hybride Sonnenfinsternis',
      'partial solar': 'partielle Sonnenfinsternis', 'total lunar': 'totale Mondfinsternis', 'partial lunar': 'partielle Mondfinsternis',
      'penumbral lunar': 'Halbschatten-Mondfinsternis',
    },
    retrogradeColumns: ['rückläufig', 'von', 'bis', 'beginnt in'],
    moonPhases: {
      'New Moon': 'Neumond', 'Waxing Crescent': 'Zunehmende Sichel', 'First Quarter': 'Erstes Viertel', 'Waxing Gibbous': 'Zunehmender Dreiviertelmond',
      'Full Moon': 'Vollmond', 'Waning Gibbous': 'Abnehmender Dreiviertelmond', 'Last Quarter': 'Letztes Viertel', 'Waning Crescent': 'Abnehmende Sichel',
    },
  },
};
