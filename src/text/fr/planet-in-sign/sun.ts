// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Le Soleil dans chacun des douze signes, en français (traduit de SUN_IN_SIGN_EN). */
export const SUN_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Le Soleil en Bélier trouve son identité dans l’action, puisant sa vitalité dans les départs neufs et dans une volonté franche et hardie qui veut affronter la vie de face.',
    description: `Le Soleil est en exaltation dans le Bélier, et la position montre pourquoi : la volonté d’exister et la volonté d’agir s’y confondent presque. Le feu cardinal fournit une pulsation vitale puissante, qui monte vite et se dépense sans compter, tandis que Mars, maître du signe, donne au sentiment de soi un tranchant physique et combatif. L’identité se découvre en faisant, qu’il s’agisse d’entrer dans la course, de tenter la route que personne n’a essayée ou de prendre la parole le premier dans une réunion tendue. Une matinée sans défi peut paraître étrangement fade. La raison d’agir arrive plutôt sous forme d’une suite de missions urgentes que d’un grand plan unique, et chacune est menée de tout cœur tant qu’elle dure. Au mieux, ce Soleil donne un courage que les autres peuvent emprunter, une chaleur franche et sans détour, et l’énergie de débloquer une impasse par le simple fait de bouger. Sous tension, le moi se sent vite menacé : un retard ressemble à une défaite, un conseil à une tentative de contrôle, et la colère flambe avant que les faits soient connus. L’énergie peut brûler fort puis retomber d’un coup, laissant des tâches en plan. Ce Soleil s’exprime le plus sainement lorsqu’il choisit les combats qui en valent la peine, dose son feu sur une route plus longue et laisse sa confiance inclure la force d’attendre.`,
    keywords: ['initiative', 'courage', 'vitalité', 'franchise', 'indépendance', 'défi'],
    strengths: [
      'un courage qui entraîne les autres',
      'une action rapide et décidée',
      'une chaleur franche et ouverte',
      'l’énergie de lancer ce que d’autres se contentent de discuter',
    ],
    challenges: [
      'l’impatience face aux délais',
      'de brusques accès de colère',
      'des projets laissés à moitié faits',
      'prendre un conseil pour une menace',
    ],
  },

  Taurus: {
    summary:
      'Avec le Soleil en Taureau, le moi se construit lentement et sûrement, et trouve sa force dans l’effort régulier, le bien-être du corps et ce qu’il a patiemment bâti et chéri.',
    description: `En Taureau, le Soleil brûle comme des braises sous la cendre : long à prendre, difficile à éteindre. La terre fixe confère au moi poids et continuité, et la vitalité est plus constante que spectaculaire ; elle se refait grâce à une bonne table, au sommeil, au toucher et au temps passé dehors. Vénus gouvernant le signe, l’identité grandit à travers ce que l’on estime et ce dont on prend soin : un jardin, un métier manuel, un plan d’épargne, un petit cercle de personnes qui ont fait leurs preuves. Le but se mesure en résultats tangibles, et la volonté donne le meilleur d’elle-même quand on la laisse choisir son rythme. La presser produit en général l’effet inverse. Bien des natifs savent qui ils sont par ce à quoi ils refusent de renoncer. En bonne santé, le Soleil en Taureau apporte une assurance tranquille, une fidélité qui dure des décennies, un plaisir sincère du monde physique et la patience de mener à terme les longs projets. Quand il se crispe, la volonté tranquille peut prendre comme du béton : le changement ressemble à une perte, le confort devient une cachette, et l’estime de soi risque de s’emmêler aux possessions ou aux revenus. L’inertie peut se faire passer pour du contentement. La croissance vient quand il voit dans la souplesse une autre forme de force, et qu’il fait confiance à un moi solide pour traverser une saison nouvelle.`,
    keywords: ['constance', 'patience', 'valeurs', 'confort', 'endurance', 'fidélité', 'sensualité'],
    strengths: [
      'une assurance calme et ancrée',
      'la patience des longs projets',
      'une fidélité durable',
      'un œil pour la qualité et la beauté',
    ],
    challenges: [
      'la résistance aux changements nécessaires',
      'l’entêtement sous la pression',
      'une estime de soi liée aux possessions',
      'un confort qui tourne à l’inertie',
    ],
  },

  Gemini: {
    summary:
      'Le Soleil en Gémeaux rayonne par la curiosité et la conversation, et se forge une identité faite de multiples intérêts, de liens rapides et d’un esprit qui aime rester en mouvement.',
    description: `En Gémeaux, l’identité se conjugue au pluriel. Le Soleil brille ici à travers un air mutable, si bien que le moi se découvre en mouvement : dans les conversations, les questions, les allers-retours à travers la ville et l’échange constant d’idées. Mercure, maître du signe, rend la volonté consciente curieuse d’abord, déterminée ensuite ; ses aspirations prennent souvent l’allure d’un chapelet d’intérêts plutôt que d’une vocation unique, et c’est moins un défaut que sa nature même. La vitalité monte avec la stimulation intellectuelle et chute vite dans l’ennui, un long silence ou un emploi qui répète le même geste toute la journée. L’esprit donne généralement le tempo au corps. Dans sa meilleure expression, le Soleil en Gémeaux est vif, spirituel et généreux en informations, capable d’expliquer un sujet ardu avec des mots simples et de relier des gens qui ne se seraient jamais croisés. Il garde à tout âge une fraîcheur juvénile. Trop sollicité, le sentiment de soi peut se disperser, comme réparti entre trop d’onglets ouverts et de promesses, et l’énergie nerveuse risque de devancer le repos. La parole remplace parfois l’action, et le doute se cache derrière une repartie habile. La stabilité vient en choisissant quelques engagements à mener jusqu’au bout, et en laissant exister un noyau d’identité sous tous les rôles changeants.`,
    keywords: ['curiosité', 'communication', 'polyvalence', 'esprit', 'apprentissage', 'liens'],
    strengths: [
      'un esprit vif et adaptable',
      'une parole claire et pleine d’esprit',
      'le talent de relier personnes et idées',
      'une ouverture juvénile à la nouveauté',
    ],
    challenges: [
      'une attention dispersée',
      'une énergie nerveuse agitée',
      'parler au lieu d’agir',
      'abandonner ses engagements en route',
    ],
  },

  Cancer: {
    summary:
      'En Cancer, le Soleil trouve sa raison d’être dans l’appartenance, et exprime sa volonté par le soin, la protection et le patient travail de faire un foyer pour ceux qu’il aime.',
    description: `Un Soleil en Cancer tire sa force de l’appartenance. L’eau cardinale veut que le sentiment ne soit pas seulement éprouvé mais mis en actes : la volonté prend la forme du soin porté aux autres, de la construction d’un foyer, de la transmission des traditions et de l’élan qui pousse à intervenir quand un proche est en difficulté. Comme la Lune gouverne le signe, le sentiment solaire de soi reste étroitement lié aux humeurs, à la mémoire et aux rythmes de la vie familiale, et la vitalité peut monter ou baisser avec le climat affectif de la maison. Une cuisine chaleureuse et quelques visages de confiance rechargent mieux que n’importe quelles vacances. Sa mission s’organise souvent autour de la protection, celle des enfants, d’une communauté ou d’une histoire qui mérite mémoire, et l’ambition peut se révéler étonnamment forte quand elle sert ceux qu’on aime. Dans ses bons jours, cette position offre un soin loyal et perspicace, une bonne mémoire de ce qui compte pour les autres et une ténacité discrète dans l’épreuve. Les difficultés surgissent quand l’identité repose trop sur le sentiment d’être nécessaire : la carapace se referme au moindre froissement, les vieilles blessures repassent en boucle, et l’inquiétude pour autrui peut étouffer une vie à soi. La bouderie remplace parfois une demande directe. La maturité vient quand le Soleil en Cancer apprend à se nourrir lui-même autant que les autres, et à traiter sa sensibilité comme une source de sagesse plutôt que comme une faiblesse.`,
    keywords: ['appartenance', 'soin', 'protection', 'mémoire', 'foyer', 'sensibilité'],
    strengths: [
      'un soin loyal et attentif',
      'un fort instinct protecteur',
      'une fine perception émotionnelle',
      'une ténacité discrète dans les moments durs',
    ],
    challenges: [
      'se replier au moindre froissement',
      'des humeurs qui colorent toute la journée',
      'une identité fondée sur le fait d’être indispensable',
      'ressasser les vieilles blessures',
    ],
  },

  Leo: {
    summary:
      'Le Soleil gouverne le Lion et y brille d’une chaleur constante, avide de créer, de mener avec cœur et d’être vu pour ce qu’il est vraiment.',
    description: `Ici, le Soleil est chez lui. Le Lion est son domicile, et le feu fixe donne à la fonction solaire un éclat stable et généreux : la volonté de vivre est forte, le sentiment de soi éclatant, et l’on éprouve le désir naturel de créer quelque chose qui porte sa propre signature. La vitalité est en général robuste ; elle se nourrit de jeu, d’amour, de compliments et de l’occasion de rendre les autres heureux. Sa raison d’être prend souvent la forme d’une scène au sens large, une salle de classe, une équipe, une famille ou un atelier, où le cœur peut se montrer à découvert. Le Soleil en Lion veut compter, et il le sait d’ordinaire fort bien. Dans sa version la plus chaleureuse, il est loyal, courageux et encourageant, une présence qui rend une pièce plus festive et un ami effrayé plus hardi. Il tient ses promesses par fierté autant que par devoir. Quand la lumière ne lui est pas rendue, cette même force peut devenir exigence d’attention, orgueil blessé qui refuse de s’excuser, ou position figée tenue surtout pour ne pas perdre la face. La peur de passer inaperçu pousse parfois à de grands gestes qui sonnent creux. Le chemin passe par une création gratuite, pour le seul bonheur de faire, par la confiance dans une dignité qui ne dépend pas des applaudissements, et par la place laissée aux autres pour briller à leur tour.`,
    keywords: ['créativité', 'fierté', 'générosité', 'chaleur', 'commandement', 'jeu', 'expression de soi'],
    strengths: [
      'une chaleur généreuse et encourageante',
      'une confiance créatrice',
      'un commandement loyal et courageux',
      'le don d’apporter de la joie autour de soi',
    ],
    challenges: [
      'le besoin constant de reconnaissance',
      'un orgueil qui répugne à s’excuser',
      'tenir une position pour ne pas perdre la face',
      'de grands gestes à la place du fond',
    ],
  },

  Virgo: {
    summary:
      'Le Soleil en Vierge s’éveille par le travail utile, et façonne son identité par le savoir-faire, une attention minutieuse et le désir constant d’améliorer tout ce qu’il touche.',
    description: `C’est par la compétence que le Soleil en Vierge apprend à se connaître. La terre mutable tourne la volonté solaire vers l’amélioration concrète, si bien que l’identité se forge dans le savoir-faire, les habitudes quotidiennes et la satisfaction d’une tâche bien faite. Mercure, qui gouverne le signe, donne à l’esprit un œil aiguisé pour le détail et une vraie passion pour la méthode ; la personne qui a ce Soleil se sent souvent le plus vivante en résolvant un problème précis, qu’il s’agisse de corriger un tableur, de prévoir un repas ou de former un nouveau collègue. La vitalité réagit fortement à la routine : un sommeil régulier, une bonne alimentation et un certain ordre soutiennent l’énergie, alors que le chaos l’épuise. L’accomplissement se trouve plutôt dans le service que dans la gloire, et la modestie peut cacher tout ce qui est réellement porté. Au meilleur de lui-même, le Soleil en Vierge est précis, fiable et bon de façon pratique, offrant une aide ajustée au besoin réel. Quand la pression monte, l’œil critique se retourne vers l’intérieur, et l’estime de soi se met à dépendre d’une perfection sans faille. Les soucis se multiplient, les listes s’allongent plus que la journée, et de petites erreurs peuvent ressembler à des échecs personnels. L’équilibre revient quand le désir d’améliorer fait place à la douceur, et que le repos est accepté comme une part du travail bien fait.`,
    keywords: ['service', 'savoir-faire', 'précision', 'amélioration', 'routine', 'modestie'],
    strengths: [
      'un travail soigné et compétent',
      'une serviabilité concrète',
      'un œil pour le détail utile',
      'la fiabilité dans les tâches quotidiennes',
    ],
    challenges: [
      'une autocritique sévère',
      'l’inquiétude pour de petites erreurs',
      'un perfectionnisme qui retarde la fin',
      'porter trop sans le dire',
    ],
  },

  Libra: {
    summary:
      'Avec le Soleil en Balance, l’identité prend forme dans la relation, et la volonté recherche l’équité, la beauté et l’équilibre à travers l’association et une coopération réfléchie.',
    description: `Le Soleil est en chute dans la Balance, ce qui n’affaiblit pas la personne mais change la manière dont le moi se découvre : ici, l’identité se trouve dans le rapport aux autres. L’air cardinal fait de la volonté une initiatrice de contacts, de propositions et d’accords, et Vénus, qui gouverne le signe, lui donne un sens aigu de la beauté, de la justice et des bonnes manières. Beaucoup de natifs savent le mieux ce qu’ils pensent en discutant d’une question avec un partenaire ou un ami. La vitalité remonte dans un cadre agréable et une compagnie harmonieuse, et s’affaisse sous le conflit permanent ou la laideur. Ses aspirations se rattachent souvent à la justice, au design, à la médiation ou à tout travail qui remet en équilibre des parties opposées. Dans sa forme la plus gracieuse, le Soleil en Balance est charmant, équitable et diplomate, capable d’apaiser une pièce tendue et de reconnaître les mérites de chaque camp. Il apporte aux décisions un sens de la mesure. Sous pression, le désir de plaire peut effacer les préférences personnelles, les choix sont remis à plus tard pour ne décevoir personne, et la rancœur s’accumule en silence derrière un sourire aimable. L’image de soi s’appuie parfois trop sur les réactions d’autrui. Ce Soleil gagne en force lorsqu’il comprend qu’affirmer une position claire est aussi une forme d’équité, et qu’une relation s’améliore quand les deux personnes y sont pleinement présentes.`,
    keywords: ['association', 'équité', 'harmonie', 'diplomatie', 'beauté', 'équilibre'],
    strengths: [
      'une diplomatie naturelle',
      'un sens aigu de la justice',
      'de la grâce et du goût',
      'l’art de rassembler les gens',
    ],
    challenges: [
      'fuir un conflit nécessaire',
      'de longues hésitations',
      'perdre ses propres désirs dans l’autre',
      'une rancœur muette derrière la politesse',
    ],
  },

  Scorpio: {
    summary:
      'Le Soleil en Scorpion brûle d’une intensité concentrée, et forge son identité dans la profondeur, la loyauté et la capacité durement acquise de se transformer après une crise ou une perte.',
    description: `L’intensité définit le Soleil en Scorpion. L’eau fixe maintient le sentiment stable et profond, si bien que la volonté consciente se concentre au lieu de se disperser, et que le but est poursuivi avec une constance qui peut durer des années. Mars, maître traditionnel, prête endurance et sang-froid ; Pluton, maître moderne, ajoute une attirance pour les vérités cachées et les changements radicaux. Le moi se forge souvent dans la crise : une perte, un secret mis au jour ou un combat intime peuvent devenir le tournant qui révèle de quel bois la personne est faite. La vitalité dispose de grandes réserves, bien qu’elle soit gardée et rarement montrée. La vie quotidienne peut sembler calme en surface alors que beaucoup se joue en dessous. À son meilleur, cette position donne la loyauté, la finesse psychologique, l’honnêteté sur les sujets difficiles et une rare aptitude à se relever et à recommencer. Elle ne détourne pas le regard là où d’autres le font. Blessé ou menacé, ce Soleil laisse grandir le besoin de contrôle, la confiance devient difficile à accorder, et la blessure se conserve sous forme de rancune ou de silence. Les luttes de pouvoir peuvent prendre la place de l’intimité. Le renouveau s’amorce lorsque ce Soleil montre un peu de ses sentiments, lâche ce qui est déjà fini, et dirige sa volonté redoutable vers la guérison, la recherche ou la protection des plus vulnérables.`,
    keywords: ['intensité', 'profondeur', 'transformation', 'loyauté', 'lucidité', 'endurance', 'discrétion'],
    strengths: [
      'une profonde lucidité psychologique',
      'une loyauté sans faille',
      'la résilience après une crise',
      'le courage d’affronter les vérités dures',
    ],
    challenges: [
      'le besoin de contrôle',
      'la difficulté à faire confiance',
      'la rancune tenace',
      'un secret qui devient isolement',
    ],
  },

  Sagittarius: {
    summary:
      'En Sagittaire, le Soleil est un chercheur qui puise sa vitalité dans les voyages, l’étude et la foi, et oriente sa raison d’être vers la quête du sens et de la vérité.',
    description: `Avec le Soleil en Sagittaire, le moi est toujours un peu sur la route. Le feu mutable donne une vitalité inquiète et pleine d’espoir, que renouvellent le mouvement, le grand air, les visages nouveaux et l’impression que quelque chose de plus vaste attend juste devant. Jupiter, maître du signe, élargit la volonté solaire en quête de sens, et l’identité se façonne souvent au gré des croyances, des études, des voyages et des maîtres rencontrés en chemin. Le but s’exprime plus volontiers comme une question, celle du vrai, du juste et du possible, que comme un objectif figé. L’humour est ici un outil de survie, et le franc-parler une forme de respect. En forme, ce Soleil est généreux, sincère et encourageant, prompt à offrir une seconde chance et capable de faire d’un long voyage ou d’une dure leçon une aventure. Son optimisme se communique facilement. Quand il s’emballe, la soif de liberté peut faire de chaque engagement une prison, les promesses dépassent ce qui peut être tenu, et une philosophie favorite risque de se figer en sermon. Les détails glissent entre les doigts, et l’agitation peut être prise pour de la croissance. Ce Soleil mûrit quand sa vision s’appuie sur une pratique régulière, qu’il écoute aussi largement qu’il voyage, et que sa foi se prouve par une constance de tous les jours.`,
    keywords: ['exploration', 'optimisme', 'sens', 'liberté', 'apprentissage', 'franchise'],
    strengths: [
      'un optimisme contagieux',
      'une parole franche et ouverte',
      'une vision large et généreuse',
      'l’amour de l’étude et des voyages',
    ],
    challenges: [
      'la peur d’être attaché',
      'promettre plus qu’il ne peut tenir',
      'prêcher au lieu d’écouter',
      'la négligence des détails',
    ],
  },

  Capricorn: {
    summary:
      'Le Soleil en Capricorne bâtit son identité par la discipline et la réussite, et gagne en force avec le temps, à mesure que l’effort patient change les objectifs lointains en résultats durables.',
    description: `Le Soleil en Capricorne se mesure en années, non en jours. La terre cardinale donne à la volonté consciente un tour stratégique : on fixe des objectifs, on trace des plans, et l’on progresse une étape éprouvée après l’autre. Saturne, maître du signe, apporte discipline, prudence et un respect sérieux des responsabilités ; l’identité se mêle donc souvent au travail, au statut et aux devoirs que l’on a accepté de porter. La vitalité peut sembler modeste dans la jeunesse puis croître avec l’âge, à mesure que l’expérience donne de l’assurance et que les structures bâties en chemin commencent à porter. Un humour sec et discret allège souvent ce sérieux. Au quotidien, cela peut prendre les traits de l’aîné sur qui l’on compte, du responsable qui reste tard pour régler le problème, ou de la personne qui épargne en silence pour un but lointain. Dans sa plus belle expression, cette position est stable, intègre et patiente, capable de diriger sans esbroufe et de changer l’ambition en quelque chose d’utile aux autres. Sous le poids des charges, la valeur personnelle se confond avec les résultats, le repos paraît immérité, et les émotions sont rangées au placard jusqu’à devenir un lourd fardeau. La rigidité ou le pessimisme peuvent s’installer. La voie consiste à laisser la réussite inclure la chaleur, le jeu et le temps passé avec ses proches, et à se considérer comme bien plus qu’un intitulé de poste.`,
    keywords: ['ambition', 'discipline', 'responsabilité', 'patience', 'structure', 'réussite'],
    strengths: [
      'la planification à long terme',
      'un sens du devoir fiable',
      'une patience qui survit aux revers',
      'une autorité calme et pratique',
    ],
    challenges: [
      'une valeur personnelle liée au succès',
      'le surmenage au détriment du repos',
      'la réserve émotionnelle',
      'la rigidité et le pessimisme',
    ],
  },

  Aquarius: {
    summary:
      'Avec le Soleil en Verseau, le moi se définit par les idées, l’amitié et les principes, et la volonté se tourne vers l’originalité, l’équité et le bien du groupe.',
    description: `En Verseau, le Soleil se trouve face à son domicile, en exil, et le moi se définit moins par la gloire personnelle que par les idées, les amitiés et le bien commun. L’air fixe rend la volonté ferme sur les principes : une fois formée, une conviction tend à tenir, même contre la mode ou la pression. Saturne, maître traditionnel, donne une structure et le sens du devoir envers le collectif, tandis qu’Uranus, maître moderne, ajoute l’originalité, l’impatience envers les règles ternes et l’habitude de voir l’avenir avant les autres. L’identité se construit souvent dans une différence assumée, ou dans l’appartenance à un cercle d’esprits apparentés. La vitalité s’allume au contact de concepts neufs, de causes et de projets partagés, bien plus qu’au contact des éloges personnels. Sous son jour le plus heureux, ce Soleil est juste, inventif et humain ; il traite chacun en égal et imagine des moyens concrets pour que les systèmes fonctionnent mieux. Il peut être un ami constant pendant de longues années. Quand il se raidit, le détachement devient distance, l’indépendance tourne à la contradiction, et une théorie forte peut l’emporter sur les sentiments des proches. Les besoins affectifs risquent d’être balayés comme irrationnels. Cette position s’épanouit quand ses idéaux sont mis à l’épreuve de relations réelles, et qu’elle laisse la chaleur et la proximité faire partie de l’avenir qu’elle espère construire.`,
    keywords: ['originalité', 'indépendance', 'amitié', 'principes', 'réforme', 'communauté'],
    strengths: [
      'un esprit inventif tourné vers l’avenir',
      'l’équité envers tous',
      'la fidélité aux amis et aux causes',
      'le courage de se tenir à part',
    ],
    challenges: [
      'la distance affective',
      'l’esprit de contradiction pour lui-même',
      'des idées qui écrasent les sentiments',
      'un attachement obstiné aux principes',
    ],
  },

  Pisces: {
    summary:
      'Le Soleil en Poissons s’exprime par l’empathie et l’imagination, avec un sentiment de soi fluide qui cherche son sens dans la compassion, l’art et une vie intérieure tranquille.',
    description: `Les frontières du moi sont souples quand le Soleil est en Poissons. L’eau mutable laisse l’identité couler et s’adapter, prendre les couleurs d’un lieu ou les humeurs de ceux qui s’y trouvent, et la volonté consciente se laisse souvent guider par l’intuition et le sentiment plus que par un plan arrêté. Jupiter, maître traditionnel, prête la foi et la générosité ; Neptune, l’autre maître, apporte l’imagination, l’idéalisme et l’aspiration à ce qui dépasse la vie ordinaire. La vocation peut passer par l’art, la musique, la pratique spirituelle, le soin aux autres ou tout travail qui soulage la souffrance. La vitalité est sensible et réclame des retraits réguliers : du temps près de l’eau, du sommeil, de la solitude et une absorption créative tranquille aident à la restaurer. Inspirée, cette position rend compatissant, indulgent et profondément créatif, capable de sentir le non-dit et d’y répondre avec grâce. Elle donne sans compter son temps et son attention. Quand les limites cèdent, elles laissent trop entrer : l’énergie s’écoule, les décisions claires sont évitées, et la fuite dans le rêve ou la distraction semble plus facile que de regarder les faits en face. Le sacrifice de soi peut glisser vers le martyre. Ce Soleil se renforce quand il donne à ses rêves une forme concrète, garde quelques limites fermes, et apprend que la compassion inclut le soin de ses propres besoins.`,
    keywords: ['compassion', 'imagination', 'intuition', 'sensibilité', 'foi', 'créativité'],
    strengths: [
      'une empathie profonde',
      'une imagination riche',
      'une nature douce et indulgente',
      'une ouverture au spirituel',
    ],
    challenges: [
      'des limites personnelles fragiles',
      'fuir les faits difficiles',
      'éviter les décisions claires',
      'se sacrifier jusqu’à l’épuisement',
    ],
  },
};
