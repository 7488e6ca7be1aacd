// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Mercure dans chacun des douze signes, en français (traduit de MERCURY_IN_SIGN_EN). */
export const MERCURY_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Mercure en Bélier réfléchit dans l’action, parle avant que la phrase soit tout à fait formée, et apprend le plus vite en se jetant directement dans la tâche.',
    description: `Vif, direct et impatient devant les préambules, Mercure en Bélier fait de chaque conversation une occasion d’avancer. Le feu cardinal donne à l’esprit une étincelle de départ : les idées arrivent comme des impulsions, et l’envie est d’y donner suite dès qu’elles apparaissent. Mars, maître du Bélier, affûte la langue et l’esprit, si bien que les opinions sortent sans fard et que le débat ressemble davantage à un sport qu’à une querelle. Le portrait type : quelqu’un qui répond au courriel en trente secondes, répare l’imprimante en appuyant sur les boutons jusqu’à ce que quelque chose marche, et préfère essayer une recette nouvelle plutôt que la lire deux fois. L’apprentissage passe par la pratique, et le mode d’emploi n’est consulté qu’après la première erreur. Dans ses bons moments, cet esprit tranche dans l’hésitation, nomme le problème que personne d’autre n’ose nommer et remet en route une réunion enlisée. Pressé ou fatigué, il coupe la parole, tire des conclusions hâtives et confond le volume avec la clarté ; une remarque rapide peut frapper plus fort que prévu, et une consigne à moitié entendue oblige à refaire le travail. Le commerce et la négociation lui réussissent quand la vitesse compte, moins quand il faut de la patience. La croissance tient ici à une seule respiration entre la pensée et la parole : la même énergie honnête, livrée un instant plus tard, convainc bien plus de monde.`,
    keywords: ['rapidité', 'franchise', 'décision', 'sincérité', 'impulsivité', 'esprit de compétition'],
    strengths: [
      'des décisions rapides sous la pression',
      'une parole honnête et simple',
      'apprendre en essayant',
      'sortir d’une impasse',
    ],
    challenges: [
      'couper la parole',
      'des conclusions hâtives',
      'des mots vifs lâchés dans le feu de l’action',
      'se lasser des détails',
    ],
  },

  Taurus: {
    summary:
      'Mercure en Taureau pense lentement et à fond, préfère les faits qu’il peut toucher, et tient à une conclusion une fois qu’il l’a atteinte.',
    description: `Ici, l’esprit travaille comme un potier à son tour : une pression régulière, un façonnage patient et un résultat fait pour durer. La terre fixe ralentit Mercure, et ce n’est pas un défaut. L’information est reçue avec soin, éprouvée à l’aune des sens et de l’expérience commune, puis rangée pour de bon. Vénus, qui gouverne le Taureau, ajoute une voix agréable, le sens du rythme et le goût des choses bien faites ; la parole sonne souvent calme et rassurante, et l’écriture se veut claire plutôt que brillante. Concrètement, c’est quelqu’un qui lit le contrat en entier, se souvient du prix du pain l’an dernier et apprend un geste en le répétant jusqu’à ce que les mains le sachent. Le commerce convient bien à cette position, qui a un sens naturel de la valeur et peu de patience pour le battage publicitaire. Bien employée, elle devient la voix fiable de la pièce, celle qui ramène une discussion dispersée à ce qui est réel et abordable. Le revers de la médaille est l’entêtement : les informations nouvelles rencontrent de la résistance, une opinion familière est défendue au-delà de son utilité, et le changement est accueilli par le silence plutôt que par l’argument. Ce qui aide, c’est de garder la rigueur en desserrant la prise, et de laisser une bonne idée être révisée aussi calmement qu’elle a été formée.`,
    keywords: ['constance', 'sens pratique', 'patience', 'bon sens', 'mémoire', 'ancrage'],
    strengths: [
      'une compréhension approfondie',
      'une excellente mémoire à long terme',
      'une parole calme et agréable',
      'un juste sens de la valeur',
    ],
    challenges: [
      'la résistance aux idées nouvelles',
      'la lenteur à changer de cap',
      'l’obstination dans les désaccords',
    ],
  },

  Gemini: {
    summary:
      'Mercure en Gémeaux est le messager chez lui, curieux de tout, à l’aise avec les mots, et jamais aussi heureux que lorsque plusieurs conversations se mènent à la fois.',
    description: `Mercure gouverne les Gémeaux : la planète de la pensée et de la parole y travaille donc avec peu de frottement et beaucoup de vitesse. L’air mutable garde l’esprit léger et adaptable ; il passe d’un sujet à l’autre comme un oiseau de branche en branche, goûtant, comparant, reliant. L’apprentissage est d’abord large plutôt que profond, nourri de questions, de remarques entendues au vol, de podcasts, d’articles lus à moitié et d’amis qui en savent un peu sur quelque chose de nouveau. À la maison, cela donne trois onglets ouverts sur le même sujet, un talent pour l’imitation et un téléphone rempli de notes. La conversation est un plaisir en soi, et cette position écrit, enseigne, vend ou traduit souvent avec aisance, parce qu’elle aime trouver le mot juste pour chaque interlocuteur. Sa meilleure version relie des personnes et des idées faites pour ne jamais se croiser, et sait expliquer une question difficile en quelques phrases lumineuses. Surchargés, les nerfs vont plus vite que le corps : l’attention s’éparpille, les projets se multiplient sans aboutir, et les faits sont répétés avant d’être vérifiés. Un bavardage agité peut masquer une réticence à s’engager pour un point de vue. Les meilleurs résultats viennent quand la curiosité reçoit un carnet et une échéance, pour que toute cette cueillette devienne une œuvre achevée.`,
    keywords: ['curiosité', 'polyvalence', 'vivacité d’esprit', 'aisance verbale', 'sociabilité', 'agitation', 'adaptabilité'],
    strengths: [
      'un apprentissage rapide',
      'une conversation facile et animée',
      'l’aisance avec la langue',
      'l’art de relier les gens et les idées',
    ],
    challenges: [
      'une attention éparpillée',
      'des projets inachevés',
      'répéter des faits non vérifiés',
      'la surcharge nerveuse',
    ],
  },

  Cancer: {
    summary:
      'Mercure en Cancer pense à travers le sentiment et la mémoire, écoute l’humeur derrière les mots, et ne parle jamais aussi librement qu’entre personnes de confiance.',
    description: `Dans ce signe, la pensée est teintée d’émotion et façonnée par la mémoire. L’eau cardinale donne à l’esprit un instinct protecteur : il recueille l’information en sentant d’abord l’atmosphère, et agit sur ce qu’il apprend pour veiller sur les gens et les lieux. La Lune, qui régit le Cancer, rend le climat mental changeant, si bien que la clarté peut aller et venir avec l’humeur et la fatigue ; la mémoire, elle, est longue et vive, surtout pour les histoires de famille, les vieilles conversations et le ton exact qu’une personne a employé il y a des années. On songe à qui retient les anniversaires sans calendrier, lit en quelques secondes la tension d’une cuisine, et explique les choses par des exemples personnels plutôt que par des graphiques. On apprend le mieux dans un cadre sûr et familier, et la parole devient fluide une fois la confiance établie. Voilà une forme rare d’intelligence : elle saisit l’intention derrière les paroles, pas seulement les paroles, et sait trouver des mots qui consolent. Les mauvais jours, elle prend pour elle des remarques neutres, argumente à partir de la blessure plutôt que des faits, ou se réfugie dans le silence et les allusions. Les vieux griefs peuvent tourner comme une cassette usée. Le progrès consiste à nommer simplement ses sentiments et à les confronter aux faits, pour que la sensibilité devienne lucidité plutôt que défense.`,
    keywords: ['intuition', 'sensibilité', 'protection', 'réflexion', 'sollicitude', 'ton personnel'],
    strengths: [
      'une forte mémoire émotionnelle',
      'sentir l’humeur d’une pièce',
      'des mots qui réconfortent',
      'une écoute attentive',
    ],
    challenges: [
      'prendre les remarques pour soi',
      'une pensée teintée par l’humeur',
      'une communication indirecte',
      'ressasser les anciennes blessures',
    ],
  },

  Leo: {
    summary:
      'Mercure en Lion parle avec chaleur et panache, pense à grands traits audacieux, et veut que ses idées soient vues, entendues et retenues.',
    description: `Face à un public, ce Mercure s’anime. Le feu fixe prête à l’esprit assurance et endurance : une fois qu’une idée a pris, elle est tenue avec loyauté et présentée avec enthousiasme. Le Soleil, maître du Lion, oriente la pensée vers l’expression de soi, si bien que les mots portent de la personnalité, de l’humour et un air de fête. Les explications deviennent des histoires, les comptes rendus gagnent un gros titre, et même une simple demande peut sonner comme une invitation. Ce peut être le collègue qui s’offre à faire la présentation, le parent qui fait de la lecture du soir un petit théâtre, ou le vendeur dont la fierté pour son produit est contagieuse. L’apprentissage s’épanouit avec l’encouragement et la liberté créative ; les exercices ternes le perdent vite. Quand il fonctionne bien, il inspire les autres, complimente généreusement et retient l’attention assez longtemps pour qu’un message important porte. C’est souvent un enseignant naturel, ou celui qui mène la discussion. Les ennuis commencent quand il a besoin d’avoir raison en public, couvre les voix plus discrètes ou prend un désaccord pour un affront personnel. Un esprit fier peut cesser d’écouter une fois son argument posé. L’expression la plus saine garde la chaleur et le sens du spectacle tout en laissant aux autres la place de briller, ce qui rend d’ailleurs sa propre voix plus digne de confiance.`,
    keywords: ['expressivité', 'assurance', 'sens du drame', 'générosité', 'créativité', 'loyauté'],
    strengths: [
      'des récits captivants',
      'l’aisance à parler en public',
      'l’encouragement des autres',
      'une fidélité durable à ses idées',
    ],
    challenges: [
      'le besoin d’avoir raison',
      'monopoliser la conversation',
      'une fierté qui refuse la critique',
      'l’impatience devant l’étude routinière',
    ],
  },

  Virgo: {
    summary:
      'Mercure en Vierge analyse, trie et affine, portant sur le détail un regard précis et le vif désir de rendre l’information vraiment utile.',
    description: `La Vierge est le second signe que gouverne Mercure, et dans ce signe de terre son attention passe de la collecte de l’information à sa mise en ordre. La tradition compte aussi la Vierge comme l’exaltation de Mercure, et l’esprit y atteint sa plus grande exactitude. La terre mutable garde la pensée pratique et souple : les méthodes sont ajustées, vérifiées, puis ajustées encore jusqu’à ce qu’elles fonctionnent. Il en résulte un esprit qui remarque la coquille, l’étape manquante, le petit coût qui grossira. Chez soi et au bureau, cela se voit aux dossiers étiquetés, aux listes soignées, au talent de correcteur et à l’habitude de lire la notice avant de commencer. Les métiers de la santé, de l’artisanat, des données, de la réparation ou du service lui conviennent souvent, parce qu’il aime voir le savoir améliorer quelque chose de réel. En forme, il est modeste, serviable et remarquablement compétent, capable de transformer la confusion en une procédure claire que d’autres peuvent suivre. Sa parole est d’ordinaire précise, et souvent drôle à mi-voix. Le stress rend ce même œil acéré critique, envers les autres ou, plus souvent, envers lui-même, et le souci peut tourner en boucle autour des détails sans parvenir à une décision. Le perfectionnisme risque de bloquer un travail pourtant fini. Le remède : décider de ce qui suffit pour l’usage prévu, et laisser l’ouvrage partir dans le monde.`,
    keywords: ['analyse', 'précision', 'sens pratique', 'méthode', 'discernement', 'serviabilité', 'modestie'],
    strengths: [
      'l’œil pour le détail',
      'des méthodes claires et ordonnées',
      'un talent pour corriger et réparer',
      'des conseils utiles et concrets',
    ],
    challenges: [
      'une autocritique excessive',
      'l’inquiétude pour des riens',
      'un perfectionnisme qui retarde',
      'la manie de relever les fautes des autres',
    ],
  },

  Libra: {
    summary:
      'Mercure en Balance pèse chaque point de vue, parle avec tact et grâce, et ne pense jamais aussi clairement qu’en dialogue avec quelqu’un.',
    description: `Une balance se tient au centre de cet esprit. L’air cardinal tourne la pensée vers les autres : les idées naissent dans la conversation, s’éprouvent au point de vue d’un partenaire et prennent la forme d’accords. Vénus, maître de la Balance, donne à la parole charme et équilibre, si bien que la critique arrive enveloppée de courtoisie et qu’un message difficile est délivré avec égard pour la façon dont il sera reçu. Voici la personne qui comprend pourquoi ses deux amis sont fâchés, rédige la réponse diplomatique dans la discussion commune et jauge une pièce avant de choisir ses mots. L’apprentissage se fait bien avec un partenaire d’étude ou dans un bon débat. La négociation, la médiation, le design, le droit et tout travail exigeant de l’équité font souvent appel à ces dons. Un tel esprit jette des ponts, trouve le compromis juste et donne aux gens le sentiment d’être entendus. Il a un sens fin de la proportion dans le langage, et son écriture peut être élégante. Pourtant, la recherche de l’harmonie peut ralentir les décisions jusqu’à l’immobilité, les opinions changent pour plaire à l’auditeur, et les vrais désaccords sont lissés plutôt que résolus. Répéter que chaque avis a du mérite peut devenir une façon de n’en adopter aucun. Il grandit lorsqu’il se fie assez à son propre jugement pour l’énoncer, avec douceur et clarté, et pour s’y tenir.`,
    keywords: ['diplomatie', 'équité', 'tact', 'équilibre', 'sociabilité', 'égards'],
    strengths: [
      'voir les deux côtés',
      'une parole aimable et pleine de tact',
      'un talent de médiateur',
      'le sens de la justice',
    ],
    challenges: [
      'l’indécision',
      'dire aux gens ce qu’ils veulent entendre',
      'éviter un conflit nécessaire',
    ],
  },

  Scorpio: {
    summary:
      'Mercure en Scorpion enquête, lit entre les lignes et garde ses pensées pour lui, préférant une vérité cachée à une surface confortable.',
    description: `Mercure en Scorpion ne prend presque rien pour argent comptant. L’eau fixe donne à l’esprit profondeur et persévérance : il garde une question aussi longtemps qu’il le faut, tournant autour en silence jusqu’à ce que la réponse cède. Mars, maître traditionnel du Scorpion, ajoute un tranchant fouilleur, et Pluton, maître moderne, tourne l’attention vers ce qui est enfoui, secret ou tabou. Il en découle un tempérament de chercheur et un flair sûr pour les mobiles. On le voit chez la personne qui remarque la pause avant qu’on lui réponde, lit les petites lignes et se souvient de qui a dit quoi. La conversation est souvent brève et pointue ; beaucoup est observé, peu est livré. La recherche, la thérapie, l’enquête, la finance ou tout domaine qui récompense la discrétion lui conviennent en général. Bien employé, ce Mercure est loyal envers les confidences, parle franchement des sujets difficiles et aide les autres à affronter ce qu’ils évitaient. Ses mots peuvent guérir justement parce qu’ils ne détournent pas les yeux. Quand la confiance se rompt, le soupçon grandit, l’information est retenue comme un moyen de contrôle, et une remarque cinglante peut viser là où elle fera le plus mal. Les rancunes sont parfois gardées en archive. La guérison vient du partage confiant de ce qu’il apprend, et d’une lucidité mise au service de la réparation plutôt que de la blessure.`,
    keywords: ['investigation', 'perspicacité', 'intensité', 'discrétion', 'stratégie', 'persévérance'],
    strengths: [
      'la recherche en profondeur',
      'flairer les mobiles cachés',
      'garder les confidences',
      'la franchise sur les sujets difficiles',
    ],
    challenges: [
      'soupçon et goût du secret',
      'des remarques cinglantes',
      'la rancune',
      'l’information utilisée comme levier',
    ],
  },

  Sagittarius: {
    summary:
      'Mercure en Sagittaire pense en vastes horizons, parle avec un enthousiasme ouvert, et apprend par le voyage, l’enseignement et la quête de sens.',
    description: `En Sagittaire, la planète des faits rencontre le signe des grandes questions, et l’esprit préfère comprendre pourquoi plutôt que mémoriser quoi. La tradition y voit l’exil de Mercure, face à son domicile des Gémeaux, ce qui signifie simplement que les détails pâtissent parfois de la vision d’ensemble. Le feu mutable garde la pensée agitée et optimiste ; Jupiter, maître du signe, l’élargit vers la philosophie, la foi, le droit, les cultures et les contrées lointaines. Au quotidien, cela se reconnaît à une curiosité de voyageur, à une étagère de livres en plusieurs langues et à l’habitude de transformer une petite causerie en discussion sur la vie. La parole est généreuse et franche, parfois drôle, de temps à autre assez abrupte pour surprendre. L’enseignement, l’édition, l’accompagnement et le travail entre cultures viennent souvent naturellement. Son don est de voir le motif derrière des faits épars, d’inspirer les autres par le sens du possible et de dire la vérité avec bonne humeur. Le risque est qu’il promette trop, saute les petits caractères et prêche au lieu d’écouter. L’assurance peut devancer les preuves, et une remarque maladroite être défendue au nom de l’honnêteté. Des projets annoncés avec grand enthousiasme ne survivent pas toujours au premier accroc pratique. Le chemin le plus fécond associe la vue large à un peu de vérification patiente, pour que les grandes idées arrivent avec leurs faits en ordre.`,
    keywords: ['ouverture d’esprit', 'franchise', 'optimisme', 'philosophie', 'goût de l’aventure', 'idéalisme'],
    strengths: [
      'la vue d’ensemble',
      'un enseignement inspirant',
      'une parole honnête et ouverte',
      'la curiosité pour les autres cultures',
    ],
    challenges: [
      'la négligence des détails',
      'des remarques abruptes ou maladroites',
      'promettre trop',
      'faire la leçon au lieu d’écouter',
    ],
  },

  Capricorn: {
    summary:
      'Mercure en Capricorne planifie avec soin, parle avec économie, et juge les idées selon qu’elles peuvent être construites, éprouvées et rendues durables.',
    description: `Une intelligence pratique et structurée se forme quand Mercure traverse le Capricorne. La terre cardinale oriente l’esprit vers des buts : la pensée s’organise autour de ce qu’il faut accomplir, pour quand et avec quels moyens. Saturne, qui régit le signe, y ajoute la rigueur, la circonspection et le respect de l’expérience ; les opinions se forment donc lentement et s’appuient sur des preuves. La parole est brève, mesurée, d’un humour sec ; une seule phrase bien placée peut peser plus qu’un long discours. On pense à la personne qui a un plan sur cinq ans, un tableau budgétaire bien tenu et la patience d’apprendre pas à pas un métier difficile. Les affaires, la gestion, l’ingénierie, l’administration publique et tout domaine aux règles claires et aux échéances longues récompensent ces dons. Mûr et reposé, cet esprit est un conseiller de confiance, stable dans la crise, capable de transformer un vague espoir en calendrier réaliste. Il tient parole et attend des autres qu’ils tiennent la leur. Sous une forte pression, il se raidit et s’assombrit, écarte les idées ludiques ou non éprouvées, et peut parler avec une froideur qu’il ne cherche pas. La crainte de l’échec peut rétrécir ses ambitions sans bruit. Mieux vaut se rappeler qu’une structure solide peut aussi accueillir un peu d’imagination, et laisser la chaleur paraître dans ses mots.`,
    keywords: ['stratégie', 'discipline', 'réalisme', 'organisation', 'sérieux', 'ambition'],
    strengths: [
      'des plans à longue échéance',
      'une parole concise et mesurée',
      'un jugement sûr sous la pression',
      'changer les idées en structures',
    ],
    challenges: [
      'une pensée rigide',
      'le pessimisme',
      'le rejet des idées non éprouvées',
      'un ton froid ou sévère',
    ],
  },

  Aquarius: {
    summary:
      'Mercure en Verseau pense par lui-même, aime les idées qui bousculent les habitudes, et applique un raisonnement clair et objectif aux questions qui touchent le groupe.',
    description: `Original, inventif et parfois frondeur, ce Mercure aime remettre en cause la façon habituelle de faire. L’air fixe donne à la pensée une charpente stable : une fois un principe compris, il est tenu fermement et appliqué avec constance. Saturne, son maître traditionnel, prête la structure et le talent des systèmes, et Uranus, l’autre maître, y joint l’intuition soudaine et le goût du neuf. L’esprit est à l’aise avec l’abstraction, la technologie, les réseaux et les questions de société, et il perçoit souvent le contour futur d’une tendance avant les autres. Typiquement, il monte un tableur pour la colocation, s’inscrit sur un forum consacré à un passe-temps confidentiel et explique son raisonnement à partir des premiers principes. La parole est amicale mais un peu détachée, plus intéressée par les idées que par les commérages. Dans sa meilleure version, il est juste, inventif et ouvert à la contribution de chacun, organisateur né de groupes et de causes. Il sait voir un problème sans parti pris personnel. Moins heureusement, il s’entête dans ses théories, argumente pour le plaisir d’être différent, ou reste si froid que les autres ne se sentent pas entendus. Les sentiments sont parfois expliqués plutôt que reconnus. La croissance passe par l’alliance de ce raisonnement clair et d’une curiosité pour l’expérience de chacun, la chaleur et la logique travaillant de concert.`,
    keywords: ['inventivité', 'indépendance', 'objectivité', 'esprit de progrès', 'sens des systèmes', 'non-conformisme'],
    strengths: [
      'une pensée originale',
      'un raisonnement objectif',
      'un talent pour les systèmes et la technique',
      'l’ouverture à tous les points de vue',
    ],
    challenges: [
      'l’obstination dans ses théories',
      'la contradiction pour elle-même',
      'une parole affectivement distante',
    ],
  },

  Pisces: {
    summary:
      'Mercure en Poissons pense en images et en impressions, absorbe les humeurs qui l’entourent, et communique avec le plus de force par le récit, la musique et la métaphore.',
    description: `Logique et imagination partagent la même pièce quand Mercure se trouve en Poissons. La tradition y place à la fois l’exil et la chute de la planète, ce qui rappelle que les listes exactes et les raisonnements linéaires ne sont pas sa langue naturelle. L’eau mutable rend l’esprit poreux et réceptif : il capte des impressions, des tons et des sentiments tus, et sait souvent quelque chose avant de pouvoir expliquer comment. Jupiter, maître traditionnel des Poissons, élargit la sympathie, et Neptune, leur maître moderne, ajoute un don pour l’image, le rêve et la musique. Ce pourrait être la personne qui se souvient d’une conversation par son atmosphère plutôt que par ses mots, griffonne dans les marges de ses notes de réunion et trouve exactement la chanson qu’il faut pour un ami en peine. La poésie, l’art, l’écoute thérapeutique, l’aide aux personnes et l’étude spirituelle font souvent appel à ces talents. Quand on lui laisse de l’espace, il communique avec compassion et vision, et comprend des gens que d’autres ont renoncé à comprendre. Quand la marée tourne mal, les faits se brouillent, les échéances dérivent, et l’information se façonne selon l’espoir ou la peur plutôt que selon les preuves. Confusion, oublis ou promesses vagues peuvent suivre, et un auditeur aussi sensible se laisse facilement abuser. Une voie plus sûre garde le don intuitif tout en ajoutant quelques ancres simples : des notes écrites, des sources vérifiées, des accords clairs.`,
    keywords: ['imagination', 'intuition', 'compassion', 'réceptivité', 'poésie', 'vision'],
    strengths: [
      'un imaginaire foisonnant',
      'une intelligence intuitive',
      'une écoute pleine de compassion',
      'le don du récit et de l’image',
    ],
    challenges: [
      'des faits flous ou confus',
      'les oublis',
      'la crédulité',
      'la fuite devant les détails pénibles',
    ],
  },
};
