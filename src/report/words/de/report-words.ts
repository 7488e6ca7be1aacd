import type { Element, Modality } from '../../../schemas/index.js';
import type { PartialReportWords } from '../../report-words.js';
import { capitalise, localeNames } from '../locale-names.js';

// The natal report's headings in German (issue 31): names from the German label catalogue and grammar table
// ("im Löwen", "in den Fischen"); houses as "im 8. Haus", "des 2. Hauses"; the ruler agrees with its planet
// ("Venus, Herrscherin des Horoskops"); nouns capitalised, adjectives declined after their article or without one.

const n = localeNames('de', { LilithMean: 'masculine', NorthNode: 'masculine' });
const house = (h: number) => `${h}. Haus`;
const ruler = (p: string) => (n.gender(p) === 'feminine' ? 'Herrscherin' : 'Herrscher');
/** An element: its name, its gender (the adjectives of the signature), and what is lacking. */
const ELEMENTS: Readonly<Record<Element, { readonly name: string; readonly neuter: boolean }>> = {
  Fire: { name: 'Feuer', neuter: true },
  Earth: { name: 'Erde', neuter: false },
  Air: { name: 'Luft', neuter: false },
  Water: { name: 'Wasser', neuter: true },
};
/** A modality: its name, and its adjective's stem (`kardinal-es Wasser`, `fix-e Erde`, `kardinal-e Zeichen`). */
const MODALITIES: Readonly<Record<Modality, { readonly name: string; readonly stem: string }>> = {
  Cardinal: { name: 'Kardinal', stem: 'kardinal' },
  Fixed: { name: 'Fix', stem: 'fix' },
  Mutable: { name: 'Veränderlich', stem: 'veränderlich' },
};
const DIGNITIES: Readonly<Record<string, string>> = { domicile: 'Domizil', exaltation: 'Erhöhung', detriment: 'Exil', fall: 'Fall' };
const PATTERNS = {
  grandTrine: ['Großes Trigon', 'Das Große Trigon'], tSquare: ['T-Quadrat', 'Das T-Quadrat'],
  grandCross: ['Großes Kreuz', 'Das Große Kreuz'], yod: ['Yod', 'Das Yod'], kite: ['Drachen', 'Der Drachen'],
  mysticRectangle: ['Mystisches Rechteck', 'Das Mystische Rechteck'], stellium: ['Stellium', 'Das Stellium'],
} as const;
const SHAPES = { bowl: 'Schale', bucket: 'Eimer', bundle: 'Bündel', locomotive: 'Lokomotive', seesaw: 'Wippe', splash: 'Streuung', splay: 'Fächer' } as const;
/** `01:20` → `1:20` (with "Uhr"). */
const uhr = (time: string) => `${time.replace(/^0(\d)/, '$1')} Uhr`;
/** The Sun, the Moon and the nodes take the article in a sentence (nominative). */
const prose = (p: string) => n.grammar.bodies[p]?.name ?? (p === 'NorthNode' || p === 'SouthNode' ? `der ${n.point(p)}` : p === 'LilithMean' ? 'Lilith' : n.point(p));
/** "von der Sonne", "vom Mond", "von Venus": the dative after "von". */
const von = (p: string) => {
  const name = prose(p);
  if (name.startsWith('der ') && n.gender(p) !== 'feminine') return `vom ${name.slice(4)}`;
  if (name.startsWith('die ')) return `von der ${name.slice(4)}`;
  return `von ${name}`;
};
/** "am Aszendenten", "am Deszendenten", "am Medium Coeli": the weak nouns take -en in the dative. */
const angleAt = (angle: string) => {
  const name = n.point(angle);
  return `am ${name.endsWith('ent') ? `${name}en` : name}`;
};

