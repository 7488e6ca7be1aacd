// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Le Nœud Nord dans chacun des douze signes, en français (traduit de NORTH_NODE_IN_SIGN_EN). */
export const NORTH_NODE_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Le Nœud Nord en Bélier oriente vers l’autonomie et les premiers pas, et demande à une nature habituée à composer de cesser d’attendre l’accord des autres pour simplement commencer.',
    description: `Ici, la croissance commence par un seul mot : « je ». Le Nœud Sud en Balance fournit un talent bien rodé pour peser chaque point de vue, sentir l’ambiance et préserver la paix, si bien exercé que les souhaits personnels peuvent disparaître dans les projets d’autrui. Le Nœud Nord en Bélier, où Mars attise un feu cardinal, tire dans l’autre sens : vers des décisions prises seul, vite, et sans comité.

Au quotidien, la leçon est souvent modeste et un peu gauche. Choisir le restaurant, envoyer sa candidature avant que le partenaire l’ait relue, dire « je préfère m’abstenir » sans coussin d’excuses : chacun de ces gestes paraît d’abord étrangement risqué. Mars réclame de la chaleur et de la franchise, et le mode cardinal demande l’initiative plutôt que la réponse.

Pleinement vécue, cette position forme quelqu’un qui sait agir avec courage sans cesser de se soucier de l’équité, car l’ancien talent diplomatique reste dans la boîte à outils. Sous tension, l’attraction du passé se manifeste par des consultations sans fin, ou par un coup de barre soudain vers une rudesse qui brûle les ponts avant que la confiance ait pu naître.

Le chemin sûr passe par la pratique. Chaque premier pas honnête, fait sans demander la permission, rend le suivant plus facile, et les relations gagnent en santé quand on s’y engage par choix plutôt que par peur de rester seul.`,
    keywords: ['initiative', 'autonomie', 'courage', 'esprit de décision', 'indépendance', 'franchise'],
    strengths: ['l’équité portée dans l’action audacieuse', 'apprendre à agir sans approbation', 'une énergie neuve pour les projets', 'dire honnêtement ses besoins'],
    challenges: ['attendre le consensus avant de bouger', 'se perdre dans le couple', 'basculer dans la brusquerie', 'la peur de décevoir'],
  },

  Taurus: {
    summary: 'Avec le Nœud Nord en Taureau, la croissance passe par une construction calme et régulière et par les plaisirs simples, qui apaisent une vieille habitude de la crise, de l’intensité et des enchevêtrements affectifs.',
    description: `Le calme peut sembler étrange à qui se sent chez soi dans la tempête. Le Nœud Sud en Scorpion connaît le terrain des secrets, des dettes partagées, des luttes de pouvoir et des extrêmes émotionnels, et tend à les rechercher, comme si la vie ne comptait que lorsque les enjeux sont élevés. Le Nœud Nord en Taureau, terre fixe aux couleurs de Vénus, invite à un rythme plus lent et à une sécurité plus personnelle.

Le travail consiste ici à posséder quelque chose en propre : une modeste épargne, un savoir-faire bâti au fil des ans, un jardin, un ensemble de valeurs qui ne change pas à chaque nouveau drame. Vénus attire l’attention sur les sens : le bon pain, une lumière chaude, la marche quotidienne du soir, toujours à l’heure habituelle, ne sont pas des distractions mais des remèdes. Le mode fixe récompense la patience et la répétition.

Quand cette direction est accueillie, la personne devient une source de calme pour les autres, capable de porter des sentiments profonds sans se laisser gouverner par eux. Sous la pression, le vieux schéma revient sous forme de soupçon, de fusion avec les ressources d’autrui, ou d’une crise provoquée simplement parce que la paix paraît trop peu familière.

Les progrès se mesurent en jours ordinaires. Chaque fois que la simplicité l’emporte sur l’intensité, et que l’estime de soi se construit au lieu de s’emprunter, le sol devient un peu plus ferme sous les pieds.`,
    keywords: ['stabilité', 'valeur personnelle', 'patience', 'simplicité', 'les sens', 'sécurité méritée'],
    strengths: ['une vision profonde alliée à un calme stable', 'bâtir patiemment ses ressources', 'goûter les conforts simples', 'la fidélité à des valeurs claires'],
    challenges: ['réclamer du drame quand la vie est paisible', 's’empêtrer dans l’argent ou le pouvoir des autres', 'se méfier du contentement facile', 'le tout ou rien, sans nuance'],
  },

  Gemini: {
    summary: 'Le Nœud Nord en Gémeaux demande à un esprit sûr de lui, habitué aux vues d’ensemble, de s’intéresser aux détails, d’écouter attentivement et de poser des questions au lieu de livrer des réponses.',
    description: `Faire un sermon est facile ici ; la conversation, voilà le vrai travail. Le Nœud Sud en Sagittaire porte un sens large et souvent inspiré de la vérité, le goût des voyages et des grands principes, et une tendance à croire qu’une conviction forte vaut connaissance. Le Nœud Nord en Gémeaux, air mutable dont Mercure est le maître, renvoie la personne dans le quartier des faits, des questions et des échanges de tous les jours.

Mercure exige de l’exactitude. Cela peut vouloir dire vérifier la source avant de partager une histoire, apprendre le nom des voisins, suivre une courte formation dans un domaine pratique, ou simplement demander à un ami ce qu’il voulait dire avant de décider ce qu’il pense. Le mode mutable encourage la souplesse : le but est de tenir plusieurs points de vue à la fois sans courir au jugement.

Parvenue à maturité, cette position donne un talent merveilleux pour enseigner et traduire : une vraie vision, qu’on sait aussi expliquer en termes simples, et des objections entendues sans se sentir menacé. Dans la fatigue ou sur la défensive, la vieille habitude du prêche revient, ou la personne s’évade vers un horizon lointain dès que les détails locaux deviennent lassants.

La curiosité est le remède. Chaque question honnête, chaque fait pris au sérieux, change les grandes convictions en idées vivantes, bonnes à partager.`,
    keywords: ['curiosité', 'écoute', 'apprentissage', 'communication', 'souplesse', 'liens de proximité'],
    strengths: ['une vision traduite en langage simple', 'un intérêt sincère pour d’autres points de vue', 'apprendre vite et avec souplesse', 'des liens chaleureux avec frères, sœurs et voisins'],
    challenges: ['prêcher au lieu d’écouter', 'confondre croyance et fait', 'fuir le détail quotidien', 'l’impatience devant les petites questions'],
  },

  Cancer: {
    summary: 'Le Nœud Nord en Cancer tourne une nature ambitieuse vers le foyer, les sentiments et le soin, et demande que la tendresse compte autant que le statut et la maîtrise.',
    description: `Les titres et les réussites viennent naturellement à qui a le Nœud Sud en Capricorne. Le devoir, la discipline et la position sociale forment la route familière, et l’on traite volontiers les besoins du cœur comme des points d’un agenda, remis à plus tard une fois le travail terminé. Le Nœud Nord en Cancer, eau cardinale dont la Lune est la gardienne, commence sa leçon autour du repas familial plutôt que dans la salle du conseil.

La Lune régit les humeurs, la mémoire et la nourriture : grandir ici, c’est apprendre à nommer un sentiment à voix haute, demander du réconfort quand on est fatigué, et en offrir sans vérifier d’abord s’il est mérité. Le mode cardinal signifie que l’initiative reste nécessaire : appeler un parent, recevoir à dîner, créer un foyer où l’on se sente en sécurité et pas seulement respectable.

Une fois cette direction acceptée, l’ambition s’adoucit en protection. La personne sait toujours bâtir et diriger, mais le fait désormais au service d’une famille, d’une équipe ou d’une communauté qui lui tient vraiment à cœur. Aux heures plus rudes, l’appel du Capricorne revient sous forme de froideur affective, de travail excessif où se cacher, ou d’un jugement qui tient la douceur pour de la faiblesse.

Le pas constructif est d’ordinaire un pas de vulnérabilité. Laisser voir ses besoins, et s’en occuper avec bonté, crée une appartenance qu’aucun poste ni aucun salaire ne peut fournir.`,
    keywords: ['soin', 'foyer', 'sincérité affective', 'appartenance', 'sollicitude', 'vulnérabilité'],
    strengths: ['une autorité réchauffée par un vrai soin', 'un don pour créer des lieux sûrs', 'une aisance croissante avec les sentiments', 'une loyauté protectrice envers les proches'],
    challenges: ['se cacher dans le travail et le devoir', 'prendre la vulnérabilité pour de la faiblesse', 'mesurer sa valeur au statut', 'remettre à plus tard ses besoins affectifs'],
  },

  Leo: {
    summary: 'Avec le Nœud Nord en Lion, grandir veut dire sortir de la foule pour créer, jouer et être vu comme une personne singulière au cœur généreux.',
    description: `Se fondre dans le groupe est l’option sûre pour cette personne. Le Nœud Sud en Verseau apporte une compréhension facile des équipes, des causes et des idées, avec une distance fraîche qui tient les désirs intimes bien à l’abri des regards. Il est confortable d’être une voix parmi d’autres, qui parle au nom du collectif. Le Nœud Nord en Lion, feu fixe éclairé par le Soleil, réclame la chaleur d’une présence individuelle.

Le Soleil veut briller, et la croissance consiste ici à comprendre que l’expression de soi n’est pas de la vanité. Monter sur une scène ouverte, peindre pour le plaisir, prendre en main une fête de famille, ou dire franchement sa fierté devant ce qu’on a créé : autant d’étapes sur le chemin. Le feu fixe y met de la fidélité et du souffle : le cœur, quand il s’engage, tient parole.

Épanouie, la position fait naître une autorité à la fois visionnaire et chaleureuse, des idéaux qui prennent couleur et vie grâce au courage personnel. Si la leçon est refusée, le vieux détachement revient : se cacher derrière des principes, balayer l’amour ou les compliments comme des futilités, ou se sentir perdu sans groupe auquel appartenir.

La joie sert de guide. Suivre ce qui enchante vraiment le cœur, et le partager ouvertement, change des idéaux abstraits en quelque chose que les autres peuvent sentir.`,
    keywords: ['créativité', 'expression de soi', 'chaleur', 'jeu', 'visibilité', 'cœur'],
    strengths: ['des idéaux exprimés avec chaleur', 'une confiance créatrice qui grandit', 'une affection généreuse et loyale', 'le courage d’être vu'],
    challenges: ['se cacher dans le groupe', 'le détachement affectif', 'juger égoïste tout désir personnel', 'le malaise face aux compliments et à l’attention'],
  },

  Virgo: {
    summary: 'Le Nœud Nord en Vierge appelle une sensibilité rêveuse et sans limites vers le service concret, les routines quotidiennes et l’art soigneux de faire marcher les choses.',
    description: `L’imagination et la compassion sont de vieilles amies du Nœud Sud en Poissons. La personne sent l’atmosphère d’un lieu, se laisse porter par une mélodie ou une rêverie, se sacrifie sans fin pour autrui, mais peine parfois avec les horaires, les limites et la simple logistique. Le Nœud Nord en Vierge, terre mutable confiée à Mercure, demande à cet esprit sensible de retrousser ses manches.

La croissance se trouve dans de petits actes précis. Établir un budget, se coucher à heure fixe, achever un projet selon une norme claire, ou aider un ami en réparant une marche cassée plutôt qu’en partageant seulement son chagrin : ces tâches concrètes donnent forme à des sentiments qui, sinon, déborderaient de partout. Mercure apporte analyse et habileté, et le mode mutable permet d’ajuster à mesure que les détails se précisent.

À mesure que la leçon s’enracine, la compassion devient utile et l’empathie se trouve des mains. La personne peut exceller dans les arts du soin, la correction de textes, l’artisanat ou tout travail qui allie sollicitude et précision. Le stress fait reparaître le vieux penchant : évasion, confusion sur les limites du moi, ou martyre qui n’aide personne ; le danger inverse est un perfectionnisme anxieux.

L’ordre, appliqué avec bienveillance, est la clé. Un peu de structure chaque jour permet à l’ancienne sensibilité de servir des besoins réels et laisse de l’énergie pour le repos.`,
    keywords: ['service', 'routine', 'discernement', 'savoir-faire', 'hygiène de vie', 'aide concrète'],
    strengths: ['la compassion changée en aide pratique', 'une habileté et une précision croissantes', 'des habitudes quotidiennes utiles', 'des limites personnelles claires'],
    challenges: ['fuir dans le fantasme', 'des limites floues et l’abnégation', 'éviter plans et détails', 'basculer dans le perfectionnisme anxieux'],
  },

  Libra: {
    summary: 'Le Nœud Nord en Balance demande à un esprit farouchement indépendant d’apprendre le partenariat, la coopération et l’art discret de voir le point de vue de l’autre.',
    description: `Faire cavalier seul a toujours été facile. Avec le Nœud Sud en Bélier, l’instinct pousse à agir d’abord, à défendre son territoire et à traiter la plupart des problèmes comme des batailles à gagner seul. Le courage, lui, n’est jamais en cause. Le Nœud Nord en Balance, air cardinal que régit Vénus, désigne plutôt une compétence peu familière : partager la scène.

Vénus apporte la grâce, la beauté et l’instinct de l’équilibre, et demande ici de la patience dans les relations de toute sorte : mariages, associations, amitiés proches, et jusqu’à la colocation. Progresser peut vouloir dire marquer une pause avant de répliquer, s’enquérir des besoins du partenaire, ou trouver une solution qui laisse les deux parties satisfaites. Le mode cardinal invite à prendre l’initiative du contact : proposer la trêve, ouvrir la conversation difficile.

Quand cette direction est honorée, l’ancienne audace devient un cadeau pour le couple, et la personne sait négocier avec justesse et élégance tout en tenant bon. Dans le conflit, l’impatience prend le dessus, avec des éclats, des départs soudains ou la conviction qu’avoir besoin de quelqu’un revient à se perdre.

La leçon constructive est que la coopération multiplie la force. Deux personnes en harmonie peuvent bâtir ce qu’aucune ne bâtirait seule, et l’équité devient une forme de courage à part entière.`,
    keywords: ['partenariat', 'coopération', 'diplomatie', 'équité', 'harmonie', 'écoute'],
    strengths: ['le courage mis au service des autres', 'un talent de négociation qui grandit', 'un œil pour la beauté et l’équilibre', 'un jugement équitable'],
    challenges: ['agir seul par réflexe', 'l’impatience envers le rythme des autres', 'voir chaque désaccord comme une bataille', 'craindre qu’avoir besoin des autres soit une faiblesse'],
  },

  Scorpio: {
    summary: 'Avec le Nœud Nord en Scorpion, grandir signifie desserrer l’emprise sur le confort et les biens pour partager en profondeur, changer et se laisser changer.',
    description: `Ce qui rassure est peut-être justement ce qu’il faut laisser partir. Le Nœud Sud en Taureau porte un instinct de sécurité : des routines stables, des conforts familiers, une prise ferme sur l’argent comme sur les possessions, et sur les opinions aussi. C’est agréable et fiable, mais cela peut tourner en une lente résistance à tout ce qui risquerait de troubler la paix. Le Nœud Nord en Scorpion, eau fixe placée sous Mars et, selon l’usage moderne, sous Pluton, attire vers la profondeur et le renouveau.

Le Scorpion est le lieu où les ressources se mêlent et où les vies s’entrelacent. Le travail peut être aussi concret qu’ouvrir un compte commun avec un partenaire, confier un secret longtemps gardé, traverser un deuil au lieu de le contourner, ou accepter de l’aide dans une situation financière ou affective difficile. Mars fournit le cran, et l’eau fixe l’endurance émotionnelle pour rester présent dans les expériences intenses.

À son plus beau, cette position crée une personne d’une stabilité remarquable qui sait pourtant se transformer, capable de guider autrui dans la crise pour avoir affronté la sienne. Quand la vie paraît menaçante, l’entêtement et la possessivité reviennent, ou la personne s’accroche à une ornière familière longtemps après qu’elle est devenue étouffante.

La confiance marque le tournant. Chaque fois qu’une chose est lâchée de plein gré, la place s’ouvre pour une richesse plus vaste, et partagée.`,
    keywords: ['transformation', 'intimité', 'ressources partagées', 'profondeur', 'lâcher-prise', 'renouveau'],
    strengths: ['la stabilité dans les temps de crise', 'un courage émotionnel qui grandit', 'une capacité d’intimité profonde', 'l’habileté avec les ressources communes'],
    challenges: ['s’accrocher au confort et à la routine', 'la possessivité', 'résister au changement nécessaire', 'un attachement têtu à ses opinions'],
  },

  Sagittarius: {
    summary: 'Le Nœud Nord en Sagittaire mène un esprit affairé, grand collectionneur de faits, vers le sens, la foi et l’horizon plus large du voyage, de la philosophie et de la vérité personnelle.',
    description: `L’information ne manque pas à qui a le Nœud Sud en Gémeaux. La personne sait parler de tout, rassembler des faits en vitesse, voir plusieurs faces d’une question et s’adapter à n’importe quelle conversation, mais elle peut se sentir dispersée, remettant en doute chaque choix parce qu’il reste toujours un avis de plus à considérer. Le Nœud Nord en Sagittaire, feu mutable que gouverne Jupiter, réclame une boussole plutôt qu’une carte de plus.

Jupiter dilate, et sa leçon est ici de faire confiance à un sens plus vaste. Cela peut passer par un long voyage en solitaire, l’étude de la philosophie ou de la religion, l’engagement pour une position éthique, ou simplement la décision de suivre son intuition au lieu de sonder ses amis une fois de plus. Sa nature mutable tient la quête en éveil, tandis que l’élément feu fournit l’enthousiasme.

À son sommet, la position donne un guide sage, bien informé et inspiré à la fois, capable de changer des faits en une vision digne d’être suivie. Les jours d’agitation, les vieilles habitudes reviennent en douce : bavardage sans fin, commérages, indécision nerveuse, ou réticence à défendre la moindre croyance.

La voie à suivre consiste à laisser émerger une vérité directrice, puis à vivre selon elle. La foi, une fois choisie, apaise le bruit et donne une direction commune aux nombreux intérêts dispersés.`,
    keywords: ['sens', 'foi', 'exploration', 'sagesse', 'intuition', 'études supérieures'],
    strengths: ['le savoir façonné en vision', 'une confiance croissante dans l’intuition', 'l’enthousiasme pour l’étude et le voyage', 'une philosophie personnelle claire'],
    challenges: ['une attention dispersée', 'se remettre sans cesse en question', 'troquer la sagesse contre les commérages', 'la peur de s’engager dans une croyance'],
  },

  Capricorn: {
    summary: 'Le Nœud Nord en Capricorne demande à un cœur tendre, centré sur la famille, de prendre ses responsabilités dans le monde, de se fixer des buts et de bâtir des structures durables.',
    description: `Pour le Nœud Sud en Cancer, le foyer est la zone de confort. Prendre soin des autres, réagir aux humeurs et rester près de la famille vient facilement, parfois si facilement que la personne reste un enfant dans un coin de sa vie, attendant permission ou protection. Le Nœud Nord en Capricorne, terre cardinale où règne Saturne, demande la posture plus ferme et moins familière de l’adulte aux commandes.

Saturne enseigne par le temps, la structure et l’effort. En pratique, cela peut vouloir dire un projet planifié sur plusieurs années, un concours professionnel, la direction d’une équipe, ou une décision difficile prise sans vérifier d’abord ce que chacun en pensera. Le mode cardinal pousse à agir, et la terre exige des résultats visibles et mesurables. Les émotions ne sont pas à ignorer, mais elles n’ont plus le droit de fixer chaque direction.

Suivi avec patience, ce chemin forme une autorité rare, où la compétence s’allie à la bonté : on protège les autres par une planification solide autant que par la chaleur. Sous un stress intense, le retour en arrière prend la forme de sautes d’humeur, de dépendance, de fuite des rôles publics ou de repli dans la famille dès que le monde semble exigeant.

La maturité, choisie pas à pas, est la récompense. L’effort responsable bâtit peu à peu une réputation et une sécurité qu’on ne doit plus à quiconque.`,
    keywords: ['responsabilité', 'ambition', 'structure', 'maturité', 'autorité', 'objectifs à long terme'],
    strengths: ['une autorité tempérée par la compassion', 'une discipline et une patience qui grandissent', 'une planification pratique à long terme', 'la fiabilité dans les rôles publics'],
    challenges: ['se replier dans le nid familial', 'laisser les humeurs décider', 'dépendre des autres pour sa sécurité', 'fuir les responsabilités visibles'],
  },

  Aquarius: {
    summary: 'Avec le Nœud Nord en Verseau, la croissance vient de l’amitié, de la communauté et des idéaux partagés, et adoucit un fort besoin d’être admiré personnellement et de rester au centre.',
    description: `Les projecteurs sont un terrain familier. Avec le Nœud Sud en Lion viennent un charisme naturel, un sens du spectacle et un besoin de reconnaissance, ainsi qu’un cœur généreux qui peut glisser vers l’orgueil quand l’attention retombe. Le Nœud Nord en Verseau, air fixe de Saturne auquel les modernes adjoignent Uranus, demande à ce rayonnement de servir une cause qui dépasse l’individu.

Le Verseau appartient au groupe : amis, réseaux, associations de quartier, communautés en ligne, mouvements pour le changement. La croissance peut venir d’un engagement pour une cause, bénévole parmi d’autres, d’un projet commun où le mérite est partagé, ou de l’apprentissage qui permet de se réjouir du succès d’un ami sans le comparer au sien. Saturne ajoute de la discipline aux idéaux, Uranus de l’originalité, et l’air fixe donne aux principes une vraie tenue dans la durée.

Lorsque ce cap est adopté, la chaleur créatrice travaille pour l’humanité, et la personne défend le progrès de manière inspirante mais humble. Les vieux schémas reparaissent quand la confiance fléchit : besoin d’applaudissements, désaccord pris comme une insulte personnelle, éloignement de tout groupe qui refuse d’en faire la vedette.

Le chemin constructif est l’égalité. Traiter chacun en pair, et offrir librement son talent à une vision commune, apporte une satisfaction plus profonde que n’importe quel triomphe privé.`,
    keywords: ['communauté', 'amitié', 'idéaux', 'collaboration', 'progrès', 'égalité'],
    strengths: ['le charisme au service de buts communs', 'une objectivité qui grandit', 'des idées originales tournées vers l’avenir', 'des amitiés loyales et égales'],
    challenges: ['le besoin constant de reconnaissance', 'prendre la critique personnellement', 'un orgueil rétif au travail d’équipe', 'le drame pour attirer l’attention'],
  },

  Pisces: {
    summary: 'Le Nœud Nord en Poissons invite une nature soucieuse et analytique à relâcher le contrôle, à faire confiance à l’invisible et à s’ouvrir à la compassion, à l’art et à la foi.',
    description: `L’ordre, les listes et l’analyse minutieuse forment le port sûr du Nœud Sud en Vierge. La personne sait réparer, améliorer et critiquer, et se sent souvent responsable de rendre tout correct, ce qui peut mener à l’inquiétude, au surmenage et à une sévérité constante envers soi comme envers autrui. Le Nœud Nord en Poissons, eau mutable confiée à Jupiter et, pour les modernes, à Neptune, tire vers l’abandon et une sagesse plus douce.

Les Poissons dissolvent les frontières. Le développement passe parfois par la méditation, des heures face à l’océan, de musique ou d’art faits sans plan, d’une erreur pardonnée au lieu d’être corrigée, ou de la confiance qu’une situation peut se dérouler sans gestion constante. Jupiter apporte foi et générosité, Neptune l’imagination, et le mode mutable encourage à suivre le cours des événements plutôt qu’à les retenir.

Avec le temps, le savoir-faire devient un service d’ordre plus spirituel, et la personne allie aide pratique et empathie profonde, souvent dans les métiers du soin ou de la création. L’anxiété fait machine arrière et ramène la manie du détail, l’autocritique, les routines rigides, ou la croyance que rien ne sera juste sans un contrôle personnel.

L’acceptation est le don qui guérit. Renoncer à la perfection, et se fier à un courant plus vaste, libère de l’énergie pour la bonté et l’inspiration.`,
    keywords: ['compassion', 'foi', 'abandon', 'imagination', 'acceptation', 'spiritualité'],
    strengths: ['le savoir-faire allié à l’empathie', 'une confiance croissante dans l’intuition', 'une ouverture créative et spirituelle', 'le pardon envers soi et les autres'],
    challenges: ['l’inquiétude et l’analyse excessive', 'une autocritique sévère', 'le besoin de tout contrôler', 'résister à ce qui ne se planifie pas'],
  },
};
