import type { AspectType, Element, Modality } from '../../../schemas/index.js';
import type { PartialReportWords } from '../../report-words.js';
import { capitalise, localeNames } from '../locale-names.js';

// The natal report's headings in Spanish (issue 31): names from the Spanish label catalogue and grammar table;
// houses as the glossary writes them, "la Casa 8" (docs/i18n/es.md); "regente" does not agree, "retrógrado" does.

const n = localeNames('es', { LilithMean: 'feminine' });
const house = (h: number) => `Casa ${h}`;
const ASPECT_PREPOSITION: Readonly<Partial<Record<AspectType, 'a' | 'con'>>> = { opposition: 'a' };
const ELEMENTS: Readonly<Record<Element, { readonly name: string; readonly the: string; readonly little: string }>> = {
  Fire: { name: 'Fuego', the: 'el fuego', little: 'Poco fuego' },
  Earth: { name: 'Tierra', the: 'la tierra', little: 'Poca tierra' },
  Air: { name: 'Aire', the: 'el aire', little: 'Poco aire' },
  Water: { name: 'Agua', the: 'el agua', little: 'Poca agua' },
};
/** A modality as a name, and agreeing with a feminine (tierra, agua) or a masculine element. */
const MODALITIES: Readonly<Record<Modality, { readonly name: string; readonly f: string; readonly m: string }>> = {
  Cardinal: { name: 'Cardinal', f: 'cardinal', m: 'cardinal' },
  Fixed: { name: 'Fijo', f: 'fija', m: 'fijo' },
  Mutable: { name: 'Mutable', f: 'mutable', m: 'mutable' },
};
const DIGNITIES: Readonly<Record<string, string>> = { domicile: 'domicilio', exaltation: 'exaltación', detriment: 'exilio', fall: 'caída' };
const PATTERNS = {
  grandTrine: ['Gran trígono', 'El gran trígono'], tSquare: ['Cuadratura en T', 'La cuadratura en T'],
  grandCross: ['Gran cruz', 'La gran cruz'], yod: ['Yod', 'El yod'], kite: ['Cometa', 'La cometa'],
  mysticRectangle: ['Rectángulo místico', 'El rectángulo místico'], stellium: ['Stellium', 'El stellium'],
} as const;
const SHAPES = { bowl: 'cuenco', bucket: 'cubo', bundle: 'racimo', locomotive: 'locomotora', seesaw: 'balancín', splash: 'disperso', splay: 'abanico' } as const;
/** "a las 14:20", "a la 1:20". */
const las = (time: string) => (/^0?1:/.test(time) ? `la ${time.replace(/^0/, '')}` : `las ${time}`);
/** The Sun, the Moon and the nodes take the article in a sentence. */
const prose = (p: string) => n.grammar.bodies[p]?.name ?? (p === 'NorthNode' || p === 'SouthNode' ? `el ${n.point(p)}` : p === 'LilithMean' ? 'Lilith' : n.point(p));
/**
 * The points that take the article in Spanish (the Sun, the Moon, the angles, the nodes, the Part of Fortune):
 * "en trígono con el Medio Cielo", "en oposición al Ascendente", "en oposición a la Luna"; the planets go bare.
 */
const ARTICLE: Readonly<Record<string, 'el' | 'la'>> = {
  Sun: 'el', Moon: 'la', Ascendant: 'el', Midheaven: 'el', Descendant: 'el', ImumCoeli: 'el',
  NorthNode: 'el', NorthNodeMean: 'el', SouthNode: 'el', Fortune: 'la', Vertex: 'el',
};
/** A point after a preposition, contracted with its article: "al Ascendente", "a la Luna", "con el Sol", "a Saturno". */
const after = (preposition: 'a' | 'con', p: string): string => {
  const article = ARTICLE[p.replace(/\s+/g, '')];
  if (article === undefined) return `${preposition} ${n.point(p)}`;
  if (preposition === 'a' && article === 'el') return `al ${n.point(p)}`;
  return `${preposition} ${article} ${n.point(p)}`;
};
/** "junto al Descendente": a point within orb of an angle may stand just before its cusp, in the house before. */
const angleAt = (angle: string) => `junto ${after('a', angle)}`;

