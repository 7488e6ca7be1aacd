// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Jupiter dans chacun des douze signes, en français (traduit de JUPITER_IN_SIGN_EN). */
export const JUPITER_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Jupiter en Bélier trouve la foi dans l’action : il grandit en faisant le premier pas et fait confiance au courage pour ouvrir des portes que l’attente n’aurait jamais ouvertes.',
    description: `Ici, la croissance arrive comme une étincelle plutôt que comme une lente marée. Jupiter dans le feu cardinal du Bélier, signe gouverné par Mars, fait grandir tout ce qu’il touche en le lançant : le nouveau club, le premier jet, la proposition de prendre la tête quand personne d’autre ne lève la main. La confiance est son grand cadeau. Les portes s’ouvrent volontiers après un geste audacieux, et l’expérience montre vite que la chance sourit à ceux qui arrivent tôt et parlent franchement.

La générosité prend une forme directe. L’aide est offerte sur-le-champ, avec énergie plutôt qu’avec cérémonie, et l’on éprouve une vraie joie à encourager les autres dans leurs propres premiers essais. Le sens se trouve dans l’épreuve, dans la preuve qu’une chose peut tout simplement se faire.

Sous tension, cette même foi peut perdre pied. Les promesses se font plus vite qu’elles ne se tiennent, les projets sont lancés puis délaissés une fois le frisson passé, et l’impatience prend une progression lente pour un échec. L’habitude de croire qu’un surcroît de force réglera tout peut lasser amis et collègues.

L’expression mûre associe l’élan du départ à un plan pour la deuxième semaine. Avec une cible claire et un peu de suivi, le feu devient véritable esprit pionnier, et son enthousiasme entraîne tout l’entourage.`,
    keywords: ['initiative', 'courage', 'enthousiasme', 'commandement', 'foi audacieuse', 'nouvelles entreprises'],
    strengths: ['un optimisme qui lance les choses', 'une générosité franche et immédiate', 'la volonté de prendre la tête', 'la résilience après les revers'],
    challenges: ['trop promettre dans le premier élan', 'se lasser une fois la nouveauté passée', 'l’impatience devant une croissance lente', 'voir dans la force la réponse à tout'],
  },

  Taurus: {
    summary: 'Jupiter en Taureau fait croître la richesse, le confort et la confiance lentement et sûrement, et trouve du sens dans les bonnes choses des sens et dans ce qui dure.',
    description: `L’abondance tranquille donne le ton. Dans la terre fixe du Taureau, sous la maîtrise de Vénus, l’élan d’expansion de Jupiter ralentit au rythme d’un jardin : il plante, arrose, attend, et compte sur une récolte. La foi, ici, est pratique. Avec cette position, on croit volontiers à ce que l’on peut toucher, goûter et garder, et l’optimisme repose sur la preuve discrète des choses qui ont tenu dans le temps.

On le voit à une cuisine bien garnie, un savoir-faire patiemment acquis, une épargne qui grossit d’année en année, ou une table généreuse où l’on nourrit les invités sans façons. Le partage passe par des choses réelles : un repas, des outils prêtés, un cadeau fait main. La beauté compte, le confort aussi, et tous deux sont offerts librement aux autres.

La difficulté survient quand assez ne paraît jamais tout à fait suffisant. Jupiter peut gonfler l’appétit du Taureau jusqu’à l’excès, et faire collectionner biens et plaisirs en guise de sécurité. L’entêtement peut lui aussi prendre de l’ampleur, si bien qu’un chemin familier est défendu longtemps après qu’un meilleur est apparu.

Avec le temps, cette position apprend que la vraie prospérité inclut le contentement. Quand la gratitude accompagne le désir d’avoir plus, il en naît une générosité calme et ancrée sur laquelle les autres peuvent s’appuyer pendant des années.`,
    keywords: ['abondance', 'patience', 'confort', 'croissance matérielle', 'fidélité', 'plaisir'],
    strengths: ['bâtir des ressources durables', 'une générosité calme et fiable', 'le goût des plaisirs simples', 'une patience qui laisse mûrir les choses'],
    challenges: ['les excès de table ou de confort', 'mesurer sa valeur à ses biens', 'la résistance au changement nécessaire', 'tenir trop serré'],
  },

  Gemini: {
    summary: 'Jupiter en Gémeaux s’élargit par les questions, la conversation et la variété, et cherche le sens dans une multitude de petits savoirs plutôt que dans une seule grande réponse.',
    description: `Dans ce signe, c’est la curiosité qui porte la couronne. Jupiter, planète des vues d’ensemble et des grandes croyances, est en exil dans cet air mutable que régit Mercure, d’où un esprit qui grandit en glanant : des faits, des histoires, des contacts, des langues, des ficelles du métier. La foi devient une affaire d’ouverture, et la conviction la plus profonde est peut-être simplement qu’il y a toujours plus à apprendre.

Au quotidien, les occasions passent souvent par les mots et les liens. Une conversation fortuite dans un train, un message transmis par un ami, une formation courte suivie par caprice peuvent mener loin. La générosité consiste à partager librement l’information, à présenter les gens les uns aux autres et à enseigner ce qu’on vient d’apprendre.

Le problème surgit quand l’étendue chasse la profondeur. On trouve alors une étagère de livres lus à moitié, une douzaine de projets discutés et aucun achevé, ou des opinions qui changent au gré du dernier article lu. Comme Jupiter aime la certitude et les Gémeaux les options, la position peut osciller entre un doute agité et un discours habile qui masque un manque de conviction.

Il progresse en retenant quelques fils pour les suivre jusqu’au bout. Mis au service d’un but choisi, le don de relier les idées fait un excellent enseignant, auteur ou intermédiaire, et l’étendue devient le plus grand atout.`,
    keywords: ['curiosité', 'apprentissage', 'communication', 'polyvalence', 'réseau', 'idées'],
    strengths: ['un apprentissage rapide et étendu', 'le partage généreux de l’information', 'le talent de mettre les gens en relation', 'l’ouverture aux autres points de vue'],
    challenges: ['un effort dispersé', 'savoir un peu de trop de choses', 'le discours à la place de l’action', 'des convictions qui vacillent sous la pression'],
  },

  Cancer: {
    summary: 'Jupiter en Cancer, son signe d’exaltation, grandit par le soin, la mémoire et l’appartenance, et fait de la bonté envers la famille et le foyer une source de foi véritable.',
    description: `Ici, Jupiter est en exaltation, et sa chaleur est ici plus que jamais dans son élément. L’eau cardinale gouvernée par la Lune donne à la générosité de la planète une tonalité protectrice et sensible : grandir signifie élargir le cercle de ceux que l’on nourrit, que l’on abrite et dont on se souvient. La maison à la porte ouverte, le parent qui a toujours un lit d’appoint, le collègue qui remarque qu’on traverse une semaine difficile expriment bien cette position.

La foi repose sur les liens plutôt que sur la doctrine. Les traditions, les histoires de famille et le sentiment des racines donnent du sens, et l’on devine souvent ce dont les autres ont besoin avant qu’ils le demandent. Les occasions peuvent venir des relations familiales, de l’immobilier, de l’alimentation, du soin ou de tout travail qui crée un sentiment de foyer.

Le revers est une abondance de soin qui devient étouffante. Jupiter peut amplifier les humeurs du Cancer, si bien que les blessures prennent des proportions démesurées, et l’envie de protéger risque d’empêcher les proches de prendre leur envol. La nostalgie peut aussi devenir une cachette, où le passé paraît plus grand et plus sûr que le présent.

Sa forme la plus saine laisse le soin s’étendre à soi-même et au-delà des liens du sang. Quand ce Jupiter offre un abri sans retenir, sa bonté devient une bénédiction discrète et durable pour tous ceux qui passent.`,
    keywords: ['sollicitude', 'protection', 'famille', 'appartenance', 'générosité affective', 'tradition', 'foyer'],
    strengths: ['une bonté profonde et sincère', 'un fort instinct des besoins d’autrui', 'la loyauté envers la famille et la communauté', 'le don de mettre les gens à l’aise'],
    challenges: ['étouffer ou surprotéger', 'des humeurs démesurées', 'l’attachement au passé', 'prendre soin des autres en se négligeant'],
  },

  Leo: {
    summary: 'Jupiter en Lion s’épanouit par la créativité, la chaleur et le jeu, trouve la foi dans le cœur et offre aux autres une part généreuse de sa lumière.',
    description: `Grand cœur et fierté : ce Jupiter veut une vie plus vaste, plus lumineuse et plus amusante. Dans le feu fixe du Lion, gouverné par le Soleil, c’est par l’expression de soi que vient la croissance : se produire, fabriquer, mener avec style et soutenir loyalement ceux qu’il aime. La foi en jeu est une sorte de foi en la joie elle-même, la conviction que le plaisir mérite d’être recherché et partagé.

La vie quotidienne peut révéler un talent pour recevoir, l’amour des enfants et des jeux, ou l’art de changer une soirée ordinaire en événement. La générosité peut être fastueuse, cadeaux, compliments et temps distribués sans compter, et l’on prend un vrai plaisir à voir les autres briller. Les occasions suivent souvent la visibilité, car cette position se fait remarquer et se retient.

La difficulté tient à la quantité d’applaudissements nécessaire. La fierté peut enfler jusqu’à faire de la critique une insulte, et le besoin d’admiration changer la générosité en spectacle monté pour un public. Les dépenses d’apparat, ou l’exigence du premier rôle, peuvent évincer les personnes plus discrètes et les joies plus tranquilles.

Dans sa meilleure veine, cette position mène par l’encouragement. En équilibrant le désir d’être vue avec celui d’aider les autres à l’être, elle devient un mécène chaleureux et digne, dont l’assurance fait de la place à tous.`,
    keywords: ['créativité', 'chaleur', 'générosité', 'expression de soi', 'fierté', 'jeu', 'commandement'],
    strengths: ['un esprit chaleureux et large', 'une confiance créatrice', 'le don d’inspirer les autres', 'une loyauté constante envers les amis'],
    challenges: ['le besoin d’éloges constants', 'une fierté qui résiste aux critiques', 'dépenser pour paraître', 'voler la vedette aux autres'],
  },

  Virgo: {
    summary: 'Jupiter en Vierge grandit en améliorant les choses, et trouve du sens dans le travail utile, le savoir-faire minutieux et les mille petits services qui font tourner la vie quotidienne.',
    description: `Avec Jupiter en Vierge, les petites améliorations finissent par faire quelque chose de grand. La planète est ici en exil, dans la terre mutable que régit Mercure, si bien que sa vaste vision doit passer par un tamis fin. Au lieu de grandes théories, la foi prend la forme de la compétence : la conviction qu’on peut faire mieux fonctionner les choses, un réglage après l’autre. La croissance vient souvent de l’étude, de l’artisanat, des routines de santé et d’un travail au service d’autrui.

La générosité est ici pratique et souvent invisible. Elle consiste à réparer le vélo d’un voisin, relire la lettre d’un ami, organiser les dossiers partagés au bureau ou montrer à quelqu’un une méthode plus rapide. Les bonnes occasions suivent la fiabilité, car celui qui remarque les détails et va jusqu’au bout est celui qu’on rappelle.

Les problèmes naissent quand Jupiter grossit l’œil critique de la Vierge. Chaque défaut peut paraître énorme, et la quête sans fin de la méthode parfaite retarder toute décision. L’inquiétude peut enfler, tout comme la tendance à juger autrui selon une norme que personne ne saurait atteindre.

La maturité apporte une échelle plus clémente. La patience et le sens des proportions font de l’envie d’améliorer le travail d’un guérisseur, d’un correcteur ou d’un artisan doué, et cette aide attentive facilite la vie de beaucoup.`,
    keywords: ['service', 'savoir-faire', 'amélioration', 'santé', 'foi pratique', 'analyse'],
    strengths: ['une générosité utile et concrète', 'des compétences qui s’étoffent', 'l’œil pour ce qui peut s’améliorer', 'la fiabilité au travail quotidien'],
    challenges: ['le perfectionnisme', 'grossir les petits défauts', 'une inquiétude qui enfle', 'perdre de vue l’ensemble'],
  },

  Libra: {
    summary: 'Jupiter en Balance grandit par le partenariat, l’équité et la grâce, convaincu que les gens réussissent mieux ensemble et que justice et beauté vont de pair.',
    description: `Pour ce Jupiter, la relation est la porte de la croissance. Dans l’air cardinal de la Balance, gouverné par Vénus, la planète de la largesse regarde vers l’autre et se demande ce qui serait juste, aimable et agréable pour les deux. La foi repose sur la coopération : le sentiment qu’un bon accord, un projet commun ou une paix bien faite valent plus qu’une victoire solitaire.

Les occasions viennent souvent des partenaires, des clients, des amis et des présentations. Un talent pour la diplomatie peut ouvrir des portes en droit, en médiation, dans les métiers de la création ou partout où il faut rassembler les gens. La générosité est gracieuse, exprimée par l’hospitalité, le tact et un intérêt réel pour d’autres points de vue. Le goût du beau fait aussi qu’une pièce accueillante ou un cadeau bien choisi porte un vrai sens.

Sous la contrainte, l’envie de plaire peut prendre trop de place. Les décisions s’enlisent pendant qu’on pèse encore chaque option, et le conflit est évité avec tant de soin que les sentiments honnêtes ne sont jamais dits. Certains s’appuient sur leurs partenaires pour trouver une direction, ou dépensent au-delà de leurs moyens pour garder une vie agréable.

La forme la plus forte de ce Jupiter sait qu’être juste demande parfois un mot ferme. Quand l’équilibre inclut ses propres besoins, il devient un sage conseiller et un bâtisseur d’alliances durables.`,
    keywords: ['partenariat', 'équité', 'diplomatie', 'grâce', 'coopération', 'beauté'],
    strengths: ['le talent de réunir les gens', 'un sens aigu de l’équité', 'une hospitalité gracieuse', 'l’intérêt pour le regard d’autrui'],
    challenges: ['l’indécision', 'éviter un conflit nécessaire', 'dépendre des autres pour trouver sa direction', 'préserver la paix à tout prix'],
  },

  Scorpio: {
    summary: 'Jupiter en Scorpion cherche la croissance sous la surface, trouve du sens dans la profondeur, la loyauté et la transformation, et accorde sa confiance lentement mais entièrement.',
    description: `C’est la profondeur, plus que l’étendue, qui attire ce Jupiter. Placée dans le Scorpion, eau fixe régie par Mars chez les anciens et par Pluton chez les modernes, la planète des grands espaces regarde vers le dedans et vers le bas. Elle veut savoir ce qui se passe vraiment : le mobile derrière le geste, l’histoire derrière la rumeur, la racine d’un problème plutôt que son symptôme. La foi se gagne par l’expérience, souvent après avoir traversé une crise et trouvé de la force de l’autre côté.

Concrètement, on lui voit un don pour l’enquête, une main sûre dans l’urgence, une habileté avec l’argent ou les ressources communes, ou l’art d’accompagner les autres dans le deuil et le changement. La générosité est intense et loyale. L’aide n’est pas offerte à tous, mais une fois la confiance donnée, elle l’est entièrement.

Dans les moments troublés, Jupiter peut amplifier le soupçon et la soif de contrôle du Scorpion. Les secrets se multiplient, les rancunes enflent, et la quête de pouvoir peut changer une honnête recherche de vérité en rivalité. Une attitude du tout ou rien peut aussi mener à l’excès.

La voie constructive met cette profondeur à profit pour guérir. Quand le désir de contrôle cède devant le désir de comprendre, ce Jupiter devient un guide courageux dans les temps difficiles et un gardien fidèle de ce qui compte le plus.`,
    keywords: ['profondeur', 'transformation', 'loyauté', 'recherche', 'ressources partagées', 'intensité'],
    strengths: ['le courage dans la crise', 'une loyauté profonde et durable', 'le talent d’aller à la racine des choses', 'la capacité d’accompagner les autres dans le changement'],
    challenges: ['soupçon et secret', 'la rancune', 'les luttes de pouvoir et de contrôle', 'l’excès du tout ou rien'],
  },

  Sagittarius: {
    summary: 'Jupiter en Sagittaire est chez lui dans son propre signe, et grandit par le voyage, l’étude et la foi, avec une faim inquiète de vérité et d’horizons plus larges.',
    description: `Peu de positions semblent aussi naturelles que celle-ci, puisque le Sagittaire est gouverné par Jupiter lui-même. Dans le feu mutable, la planète de la foi et du sens se meut librement : elle veut explorer, apprendre, enseigner, trouver le grand récit qui relie les expériences entre elles. La route ouverte, l’amphithéâtre, la langue étrangère et la longue conversation sur le sens de la vie lui appartiennent.

L’optimisme est fort et souvent contagieux. Ce Jupiter s’attend au meilleur, et cette confiance peut attirer la chance simplement parce qu’elle ose essayer. Les occasions peuvent venir de l’enseignement, de l’édition, des voyages, des communautés de foi ou du travail avec des gens d’autres cultures. La générosité est large et joyeuse, faite d’encouragements, d’humour et du partage de ce qui a été appris.

Cette même aisance peut tourner à l’excès. Les croyances peuvent tourner au sermon, et la certitude d’avoir raison donner aux autres l’impression d’être pris de haut. L’agitation garde parfois les engagements lâches, et l’assurance peut mener à des promesses, des risques ou des dépenses inconsidérés. Des détails qui semblent minimes sont négligés jusqu’à devenir gros.

La meilleure version garde la quête honnête. Une vision large alliée à l’humilité et à la persévérance produit un vrai maître et un vrai voyageur, dont le sens du monde élargit celui des autres.`,
    keywords: ['exploration', 'sagesse', 'optimisme', 'voyages', 'études supérieures', 'foi', 'liberté'],
    strengths: ['un optimisme communicatif', 'l’amour d’apprendre et d’enseigner', 'l’ouverture aux autres cultures', 'un sens aigu du but'],
    challenges: ['prêcher ou faire la leçon', 'des promesses et des risques inconsidérés', 'l’agitation face à l’engagement', 'négliger des détails importants'],
  },

  Capricorn: {
    summary: 'Jupiter en Capricorne grandit par la discipline et la responsabilité, se fie à ce qui se gagne avec le temps et bâtit sa réussite sur des plans soigneux et un sol ferme.',
    description: `Dans ce signe, l’ambition et la prudence tirent en sens contraires. Jupiter est en chute dans le Capricorne, signe de terre cardinal gouverné par Saturne, et la planète de l’abondance facile doit composer avec les limites, les règles et le temps. Loin d’être une perte, cela produit souvent l’une des croissances les plus sûres du zodiaque. La foi est ici une foi dans l’effort : la conviction qu’un but atteint pas à pas, à force de plans et de patience, tiendra debout.

En pratique, cette position se voit dans des carrières construites avec soin, une épargne pensée pour le long terme et le respect des structures, de la tradition et des méthodes éprouvées. Les occasions arrivent d’ordinaire une fois les preuves faites, souvent tard dans la vie. La générosité est mesurée mais réelle : un conseil utile, un emploi ou une recommandation, une responsabilité assumée quand d’autres s’y refusent.

Dans les saisons plus dures, la prudence peut rétrécir l’espoir. La réussite risque de ne plus se mesurer qu’au statut ou à l’argent, et la peur de l’échec d’empêcher de saisir de bonnes occasions. Il peut aussi y avoir une tendance à juger durement ceux qui manquent de la même discipline, ou à voir la bonté comme un luxe.

La forme mûre comprend qu’un cadre sert à porter la croissance. Une ambition tournée vers un but qui dépasse le moi fait un sage aîné et un mentor, quelqu’un qui bâtit ce qui survivra à une seule vie.`,
    keywords: ['ambition', 'discipline', 'responsabilité', 'croissance à long terme', 'structure', 'réussite'],
    strengths: ['un progrès patient et régulier', 'un jugement pratique sûr', 'la volonté d’assumer ses responsabilités', 'le talent de bâtir des structures durables'],
    challenges: ['le pessimisme ou l’excès de prudence', 'mesurer sa valeur au statut', 'un jugement sévère envers autrui', 'laisser passer sa chance par peur'],
  },

  Aquarius: {
    summary: 'Jupiter en Verseau s’élargit par les idées, l’amitié et la communauté, et place sa foi dans l’avenir et dans ce que les gens peuvent accomplir ensemble.',
    description: `Un espoir doublé d’une conscience sociale marque ce Jupiter. Dans l’air fixe du Verseau, régi par Saturne et, selon la pratique moderne, par Uranus, la croissance est liée aux groupes, aux causes et aux nouvelles façons de faire. Le besoin de sens de la planète se tourne vers les questions d’équité, de liberté et de progrès, et la foi repose souvent sur la confiance dans la raison et dans le potentiel humain.

Au quotidien, cela donne du bénévolat, des clubs et des réseaux que l’on rejoint ou que l’on fonde, un intérêt pour la science ou la technique, et des amitiés faciles avec des gens de tous horizons. La générosité va souvent au grand nombre plutôt qu’à quelques-uns, par du temps consacré à une cause ou des idées librement partagées. Les ouvertures arrivent par les amis et les organisations, et par la volonté d’essayer ce qui n’a jamais été tenté.

La difficulté apparaît quand les idéaux s’éloignent des personnes. Le souci de l’humanité peut sembler lointain à l’ami qui a besoin d’attention aujourd’hui, et une foi figée dans sa propre vision peut devenir obstinée, tout en se prétendant ouverte. La rébellion est parfois recherchée pour elle-même, et les projets d’avenir peuvent évincer le présent.

La plus belle version unit la vision à la chaleur. Quand de grands idéaux s’accompagnent de bonté personnelle et d’une vraie écoute, ce Jupiter devient un réformateur authentique et un ami généreux.`,
    keywords: ['communauté', 'vision', 'progrès', 'amitié', 'idéaux', 'innovation'],
    strengths: ['une vision large et équitable', 'le talent de tisser des réseaux', 'l’ouverture aux idées neuves', 'l’engagement pour les causes communes'],
    challenges: ['la distance affective', 'une foi obstinée en une seule vision', 'la rébellion pour elle-même', 'négliger le présent pour l’avenir'],
  },

  Pisces: {
    summary: 'Jupiter en Poissons, son domicile traditionnel, grandit par la compassion, l’imagination et la foi, offre une bonté sans limites et cherche le sens dans l’invisible.',
    description: `La compassion se répand largement quand Jupiter se trouve en Poissons. Les Poissons ont pour maître Jupiter en astrologie traditionnelle et Neptune dans la pratique moderne, et la largesse jupitérienne y est douce, sans bornes et difficile à mettre en mots. La foi peut être spirituelle, artistique, ou simplement la confiance que la vie est portée par plus grand qu’elle. La croissance passe par le ressenti, l’imagination et le service.

Cela se traduit par un faible pour quiconque est en difficulté, un don pour la musique, le cinéma, la poésie ou la prière, et une aisance dans le silence et la solitude. On sent souvent quand il faut intervenir pour aider, et l’on est prompt à pardonner. Les occasions peuvent arriver à l’improviste, par l’intuition, les rencontres fortuites ou un travail dans le soin, les arts ou l’accompagnement des plus fragiles.

La difficulté naît d’une absence de contours. L’aide peut se donner jusqu’à ce qu’il ne reste rien, et d’autres peuvent profiter d’un cœur ouvert. L’évasion par les songes, le sommeil ou d’autres habitudes anesthésiantes peut grandir, et les questions pratiques comme les factures et les échéances partir à la dérive. La foi peut aussi glisser vers un optimisme béat qui évite les faits difficiles.

Le chemin de guérison donne un rivage à l’océan. Une compassion qui connaît ses limites et une imagination qui prend forme offrent à beaucoup un réconfort, une inspiration et une grâce véritables.`,
    keywords: ['compassion', 'imagination', 'spiritualité', 'pardon', 'intuition', 'service'],
    strengths: ['une compassion vaste et profonde', 'une riche imagination créatrice', 'une intuition sûre', 'la promptitude à pardonner'],
    challenges: ['des limites personnelles fragiles', 'la fuite dans la rêverie', 'se laisser exploiter', 'négliger les questions pratiques'],
  },
};
