// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Neptune dans chacun des douze signes, en français (traduit de NEPTUNE_IN_SIGN_EN). */
export const NEPTUNE_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Neptune en Bélier rêve d’un départ neuf et vaillant, change la nostalgie en appel à agir et demande à la foi de faire ses preuves par le courage.',
    description: `Une vision qui veut charger droit devant : tel est le climat quand la planète des rêves traverse le feu cardinal. Le Bélier a Mars pour maître, si bien que l’imagination ne se contente pas de flotter. Elle se figure le héros qui s’avance, le premier à franchir la porte, le moi renouvelé par un seul choix audacieux. Une génération qui porte ce thème idéalise volontiers les recommencements et le courage personnel, et sent que la foi ne vaut rien tant que personne n’agit en son nom.

Dans une vie, la position peut ressembler à une inspiration soudaine suivie d’une envie de commencer tout de suite. La compassion se fait protection : être prêt à s’interposer entre les faibles et ce qui les menace. L’art et la pratique spirituelle se vivent dans le corps, par le mouvement, le sport ou tout ce qui demande du cran.

La tension apparaît quand le rêve d’héroïsme brouille les faits. On rejoint des causes dans la précipitation, la colère se déverse vers un ennemi difficile à nommer, et l’énergie se consume dans des batailles jamais tout à fait réelles. L’image du sauveur intrépide peut masquer un épuisement tout simple.

Une pause entre la vision et le saut fait toute la différence. Quand le courage se laisse guider par une question claire, celle de savoir qui l’on sert vraiment, ce Neptune devient un commandement inspiré, de ceux qui rendent les autres plus braves.`,
    keywords: ['action inspirée', 'courage spirituel', 'recommencements', 'idéaux héroïques', 'compassion protectrice'],
    strengths: ['agir sans délai sur une vision', 'le courage au service des autres', 'une imagination fraîche et énergique', 'une foi qui se montre en actes'],
    challenges: ['se battre pour des causes mal comprises', 'une colère diffuse sans cible claire', 'l’épuisement dans le rôle du sauveur', 'prendre une impulsion pour une vocation'],
  },

  Taurus: {
    summary: 'Neptune en Taureau idéalise la terre, la beauté et le confort durable, et cherche le sacré dans les sens et la paix dans ce que l’on peut tenir et entretenir.',
    description: `La terre fixe demande à Neptune de ralentir et de toucher les choses. Sous l’égide de Vénus, l’aspiration à dépasser la vie ordinaire se dépose dans le sol, la nourriture, la musique et le plaisir tranquille des objets bien faits. Toute une génération rêve ici volontiers de sécurité et d’abondance naturelle, et charge la terre, l’argent et l’artisanat d’un poids presque spirituel.

Chez l’individu, l’imagination passe par les mains et les sens. Une chanson peut ressembler à une prière, un jardin à un lieu de culte, un repas partagé à un acte de dévotion. La compassion est patiente et concrète : un plat apporté, une présence stable, un réconfort qui se passe de grands discours.

Les ennuis viennent quand le rêve de sûreté tourne au fantasme. On peut attendre de l’argent qu’il résolve ce qu’il ne peut résoudre, les biens peuvent devenir une cachette douillette, et le désir de calme glisser vers une inertie têtue. Les illusions sur la valeur, des choses ou des gens, coûtent cher parce qu’elles sont tenues si fermement.

La voie féconde est la révérence sans agrippement. Quand la beauté et le monde physique sont honorés comme des dons plutôt que comme des garanties, ce Neptune apporte une spiritualité douce et ancrée, et la patience d’un artiste pour les ouvrages lents et beaux.`,
    keywords: ['terre sacrée', 'beauté sensuelle', 'musique', 'rêves de sécurité', 'dévotion patiente', 'nature'],
    strengths: ['trouver le spirituel dans les plaisirs ordinaires', 'une compassion douce et stable', 'un sens artistique des textures et des sons', 'l’amour de la nature et de la terre'],
    challenges: ['des illusions sur l’argent et la valeur', 'se cacher dans le confort ou les biens', 'une inertie prise pour de la paix', 'tenir trop fort à un rêve de sécurité'],
  },

  Gemini: {
    summary: 'Neptune en Gémeaux laisse l’imagination couler dans les mots et les récits, mêle la poésie à l’information et brouille aisément la frontière entre le fait et la fantaisie.',
    description: `Ici, la langue devient une matière de rêve. Dans l’air mutable des Gémeaux, domaine de Mercure, Neptune, adoucit en passant les contours des idées : les mots portent l’humeur, la rumeur et la musique autant que le sens. Une génération marquée par ce thème idéalise souvent la communication elle-même, espérant que de nouvelles manières de parler et de voyager rapprocheront les gens.

Dans la vie personnelle, la position peut donner une oreille de poète, un don pour les histoires et un sens étrange de ce que quelqu’un s’apprête à dire. La curiosité est large et joueuse, et l’esprit passe aisément d’un domaine à un autre, ramassant des fils que d’autres manquent. Frères et sœurs, voisins et simples connaissances peuvent prendre une importance presque magique.

Sous tension, la pensée s’embrume. Les détails s’échappent, les demi-vérités passent de bouche en bouche, et le charme d’une belle histoire peut l’emporter sur la question de son exactitude. Une attention inquiète dérive d’une idée à la suivante sans se poser, laissant des projets vagues et des messages confus.

De bonnes habitudes rétablissent l’équilibre : noter, vérifier ses sources, laisser mûrir une idée avant d’en poursuivre une autre. Avec ce soin, le même esprit fluide devient un fin traducteur, enseignant ou conteur, capable de dire l’indicible en mots simples et doux.`,
    keywords: ['langue poétique', 'art du récit', 'pensée intuitive', 'curiosité', 'idées fluides'],
    strengths: ['un don pour les mots évocateurs', 'sentir ce que l’autre veut dire sous ce qu’il dit', 'des liens rapides et imaginatifs', 'un enseignement doux et joueur'],
    challenges: ['la confusion sur les faits et les détails', 'transmettre rumeurs et demi-vérités', 'une attention dispersée', 'des projets vagues et des messages flous'],
  },

  Cancer: {
    summary: 'Neptune en Cancer rêve du foyer parfait et de la famille aimante, et charge la mémoire, la terre natale et l’appartenance d’un sentiment profond et d’une tendre nostalgie.',
    description: `C’est au foyer que ce Neptune garde ses rêves. Le Cancer est une eau cardinale placée sous la Lune, et la planète de la nostalgie s’y rassemble autour de la famille, des ancêtres, de la table de cuisine et de l’idée d’une patrie. Une génération marquée par cette position idéalise souvent la maternité, les racines et l’appartenance, et ressent l’histoire comme une affaire personnelle.

Dans un thème individuel, l’imagination est tendre et protectrice. La mémoire est vive, les vieilles photos et les histoires de famille ont un grand pouvoir, et l’on éprouve l’élan naturel de rassasier, de recueillir et de consoler quiconque semble perdu. La compassion commence d’ordinaire près de soi et s’étend vers l’extérieur, si bien que les inconnus sont traités presque en parents.

Le poids du sentiment peut aussi troubler le jugement. La nostalgie risque de peindre un passé qui n’a jamais tout à fait existé, une famille ou une nation peut être idéalisée au point d’en devenir méconnaissable, et le soin devient étouffant quand il ne laisse pas les autres grandir. Les humeurs vont et viennent comme des marées, et l’aspiration à un foyer parfait peut laisser chaque foyer réel un peu décevant.

La maturité vient en aimant ce qui est vraiment là. Quand la mémoire sert la guérison plutôt que la fuite, ce Neptune crée un véritable refuge : un lieu, ou une personne, auprès de qui les autres se sentent assez en sécurité pour se reposer.`,
    keywords: ['foyer', 'appartenance', 'nostalgie', 'sollicitude', 'rêves de famille', 'mémoire affective'],
    strengths: ['une compassion profonde et protectrice', 'l’art de créer un refuge', 'une riche mémoire affective', 'accueillir les inconnus comme la famille'],
    challenges: ['idéaliser le passé ou la famille', 'un soin étouffant', 'la nostalgie d’un foyer qui n’a jamais existé', 'des humeurs qui brouillent le jugement'],
  },

  Leo: {
    summary: 'Neptune en Lion nimbe d’or l’amour, la création et la célébrité, et rêve d’une vie vécue avec cœur, panache et une généreuse expression de soi.',
    description: `Le mot qui vient à l’esprit est le prestige. Sous le Soleil, maître de ce feu fixe, Neptune rêve en couleurs vives et en grands gestes, imaginant des amours dignes d’un film et des vies qui brillent sur une scène. Sa génération idéalise souvent la romance, la gloire et l’individu créateur, et trouve ses mythes dans le spectacle et la célébrité.

Pour chacun, le thème apporte une imagination chaleureuse et théâtrale. Le jeu vient facilement, les enfants et l’enfance sont chéris, et c’est un vrai bonheur de créer quelque chose de beau pour le plaisir des autres. La compassion se montre par la générosité et la loyauté, le désir de faire sentir aux autres qu’ils sont uniques et vus.

L’ombre tient à trop croire au projecteur. Un fantasme de grandeur peut faire paraître l’effort ordinaire indigne d’attention, l’amour peut être recherché pour la griserie d’être adoré, et la fierté masquer une faim d’approbation qu’aucun applaudissement ne comble tout à fait. La déception suit quand les gens réels refusent de jouer leur rôle dans le rêve.

Sa forme la plus généreuse partage la lumière. Quand les dons créatifs sont offerts pour la joie qu’ils apportent plutôt que pour les éloges qu’ils valent, ce Neptune inspire du courage aux autres et rappelle à chacun que le cœur a sa propre dignité.`,
    keywords: ['prestige', 'romance', 'jeu créatif', 'générosité', 'inspiration', 'art de la scène'],
    strengths: ['une imagination chaleureuse et théâtrale', 'une affection généreuse et loyale', 'faire que les autres se sentent uniques', 'la joie du jeu créatif'],
    challenges: ['des fantasmes de gloire ou de grandeur', 'poursuivre l’amour pour le plaisir d’être adoré', 'une fierté qui cache un besoin d’approbation', 'la déception quand la vie ne suit pas le scénario'],
  },

  Virgo: {
    summary: 'Neptune en Vierge trouve le sacré dans le service humble, le travail soigné et les habitudes quotidiennes, désireux de guérir et d’améliorer mais enclin au perfectionnisme anxieux.',
    description: `En Vierge, la dévotion porte des habits de travail. Sous l’autorité de Mercure, cette terre mutable fait descendre Neptune dans les détails de la routine, des habitudes de santé, de l’artisanat et du service utile. Les natifs de cette période idéalisent souvent le devoir et l’aide concrète, et peuvent garder la foi discrète qu’un effort soigneux saura réparer un monde troublé.

Chez l’individu, la compassion devient une chose qu’on fait de ses mains : ranger le jardin d’un voisin, tenir des registres exacts, apprendre un savoir-faire qui soulage la souffrance. L’imagination est précise et observatrice, capable de remarquer le petit défaut ou la minuscule gentillesse que d’autres ne voient pas. Le rituel compte, et les tâches ordinaires peuvent prendre le calme d’une méditation.

L’inquiétude est le signe habituel de la tension. Des idéaux de pureté ou de perfection peuvent faire de chaque imperfection une source de culpabilité, et le désir de servir se dissoudre en un sacrifice que personne n’a demandé. Un malaise vague à propos du corps ou de la peur de mal faire peut grandir à l’arrière-plan, et la critique, de soi ou des autres, se déguiser en serviabilité.

Le remède est la douceur envers l’inachevé. Quand le service naît du soin plutôt que de la peur d’être en défaut, ce Neptune offre un don rare : une aide humble et habile qui rend la vie quotidienne plus douce pour tous ceux qu’elle touche.`,
    keywords: ['service', 'travail de soin', 'rituel quotidien', 'humilité', 'artisanat', 'compassion concrète'],
    strengths: ['une aide habile et concrète', 'trouver du sens dans la routine', 'une observation fine et attentionnée', 'humilité et patience'],
    challenges: ['un perfectionnisme anxieux', 'la culpabilité pour de petits défauts', 'un sacrifice que nul n’a demandé', 'la critique déguisée en aide'],
  },

  Libra: {
    summary: 'Neptune en Balance rêve du couple parfait, de l’équité et de l’harmonie, idéalise l’amour et la paix, et apprend que les vraies relations demandent un équilibre honnête.',
    description: `C’est dans le couple que ce Neptune place ses espoirs. Dans la Balance, air cardinal de Vénus, la planète des idéaux rêve de l’âme sœur, de l’accord juste et d’un monde sans querelles. Les personnes nées à peu près entre 1942 et 1957 partagent ce thème, et leur génération a souvent idéalisé l’amour romantique, l’égalité et la paix, tout en voyant se desserrer les anciennes idées du mariage.

Chez une personne, l’imagination se tourne vers le beau, les égards et l’équilibre. On a le sens du design, de la musique et de la tournure élégante, et un désir sincère de voir chaque côté d’un différend. La compassion passe par l’écoute et la médiation : trouver les mots qui permettent à deux personnes de faire chacune la moitié du chemin.

Sous pression, l’harmonie devient une chose à protéger à tout prix. Un partenaire peut être vu à travers un filtre doux qui cache ses vrais défauts, les conversations difficiles sont repoussées jusqu’à enfler, et les besoins personnels disparaissent en silence dans ceux du couple. Quand l’idéal échoue, la déception peut être vive et durable.

La croissance vient en traitant l’équité comme une pratique plutôt que comme un rêve. Un désaccord honnête, tenu avec bonté, permet à ce Neptune de changer son amour de la paix en véritable diplomatie, et en relations capables de traverser les tempêtes ordinaires.`,
    keywords: ['amour idéal', 'harmonie', 'équité', 'diplomatie', 'beauté', 'partenariat'],
    strengths: ['une sensibilité gracieuse et artistique', 'un désir sincère de justice', 'l’habileté à concilier', 'la bonté dans les relations'],
    challenges: ['idéaliser ses partenaires', 'éviter les conflits nécessaires', 'se perdre dans le couple', 'une déception vive quand l’amour déçoit'],
  },

  Scorpio: {
    summary: 'Neptune en Scorpion dissout les tabous et cherche les profondeurs cachées du désir, du pouvoir et de la guérison, avide d’une intimité qui transforme.',
    description: `Ici, l’abîme appelle l’abîme. Eau fixe, domaine de Mars pour la tradition et de Pluton pour l’astrologie récente, le Scorpion attire Neptune vers les secrets, la sexualité, le deuil et les lieux où la plupart préfèrent ne pas regarder. La génération née à peu près du milieu des années 1950 à 1970 porte ce thème, et avec lui un élan collectif à briser le silence autour de la mort, du désir et de la psyché.

Dans une vie singulière, l’imagination est intense et fouilleuse. Elle peut se passionner pour la psychologie, le mystère et la guérison, et savoir rester auprès de la douleur sans broncher. La compassion n’a ici rien de poli : elle va droit à la blessure et y demeure. L’intimité est recherchée comme une fusion, une manière de se perdre dans plus grand que soi.

La même faim peut mener en eaux troubles. L’intensité devient parfois une fuite à part entière, des obsessions s’installent sans bruit, et le secret brouille la confiance. Dans les relations proches, les frontières risquent de se dissoudre au point que chacun ne sait plus où il finit et où l’autre commence.

Au mieux, la position devient un don de guérisseur. Quand l’audace de regarder ce qui est caché s’accompagne du respect des limites, ce Neptune aide les autres à se défaire d’une vieille honte et à renaître après une perte.`,
    keywords: ['profondeur', 'transformation', 'vérité cachée', 'intimité', 'guérison', 'intensité'],
    strengths: ['le courage d’affronter la douleur et le tabou', 'une profonde lucidité affective', 'une présence qui guérit dans la crise', 'la loyauté dans les temps durs'],
    challenges: ['obsession et secret', 'l’intensité comme fuite', 'des frontières floues dans l’intimité', 'la difficulté à laisser se refermer les vieilles plaies'],
  },

  Sagittarius: {
    summary: 'Neptune en Sagittaire part en quête de sens, idéalise la foi, le voyage et la sagesse, et apprend à ne pas suivre chaque guide prometteur.',
    description: `Avec ce Neptune, la foi prend la route. Chez Jupiter, dans ce feu mutable, l’aspiration neptunienne devient une quête : de la vérité, d’un maître, d’une terre ou d’une philosophie qui donne sens à tout. Ceux qui sont nés à peu près entre 1970 et 1984 ont grandi alors que les idées spirituelles de nombreuses cultures se mêlaient librement, et traitent souvent la croyance comme une chose à explorer plutôt qu’à hériter.

Pour la personne, l’imagination est vaste et confiante. Les pays, les langues et les traditions lointaines paraissent familiers, et la tolérance envers d’autres modes de vie est naturelle. La compassion s’exprime par l’encouragement, la conviction que chacun peut grandir, et l’habitude généreuse de partager ce qu’on a appris.

Les difficultés commencent quand l’enthousiasme devance le discernement. On peut faire confiance trop vite à un guide charismatique, la certitude peut se durcir en dogme d’un genre nouveau, et la recherche elle-même devenir une façon de ne se poser nulle part. Les grandes visions laissent parfois peu de patience pour les petits pas ordinaires qui les rendent réelles.

Ce qui stabilise ce feu, c’est l’humilité quant aux réponses. Quand la quête reste ouverte et curieuse, ce Neptune devient un enseignant et un voyageur inspirés, qui portent le sens par-delà les frontières et aident les autres à trouver leur propre raison d’être.`,
    keywords: ['quête spirituelle', 'foi', 'voyages', 'philosophie', 'tolérance', 'optimisme'],
    strengths: ['l’ouverture aux autres cultures et croyances', 'une vision inspirante et pleine d’espoir', 'le partage généreux de la sagesse', 'la tolérance envers bien des chemins'],
    challenges: ['se fier trop vite aux guides charismatiques', 'changer l’ouverture en dogme', 'chercher sans fin sans jamais arriver', 'l’impatience envers les détails pratiques'],
  },

  Capricorn: {
    summary: 'Neptune en Capricorne idéalise la structure, la réussite et les institutions, puis les voit s’amollir, et demande que les rêves se bâtissent avec patience et un engagement réel.',
    description: `L’ambition et l’idéalisme se rencontrent ici sur le même sol dur. Dans cette terre cardinale que régit Saturne, Neptune rêve de choses solides : une carrière qui compte, des institutions dignes de confiance, un monde tenu par des mains compétentes. Nés à peu près de 1984 à 1998, ceux qui portent ce thème ont grandi en espérant des carrières stables tout en voyant nombre d’entre elles vaciller.

Individuellement, la position donne une imagination pratique. Les visions arrivent avec un plan joint, et la tradition, le savoir-faire et l’autorité gagnée à la sueur du front inspirent un respect réel. La compassion prend des formes responsables : tenir ses promesses, porter des charges pour les autres, bâtir quelque chose qui tiendra encore plus tard.

La difficulté est la désillusion. Quand les dirigeants, les employeurs ou les traditions ne sont pas à la hauteur de leur image, le cynisme peut s’installer vite, et un fantasme de réussite pousser au surmenage sans apporter de satisfaction. Le devoir peut servir à ne pas ressentir, et l’on s’accroche parfois aux règles longtemps après qu’elles ont cessé de servir qui que ce soit.

La réponse constructive est un idéalisme pratique. En bâtissant lentement vers un rêve et en tenant les institutions à leurs valeurs affichées, ce Neptune peut changer la déception en réforme et créer des structures à la fois solides et humaines.`,
    keywords: ['idéalisme pratique', 'ambition', 'structure', 'responsabilité', 'tradition', 'réforme'],
    strengths: ['donner aux rêves un plan réalisable', 'un soin patient et responsable', 'le respect du savoir-faire et de la tradition', 'la capacité de réformer de l’intérieur'],
    challenges: ['la désillusion envers l’autorité', 'des fantasmes de statut ou de réussite', 'le surmenage comme fuite', 'le cynisme après la déception'],
  },

  Aquarius: {
    summary: 'Neptune en Verseau rêve d’une humanité reliée, idéalise les réseaux, l’amitié et le progrès partagé, au risque d’une froide distance envers le sentiment personnel.',
    description: `Une toile où chacun pourrait parler à chacun : tel est l’espoir de Neptune dans l’air fixe. Le Verseau relève de Saturne pour les anciens et d’Uranus pour les modernes, si bien que ce rêve mêle le principe fixe à l’amour du neuf. Les enfants nés à peu près de 1998 à 2012 ont grandi entourés d’internet, et trouvent volontiers leur appartenance dans les communautés en ligne et les causes mondiales autant que dans les cercles locaux.

Dans un thème individuel, le thème donne une imagination inventive, tournée vers le groupe. Les amis sont souvent choisis pour des idéaux communs plutôt que pour des origines communes, et l’on sent fortement que l’équité doit atteindre tout le monde. La compassion est vaste, parfois plus à l’aise avec l’humanité entière qu’avec une seule personne en larmes dans la pièce.

La tension réside dans cette distance. La vie en ligne peut se fondre en un brouillard d’images et d’opinions, l’identité de groupe noyer le jugement individuel, et les plans utopiques oublier les besoins désordonnés des gens réels. Le détachement passe parfois pour du calme alors qu’il est de l’évitement.

Les idéaux fonctionnent le mieux quand on les ramène chez soi. Quand la vision d’un monde plus juste se pratique dans les amitiés ordinaires, ce Neptune devient un véritable humaniste, capable de relier des inconnus autour d’un but partagé et plein d’espoir.`,
    keywords: ['idéaux collectifs', 'réseaux', 'amitié', 'innovation', 'vision humaniste', 'communauté'],
    strengths: ['une vaste compassion humaniste', 'des idées inventives tournées vers l’avenir', 'bâtir des communautés à distance', 'la fidélité aux idéaux partagés'],
    challenges: ['le détachement affectif', 'perdre son jugement dans l’identité de groupe', 'des plans utopiques qui ignorent les vrais besoins', 'se perdre dans le bruit en ligne'],
  },

  Pisces: {
    summary: 'Neptune en Poissons est chez lui, ouvre le cœur à une compassion sans bornes, à l’art et au sentiment spirituel, et doit veiller à garder des limites douces et saines.',
    description: `Aucun signe n’offre à Neptune plus d’espace que le sien. Eau mutable confiée à Jupiter par la tradition et à Neptune lui-même par les modernes, les Poissons laissent l’imagination, l’empathie et le désir de se fondre dans plus grand couler presque sans résistance. Nés à peu près de 2011 à 2026, les porteurs de cette position grandissent parmi les images en flux continu, les crises partagées et le sentiment fort que chaque vie touche toutes les autres.

Individuellement, le thème peut se montrer par une sensibilité profonde. La musique et les films peuvent colorer l’humeur pendant des jours, les sentiments d’autrui sont absorbés presque sans qu’on s’en aperçoive, et une bonté naturelle se tend vers quiconque souffre, humain ou animal. Les dons créatifs et spirituels peuvent être forts, souvent venus des rêves, des récits et des moments de solitude tranquille.

Parce qu’il y a si peu de murs, la submersion est le principal risque. La fuite par les écrans, l’imaginaire ou toute habitude qui engourdit peut sembler tentante, les limites difficiles à tenir, et il devient malaisé de distinguer ses propres sentiments de ceux de la foule. Les questions pratiques dérivent parfois jusqu’à devenir urgentes.

Une structure douce rend ce don sûr à employer. Avec du repos, des limites claires et quelques routines qui ancrent, ce Neptune offre ce dont le monde a profondément besoin : une compassion sans jugement, et un art qui aide chacun à se sentir moins seul.`,
    keywords: ['compassion', 'empathie', 'imagination', 'spiritualité', 'art', 'absence de bornes', 'rêves'],
    strengths: ['une bonté sans bornes', 'de forts dons créatifs et spirituels', 'sentir ce que les autres éprouvent', 'un pardon sans jugement'],
    challenges: ['la fuite hors du réel', 'des limites fragiles', 'la submersion affective', 'laisser dériver les questions pratiques'],
  },
};
