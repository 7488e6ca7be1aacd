// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** La Lune Noire Lilith (apogée lunaire moyen) dans chacun des douze signes, en français (traduit de LILITH_IN_SIGN_EN). */
export const LILITH_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'La Lune Noire Lilith en Bélier abrite un élan brut, que nul n’a sollicité, d’agir seule, et le reprend à son compte en tenant l’autonomie pour un droit de naissance plutôt que pour une offense.',
    description: `Ce qui se trouve ici relégué hors de vue, c’est la volonté toute simple, sans vernis. Dans un feu cardinal soumis à Mars, l’apogée lunaire marque l’envie de bouger le premier, de dire non sans raison, et de réclamer à voix forte ce qu’elle désire. En chemin, cette envie a pu être jugée égoïste, grossière ou effrayante ; elle est alors passée sous terre et n’a plus su paraître que par à-coups.

Une fois nommés, les signes quotidiens du schéma sautent aux yeux : un éclair de fureur quand quelqu’un termine une phrase à sa place, le refus de suivre des consignes parfaitement raisonnables, ou un frisson secret à enfreindre une petite règle. Sous tension, l’élan exilé tourne en rébellion pour elle-même et cherche querelle pour prouver que personne ne commande, ou bien il s’effondre en une docilité terne et rancunière qui fuit plus tard en paroles coupantes.

Au mieux, cette position sait exactement où passent ses propres limites, et les tient sans avoir besoin de crier. Une fois le droit d’agir sans permission assumé avec calme, la chaleur devient nette : prête à mener quand les autres se figent, à quitter une situation qui exige trop de courbettes, et à soutenir quiconque s’entend dire de se faire plus petit.`,
    keywords: ['autonomie', 'défi', 'volonté brute', 'indépendance', 'colère', 'initiative'],
    strengths: ['agir sans attendre d’approbation', 'des limites personnelles nettes', 'du courage sous la pression', 'défendre le droit de dire non'],
    challenges: ['la rébellion pour elle-même', 'de soudains éclairs de fureur', 'une docilité rancunière', 'la méfiance envers toute autorité'],
  },

  Taurus: {
    summary: 'La Lune Noire Lilith en Taureau garde une faim profonde et têtue de plaisir et de maîtrise de son propre corps, jadis couverte de honte, et la reprend par une jouissance sans hâte et pleinement assumée.',
    description: `Le corps lui-même devient terrain disputé. Cette terre fixe vouée à Vénus donne à l’apogée une tonalité lente et sensuelle : l’appétit, le toucher, le repos, le goût d’un bon pain ou le soleil tiède sur la peau. Ces désirs simples ont pu être traités d’excès ou d’inconvenance, ou quelqu’un d’autre s’est peut-être arrogé le droit de décider ce que cette personne pouvait posséder, manger, porter ou savourer.

L’exil se manifeste discrètement. Ce peut être la culpabilité après une gourmandise tout à fait ordinaire, un attachement farouche à certains objets, ou un refus catégorique d’être pressé, que les autres prennent pour de la paresse. Sous la pression, la part indomptée oscille entre privation et excès, se retient des semaines puis prend bien plus qu’elle ne veut. La possessivité peut aussi surgir, comme si perdre une chose revenait à perdre la maîtrise de soi.

Réappropriée, la même énergie est d’une merveilleuse stabilité. Voici quelqu’un qui sait ce que son corps aime et ne s’en excuse pas, qui attache du prix au consentement et à la propriété en tous sens, et qui peut apprendre aux autres à ralentir pour goûter ce qui leur appartient déjà. Le plaisir, autrefois source de honte, devient une forme ferme et généreuse de respect de soi.`,
    keywords: ['sensualité', 'appétit', 'possession', 'corps', 'entêtement', 'valeur personnelle'],
    strengths: ['un plaisir sans honte', 'un sens aigu du consentement', 'la stabilité sous la pression', 'savoir ce dont le corps a besoin'],
    challenges: ['la culpabilité devant les plaisirs simples', 'osciller entre privation et excès', 'la possessivité', 'refuser de bouger d’un pouce'],
  },

  Gemini: {
    summary: 'La Lune Noire Lilith en Gémeaux met en réserve les mots, les questions et la curiosité autrefois réduits au silence, et les libère en disant ce qu’elle pense avec esprit et aplomb.',
    description: `Les questions interdites vivent au cœur de cette position. En air mutable, sous la coupe de Mercure, l’apogée se rassemble autour du langage : la remarque étouffée à table, le sujet tabou que personne ne voulait expliquer, le trait d’esprit qui valait une réprimande. Un esprit vif et agité a pu apprendre tôt que certaines pensées n’étaient pas les bienvenues, et il a donc pris l’habitude de faire courir une seconde conversation, privée, sous la conversation polie.

Au fil des jours, cela peut ressembler à une langue acérée qui s’échappe aux moments gênants, au goût des commérages ou des secrets, ou à la démangeaison de dire précisément ce que tous les autres taisent. La tension amène un bavardage nerveux et dispersé, des demi-vérités portées comme une armure, ou l’habitude de se moquer de ce qu’on ne peut aborder ouvertement. Certains natifs se taisent au contraire, doutant que leurs mots soient jamais pris au sérieux.

La réappropriation passe par une parole franche. L’écriture, l’enseignement, l’humour et la conversation sincère donnent tous à cet esprit remuant de quoi respirer. Quand la peur d’être muselé s’apaise, il reste un don rare pour nommer le non-dit, poser la question gênante mais nécessaire, et rendre les sujets difficiles plus abordables pour tous.`,
    keywords: ['parole taboue', 'curiosité', 'secrets', 'esprit', 'questions', 'agitation'],
    strengths: ['nommer ce que les autres évitent', 'un esprit vif et sans peur', 'poser la question nécessaire', 'rendre abordables les sujets difficiles'],
    challenges: ['des remarques cinglantes au mauvais moment', 'les demi-vérités comme armure', 'un bavardage nerveux et dispersé', 'douter de sa propre voix'],
  },

  Cancer: {
    summary: 'La Lune Noire Lilith en Cancer met au jour un besoin farouche et désordonné de soin et de liberté affective, et guérit en refusant de prendre soin selon les conditions d’autrui.',
    description: `Les attentes familiales pèsent de tout leur poids sur cet apogée. Signe d’eau cardinal, le Cancer est la propre demeure de la Lune, et y placer Lilith rend la tension intime et proche. Qui a le droit d’avoir besoin, qui doit donner, quelle forme de soin passe pour acceptable ? Souvent, l’exil concerne des sentiments qui n’entraient pas dans le moule familial, comme la colère contre un parent, l’ambivalence envers le rôle de soignant, ou une faim de réconfort trop grande pour être avouée.

Dans la vie ordinaire, cela peut se voir dans une humeur qui passe vite de la tendresse à la froideur, une relation inquiète au foyer, ou un fort penchant à materner les autres tout en leur en voulant en secret. Quand le stress grimpe, l’instinct de protection devient étouffant ou défensif, et de vieux schémas familiaux se rejouent dans de nouvelles relations sans être remarqués. Un profond désir d’appartenir peut aussi côtoyer une envie tout aussi forte de claquer la porte.

Dès que ces sentiments emmêlés sont permis, une vraie force apparaît. Le soin devient choisi plutôt que dû, et le foyer devient un lieu que la personne bâtit délibérément. Cette liberté fait place à une chaleur sauvage, loyale et protectrice qui abrite les autres sans jamais leur demander de se rapetisser.`,
    keywords: ['soin', 'famille', 'appartenance', 'liberté affective', 'protection', 'humeurs'],
    strengths: ['une loyauté farouchement protectrice', 'un soin donné par choix', 'l’honnêteté sur les sentiments mêlés', 'bâtir un foyer selon ses propres règles'],
    challenges: ['un soin donné avec rancune', 'de brusques replis affectifs', 'rejouer les schémas familiaux', 'des humeurs étouffantes ou défensives'],
  },

  Leo: {
    summary: 'La Lune Noire Lilith en Lion cache un désir audacieux et indiscipliné d’être vu et adoré, et le reprend en brillant sans demander la permission à personne.',
    description: `L’orgueil vit en exil avec cette position. Dans ce feu fixe où règne le Soleil, l’apogée éprouve une faim d’attention, d’admiration et de jeu créatif qui a pu être moquée, jalousée ou rabaissée comme de l’esbroufe. D’où, parfois, quelqu’un qui cache entièrement sa lumière, ou qui réclame le projecteur avec une force qui surprend jusqu’à son auteur.

De petits moments révèlent la fracture. Les compliments peuvent gêner tout en n’étant jamais suffisants ; un projet créatif peut être abandonné juste au moment où il commence à marcher, de peur que quelqu’un ne rie. Sous la pression, l’orgueil blessé devient théâtral, exige la loyauté et boude quand l’attention se détourne, ou bien il se fait froid et distant, feignant de ne pas se soucier du tout de la reconnaissance. L’amour peut devenir une scène où l’on vérifie s’il est vraiment donné.

Le tournant arrive quand la personne cesse de se demander si elle mérite d’être remarquée. Assumé ouvertement, l’apogée en Lion apporte une présence magnétique, une sensualité joueuse et une veine créatrice audacieuse qui ne se laissera pas dompter en quelque chose de sage. Un tel être éclaire souvent le chemin des autres, et donne aux plus discrets le courage de saluer et de se laisser admirer à leur tour.`,
    keywords: ['fierté', 'visibilité', 'créativité', 'désir d’être adoré', 'théâtralité', 'jeu'],
    strengths: ['une présence magnétique', 'une expression créatrice audacieuse', 'la générosité dans l’encouragement', 'briller sans s’excuser'],
    challenges: ['cacher son talent par peur', 'exiger une loyauté constante', 'l’orgueil blessé et la bouderie', 'une froideur qui masque la blessure'],
  },

  Virgo: {
    summary: 'La Lune Noire Lilith en Vierge se rebelle contre des normes impossibles de pureté et d’utilité, et trouve la liberté en honorant le corps et son intelligence brouillonne et imparfaite.',
    description: `La perfection est ici la cage. En terre mutable, que Mercure administre, l’apogée lunaire se heurte aux règles qui exigent d’être propre, correct, modeste et serviable. Quelque part, le message a pu être que la valeur dépend d’être sans défaut ou utile, et que tout ce qui est désordonné, terrien ou intéressé doit être caché. Les instincts naturels sont alors classés parmi les fautes.

Le quotidien peut refléter cela par un bourdonnement constant d’autocritique, un contrôle tatillon des routines, ou un dégoût secret de ses propres besoins. Les autres remarquent parfois un œil aiguisé pour leurs défauts avant de voir la bonté qui se trouve dessous. Les mauvaises semaines, le service tourne au martyre, le travail déborde sur chaque heure, et le corps proteste par des tensions, de la fatigue ou une agitation faciles à ignorer. Une veine discrète de rébellion peut apparaître dans d’étranges habitudes privées qui enfreignent toutes les règles à la fois.

Une fois déposée l’exigence de pureté, cette Lilith devient une guérisseuse habile et terrienne de la honte. L’artisanat, le travail soigné et l’attention au corps deviennent des sources de plaisir plutôt que de pénitence. La personne apprend qu’être utile et être entier sont deux choses différentes, et aide les autres à faire la paix avec leurs propres imperfections.`,
    keywords: ['pureté', 'perfectionnisme', 'service', 'autocritique', 'sagesse du corps', 'savoir-faire'],
    strengths: ['des mains habiles et soigneuses', 'la franchise au sujet du corps', 'aider les autres à se libérer de la honte', 'une honnêteté pratique'],
    challenges: ['un critique intérieur implacable', 'le service changé en martyre', 'des routines sous contrôle', 'un dégoût caché pour ses besoins'],
  },

  Libra: {
    summary: 'La Lune Noire Lilith en Balance refuse le rôle du partenaire accommodant, et reprend son autonomie en choisissant ses relations d’égal à égal plutôt qu’en miroir.',
    description: `L’amabilité a ici un coût caché. Signe d’air cardinal et vénusien, la Balance place l’apogée dans l’espace entre deux personnes, où l’injonction d’être agréable, juste et séduisant peut évincer le désir sincère. Il reste peut-être une vieille leçon : préserver la paix passe avant tout, la colère gâche la beauté, ou l’on ne vaut que par sa façon d’entrer dans le tableau de quelqu’un d’autre.

Concrètement, la tension consiste souvent à acquiescer tout en pensant le contraire, ou à maintenir une relation à force de charme pendant qu’un ressentiment grandit en silence. D’autres partent dans l’autre sens et se révoltent contre le couple lui-même, tenant chacun à une gracieuse distance. Dans les moments crispés, l’aisance sociale devient un masque, le jugement sur autrui s’aiguise, et de brusques ruptures semblent surgir de nulle part aux yeux de l’autre.

La liberté arrive lorsque la justice fait aussi place à sa propre personne. Une Lilith en Balance qui assume ses désirs sait négocier avec audace, séduire sans se perdre et exiger une vraie égalité en amour comme au travail. Il y a une réelle élégance chez qui sait tenir une limite avec courtoisie, et cette position se fait souvent l’avocate de quiconque a été réduit au silence par l’obligation d’être gentil.`,
    keywords: ['partenariat', 'égalité', 'charme', 'complaisance', 'justice', 'désir'],
    strengths: ['exiger une vraie égalité', 'des limites fermes tenues avec grâce', 'une négociation audacieuse', 'défendre ceux qu’on fait taire'],
    challenges: ['un oui qui veut dire non', 'le charme comme masque', 'des ruptures soudaines', 'tenir tout le monde à distance'],
  },

  Scorpio: {
    summary: 'La Lune Noire Lilith en Scorpion affronte de face le désir intense, le pouvoir et l’interdit, et se les réapproprie en assumant sans honte sa propre profondeur.',
    description: `L’intensité est à la fois le don et le tourment. En eau fixe, sous Mars et, pour les modernes, sous Pluton, l’apogée rencontre un signe déjà familier des secrets, de la sexualité et du pouvoir. Ce qui est d’ordinaire banni, c’est la pleine force du sentiment : jalousie, désir ardent, rage et appétit sexuel, peut-être traités comme dangereux ou sales. De tels sentiments disparaissent rarement ; ils s’enfoncent et attendent.

Au quotidien, on observe parfois une réserve qui cache une tempête, une fascination pour ce que d’autres trouvent sombre, ou un flair puissant pour les mobiles que les gens préféreraient taire. La confiance vient lentement, et une trahison, une fois ressentie, s’oublie mal. Dans les temps durs, le contrôle devient la stratégie principale, par le silence, par l’épreuve de la loyauté, ou en s’accrochant longtemps après qu’il aurait été plus sage de lâcher. Les luttes de pouvoir dans les relations proches peuvent sembler presque inévitables.

Vécue en conscience, c’est l’une des expressions les plus courageuses de l’apogée. Ici vit quelqu’un qui peut faire face à ce qui effraie les autres, parler de sexe, de mort et d’argent sans ciller, et accompagner un vrai changement chez ceux qui y sont prêts. La profondeur, jadis source de honte, se change en force tranquille et en loyauté profonde, inébranlable, envers la vérité.`,
    keywords: ['intensité', 'désir', 'pouvoir', 'secrets', 'transformation', 'loyauté'],
    strengths: ['une honnêteté qui ne cille pas', 'lire les mobiles cachés', 'la stabilité dans la crise', 'la loyauté envers la vérité'],
    challenges: ['le contrôle et les mises à l’épreuve', 'ne pas se remettre d’une trahison', 'des tempêtes de jalousie', 'les luttes de pouvoir dans l’intimité'],
  },

  Sagittarius: {
    summary: 'La Lune Noire Lilith en Sagittaire ronge son frein contre les croyances d’emprunt et les horizons clôturés, et reprend sa liberté en cherchant la vérité à sa manière, sauvage et libre.',
    description: `C’est dans la croyance que la limite est mise à l’épreuve. Le feu mutable de Jupiter envoie l’apogée vagabonder à travers la philosophie, la religion, le voyage et les grandes questions du sens. Il y avait souvent un credo familial, une école de pensée ou une règle communautaire qui ne convenait pas, et la remettre en question passait pour de la déloyauté. L’envie d’errer, de douter et d’explorer se trouve alors repoussée aux marges de la vie.

On voit alors une veine inquiète qui s’enfuit dès que l’engagement ressemble à un enfermement, une habitude de déclarations abruptes qui blessent, ou une fascination pour les idées interdites et les contrées lointaines. Si les choses tournent mal, la quête de liberté devient fuite, l’amour de la vérité se durcit en sermon, et n’importe quelle règle peut être rejetée au seul motif qu’un autre l’a écrite. Des promesses sont faites avec grand enthousiasme puis abandonnées dès qu’elles pèsent.

Réappropriée, cette Lilith est une exploratrice courageuse et généreuse. Elle fait confiance à son sens personnel de ce qui compte, parle sans détour de ce qu’elle a trouvé, et laisse aux autres la place d’en faire autant. Enseigner, écrire et voyager deviennent des façons de partager une liberté durement gagnée, et la sauvagerie se change en une foi fraîche et honnête en la vie elle-même.`,
    keywords: ['liberté', 'croyance', 'exploration', 'franc-parler', 'vérité', 'agitation'],
    strengths: ['une pensée indépendante', 'une honnêteté courageuse', 'l’ouverture aux idées étrangères', 'inciter les autres à questionner'],
    challenges: ['la fuite déguisée en liberté', 'prêcher son propre point de vue', 'des promesses rompues', 'rejeter toutes les règles'],
  },

  Capricorn: {
    summary: 'La Lune Noire Lilith en Capricorne se débat avec l’autorité, l’ambition et le contrôle, et reprend son pouvoir en bâtissant une vie selon ses propres règles.',
    description: `L’autorité projette une ombre longue sur cette position. La terre cardinale, domaine de Saturne, installe l’apogée dans le monde du devoir, du statut et des structures. À l’origine se trouvent parfois un parent sévère, un système rigide, ou le sentiment précoce qu’il fallait tenir ses émotions d’une main ferme pour être respecté. L’ambition elle-même peut paraître suspecte, tantôt interdite, tantôt exigée à un prix trop élevé.

Dans les routines, cela peut ressembler à travailler bien plus que ce que quiconque demandait, à refuser l’aide par orgueil, ou à un mépris caché pour les chefs auxquels on obéit. Certains deviennent l’autorité stricte qu’ils détestaient autrefois ; d’autres sapent en silence chaque structure qu’ils rejoignent. La pression fait de la froideur un bouclier, toute émotion passe pour faiblesse, et le succès laisse toujours un arrière-goût d’imposture. Besoins sexuels et affectifs restent parfois strictement séparés des affaires sérieuses de la vie.

Quand les règles sont choisies plutôt qu’héritées, une stabilité remarquable apparaît. Cette Lilith peut détenir un vrai pouvoir sans en abuser, créer une œuvre durable qui reflète ses valeurs intimes, et incarner une forme d’autorité qui n’exige pas le sacrifice du sentiment. Le temps joue d’ordinaire en faveur de cette position, et lui apporte une autorité méritée, inébranlable et entièrement la sienne.`,
    keywords: ['autorité', 'ambition', 'contrôle', 'discipline', 'statut', 'autonomie'],
    strengths: ['une autorité méritée', 'des réalisations durables', 'le calme sous la pression', 'un usage équitable du pouvoir'],
    challenges: ['un contrôle de soi rigide', 'le mépris des supérieurs', 'refuser l’aide par orgueil', 'séparer le sentiment du devoir'],
  },

  Aquarius: {
    summary: 'La Lune Noire Lilith en Verseau est l’éternelle marginale qui refuse de se conformer, et change cette rébellion en liberté en bâtissant des communautés qui accueillent la différence.',
    description: `Être différent a d’abord été le problème. Saturne et, depuis sa découverte, Uranus se partagent ce signe d’air fixe où l’apogée se place parmi les groupes, les idées et l’avenir. Il reste souvent le souvenir de ne pas s’intégrer, d’avoir été le phénomène de la classe ou celui dont le groupe ne supportait pas les opinions. Plutôt que de se fondre dans la masse, cet instinct a appris à se tenir à l’écart, tantôt avec fierté, tantôt avec douleur.

En société, le schéma peut ressembler à un détachement émotionnel, à une réaction vive quand on lui dit quoi penser, ou à l’habitude de rejoindre des causes pour les quitter dès qu’elles commencent à ressembler à une foule de plus. L’amitié compte parfois énormément, mais la proximité peut déclencher un brusque besoin de distance. Le stress rend le rebelle contrariant par principe, la logique froide remplace la chaleur, et l’isolement passe pour de l’indépendance.

Réappropriée, la Lilith du Verseau est une voix originale et humaine. Elle tient à sa propre vision tout en restant liée à ceux qui la partagent, et protège un espace pour tous ceux qui se sentent bizarres ou laissés de côté. Inventive, non conformiste et fidèle à ses principes, cette position montre qu’une vraie appartenance n’exige pas de renoncer à sa différence.`,
    keywords: ['non-conformisme', 'détachement', 'communauté', 'rébellion', 'originalité', 'idéaux'],
    strengths: ['une pensée originale', 'protéger les marginaux', 'la fidélité aux principes', 'des solutions inventives'],
    challenges: ['l’esprit de contradiction', 'le détachement affectif', 'l’isolement pris pour de l’indépendance', 'quitter les groupes brusquement'],
  },

  Pisces: {
    summary: 'La Lune Noire Lilith en Poissons porte une aspiration mystique sans bornes, autrefois écartée ou redoutée, et la reprend en se fiant à sa vision intérieure sans perdre sa propre forme.',
    description: `Rêves et aspirations glissent hors de portée dans ce signe. L’eau mutable de Jupiter, que les modernes confient aussi à Neptune, donne à l’apogée une qualité douce et dissolvante. Ce qui tend à être exilé, c’est la sensibilité elle-même : impressions médiumniques, compassion profonde, faim spirituelle, ou désir de se perdre dans la musique, l’amour ou la mer. On a pu qualifier tout cela de faible, de bizarre ou de peu pratique, si bien que la personne a appris à cacher son monde intérieur.

Chez soi comme au travail, on constate des limites qui dérivent, une tendance à éponger l’humeur ambiante, ou une échappée vers les songes, les grasses matinées ou le défilement sans fin des écrans quand la vie paraît trop rude. S’y ajoute parfois un penchant à secourir autrui, ou la conviction discrète que ses propres besoins ne comptent pas. Aux saisons sombres, l’aspiration à l’union tourne à la confusion, au sacrifice de soi, ou à un refus brumeux d’affronter les faits difficiles.

Traitée avec soin, cette Lilith donne libre cours à l’imaginaire et à la compassion sans s’y noyer. La création artistique, la vie intérieure, la musique et les métiers du soin peuvent tous porter sans danger sa vaste sensibilité. Une fois le monde intérieur accueilli plutôt que caché, cette position devient un guide doux et intrépide, qui rappelle aux autres que la sensibilité est une forme de force.`,
    keywords: ['aspiration', 'sensibilité', 'imagination', 'compassion', 'évasion', 'mysticisme'],
    strengths: ['une compassion profonde', 'une imagination vive', 'un courage spirituel', 'percevoir les humeurs subtiles'],
    challenges: ['des limites brouillées', 'la fuite dans le rêve', 'le sacrifice de soi', 'éviter les faits difficiles'],
  },
};
