import type { Element, Modality } from '../../../schemas/index.js';
import type { PartialReportWords } from '../../report-words.js';
import { capitalise, localeNames } from '../locale-names.js';

// The natal report's headings in French (issue 31): names from the French label catalogue and grammar table
// ("en Lion", "du Lion"); houses as « en maison 8 »; the ruler agrees with its planet (« Vénus, maîtresse du
// thème »); times as French writes them (« 14 h 20 »); a space before the colon, as the glossary asks.

const n = localeNames('fr', { LilithMean: 'feminine', Fortune: 'feminine' });
const house = (h: number) => `maison ${h}`;
const ruler = (p: string) => (n.gender(p) === 'feminine' ? 'maîtresse' : 'maître');
const ELEMENTS: Readonly<Record<Element, { readonly name: string; readonly the: string; readonly little: string; readonly f: boolean }>> = {
  Fire: { name: 'Feu', the: 'Le feu', little: 'Peu de feu', f: false },
  Earth: { name: 'Terre', the: 'La terre', little: 'Peu de terre', f: true },
  Air: { name: 'Air', the: 'L’air', little: 'Peu d’air', f: false },
  Water: { name: 'Eau', the: 'L’eau', little: 'Peu d’eau', f: true },
};
/** A modality as a name, agreeing with a masculine or a feminine element, and of the signs in the plural. */
const MODALITIES: Readonly<Record<Modality, { readonly name: string; readonly m: string; readonly f: string; readonly signs: string }>> = {
  Cardinal: { name: 'Cardinal', m: 'cardinal', f: 'cardinale', signs: 'signes cardinaux' },
  Fixed: { name: 'Fixe', m: 'fixe', f: 'fixe', signs: 'signes fixes' },
  Mutable: { name: 'Mutable', m: 'mutable', f: 'mutable', signs: 'signes mutables' },
};
const DIGNITIES: Readonly<Record<string, string>> = { domicile: 'domicile', exaltation: 'exaltation', detriment: 'exil', fall: 'chute' };
const PATTERNS = {
  grandTrine: ['Grand trigone', 'Le grand trigone'], tSquare: ['T-carré', 'Le T-carré'],
  grandCross: ['Grande croix', 'La grande croix'], yod: ['Yod', 'Le yod'], kite: ['Cerf-volant', 'Le cerf-volant'],
  mysticRectangle: ['Rectangle mystique', 'Le rectangle mystique'], stellium: ['Stellium', 'Le stellium'],
} as const;
const SHAPES = { bowl: 'coupe', bucket: 'seau', bundle: 'faisceau', locomotive: 'locomotive', seesaw: 'balançoire', splash: 'éparpillement', splay: 'éventail' } as const;
/** `14:20` → `14 h 20`. */
const heure = (time: string) => time.replace(/^0?(\d+):(\d{2}).*$/, '$1 h $2');
/** The Sun, the Moon and the nodes take the article in a sentence. */
const prose = (p: string) => n.grammar.bodies[p]?.name ?? (p === 'NorthNode' || p === 'SouthNode' ? `le ${n.point(p)}` : p === 'LilithMean' ? 'Lilith' : n.point(p));
/**
 * A point within orb of an angle is « conjoint » to it, agreeing with the point (« Vénus conjointe à l’Ascendant »,
 * « Mars conjoint au Descendant »): the orb can fall on either side of the cusp, so « au Descendant » alone would put a
 * 6th-house Mars on the angle itself.
 */
const angleAt = (p: string, angle: string) => {
  const name = n.point(angle);
  const conjoint = n.gender(p) === 'feminine' ? 'conjointe' : 'conjoint';
  return /^[AEIOUÉ]/.test(name) ? `${conjoint} à l’${name}` : `${conjoint} au ${name}`;
};

