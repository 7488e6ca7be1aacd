// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';

/** Uranus dans chacune des douze maisons (maison 1 en premier), en français (traduit de URANUS_IN_HOUSE_EN). */
export const URANUS_IN_HOUSE_FR: readonly PlacementText[] = [
  // maison 1
  {
    summary: 'Uranus en maison 1 donne une présence frappante et indépendante, un moi qui exige d’être accueilli tel qu’il est et ne cesse de réinventer sa manière de se montrer.',
    description: `Une coiffure différente à chaque saison, une démarche qui ne suit pas celle de la foule, un avis donné avant que quiconque l’ait demandé : avec Uranus en maison 1, la personne paraît légèrement à contretemps, et c’est le plus souvent voulu. Le corps ressemble à un fil électrique, prompt à réagir, agité quand on le force à l’immobilité, heureux surtout quand il bouge selon ses propres règles. Les premières impressions marquent, car quelque chose dans l’attitude refuse de passer inaperçu.

La liberté est personnelle et immédiate. Se voir dicter sa tenue, sa façon de parler ou de se conduire pèse presque physiquement, et la réponse consiste souvent à faire l’inverse. La vie peut être jalonnée de départs brusques, chacun offrant une nouvelle version de soi essayée en public.

La tension surgit quand l’indépendance devient un réflexe. L’entourage trouve parfois la personne imprévisible, et les sorties soudaines, hors d’un projet ou d’une relation, laissent derrière elles un sillage de perplexité. La nervosité peut grimper, ce qui rend le repos, les repas réguliers et une respiration calme plus importants qu’à l’ordinaire.

On grandit en remarquant que l’originalité se passe fort bien d’un adversaire. Dès que le moi n’a plus à prouver sa différence, cette présence vive et singulière devient une invitation ouverte, pour les autres, à être eux-mêmes à leur tour.`,
    keywords: ['indépendance', 'présence frappante', 'réinvention', 'nervosité', 'originalité', 'nouveaux départs'],
    strengths: ['une manière originale et mémorable', 'le courage de paraître différent', 'des réactions vives face à l’inédit', 'l’aisance à tout recommencer'],
    challenges: ['se rebeller par réflexe', 'des humeurs et des départs imprévisibles', 'des nerfs agités et tendus', 'du mal à accepter un conseil extérieur'],
  },
  // maison 2
  {
    summary: 'Uranus en maison 2 provoque des revirements soudains dans les revenus et les biens, et pousse vers une idée personnelle et peu conventionnelle de ce qui vaut la peine d’être possédé et gagné.',
    description: `L’argent suit rarement une ligne droite dans cette maison. Les gains arrivent par à-coups, grâce à des projets parallèles, des petits boulots ou des compétences qui n’existaient pas encore dans la jeunesse de la personne, puis s’interrompent tout aussi brusquement. Les biens vont et viennent au rythme des goûts ; une pièce déborde de gadgets une année et se retrouve presque vide l’année suivante. Sous ce mouvement se cache la quête de valeurs vraiment à soi, plutôt qu’héritées de la famille ou empruntées à la publicité.

Dans ses meilleurs jours, la position fait preuve d’une débrouillardise surprenante. Un passe-temps devient un métier, un vieil objet trouve un nouvel usage, un outil récent ouvre une façon de gagner sa vie que personne n’a encore repérée. L’estime de soi tient moins aux possessions qu’à la liberté de choisir.

En période difficile, la sécurité vacille. Les achats compulsifs, les reconversions brutales décidées sans filet ou une désinvolture envers les factures changent la liberté en souci. Parfois, la révolte vise l’argent lui-même, ce qui complique d’autant la possibilité de vivre selon ses valeurs.

Une petite réserve mise de côté pour les imprévus change la donne. Avec un plancher stable sous les pieds, ce rapport inventif aux ressources peut soutenir l’indépendance au lieu de la menacer.`,
    keywords: ['revenus irréguliers', 'valeurs personnelles', 'débrouillardise', 'nouvelles sources de gain', 'biens changeants'],
    strengths: ['des façons inventives de gagner sa vie', 'des valeurs librement choisies', 'peu d’attachement aux simples objets', 'trouver un nouvel usage aux vieilles ressources'],
    challenges: ['des revenus en dents de scie', 'les achats impulsifs', 'négliger l’épargne et les factures', 'un sentiment de sécurité instable'],
  },
  // maison 3
  {
    summary: 'Uranus en maison 3 branche l’esprit quotidien sur l’intuition soudaine, la parole insolite et les liens rapides avec la fratrie, les voisins et le monde proche.',
    description: `Les idées surgissent en pleine phrase avec cette position, et changent souvent le cours d’une conversation avant que les autres aient suivi. La maison 3 gouverne le flux ordinaire des mots, des courses, des petits trajets et de la première scolarité, et Uranus en fait un courant vif et imprévisible. Un passage à l’épicerie se termine en longue discussion avec un inconnu ; un simple texto déclenche un projet entier.

L’apprentissage réussit mieux quand on le mène soi-même. Les méthodes scolaires classiques paraissent lentes, alors qu’une énigme, un outil ou une question creusée seul apportent une compréhension fulgurante. Frères, sœurs et voisins sont parfois des personnages hors du commun, ou bien le lien avec eux change brusquement, oscillant entre proximité et distance.

La parole peut être franche, spirituelle et en avance sur son temps. Ce même don devient gênant quand les mots fusent sans réflexion, quand l’attention saute si souvent que les tâches restent à moitié faites, ou quand un esprit agité refuse de se calmer la nuit. On lance parfois une dispute rien que pour éprouver une idée.

La constance naît de petites habitudes : noter ses pensées, finir un livre avant d’en ouvrir un autre, écouter jusqu’au bout la phrase de l’interlocuteur. Les éclairs d’intuition peuvent alors se poser et se partager sous une forme dont les autres peuvent se servir.`,
    keywords: ['intuition soudaine', 'parole insolite', 'esprit vif', 'fratrie', 'apprendre en autodidacte', 'surprises locales'],
    strengths: ['une pensée originale et inventive', 'une communication directe et pleine d’esprit', 'apprendre vite par curiosité', 'l’aisance avec les nouveaux outils d’écriture et d’échange'],
    challenges: ['une attention dispersée', 'parler avant de réfléchir', 'des liens instables avec la fratrie ou les voisins', 'un esprit qui ne connaît pas de repos'],
  },
  // maison 4
  {
    summary: 'Uranus en maison 4 ébranle les fondations du foyer et de la famille, et réclame une base privée façonnée par la liberté plutôt que par les règles héritées.',
    description: `Les racines ressemblent ici davantage à une tente qu’à une cave. La vie familiale des débuts a pu comporter des déménagements, une organisation familiale atypique ou un parent qui vivait à son propre rythme, et la leçon qu’on en tire est qu’un foyer peut se reconstruire. À l’âge adulte, ces personnes déplacent volontiers les meubles à minuit, habitent des lieux que d’autres jugent bizarres, ou partagent une maison avec des gens qui sont une famille élue et non de sang.

La maison 4 commence au Fond du Ciel, lieu le plus secret du thème, et Uranus y fait passer dans la vie intérieure un courant de surprise. Des souvenirs reviennent soudain chargés d’un sens nouveau, et le besoin d’air sur le plan affectif persiste même au milieu des intimes.

Sous tension, c’est la base elle-même qui vacille. Des déménagements fréquents, des frictions avec la parenté au sujet de l’indépendance, ou l’impression qu’aucun lieu ne convient tout à fait peuvent laisser la personne sans ancrage. Une maisonnée fonctionne parfois avec si peu de routine que personne ne sait à quoi s’attendre.

La réponse n’est pas de cesser de changer, mais de choisir des points d’ancrage. Un fauteuil préféré, un repas chaque semaine, un trousseau de clés qui reste dans le même bol suffisent à rendre un foyer à la fois libre et sûr. À partir de cette base, l’envie de renouveau devient un cadeau pour tous ceux qui y vivent.`,
    keywords: ['foyer atypique', 'famille choisie', 'racines mouvantes', 'liberté intérieure', 'déménagements', 'surprises intimes'],
    strengths: ['inventer de nouvelles formes de famille', 's’adapter vite à un nouveau logement', 'un regard neuf sur le passé', 'une maisonnée accueillante et originale'],
    challenges: ['se sentir sans racines', 'des frictions familiales autour de la liberté', 'trop peu de routine à la maison', 'fuir la proximité sans prévenir'],
  },
  // maison 5
  {
    summary: 'Uranus en maison 5 apporte une étincelle d’inattendu à la création, aux amours, au jeu et aux enfants, et cherche le plaisir dans ce qui est neuf et jamais essayé.',
    description: `La joie entre volontiers par la porte de service quand Uranus occupe la maison 5. Cette maison concerne ce que l’on fait pour le plaisir, de la peinture et des jeux au flirt et à l’éducation des enfants, et Uranus rend ce plaisir dépendant de la nouveauté. Un loisir est abandonné dès qu’il devient familier, tandis qu’une forme d’art étrange et inédite retient l’attention pendant des années. Le travail créatif enfreint souvent les règles de son domaine, parfois de façon brillante.

L’amour commence soudainement et suit un scénario inhabituel. L’attirance s’enflamme pour des personnes différentes par l’âge, le milieu ou la vision du monde, et le frisson de la surprise compte autant que le confort. Avec les enfants, l’approche est souvent expérimentale : encourager tôt l’autonomie, traiter les petits en amis, ou découvrir que c’est l’enfant qui apporte l’imprévu.

La difficulté, c’est que l’excitation retombe. Les liaisons finissent aussi vite qu’elles ont commencé, des risques sont pris pour la seule montée d’adrénaline, et les projets créatifs restent en plan une fois passé le premier éclair. Les proches peinent parfois à suivre ces revirements du cœur.

Le jeu reste une saine source de renouveau quand il se partage avec égard. Tenir ses promesses envers partenaires et enfants tout en gardant de la place pour la surprise permet à cette position de changer son originalité en bonheur durable.`,
    keywords: ['expérience créative', 'coup de foudre', 'nouveauté', 'jeu', 'enfants singuliers', 'risque'],
    strengths: ['une création audacieuse et originale', 'un esprit joueur et inventif', 'encourager l’autonomie des enfants', 'l’ouverture aux amours peu communes'],
    challenges: ['se lasser une fois le frisson passé', 'le risque recherché pour lui-même', 'des ruptures brutales', 'des projets créatifs inachevés'],
  },
  // maison 6
  {
    summary: 'Uranus en maison 6 cherche la liberté au sein du travail quotidien et des habitudes de santé, améliore les méthodes par l’invention et résiste aux horaires rigides comme à la surveillance.',
    description: `Un bureau de neuf heures à dix-sept heures sous l’œil d’un chef pointilleux convient mal à cette position. La maison 6 contient les corvées, les emplois et les habitudes corporelles qui remplissent une semaine ordinaire, et Uranus les veut souples, efficaces et, idéalement, un peu astucieuses. Ces personnes travaillent souvent à des heures décalées, en indépendant, changent fréquemment de poste, ou se retrouvent dans des métiers techniques où les outils se renouvellent sans cesse. Ce sont fréquemment elles qui remarquent qu’une tâche pourrait se faire en deux fois moins de temps.

Le service prend une forme inventive. Réparer un système défaillant, simplifier une procédure ou montrer aux collègues une méthode plus rapide procure une vraie satisfaction. Les programmes de remise en forme sont essayés, abandonnés puis remplacés, et l’on s’intéresse volontiers aux approches nouvelles de l’exercice et de l’alimentation.

La tension s’accumule dans les nerfs. Trop de changements au quotidien laissent le corps crispé et le sommeil léger, et les frictions avec la hiérarchie peuvent mener à des démissions soudaines. Se rebeller contre la routine revient aussi, parfois, à sauter les habitudes mêmes qui entretiennent l’énergie.

Quelques points fixes aident beaucoup : un repos régulier, un noyau simple d’habitudes saines et un emploi qui laisse place à l’expérimentation. À ces conditions, cette position devient un moteur de réformes utiles.`,
    keywords: ['travail souple', 'réforme', 'nouvelles méthodes', 'santé nerveuse', 'technologie', 'efficacité'],
    strengths: ['améliorer la façon de travailler', 'l’aisance avec les nouveaux outils et systèmes', 'l’ouverture aux pratiques de santé nouvelles', 's’épanouir dans des postes flexibles'],
    challenges: ['des heurts avec les supérieurs', 'des changements d’emploi fréquents', 'la tension et le sommeil léger dus au changement constant', 'abandonner des routines utiles'],
  },
  // maison 7
  {
    summary: 'Uranus en maison 7 fait entrer l’inattendu dans le couple et les associations, et cherche des liens qui respectent la liberté de chacun et réécrivent les termes habituels de l’engagement.',
    description: `Les relations suivent rarement ici le modèle qu’une famille pourrait attendre. La maison 7, qui s’ouvre au Descendant, décrit les personnes que l’on rencontre face à face, en amour, en affaires et même dans le désaccord ouvert, et Uranus placé là attire des partenaires indépendants, hors normes ou tout simplement surprenants. Une rencontre à un arrêt de bus peut tourner au mariage ; de longues fiançailles peuvent se rompre du jour au lendemain.

Le besoin le plus profond est celui d’espace au sein de la proximité. Les unions fonctionnent mieux quand chacun garde ses amis, ses intérêts et parfois son logement, et quand l’accord est construit à deux plutôt que copié sur la tradition. Contrats et collaborations gagnent à recevoir des termes neufs et une révision régulière.

Le malaise naît lorsque la liberté est recherchée à travers les autres au lieu d’être revendiquée directement. On choisit alors des partenaires toujours sur le départ, ou l’on est soi-même celui qui recule chaque fois que l’intimité s’approfondit. Ruptures soudaines, accords mouvants et affrontements avec des adversaires déclarés rendent la vie instable.

Parler honnêtement de ses besoins marque le tournant. Quand les deux partenaires peuvent dire de combien d’espace ils ont besoin et se choisir malgré tout, cette position donne quelques-unes des relations les plus vivantes qui soient : une amitié en leur cœur, renouvelée plutôt qu’usée par le temps.`,
    keywords: ['union libre', 'partenaires atypiques', 'rencontres soudaines', 'égalité', 'accords nouveaux', 'indépendance'],
    strengths: ['le respect de l’indépendance de l’autre', 'des relations fondées sur l’amitié', 'des accords et contrats inventifs', 'l’ouverture à des êtres différents de soi'],
    challenges: ['des ruptures et séparations soudaines', 'attirer des partenaires indisponibles', 'la peur d’être lié', 'des alliances d’affaires instables'],
  },
  // maison 8
  {
    summary: 'Uranus en maison 8 imprime des virages soudains à l’argent partagé, à l’intimité et aux crises, et éveille une compréhension nouvelle par des événements impossibles à maîtriser.',
    description: `En maison 8, le changement passe volontiers par l’argent des autres et par ces moments qui réduisent la vie à l’essentiel. Uranus peut y signifier un héritage imprévu, un bouleversement soudain des finances d’un conjoint, ou un compte joint à repenser dans l’urgence. Dettes, emprunts et biens communs évoluent parfois dans des directions surprenantes.

L’intimité s’aborde avec curiosité et une aversion pour les tabous. On s’intéresse vivement à ce dont les autres évitent de parler, du désir charnel aux rouages occultes du pouvoir, sans oublier le deuil, et l’on désire une proximité qui laisse encore respirer. La confiance se construit mieux quand elle est librement choisie plutôt qu’exigée.

La crise agit souvent comme un réveil. Une perte, un choc ou un tournant peuvent briser d’anciens schémas d’un seul coup, en laissant une idée plus nette de l’essentiel à conserver. La difficulté réside dans la secousse elle-même : un détachement affectif employé comme protection, une réticence à mettre en commun argent ou sentiments, et l’anxiété de la prochaine surprise.

Se préparer adoucit les angles. Des accords écrits et clairs sur l’argent commun, une parole franche sur les besoins dans l’intimité et la volonté de laisser le changement enseigner plutôt que seulement effrayer permettent à cette position de faire du bouleversement un renouveau.`,
    keywords: ['changement soudain', 'ressources partagées', 'intimité', 'crise', 'éveil', 'héritage imprévu'],
    strengths: ['du ressort après un bouleversement', 'une curiosité franche pour les sujets cachés', 'des approches neuves des finances communes', 'la lucidité qui suit la crise'],
    challenges: ['des chocs sur l’argent commun', 'le détachement affectif comme bouclier', 'la réticence à fusionner', 'l’anxiété face à ce qui peut advenir'],
  },
  // maison 9
  {
    summary: 'Uranus en maison 9 libère la quête de sens des doctrines héritées et suscite des croyances originales, des études insolites et des voyages qui transforment la vision du monde.',
    description: `La croyance devient ici une expérience vivante. La maison 9 couvre la philosophie, la foi, les études supérieures, le droit et les voyages lointains, et Uranus y met en doute toute vérité toute faite. Quelqu’un élevé dans une tradition peut la quitter, y revenir avec un regard neuf, ou en combiner plusieurs en un chemin personnel. Les illuminations soudaines viennent souvent en lisant, en enseignant ou en arpentant une ville inconnue.

Les études empruntent des voies inhabituelles : un diplôme tardif, une expertise d’autodidacte, un domaine aux frontières du savoir actuel, ou un cursus mené loin de chez soi. Le voyage se fait souvent sans plan, et un seul périple peut renverser toute une manière de voir le monde.

L’ombre, c’est un esprit agité qui rejette un ensemble de règles pour en étreindre un autre tout aussi fort. Les opinions peuvent devenir tranchantes, et le plaisir d’être en avance sur son époque rend difficile la patience envers ceux qui pensent plus lentement. Les projets d’études ou de voyage changent aussi parfois si souvent qu’aucun n’aboutit.

L’humilité garde l’étincelle honnête. Quand les nouvelles croyances restent ouvertes au questionnement, et que les idées venues de loin sont rapportées chez soi pour être éprouvées au quotidien, cette position offre une vision plus large et plus libre de ce que peut signifier une vie humaine.`,
    keywords: ['croyances originales', 'études insolites', 'voyages imprévus', 'remise en question', 'vision large', 'liberté de pensée'],
    strengths: ['une pensée indépendante sur les grandes questions', 'l’ouverture aux autres cultures', 'apprendre hors des sentiers battus', 'la clairvoyance tirée des voyages'],
    challenges: ['des vues rigides défendues au nom de la liberté', 'l’impatience envers la tradition', 'des projets d’études ou de voyage inachevés', 'prêcher trop fort les idées nouvelles'],
  },
  // maison 10
  {
    summary: 'Uranus en maison 10 cherche un rôle public à ses propres conditions, amène des virages professionnels soudains et une réputation d’originalité, de réforme ou d’indépendance.',
    description: `L’échelle de la carrière se gravit rarement un barreau après l’autre sous cet Uranus. La maison 10, qui s’ouvre au Milieu du Ciel, décrit la position sociale, la vocation et la manière de composer avec l’autorité, et Uranus placé là produit des vies professionnelles aux virages serrés. On peut se former à un domaine, changer brusquement de cap et réussir dans un métier qui existait à peine au départ. Le travail indépendant, les métiers techniques, les mouvements de réforme ou tout rôle qui laisse de la liberté conviennent bien.

Être différent fonde souvent la réputation. Les collègues voient dans la personne l’innovateur, celui qui conteste le plan officiel, ou l’électron libre qui apporte des idées fraîches. Les figures d’autorité, des parents aux chefs de service, ont pu être singulières ou imprévisibles, et enseigner tôt que les règles peuvent changer.

La tension naît des heurts avec les structures. Quitter un emploi sous le coup de la colère, peiner à respecter toute chaîne hiérarchique, ou changer de direction si souvent qu’aucune réputation n’a le temps de se former peuvent freiner la progression. La vie publique apporte aussi des retournements soudains, difficiles à prévoir.

Construire un rôle ménageant une marge d’essai, et apprendre à proposer le changement plutôt qu’à seulement résister, font de cette position un vrai cadeau : une figure publique qui ouvre la voie à de meilleures façons de travailler.`,
    keywords: ['carrière atypique', 'virages soudains', 'réforme', 'indépendance', 'originalité publique', 'innovation'],
    strengths: ['un commandement inventif', 'le courage de changer de voie', 'une vision réformatrice', 'une réputation d’idées neuves'],
    challenges: ['des conflits avec l’autorité', 'des changements d’emploi abrupts', 'des revers publics', 'du mal à bâtir un parcours stable'],
  },
  // maison 11
  {
    summary: 'Uranus en maison 11 trouve une demeure naturelle parmi les amis, les groupes et les espoirs partagés, et rassemble des alliés peu communs autour de visions d’un avenir meilleur.',
    description: `C’est là qu’Uranus se sent le plus à l’aise, car la maison 11 lui est associée de longue date. Les amitiés se nouent vite, par-delà l’âge, la classe sociale et l’origine, et le cercle peut compter des inventeurs, des militants, des artistes et des gens qui refusent tout simplement d’entrer dans une case. Associations, clubs, forums et causes donnent un sentiment de but et d’appartenance sans le poids du devoir familial.

L’avenir occupe beaucoup de place dans les espérances. On a le don d’imaginer un monde mieux organisé, et de réunir ceux qui veulent aider. Un projet de quartier, un espace de travail partagé ou une campagne pour le changement peuvent tous naître d’une conversation tardive entre amis.

La tension oppose le groupe à l’individu. On adhère avec enthousiasme, puis on étouffe sous les règles communes et l’on s’en va. Les amitiés peuvent être nombreuses mais minces, ou se rompre brusquement sur une divergence d’idéaux. Aimer l’humanité en général fait parfois négliger les besoins d’un ami en particulier.

Rester fidèle à travers le désaccord est ici le travail discret. Quand les amis sont appréciés comme des personnes et non seulement comme des compagnons de conviction, les réseaux bâtis avec cette position deviennent assez solides pour porter de vrais espoirs dans le monde.`,
    keywords: ['amitié', 'groupes', 'vision d’avenir', 'causes', 'réseaux', 'espoirs partagés'],
    strengths: ['se faire des amis par-delà toutes les différences', 'rallier les gens autour d’une vision', 'des idées neuves pour les communautés', 'l’aisance dans les réseaux et les équipes'],
    challenges: ['quitter les groupes brusquement', 'beaucoup d’amis mais peu de proches', 'des heurts sur les idéaux', 'perdre de vue les besoins individuels'],
  },
  // maison 12
  {
    summary: 'Uranus en maison 12 œuvre en silence dans les coulisses, apporte des éveils intérieurs soudains, des intuitions inattendues dans la solitude et une veine d’indépendance cachée.',
    description: `L’essentiel de la rébellion se joue à l’abri des regards. La maison 12 abrite la retraite, les rêves, les secrets et les lieux intimes où le moi se repose du monde, et Uranus y rend la vie intérieure bien plus singulière que l’allure extérieure ne le laisse croire. Un visage calme au bureau peut cacher un esprit plein d’idées étranges, et les éclairs d’intuition arrivent souvent pendant le sommeil, les longues promenades ou les heures tranquilles passées seul.

Plus qu’un besoin, la solitude est une source de renouveau. Le temps loin des autres laisse parler l’intuition, et la compréhension soudaine de vieux schémas peut survenir sans prévenir. Le travail en milieu hospitalier, en lieu de retraite, dans la recherche ou auprès des personnes en marge de la société peut convenir, car la compassion sait ici se montrer inventive et pratique.

Quand la charge devient lourde, l’indépendance jamais exprimée au grand jour se change en agitation ou en malaise sans cause claire. Les sentiments sont refoulés jusqu’à ce qu’ils éclatent, ou la personne agit contre ses propres intérêts par des choix cachés. Le sommeil peut être léger et les nerfs vite surchargés.

Donner une voix au rebelle intérieur relâche la pression. Un journal, un travail créatif discret ou du temps dans la nature permettent à ces révolutions privées de remonter en douceur, et changent l’intuition secrète en une compassion qui touche les autres.`,
    keywords: ['indépendance cachée', 'éveil intérieur', 'intuition', 'solitude', 'compassion', 'rêves'],
    strengths: ['des intuitions soudaines dans le calme', 'une compassion inventive', 'la liberté trouvée dans la solitude', 'la compréhension des schémas cachés'],
    challenges: ['une agitation refoulée', 'un malaise sans cause claire', 'agir en secret contre soi-même', 'un sommeil léger et des nerfs à vif'],
  },
];
