import type { AspectType, Element, Modality } from '../../../schemas/index.js';
import type { PartialReportWords } from '../../report-words.js';
import { capitalise, localeNames } from '../locale-names.js';

// The natal report's headings in Brazilian Portuguese (issue 31): names from the label catalogue and grammar table;
// houses as the glossary writes them, "na Casa 8" (docs/i18n/pt-BR.md); "retrógrado" agrees ("Vênus retrógrada").

const n = localeNames('pt-BR', { LilithMean: 'feminine' });
const house = (h: number) => `Casa ${h}`;
const ASPECT_PREPOSITION: Readonly<Partial<Record<AspectType, 'a' | 'com'>>> = { opposition: 'a' };
const ELEMENTS: Readonly<Record<Element, { readonly name: string; readonly the: string; readonly little: string }>> = {
  Fire: { name: 'Fogo', the: 'o fogo', little: 'Pouco fogo' },
  Earth: { name: 'Terra', the: 'a terra', little: 'Pouca terra' },
  Air: { name: 'Ar', the: 'o ar', little: 'Pouco ar' },
  Water: { name: 'Água', the: 'a água', little: 'Pouca água' },
};
/** A modality as a name, and agreeing with a feminine (terra, água, modalidade) or a masculine element. */
const MODALITIES: Readonly<Record<Modality, { readonly name: string; readonly f: string; readonly m: string }>> = {
  Cardinal: { name: 'Cardinal', f: 'cardinal', m: 'cardinal' },
  Fixed: { name: 'Fixo', f: 'fixa', m: 'fixo' },
  Mutable: { name: 'Mutável', f: 'mutável', m: 'mutável' },
};
const DIGNITIES: Readonly<Record<string, string>> = { domicile: 'domicílio', exaltation: 'exaltação', detriment: 'exílio', fall: 'queda' };
const PATTERNS = {
  grandTrine: ['Grande trígono', 'O grande trígono'], tSquare: ['T-quadrado', 'O T-quadrado'],
  grandCross: ['Grande cruz', 'A grande cruz'], yod: ['Yod', 'O yod'], kite: ['Pipa', 'A pipa'],
  mysticRectangle: ['Retângulo místico', 'O retângulo místico'], stellium: ['Stellium', 'O stellium'],
} as const;
const SHAPES = { bowl: 'tigela', bucket: 'balde', bundle: 'feixe', locomotive: 'locomotiva', seesaw: 'gangorra', splash: 'espalhado', splay: 'leque' } as const;
/** "das 14:20", "da 01:20" (the glossary's "à 01:00"). */
const das = (time: string) => (/^0?1:/.test(time) ? `da ${time}` : `das ${time}`);
/**
 * The points that take the article in Portuguese (the Sun, the Moon, the angles, the nodes, the Part of Fortune):
 * "em trígono com o Meio do Céu", "em oposição ao Ascendente", "em oposição à Lua"; the planets go bare.
 */
const ARTICLE: Readonly<Record<string, 'o' | 'a'>> = {
  Sun: 'o', Moon: 'a', Ascendant: 'o', Midheaven: 'o', Descendant: 'o', ImumCoeli: 'o',
  NorthNode: 'o', NorthNodeMean: 'o', SouthNode: 'o', Fortune: 'a', Vertex: 'o',
};
/** A point after a preposition, contracted with its article: "ao Ascendente", "à Lua", "com o Sol", "a Saturno". */
const after = (preposition: 'a' | 'com', p: string): string => {
  const article = ARTICLE[p.replace(/\s+/g, '')];
  if (article === undefined) return `${preposition} ${n.point(p)}`;
  if (preposition === 'a') return `${article === 'o' ? 'ao' : 'à'} ${n.point(p)}`;
  return `com ${article} ${n.point(p)}`;
};
/** The Sun, the Moon and the nodes take the article in a sentence. */
const prose = (p: string) => n.grammar.bodies[p]?.name ?? (p === 'NorthNode' || p === 'SouthNode' ? `o ${n.point(p)}` : p === 'LilithMean' ? 'Lilith' : n.point(p));

