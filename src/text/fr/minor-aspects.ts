// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { MinorAspectText, PointThemes } from '../minor-aspect-text.js';

/** Les aspects mineurs en français, chacun lu avec les thèmes du couple de points qu’il relie. */
export const MINOR_ASPECTS_FR: MinorAspectText = {
  quincunx: {
    quality: 'un angle d’ajustement malaisé',
    description: `Le quinconce, de 150 degrés, unit deux signes qui n’ont en commun ni élément ni mode, si bien que les fonctions qu’il relie semblent parler deux langues différentes. Rien ne se heurte ouvertement ; c’est plutôt un bourdonnement sourd et continu de décalage qui réclame de petites corrections répétées, comme une chaussure presque à la bonne taille qu’il faut relacer autrement chaque matin. Vécu avec patience, il enseigne le réglage fin, l’humilité et l’art de faire place à deux besoins à la fois.`,
    keywords: ['ajustement', 'réglage fin', 'décalage'],
  },
  semiSextile: {
    quality: 'un lien discret de bon voisinage',
    description: `Le semi-sextile, de 30 degrés, unit des signes voisins, différents par l’élément et le mode bien qu’ils se touchent. Le lien est ténu et pratique : chaque fonction emprunte un peu à l’autre, souvent sans s’en apercevoir, à la manière de voisins qui se prêtent des outils par-dessus la haie. Son don est une croissance lente et cumulative ; son risque, un léger agacement devant une habitude trop proche pour être ignorée.`,
    keywords: ['voisinage', 'croissance progressive', 'lien subtil'],
  },
  semiSquare: {
    quality: 'une friction vive et impatiente',
    description: `Le semi-carré, de 45 degrés, est la moitié d’un carré : la même poussée vers l’action, sans tout le poids d’une crise. Il se manifeste comme de l’impatience, un caillou dans la chaussure qui tient deux fonctions en éveil et légèrement à contretemps. Bien employé, il fournit la petite impulsion qui lance une tâche et la fait avancer ; livré à lui-même, il use les nerfs.`,
    keywords: ['friction', 'impatience', 'aiguillon'],
  },
  sesquiquadrate: {
    quality: 'une tension différée qui s’accumule',
    description: `Le sesqui-carré, de 135 degrés, soit un carré et demi, apporte une tension qui grandit à l’abri des regards avant de faire surface au moment le moins commode. Les deux fonctions s’en tirent assez bien chacune de leur côté, mais trébuchent l’une sur l’autre dès que la pression monte. La conscience en fait de la prévoyance : repérer les premiers signes de surcharge permet de dépenser cette énergie à dessein plutôt que dans un éclat soudain.`,
    keywords: ['pression', 'décharge', 'prévoyance'],
  },
  quintile: {
    quality: 'un don créatif et inventif',
    description: `Le quintile, de 72 degrés, un cinquième du cercle, appartient aux harmoniques du talent et du style plutôt qu’à celles de l’aisance ou du conflit. Il relie deux fonctions d’une manière qui invite au jeu et au savoir-faire, un tour de main qui grandit à mesure qu’on l’exerce. Il s’annonce rarement ; on le reconnaît à la façon bien particulière dont quelqu’un résout un problème ou donne forme à un objet.`,
    keywords: ['talent', 'savoir-faire', 'style'],
  },
  biquintile: {
    quality: 'un talent original et caché',
    description: `Le biquintile, de 144 degrés, soit deux quintiles, porte la même note créative dans une tonalité moins évidente. Le lien entre les deux fonctions tend à se révéler plus tard dans la vie ou dans des contextes inhabituels, comme une compétence qui surprend l’entourage. Avec de l’attention et de la pratique, il devient une signature : une manière personnelle d’associer ce que d’autres tiennent séparé.`,
    keywords: ['originalité', 'talent tardif', 'synthèse'],
  },
};

/**
 * Une courte expression pour ce que représente chaque point, qui joint la qualité d’un aspect mineur à un couple de
 * points. La phrase française dit « qui relie {first} à {second} » : chaque thème commence par « la » ou « l’ », qui ne
 * se contractent pas avec « à », et son second terme aussi, pour que « à » n’ait pas à se répéter.
 */
export const POINT_THEMES_FR: PointThemes = {
  Sun: 'l’identité et la raison d’être',
  Moon: 'la vie affective et ses besoins',
  Mercury: 'la pensée et la parole',
  Venus: 'l’amour et la valeur des choses',
  Mars: 'l’ardeur et l’envie',
  Jupiter: 'la croissance et la foi',
  Saturn: 'la responsabilité et la structure',
  Uranus: 'l’innovation et la liberté',
  Neptune: 'l’imagination et l’idéal',
  Pluto: 'la puissance et la régénération',
  Chiron: 'la blessure ancienne et sa guérison',
  NorthNode: 'la voie d’évolution personnelle',
  Ascendant: 'l’image extérieure et la manière d’aborder la vie',
  Midheaven: 'la carrière et la place dans le monde',
};
