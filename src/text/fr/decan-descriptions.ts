// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { DecanText } from '../decan-text.js';

/** Les 36 décans, du Bélier 1 aux Poissons 3, en français (traduits des DECAN_DESCRIPTIONS_EN). */
export const DECAN_DESCRIPTIONS_FR: readonly DecanText[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `Les dix premiers degrés du Bélier livrent le signe à l’état pur, puisque Mars y est à la fois maître de la face chaldéenne et maître de la triplicité de feu. L’énergie va droit de l’impulsion à l’acte, sans guère s’arrêter pour y repenser. Un coureur déjà penché au-dessus de la ligne de départ avant que retentisse le signal en donne l’humeur. À son meilleur, ce décan apporte le courage, la franchise et la volonté de passer en premier quand les autres hésitent. Sous la contrainte, ce Mars redoublé vire à l’impatience, aux emportements ou à l’habitude de commencer beaucoup de choses pour en finir peu. Comme rien n’adoucit l’élan, bien choisir ses cibles importe. Pointé vers une cause qui mérite d’être défendue, ce feu devient une source sûre d’audace et d’initiative.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `Au milieu du Bélier, le Soleil prend le relais comme maître de la face et régit aussi la triplicité ignée, si bien que la poussée brute du signe gagne en intention et en dignité. L’action veut ici signifier quelque chose, et être vue. Son emblème est un jeune capitaine d’équipe qui entre le premier sur le terrain, menton levé, conscient de chaque regard posé sur lui depuis les tribunes. La chaleur, la générosité et l’assurance de prendre des responsabilités en sont les dons. Quand l’orgueil s’en mêle, la même position court après les honneurs, peine à reconnaître une erreur ou boude dès que les projecteurs se déplacent. Le Soleil éclaire tous ceux qui l’entourent, pas seulement lui-même. Un commandement qui élève les autres gagne la fidélité durable que ce décan espère en secret.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Vénus gouverne la dernière face du Bélier, tandis que Jupiter, maître du Sagittaire, détient la triplicité ; ensemble, ils tempèrent l’ardeur du signe par le goût, le charme et un horizon plus large. Le combat ne se mène plus seulement pour soi ; il devient une campagne pour la beauté, la justice ou une cause en laquelle on peut croire. Un artiste de rue qui peint pendant la nuit une fresque éclatante sur un mur gris, en espérant que tout le pâté de maisons s’éveille de meilleure humeur, convient bien à ce décan. L’étincelle du Bélier apprend ici à attirer plutôt qu’à pousser. Tirée dans trop de directions, elle s’éparpille en enthousiasmes agités, en projets trop vastes pour être suivis, ou en course au plaisir suivant avant d’avoir savouré le précédent. Un projet mené à terme après l’autre rend cet optimisme admirable et partageable.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `Le premier décan du Taureau associe Mercure, régent de la face, à Vénus, régente de la triplicité : le goût constant du signe pour le confort s’accompagne d’un esprit pratique et curieux. La valeur est une chose à peser, à comparer et à comprendre. Une marchande au marché qui connaît le prix de chaque pomme, et sait aussi lesquelles sont les plus sucrées, en offre une image juste. L’habileté avec les outils, les budgets et les métiers de la matière vient naturellement, avec une façon patiente et sensée d’expliquer les choses. La tension apparaît sous forme d’opinions têtues défendues avec des arguments habiles, ou d’une manie de compter et recompter au lieu de profiter de ce qui est déjà là. Laisser les sens nourrir l’intellect garde ce décan les pieds sur terre, et son intelligence concrète devient une chose à laquelle les autres apprennent à se fier.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `La Lune régnant sur la face médiane du Taureau et Mercure présidant sa triplicité, l’amour du signe pour la stabilité s’oriente vers la maison, la nourriture et les habitudes rassurantes. Exaltée dans ce signe, la Lune y rend les sentiments constants et lents à changer. La scène qui lui appartient est une cuisine où le pain lève sur le plan de travail, avec les recettes de famille glissées derrière la porte d’un placard. La fiabilité, le soin du corps et une longue mémoire de ce qui réconforte les gens sont ses forces. Les mauvais jours, ce décan s’accroche aux routines, aux possessions ou à de vieilles blessures qui ont survécu à leur raison d’être. Mercure aide en nommant le sentiment à voix haute. Une fois les émotions dites et partagées, la loyauté profonde de ce décan devient un abri pour ses proches et ses voisins.`,
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
    description: `Saturne gouverne la première face du Lion, tandis que le Soleil, seigneur du signe, détient la triplicité de feu. Le rayonnement naturel du signe doit ici mériter sa place par l’effort et la responsabilité. Un comédien qui répète seul la même scène sur un plateau vide, longtemps après le départ du reste de la troupe, en donne l’image. Ce décan a de la dignité, de la ténacité et un sens aigu de l’honneur. Sous la contrainte, il peut craindre le ridicule au point de se retenir, ou exiger le respect au lieu de l’inspirer. Fierté et doute de soi alternent parfois. La voie constructive est celle d’un métier patient : un talent façonné par la discipline brille d’une chaleur qui dure bien plus longtemps que des applaudissements rapides.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Jupiter régit à la fois la face médiane du Lion et, comme maître du Sagittaire, sa triplicité, ajoutant ampleur, humour et générosité à la chaleur du signe. L’expression de soi devient une forme d’hospitalité, l’envie de partager sa bonne fortune et les bons moments. Un hôte de garden-party estivale qui remplit les verres et présente des inconnus qui se découvrent bien des points communs appartient à ce décan. Il inspire, encourage et croit aux gens, voyant souvent leur talent avant eux. Poussé trop loin, il bascule dans l’excès : grands gestes, dépenses fastueuses ou besoin d’être la personne la plus admirée de la pièce. La générosité d’attention plutôt que d’apparat le garde honnête, et son optimisme devient alors un vrai cadeau.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `Mars commande la dernière face du Lion et en gouverne aussi la triplicité en tant que maître du Bélier, donnant à l’assurance du signe une veine audacieuse et combative. Le cœur et l’action avancent ensemble, et le courage se montre ouvertement. Un artiste qui saute de la scène dans la foule, confiant que le public le rattrapera et le portera, résume tout. Ce décan est brave, direct et fidèle, prompt à défendre ses amis et avide de relever un défi pour la gloire ou pour un principe. Au pire, il cherche querelle pour prouver sa force, dramatise les revers ou s’épuise à trop en faire. Le sport, le travail physique ou une compétition digne de ce nom canalisent bien ce feu. Son audace devient alors l’étincelle qui met tout un groupe en mouvement.`,
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
  {
    sign: 'Libra',
    decan: 1,
    description: `La Balance commence par son désir d’harmonie dans ce qu’il a de plus intime et de plus tendre. Vénus, qui régit ce décan par triplicité autant qu’elle gouverne le signe, redouble le goût du beau et des échanges équitables, tandis que la Lune, détentrice de la face chaldéenne, ajoute une lecture rapide des humeurs. Imaginons une hôtesse qui dresse la table du dîner et déplace discrètement une chaise pour que l’amie timide se retrouve à côté de quelqu’un de bienveillant. Cet instinct du bien-être d’autrui est un vrai don. Trop sollicité, il tourne au mimétisme envers quiconque occupe la pièce : on acquiesce pour garder l’air paisible, puis l’on se sent étrangement absent. Le travail consiste ici à compter ses propres besoins parmi ceux que l’on pèse, pour que l’équilibre inclue aussi la personne qui tient la balance.`,
  },
  {
    sign: 'Libra',
    decan: 2,
    description: `Saturne détient les deux clés du milieu de la Balance, en tant que seigneur chaldéen de la face et en tant que régent du Verseau, dont la triplicité aérienne colore cette portion. Comme Saturne est en outre exalté dans la Balance, la recherche d’équilibre prend un ton de principe, presque civique. L’équité devient une chose à construire et à consigner par écrit : des termes clairs, des règles communes, des promesses qui tiennent quand les sentiments changent. Un médiateur au bout d’une longue table, qui rédige patiemment un accord que les deux camps pourront signer, saisit l’esprit de ces degrés. L’ombre est une certaine froideur, l’habitude de tenir les comptes ou de ramener chacun à un dossier à clore. Dès que la chaleur retrouve sa place dans le grand livre, ce décan donne des partenaires et des collègues dont la parole reste fiable pendant des années.`,
  },
  {
    sign: 'Libra',
    decan: 3,
    description: `Dans son dernier tiers, la Balance se tourne vers la conversation et des cercles plus larges. Mercure, seigneur des Gémeaux et de ce décan par triplicité, affûte l’esprit et le plaisir de l’échange, et Jupiter, titulaire de la face chaldéenne, élargit la perspective par la générosité, le sens de l’éthique et le goût des vastes interrogations. Pensons à une interprète lors d’une rencontre internationale, qui trouve les mots grâce auxquels deux groupes s’entendent enfin. Voir chaque point de vue avec tant de netteté peut aussi suspendre indéfiniment une décision, et Jupiter promet parfois une bonne volonté que le temps manque pour honorer. Choisir une voie, tout en respectant les autres, change ce don du dialogue en véritable diplomatie.`,
  },
  {
    sign: 'Scorpio',
    decan: 1,
    description: `Mars gouverne doublement le premier décan du Scorpion, par la face chaldéenne et comme maître traditionnel du Scorpion lui-même, si bien que la profondeur du signe arrive avec toute sa charge de volonté. Les sentiments brûlent sous une surface maîtrisée, les loyautés sont farouches, et la patience manque pour tout ce qui n’est pensé qu’à moitié. Représentons-nous un plongeur qui vérifie son équipement au bord d’une eau sombre, calme parce que le plan a été mûrement réfléchi. Ce courage concentré regarde en face ce que d’autres esquivent. Poussé à bout, il se durcit en soupçon, en vieilles rancunes ou en besoin de maîtriser l’issue. Tournée vers la réparation plutôt que vers les représailles, cette force devient le sang-froid constant qui porte une famille, une équipe ou un ami à travers une véritable crise.`,
  },
  {
    sign: 'Scorpio',
    decan: 2,
    description: `Le milieu du Scorpion mêle l’intensité du signe à la lumière et à la foi. Du Soleil, maître de sa face chaldéenne, viennent la dignité et le désir d’être reconnu pour les épreuves traversées, tandis que Jupiter, maître des Poissons et donc de ce décan d’eau par triplicité, ouvre les profondeurs à la compassion et à la recherche d’une signification dans la perte. Un animateur de radio nocturne qui écoute les confidences d’inconnus sans broncher, et répond par une parole d’espoir, illustre le type. La capacité de rester présent dans les lieux obscurs est considérable. À sa limite la plus tendue, elle devient orgueil de la souffrance, goût de secourir autrui ou conviction d’être seul à vraiment comprendre. Partagée avec humilité, cette même profondeur donne aux autres une raison de continuer.`,
  },
  {
    sign: 'Scorpio',
    decan: 3,
    description: `Vénus prend la dernière face du Scorpion, et la Lune, maîtresse du Cancer, régit le décan par triplicité : l’intensité du signe se fait tendre, attachée et profondément personnelle. Les liens noués ici sont faits pour durer toute une vie, et la mémoire de chaque gentillesse, comme de chaque blessure, est longue. Un tiroir de vieilles lettres nouées d’une ficelle, relues les soirs tranquilles et jamais jetées, résume l’atmosphère. Peu de positions aiment avec autant de fidélité ou remarquent aussi vite qu’un proche souffre. Dans l’insécurité, ce dévouement peut glisser vers la jalousie, la possessivité ou le refus de tourner une page. La confiance, offerte peu à peu, permet à ce décan de garder sa proximité sans serrer si fort.`,
  },
  {
    sign: 'Sagittarius',
    decan: 1,
    description: `Jupiter régit le décan d’ouverture du Sagittaire par triplicité, en écho à son règne sur le signe entier, et Mercure prend la face chaldéenne, si bien que la chasse au sens commence par une curiosité agitée. Les questions arrivent plus vite que les réponses, et chaque route, chaque livre, chaque conversation tardive semble mener quelque part où il vaut la peine d’aller. L’image est celle d’un voyageur dans une gare animée, un guide de conversation dans une main et un billet pour une ville choisie presque au hasard. Un tel esprit apprend vite et explique avec générosité. Les difficultés se montrent par des intérêts éparpillés, des remarques abruptes ou des opinions tenues avec plus de certitude que de preuves. L’habitude de demander, d’écouter et de vérifier les faits permet à cette intelligence avide de mûrir en vraie sagesse.`,
  },
  {
    sign: 'Sagittarius',
    decan: 2,
    description: `Le milieu du Sagittaire en est la partie la plus hardie. Mars, maître du Bélier et, à ce titre, régent du feu pour ce décan, ajoute l’étincelle et l’envie d’agir sur-le-champ selon ses convictions, tandis que la Lune, qui occupe la face chaldéenne, laisse les sentiments guider le voyage plus que les plans. Voici le campeur qui, après un seul long regard aux étoiles d’une nuit claire, décide de gravir la crête à l’aube et parvient on ne sait comment à entraîner trois amis avec lui. L’enthousiasme se révèle contagieux, et bien souvent courageux. Les mauvais jours, l’humeur oscille entre exaltation et ennui, et une cause peut tourner au combat. Donner un rythme à ce feu, avec des jours de repos et un foyer où revenir, garde l’aventure joyeuse plutôt qu’imprudente.`,
  },
  {
    sign: 'Sagittarius',
    decan: 3,
    description: `Dans ses dix derniers degrés, le Sagittaire rassemble ses errances en une vision stable de la vie. Le Soleil, maître de triplicité ici par l’entremise du Lion, apporte l’assurance et l’envie de guider, et Saturne, seigneur de la face chaldéenne, exige que toute croyance soit éprouvée par le temps et l’expérience. La figure est celle d’un guide de montagne qui parcourt le même col depuis vingt ans et consulte encore la météo avant chaque ascension. D’ici viennent des enseignants, des mentors et des gens qui parlent avec une autorité tranquille. Le risque est un credo qui cesse d’écouter, ou un orgueil qui confond l’âge avec la raison. Restée ouverte aux faits nouveaux, la sagesse durement acquise par ce décan fournit un socle où d’autres pourront construire.`,
  },
  {
    sign: 'Capricorn',
    decan: 1,
    description: `Saturne, maître du Capricorne, gouverne aussi son premier décan par triplicité ; la patience du signe et son sens de la structure s’affirment donc dès le départ. Jupiter, traditionnellement en chute dans ce signe, prend la face chaldéenne et demande une croissance sans gaspillage : une ambition à long horizon et une forme pratique d’espérance. Quelqu’un qui plante un jeune verger par un froid matin de printemps, sachant que la première vraie récolte est à des années, incarne ces degrés. La persévérance est la grande force, avec le talent de transformer de vastes ambitions en étapes régulières. Poussée trop loin, la prudence étouffe la joie, ou la réussite se réduit à une affaire de statut. Se souvenir de la raison pour laquelle les arbres ont été plantés garde l’effort généreux et digne de l’attente.`,
  },
  {
    sign: 'Capricorn',
    decan: 2,
    description: `Mars est exalté dans le Capricorne, et dans le décan central il détient la face chaldéenne, prêtant une énergie disciplinée et l’endurance nécessaire pour mener à terme chaque entreprise. Vénus, maîtresse du Taureau et de ce décan de terre par triplicité, ajoute une sensibilité aux matériaux, au confort et à la valeur durable. Ensemble, ils décrivent l’artisan : un menuisier qui ponce une table tard dans la soirée parce que l’assemblage doit être parfait et que la pièce doit survivre à son propriétaire. Le travail qui naît ici tend à être solide, utile et discrètement beau. Les écueils sont l’entêtement, les longues heures sans pause, ou une valeur mesurée uniquement aux possessions. Faire de la place au repos et au plaisir change cet effort inlassable en un savoir-faire qui dure.`,
  },
  {
    sign: 'Capricorn',
    decan: 3,
    description: `Les derniers degrés du Capricorne portent l’ambition du signe sous le regard du public. Le Soleil, qui tient la face, apporte le désir de défendre quelque chose et d’en répondre, tandis que Mercure, souverain de la Vierge et à ce titre gardien de la triplicité terrestre, fournit une analyse minutieuse et un don pour ordonner les détails. Songeons à la personne qui préside une réunion municipale avec un ordre du jour bien balisé, connaît chaque ligne du budget et laisse pourtant la parole au voisin discret. Compétence et dignité vont de soi. Dans la fatigue ou l’anxiété, les mêmes traits tournent au perfectionnisme, à la critique acerbe ou à l’orgueil du rang. Une autorité employée à servir plutôt qu’à impressionner fait de ce décan une source de dirigeants que l’on suit volontiers.`,
  },
  {
    sign: 'Aquarius',
    decan: 1,
    description: `Saturne, maître traditionnel du Verseau, gouverne aussi le premier décan du signe par triplicité, ce qui donne à ses idéaux structure et endurance. Vénus, à qui revient la face chaldéenne, adoucit ce cadre d’un don pour l’amitié et du plaisir de l’effort partagé. La scène se passe lors d’une réunion de quartier au sous-sol d’une bibliothèque, où quelqu’un muni d’un porte-bloc transforme le vague souhait d’un jardin partagé en calendrier, en budget et en groupe de nouveaux amis. La fidélité à un cercle est forte. À sa lisière la plus froide, la chaleur va davantage à la cause qu’aux individus qui la servent, et les opinions peuvent se figer comme du ciment. Laisser l’affection être personnelle autant que fondée sur des principes garde ces communautés vivantes.`,
  },
  {
    sign: 'Aquarius',
    decan: 2,
    description: `Mercure cumule les deux maîtrises au milieu du Verseau, par la face selon l’ordre chaldéen et par les Gémeaux, dont il est le maître et qui donnent à ce décan sa triplicité. Il en sort la portion la plus cérébrale du signe : inventive, curieuse, prompte à relier des idées qui ne s’étaient jamais rencontrées. Visualisons une table de cuisine couverte de schémas et de café froid à deux heures du matin, tandis que quelqu’un voit enfin comment s’emboîte un problème tenace. L’originalité et le talent d’expliquer des notions nouvelles viennent aisément. Moins heureusement, la pensée court devant le sentiment, on débat rien que pour le goût de la joute et les nerfs s’usent. Ancrer les idées dans les besoins de personnes réelles donne à cette vivacité à la fois une direction et de la chaleur.`,
  },
  {
    sign: 'Aquarius',
    decan: 3,
    description: `Le dernier tiers du Verseau fait entrer le sentiment dans les idéaux du signe. Son maître de face chaldéenne, la Lune, prête une sensibilité à l’humeur d’une foule et un souci des besoins quotidiens, et Vénus, dont le signe de la Balance fournit la triplicité, ajoute la grâce, l’équité et le goût du partenariat. Lors d’un repas solidaire, une bénévole remarque quel nouveau venu est assis seul et lui amène discrètement quelqu’un qui partage ses centres d’intérêt ; ce petit geste est l’essence de ces degrés. Le désir d’améliorer le monde devient personnel et bienveillant. Sous la pression, l’humeur fluctue au gré de l’opinion publique, et le souci de plaire risque de brouiller des principes fermes. Croire que bonté et conviction vont ensemble permet à ce décan de mener doucement les gens vers l’avenir.`,
  },
  {
    sign: 'Pisces',
    decan: 1,
    description: `Jupiter, ancien régent des Poissons, gouverne le premier décan par triplicité, et Saturne reçoit la face ; la sympathie sans bornes du signe rencontre un besoin de forme. La foi s’y pratique plus qu’elle ne se ressent simplement : un rituel quotidien de silence, une promesse tenue envers quelqu’un qui en dépend. On pense à un gardien de phare qui monte l’escalier chaque soir pour allumer la lanterne à l’intention de navires qu’il ne verra jamais. Cette compassion-là est profonde, et l’on peut compter sur elle. Le poids de Saturne peut aussi se vivre comme de la culpabilité ou de la solitude, et le service verser dans l’oubli de soi. Accorder à ses propres limites ce même soin fidèle permet à ce décan de rester une lumière constante sans se consumer.`,
  },
  {
    sign: 'Pisces',
    decan: 2,
    description: `Jupiter revient au milieu des Poissons pour réclamer la face chaldéenne, et la Lune, souveraine du Cancer, y exerce la triplicité ; la tendresse du signe devient vaste et protectrice. L’imagination est vive, l’empathie arrive presque avant les mots, et une forte impulsion pousse à prendre soin de quiconque se présente. Pensons à une cuisine dont la porte de derrière reste toujours ouverte, avec une marmite sur le feu et une histoire du soir racontée à chaque enfant qui s’attarde. La générosité du cœur est le grand don. Les difficultés surgissent sous forme de limites floues, d’un don qui va jusqu’à l’épuisement, ou d’une fuite dans la rêverie quand la vie se durcit. Quelques limites claires rendent cette hospitalité tenable pour tous, hôte compris.`,
  },
  {
    sign: 'Pisces',
    decan: 3,
    description: `Mars régit doublement le dernier décan des Poissons, puisqu’il en possède la face et, comme seigneur traditionnel du Scorpion, la triplicité d’eau. La compassion du signe gagne en courage et en promptitude à agir selon ce qu’elle ressent. Un maître-nageur qui voit un baigneur en difficulté au-delà des brisants, et se trouve déjà dans l’eau avant que quiconque ait rien remarqué, convient bien à ce décan. Les émotions sont profondes et fortes, et il y a un vrai courage à défendre les plus vulnérables. Contrariée, cette force peut se retourner contre soi, ou éclater en tempêtes émotionnelles qui surprennent jusqu’à la personne qui les ressent. Canalisée en un engagement constant pour autrui, cette dernière portion du zodiaque clôt le cycle par une sympathie qui sait agir.`,
  },
];