/** Spanish report headings. */
export const REPORT_WORDS_ES: PartialReportWords = {
  reportTitle: 'Informe natal',
  titles: {
    chartRulerAndAngles: 'Regente de la carta y ángulos',
    sunMoonAscendant: `${n.point('Sun')}, ${n.point('Moon')} y ${n.point('Ascendant')}`,
    sunAndMoon: `${n.point('Sun')} y ${n.point('Moon')}`,
    aspects: 'Otros aspectos, por peso',
    patternsAndShape: 'Configuraciones y forma de la carta',
    balance: 'Equilibrio de elementos y modalidades',
    birthTimeUnknown: 'Hora de nacimiento desconocida',
    dignities: 'Dignidades y recepciones',
    houseRulers: 'Regentes de las casas',
    partOfFortune: n.point('Fortune'),
    chartShape: 'Forma de la carta',
  },
  rising: (sign) => `${n.point('Ascendant')} ${n.signIn(sign)}`,
  midheavenIn: (sign) => `${n.point('Midheaven')} ${n.signIn(sign)}`,
  chartRulerIn: (ruler, h) => `${n.point(ruler)}, regente de la carta, en la ${house(h)}`,
  houseRulerIn: (ruler, ruled, h) => `${n.point(ruler)}, regente de la ${house(ruled)}, en la ${house(h)}`,
  rulerFacts: (ruler, sign, h) => `${n.point(ruler)} ${n.signIn(sign)}${h === undefined ? '' : `, ${house(h)}`}`,
  fortuneIn: (h) => `${n.point('Fortune')} en la ${house(h)}`,
  fortuneLead: (position, h) => `${n.point('Fortune')} ${n.position(position)}, ${house(h)}`,
  dignityHeading: (body, sign, dignity) => `${n.point(body)} ${n.signIn(sign)}: ${DIGNITIES[dignity] ?? dignity}`,
  receptionHeading: (a, signA, b, signB, type) =>
    `Recepción mutua: ${n.point(a)} ${n.signIn(signA)} y ${n.point(b)} ${n.signIn(signB)} (${type === 'mixed' ? 'por domicilio y exaltación' : `por ${DIGNITIES[type] ?? type}`})`,
  elementHeading: (e, emphasis) => (emphasis === 'dominant' ? `Predomina ${ELEMENTS[e].the}` : ELEMENTS[e].little),
  modalityHeading: (m, emphasis) => `${emphasis === 'dominant' ? 'Predomina la' : 'Poca'} modalidad ${MODALITIES[m].f}`,
  inHouseAtAngle: (p, h, angle, orb) => `${n.point(p)} en la ${house(h)}, ${angleAt(angle)} (orbe ${orb})`,
  inSignPartOfDay: (p, sign, before, time) =>
    `${n.point(p)} ${n.signIn(sign)} (${time === undefined ? (before ? 'más temprano ese día' : 'más tarde ese día') : `si el nacimiento fue ${before ? 'antes' : 'después'} de ${las(time)}, aprox.`})`,
  changesSign: (p) => `${capitalise(prose(p))} cambia de signo ese día`,
  noTimeHeading: 'Sin hora de nacimiento',
  proseName: prose,
  signName: n.sign,
  positionName: n.position,
  list: n.list,
  patternWhole: (type) => `${PATTERNS[type][1]} en su conjunto`,
  signChangeWhen: (time) => (time === undefined ? 'a alguna hora de ese día' : `hacia ${las(time)}, hora local`),
  // "(orbe 1°52′ a mediodía, en aplicación): el orbe cambia a lo largo del día": the noon goes with the orb it dates.
  noonAspect: (heading) => {
    const atNoon = heading.replace(/\(orbe ([^,)]+)/, '(orbe $1 a mediodía');
    return atNoon === heading ? `${heading}, a mediodía: el orbe cambia a lo largo del día` : `${atNoon}: el orbe cambia a lo largo del día`;
  },
  pointName: n.point,
  inSign: (p, sign) => `${n.point(p)} ${n.signIn(sign)}`,
  inHouse: (p, h) => `${n.point(p)} en la ${house(h)}`,
  aspect: (a, type, b, orb, applying) =>
    `${n.point(a)} en ${n.catalogue.aspects[type]} ${after(ASPECT_PREPOSITION[type] ?? 'con', b)} (orbe ${orb}, ${applying ? 'en aplicación' : 'en separación'})`,
  shape: (shape, leading) => `Forma de la carta: ${SHAPES[shape]}${leading === undefined ? '' : `, con ${prose(leading)} al frente`}`,
  pattern: (type, bodies) => `${PATTERNS[type][0]}: ${bodies.map(n.point).join(', ')}`,
  stelliumLead: (bodies, sign, houses) => {
    const where = houses.length === 0 ? '' : houses.length === 1 ? `, ${house(houses[0]!)}` : `, Casas ${n.list(houses.map(String))}`;
    return `${n.list(bodies.map(n.point))} ${n.signIn(sign)}${where}`;
  },
  signature: (sign, element, modality) =>
    `Firma: ${n.sign(sign)} (${ELEMENTS[element].name.toLowerCase()} ${MODALITIES[modality][element === 'Earth' || element === 'Water' ? 'f' : 'm']})`,
  placementLead: (p, position, h, retrograde) =>
    `${n.point(p)} ${n.position(position)}${h === undefined ? '' : `, ${house(h)}`}${retrograde ? `, ${n.gender(p) === 'feminine' ? 'retrógrada' : 'retrógrado'}` : ''}`,
  anglesLead: (asc, mc, ruler) =>
    [`${n.point('Ascendant')} ${n.position(asc)}`, ...(mc === undefined ? [] : [`${n.point('Midheaven')} ${n.position(mc)}`]), ...(ruler === undefined ? [] : [`regente de la carta: ${ruler}`])].join(' · '),
  element: (e) => ELEMENTS[e].name,
  modality: (m) => MODALITIES[m].name,
  balanceLead: (elements, modalities, signature) => `${n.decimals(elements)} · ${n.decimals(modalities)} · firma: ${n.sign(signature)}`,
  birthLine: (date, time, zone, place, houses) =>
    [
      `Nacimiento: ${n.date(date, time)}${zone === undefined ? '' : ` (${zone})`}`,
      place,
      ...(time === undefined ? ['hora de nacimiento desconocida (sin casas ni ángulos)'] : []),
      ...(houses === undefined ? [] : [n.houses(houses)]),
    ].join(', '),
  siderealZodiac: (system, ayanamsa) => `zodíaco sideral (${system}, ayanamsa ${ayanamsa})`,
  place: n.place,
  ordinal: (h) => `${h}.ª`,
};
