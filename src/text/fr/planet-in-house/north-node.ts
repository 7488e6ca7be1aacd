// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';

/** Le Nœud Nord dans chacune des douze maisons (maison 1 en premier), en français (traduit de NORTH_NODE_IN_HOUSE_EN). */
export const NORTH_NODE_IN_HOUSE_FR: readonly PlacementText[] = [
  // maison 1
  {
    summary: 'Avec le Nœud Nord en maison 1, grandir signifie se présenter comme une personne distincte, se fier à ses propres instincts et laisser le corps et le visage porter une présence sincère.',
    description: `En maison 1, le Nœud Nord réclame un moi visible et choisi. Le Nœud Sud occupe la maison 7 : le vieux confort se trouve donc dans le partenariat, à organiser ses projets autour d’un conjoint, d’un associé ou d’un meilleur ami, et à trouver son identité surtout dans le miroir d’autrui. L’habitude a l’air généreuse, mais elle laisse parfois, le soir venu, une question diffuse : de qui est-ce la vie que l’on vit au juste ?

La leçon passe souvent par des choses simples. Choisir une coupe de cheveux sans demander d’avis, entrer seul dans une fête, décider de l’emploi d’un samedi libre, commencer une activité physique pour le seul bien-être du corps : autant de vrais progrès. L’énergie physique s’améliore d’ordinaire dès que les désirs personnels sont reconnus.

Quand ce chemin est refusé, la personne passe d’une relation à l’autre, se sent invisible, ou en veut à ses partenaires pour des choix qu’elle n’a jamais formulés. Poussée trop loin, la correction peut tourner en indépendance brusque qui oublie les anciennes loyautés.

La croissance la plus saine garde l’art du partenariat et y ajoute une première personne bien nette. Chaque relation devient alors l’alliance de deux êtres entiers, et le respect de soi repose sur l’expérience plutôt que sur l’approbation.`,
    keywords: ['identité', 'autonomie de choix', 'présence', 'initiative', 'le corps', 'autonomie'],
    strengths: ['le tact allié au courage personnel', 'un sentiment d’identité qui s’affermit', 'une vitalité qui croît avec les choix sincères', 'l’aisance à se tenir seul'],
    challenges: ['se définir à travers un partenaire', 'attendre que les autres décident', 'une rancœur muette dans le couple', 'basculer dans un égoïsme abrupt'],
  },
  // maison 2
  {
    summary: 'Le Nœud Nord en maison 2 demande une sécurité bâtie par soi-même, des valeurs personnelles claires et un argent gagné, plutôt que de s’appuyer sur des fonds communs, le pouvoir d’autrui ou la crise.',
    description: `Revenus, biens et sentiment intime de sa valeur forment ici le terrain de la croissance. En face, le Nœud Sud en maison 8 se sent chez lui dans les finances mêlées, les héritages, les dettes, les liens intenses et l’attrait du pouvoir occulte. Le passé compte peut-être des années vécues sur le salaire d’un conjoint, passées à gérer les affaires des autres, ou à ne se sentir exister que dans l’urgence.

Le progrès a un air simple et un peu terne : un compte bancaire à son nom, un budget tenu à la main, un savoir-faire monnayable, une fiche de paie où ne figure qu’un nom. Apprendre ce qui compte vraiment, et dépenser en conséquence, relève du même travail. Même savourer un bon repas ou un manteau bien coupé sans remords compte, car la maison 2 englobe les conforts simples du corps et le droit de les posséder.

Sous tension, le vieux schéma se montre par la dépendance aux ressources communes, des arrangements d’argent emmêlés, ou une soif inquiète d’intensité émotionnelle dès que la vie s’apaise. Peut aussi s’installer la croyance que sa valeur doit se prouver par le sacrifice ou la métamorphose.

Avec le temps, une base stable permet d’aborder l’intimité et la crise en position de force. L’autonomie matérielle devient une forme de respect de soi, et la vie partagée en sort plus saine.`,
    keywords: ['valeur personnelle', 'gains', 'valeurs', 'stabilité', 'propriété', 'simplicité'],
    strengths: ['la profondeur affective sur une base solide', 'une indépendance financière croissante', 'la clarté sur ses propres valeurs', 'le plaisir serein des conforts simples'],
    challenges: ['compter sur l’argent commun ou hérité', 'préférer l’intensité à la paix', 'des liens financiers embrouillés', 'douter de sa valeur en l’absence de crise'],
  },
  // maison 3
  {
    summary: 'Placé en maison 3, le Nœud Nord oriente la croissance vers l’apprentissage quotidien, la conversation, la fratrie, le voisinage et les petits trajets, loin des grandes théories tenues à distance.',
    description: `Une conversation par-dessus la haie, un texto à une sœur, un cours du soir à l’autre bout de la ville : ces échanges ordinaires portent la croissance de cette position. Le Nœud Sud tombe en maison 9, où les voyages lointains, la philosophie et les grandes convictions ont un air de chez-soi. La personne en sait parfois long sur les fins dernières de l’existence, et bien moins sur les noms de sa rue.

Apprendre à communiquer clairement et à écouter de près reste au centre. Cela peut vouloir dire écrire des messages courts et simples, demander son chemin à un voisin au lieu de supposer, lire le journal local, ou réchauffer un lien refroidi avec un frère ou un cousin. La curiosité pour les petits faits apporte un plaisir inattendu, et les formations pratiques, les langues ou l’écriture ouvrent souvent de nouvelles portes.

Sous le stress vient la tentation de faire la leçon, de s’évader dans des projets lointains, ou de juger les détails du quotidien indignes d’attention. La certitude prend alors la place de la compréhension, et l’entourage proche peut se sentir ignoré.

La voie constructive unit la vision et le détail. Les grandes idées deviennent utiles une fois expliquées en mots simples à la personne du bureau voisin, et les courtes virées dans les environs révèlent que la sagesse se trouve aussi à portée de main. La croissance avance chaque fois qu’une question est posée avec un intérêt réel.`,
    keywords: ['communication', 'curiosité', 'fratrie', 'voisinage', 'apprentissage', 'écoute'],
    strengths: ['le don d’expliquer simplement les grandes idées', 'des liens qui se resserrent avec fratrie et voisins', 'un apprentissage vif et souple', 'une écoute attentive'],
    challenges: ['sermonner au lieu de converser', 'fuir dans des projets lointains', 'l’impatience envers les détails locaux', 'confondre certitude et savoir'],
  },
  // maison 4
  {
    summary: 'Avec le Nœud Nord en maison 4, la croissance va vers l’intérieur : le foyer, la famille, les racines affectives et une vie privée vraiment nourrissante.',
    description: `La réussite publique est la route familière quand le Nœud Sud occupe la maison 10. Carrière, réputation et approbation des autorités ont longtemps façonné les journées, et il peut sembler naturel de répondre à toute question sur sa vie par un intitulé de poste. Le Nœud Nord en maison 4 désigne ce qui se trouve sous cette surface : la fondation.

La croissance peut être littérale : acheter ou louer un lieu qui ressemble vraiment à un chez-soi, cuisiner pour les siens un soir de semaine, remonter la trace de ses ancêtres, ou faire la paix avec un parent. C’est aussi un travail intérieur : apprendre à remarquer ses humeurs, se reposer sans l’avoir mérité, et laisser le moi privé compter autant que le moi public. Les heures passées à la cuisine ou au jardin prennent un sens étonnant.

Sous la pression, l’ancienne orientation revient sous forme de surmenage, de soif de statut, ou d’une froideur qui tient les proches à distance. Le foyer peut se réduire à un dortoir entre deux réunions, et les sentiments passer pour des distractions.

Quand la racine est soignée, la réussite extérieure gagne en stabilité, parce qu’elle pousse d’un centre sûr et non d’un besoin d’applaudissements. L’honnêteté émotionnelle à la maison donne un sentiment d’appartenance qu’aucune promotion ne saurait offrir.`,
    keywords: ['foyer', 'racines', 'famille', 'vie intérieure', 'appartenance', 'sécurité affective'],
    strengths: ['la compétence mise au service de la vie familiale', 'une conscience émotionnelle grandissante', 'le don de créer un foyer chaleureux', 'la paix faite avec le passé'],
    challenges: ['mesurer sa valeur à la seule carrière', 'négliger le foyer et les proches', 'la distance affective', 'ne se reposer qu’à bout de forces'],
  },
  // maison 5
  {
    summary: 'Le Nœud Nord en maison 5 réclame le jeu, la créativité personnelle, l’amour et le ravissement, et tire la personne hors des rôles collectifs vers une expression de soi venue du cœur.',
    description: `Une bande d’amis et une noble cause forment la zone de sécurité quand le Nœud Sud tombe en maison 11. Collectifs, carnets d’adresses et idéaux partagés viennent facilement, et les désirs intimes peuvent rester cachés derrière les discours sur le bien commun. Le Nœud Nord en maison 5 demande quelque chose de plus personnel et de plus exposé : une joie qui n’appartient qu’à cette personne-là.

L’épanouissement passe parfois par un loisir adopté pour le pur plaisir, une scène, une toile, un cours de danse, une histoire d’amour abordée le cœur ouvert, ou des moments passés à jouer avec des enfants sans but précis. Prendre un risque par goût du plaisir, et assumer le résultat, fait partie de la leçon. Une œuvre signée de son propre nom apporte d’ordinaire une vraie satisfaction.

Quand cette direction est refusée, on peut observer un détachement froid envers l’amour, l’habitude de se cacher dans les comités, ou la peur que désirer l’attention soit égoïste. La vie paraît alors efficace, mais étrangement plate.

Au mieux, la position allie un sens généreux de la communauté à la chaleur et à un panache bien personnel. Le cœur apprend que profiter de la vie ne détourne pas des idéaux, et qu’un ravissement sincère, librement partagé, élève tous ceux qui sont alentour.`,
    keywords: ['créativité', 'jeu', 'amour', 'enfants', 'joie', 'expression de soi'],
    strengths: ['des idéaux incarnés avec chaleur', 'la fierté d’une œuvre faite par plaisir', 'l’ouverture à l’amour et au plaisir', 'une aisance joueuse avec les enfants'],
    challenges: ['se cacher derrière le travail en comité', 'la distance envers l’amour', 'la culpabilité de profiter de la vie', 'la peur d’être vu seul'],
  },
  // maison 6
  {
    summary: 'En maison 6, le Nœud Nord dirige la croissance vers le travail utile, les routines, les habitudes de santé et le service concret, loin de la dérive, du retrait ou de la fuite floue.',
    description: `Faire la vaisselle, classer une facture, promener le chien chaque matin à sept heures : le chemin à suivre est pavé de routine. En face, le Nœud Sud en maison 12 connaît l’isolement volontaire, la vie onirique, l’aspiration spirituelle et le retrait paisible loin des exigences du monde. La sensibilité est vive, mais la structure peut sembler une cage, et les jours filent parfois sans forme claire.

La maison 6 est celle où l’on exerce ses compétences et où l’on entretient le corps : grandir signifie donc bâtir des habitudes qui servent aussi bien le geste que la santé. Un sommeil réglé, des repas simples, une liste de tâches menée à son terme et un emploi aux résultats visibles apportent un calme surprenant. Aider autrui de façon concrète et mesurable convient bien mieux à cette position que de se sacrifier en silence.

Sous tension, la personne peut esquiver ses obligations, se sentir submergée par les petites tâches, ou se réfugier dans la rêverie et la fatigue. Une pente vers le martyre peut apparaître, ou une glissade vers la correction anxieuse de chaque petit défaut.

Bien vécue, cette position marie compassion et compétence. La sensibilité intérieure nourrit le travail, et le travail garde cette sensibilité les pieds sur terre. La santé s’améliore souvent quand le soin quotidien devient régulier, et une journée bien menée peut se révéler la forme de paix la plus fiable.`,
    keywords: ['service', 'routine', 'travail', 'hygiène de vie', 'savoir-faire', 'ordre'],
    strengths: ['une empathie qui se traduit en aide pratique', 'un savoir-faire et une fiabilité qui grandissent', 'de saines habitudes quotidiennes', 'le calme tiré d’un ordre bien tenu'],
    challenges: ['fuir dans la rêverie ou l’isolement', 'éviter les tâches routinières', 'le sacrifice de soi silencieux', 'se noyer dans les petits détails'],
  },
  // maison 7
  {
    summary: 'Le Nœud Nord en maison 7 demande à une personne autonome de partager ses décisions, d’accueillir le partenariat et d’apprendre qu’un autre point de vue peut compléter le moi au lieu de le menacer.',
    description: `L’indépendance est une seconde nature quand le Nœud Sud tombe en maison 1. Cette personne tend à décider vite, à agir seule et à régler les problèmes elle-même, sans toujours remarquer combien rarement elle invite les autres à s’en mêler. La volonté personnelle est forte ; le talent peu familier se trouve de l’autre côté du thème, en maison 7, dans le partenariat engagé.

La maison 7 couvre le mariage, la collaboration étroite, les contrats et même les adversaires déclarés : la croissance passe donc par l’art de rencontrer les gens d’égal à égal. On consultera par exemple le conjoint avant un gros achat, on signera un accord équitable, on travaillera main dans la main avec un associé, ou l’on passera un long moment avec un rival pour saisir ses raisons. Loin d’une défaite, le compromis constitue ici la pratique même.

Quand la leçon est esquivée, les relations ressemblent à une compétition ou à un fardeau, et la personne s’en va dès que la proximité exige un changement. Un autre schéma consiste à choisir des partenaires faciles à diriger, pour que rien n’ait vraiment à être partagé.

Dans sa meilleure expression, on voit naître quelqu’un qui garde sa force personnelle tout en trouvant un réel épanouissement dans le travail d’équipe. Écouter devient un art aussi raffiné qu’agir, et les partenariats, choisis avec soin, deviennent le lieu où chacun grandit.`,
    keywords: ['partenariat', 'coopération', 'compromis', 'contrats', 'équilibre', 'égalité'],
    strengths: ['une force mise au service du couple', 'une patience croissante envers autrui', 'une négociation équitable', 'la loyauté dans les liens engagés'],
    challenges: ['prendre seul les grandes décisions', 'vivre la proximité comme une perte de liberté', 'voir des rivaux dans ses partenaires', 'partir quand il faudrait transiger'],
  },
  // maison 8
  {
    summary: 'Placé en maison 8, le Nœud Nord conduit la croissance vers l’intimité, les ressources partagées et un changement honnête, en desserrant une vieille emprise sur les biens personnels et le confort des habitudes.',
    description: `Retenir a toujours semblé sûr. Avec le Nœud Sud en maison 2, l’instinct de protéger ses gains, ses affaires et ses habitudes est puissant, et la sécurité se mesure à l’aune des possessions. Le Nœud Nord en maison 8 demande l’art plus difficile de fusionner, de faire confiance et de lâcher prise.

Au quotidien, cela peut signifier partager un budget de ménage, accepter un prêt ou un cadeau sans embarras, traverser une perte au lieu de la contourner, ou laisser un partenaire entrer dans ses peurs intimes. Assurances, impôts, successions et placements communs deviennent autant de maîtres. L’intimité émotionnelle relève du même domaine : la vulnérabilité offerte est la monnaie de cette maison.

Dans les périodes difficiles, l’ancienne pente ressurgit : possessivité, résistance obstinée au changement, refus de compter sur qui que ce soit. L’argent peut devenir un mur plutôt qu’un pont, et la vie se rétrécir en un cercle sûr mais toujours plus étroit.

Une fois la leçon acceptée, la personne gagne une stabilité peu commune dans la crise et un don pour accompagner les autres dans les passages difficiles. Les ressources partagées avec sagesse tendent à se multiplier, et tout ce qui est usé, une fois relâché, laisse de l’espace à une sécurité plus profonde et plus généreuse.`,
    keywords: ['intimité', 'ressources partagées', 'confiance', 'transformation', 'lâcher-prise', 'profondeur'],
    strengths: ['garder la tête froide quand les autres s’affolent', 'une capacité de confiance qui grandit', 'une gestion avisée de l’argent mis en commun', 'le courage d’affronter deuil et changement'],
    challenges: ['s’accrocher aux biens et aux habitudes', 'refuser l’aide ou l’argent partagé', 'la résistance au changement', 'garder ses sentiments trop jalousement'],
  },
  // maison 9
  {
    summary: 'Le Nœud Nord en maison 9 pointe vers la croyance, le haut savoir et les voyages lointains, et demande à un esprit affairé, grand collecteur de faits, de trouver un sens et une vérité qui guide.',
    description: `Faits, bavardages et menues courses remplissent la zone de confort quand le Nœud Sud occupe la maison 3. Il y a là un vrai talent avec les mots, une pensée rapide et un cercle animé de frères, sœurs, voisins et connaissances, mais les jours peuvent se disperser en un brouillard de messages sans direction claire. Le Nœud Nord en maison 9 pose la question plus vaste : à quoi sert toute cette information ?

La croissance vient souvent d’études qui élargissent l’esprit, comme un diplôme universitaire, un cursus de philosophie ou de droit, ou la lecture sérieuse d’une religion ou d’une tradition. Les longs voyages comptent aussi ; vivre à l’étranger, même brièvement, peut remodeler toute la vision du monde. Apprendre à se fier à son intuition et à défendre une croyance mûrement pesée fait partie du chemin.

Quand la leçon est évitée, la personne commère au lieu de réfléchir, collectionne les opinions sans s’en forger une, ou reste près de chez elle par habitude. L’indécision grandit quand chaque point de vue semble se valoir.

Quand tout s’accorde, on voit naître un enseignant, un écrivain ou un guide capable de relier le détail au sens. Une expérience étendue et des principes clairs donnent forme à un esprit curieux, et le sens du but ainsi acquis devient une chose qui mérite d’être partagée.`,
    keywords: ['sens', 'croyances', 'études supérieures', 'voyage', 'philosophie', 'raison d’être'],
    strengths: ['des faits changés en sagesse', 'la confiance en sa boussole personnelle', 'l’ouverture aux autres cultures', 'un don pour l’enseignement'],
    challenges: ['une pensée dispersée', 'le commérage à la place de la réflexion', 'l’hésitation à s’engager dans une croyance', 'rester dans un décor familier'],
  },
  // maison 10
  {
    summary: 'Avec le Nœud Nord en maison 10, grandir signifie assumer une responsabilité publique, des objectifs de carrière et un rôle visible, au-delà de la sécurité du foyer et de la famille.',
    description: `Le foyer a longtemps servi de port d’attache quand le Nœud Sud tombe en maison 4. Les besoins de la famille, les humeurs intimes et le confort des pièces familières passent en premier, et le vaste monde peut sembler froid ou exigeant. Le Nœud Nord en maison 10 demande une vie publique construite avec un but.

L’essor professionnel en est le signe évident, mais la leçon plus profonde touche à la maturité et à l’autorité. Se fixer des objectifs à long terme, accepter une promotion, prendre la tête d’un projet ou se présenter à une élection locale sont autant d’étapes sur cette route. La tâche consiste à être connu pour quelque chose, et à porter cette réputation avec intégrité. Mentors et aînés responsables peuvent servir de guides précieux.

Sous tension, la personne se replie sur la famille, invoque les devoirs domestiques pour esquiver l’ambition, ou sent que réussir reviendrait à abandonner les siens. Les humeurs peuvent dicter les décisions, et la critique publique paraître d’abord insupportable.

Parcourue patiemment, cette route fait naître un meneur qui apporte de la chaleur au travail public et protège collègues et clients comme le ferait une famille. La base privée reste importante, mais elle soutient désormais une contribution visible, et grandit le sentiment d’un accomplissement mérité et pleinement à soi.`,
    keywords: ['carrière', 'réputation', 'ambition', 'rôle public', 'autorité', 'maturité'],
    strengths: ['la sollicitude portée dans le commandement', 'une discipline et une concentration croissantes', 'une réputation de fiabilité', 'la planification à long terme'],
    challenges: ['se cacher derrière les devoirs familiaux', 'la peur de l’exposition publique', 'des humeurs qui guident les décisions', 'douter de son droit à réussir'],
  },
  // maison 11
  {
    summary: 'Le Nœud Nord en maison 11 oriente la croissance vers l’amitié, le travail d’équipe et les espoirs partagés, en apaisant une forte habitude de la performance personnelle et le besoin d’être applaudi.',
    description: `Le devant de la scène est un terrain connu quand le Nœud Sud occupe la maison 5. Créativité, amour et expression de soi viennent facilement, et il peut exister un profond besoin d’être admiré, d’être spécial, de voir chaque effort remarqué. Le Nœud Nord en maison 11 désigne une scène plus large, où la personne est une voix estimée parmi beaucoup d’autres.

La croissance passe par les amis, les clubs, les associations, les cercles en ligne et les engagements. S’engager comme bénévole dans un projet de quartier, rejoindre un groupe de musique plutôt que de jouer en solo, ou aider à organiser une fête locale sont des étapes typiques. Les objectifs d’avenir, surtout ceux qu’on partage, deviennent une source d’élan. L’amitié elle-même fait office d’école : on y apprend à donner et à recevoir du soutien entre égaux.

Sous tension, la personne cherche les feux de la rampe dans chaque groupe, prend personnellement un manque de reconnaissance, ou glisse vers le drame sentimental quand la vie d’équipe paraît terne. L’orgueil peut rendre difficile de suivre la direction d’un autre.

Une fois la leçon embrassée, le charisme naturel devient un atout pour le collectif. Le talent s’offre librement, les vœux prennent la forme de projets communs, et la joie d’appartenir à un cercle d’esprits proches se révèle plus riche que n’importe quel instant d’applaudissements privés.`,
    keywords: ['amitié', 'communauté', 'travail d’équipe', 'espoirs', 'réseaux', 'objectifs communs'],
    strengths: ['un éclat de vedette prêté à une cause commune', 'une aisance croissante entre égaux', 'le talent de rassembler', 'une vision confiante de l’avenir'],
    challenges: ['avoir besoin d’être la vedette', 'tirer à soi un mérite collectif', 'le drame quand le groupe semble terne', 'un orgueil qui refuse de suivre'],
  },
  // maison 12
  {
    summary: 'En maison 12, le Nœud Nord demande à un esprit affairé et lié au devoir de se reposer, de se tourner vers l’intérieur, de se fier à l’invisible et de laisser la compassion remplacer la réparation perpétuelle.',
    description: `Tâches, listes et utilité de chaque instant rassurent quand le Nœud Sud occupe la maison 6. La personne sait souvent exactement comment résoudre un problème, tenir un emploi du temps et servir efficacement, mais le repos lui fait l’effet d’un échec. L’inquiétude et le surmenage peuvent devenir un mode de vie. Le Nœud Nord en maison 12 invite à l’abandon.

La croissance peut venir de la solitude, de la méditation, de la prière, d’un journal, de longues marches solitaires, ou d’un travail créatif mené sans aucun but pratique. Retraites, hôpitaux, foyers et autres institutions paisibles peuvent jouer un rôle, parfois par un bénévolat qui demande une présence plutôt qu’un rendement. Rêves et intuitions portent des messages utiles quand on leur laisse du temps.

Si elle se dérobe à cette leçon, la personne se cramponne à la routine, critique chaque défaut, et peut se sentir anxieuse dès qu’il n’y a plus rien à faire. Le corps signale parfois le besoin de repos bien avant que la tête ne le reconnaisse.

Au mieux, cette position unit l’habileté pratique à une compassion profonde. Le service devient plus doux et plus spirituel, et la capacité de rester auprès de la souffrance sans se précipiter pour la réparer devient un vrai don. Le temps passé seul, en silence, restaure l’énergie, et la confiance en une réalité plus vaste que la liste du jour apporte la paix.`,
    keywords: ['solitude', 'compassion', 'retrait', 'intuition', 'foi', 'repos'],
    strengths: ['l’aide pratique alliée à l’empathie', 'une aisance croissante dans la solitude', 'la confiance dans l’intuition et les rêves', 'la patience devant la souffrance'],
    challenges: ['une agitation compulsive', 'l’inquiétude et l’autocritique', 'la culpabilité de se reposer', 'le besoin de maîtriser l’issue'],
  },
];
