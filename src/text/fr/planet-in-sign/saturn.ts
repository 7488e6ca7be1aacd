// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Saturne dans chacun des douze signes, en français (traduit de SATURN_IN_SIGN_EN). */
export const SATURN_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Saturne en Bélier apprend à tempérer un farouche besoin d’indépendance, et change l’impulsion brute en un courage capable d’attendre, de prévoir et d’agir encore avec décision quand il le faut.',
    description: `L’impatience et la discipline s’affrontent de front dans cette position. Saturne, planète des limites et de la maîtrise lente, occupe ici le Bélier, feu cardinal placé sous Mars, qui veut avancer d’abord et poser les questions ensuite. L’astrologie traditionnelle y voit la chute de Saturne, et la tension se sent aisément : l’envie de foncer se heurte à une voix intérieure qui met en garde contre la précipitation, ou à des obstacles extérieurs qui barrent la route au moment même où l’élan se forme.

Dans la vie courante, le schéma peut ressembler à une personne qui démarre fort, bute contre un mur, puis doit choisir entre forcer, abandonner ou repenser. L’autonomie se développe souvent tôt, parfois faute d’aide offerte, et l’habitude de tout faire seul peut s’ensuivre.

Sous pression, la frustration vire à l’irritabilité ou aux éclats soudains, et la peur de paraître faible rend difficile de demander conseil. La prudence peut aussi basculer dans l’excès inverse et figer juste avant un pas audacieux qui se faisait attendre.

Avec le temps, ce Saturne forge une bravoure éprouvée. Chaque heurt enseigne le sens du moment : quand frapper, quand marquer une pause, et comment mener sans écraser les autres. Il en sort une initiative qui a de la colonne vertébrale, la capacité de commencer une chose et de la mener réellement à terme.`,
    keywords: ['autonomie', 'patience', 'sens du moment', 'courage', 'initiative', 'retenue'],
    strengths: ['un courage mis à l’épreuve', 'la capacité de commencer et de finir seul', 'tirer une leçon de chaque revers', 'un commandement ferme et direct'],
    challenges: ['la frustration face aux obstacles', 'la réticence à demander de l’aide', 'osciller entre témérité et hésitation', 'des accès d’humeur sous la pression'],
  },

  Taurus: {
    summary: 'Saturne en Taureau bâtit la sécurité couche après couche, patiemment, attaché à ce qui dure, et apprend que la vraie valeur ne se mesure pas seulement à ce que l’on possède.',
    description: `Rares sont les positions aussi disposées à attendre les résultats. Saturne dans la terre fixe, dans un signe que gouverne Vénus, aborde l’argent, les biens, le confort et le corps avec une vision de long terme. L’instinct est d’épargner plutôt que de dépenser, de réparer plutôt que de remplacer, et de ne se fier qu’à ce qui se tient, se compte et se retrouve année après année.

Les savoir-faire pratiques mûrissent ici lentement mais sûrement. Un jardin planté avec soin, un livret d’épargne alimenté un peu chaque mois, un métier affiné pendant des décennies : voilà les réussites qui portent la signature de Saturne en Taureau. La loyauté est forte, et les promesses touchant les ressources communes sont tenues.

La tension se traduit par la crainte du manque, même quand il y a assez. Le plaisir peut sembler devoir d’abord se mériter, si bien que le repos et l’agrément sont sans cesse reportés. L’entêtement peut se durcir en refus de tout changement, et l’estime de soi dépendre des revenus ou des biens, d’où le sentiment discret de ne jamais avoir tout à fait assez.

Sous sa forme mûrie, ce Saturne comprend que la constance est elle-même une ressource. En s’accordant un peu de confort en chemin et en se fiant à sa valeur intérieure autant qu’au solde d’un compte, il devient un point d’ancrage paisible pour les autres, celui dont la patience maintient debout un foyer ou un projet.`,
    keywords: ['sécurité', 'patience', 'économie', 'endurance', 'estime de soi', 'stabilité'],
    strengths: ['un effort régulier et fiable', 'une gestion soigneuse des ressources', 'la patience devant les résultats lents', 'une loyauté durable'],
    challenges: ['la peur du manque', 'la résistance au changement', 'remettre à plus tard plaisir et repos', 'lier sa valeur à ses biens'],
  },

  Gemini: {
    summary: 'Saturne en Gémeaux prend l’esprit au sérieux, et forme la curiosité à la réflexion soigneuse, à la parole claire et à l’habitude de vérifier les faits avant de les transmettre.',
    description: `Pour cette position, les mots pèsent. Saturne en Gémeaux, signe d’air mutable placé sous Mercure, apporte de la discipline à l’apprentissage, à l’écriture, à la conversation et aux échanges rapides du quotidien. Au lieu de survoler les sujets, l’esprit veut comprendre les choses à fond, et il préfère souvent dire moins et dire juste plutôt que bavarder et se tromper.

Des expériences précoces ont pu semer le doute sur l’intelligence ou sur la capacité d’exprimer ses idées : un apprentissage de la lecture plus lent, un frère ou une sœur qui semblait plus vif, une classe où les questions n’étaient pas bienvenues. Une grande part du travail de ce Saturne consiste à se prouver, surtout à lui-même, que sa pensée est solide. Les habitudes d’étude, la prise de notes, la relecture et la recherche méthodique deviennent avec le temps de vraies forces.

Sous la pression, l’agitation mentale se change en pensées anxieuses qui tournent en rond. Les conversations sont rejouées, les messages réécrits encore et encore, et l’inquiétude nerveuse peut disperser l’attention sur de nombreuses tâches dont aucune n’aboutit. Un tranchant sec et sceptique complique aussi la confiance accordée aux nouvelles, aux rumeurs ou même aux conseils amicaux.

Une fois mûri, Saturne donne ici le professeur méticuleux, le rédacteur technique limpide, la personne capable d’expliquer une chose compliquée en étapes simples. Son don est de donner une structure à l’information : trier, relier et communiquer les idées pour que les autres puissent vraiment s’en servir.`,
    keywords: ['étude', 'clarté', 'communication', 'méthode', 'exactitude', 'scepticisme'],
    strengths: ['une pensée soigneuse et exacte', 'des explications claires', 'des habitudes d’étude disciplinées', 'un sain scepticisme'],
    challenges: ['le doute sur sa propre intelligence', 'des pensées anxieuses qui tournent en rond', 'une attention dispersée par le stress', 'la difficulté à se fier à l’information'],
  },

  Cancer: {
    summary: 'Saturne en Cancer porte le devoir familial et garde soigneusement ses sentiments, et apprend que la vraie sécurité vient d’un soin constant plutôt qu’anxieux ou fermé.',
    description: `Sous cette position, le foyer et l’appartenance deviennent une affaire sérieuse. Saturne habite l’eau cardinale du Cancer, domaine de la Lune que la tradition compte comme son exil, car une planète de murs et de règles doit œuvrer dans un signe de marées et de tendresse. Il en résulte souvent quelqu’un qui prend tôt la famille en charge, fait tourner la maison, se souvient de chaque anniversaire et s’inquiète de savoir qui veillera sur qui.

Les sentiments sont réels et profonds, mais peuvent rester derrière une carapace prudente. Un sentiment né dans l’enfance peut persister, celui que les besoins affectifs étaient de trop ou devaient attendre ; une surface réservée et compétente se développe alors. Le soin s’exprime par des actes pratiques : un repas laissé au réfrigérateur, une facture réglée sans bruit, une chambre toujours prête pour un visiteur.

Quand le stress monte, la protection tourne au contrôle ou au repli. La peur de dépendre rend difficile d’accepter de l’aide, et d’anciennes blessures sont gardées longtemps après qu’elles auraient pu guérir. Les humeurs peuvent sombrer dans une morosité lourde et secrète.

Au fil des années, ce Saturne peut bâtir un foyer qui soutient vraiment les siens. En laissant paraître sa douceur et en acceptant le soin autant qu’il le donne, il devient un abri durable, un aîné de la famille dans ce que le mot a de plus beau.`,
    keywords: ['devoir familial', 'protection', 'réserve affective', 'foyer', 'appartenance', 'soin'],
    strengths: ['un soin fiable envers la famille', 'des gestes d’amour concrets', 'l’endurance affective', 'la création d’un foyer stable'],
    challenges: ['cacher ses sentiments derrière une carapace', 'la peur de dépendre des autres', 'garder les anciennes blessures', 'des humeurs lourdes et secrètes'],
  },

  Leo: {
    summary: 'Saturne en Lion recherche une reconnaissance méritée, et façonne le feu créateur et le désir d’être vu en un commandement digne et en œuvres d’une qualité durable.',
    description: `Une faim discrète d’être estimé traverse Saturne en Lion. La planète des limites œuvre ici chez le Soleil, en feu fixe, son exil traditionnel, puisque la prudence saturnienne et le besoin de chaleur et d’applaudissements du Lion tirent en sens opposés. L’expression de soi est prise au sérieux, et le jeu peut sembler devoir se justifier ou s’exécuter à la perfection.

Au mieux, cette combinaison produit un chef digne et fiable, qui porte l’autorité avec chaleur. Le travail créatif tend à être poli et fait pour durer : roman révisé pendant des années, entreprise qui porte son nom, ou éducation attentive et dévouée des enfants. La loyauté est profonde, et les éloges, quand ils sont donnés, sont sincères.

La tension prend la forme d’une gêne d’être soi. On peut craindre de paraître ridicule, de passer inaperçu, ou d’être jugé pour le simple fait de vouloir de l’attention. La fierté peut se raidir, rendant difficile d’avouer ses erreurs ou de rire de soi, et le besoin de respect glisser vers l’exigence. La joie est remise jusqu’à ce qu’un critère imaginaire soit atteint.

La leçon : le cœur n’a nul besoin de permission pour briller. Quand Saturne en Lion s’autorise à créer pour le plaisir de créer, la discipline qu’il possède déjà change l’effort en rayonnement sincère et généreux, auprès duquel les autres peuvent se réchauffer.`,
    keywords: ['reconnaissance', 'dignité', 'discipline créatrice', 'fierté', 'commandement', 'expression de soi'],
    strengths: ['un commandement digne et stable', 'des œuvres faites pour durer', 'une loyauté sincère', 'un rôle parental dévoué et responsable'],
    challenges: ['la peur du ridicule', 'une fierté raide', 'remettre à plus tard la joie et le jeu', 'réclamer le respect trop ouvertement'],
  },

  Virgo: {
    summary: 'Saturne en Vierge bâtit la maîtrise par de petites habitudes soigneuses, offre un savoir-faire précis et une vraie utilité, et apprend quand le suffisant suffit vraiment.',
    description: `La précision va de soi dans cette position. Saturne dans la terre mutable de la Vierge, signe régi par Mercure, met de l’ordre dans les petites tâches qui font tourner une vie : emplois du temps, listes, budgets, soin quotidien du corps et du poste de travail. C’est une position d’artisan, qui progresse régulièrement par la pratique, la correction et l’attention à ce qui fonctionne vraiment.

Au travail, Saturne en Vierge est le collègue qui attrape l’erreur avant l’envoi du rapport, sait où se trouve chaque dossier et se charge en silence des besognes ingrates. Le service compte, et se rendre utile donne un solide sentiment de raison d’être. L’apprentissage est pratique ; les méthodes sont mises à l’essai plutôt qu’admises de confiance.

Ce même œil pour les défauts peut se retourner vers soi. Le perfectionnisme rend parfois difficile de terminer quoi que ce soit, et une autocritique sévère peut déborder sur les autres en reproches incessants. L’inquiétude se fixe souvent sur les routines et les habitudes, des règles rigides tenant lieu de véritable aisance. Le sentiment de n’en avoir jamais fait assez peut rendre le repos immérité.

La maturité vient en acceptant l’imperfection comme une part de tout processus vivant. Quand les normes servent les gens au lieu de les gouverner, ce Saturne devient un expert patient et un soutien digne de confiance, la preuve qu’un effort humble et répété finit par faire une vraie maîtrise.`,
    keywords: ['métier', 'précision', 'service', 'routine', 'amélioration', 'application'],
    strengths: ['une attention minutieuse au détail', 'des méthodes pratiques et éprouvées', 'un service fiable', 'la patience de bâtir un savoir-faire'],
    challenges: ['un perfectionnisme qui retarde la fin', 'une autocritique sévère', 'l’inquiétude autour des routines', 'la difficulté à se reposer'],
  },

  Libra: {
    summary: 'Saturne en Balance, son signe d’exaltation, prend au sérieux l’équité et l’engagement, et fonde relations et accords sur des termes clairs, le respect mutuel et une négociation patiente.',
    description: `L’astrologie traditionnelle place l’exaltation de Saturne dans la Balance, et l’on voit aisément pourquoi. Une planète de règles et de conséquences trouve un partenaire naturel dans cet air cardinal gouverné par Vénus, signe voué à l’équilibre, à la justice et à l’association. Le souci de justice est fort et mûr : les accords sont pesés, les termes énoncés noir sur blanc, et les promesses faites aux autres tenues pour engageantes.

Les relations s’abordent avec soin, et souvent avec un certain retard. L’engagement vient parfois plus tard que chez les autres, mais il vient d’ordinaire les yeux ouverts. Le droit, la médiation, le design ou tout domaine qui demande un arbitre posé peuvent bien convenir à cette position, car elle sait garder deux parties à l’esprit sans se précipiter vers un verdict.

Les difficultés naissent de la peur du conflit ou de la solitude. On peut, avec ce Saturne, rester dans une union par devoir longtemps après qu’elle a perdu son sens, ou tenir les comptes avec une telle précision que la chaleur s’en va. La justice peut devenir froide et procédurière, et les décisions s’enliser pendant qu’on vérifie encore chaque angle.

Dans sa plus haute expression, Saturne en Balance bâtit des unions qui durent parce qu’elles sont honnêtes. Il enseigne que la vraie harmonie n’est pas l’absence de désaccord, mais un cadre équitable dans lequel le désaccord peut se travailler.`,
    keywords: ['équité', 'engagement', 'partenariat', 'justice', 'équilibre', 'accords'],
    strengths: ['un sens profond de la justice', 'tenir ses promesses envers les autres', 'un jugement calme et équilibré', 'des unions durables et honnêtes'],
    challenges: ['la peur du conflit', 'rester en couple par devoir', 'tenir les comptes', 'des décisions lentes et trop prudentes'],
  },

  Scorpio: {
    summary: 'Saturne en Scorpion développe une grande endurance affective, affronte les vérités dures et les fardeaux partagés avec maîtrise et résolution, et apprend à faire confiance au lieu de se garder.',
    description: `Dans cette position, l’intensité est tenue en bride avec une réelle détermination. Saturne occupe l’eau fixe d’un signe traditionnellement gouverné par Mars, auquel les modernes ajoutent Pluton, et ce mélange produit un sentiment profond rarement mis en vitrine. Les émotions sont gérées comme des matériaux précieux et dangereux : stockées avec soin, libérées seulement quand c’est sans risque, et jamais confiées au premier venu.

Ce Saturne montre une force remarquable face au drame. Quand tout le monde panique, il organise ; quand une perte doit être affrontée, il reste. L’argent partagé, les dettes, les héritages et la confiance sont traités avec sérieux, et l’on trouve souvent une aptitude à la recherche, à l’enquête ou aux métiers qui exigent de garder des confidences.

Le contrôle devient la principale défense quand la vie paraît dangereuse. Le soupçon peut grimper, les secrets se multiplier, et de vieilles blessures devenir des rancunes tenues pendant des années. La peur de la trahison ou d’être mis à nu peut rendre la proximité risquée, si bien que l’intimité est mise à l’épreuve encore et encore avant d’être admise. Les luttes de pouvoir, surtout autour de l’argent ou de la loyauté, peuvent devenir épuisantes.

Il grandit quand sa résilience sert à guérir plutôt qu’à s’emmurer. En laissant la confiance se construire lentement et en déposant des fardeaux qui n’ont jamais été les siens, ce Saturne devient un allié d’une fiabilité profonde, capable d’accompagner les autres à travers les heures sombres et jusqu’à l’autre rive.`,
    keywords: ['endurance', 'maîtrise', 'profondeur', 'confiance', 'ressources partagées', 'résilience'],
    strengths: ['le sang-froid dans la crise', 'garder les confidences', 'le sérieux dans l’argent partagé', 'un engagement profond et loyal'],
    challenges: ['soupçon et secret', 'la rancune', 'la peur de la trahison', 'les luttes pour le contrôle'],
  },

  Sagittarius: {
    summary: 'Saturne en Sagittaire donne aux croyances un cadre solide, et cherche une sagesse gagnée par l’étude et l’expérience plutôt qu’empruntée aux réponses faciles.',
    description: `Les questions de sens sont traitées ici avec un sérieux inhabituel. Saturne dans le feu mutable du Sagittaire, signe gouverné par Jupiter, veut une philosophie qui porte du poids. Les croyances sont éprouvées à l’expérience, et une vision de la vie se construit comme un voyageur prudent prépare un long itinéraire : avec des cartes, des plans de secours et une idée claire de la destination.

L’éducation compte souvent beaucoup, diplômes poursuivis avec ténacité comme savoir glané en autodidacte au fil des années. L’enseignement, l’édition, le droit, la religion et les voyages peuvent tous devenir des domaines de vraie responsabilité. L’honnêteté est en général forte, et la patience faible envers les affirmations qu’on ne peut étayer.

Le problème naît quand la quête de vérité se fige en opinion rigide, ou en son contraire : un doute cynique selon lequel on ne peut croire à rien. Liberté et devoir semblent alors enfermés dans un conflit, chaque obligation vue comme une cage et chaque porte ouverte comme un risque. Le prêche peut remplacer l’écoute, et l’optimisme être retenu par peur de la déception.

Mûri par le temps, Saturne en Sagittaire devient le mentor sage, celui dont les principes ont été vécus plutôt que simplement proclamés. Son don est une foi qui a des fondations : un espoir éprouvé qui tient toujours, offert aux autres sous une forme à laquelle ils peuvent se fier.`,
    keywords: ['croyances', 'sagesse', 'éducation', 'principes', 'honnêteté', 'transmission'],
    strengths: ['des principes éprouvés par l’expérience', 'la persévérance dans les longues études', 'un enseignement honnête et ancré', 'des conseils dignes de confiance'],
    challenges: ['des opinions rigides', 'un doute cynique', 'vivre le devoir comme une cage', 'prêcher au lieu d’écouter'],
  },

  Capricorn: {
    summary: 'Saturne en Capricorne est la planète chez elle : il poursuit des buts lointains avec patience, autorité et savoir-faire pratique, et apprend que la réussite doit faire place au cœur.',
    description: `Dans son propre signe, Saturne donne sa pleine mesure. Le Capricorne est terre cardinale, et Saturne en est à la fois le maître et la voix naturelle, si bien que les thèmes de l’ambition, de la structure, du temps et de la responsabilité passent clairement, presque sans interférence. Les plans se font en années, non en semaines, et l’on a une confiance profonde dans la valeur de l’ascension régulière.

L’allure est souvent sérieuse et capable, parfois dès l’enfance. Avec ce Saturne, on travaille alors qu’on est encore à l’école, on tient les finances de la famille, ou l’on s’élève dans une organisation en étant la personne la plus fiable de l’équipe. Le respect de la tradition et de l’autorité méritée est fort, tout comme un humour sobre et pince-sans-rire.

La face sombre apparaît quand le travail avale tout le reste. L’angoisse du statut, la peur de l’échec et la conviction que sa valeur dépend de ses réussites peuvent rendre le repos impossible. On confond parfois sa réserve affective avec de la dureté, et un style strict et dirigiste peut étouffer ceux qui travaillent à ses côtés.

Dans sa plus grande sagesse, Saturne en Capricorne sait qu’une structure ne vaut que par les vies qu’elle soutient. Quand l’ambition fait place à la chaleur, au jeu et aux proches, cette position bâtit quelque chose qui dure, et qui sert vraiment.`,
    keywords: ['ambition', 'autorité', 'vision à long terme', 'responsabilité', 'tradition', 'réussite'],
    strengths: ['une planification patiente et stratégique', 'une autorité naturelle', 'la fiabilité sous la pression', 'un humour sec et posé'],
    challenges: ['le surmenage', 'la peur de l’échec', 'l’angoisse du statut', 'la froideur ou le contrôle strict'],
  },

  Aquarius: {
    summary: 'Saturne en Verseau bâtit des systèmes justes et des communautés fondées sur des principes, unit les idées originales à un engagement constant, et apprend à ne pas perdre sa chaleur dans le détachement.',
    description: `Avant la découverte d’Uranus, le Verseau appartenait à Saturne, et cette position sent encore la force de cette ancienne maîtrise. La planète de la structure œuvre ici dans l’air fixe, où elle organise les idées, les groupes et les règles sociales avec un esprit stable et objectif. L’attention se porte sur la manière dont les gens peuvent vivre et travailler ensemble équitablement, et sur la construction de systèmes qui survivent à toute personnalité particulière.

En pratique, ce Saturne prend souvent des responsabilités dans des clubs, des réseaux, des syndicats ou des communautés en ligne : c’est lui qui rédige le règlement, tient les registres et veille à ce que chacun ait voix au chapitre. La pensée scientifique et technique peut être forte, et la fidélité aux principes choisis est d’ordinaire ferme, même lorsqu’ils sont impopulaires.

Dans les périodes tendues, les idéaux peuvent se durcir en doctrine rigide. Le détachement peut laisser aux amis l’impression d’être gérés plutôt qu’aimés, et la peur de ne pas trouver sa place peut produire soit un conformisme raide, soit une position solitaire, à l’écart de tous. Le changement est parfois défendu en théorie et combattu en pratique.

Au mieux, Saturne en Verseau allie la vision à la persévérance. Il change les idées lumineuses en institutions qui fonctionnent, traite chaque personne comme digne d’un égal respect, et découvre que la vraie communauté se bâtit par une participation constante et attentionnée au fil du temps.`,
    keywords: ['communauté', 'systèmes', 'principes', 'objectivité', 'réforme', 'équité'],
    strengths: ['bâtir des structures justes pour les groupes', 'la fidélité aux principes', 'une pensée claire et objective', 'changer les idées en plans concrets'],
    challenges: ['le détachement affectif', 'des idéaux rigides', 'se sentir étranger au groupe', 'résister au changement dans les faits'],
  },

  Pisces: {
    summary: 'Saturne en Poissons donne forme à la compassion et à l’imagination, apprend à poser des limites saines et change les peurs et les rêves flous en un travail patient et dévoué.',
    description: `Structure et abandon forment un couple inhabituel dans cette position. Saturne séjourne ici dans l’eau mutable des Poissons, signe traditionnellement gouverné par Jupiter et rattaché par l’astrologie moderne à Neptune, où les contours se brouillent et les sentiments coulent librement. La tâche est de bâtir un contenant pour toute cette sensibilité, afin que la compassion et l’imagination prennent une forme qui puisse durer.

Le soin des autres est souvent vécu comme un devoir sérieux. On retrouve ce Saturne à l’hôpital, dans un foyer d’accueil, dans les arts ou dans un cadre spirituel, ou chez l’ami qui répond toujours à l’appel tardif. Le travail créatif gagne à la discipline : une pratique quotidienne change l’inspiration rêveuse en musique, en peinture ou en écriture que d’autres peuvent partager.

Sous le stress, les limites sont le point faible. Le sacrifice peut tourner au martyre, et une peur sans cause claire peut s’attarder à l’arrière-plan, difficile à nommer et plus encore à chasser. La fuite par le sommeil, les écrans ou d’autres habitudes peut tenter quand le poids du monde paraît trop lourd. La culpabilité s’attache parfois à des problèmes qu’il n’a jamais été de son ressort de résoudre.

Au bout du compte, ce sont les limites qui permettent à la compassion de durer. Avec des routines douces, des accords clairs sur ce qui peut être donné et une foi pratiquée plutôt que seulement ressentie, Saturne en Poissons devient une présence calme et stable pour quiconque dérive.`,
    keywords: ['compassion', 'limites', 'imagination', 'dévouement', 'sacrifice', 'foi'],
    strengths: ['une pratique créative disciplinée', 'un soin constant et dévoué', 'une force spirituelle discrète', 'la patience devant la souffrance'],
    challenges: ['des limites fragiles', 'des peurs vagues et tenaces', 'glisser vers le martyre', 'la fuite quand tout déborde'],
  },
};
