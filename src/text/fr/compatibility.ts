// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

// `{a}` and `{b}` are the bare sign names (« Bélier », « Vierge », « Gémeaux »), without article: they stand as two
// names joined by « et », with a plural verb, or after « entre ». Nothing agrees with a sign's gender: a reading says
// « un signe… l’autre », « les deux signes », « le duo », since Vierge and Balance are feminine and can meet each
// other or themselves.

/** The sign-compatibility text in French: by the element pair, the modality pair and the natural aspect; absent reads English. */
export const COMPATIBILITY_TEXT_FR: PartialText<CompatibilityText> = {
  elements: {
    'Fire+Fire': {
      reading: '{a} et {b} brûlent du même feu : chaque signe reconnaît d’emblée chez l’autre son appétit de vivre.',
      strengths: ['un enthousiasme partagé qui change les projets en actes', 'des marques d’affection généreuses et franches'],
      challenges: ['deux tempéraments qui s’enflamment au même instant', 'personne pour veiller sur les braises quand le brasier retombe'],
    },
    'Fire+Earth': {
      reading: '{a} et {b} se retrouvent là où la chaleur touche la terre : un signe veut bondir, l’autre bâtir, et les deux tiennent aux résultats.',
      strengths: ['une ambition soutenue par un plan réaliste', 'la loyauté, une fois la confiance acquise'],
      challenges: ['l’impatience d’un côté, la prudence de l’autre', 'des querelles de rythme, de dépenses et de risque'],
    },
    'Fire+Air': {
      reading: '{a} et {b} s’attisent comme le vent attise une flamme : les idées prennent vite et se propagent loin.',
      strengths: ['une conversation animée et un même goût de l’aventure', 'l’envie de voir plus grand'],
      challenges: ['l’agitation quand la vie devient routinière', 'des promesses plus rapides que les actes'],
    },
    'Fire+Water': {
      reading: 'Entre {a} et {b} naît de la vapeur : c’est intense et émouvant, mais chaque signe peut étouffer ou ébouillanter l’autre.',
      strengths: ['une passion d’une vraie profondeur affective', 'le courage d’un côté, la compassion de l’autre'],
      challenges: ['une franchise qui blesse un partenaire sensible', 'des humeurs qui refroidissent un partenaire spontané'],
    },
    'Earth+Earth': {
      reading: '{a} et {b} foulent le même sol ferme : le duo bâtit avec sens pratique, patience et constance.',
      strengths: ['des habitudes fiables et des objectifs communs à long terme', 'un confort sensuel, savouré sans hâte, à deux'],
      challenges: ['des ornières qui passent pour de la stabilité', 'des sentiments tus pour que les choses avancent'],
    },
    'Earth+Air': {
      reading: '{a} et {b} ne parlent pas la même langue, celle des faits et celle des idées, et le duo doit apprendre à traduire.',
      strengths: ['des théories mises à l’épreuve du réel', 'un mélange utile de vision et de méthode'],
      challenges: ['l’un trouve l’autre trop détaché, et ce dernier se sent bridé', 'des besoins de nouveauté différents'],
    },
    'Earth+Water': {
      reading: '{a} et {b} forment une terre fertile, où le soin et la constance font croître un lien durable.',
      strengths: ['un soutien mutuel profond et un même besoin de sécurité', 'un foyer qui ressemble à un refuge'],
      challenges: ['une inquiétude qui se nourrit d’elle-même', 'l’attachement au passé, aux biens ou aux rancunes'],
    },
    'Air+Air': {
      reading: '{a} et {b} partagent le ciel ouvert : les esprits se rencontrent sans peine, avec tout l’espace voulu pour respirer.',
      strengths: ['une conversation sans fin et une curiosité réciproque', 'le respect de l’indépendance de chacun'],
      challenges: ['parler des sentiments au lieu de les vivre', 'des projets qui restent sur le papier'],
    },
    'Air+Water': {
      reading: 'Entre {a} et {b}, brume et ciel changeant : la pensée croise le sentiment, et chaque signe intrigue l’autre.',
      strengths: ['une imagination qui a du cœur', 'l’un met des mots sur ce que l’autre pressent'],
      challenges: ['un raisonnement froid face à des sentiments blessés', 'des signaux contradictoires entre rapprochement et distance'],
    },
    'Water+Water': {
      reading: '{a} et {b} se fondent l’un dans l’autre : ils se comprennent en profondeur, souvent sans un mot.',
      strengths: ['une empathie intuitive et une fidélité du cœur', 'un lieu sûr où se montrer vulnérable'],
      challenges: ['des humeurs qui s’amplifient au lieu de s’apaiser', 'éviter les conversations difficiles pour préserver la paix'],
    },
  },
  modalities: {
    'Cardinal+Cardinal': {
      reading: 'Tous deux aiment lancer et diriger : de l’élan, mais aussi des luttes pour tenir le volant.',
      strengths: ['un couple qui se met vite en mouvement'],
      challenges: ['des luttes de pouvoir pour savoir qui décide'],
    },
    'Cardinal+Fixed': {
      reading: 'Un signe ouvre la voie et l’autre tient le terrain gagné : voilà une répartition toute naturelle des tâches.',
      strengths: ['l’initiative alliée à la persévérance'],
      challenges: ['l’initiateur s’irrite de la réticence de l’autre à changer de cap'],
    },
    'Cardinal+Mutable': {
      reading: 'Un signe donne le cap et l’autre adapte l’itinéraire, si bien que les projets plient sans rompre.',
      strengths: ['de la souplesse au service d’un but clair'],
      challenges: ['le plus souple peut se sentir mené plutôt qu’écouté'],
    },
    'Fixed+Fixed': {
      reading: 'Tous deux sont constants et résolus : inébranlables ensemble, ou inébranlables l’un contre l’autre.',
      strengths: ['une loyauté profonde et de l’endurance'],
      challenges: ['des impasses où personne ne veut céder'],
    },
    'Fixed+Mutable': {
      reading: 'Un signe stabilise, l’autre bouge : chacun offre à son partenaire un point d’appui ou un souffle de changement.',
      strengths: ['une stabilité qui laisse encore de la place pour évoluer'],
      challenges: ['le plus stable prend le changement pour de l’inconstance'],
    },
    'Mutable+Mutable': {
      reading: 'Tous deux s’adaptent volontiers, ce qui préserve la paix mais peut laisser le duo sans ancrage.',
      strengths: ['des concessions faciles de part et d’autre'],
      challenges: ['la dérive et l’indécision quand il faut trancher'],
    },
  },
  aspects: {
    conjunction: {
      reading: 'Sous un même signe, les deux partenaires se reflètent, d’où une reconnaissance immédiate et les mêmes angles morts.',
      strengths: ['se comprendre sans avoir à s’expliquer'],
      challenges: ['personne pour apporter ce qui manque aux deux'],
    },
    semiSextile: {
      reading: 'Signes voisins, ils se tiennent côte à côte sans vraiment se voir ; chacun détient ce vers quoi l’autre grandit ou ce qu’il laisse derrière lui.',
      strengths: ['une occasion discrète d’apprendre de la différence'],
      challenges: ['une friction subtile, difficile à nommer'],
    },
    sextile: {
      reading: 'À deux signes d’écart, ils forment un sextile : une ouverture amicale qui récompense les efforts des deux côtés.',
      strengths: ['une coopération facile et des intérêts communs'],
      challenges: ['le lien peut rester superficiel si personne ne s’y investit'],
    },
    square: {
      reading: 'Distants de trois signes, ils sont au carré : la tension est réelle, tout comme la croissance qu’elle impose.',
      strengths: ['un aiguillon pour changer et pour agir'],
      challenges: ['des priorités opposées qui demandent une négociation ouverte'],
    },
    trine: {
      reading: 'À quatre signes l’un de l’autre, ils sont en trigone : le même élément, et une circulation aisée entre eux.',
      strengths: ['une harmonie naturelle et un encouragement mutuel'],
      challenges: ['un confort qui peut tourner à la complaisance'],
    },
    quincunx: {
      reading: 'Cinq signes d’écart les placent en quinconce : peu de points communs par nature, et le duo doit sans cesse s’ajuster.',
      strengths: ['grandir par des ajustements constants'],
      challenges: ['des malentendus sur les besoins de chacun'],
    },
    opposition: {
      reading: 'Face à face de part et d’autre du zodiaque, ils forment une opposition : chacun est ce que l’autre n’est pas, ce qui attire et polarise.',
      strengths: ['une forte attirance, et l’équilibre quand chacun fait un pas vers l’autre'],
      challenges: ['un tiraillement entre deux manières de vivre'],
    },
  },
  // A sign with itself: « deux natifs du signe Lion », the bare name after « du signe », the pair in the plural.
  sameSign: {
    Fire: 'Deux natifs du signe {a} brûlent du même feu : chacun retrouve chez l’autre sa propre flamme et y répond aussitôt.',
    Earth: 'Deux natifs du signe {a} foulent le même sol ferme, concrets et patients, et bâtissent au même rythme, sans hâte.',
    Air: 'Deux natifs du signe {a} partagent un même ciel ouvert : leurs esprits se rejoignent sans peine, et chacun laisse à l’autre de quoi respirer.',
    Water: 'Deux natifs du signe {a} se fondent l’un dans l’autre : ils se comprennent en profondeur, souvent sans un mot.',
  },
};