/** Brazilian Portuguese report headings. */
export const REPORT_WORDS_PT_BR: PartialReportWords = {
  reportTitle: 'Relatório natal',
  titles: {
    chartRulerAndAngles: 'Regente do mapa e ângulos',
    sunMoonAscendant: `${n.point('Sun')}, ${n.point('Moon')} e ${n.point('Ascendant')}`,
    sunAndMoon: `${n.point('Sun')} e ${n.point('Moon')}`,
    aspects: 'Outros aspectos, por peso',
    patternsAndShape: 'Configurações e forma do mapa',
    balance: 'Equilíbrio de elementos e modalidades',
    birthTimeUnknown: 'Hora de nascimento desconhecida',
    dignities: 'Dignidades e recepções',
    houseRulers: 'Regentes das casas',
    partOfFortune: n.point('Fortune'),
    chartShape: 'Forma do mapa',
  },
  rising: (sign) => `${n.point('Ascendant')} ${n.signIn(sign)}`,
  midheavenIn: (sign) => `${n.point('Midheaven')} ${n.signIn(sign)}`,
  chartRulerIn: (ruler, h) => `${n.point(ruler)}, regente do mapa, na ${house(h)}`,
  houseRulerIn: (ruler, ruled, h) => `${n.point(ruler)}, regente da ${house(ruled)}, na ${house(h)}`,
  rulerFacts: (ruler, sign, h) => `${n.point(ruler)} ${n.signIn(sign)}${h === undefined ? '' : `, ${house(h)}`}`,
  fortuneIn: (h) => `${n.point('Fortune')} na ${house(h)}`,
  fortuneLead: (position, h) => `${n.point('Fortune')} ${n.position(position)}, ${house(h)}`,
  dignityHeading: (body, sign, dignity) => `${n.point(body)} ${n.signIn(sign)}: ${DIGNITIES[dignity] ?? dignity}`,
  receptionHeading: (a, signA, b, signB, type) =>
    `Recepção mútua: ${n.point(a)} ${n.signIn(signA)} e ${n.point(b)} ${n.signIn(signB)} (${type === 'mixed' ? 'por domicílio e exaltação' : `por ${DIGNITIES[type] ?? type}`})`,
  elementHeading: (e, emphasis) => (emphasis === 'dominant' ? `Predomina ${ELEMENTS[e].the}` : ELEMENTS[e].little),
  modalityHeading: (m, emphasis) => `${emphasis === 'dominant' ? 'Predomina a' : 'Pouca'} modalidade ${MODALITIES[m].f}`,
  // "junto ao Descendente": a planet within orb of an angle may stand just before its cusp, in the house before.
  inHouseAtAngle: (p, h, angle, orb) => `${n.point(p)} na ${house(h)}, junto ao ${n.point(angle)} (orbe ${orb})`,
  inSignPartOfDay: (p, sign, before, time) =>
    `${n.point(p)} ${n.signIn(sign)} (${time === undefined ? (before ? 'mais cedo nesse dia' : 'mais tarde nesse dia') : `se o nascimento foi ${before ? 'antes' : 'depois'} ${das(time)}, aprox.`})`,
  changesSign: (p) => `${capitalise(prose(p))} muda de signo nesse dia`,
  noTimeHeading: 'Sem hora de nascimento',
  proseName: prose,
  signName: n.sign,
  positionName: n.position,
  list: n.list,
  patternWhole: (type) => `${PATTERNS[type][1]} como um todo`,
  signChangeWhen: (time) => (time === undefined ? 'em algum momento desse dia' : `por volta ${das(time)}, hora local`),
  // "(orbe 1°52′ ao meio-dia, em aplicação): o orbe muda ao longo do dia": the noon goes with the orb it dates.
  noonAspect: (heading) => {
    const atNoon = heading.replace(/\(orbe ([^,)]+)/, '(orbe $1 ao meio-dia');
    return atNoon === heading ? `${heading}, ao meio-dia: o orbe muda ao longo do dia` : `${atNoon}: o orbe muda ao longo do dia`;
  },
  pointName: n.point,
  inSign: (p, sign) => `${n.point(p)} ${n.signIn(sign)}`,
  inHouse: (p, h) => `${n.point(p)} na ${house(h)}`,
  aspect: (a, type, b, orb, applying) =>
    `${n.point(a)} em ${n.catalogue.aspects[type]} ${after(ASPECT_PREPOSITION[type] ?? 'com', b)} (orbe ${orb}, ${applying ? 'em aplicação' : 'em separação'})`,
  shape: (shape, leading) => `Forma do mapa: ${SHAPES[shape]}${leading === undefined ? '' : `, com ${prose(leading)} à frente`}`,
  pattern: (type, bodies) => `${PATTERNS[type][0]}: ${bodies.map(n.point).join(', ')}`,
  stelliumLead: (bodies, sign, houses) => {
    const where = houses.length === 0 ? '' : houses.length === 1 ? `, ${house(houses[0]!)}` : `, Casas ${n.list(houses.map(String))}`;
    return `${n.list(bodies.map(n.point))} ${n.signIn(sign)}${where}`;
  },
  signature: (sign, element, modality) =>
    `Assinatura: ${n.sign(sign)} (${ELEMENTS[element].name.toLowerCase()} ${MODALITIES[modality][element === 'Earth' || element === 'Water' ? 'f' : 'm']})`,
  placementLead: (p, position, h, retrograde) =>
    `${n.point(p)} ${n.position(position)}${h === undefined ? '' : `, ${house(h)}`}${retrograde ? `, ${n.gender(p) === 'feminine' ? 'retrógrada' : 'retrógrado'}` : ''}`,
  anglesLead: (asc, mc, ruler) =>
    [`${n.point('Ascendant')} ${n.position(asc)}`, ...(mc === undefined ? [] : [`${n.point('Midheaven')} ${n.position(mc)}`]), ...(ruler === undefined ? [] : [`regente do mapa: ${ruler}`])].join(' · '),
  element: (e) => ELEMENTS[e].name,
  modality: (m) => MODALITIES[m].name,
  balanceLead: (elements, modalities, signature) => `${n.decimals(elements)} · ${n.decimals(modalities)} · assinatura: ${n.sign(signature)}`,
  birthLine: (date, time, zone, place, houses) =>
    [
      `Nascimento: ${n.date(date, time)}${zone === undefined ? '' : ` (${zone})`}`,
      place,
      ...(time === undefined ? ['hora de nascimento desconhecida (sem casas nem ângulos)'] : []),
      ...(houses === undefined ? [] : [n.houses(houses)]),
    ].join(', '),
  siderealZodiac: (system, ayanamsa) => `zodíaco sideral (${system}, ayanamsa ${ayanamsa})`,
  place: n.place,
  ordinal: (h) => `${h}ª`,
};