/** German report headings. */
export const REPORT_WORDS_DE: PartialReportWords = {
  reportTitle: 'Bericht zum Geburtshoroskop',
  titles: {
    chartRulerAndAngles: 'Horoskopherrscher und Achsen',
    sunMoonAscendant: `${n.point('Sun')}, ${n.point('Moon')} und ${n.point('Ascendant')}`,
    sunAndMoon: `${n.point('Sun')} und ${n.point('Moon')}`,
    aspects: 'Weitere Aspekte, nach Gewicht',
    patternsAndShape: 'Aspektfiguren und Horoskopform',
    balance: 'Verteilung der Elemente und Qualitäten',
    birthTimeUnknown: 'Geburtszeit unbekannt',
    dignities: 'Würden und Rezeptionen',
    houseRulers: 'Häuserherrscher',
    partOfFortune: n.point('Fortune'),
    chartShape: 'Horoskopform',
  },
  rising: (sign) => `${n.point('Ascendant')} ${n.sign(sign)}`,
  midheavenIn: (sign) => `${n.point('Midheaven')} ${n.signIn(sign)}`,
  chartRulerIn: (r, h) => `${n.point(r)}, ${ruler(r)} des Horoskops, im ${house(h)}`,
  houseRulerIn: (r, ruled, h) => `${n.point(r)}, ${ruler(r)} des ${ruled}. Hauses, im ${house(h)}`,
  rulerFacts: (r, sign, h) => `${ruler(r)} des Horoskops: ${n.point(r)} ${n.signIn(sign)}${h === undefined ? '' : `, ${house(h)}`}`,
  fortuneIn: (h) => `${n.point('Fortune')} im ${house(h)}`,
  fortuneLead: (position, h) => `${n.point('Fortune')} ${n.position(position)}, ${house(h)}`,
  dignityHeading: (body, sign, dignity) => `${n.point(body)} ${n.signIn(sign)}: ${DIGNITIES[dignity] ?? dignity}`,
  receptionHeading: (a, signA, b, signB, type) =>
    `Gegenseitige Rezeption: ${n.point(a)} ${n.signIn(signA)} und ${n.point(b)} ${n.signIn(signB)} (${type === 'mixed' ? 'durch Domizil und Erhöhung' : `durch ${DIGNITIES[type] ?? type}`})`,
  elementHeading: (e, emphasis) => (emphasis === 'dominant' ? `${ELEMENTS[e].name} überwiegt` : `Wenig ${ELEMENTS[e].name}`),
  modalityHeading: (m, emphasis) =>
    (emphasis === 'dominant' ? `${capitalise(MODALITIES[m].stem)}e Zeichen überwiegen` : `Wenige ${MODALITIES[m].stem}e Zeichen`),
  inHouseAtAngle: (p, h, angle, orb) => `${n.point(p)} im ${house(h)}, ${angleAt(angle)} (Orbis ${orb})`,
  inSignPartOfDay: (p, sign, before, time) =>
    `${n.point(p)} ${n.signIn(sign)} (${time === undefined ? (before ? 'früher an diesem Tag' : 'später an diesem Tag') : `Geburt ${before ? 'vor' : 'nach'} etwa ${uhr(time)}`})`,
  changesSign: (p) => `${capitalise(prose(p))} wechselt an diesem Tag das Zeichen`,
  noTimeHeading: 'Ohne Geburtszeit',
  proseName: prose,
  signName: n.sign,
  positionName: n.position,
  list: n.list,
  patternWhole: (type) => `${PATTERNS[type][1]} als Ganzes`,
  signChangeWhen: (time) => (time === undefined ? 'irgendwann am Tag der Geburt' : `am Tag der Geburt gegen ${uhr(time)} Ortszeit`),
  noonAspect: (heading) => {
    // The noon orb inside its parenthesis: "(Orbis 1°52′ am Mittag, applikativ): Der Wert ändert sich …".
    const atNoon = heading.replace(/\(Orbis ([^,)]+)/, '(Orbis $1 am Mittag');
    return atNoon === heading ? `${heading}, am Mittag: Der Orbis ändert sich im Lauf des Tages` : `${atNoon}: Der Wert ändert sich im Lauf des Tages`;
  },
  pointName: n.point,
  inSign: (p, sign) => `${n.point(p)} ${n.signIn(sign)}`,
  inHouse: (p, h) => `${n.point(p)} im ${house(h)}`,
  aspect: (a, type, b, orb, applying) => `${n.point(a)} ${n.catalogue.aspects[type]} ${n.point(b)} (Orbis ${orb}, ${applying ? 'applikativ' : 'separativ'})`,
  shape: (shape, leading) => `Horoskopform: ${SHAPES[shape]}${leading === undefined ? '' : `, angeführt ${von(leading)}`}`,
  pattern: (type, bodies) => `${PATTERNS[type][0]}: ${bodies.map(n.point).join(', ')}`,
  stelliumLead: (bodies, sign, houses) => {
    const where = houses.length === 0 ? '' : `, ${n.list(houses.map((h) => `${h}.`))} Haus`;
    return `${n.list(bodies.map(n.point))} ${n.signIn(sign)}${where}`;
  },
  signature: (sign, element, modality) =>
    `Signatur: ${n.sign(sign)} (${MODALITIES[modality].stem}${ELEMENTS[element].neuter ? 'es' : 'e'} ${ELEMENTS[element].name})`,
  placementLead: (p, position, h, retrograde) =>
    `${n.point(p)} ${n.position(position)}${h === undefined ? '' : `, ${house(h)}`}${retrograde ? ', rückläufig' : ''}`,
  anglesLead: (asc, mc, r) =>
    [`${n.point('Ascendant')} ${n.position(asc)}`, ...(mc === undefined ? [] : [`${n.point('Midheaven')} ${n.position(mc)}`]), ...(r === undefined ? [] : [r])].join(' · '),
  element: (e) => ELEMENTS[e].name,
  modality: (m) => MODALITIES[m].name,
  balanceLead: (elements, modalities, signature) => `${n.decimals(elements)} · ${n.decimals(modalities)} · Signatur: ${n.sign(signature)}`,
  birthLine: (date, time, zone, place, houses) =>
    [
      `Geburt: ${n.date(date, time)}${zone === undefined ? '' : ` (${zone})`}`,
      place,
      ...(time === undefined ? ['Geburtszeit unbekannt (ohne Häuser und Achsen)'] : []),
      ...(houses === undefined ? [] : [n.houses(houses)]),
    ].join(', '),
  siderealZodiac: (system, ayanamsa) => `siderischer Tierkreis (${system}, Ayanamsa ${ayanamsa})`,
  place: n.place,
  ordinal: (h) => `${h}.`,
};
