// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { DecanText } from '../decan-text.js';

/** Les 36 décans, du Bélier 1 aux Poissons 3, en français (traduits des DECAN_DESCRIPTIONS_EN). */
export const DECAN_DESCRIPTIONS_FR: readonly (DecanText | undefined)[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `Les dix premiers degrés du Bélier livrent le signe à l’état pur, puisque Mars y est à la fois maître de la face chaldéenne et maître de la triplicité de feu. L’énergie va droit de l’impulsion à l’acte, sans guère s’arrêter pour y repenser. Un coureur déjà penché au-dessus de la ligne de départ avant que retentisse le signal en donne l’humeur. Quand tout va bien, ce décan apporte le courage, la franchise et la volonté de passer en premier quand les autres hésitent. Sous la contrainte, ce Mars redoublé vire à l’impatience, aux emportements ou à l’habitude de commencer beaucoup de choses pour en finir peu. Comme rien n’adoucit l’élan, bien choisir ses cibles importe. Pointé vers une cause qui mérite d’être défendue, ce feu devient une source sûre d’audace et d’initiative.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `Au milieu du Bélier, le Soleil prend le relais comme maître de la face et régit aussi la triplicité ignée, si bien que la poussée brute du signe gagne en intention et en dignité. L’action veut ici signifier quelque chose, et être vue. Son emblème est un jeune capitaine d’équipe qui entre le premier sur le terrain, menton levé, conscient de chaque regard posé sur lui depuis les tribunes. La chaleur, la générosité et l’assurance de prendre des responsabilités en sont les dons. Quand l’orgueil s’en mêle, la même position court après les honneurs, peine à reconnaître une erreur ou boude dès que les projecteurs se déplacent. Le Soleil éclaire tous ceux qui l’entourent, pas seulement lui-même. Un commandement qui élève les autres gagne la fidélité durable que ce décan espère en secret.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Vénus gouverne la dernière face du Bélier, tandis que Jupiter, maître du Sagittaire, détient la triplicité ; ensemble, ils tempèrent l’ardeur du signe par le goût, le charme et un horizon plus large. Le combat ne se mène plus seulement pour soi ; il devient une campagne pour la beauté, la justice ou une cause en laquelle on peut croire. Un artiste de rue qui peint pendant la nuit une fresque éclatante sur un mur gris, en espérant que tout le pâté de maisons s’éveille de meilleure humeur, convient bien à ce décan. L’étincelle du Bélier apprend ici à attirer plutôt qu’à pousser. Trop dispersée, elle s’éparpille en enthousiasmes agités, en projets trop vastes pour être suivis, ou en course au plaisir suivant avant d’avoir savouré le précédent. Un projet mené à terme après l’autre rend cet optimisme admirable et partageable.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `Le premier décan du Taureau associe Mercure, régent de la face, à Vénus, régente de la triplicité : le goût constant du signe pour le confort s’accompagne d’un esprit pratique et curieux. La valeur est une chose à peser, à comparer et à comprendre. Une marchande au marché qui connaît le prix de chaque pomme, et sait aussi lesquelles sont les plus sucrées, en offre une image juste. L’habileté avec les outils, les budgets et les métiers de la matière vient naturellement, avec une façon patiente et sensée d’expliquer les choses. La tension apparaît sous forme d’opinions têtues défendues avec des arguments habiles, ou par la manie de compter et recompter au lieu de profiter de ce qui est déjà là. Laisser les sens nourrir l’intellect garde ce décan les pieds sur terre, et son intelligence concrète devient une chose à laquelle les autres apprennent à se fier.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `La Lune régnant sur la face médiane du Taureau et Mercure présidant sa triplicité, l’amour du signe pour la stabilité s’oriente vers la maison, la nourriture et les habitudes rassurantes. Exaltée dans ce signe, la Lune y rend les sentiments constants et lents à changer. La scène qui lui appartient est une cuisine où le pain lève sur le plan de travail, avec les recettes de famille glissées derrière la porte d’un placard. La fiabilité, le soin du corps et une longue mémoire de ce qui réconforte les gens sont ses forces. Les mauvais jours, il s’accroche aux routines, aux possessions ou à de vieilles blessures qui ont survécu à leur raison d’être. Mercure aide en nommant le sentiment à voix haute. Une fois les émotions dites et partagées, la loyauté profonde de ce décan devient un abri pour ses proches et ses voisins.`,
  },
  {
    sign: 'Taurus',
    decan: 3,
    description: `Saturne règne à la fois sur la face chaldéenne et sur la triplicité de terre dans les dix derniers degrés du Taureau, ce qui donne à la patience du signe une qualité grave et tournée vers le long terme. Bâtir est le maître mot : lentement, soigneusement, pour durer. Un tailleur de pierre qui pose un bloc sur un autre et vérifie le niveau à chaque fois, sans la moindre hâte, pourrait en être le portrait. L’endurance, la loyauté et le sens pratique de ce qui comptera encore dans dix ans marquent ce décan sous son meilleur jour. Aux heures difficiles, la prudence se durcit en peur de perdre, en sens du devoir pesant ou en refus d’essayer quoi que ce soit d’inédit. Le repos et les petits plaisirs ne sont pas ici des luxes mais de l’entretien. Avec assez de chaleur aux côtés de la discipline, cette position produit des œuvres et des liens d’une valeur réelle et durable.`,
  },
  {
    sign: 'Gemini',
    decan: 1,
    description: `Jupiter, maître du Sagittaire, le signe opposé, gouverne la première face des Gémeaux, tandis que Mercure tient la triplicité d’air. D’où un esprit curieux, tendu vers le tableau général, et qui brûle de transmettre ce qu’il apprend. Une image qui lui va : un étudiant avec une carte de bibliothèque dans une poche et un billet de train dans l’autre, qui compte lire pendant le trajet. Ce décan aime les idées, les voyages, la conversation et l’échange généreux d’informations. Si l’agitation n’est pas bridée, il devient un collectionneur de faits sans fil pour les relier, ou parle avec plus d’aplomb que de savoir. Une question directrice lui donne un cap, et alors ses multiples intérêts se combinent en une compréhension large et joyeuse que les autres trouvent utile.`,
  },
  {
    sign: 'Gemini',
    decan: 2,
    description: `Le décan central des Gémeaux unit Mars, maître de la face, à Vénus, maîtresse de la Balance, qui régit la triplicité ; l’esprit du signe s’y aiguise en joute verbale et son charme prend du tranchant. Les mots sont des outils, et parfois des armes. Une table animée où deux amis débattent d’un point pendant une heure avant de repartir en riant en montre l’esprit. Des réflexes vifs, un talent pour convaincre et un sens du jeu dans le conflit appartiennent à cette position. Quand le ton monte, la langue peut devancer la bienveillance, et le sarcasme remplacer le vrai contact. Vénus apporte l’équilibre : le désir de se relier aux autres et l’oreille pour la musique des phrases. Honorer les deux fait un négociateur, un écrivain ou un enseignant plein d’allant, capable de défier et d’enchanter dans le même souffle.`,
  },
  {
    sign: 'Gemini',
    decan: 3,
    description: `Dans la face finale des Gémeaux, le Soleil est maître du décan et Saturne, maître du Verseau, gouverne la triplicité, de sorte que l’intellect affairé du signe se rassemble autour d’un but et d’une structure. Les idées ne sont plus seulement intéressantes ; elles doivent tenir ensemble et mener quelque part. Une journaliste à son bureau tard le soir, qui taille un long brouillon pour en tirer un récit unique, clair et honnête, exprime bien ce décan. Il sait organiser le savoir, parler avec autorité et assumer ses propos. Son point faible est le doute de soi : réécrire sans fin, ou sentir que chaque opinion exige une preuve avant de pouvoir être exprimée. Saturne récompense la pratique régulière, et le Soleil le courage. Ensemble, ils changent une habileté dispersée en une expertise qui porte une signature personnelle.`,
  },
  {
    sign: 'Cancer',
    decan: 1,
    description: `Vénus règne sur la première face du Cancer et la Lune gouverne la triplicité d’eau, adoucissant un signe déjà tendre par l’affection et le goût du confort. Les liens affectifs se forment vite et s’entretiennent par de petites attentions. Son image est une lampe laissée allumée sous le porche et une assiette gardée au chaud dans le four pour quelqu’un qui rentre tard. Doux, hospitalier et attentif aux humeurs, ce décan est souvent celui qui remarque qu’un invité ne se sent pas à sa place. Sous tension, il peut devenir collant, susceptible ou trop pressé de préserver la paix à tout prix. Savoir où s’arrête le soin des autres et où commence le soin de soi est la leçon centrale. Cette limite posée, sa gentillesse devient une source constante d’appartenance.`,
  },
  {
    sign: 'Cancer',
    decan: 2,
    description: `Mercure détient la face médiane du Cancer, et Mars, maître du Scorpion, en régit la triplicité, apportant vigilance et force protectrice à la sensibilité du signe. Les sentiments se lisent vite ici, et se défendent fermement. Un parent à une réunion d’école, notes soigneuses à la main, qui refuse de partir tant que les besoins de son enfant ne sont pas pris en compte, incarne ce décan. Il comprend les humeurs, retient les détails concernant ceux qu’il aime, et agit quand ils sont menacés. Dans l’anxiété, l’inquiétude peut tourner au soupçon, et une remarque défensive frapper plus fort que voulu. Des questions calmes valent mieux que des réponses cinglantes. Tant que sa vigilance reste bienveillante, cette position est un gardien lucide, capable de transformer sa finesse affective en aide concrète.`,
  },
  {
    sign: 'Cancer',
    decan: 3,
    description: `La Lune préside la face du dernier décan du Cancer, et Jupiter, maître des Poissons, tient la triplicité : dès lors, le soin propre au signe s’ouvre au-delà du cercle familial immédiat. La compassion porte loin, avec une imagination puissante. Une grande tablée de fête, avec des chaises supplémentaires apportées d’autres pièces pour les voisins et les amis, le résume. L’intuition, la générosité et le sens des souvenirs et des traditions partagés sont ses dons. Déséquilibré, il absorbe les soucis de tout le monde, se laisse aller au gré de ses humeurs ou promet plus de réconfort qu’il ne peut en donner. Des moments tranquilles près de l’eau ou dans des pièces familières l’aident à se ressourcer. Bien tenue, cette position offre un abri à la fois personnel et assez vaste pour accueillir des inconnus.`,
  },
  {
    sign: 'Leo',
    decan: 1,
    description: `Saturne gouverne la première face du Lion, tandis que le Soleil, seigneur du signe, détient la triplicité de feu. Le rayonnement naturel du signe doit ici mériter sa place par l’effort et la responsabilité. Un comédien qui répète seul la même scène sur une scène vide, longtemps après le départ du reste de la troupe, en donne l’image. Ce décan a de la dignité, de la ténacité et un sens aigu de l’honneur. Sous la contrainte, il peut craindre le ridicule au point de se retenir, ou exiger le respect au lieu de l’inspirer. Fierté et doute de soi alternent parfois. La voie constructive est celle d’un métier patient : un talent façonné par la discipline brille d’une chaleur qui dure bien plus longtemps que des applaudissements rapides.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Jupiter régit à la fois la face médiane du Lion et, comme maître du Sagittaire, sa triplicité, ajoutant ampleur, humour et générosité à la chaleur du signe. L’expression de soi devient une forme d’hospitalité, l’envie de partager sa bonne fortune et les bons moments. Un hôte de garden-party estivale qui remplit les verres et présente des inconnus qui se découvrent bien des points communs appartient à ce décan. Il inspire, encourage et croit aux gens, voyant souvent leur talent avant eux. Poussé trop loin, il bascule dans l’excès : grands gestes, dépenses fastueuses ou besoin d’être la personne la plus admirée de la pièce. La générosité d’attention plutôt que d’apparat le garde honnête, et son optimisme devient alors un vrai cadeau.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `Mars commande la dernière face du Lion et en gouverne aussi la triplicité en tant que maître du Bélier, donnant à l’assurance du signe une veine audacieuse et combative. Le cœur et l’action avancent ensemble, et le courage se montre ouvertement. Un artiste qui saute de la scène dans la foule, confiant que le public le rattrapera et le portera, dit tout. Ce décan est brave, direct et fidèle, prompt à défendre ses amis et avide de relever un défi pour la gloire ou pour un principe. Au pire, il cherche querelle pour prouver sa force, dramatise les revers ou s’épuise à trop en faire. Le sport, le travail physique ou une compétition digne de ce nom canalisent bien ce feu. Son audace devient alors l’étincelle qui met tout un groupe en mouvement.`,
  },
  {
    sign: 'Virgo',
    decan: 1,
    description: `Le Soleil gouverne la première face de la Vierge, et Mercure, maître de la Vierge, détient la triplicité de terre. L’œil attentif du signe s’éclaire d’un sens du but et de la fierté du travail bien fait. Un boulanger à l’aube, qui pèse sa farine au gramme près et façonne chaque miche pour que toute la rue en sente le résultat, en est l’emblème naturel. Ce décan est compétent, méthodique et discrètement sûr de ce qu’il sait. Sous tension, il risque de confondre valeur et utilité, ou de critiquer les autres pour se sentir maître de la situation. La perfection devient un piège si rien n’est jamais déclaré terminé. Reconnaître que servir est aussi une manière de s’exprimer permet à cette position de tirer une satisfaction visible et méritée d’un ouvrage mené à bien.`,
  },
  {
    sign: 'Virgo',
    decan: 2,
    description: `Vénus a la charge du décan médian de la Vierge, et Saturne, maître du Capricorne, celle de sa triplicité ; la précision du signe y acquiert le regard de l’esthète et un respect de la structure. L’utile et la grâce sont faits ici pour vivre côte à côte. Un tailleur qui reprend une veste de quelques millimètres à l’épaule jusqu’à ce qu’elle tombe parfaitement montre l’esprit de ce décan. Le tact, le bon goût, la patience et la loyauté dans les relations proches sont ses forces. Sous la pression, les exigences, pour soi comme pour autrui, deviennent sévères, et l’affection ne s’exprime plus qu’en corvées et en corrections. Adoucir le jugement aide, tout comme admettre que l’amour n’a pas à se mériter. Cette position devient alors une main douce qui perfectionne le travail comme les relations.`,
  },
  {
    sign: 'Virgo',
    decan: 3,
    description: `Mercure, qui régit la Vierge elle-même, détient la dernière face du signe, et Vénus, maîtresse du Taureau, en gouverne la triplicité. L’analyse rencontre un sens pratique de la valeur : l’esprit trie, corrige et affine, tandis que les sens le gardent ancré dans le réel. Un jardinier agenouillé entre les rangs, carnet en main, qui note quelles graines ont levé et lesquelles ont échoué, correspond de près à ce décan. Le détail, l’artisanat, l’enseignement et l’écriture soignée sont ses terrains d’excellence. Les jours d’anxiété, il peut se montrer nerveux, trop critique envers lui-même ou enlisé dans la planification au lieu d’agir. De petits rituels de plaisir apaisent le bavardage de l’esprit. Au calme, cette position apporte une précision réfléchie qui améliore tout ce qu’elle touche, et partage son savoir sans compter.`,
  },
  undefined, undefined, undefined,
  undefined, undefined, undefined,
  undefined, undefined, undefined,
  undefined, undefined, undefined,
  undefined, undefined, undefined,
  undefined, undefined, undefined,
];
