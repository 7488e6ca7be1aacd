// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';

/** Neptune dans chacune des douze maisons (maison 1 en premier), en français (traduit de NEPTUNE_IN_HOUSE_EN). */
export const NEPTUNE_IN_HOUSE_FR: readonly PlacementText[] = [
  // maison 1
  {
    summary: 'Neptune en maison 1 estompe les contours de la personnalité et donne une présence douce et changeante, que chacun lit d’une façon très différente.',
    description: `Avec Neptune en maison 1, les gens voient souvent ce qu’ils espèrent voir. Le visage paraît familier à des inconnus, l’attitude difficile à cerner, l’humeur prompte à prendre la couleur de qui se tient à côté. L’apparence varie avec les vêtements, l’éclairage ou la compagnie, et beaucoup se sont entendu dire qu’ils ne se ressemblaient sur aucune photo.

L’identité se comporte ici comme l’eau, qui épouse la forme de son récipient. De là vient un vrai talent pour l’empathie et pour les rôles : le théâtre, le soin, tout travail qui demande de se mettre à la place d’autrui. Le corps lui-même est parfois sensible, captant l’atmosphère d’un train bondé ou d’une réunion tendue pour la rapporter à la maison.

La difficulté surgit quand le moi devient trop poreux. Les décisions restent suspendues aux attentes des autres, et une image de soi floue invite l’entourage à projeter ses propres fantasmes sur cette personne, pour le meilleur ou pour le pire. Lassitude, baisse d’énergie ou goût de la fuite peuvent suivre des journées passées à absorber les émotions de tout le monde.

Un peu de forme délibérée aide : des moments réguliers en solitaire, des routines simples de repos, l’habitude de consulter ses propres envies avant de répondre à celles des autres. Une fois ces contours posés, ce Neptune offre une présence bienveillante et réceptive, auprès de laquelle chacun se sent compris dès le premier échange.`,
    keywords: ['présence réceptive', 'image changeante', 'empathie', 'sensibilité', 'identité insaisissable', 'douceur'],
    strengths: ['mettre les inconnus à l’aise', 'un don pour les rôles et la scène', 'une empathie rapide et intuitive', 'un abord doux et accessible'],
    challenges: ['une image de soi qui se brouille sous la pression', 'servir d’écran aux fantasmes d’autrui', 'absorber l’humeur d’une pièce', 'une fatigue après trop de contacts'],
  },
  // maison 2
  {
    summary: 'Neptune en maison 2 brouille la frontière entre l’argent et le sens, place la beauté et la bonté au-dessus du prix, et demande un regard lucide sur les finances.',
    description: `L’argent a tendance à filer entre les doigts quand la planète de l’aspiration habite le domaine des revenus et des possessions. Les revenus peuvent provenir de sources imaginatives comme la musique, la photographie, les soins ou l’action caritative, et ils arrivent par vagues plutôt que sous forme de salaire régulier. La vraie valeur d’une chose correspond rarement à son étiquette, et l’essentiel échappe aux chiffres : un livre fatigué, la vue depuis la fenêtre, la possibilité d’offrir quelque chose.

Dans sa version heureuse, la position tient ses possessions d’une main légère. La générosité s’exerce sans calcul, avec l’instinct que la valeur personnelle ne dépend pas d’un solde bancaire. Parmi les talents figurent souvent une oreille, un œil ou un toucher difficiles à enseigner, qui peuvent devenir un gagne-pain une fois dotés d’un peu de structure.

Les tensions se montrent dans le flou. Les factures restent sous enveloppe, les budgets s’estiment au jugé au lieu de se compter, et une belle histoire autour d’un achat ou d’un projet l’emporte sur les chiffres. Des proches empruntent et oublient de rembourser, et un sentiment de valeur fragile pousse à demander trop peu pour un travail plein de talent.

La clarté est le cadeau le plus bienveillant que ce Neptune puisse se faire. Des comptes simples, un conseiller de confiance et un regard franc sur les chiffres chaque mois permettent au cœur généreux de continuer à donner, et au talent pour la beauté d’être payé à son juste prix.`,
    keywords: ['valeurs spirituelles', 'générosité', 'talent artistique', 'revenus fluctuants', 'richesse intérieure'],
    strengths: ['tenir ses biens d’une main légère', 'une générosité sans calcul', 'des talents difficiles à enseigner', 'une valeur personnelle qui dépasse l’argent'],
    challenges: ['des budgets flous et des factures non ouvertes', 'prêter sans conditions claires', 'demander trop peu pour un travail de talent', 'croire une belle histoire plutôt que les chiffres'],
  },
  // maison 3
  {
    summary: 'Neptune en maison 3 emplit d’imagination les échanges quotidiens, l’apprentissage et les petits trajets, et donne un esprit poétique qui doit veiller aux faits et aux détails.',
    description: `Les conversations dérivent et scintillent quand Neptune occupe la maison 3. L’esprit saisit le ton avant le contenu, si bien que l’ambiance d’un appel téléphonique reste en mémoire longtemps après que les mots se sont envolés. Beaucoup pensent en images, rêvassent pendant les cours puis étonnent tout le monde par une réponse qui semble tombée du ciel. L’écriture, la composition de chansons et la traduction peuvent venir tout naturellement.

Frères, sœurs et voisins portent souvent une charge particulière. Un membre de la fratrie est parfois idéalisé, source d’inquiétude ou objet de soins d’une manière qui façonne l’enfance, et la rue où l’on habite ressemble à un petit monde plein d’histoires. Les courts déplacements, un trajet en bus ou un saut jusqu’aux commerces, deviennent des occasions de vagabonder intérieurement et d’imaginer.

Sous la contrainte, les détails se dissolvent. Les rendez-vous se mélangent, les messages partent vers le mauvais destinataire, et le travail scolaire qui repose sur le par-cœur donne l’impression de nager à contre-courant. Les malentendus prolifèrent, et une rumeur peut vivre sa propre vie.

Les outils qui ancrent la pensée aident beaucoup : listes, agendas, relire deux fois un message avant de l’envoyer. Avec ces appuis, la position se mue en talent pour une communication douce et vivante, celle qui aide un enfant à apprendre, un voisin à se sentir écouté ou un lecteur à trouver les mots d’un sentiment.`,
    keywords: ['esprit imaginatif', 'pensée en images', 'fratrie', 'flânerie locale', 'écriture évocatrice', 'apprentissage intuitif'],
    strengths: ['penser en images et en histoires', 'un lien tendre avec la fratrie ou les voisins', 'un don pour expliquer avec douceur', 'percevoir l’humeur derrière les mots'],
    challenges: ['des rendez-vous oubliés et des messages embrouillés', 'du mal avec l’apprentissage par cœur', 'des malentendus qui se propagent', 'idéaliser un frère ou une sœur, ou s’en inquiéter sans cesse'],
  },
  // maison 4
  {
    summary: 'Neptune en maison 4 entoure le foyer et les racines familiales de nostalgie et de mystère, cherche un refuge intime et apprend à voir ses proches tels qu’ils sont.',
    description: `Tout au fond de la roue zodiacale, en maison 4, Neptune colore le rapport à ses propres origines. L’histoire familiale comporte parfois des lacunes, des secrets ou un parent qui semblait lointain, par son absence, ses soucis ou une simple rêverie. Il arrive aussi l’inverse : un parent dont on garde le souvenir presque sacré, une figure qu’aucun être réel ne saurait égaler.

Le foyer tend à devenir une retraite. De l’eau à proximité, une lumière douce, de la musique, une pièce réservée au calme : ces détails comptent davantage que la surface ou l’adresse. On ressent souvent le désir d’un vrai lieu d’appartenance, qui peut conduire à déménager souvent, ou à fonder une maisonnée ouverte aux âmes égarées de toutes sortes.

En période de tension, les fondations paraissent instables. Les limites sont parfois lâches à la maison, avec des parents qui vont et viennent ou s’appuient trop lourdement sur la gentillesse d’une seule personne. L’entretien concret, d’un robinet qui fuit à un loyer oublié, glisse au second plan tandis que le rêve de la maison parfaite reste éclatant. De vieilles histoires familiales se racontent d’une manière qui masque ce qui s’est réellement passé.

Guérir demande une honnêteté douce envers le passé. Dès que les ancêtres apparaissent comme des gens ordinaires qui ont fait de leur mieux, ce Neptune change une maison quelconque en refuge paisible, avec une porte qui s’ouvre facilement et une table où les visiteurs fatigués sont heureux de s’asseoir.`,
    keywords: ['refuge intime', 'mystère familial', 'racines', 'appartenance', 'nostalgie des origines', 'maison ouverte'],
    strengths: ['faire de n’importe quel logis une retraite', 'une maisonnée accueillante et ouverte', 'une sensibilité profonde à l’histoire familiale', 'de la compassion pour les proches'],
    challenges: ['des secrets de famille ou des origines floues', 'idéaliser un parent ou en ressentir le manque', 'des limites floues à la maison', 'négliger l’entretien concret'],
  },
  // maison 5
  {
    summary: 'Neptune en maison 5 déverse l’imagination dans l’art, le jeu, l’amour et les enfants, et apporte une créativité inspirée en même temps qu’un penchant à s’éprendre d’un rêve.',
    description: `L’amour se lit comme un roman quand Neptune se tient en maison 5. Les coups de cœur surgissent soudain avec un goût de destin, et l’être aimé se voit à travers un halo de chandelles qui cache ses défauts ordinaires. Les liaisons avec des artistes, des vagabonds ou des êtres qui semblent avoir besoin d’être sauvés forment un schéma familier, et les ruptures font doublement mal, car un rêve s’éteint avec la relation.

Les dons créatifs sont souvent puissants. Peinture, danse, cinéma, musique et jeux de faire-semblant de toutes sortes offrent un canal aux sentiments qui résistent aux mots simples. Le jeu lui-même prend ici une dimension spirituelle, et perdre la notion du temps dans une partie ou une mélodie ressemble à un retour au bercail. Avec les enfants, on trouve parfois une tendresse et une intuition profondes, mêlées d’une certaine confusion des rôles ou du souhait qu’un enfant porte les rêves qu’un parent n’a pas vécus.

L’ombre de la position est la fuite déguisée en divertissement. Le plaisir dérive vers des habitudes qui anesthésient au lieu d’égayer, et les paris risqués séduisent comme un raccourci vers la magie. Les espoirs romantiques tiennent parfois les partenaires réels à distance.

Une tête claire aux côtés d’un cœur ouvert fait de ce Neptune une véritable signature d’artiste. Quand l’inspiration reçoit du temps régulier et un métier honnête, elle produit des œuvres qui émeuvent, et l’amour devient généreux au lieu de se perdre dans le fantasme.`,
    keywords: ['créativité inspirée', 'idéalisme amoureux', 'jeu', 'enfants', 'talent artistique', 'enchantement'],
    strengths: ['des dons créatifs et artistiques marqués', 'une intuition tendre avec les enfants', 'jouer de tout son cœur', 'la dévotion amoureuse'],
    challenges: ['s’éprendre d’une image plutôt que d’une personne', 'des plaisirs qui tournent à la fuite', 'des paris hasardeux sur la chance', 'projeter ses rêves sur un enfant'],
  },
  // maison 6
  {
    summary: 'Neptune en maison 6 fait entrer la compassion dans le travail et les routines, attire vers les métiers du soin et réclame de l’ordre et des limites nettes dans l’emploi.',
    description: `La ronde quotidienne des corvées, des courriels et des obligations paraît rarement banale avec Neptune en maison 6. On veut que le travail ait du sens, et les emplois dans le soin, la thérapie, la protection animale, l’hôpital, les arts ou l’humanitaire attirent souvent. Un collègue en difficulté trouve ici une oreille patiente, et rendre service peut prendre la constance paisible d’une prière.

Les routines marchent mieux quand elles contiennent un peu de beauté. Un bureau rangé orné d’une plante, une promenade au bord de l’eau à midi, de la musique pendant les tâches répétitives : ces petites touches entretiennent l’énergie. Le corps peut être sensible, réagissant au stress, au bruit ou aux horaires désordonnés, si bien que de douces habitudes de repos et de mouvement pèsent plus lourd que pour la plupart des gens.

Le problème commence quand le service devient effacement de soi. Les heures supplémentaires se donnent sans limite, des fiches de poste floues invitent les autres à se décharger de leurs fardeaux, et un lieu de travail mal défini laisse chacun dans le doute sur qui est responsable de quoi. Ignorer les signaux du corps jusqu’à ce qu’ils deviennent bruyants relève du même schéma.

L’ordre est l’allié de cette compassion. Des rôles clairs, des plans écrits et des pauses régulières protègent celui qui donne, et le Neptune de la maison 6 offre alors des soins habiles et humbles qui élèvent sans bruit le moral de tout un service.`,
    keywords: ['travail compatissant', 'service', 'métiers du soin', 'routines douces', 'sensibilité', 'dévouement'],
    strengths: ['de la patience envers les collègues en difficulté', 'trouver du sens aux tâches modestes', 'un savoir-faire dans les métiers du soin', 'mettre de la beauté dans la routine'],
    challenges: ['le surmenage et l’effacement de soi', 'des tâches floues et des rôles mal définis', 'ignorer les signaux du corps', 'absorber le stress ambiant au travail'],
  },
  // maison 7
  {
    summary: 'Neptune en maison 7 idéalise les partenaires et les alliances étroites, cherche une union des âmes et a besoin d’y voir clair sur qui est réellement l’autre.',
    description: `Installé en maison 7, face à l’Ascendant, Neptune dessine le genre de personne qui semble compléter le tableau. Les partenaires peuvent être des artistes, des rêveurs, des guérisseurs, ou des êtres en détresse qui semblent réclamer un sauveur. D’autres sont attirés par une qualité d’acceptation totale, l’impression d’avoir enfin trouvé quelqu’un qui comprendra sans explication.

Le don, c’est une dévotion réelle. Les unions peuvent revêtir une dimension spirituelle, avec des idéaux communs, des projets créatifs ou l’impression d’un lien qui dépasse les deux personnes. Le pardon vient facilement, de même qu’une patience envers les humeurs et les erreurs d’un partenaire que beaucoup n’auraient pas.

Cette même patience peut glisser vers l’illusion sur soi-même. On aime un partenaire pour ce qu’il pourrait devenir plutôt que pour sa conduite présente, on trouve des excuses aux signaux d’alarme, et l’une des deux personnes finit par porter seule la relation. En affaires, les accords conclus d’une poignée de main mènent parfois à la déception, et les adversaires déclarés restent difficiles à déchiffrer.

Voir clair ne veut pas dire aimer moins. Quand les accords sont couchés par écrit, que les besoins sont dits à voix haute et que l’autre est accepté comme un être humain plutôt que comme un sauveur ou un projet, ce Neptune bâtit des unions d’une rare tendresse, animées d’un but commun.`,
    keywords: ['partenaire idéal', 'dévotion', 'liens d’âme', 'pardon', 'idéaux partagés', 'projection'],
    strengths: ['une profonde dévotion envers le partenaire', 'un pardon facile', 'accepter l’autre sans juger', 'des liens créatifs ou spirituels partagés'],
    challenges: ['aimer un potentiel plutôt que la réalité', 'trouver des excuses aux signaux d’alarme', 'porter seul une relation', 'des contrats et des accords flous'],
  },
  // maison 8
  {
    summary: 'Neptune en maison 8 dissout les murs autour de l’intimité, de l’argent partagé et de la perte, donne une profondeur intuitive et demande de la clarté dans les affaires communes.',
    description: `La confiance est profonde, et parfois aveugle, lorsque Neptune se loge en maison 8. La proximité avec un amant peut donner l’impression que les frontières entre deux corps s’effacent un instant, et les liens affectifs se nouent en deçà des mots. Le deuil aussi se vit pleinement ; une perte apporte parfois des rêves saisissants, le sentiment d’une présence qui demeure ou un intérêt neuf pour ce qui se trouve au-delà de la vie ordinaire.

Cette position offre souvent un don discret pour rester auprès des autres dans l’épreuve. Les soins palliatifs, l’accompagnement psychologique, la recherche sur le caché et le non-dit, ou simplement être l’ami qui décroche le téléphone à trois heures du matin peuvent tous l’exprimer. L’intuition des motivations d’autrui se révèle parfois saisissante.

Les ressources communes constituent le versant délicat. L’argent partagé avec un conjoint, les biens de famille ou un héritage s’entourent parfois de confusion, de paperasse obscure ou d’attentes tacites. Les dettes grossissent en silence, et les finances d’un partenaire sont acceptées de confiance plutôt que comprises. Dans la vie intime, la proximité peut basculer vers la perte de soi ou vers l’excuse de ce qui ne devrait pas être excusé.

Des comptes clairs protègent les profondeurs. Quand l’argent commun est documenté et que les liens intimes reposent sur un consentement et des limites honnêtes, ce Neptune devient une source de guérison, aidant les autres à traverser la perte et le changement avec douceur et courage.`,
    keywords: ['intimité', 'ressources partagées', 'deuil', 'intuition', 'soutien dans l’épreuve', 'héritage'],
    strengths: ['une présence calme dans l’épreuve et le deuil', 'une intuition frappante des motivations', 'des liens affectifs profonds', 'le réconfort des endeuillés'],
    challenges: ['la confusion autour de l’argent commun ou d’un héritage', 'des dettes qui grossissent sans qu’on s’en aperçoive', 'se perdre dans l’intimité', 'se fier aveuglément aux finances d’un partenaire'],
  },
  // maison 9
  {
    summary: 'Neptune en maison 9 fait de la quête de vérité une sorte de pèlerinage, inspire la foi, les voyages lointains et l’étude, et demande du discernement quant aux maîtres.',
    description: `La croyance elle-même devient une forme d’art avec Neptune en maison 9. Religion, philosophie et grandes questions s’abordent par le sentiment et l’image plus que par l’argument, et un seul sermon, un poème ou un coucher de soleil à l’étranger peuvent remodeler toute une vision. La musique sacrée, la mythologie et les rites d’autres cultures parlent avec une force peu commune.

Les longs voyages ont souvent un parfum de pèlerinage. Un séjour prévu comme des vacances devient un tournant, et certains se sentent plus chez eux dans une ville étrangère que dans celle où ils ont grandi. Les études supérieures penchent vers les arts, la théologie, la psychologie ou tout ce qui cartographie le monde intérieur.

Le risque, c’est une croyance sans ancrage. Un enseignant, un guide spirituel ou un cursus universitaire reçoit une confiance qui dépasse de loin ce que les faits justifient, et la désillusion suit quand l’idéal se révèle humain. Les projets de voyage souffrent de confusions de billets et de papiers, et l’amour du lointain fait paraître la vie domestique terne par comparaison.

La foi se renforce quand on lui permet de poser des questions. En confrontant les idées à l’expérience et en gardant le sens de l’humour face aux certitudes, ce Neptune développe une sagesse vaste et généreuse, capable d’inspirer les étudiants, les compagnons de route et quiconque cherche du sens.`,
    keywords: ['pèlerinage', 'foi', 'voyages lointains', 'mysticisme', 'études supérieures', 'quête de sens'],
    strengths: ['une approche ouverte et poétique de la croyance', 'se sentir chez soi parmi d’autres cultures', 'un amour de l’étude qui nourrit l’esprit', 'inspirer aux autres la quête de sens'],
    challenges: ['suivre ses maîtres plus loin que les faits ne le justifient', 'la désillusion envers la foi ou l’école', 'des projets de voyage embrouillés', 'trouver la vie domestique terne par comparaison'],
  },
  // maison 10
  {
    summary: 'Neptune en maison 10 fait entrer l’imagination et l’idéalisme dans la carrière et la vie publique, attire vers un travail inspirant et laisse l’image publique difficile à définir.',
    description: `Une carrière vécue comme une vocation, voilà ce qu’espère Neptune culminant dans le thème. Dans cette maison 10, la planète attire vers le cinéma, la musique, la photographie, la mode, le ministère religieux, le soin, l’humanitaire ou tout domaine où imagination et compassion se donnent à voir au grand nombre. Certains dérivent à travers plusieurs emplois avant que l’un d’eux convienne enfin, et le parcours ressemble davantage à une rivière sinueuse qu’à une échelle.

L’image publique est l’aspect intrigant. Les autres projettent volontiers leurs espoirs sur quiconque occupe un rôle visible, si bien que la réputation peut être auréolée de prestige, mystérieuse ou simplement floue, et chaque collègue décrire une version différente de la même personne. Un parent ou un premier mentor a pu être idéalisé ou difficile à lire, ce qui colore ensuite les sentiments envers l’autorité.

La tension prend l’aspect d’une confusion sur la direction ou le statut. Les objectifs changent à chaque nouvelle inspiration, un employeur reçoit trop de confiance, et des rumeurs s’attachent à un rôle public sans grand fondement. On peut souhaiter être tiré de la routine par un coup de chance plutôt que par un effort soutenu.

La vision fonctionne mieux avec une carte. Quand les idéaux sont reliés à des étapes concrètes, à des intitulés de poste clairs et à une présentation de soi honnête, ce Neptune peut construire un rôle public qui inspire et montre comment une vie de travail peut servir une cause plus grande que le statut.`,
    keywords: ['vocation', 'image publique', 'carrière inspirée', 'prestige', 'idéalisme', 'appel intérieur'],
    strengths: ['le sens de la vocation', 'des carrières dans les arts ou le soin', 'une présence publique inspirante', 'un travail au service d’un but plus large'],
    challenges: ['une orientation professionnelle floue', 'une réputation façonnée par les projections', 'se fier trop vite aux employeurs', 'espérer être sauvé au lieu de fournir un effort'],
  },
  // maison 11
  {
    summary: 'Neptune en maison 11 idéalise l’amitié, la communauté et les causes partagées, rassemble les âmes sœurs et demande de la prudence dans le choix de ceux à qui se fier.',
    description: `Les amis arrivent par des chemins étranges et heureux avec Neptune en maison 11. Un inconnu croisé à un concert, un autre bénévole, quelqu’un rencontré sur un forum en ligne qui devient un compagnon de toute une vie : le cercle social se fonde souvent sur des rêves communs plutôt que sur une adresse commune. Les groupes à vocation spirituelle, artistique ou caritative prennent des airs de famille.

L’avenir s’envisage avec ampleur et bienveillance. On souhaite fréquemment aider ceux qu’on a laissés de côté, et l’on sait sentir ce dont un groupe a besoin avant que quiconque le dise. Beaucoup font des membres discrets et doués d’une chorale, d’une troupe de théâtre ou d’un réseau d’entraide.

La difficulté est de voir ses amis avec lucidité. Un ami est aimé pour la personne qu’il pourrait devenir, prêts et services restent sans retour, et le meneur d’un groupe obtient une loyauté qu’il n’a rien fait pour mériter. Les projets sociaux demeurent vagues, avec des promesses de se voir qui s’évaporent, et les objectifs à long terme restent des souhaits brumeux.

Le discernement ne ferme pas le cercle ; il le renforce. En choisissant des compagnons dont les actes s’accordent aux paroles et en donnant aux espoirs quelques étapes concrètes, ce Neptune aide à bâtir des communautés où la bonté est pratique et où les rêves se partagent à voix haute.`,
    keywords: ['âmes sœurs', 'amitié idéaliste', 'communauté', 'causes partagées', 'espoirs', 'appartenance'],
    strengths: ['attirer des âmes sœurs', 'sentir ce dont un groupe a besoin', 'de la compassion pour les exclus', 'une amitié fidèle et douce'],
    challenges: ['idéaliser ses amis', 'des services et des prêts jamais rendus', 'la loyauté envers des meneurs qui ne la méritent pas', 'des objectifs qui restent vagues'],
  },
  // maison 12
  {
    summary: 'Neptune en maison 12 se sent chez lui dans la solitude et l’invisible, et donne une compassion profonde ainsi qu’une riche vie intérieure qui réclame du repos et des limites douces.',
    description: `Les pièces silencieuses parlent fort à qui a Neptune en maison 12. C’est la demeure naturelle de la planète, et elle y travaille surtout en coulisses : dans des rêves qui ressemblent à des messages, dans de longues heures de solitude, dans une sympathie pour autrui qui passe souvent inaperçue. Centres de retraite, bibliothèques, chapelles, hôpitaux et coulisses d’un théâtre peuvent sembler étrangement familiers.

La vie intérieure est immense. La méditation, la prière, la tenue d’un journal ou simplement la contemplation de la mer viennent naturellement, et l’imagination puise à des images qui paraissent plus anciennes que la mémoire personnelle. La compassion se tourne vers les personnes cachées aux regards, notamment derrière les barreaux, dans les foyers d’urgence ou les établissements pour personnes âgées, et beaucoup choisissent un travail qui les sert.

Comme tant de choses se déroulent loin des yeux, la tension passe facilement inaperçue. Les humeurs surgissent de nulle part, les sentiments d’autrui pénètrent sans rencontrer de défense, et l’on prend parfois l’habitude de se dérober au conflit ou aux exigences ordinaires. Soucis secrets, sacrifices silencieux ou fuite discrète dans le sommeil, devant un écran ou dans les substances peuvent devenir un refuge intime qui grandit lentement jusqu’à prendre trop de place.

Des moments réguliers de solitude, choisis plutôt que subis comme une fuite, changent cette position en atout. Avec assez de sommeil, une structure simple et une personne de confiance à qui parler, ce Neptune des profondeurs devient un puits de paix spirituelle et une source d’aide discrète pour quiconque est dans le besoin.`,
    keywords: ['solitude', 'vie intérieure', 'compassion cachée', 'retraite', 'rêves', 'paix spirituelle'],
    strengths: ['une vie intérieure riche et paisible', 'de la compassion pour les souffrances cachées', 'du réconfort dans la solitude', 'un service discret en coulisses'],
    challenges: ['se dérober au conflit ou aux exigences', 'absorber les humeurs sans défense', 'des soucis secrets et des sacrifices silencieux', 'une fuite qui prend trop de place'],
  },
];