/** French report headings. */
export const REPORT_WORDS_FR: PartialReportWords = {
  reportTitle: 'Rapport natal',
  titles: {
    chartRulerAndAngles: 'Maître du thème et angles',
    sunMoonAscendant: `${n.point('Sun')}, ${n.point('Moon')} et ${n.point('Ascendant')}`,
    sunAndMoon: `${n.point('Sun')} et ${n.point('Moon')}`,
    aspects: 'Autres aspects, par poids',
    patternsAndShape: 'Configurations et forme du thème',
    balance: 'Équilibre des éléments et des modes',
    birthTimeUnknown: 'Heure de naissance inconnue',
    dignities: 'Dignités et réceptions',
    houseRulers: 'Maîtres des maisons',
    partOfFortune: n.point('Fortune'),
    chartShape: 'Forme du thème',
  },
  rising: (sign) => `${n.point('Ascendant')} ${n.sign(sign)}`,
  midheavenIn: (sign) => `${n.point('Midheaven')} ${n.signIn(sign)}`,
  chartRulerIn: (r, h) => `${n.point(r)}, ${ruler(r)} du thème, en ${house(h)}`,
  houseRulerIn: (r, ruled, h) => `${n.point(r)}, ${ruler(r)} de la ${house(ruled)}, en ${house(h)}`,
  rulerFacts: (r, sign, h) => `${ruler(r)} du thème : ${n.point(r)} ${n.signIn(sign)}${h === undefined ? '' : `, ${house(h)}`}`,
  fortuneIn: (h) => `${n.point('Fortune')} en ${house(h)}`,
  fortuneLead: (position, h) => `${n.point('Fortune')} ${n.position(position)}, ${house(h)}`,
  dignityHeading: (body, sign, dignity) => `${n.point(body)} ${n.signIn(sign)} : ${DIGNITIES[dignity] ?? dignity}`,
  receptionHeading: (a, signA, b, signB, type) =>
    `Réception mutuelle : ${n.point(a)} ${n.signIn(signA)} et ${n.point(b)} ${n.signIn(signB)} (${type === 'mixed' ? 'par domicile et exaltation' : `par ${DIGNITIES[type] ?? type}`})`,
  elementHeading: (e, emphasis) => (emphasis === 'dominant' ? `${ELEMENTS[e].the} domine` : ELEMENTS[e].little),
  modalityHeading: (m, emphasis) => (emphasis === 'dominant' ? `Les ${MODALITIES[m].signs} dominent` : `Peu de ${MODALITIES[m].signs}`),
  inHouseAtAngle: (p, h, angle, orb) => `${n.point(p)} en ${house(h)}, ${angleAt(p, angle)} (orbe ${orb})`,
  inSignPartOfDay: (p, sign, before, time) =>
    `${n.point(p)} ${n.signIn(sign)} (${time === undefined ? (before ? 'plus tôt ce jour-là' : 'plus tard ce jour-là') : `naissance ${before ? 'avant' : 'après'} ${heure(time)} environ`})`,
  changesSign: (p) => `${capitalise(prose(p))} change de signe ce jour-là`,
  noTimeHeading: 'Sans heure de naissance',
  proseName: prose,
  signName: n.sign,
  positionName: n.position,
  list: n.list,
  patternWhole: (type) => `${PATTERNS[type][1]} dans son ensemble`,
  signChangeWhen: (time) => (time === undefined ? 'à un moment de ce jour-là' : `vers ${heure(time)}, heure locale`),
  // « (orbe 1°52′ à midi, appliquant) : l’orbe change au fil de la journée »: the noon dates the orb, not the aspect.
  noonAspect: (heading) => {
    const atNoon = heading.replace(/\(orbe ([^,)]+)/, '(orbe $1 à midi');
    return atNoon === heading ? `${heading}, à midi : l’orbe change au fil de la journée` : `${atNoon} : l’orbe change au fil de la journée`;
  },
  pointName: n.point,
  inSign: (p, sign) => `${n.point(p)} ${n.signIn(sign)}`,
  inHouse: (p, h) => `${n.point(p)} en ${house(h)}`,
  aspect: (a, type, b, orb, applying) => `${n.point(a)} ${n.catalogue.aspects[type]} ${n.point(b)} (orbe ${orb}, ${applying ? 'appliquant' : 'séparant'})`,
  shape: (shape, leading) => `Forme du thème : ${SHAPES[shape]}${leading === undefined ? '' : `, menée par ${prose(leading)}`}`,
  pattern: (type, bodies) => `${PATTERNS[type][0]} : ${bodies.map(n.point).join(', ')}`,
  stelliumLead: (bodies, sign, houses) => {
    const where = houses.length === 0 ? '' : houses.length === 1 ? `, ${house(houses[0]!)}` : `, maisons ${n.list(houses.map(String))}`;
    return `${n.list(bodies.map(n.point))} ${n.signIn(sign)}${where}`;
  },
  signature: (sign, element, modality) =>
    `Signature : ${n.sign(sign)} (${ELEMENTS[element].name.toLowerCase()} ${MODALITIES[modality][ELEMENTS[element].f ? 'f' : 'm']})`,
  placementLead: (p, position, h, retrograde) =>
    `${n.point(p)} ${n.position(position)}${h === undefined ? '' : `, ${house(h)}`}${retrograde ? ', rétrograde' : ''}`,
  anglesLead: (asc, mc, r) =>
    [`${n.point('Ascendant')} ${n.position(asc)}`, ...(mc === undefined ? [] : [`${n.point('Midheaven')} ${n.position(mc)}`]), ...(r === undefined ? [] : [r])].join(' · '),
  element: (e) => ELEMENTS[e].name,
  modality: (m) => MODALITIES[m].name,
  balanceLead: (elements, modalities, signature) => `${n.decimals(elements)} · ${n.decimals(modalities)} · signature : ${n.sign(signature)}`,
  birthLine: (date, time, zone, place, houses) =>
    [
      `Naissance : ${n.date(date, time)}${zone === undefined ? '' : ` (${zone})`}`,
      place,
      ...(time === undefined ? ['heure de naissance inconnue (ni maisons ni angles)'] : []),
      ...(houses === undefined ? [] : [n.houses(houses)]),
    ].join(', '),
  siderealZodiac: (system, ayanamsa) => `zodiaque sidéral (${system}, ayanamsa ${ayanamsa})`,
  place: n.place,
  ordinal: (h) => (h === 1 ? '1re' : `${h}e`),
};
