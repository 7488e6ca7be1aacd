// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Uranus dans chacun des douze signes, en français (traduit de URANUS_IN_SIGN_EN). */
export const URANUS_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Uranus en Bélier défriche sur un coup d’élan, libère le moi par des premiers pas audacieux et refuse d’attendre la permission de qui que ce soit pour commencer.',
    description: `Le changement arrive comme une allumette qu’on frotte. Uranus dans le Bélier, feu cardinal où règne Mars, veut la liberté dans ce qu’elle a de plus direct : le droit d’agir, d’essayer, de passer le premier une porte encore close. Ceux qui naissent pendant ce passage partagent une humeur inquiète et pionnière, le sentiment que les vieilles manières de faire peuvent tout bonnement être sautées. Chacun porte cette humeur dans une tonalité propre, peut-être l’envie de quitter un emploi terne un lundi pour lancer une petite affaire le vendredi, ou de se mettre à un sport que personne dans la famille n’a jamais pratiqué.

L’invention est ici rapide et physique. Les idées arrivent en éclairs et sont éprouvées aussitôt, plus souvent les outils à la main que sur le papier. L’indépendance tient moins de la philosophie que du réflexe.

Sous la contrainte, ce réflexe peut devenir imprudent. La rébellion s’enflamme contre toute limite, utile ou non, et les projets sont lâchés dès qu’ils cessent de paraître neufs. Les amis peuvent être surpris par des départs brusques.

Le meilleur usage de cette position associe l’étincelle à un second pas. Quand l’audace de commencer s’allie à la patience de mener une chose à terme, il en sort un vrai travail de pionnier, qui ouvre un chemin où d’autres pourront passer.`,
    keywords: ['esprit pionnier', 'impulsion', 'indépendance', 'départs soudains', 'courage', 'autonomie'],
    strengths: ['l’audace d’essayer l’inédit', 'une invention rapide et concrète', 'l’absence de peur de l’échec', 'une énergie qui entraîne les autres à commencer'],
    challenges: ['se rebeller contre des limites utiles', 'abandonner les projets devenus familiers', 'des départs brusques qui déstabilisent', 'agir avant de réfléchir'],
  },

  Taurus: {
    summary: 'Uranus en Taureau secoue le monde établi de l’argent, de la terre et du corps, et réinvente lentement ce que signifient vraiment la sécurité, la valeur et le confort.',
    description: `Un sol lent est prié de bouger. Le Taureau est une terre fixe placée sous Vénus, un signe qui chérit ce qui est stable, possédé et palpable, et Uranus lui apporte la secousse de la réinvention. La tension entre les deux est le cœur de la position. Une génération qui la porte tend à interroger la mesure de la valeur : ce qu’est l’argent, à qui appartient la terre, comment se cultive la nourriture, ce dont le corps a besoin pour se sentir en sécurité. Dans une vie singulière, la question peut prendre la forme d’un rapport inhabituel aux possessions, d’un talent pour des métiers ou des matériaux nouveaux, ou d’une carrière bâtie sur des façons inédites de gagner sa vie.

Au mieux, c’est une innovation patiente. Les changements s’enracinent dans le réel et sont faits pour durer, et le bon sens pratique garde les idées folles les pieds sur terre. Un potager cultivé selon une méthode expérimentale, un plan d’épargne qui rompt avec l’habitude familiale, un métier neuf appris avec soin : voilà ses révolutions discrètes.

La tension apparaît lorsque l’entêtement rencontre le changement brutal. La sécurité peut sembler ébranlée par des événements hors de toute maîtrise personnelle, et la réponse risque d’être de s’agripper ou de tout jeter d’un coup.

La croissance passe par une évolution des valeurs à hauteur d’homme, pour que le nouveau puisse prendre racine et nourrir de nombreuses saisons.`,
    keywords: ['valeurs nouvelles', 'sécurité réinventée', 'innovation pratique', 'ressources', 'le corps', 'changement régulier'],
    strengths: ['une innovation durable et ancrée', 'des idées neuves sur l’argent et les ressources', 'un talent pour les métiers et matériaux nouveaux', 'une endurance calme dans les bouleversements'],
    challenges: ['osciller entre s’agripper et tout lâcher', 'résister au changement jusqu’à ce qu’il s’impose', 'l’anxiété quand la sécurité matérielle vacille', 'l’attachement obstiné à une seule méthode nouvelle'],
  },

  Gemini: {
    summary: 'Uranus en Gémeaux électrise l’esprit et ses messages, et fait jaillir de nouvelles façons de parler, d’apprendre, de relier et de faire circuler l’information.',
    description: `Ici, la pensée file à la vitesse d’un courant électrique. Les Gémeaux sont un air mutable que Mercure gouverne, et Uranus y allume tous les canaux de la parole, de l’échange et de l’apprentissage. Ceux qui naissent sous ce passage grandissent en s’attendant à de nouvelles manières d’envoyer des messages et de voyager, et adoptent souvent les outils de communication récents comme s’ils les avaient toujours connus. Chez l’individu, le don peut prendre l’allure d’un esprit qui procède par bonds soudains, d’un flair pour les langues ou l’argot, ou d’une aisance à suivre de nombreuses sources d’information à la fois.

La curiosité est indisciplinée et vaste. Les conversations bondissent de thème en thème, et le lien le plus étrange entre deux idées se révèle souvent le plus utile. Frères et sœurs, voisins et petits trajets peuvent amener des tournants inattendus.

Quand les nerfs sont à vif, cette brillance se disperse. L’attention se morcelle, les plans changent d’heure en heure, et le goût des joutes habiles peut semer le trouble pour le plaisir. Le repos devient difficile quand l’esprit refuse de s’arrêter.

La concentration est l’alliée qui rassemble tout cela. Choisir quelques pistes et suivre chacune jusqu’au bout permet à cet esprit inventif et vif d’offrir au monde autre chose que des étincelles.`,
    keywords: ['pensée rapide', 'nouveaux médias', 'curiosité', 'esprit agité', 'communication', 'polyvalence'],
    strengths: ['des éclairs d’intuition originale', 'l’aisance avec les nouveaux outils de communication', 'relier des idées de domaines différents', 'une parole vive et ouverte'],
    challenges: ['une attention dispersée', 'la tension nerveuse et le mauvais repos', 'argumenter pour le frisson', 'changer de plan trop souvent'],
  },

  Cancer: {
    summary: 'Uranus en Cancer réécrit le sens du foyer et de la famille, cherche la liberté affective et invente de nouvelles façons de prendre soin des autres et de leur appartenir.',
    description: `Qu’est-ce qui fait une famille ? Avec Uranus en Cancer, signe d’eau cardinal placé sous la Lune, la question est reprise depuis le début. La génération qui naît ici grandit souvent au milieu de foyers changeants, de déménagements, ou avec le sentiment que l’ancienne forme de la maison ne convient plus, et beaucoup bâtissent ensuite leur propre version : familles choisies, maisons partagées, modes de vie hors du commun. Sur le plan personnel, cela peut se vivre comme un profond besoin d’appartenance doublé d’un besoin tout aussi fort d’espace pour respirer.

La maîtrise lunaire rend le processus affectif plutôt qu’abstrait. Les humeurs peuvent basculer soudain, et les souvenirs remonter avec une force surprenante, apportant parfois une compréhension nette du passé. Un talent pour prendre soin de manière inattendue apparaît souvent, comme traiter des amis en parents ou créer un foyer qui accueille ceux que d’autres négligent.

Sous le stress, la tension entre proximité et liberté peut ébranler les relations. Des déménagements agités, des retraits soudains ou la crainte d’être lié peuvent laisser les proches dans l’incertitude.

La guérison passe par l’acceptation des deux besoins. Un foyer aux portes ouvertes, avec quelques ancrages solides, donne à cette position ce qu’elle cherche : une base sûre d’où continuer à grandir.`,
    keywords: ['famille choisie', 'liberté affective', 'nouveaux foyers', 'appartenance', 'racines mouvantes', 'intuition'],
    strengths: ['des façons inventives de prendre soin des autres', 'l’ouverture à de nouvelles formes de famille', 'des intuitions affectives soudaines', 'un accueil chaleureux pour ceux qui restent en marge'],
    challenges: ['des déménagements agités et des racines instables', 'osciller entre proximité et distance', 'des sautes d’humeur qui surprennent', 'la peur d’être trop retenu'],
  },

  Leo: {
    summary: 'Uranus en Lion exige la liberté de briller de façon originale, et fait de la créativité, du jeu et de l’amour des actes d’expression de soi audacieux.',
    description: `Il faut une scène, et que nul autre ne l’ait construite. Le Lion est un feu fixe placé sous le Soleil, le signe de la fierté, du jeu et du cœur ouvert, et Uranus y exige que chacun puisse exprimer un moi singulier. Une génération qui porte cette position pousse souvent les arts, le divertissement et les amours vers des formes nouvelles, et traite volontiers le style personnel comme une déclaration. Dans une vie, cela peut se montrer par un goût pour les loisirs insolites, une approche audacieuse de la scène ou des amours qui ignorent les conventions.

La maîtrise solaire réchauffe la rébellion. Loin d’un défi glacé, c’est le désir généreux d’être vu et de laisser les autres l’être aussi. Les enfants, les projets créatifs et les moments de pur amusement peuvent amener des percées soudaines et joyeuses.

L’ombre est un besoin d’attention qui tourne à l’obstination. Le feu fixe peut s’arc-bouter, et la fierté refuser de plier même quand le changement serait sage. Le drame peut remplacer l’originalité véritable quand les applaudissements comptent plus que l’œuvre.

Dans sa plus belle forme, cette position rend le courage contagieux. Une expression de soi offerte librement, sans besoin de gagner, aide toute une assemblée à se sentir assez brave pour jouer.`,
    keywords: ['expression originale', 'créativité', 'style audacieux', 'amours', 'jeu', 'fierté'],
    strengths: ['une vision créatrice audacieuse', 'une originalité chaleureuse et généreuse', 'le courage de se distinguer', 'des formes neuves d’art et de fête'],
    challenges: ['une fierté obstinée', 'l’attention préférée au fond', 'le refus têtu de s’adapter', 'le drame à la place du vrai changement'],
  },

  Virgo: {
    summary: 'Uranus en Vierge réforme les détails du travail, de la santé et de la routine quotidienne, et trouve la liberté dans de meilleures méthodes et des façons inventives d’être utile.',
    description: `C’est dans les petites choses que la révolution commence. La Vierge est une terre mutable placée sous Mercure, signe de l’artisanat, du service et de l’analyse minutieuse, et Uranus y dirige son besoin de changement vers les systèmes pratiques de la vie : la manière de faire le travail, de soigner le corps, de trier et de répartir les tâches. Ceux qui naissent pendant cette période arrivent souvent avec un regard neuf sur l’emploi et le bien-être, et beaucoup adoptent sans peine de nouvelles techniques et de nouveaux outils. Pour la personne, cela peut signifier le goût d’améliorer les procédures, l’habitude d’essayer de nouvelles routines, ou une carrière dans un domaine qui n’existait pas une génération plus tôt.

Sous Mercure, cette réforme passe par la réflexion. Les problèmes sont étudiés, décomposés et reconstruits avec d’habiles raccourcis. Une cuisine, un atelier ou un emploi du temps peut être réorganisé du jour au lendemain après une seule idée lumineuse.

Le revers est une agitation tatillonne. Les routines changent si souvent que rien ne se pose, et la critique des anciennes méthodes peut devenir acerbe. Le souci de la santé ou de la performance peut devancer les faits.

L’indulgence envers l’imperfection lui donne son assise. Quand l’amélioration sert les gens et non les seules normes, cette position devient une force tranquille qui facilite la vie quotidienne de beaucoup.`,
    keywords: ['réforme', 'méthodes nouvelles', 'travail', 'bien-être', 'invention pratique', 'analyse'],
    strengths: ['des améliorations astucieuses des systèmes', 'l’ouverture aux nouvelles pratiques de santé', 'une résolution de problèmes précise et concrète', 'une utilité vue sous un angle neuf'],
    challenges: ['une agitation nerveuse autour des détails', 'changer de routine trop souvent', 'une critique acerbe des anciennes méthodes', 'des soucis qui devancent les faits'],
  },

  Libra: {
    summary: 'Uranus en Balance réinvente le couple et l’équité, et cherche des relations qui laissent place à la liberté ainsi qu’un équilibre vraiment partagé.',
    description: `Dans cette position, le couple se réécrit. La Balance est un air cardinal placé sous Vénus, le signe d’autrui, du beau, du juste et des accords qui tiennent les gens ensemble. Uranus demande à ces accords de devenir plus égaux et plus libres. Les natifs de cette génération tendent à remettre en question les rôles figés de l’amour et du mariage, et à expérimenter de nouvelles formes d’engagement. Dans un thème individuel, cela peut se traduire par le besoin d’un partenaire qui soit aussi un ami, un goût pour les alliances insolites, ou une vive réaction à tout ce qui paraît injuste.

Vénus prête sa grâce au processus. Les idées neuves sur la relation sont souvent avancées avec charme, et il peut y avoir un vrai talent pour le design, la médiation ou un art qui surprend le regard.

La difficulté survient quand la proximité ressemble à un piège. Les relations peuvent commencer vite et finir brusquement, ou l’on garde un pied dehors. La quête inquiète de l’arrangement idéal risque de négliger celui, bien réel, qui est déjà là.

Le remède est la conversation franche. Des partenaires qui conviennent ouvertement de l’espace dont chacun a besoin peuvent créer des liens vivants, justes et durables, un exemple d’équilibre dont d’autres peuvent s’inspirer.`,
    keywords: ['couple d’égaux', 'liberté en amour', 'équité', 'nouveaux engagements', 'design', 'diplomatie'],
    strengths: ['des idées neuves sur des relations justes', 'un talent pour un design surprenant', 'le respect de l’indépendance du partenaire', 'l’art de rapprocher les contraires'],
    challenges: ['des relations qui commencent et finissent brusquement', 'garder un pied dehors', 'courir après un couple idéal', 'l’indécision face à l’engagement'],
  },

  Scorpio: {
    summary: 'Uranus en Scorpion éveille le changement depuis les profondeurs, met au jour les forces cachées et libère ce qui était enfoui par des prises de conscience intenses et transformatrices.',
    description: `Rien ne reste longtemps caché sous cette position. Le Scorpion est une eau fixe que Mars tenait seul avant que l’astrologie moderne lui adjoigne Pluton ; c’est le signe de l’intimité, des secrets, des ressources partagées et du cycle des fins et des renouveaux. Uranus y pousse au changement en profondeur, où vivent les tabous, le pouvoir et le désir. Une génération qui naît avec lui ose souvent parler franchement de sujets que les précédentes évitaient, de la sexualité à la mort en passant par les dettes. Une personne peut l’exprimer par un don pour la recherche, un flair aigu pour ce que les autres dissimulent, ou des tournants de vie qui arrivent comme des transformations soudaines et totales.

Le versant martien donne du cran au processus. Les prises de conscience viennent avec intensité, et une fois une chose vue, il n’y a guère de retour en arrière.

Sous la tension, l’intensité se durcit. Les luttes de contrôle, le soupçon ou les choix du tout ou rien peuvent abîmer la confiance. La rébellion peut prendre une forme secrète, et les bouleversements affectifs sembler écrasants.

La transformation se passe au mieux quand elle est choisie plutôt que subie. Affronter les vérités difficiles avec honnêteté et délicatesse fait de cette énergie profonde et fouilleuse une source de guérison, qui aide les autres à lâcher ce qu’ils ont trop longtemps retenu.`,
    keywords: ['transformation', 'vérités cachées', 'intensité', 'tabou', 'renouveau', 'profondeur'],
    strengths: ['une lucidité sans peur sur les choses cachées', 'une capacité de renouveau profond', 'des recherches qui dévoilent la vérité', 'la franchise sur les sujets difficiles'],
    challenges: ['luttes de pouvoir et de contrôle', 'les choix du tout ou rien', 'une rébellion secrète', 'des bouleversements affectifs écrasants'],
  },

  Sagittarius: {
    summary: 'Uranus en Sagittaire libère la croyance et élargit les horizons, cherchant la vérité par le voyage, l’étude et des idées audacieuses sur la manière de vivre.',
    description: `Les horizons s’étirent au large avec Uranus en Sagittaire. Ce feu mutable, placé sous Jupiter, regarde vers les terres lointaines, le haut savoir et la quête de sens, et Uranus y interroge chaque réponse reçue. Une génération née pendant cette période traite volontiers la foi, la philosophie et l’éducation comme des champs ouverts plutôt que des routes tracées, et peut privilégier le voyage, les cultures étrangères ou l’étude en autodidacte. Dans une vie personnelle, le thème peut apparaître comme une quête spirituelle inquiète, une décision soudaine de vivre à l’étranger, ou l’amour des idées qui franchissent les frontières.

L’influence de Jupiter donne de l’optimisme à la quête. On croit que la liberté de pensée mènera vers un mieux, avec un enthousiasme qui entraîne les autres. Les professeurs, les mentors et les longs voyages peuvent tous amener des tournants.

La tension se montre par une agitation sans destination. Les croyances sont parfois abandonnées et remplacées trop vite, et la passion de la vérité peut se raidir en sermon. Les engagements qui limitent le mouvement peuvent sembler insupportables.

La réponse est de laisser l’expérience éprouver les idées. Le chercheur qui revient de chaque voyage pour partager ce qu’il a appris devient un pont entre les mondes et une source d’espoir pour les autres.`,
    keywords: ['libre pensée', 'voyages', 'quête spirituelle', 'horizons larges', 'philosophie', 'optimisme'],
    strengths: ['une vision ouverte', 'l’aisance avec les autres cultures', 'une énergie pleine d’espoir et d’élan', 'le courage de remettre en question les croyances'],
    challenges: ['une agitation sans direction', 'abandonner ses croyances trop vite', 'prêcher des vérités nouvelles', 'fuir tout engagement qui limite le mouvement'],
  },

  Capricorn: {
    summary: 'Uranus en Capricorne remodèle l’autorité et les structures, abat ce qui ne fonctionne plus et bâtit patiemment de nouvelles institutions à la place.',
    description: `Les vieux murs passent ici en révision. Le Capricorne est une terre cardinale placée sous Saturne, le signe de la structure, du devoir, du gouvernement et de la longue ascension vers la réussite, et Uranus y oppose le désir de liberté au poids de la tradition. Ceux qui naissent avec cette position grandissent souvent en regardant les institutions changer, et beaucoup se sentent appelés à les réformer de l’intérieur. Sur le plan personnel, le thème peut se traduire par une carrière hors des sentiers battus, par un talent pour organiser des entreprises nouvelles, ou par un rapport compliqué aux règles et à ceux qui les font appliquer.

La tutelle de Saturne donne à cette révolution un tour pratique. Le changement est rarement débridé ici ; il avance pas à pas, les yeux sur les résultats. Une personne peut passer des années dans une entreprise à rebâtir discrètement ses méthodes, ou créer un nouveau type d’affaire qui survivra à ses fondateurs.

Sous tension, le conflit entre contrôle et changement devient aigu. Le ressentiment envers l’autorité peut côtoyer un désir secret de commander, et l’ambition se refroidir. La peur de l’instabilité risque de maintenir en place des habitudes dépassées.

La responsabilité est la clé. Quand l’ambition sert le bien commun, cette position bâtit des structures nouvelles et saines sur lesquelles beaucoup peuvent compter.`,
    keywords: ['réforme des structures', 'autorité', 'ambition', 'institutions nouvelles', 'discipline', 'changement pratique'],
    strengths: ['une réforme patiente, étape par étape', 'un talent pour fonder de nouvelles institutions', 'une vision réaliste du changement', 'le commandement dans des carrières atypiques'],
    challenges: ['le conflit avec l’autorité', 'une ambition froide ou rigide', 'la peur de l’instabilité', 'garder le contrôle tout en exigeant le changement'],
  },

  Aquarius: {
    summary: 'Uranus en Verseau est la planète chez elle, et charge une génération d’idéaux d’égalité, de communauté et d’invention tournée vers l’avenir.',
    description: `Ici, Uranus agit dans son propre signe. Le Verseau est un air fixe, gouverné jadis par Saturne et aujourd’hui aussi par Uranus lui-même, et la combinaison est fortement idéaliste : les idées sur le groupe, l’égalité des droits, la science et l’avenir circulent librement. La génération qui le porte se sent à l’aise avec les réseaux, la technologie et les causes qui dépassent les frontières nationales. Pour une personne donnée, cela peut se manifester par un instinct de justice, un cercle d’amis improbables, ou un esprit qui aime les systèmes et la manière de les améliorer.

Le versant saturnien donne une structure au rêve. Les visions sont souvent portées dans des organisations, des clubs et des mouvements bâtis pour durer, et l’on montre souvent un vrai don pour rassembler autour d’un but commun.

Le risque est le détachement. Les principes peuvent compter plus que les personnes, et l’air fixe s’accrocher obstinément à une idée longtemps après son heure. L’individualité peut basculer dans la froideur ou l’esprit de contradiction.

La chaleur rétablit l’équilibre. Quand l’amour de l’humanité inclut la personne assise en face, cette position devient la preuve vivante que liberté et amitié peuvent grandir ensemble.`,
    keywords: ['égalité', 'communauté', 'innovation', 'vision d’avenir', 'réseaux', 'idéalisme'],
    strengths: ['un fort instinct de justice', 'le talent de bâtir des communautés', 'l’aisance avec les technologies nouvelles', 'des idées originales tournées vers l’avenir'],
    challenges: ['le détachement affectif', 'l’attachement obstiné aux principes', 'l’esprit de contradiction', 'plus de souci des causes que des personnes'],
  },

  Pisces: {
    summary: 'Uranus en Poissons dissout les vieilles frontières de la croyance et du sentiment, et éveille l’imagination, la compassion et de nouvelles façons d’atteindre l’invisible.',
    description: `Dans cette position, les rêves deviennent une source de changement. Les Poissons sont une eau mutable, que gouvernent Jupiter pour la tradition et Neptune pour les modernes, le signe de la compassion, de l’imagination et du désir d’un au-delà du moi. Uranus y apporte des ouvertures soudaines. Ceux qui naissent à cette époque explorent volontiers de nouvelles formes de spiritualité, d’art et de soin, et ressentent peu le besoin de suivre les frontières que leurs aînés tenaient pour acquises. Chez l’individu, on la voit dans une intuition vive, un don artistique singulier, ou des éclairs de compréhension qui surgissent dans les moments de calme.

Jupiter apporte la générosité, et le lien avec Neptune la vision. La liberté se vit ici comme une délivrance des rôles rigides et un désir d’aider quiconque souffre. La musique, le cinéma et les autres arts qui brouillent la frontière entre réel et imaginaire peuvent porter de véritables percées.

Quand la confusion monte, le don peut devenir glissant. La fuite, les projets flous ou une tendance à dériver risquent d’affaiblir la persévérance. La sensibilité peut tourner à la submersion.

Une structure douce aide. Un rythme quotidien régulier donne à cette énergie imaginative et compatissante une forme par laquelle elle peut vraiment changer des vies.`,
    keywords: ['imagination', 'compassion', 'intuition', 'éveil spirituel', 'art', 'soin'],
    strengths: ['une intuition vive', 'une compassion sans frontières', 'une vision artistique originale', 'l’ouverture à de nouvelles voies spirituelles'],
    challenges: ['fuite et dérive', 'des projets flous', 'une sensibilité envahissante', 'un manque de persévérance'],
  },
};
