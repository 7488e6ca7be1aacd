// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';

/** Jupiter dans chacune des douze maisons (maison 1 en premier), en français (traduit de JUPITER_IN_HOUSE_EN). */
export const JUPITER_IN_HOUSE_FR: readonly PlacementText[] = [
  // maison 1
  {
    summary: 'Jupiter en maison 1 donne une présence chaleureuse et ample, qui aborde le monde avec optimisme et un accueil spontané attirant souvent la chance en retour.',
    description: `Un large sourire sur le pas de la porte, un rire franc dans le couloir, une façon d’occuper l’espace qui met pourtant les autres à l’aise : avec Jupiter en maison 1, on se fait remarquer avant d’avoir ouvert la bouche. Le corps lui-même porte parfois la signature de la planète, par une carrure généreuse, une voix qui porte ou simplement un air de bien-être. L’assurance vient tôt, et les inconnus répondent volontiers par la confiance, en offrant un emploi, un renseignement, une invitation ou une seconde chance.

La foi, ici, c’est d’abord croire que l’on constitue soi-même un bon point de départ. Recommencer semble naturel, et les revers passent le plus souvent pour des détours plutôt que pour des verdicts. La générosité se montre directe et personnelle, donnée en face, souvent avec humour.

Les ennuis viennent de la démesure. L’appétit, les promesses et l’amour-propre peuvent tous enfler, si bien que le tour de taille, l’agenda ou l’ego dépassent ce qui reste confortable. Il arrive que l’on compte sur le charme pour combler un manque de préparation, ou que l’on parle au nom des autres sans leur avoir demandé leur avis.

Avec la maturité, la chaleur demeure et la mesure s’y ajoute : manger et se reposer avec un peu de soin, vérifier les faits avant de promettre, laisser de la place aux voix plus discrètes. La position devient alors un exemple vivant d’espoir, quelqu’un dont l’arrivée rend possible une tâche ardue.`,
    keywords: ['optimisme', 'présence', 'assurance', 'vitalité', 'confiance en soi', 'nouveaux départs'],
    strengths: ['un abord accueillant et plein d’espoir', 'du ressort après un revers', 'une aisance naturelle avec les inconnus', 'la facilité à repartir de zéro'],
    challenges: ['des excès qui se voient dans le corps', 'promettre plus qu’on ne peut tenir', 'miser sur le charme plutôt que sur la préparation', 'une image de soi gonflée'],
  },
  // maison 2
  {
    summary: 'En maison 2, Jupiter élargit le flux de l’argent et des talents, lie l’estime de soi à la générosité et fait confiance aux ressources pour se présenter au moment voulu.',
    description: `Revenus et valeur personnelle carburent tous deux à l’optimisme quand Jupiter occupe la maison 2. On y trouve souvent le don de jauger le juste prix des choses, de transformer un passe-temps en gagne-pain, ou d’oser réclamer l’augmentation que d’autres, trop timides, n’ont pas demandée. Les ressources arrivent par bien des canaux, et la conviction de fond reste simple : il y en aura assez, et assez pour partager.

Les valeurs sont larges et d’ordinaire éthiques. L’argent importe moins comme mesure de la réussite que comme moyen d’accéder au confort, au savoir, au voyage ou à l’entraide, et les objets racontent souvent une histoire : le bol hérité d’une grand-mère, les livres usés d’avoir été lus, le manteau acheté pour un départ qui comptait. Les talents forment eux aussi une richesse, et la position prospère à mesure qu’on leur fait confiance et qu’on les cultive.

Sous la pression, la facilité d’hier devient insouciance. Les dépenses devancent les rentrées, le crédit finit par ressembler à un revenu, et l’on achète une affaire pour la seule raison que c’en était une. Certains lient leur valeur à un train de vie et se sentent amoindris quand il rétrécit.

Un budget n’éteint pas le don. Quand les largesses sont prévues plutôt qu’impulsives et que les valeurs guident les achats, ce Jupiter bâtit une prospérité stable, capable de soutenir un foyer, une cause et un large cercle d’amis.`,
    keywords: ['prospérité', 'valeurs', 'gains', 'talents', 'générosité', 'valeur personnelle'],
    strengths: ['un bon œil pour la vraie valeur', 'gagner sa vie grâce à ses dons', 'partager ses ressources sans compter', 'la certitude tranquille d’avoir assez'],
    challenges: ['dépenser avant d’avoir gagné', 'prendre le crédit pour de la richesse', 'lier sa valeur à un train de vie', 'acheter pour le seul plaisir de la bonne affaire'],
  },
  // maison 3
  {
    summary: 'Jupiter en maison 3 agrandit la parole, l’étude et la vie de quartier, apporte des occasions par les conversations, les petits trajets, les voisins et la fratrie, et entretient toute la vie un appétit d’apprendre.',
    description: `Chaque déplacement du quotidien devient ici une source de croissance. La course qui se prolonge en longue discussion à la boulangerie, le trajet en bus passé à lire, la balade du dimanche vers la ville d’à côté : chacun peut ouvrir une porte. Jupiter s’épanouit au contact des autres dans cette maison, et les ouvertures utiles viennent souvent d’un voisin, d’un cousin éloigné ou d’un mot lancé en passant.

Les mots sont son matériau. Parler, écrire, expliquer et raconter se font avec chaleur et un sens naturel des proportions, de sorte qu’un petit fait trouve sa place dans un tableau plus vaste. Les liens avec les frères et sœurs sont parfois d’un grand soutien, ou simplement nombreux, et l’école primaire laisse souvent un goût durable pour les livres et les questions. La générosité passe par le soutien scolaire, les réponses longues aux messages et l’envie de transmettre aussitôt toute découverte.

Sous tension, tout enfle et tout déborde. Les histoires grossissent à chaque récit, les opinions s’énoncent comme des faits, et un agenda bourré de cours, de bavardages et de projets locaux laisse peu de place à la profondeur. On note parfois un penchant à sermonner la fratrie, ou à faire la leçon quand une réponse brève suffirait.

L’écoute fait contrepoids. Lorsque la curiosité s’allie à la justesse et à la patience, la personne devient pour son entourage un guide fiable, quelqu’un qui rend les idées accessibles à quiconque les demande.`,
    keywords: ['apprentissage', 'parole', 'fratrie', 'voisinage', 'petits trajets', 'écriture', 'curiosité'],
    strengths: ['des explications claires et vivantes', 'de la chance par les contacts proches', 'des liens fraternels porteurs', 'un amour durable de l’étude'],
    challenges: ['exagérer en racontant', 'présenter ses opinions comme des faits', 'un emploi du temps surchargé', 'faire la leçon au lieu d’écouter'],
  },
  // maison 4
  {
    summary: 'Jupiter en maison 4 enracine sa foi dans le foyer et la famille, cherche une base privée spacieuse et gagne souvent en contentement et en stabilité avec les années.',
    description: `La table familiale tend à être longue, avec toujours de la place pour un convive de plus. Posé au plus bas du thème, là où s’ouvre le Fond du Ciel, Jupiter relie la croissance à l’appartenance : un foyer qui respire la générosité, une histoire de famille qui donne du sens, et un sentiment intérieur de sécurité que l’on emporte partout. Beaucoup veulent de l’espace au sens propre, un jardin, une grande cuisine ou une maison à la campagne, et déménagent parfois plusieurs fois pour le trouver.

L’enfance a pu compter un parent chaleureux ou pieux, ou une maison pleine de parents et d’invités. Même quand les débuts ont été durs, la position laisse entrevoir la capacité de bâtir le foyer qui a manqué et de le remplir d’hospitalité. La tradition associe la maison 4 à la fin de la vie, et Jupiter y suggère souvent un contentement qui s’approfondit avec l’âge.

Dans ses moments les plus difficiles, le foyer devient trop grand à gérer, en pierres comme en sentiments. L’argent file dans l’immobilier, chaque parent en difficulté est recueilli, ou le passé familial est astiqué si brillamment que les vrais problèmes restent tus. La vie privée peut aussi devenir si confortable qu’on finit par éviter le monde extérieur.

Quand la porte s’ouvre dans les deux sens, pour accueillir les autres et laisser la maisonnée sortir, cette position construit une base qui nourrit en silence bien des gens.`,
    keywords: ['foyer', 'famille', 'racines', 'hospitalité', 'appartenance', 'sécurité intérieure', 'patrimoine'],
    strengths: ['un don pour l’hospitalité', 'un fort sentiment d’appartenance', 'savoir bâtir un foyer qui soutient', 'un contentement qui grandit avec le temps'],
    challenges: ['trop dépenser pour la maison', 'idéaliser le passé familial', 'recueillir plus qu’on ne peut porter', 'se retirer du monde extérieur'],
  },
  // maison 5
  {
    summary: 'Jupiter en maison 5 amplifie la joie, le jeu et le risque créatif, trouve du sens dans l’amour, les enfants et l’art, et donne sa chaleur sans compter à tout ce qu’il aime.',
    description: `Le plaisir se prend au sérieux dans cette maison, et c’est tant mieux. Jupiter y fait du ravissement une source de foi : une toile peinte, une piste de danse bondée, un jeu de société avec des enfants ou une amourette d’été peuvent tous sembler prouver que la vie est bonne. La créativité coule volontiers, et l’on rencontre souvent un talent pour la scène, le sport, l’art de recevoir ou n’importe quel artisanat pratiqué par amour plutôt que par devoir.

Les enfants, les siens comme les élèves, les neveux et nièces ou les adolescents du coin, apportent bien souvent autant de bonheur que de leçons. L’amour a le cœur ouvert et la main large, avec de grands gestes et l’envie de faire sentir à l’être aimé qu’il est fêté. Les loisirs peuvent prendre de l’ampleur, et une idée lancée pour jouer devient parfois une œuvre durable.

L’excès est l’écueil habituel : trop de nuits blanches, trop d’argent dépensé pour s’amuser, des paris hasardeux, ou des idylles retenues pour leur intensité dramatique bien plus que pour leur fond. La fierté tirée de ses créations rend la critique difficile à entendre, et les enfants peuvent sentir la pression de briller à la place d’un parent.

La joie dure quand on la partage et qu’on la cultive. Du temps régulier pour fabriquer quelque chose, et un esprit de jeu glissé dans les jours ordinaires, permettent à ce Jupiter de prodiguer ses encouragements à chaque enfant, chaque artiste et chaque amoureux qu’il croise.`,
    keywords: ['joie', 'créativité', 'amours', 'enfants', 'jeu', 'expression de soi'],
    strengths: ['l’assurance créative', 'de la tendresse envers les enfants', 'un amour généreux et festif', 'le talent de rendre les occasions joyeuses'],
    challenges: ['des paris risqués et des folies pour le plaisir', 'chercher le drame en amour', 'mal supporter la critique de ses créations', 'fonder de trop grands espoirs sur les enfants'],
  },
  // maison 6
  {
    summary: 'Jupiter en maison 6 grandit par le travail quotidien, les routines et le service, avec la conviction qu’un effort utile et régulier et le soin du corps ouvriront de belles occasions.',
    description: `Avec Jupiter en maison 6, la bénédiction se niche dans la banalité des jours. La routine du lieu de travail, la marche avant le petit-déjeuner, la liste cochée le soir venu : c’est là que le sens s’accumule. Le travail arrive sans peine, parfois en plus grande quantité qu’on ne peut en absorber, et les collègues trouvent souvent cette personne serviable, de bonne humeur et prompte à donner un coup de main quand il faut remplacer quelqu’un.

Servir devient ici un acte de foi. On éprouve une vraie satisfaction à se rendre utile, que ce soit dans un cabinet médical, une classe, un atelier de mécanique ou un foyer, et les tâches accomplies pour autrui paraissent dignes plutôt que subalternes. Les compétences mûrissent par la pratique, et un bon mentor ou un apprentissage peut tout changer.

Le risque tient à l’excès de bonnes choses. Accepter chaque demande mène au bureau encombré et aux soirées tardives, les habitudes de santé oscillent entre programmes ambitieux et longs relâchements, et la nourriture riche ou le manque de repos s’additionnent discrètement. On peut aussi prêcher le bon régime ou la bonne méthode au travail.

La modération est la leçon clé. Garder des routines réalistes, refuser certaines tâches et compter le repos comme une partie du métier permettent à cette position de devenir une présence joyeuse et fiable, dont l’aide quotidienne porte toute une équipe.`,
    keywords: ['travail', 'service', 'routine', 'hygiène de vie', 'savoir-faire', 'utilité'],
    strengths: ['un empressement joyeux à aider', 'des compétences qui progressent avec régularité', 'une bonne réputation auprès des collègues', 'trouver du sens aux tâches quotidiennes'],
    challenges: ['se charger de trop de travail', 'alterner régimes stricts et relâchements', 'négliger le repos', 'prêcher sa méthode'],
  },
  // maison 7
  {
    summary: 'Jupiter en maison 7 grandit par l’association, trouve des occasions dans le mariage, les alliances étroites et les contrats, et apporte sa bonne foi à chaque lien en tête-à-tête.',
    description: `Les autres sont ici la porte d’entrée. Dans la maison des partenaires, face à la maison 1, Jupiter attire des conjoints, des clients et des collaborateurs qui élargissent le monde : quelqu’un venu d’une autre culture, un époux sage et encourageant, un associé aux grands projets. La croissance se fait à deux, et bon nombre des meilleures chances de la vie arrivent par une personne qui offre une présentation, un contrat ou simplement sa confiance.

La foi devient confiance dans l’engagement. On suppose généreusement qu’un accord peut être juste et que les deux parties peuvent y gagner, ce qui fait de bons négociateurs, conseillers ou médiateurs. Même les adversaires déclarés sont traités avec respect, et les différends se règlent souvent avec bienveillance.

Les difficultés viennent d’en attendre trop des autres. Un partenaire peut être idéalisé comme la source de toute chance, ou pris pour un maître à suivre plutôt qu’un égal. Certains s’engagent vite, et plus d’une fois, ou tolèrent les excès d’un compagnon parce que l’espoir leur répète que les choses vont s’arranger. Les affaires juridiques peuvent aussi prendre plus d’ampleur que prévu.

La voie saine associe la générosité à des termes clairs. Quand les attentes sont dites à voix haute et que chacun a de la place pour grandir, ce Jupiter noue des alliances qui enrichissent les deux personnes et souvent tout leur entourage.`,
    keywords: ['association', 'mariage', 'contrats', 'équité', 'alliances', 'bienveillance'],
    strengths: ['attirer des partenaires secourables', 'l’équité dans la négociation', 'du respect pour les adversaires déclarés', 'la foi dans l’engagement'],
    challenges: ['idéaliser un partenaire', 's’engager trop vite', 'tolérer les excès par espoir', 'laisser les différends enfler'],
  },
  // maison 8
  {
    summary: 'Jupiter en maison 8 cherche la croissance par la profondeur, les ressources partagées et la transformation, et puise sa foi dans la capacité de traverser une crise avec un élan renouvelé.',
    description: `Ce qui se possède en commun passe au premier plan avec Jupiter en maison 8. Comptes joints, revenus d’un conjoint, emprunts, assurances, impôts et héritages forment le terrain où surgissent souvent les occasions, et l’on trouve parfois un talent pour gérer l’argent d’autrui ou pour gagner l’appui de bailleurs de fonds. Le champ le plus profond reste pourtant affectif : la confiance qu’il faut pour unir deux vies, et l’audace de regarder en face ce qui bouleverse tout.

L’intimité se veut généreuse et intense. Partager ses secrets, son corps et ses peurs semble un chemin vers le sens, et la proximité est traitée comme une chose sacrée. Dans les temps de deuil ou de bouleversement, cette position trouve souvent des ressources inattendues, la foi calme qu’une fin est aussi un passage. Un goût pour la psyché, l’enquête, l’énigme et les questions que l’on évite d’ordinaire est fréquent.

Le danger, c’est l’enchevêtrement. La dette peut devenir trop confortable, les finances communes se brouillent, et le goût de l’intensité entraîne vers le drame ou la dépendance. Attendre qu’un héritage, un sauvetage ou l’aisance d’un conjoint règle les problèmes retarde parfois l’effort personnel.

Des accords clairs et un bilan honnête de l’argent partagé préservent l’équilibre de ce Jupiter. Sa force dans la crise devient alors un cadeau, et il peut guider des amis, des clients ou des proches à travers leurs passages les plus rudes, avec un espoir constant.`,
    keywords: ['ressources partagées', 'intimité', 'transformation', 'héritage', 'crise', 'profondeur', 'confiance'],
    strengths: ['une foi calme au cœur de la crise', 'de l’habileté avec les finances communes', 'une intimité généreuse et confiante', 'le courage de regarder les vérités dures'],
    challenges: ['s’installer confortablement dans la dette', 'des finances communes confuses', 'rechercher l’intensité pour elle-même', 'attendre d’être sauvé'],
  },
  // maison 9
  {
    summary: 'Dans la maison 9, demeure naturelle de la planète, Jupiter grandit par l’étude, le voyage et la croyance, cherche la vérité au-delà des frontières et partage sa vision avec un réel enthousiasme.',
    description: `L’horizon ne cesse d’appeler avec cette position. La maison 9 fait écho au Sagittaire, signe de Jupiter, et l’appétit de sens propre à la planète y circule librement à travers les universités, les bibliothèques, les longs voyages, les langues étrangères, la religion, le droit et l’édition. Une année de césure, un séjour d’études à l’étranger ou un retour tardif sur les bancs de l’école peut changer le cours d’une vie, et des gens venus de loin deviennent souvent des guides.

La foi est centrale, sans être toujours formelle. Certains vivent une tradition religieuse avec profondeur et chaleur ; d’autres se bâtissent une philosophie personnelle à partir de lectures, de voyages et de conversations. Dans les deux cas, on ressent un fort besoin de comprendre le pourquoi, et de transmettre ce qui a été compris par l’enseignement, l’écriture ou le mentorat. La générosité consiste à ouvrir aux autres des mondes plus vastes.

Le versant d’ombre, c’est la conviction qui se fige en certitude. Les opinions tombent comme des sermons, les plans du prochain voyage remplacent l’attention au présent, et l’amour des grandes idées saute par-dessus les détails pratiques. L’agitation empêche parfois de rester assez longtemps au même endroit, dans le même emploi ou la même croyance pour qu’ils portent leurs fruits.

L’humilité rétablit l’équilibre. Un esprit qui continue de questionner et respecte les autres chemins permet à ce Jupiter de devenir un enseignant sage et ouvert, dont la vision élargit bien des vies.`,
    keywords: ['croyance', 'études supérieures', 'voyage', 'philosophie', 'enseignement', 'cultures étrangères'],
    strengths: ['une soif de savoir généreuse', 'de l’aisance avec les autres cultures', 'un don pour enseigner et guider', 'une philosophie personnelle vivante'],
    challenges: ['prêcher au lieu de partager', 'une certitude qui ferme l’esprit', 'négliger les détails pratiques', 'une agitation qui ne se pose jamais'],
  },
  // maison 10
  {
    summary: 'Jupiter en maison 10 fait grandir la carrière et la réputation, amène souvent reconnaissance, mentors et postes de direction, et demande que la réussite serve quelque chose de plus grand que l’ambition.',
    description: `La vie publique tend à bien tourner avec Jupiter en maison 10. La réputation grandit presque d’elle-même, promotions et propositions se présentent, et les figures d’autorité acceptent volontiers de parrainer, de recommander ou de former. Beaucoup se tournent vers des rôles exposés dans l’éducation, le droit, l’administration publique, les affaires, le tourisme ou tout domaine qui réclame de la vision et de la confiance.

Le moteur profond est de faire un travail qui ait du sens. Un titre compte moins que le sentiment de contribuer à une histoire plus vaste, et les carrières les plus satisfaisantes mêlent d’ordinaire le statut à une mission, comme enseigner, conseiller ou fonder des institutions. La générosité se manifeste par l’accompagnement des débutants et par une influence mise au service de ceux à qui l’on ouvre des portes.

Une grande scène comporte ses propres risques. L’ambition peut dépasser les capacités ou le temps disponible, et le désir de paraître en réussite pousse à trop s’engager ou à promettre des résultats qui dépendent de la chance. La fierté du rang rend parfois difficile l’aveu d’une erreur, et la vie privée peut être sacrifiée à l’image publique.

L’intégrité assure une ascension régulière. Quand la réussite se mesure au bien qu’elle fait et que le mérite est partagé avec les personnes qui ont prêté main-forte, ce Jupiter devient une figure publique respectée, dont l’exemple pousse les autres à viser haut.`,
    keywords: ['carrière', 'réputation', 'capacité à diriger', 'reconnaissance', 'mentors', 'rôle public', 'vocation'],
    strengths: ['une bonne réputation publique', 'le soutien des mentors et des supérieurs', 'un ascendant naturel', 'un travail uni à un sens de la mission'],
    challenges: ['une ambition qui dépasse les capacités', 'trop s’engager pour paraître en réussite', 'un orgueil qui cache les erreurs', 'négliger la vie privée'],
  },
  // maison 11
  {
    summary: 'Jupiter en maison 11 grandit par l’amitié, les groupes et les espoirs partagés, attire souvent un cercle large et secourable et croit fermement à ce que les gens peuvent accomplir ensemble.',
    description: `Les amis se multiplient autour de ce Jupiter, et l’astrologie ancienne nommait même la maison 11 la joie de la planète. Clubs, équipes, communautés en ligne, associations et causes l’accueillent volontiers, et les bonnes chances arrivent souvent par quelqu’un du réseau : l’ami d’un ami qui cherche un associé, un groupe qui offre une tribune, un membre qui se souvient d’un nom. La générosité circule à l’horizontale, entre pairs, sous forme de services, de mises en relation et de soutien jovial.

Les espoirs sont vastes et souvent tournés vers le collectif. Rêver d’un quartier meilleur, d’une entreprise plus équitable ou d’un projet qui rassemble beaucoup de monde donne du sens à la vie, et la foi repose en partie sur la conviction que l’avenir peut s’améliorer par l’effort commun. On a souvent affaire à un organisateur ou à un collecteur de fonds né, qui sait rendre un groupe plus grand que la somme de ses membres.

Sous tension, l’étendue évince la profondeur. Trop de connaissances et trop peu d’amis proches, des engagements éparpillés entre plusieurs groupes, ou des objectifs si grandioses qu’ils ne prennent jamais forme sont des pièges courants. Certains comptent sur leurs amis pour leur trouver des occasions au lieu d’agir, ou suivent la foule par loyauté.

Le remède est la concentration. En choisissant quelques groupes et quelques buts clairs, cette position transforme ses dons sociaux en changement réel et devient l’ami qui aide les autres à atteindre leurs propres espérances.`,
    keywords: ['amitié', 'groupes', 'communauté', 'espoirs', 'réseaux', 'buts communs'],
    strengths: ['un cercle large et secourable', 'le talent d’organiser des groupes', 'la confiance en l’avenir', 'un soutien généreux envers les pairs'],
    challenges: ['beaucoup de connaissances mais peu d’intimes', 'des engagements dispersés', 'des buts trop grandioses pour prendre forme', 'suivre la foule par loyauté'],
  },
  // maison 12
  {
    summary: 'Jupiter en maison 12 trouve la foi dans la solitude, la compassion et l’invisible, puise une force tranquille dans la retraite et offre son aide là où elle est le plus cachée.',
    description: `Certaines des plus belles grâces agissent ici hors de la vue. En maison 12, Jupiter relie la croissance à la vie intérieure : les heures de solitude, la prière ou la méditation, les rêves, la musique, les longues marches sans destination. Beaucoup se sentent protégés, comme si le secours arrivait au bon moment d’une direction que personne n’attendait. La retraite tient moins de la fuite que de la source de renouveau.

La compassion est profonde. On ressent souvent une attirance pour les hôpitaux, les centres d’hébergement, les prisons, les œuvres caritatives, les communautés spirituelles ou tout lieu où les gens sont vulnérables, et la bonté se donne sans aucun besoin de reconnaissance. Les dons anonymes, les gardes de nuit et l’écoute silencieuse conviennent bien à cette position, tout comme le travail créatif mené dans la solitude.

Tout se joue sur les limites. La générosité peut tourner au sauvetage de personnes qui ne veulent pas changer, ou à un don si entier que l’on s’oublie soi-même. L’espoir glisse vers la pensée magique, et les difficultés sont parfois cachées ou fuies dans le sommeil, la rêverie ou les substances au lieu d’être affrontées. Des talents restent aussi inemployés, faute de croire qu’ils méritent d’être montrés.

Des moments réguliers à l’écart, joints à des limites honnêtes, permettent à ce Jupiter de puiser dans sa richesse intérieure. Sa foi intime devient alors une véritable source de bonté, offerte librement et sans s’y perdre.`,
    keywords: ['compassion', 'solitude', 'foi spirituelle', 'retraite', 'aide cachée', 'charité'],
    strengths: ['une compassion profonde et discrète', 'se ressourcer dans la solitude', 'le sentiment d’une protection invisible', 'donner sans attendre de reconnaissance'],
    challenges: ['sauver ceux qui ne veulent pas d’aide', 'donner jusqu’à l’épuisement', 'fuir au lieu d’affronter les problèmes', 'cacher ses vrais talents'],
  },
];
