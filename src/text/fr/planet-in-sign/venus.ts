// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Vénus dans chacun des douze signes, en français (traduit de VENUS_IN_SIGN_EN). */
export const VENUS_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Vénus en Bélier aime en faisant le premier pas, attirée par le courage et les départs neufs, et montre son affection par des gestes hardis plutôt que par une cour lente et prudente.',
    description: `Ici, l’attirance arrive vite et s’annonce sans détour. Vénus se trouve dans un signe de feu cardinal gouverné par Mars, si bien que la planète de l’harmonie emprunte l’énergie de la planète de la conquête : il en résulte une manière d’aimer qui préfère envoyer le premier message plutôt que de l’attendre. Le désir est net et direct : une étincelle, une décision, un projet pour samedi soir arrêté le jeudi après-midi. Les goûts vont vers le vif, le sportif et le nouveau, et le plaisir naît souvent d’une activité partagée, randonnée, course ou escapade improvisée, plutôt que de l’immobilité. L’astrologie traditionnelle dit Vénus en exil dans ce signe, ce qui veut seulement dire que le Bélier tire contre le versant patient et réceptif de la planète. Sous tension, le frisson de la conquête peut devancer le travail qu’exige un lien durable, et une semaine calme risque d’être prise pour un désintérêt. L’impatience envers le rythme plus lent d’un partenaire peut aussi éclater en mots vifs que l’on regrette ensuite. Quand tout se passe bien, cette Vénus apporte de l’honnêteté, de la chaleur et une absence rafraîchissante de petits jeux. Apprendre à rester curieux après le premier emballement fait de cette fameuse étincelle une flamme régulière, encore vivante des années plus tard.`,
    keywords: ['passion', 'initiative', 'franchise', 'spontanéité', 'courage', 'fougue'],
    strengths: [
      'dire ses sentiments sans détour',
      'apporter énergie et gaieté au couple',
      'défendre ses proches avec ardeur',
      'se remettre vite d’un refus',
    ],
    challenges: [
      'perdre tout intérêt une fois la conquête finie',
      'l’impatience envers un partenaire plus lent',
      'céder à une attirance sans réfléchir',
      'prendre le calme pour de l’ennui',
    ],
  },

  Taurus: {
    summary:
      'Enracinée dans son propre signe de terre, Vénus en Taureau trouve l’amour par les sens et par la constance, et apprécie le confort, la bonne chère et un partenaire qui reste.',
    description: `Peu de positions paraissent aussi posées que celle-ci. Le Taureau est l’un des deux domiciles de Vénus, et sa terre fixe donne à la planète un corps où habiter : le poids d’une couverture de laine, l’odeur du pain au four, le plaisir lent d’un long dîner avec un visage familier. L’amour se montre par la fiabilité et le toucher plus que par les discours, et la confiance se construit comme pousse un jardin, saison après saison. Les goûts vont à la qualité qui dure, que ce soit une chaise bien faite, une chanson favorite écoutée cent fois ou une amitié gardée depuis des décennies. L’argent et les biens portent une charge affective, car la sécurité fait partie de ce qui rend l’affection réelle. Poussée trop loin, cette stabilité peut se durcir en entêtement, en possessivité, ou en refus de quitter une situation qui ne donne plus rien. Le confort peut aussi devenir une habitude qui étouffe la croissance, les mêmes rituels se répétant longtemps après avoir perdu leur charme. Sous son plus beau jour, Vénus en Taureau offre une présence sereine et généreuse grâce à laquelle les autres se sentent en sécurité et entourés. Laisser place au changement au sein de cette fidélité garde le lien frais sans lui faire perdre ses racines profondes.`,
    keywords: ['sensualité', 'fidélité', 'confort', 'patience', 'sécurité', 'beauté'],
    strengths: [
      'une affection stable et sûre',
      'un œil naturel pour la qualité durable',
      'l’art de rendre un foyer chaleureux et reposant',
      'la patience dans les saisons difficiles',
    ],
    challenges: [
      'la possessivité dans les liens proches',
      'la résistance au changement nécessaire',
      'mesurer l’amour à la sécurité matérielle',
      'rester trop longtemps par habitude',
    ],
  },

  Gemini: {
    summary:
      'Vénus en Gémeaux se laisse charmer par l’esprit et la conversation, et cherche un partenaire qui soit aussi un ami et un compagnon vif pour l’intelligence.',
    description: `Pour Vénus en Gémeaux, l’histoire d’amour commence souvent par un bel échange de mots. Dans un signe d’air mutable gouverné par Mercure, l’attirance naît d’une remarque habile, d’une plaisanterie partagée ou d’une conversation nocturne qui vagabonde sur une douzaine de sujets avant que quiconque remarque l’heure. La variété est un vrai besoin, non un caprice : de nouveaux lieux, de nouveaux livres, de nouvelles rencontres et des messages enjoués tout au long de la journée gardent le cœur en éveil. Les préférences sont éclectiques et vite mises à jour, avec un faible pour ce qui est léger, utile et intéressant à raconter. Un partenaire capable de suivre le rythme, de bien écouter et de rire facilement vaut plus que les grands gestes. Sous pression, la même légèreté peut tourner à l’agitation, au flirt pour esquiver un sentiment plus profond, ou à l’habitude de garder plusieurs options ouvertes pour qu’aucun choix ne paraisse définitif. Les sentiments sont parfois analysés et expliqués plutôt que simplement vécus, ce qui peut laisser l’autre incertain de sa place. Bien employée, cette Vénus garde les relations jeunes, curieuses et pleines d’idées neuves. Quand l’amour de la parole s’allie à la volonté de dire ce qui compte vraiment, il devient un don pour une compagnie honnête et durable.`,
    keywords: ['curiosité', 'esprit', 'variété', 'conversation', 'flirt', 'amitié'],
    strengths: [
      'garder une relation joueuse et vivante',
      'parler ouvertement des problèmes',
      'l’aisance dans les nouveaux cercles',
      'trouver du charme aux petites choses du quotidien',
    ],
    challenges: [
      'l’agitation quand la routine s’installe',
      'des sentiments maintenus au niveau des idées',
      'la difficulté à choisir et à s’engager',
      'une attention dispersée dans les moments d’intimité',
    ],
  },

  Cancer: {
    summary:
      'En nourrissant et en protégeant, Vénus en Cancer trouve un plaisir profond dans le foyer, la famille, les souvenirs partagés et les rituels discrets du soin.',
    description: `La tendresse est la langue maternelle de cette position. Vénus traverse un signe d’eau cardinal gouverné par la Lune, et l’affection prend la forme de nourrir, d’abriter et de se souvenir : la soupe apportée à un ami malade, l’anniversaire jamais oublié, l’album photo tenu à jour. L’attirance grandit là où règne la sécurité affective, et la confiance s’accorde lentement, puis se garde avec une grande loyauté. Le réconfort vient de ce qui est familier et chargé de sens, comme les vieilles recettes, les objets hérités et les pièces qui sentent la vie. Comme la Lune change de phase, les humeurs peuvent varier, et le besoin d’être rassuré monter et descendre avec elles. Dans les périodes d’inquiétude, le soin peut tourner à l’accaparement, et les blessures se cacher derrière une carapace protectrice ou s’exprimer de biais, par la bouderie ou la culpabilité. Les peines d’autrefois colorent parfois les relations présentes plus que les faits ne le justifient. Libre de s’épanouir, Vénus en Cancer crée un sentiment d’appartenance dont les autres se souviennent toute leur vie. Nommer clairement ses besoins, au lieu d’espérer qu’on les devine, permet que ce dévouement profond soit reçu comme le cadeau généreux qu’il est vraiment.`,
    keywords: ['sollicitude', 'dévouement', 'foyer', 'mémoire', 'sensibilité', 'protection'],
    strengths: [
      'faire que chacun se sente chez soi et entouré',
      'une loyauté profonde envers la famille et les amis',
      'la mémoire des détails qui comptent',
      'des liens affectifs durables',
    ],
    challenges: [
      'l’accaparement dans l’insécurité',
      'cacher sa peine derrière une carapace',
      'garder les vieux griefs',
      'attendre que ses besoins soient devinés',
    ],
  },

  Leo: {
    summary:
      'Généreuse et un brin théâtrale, Vénus en Lion veut que l’amour ait quelque chose d’exceptionnel, et offre en retour chaleur, loyauté et admiration.',
    description: `Ici, l’affection veut un public, ou du moins un projecteur pour deux. Placée dans le feu fixe que gouverne le Soleil, Vénus traite l’amour comme une chose à célébrer, avec des fleurs, des fêtes surprises, des lettres manuscrites et des soirées où l’on s’habille sans raison particulière. Le cœur est chaleureux et fidèle ; une fois engagé, il a tendance à le rester, et brille avec constance sur ceux qu’il a choisis. Son style aime la couleur, le spectacle et une touche de luxe, avec un vrai plaisir pour le jeu, la scène et les loisirs créatifs partagés à deux. La reconnaissance est le carburant qui garde cette Vénus éclatante, et un simple compliment peut la porter des jours entiers. Dans un mauvais jour, le besoin d’être admiré peut devenir besoin d’être au centre, et un manque d’attention ressembler à un rejet. La fierté peut aussi rendre difficile de s’excuser ou d’avouer une blessure, si bien que de petits affronts grossissent plus que nécessaire. Dans ses plus beaux moments, cette position donne à chacun autour d’elle le sentiment d’être précieux et un peu plus vivant. Complimenter aussi librement qu’elle espère l’être change un éclat naturel en source durable de joie pour tout l’entourage.`,
    keywords: ['romantisme', 'générosité', 'chaleur', 'fierté', 'jeu', 'loyauté'],
    strengths: [
      'une affection chaleureuse et généreuse',
      'l’art de rendre festifs les jours ordinaires',
      'une fidélité sans faille une fois le choix fait',
      'l’encouragement de la créativité des autres',
    ],
    challenges: [
      'le besoin d’admiration constante',
      'une fierté qui empêche de s’excuser',
      'se sentir offensé par un manque d’attention',
      'faire de l’amour une représentation',
    ],
  },

  Virgo: {
    summary:
      'L’attention soigneuse et l’aide concrète portent l’affection de Vénus en Vierge, qui préfère les services discrets aux grandes déclarations et aux romances tapageuses.',
    description: `Pour cette Vénus, aimer est un verbe d’action. Placée dans un signe de terre mutable gouverné par Mercure, la planète montre son dévouement en remarquant ce dont l’autre a besoin et en s’en occupant sans bruit : réparer la porte qui grince, préparer un déjeuner à emporter, apprendre exactement comment le partenaire aime son café. Le respect de la compétence, de l’intelligence ou d’une gentillesse manifestée en petits gestes constants est souvent ce qui gagne d’abord ce cœur. Les lignes nettes, les objets utiles et les choses bien faites exercent un fort attrait, et l’œil repère les détails que d’autres négligent. La tradition place ici la chute de Vénus, une façon de dire que le plaisir franc et facile ne vient pas naturellement : il faut se l’autoriser. Quand le stress s’accumule, le désir d’améliorer peut devenir critique envers le partenaire, ou envers soi, et l’affection être retenue jusqu’à ce que tout paraisse assez bien. La crainte de mal aimer peut étouffer la simple joie d’être ensemble. Ce que Vénus en Vierge offre, au bout du compte, c’est un soin réfléchi, modeste et profondément fiable, qui se renforce avec le temps. Accepter l’imperfection chez les autres, et surtout chez soi, permet à ce dévouement discret de se détendre en un plaisir réel et sans hâte.`,
    keywords: ['service', 'discernement', 'modestie', 'attention', 'raffinement', 'fiabilité'],
    strengths: [
      'montrer son amour par l’aide concrète',
      'remarquer les petits besoins et les détails',
      'une affection honnête et modeste',
      'l’effort constant pour que tout fonctionne',
    ],
    challenges: [
      'la critique de soi ou du partenaire',
      'la difficulté à s’abandonner au plaisir',
      'se retenir tant que tout n’est pas parfait',
      'l’inquiétude qui chasse le plaisir',
    ],
  },

  Libra: {
    summary:
      'Vénus en Balance recherche l’équilibre, la grâce et un vrai partenariat, et accorde du prix à l’équité, aux bonnes manières et à la beauté, dans les liens comme dans le décor.',
    description: `La Balance est le signe où Vénus parle le plus couramment la langue de la relation. Domicile aérien et cardinal de la planète, elle oriente l’amour vers le partenariat comme un art : le donnant-donnant d’une bonne conversation, la décision prise à deux, la soirée organisée en pensant aux goûts de chacun. La beauté, la courtoisie et le sens de l’équité attirent fortement, et l’on sait voir le point de vue de l’autre avant même qu’il ait fini de l’expliquer. Son sens du style est raffiné et équilibré, avec un sens inné de la couleur, des proportions et des cadres agréables, dans l’habillement, la musique ou l’agencement d’une pièce. Comme ce signe lance les choses dans le monde social, cette Vénus rapproche souvent les gens : elle présente ses amis les uns aux autres, apaise les tensions et reçoit avec talent. Déséquilibré, l’amour de l’harmonie peut conduire à fuir le conflit à tout prix, à acquiescer quand la vraie réponse est non, ou à perdre de vue ses propres désirs à force de vouloir plaire. L’indécision peut bloquer longtemps des choix importants. Harmonieuse, Vénus en Balance crée des relations justes et gracieuses où chacun se sent vu. Accepter d’être en désaccord avec douceur rend cette harmonie honnête et solide.`,
    keywords: ['harmonie', 'partenariat', 'grâce', 'équité', 'diplomatie', 'esthétique'],
    strengths: [
      'voir les deux côtés d’un désaccord',
      'un sens raffiné de la beauté et du style',
      'de la grâce et des égards pour autrui',
      'l’art de rapprocher les gens',
    ],
    challenges: [
      'fuir le conflit à tout prix',
      'l’indécision devant les choix importants',
      'perdre ses désirs dans ceux du partenaire',
      'dire oui pour avoir la paix',
    ],
  },

  Scorpio: {
    summary:
      'Intense et secrète en amour, Vénus en Scorpion cherche la profondeur, la loyauté et la vérité des sentiments plutôt qu’un lien léger ou passager.',
    description: `Rien dans l’attirance n’est anodin pour cette position. Dans l’eau fixe du Scorpion, que gouvernent Mars selon la tradition et Pluton selon les modernes, Vénus veut un lien qui plonge sous la surface, là où les secrets se partagent et où la confiance s’éprouve et se prouve. Le désir est fort et concentré ; une fois l’intérêt éveillé, il reste volontiers fixé sur une seule personne. Les goûts penchent vers ce qui est riche, sombre et chargé de sens : les couleurs profondes, les mystères, les longues conversations sur ce que la plupart évitent. Le Scorpion est un signe d’exil pour Vénus, car sa profondeur et son goût du contrôle tirent contre la sociabilité ouverte et facile de la planète. Quand la confiance vacille, l’intensité peut devenir jalousie, possessivité ou habitude de mettre à l’épreuve la loyauté de l’autre. Les trahisons passées restent parfois en mémoire bien après le moment où il aurait fallu les lâcher, et la vulnérabilité peut sembler si risquée qu’on la protège par le silence ou le contrôle. À son plus fort, Vénus en Scorpion offre une loyauté farouche et une honnêteté affective que peu d’autres positions égalent. Laisser la confiance naître de l’ouverture plutôt que du contrôle permet à cet amour puissant de guérir et de renouveler les deux partenaires.`,
    keywords: ['intensité', 'profondeur', 'loyauté', 'passion', 'discrétion', 'transformation'],
    strengths: [
      'un engagement profond et durable',
      'honnêteté et courage affectifs',
      'une présence fidèle dans les moments difficiles',
      'voir sous la surface des êtres',
    ],
    challenges: [
      'jalousie et possessivité',
      'mettre à l’épreuve la loyauté du partenaire',
      'garder en soi les anciennes trahisons',
      'se protéger par le silence ou le contrôle',
    ],
  },

  Sagittarius: {
    summary:
      'La liberté, l’aventure et les grandes idées attirent Vénus en Sagittaire, qui aime le mieux avec un partenaire partageant à la fois le voyage et les éclats de rire.',
    description: `Une route ouverte et une bonne histoire enflamment cette Vénus. Sous la maîtrise de Jupiter, dans le feu mutable, l’affection grandit par la découverte partagée : voyages, études, longues discussions sur la foi et le sens, ou simplement un restaurant essayé dans un quartier jamais visité. Les personnes d’autres horizons, ou dotées d’un solide sens de l’humour et d’un but, attirent particulièrement. Les goûts sont larges et généreux ; on collectionne souvenirs, langues et amis venus de partout. L’honnêteté compte énormément, parfois livrée plus crûment qu’on ne le voudrait. L’amour se sent le plus vivant quand il laisse respirer, et un partenaire qui voit dans la liberté une valeur commune plutôt qu’une menace trouvera à ses côtés une présence fidèle. Si l’agitation l’emporte, la peur d’être attaché peut pousser à garder un pied dehors, à promettre plus qu’on ne peut tenir ou à dériver vers la prochaine perspective excitante. L’optimisme peut aussi passer par-dessus des problèmes qui demandent une attention patiente. Le meilleur de Vénus en Sagittaire apporte joie, générosité et largeur de vue aux relations. Choisir l’engagement comme une autre forme d’aventure permet à ce cœur ouvert de gagner en profondeur autant qu’en étendue.`,
    keywords: ['aventure', 'liberté', 'optimisme', 'honnêteté', 'générosité', 'exploration'],
    strengths: [
      'de l’humour et de l’enthousiasme en amour',
      'l’ouverture aux gens de tous horizons',
      'l’honnêteté sur ses sentiments et ses intentions',
      'la générosité en temps et en encouragements',
    ],
    challenges: [
      'la peur de s’attacher',
      'une franchise qui blesse',
      'trop promettre sur le moment',
      'passer sur les problèmes par optimisme',
    ],
  },

  Capricorn: {
    summary:
      'Vénus en Capricorne prend l’amour comme un engagement sérieux, et montre son dévouement par la fiabilité, les buts communs et un soin qui s’approfondit avec le temps.',
    description: `La patience est le don amoureux de Vénus en Capricorne. En terre cardinale, sous l’autorité de Saturne, l’affection se mesure en actes qui tiennent au fil des années : arriver à l’heure, tenir ses promesses, aider à bâtir un foyer, une entreprise ou un avenir commun, pas après pas. L’attirance va souvent à la maturité, à la compétence et à l’ambition, avec parfois une préférence précoce pour des partenaires qui semblent établis ou un peu plus âgés dans l’âme. Les goûts vont aux styles classiques, aux matériaux de qualité et aux choses qui se bonifient avec l’âge, comme un bon cuir, un vieux bois ou un jardin bien entretenu. Les sentiments s’expriment d’abord avec réserve, puis plus chaleureusement à mesure que la confiance se gagne. Sous une lourde pression, la prudence peut devenir froideur, et le souci du statut, de l’argent ou des apparences peser trop lourd dans les choix du cœur. Le travail peut aussi passer avant le plaisir, jusqu’à ce qu’un partenaire se sente comme une ligne de plus dans l’agenda. Mûre et sereine, cette Vénus offre un amour fiable et discrètement dévoué, qui s’enrichit d’année en année. Faire une place au jeu et à la tendresse déclarée empêche cette force de devenir raide ou lointaine.`,
    keywords: ['engagement', 'responsabilité', 'patience', 'ambition', 'réserve', 'endurance'],
    strengths: [
      'tenir ses promesses et ses engagements',
      'bâtir avec l’autre une sécurité durable',
      'le goût de la qualité classique',
      'un soutien calme dans les moments durs',
    ],
    challenges: [
      'une réserve qui passe pour de la froideur',
      'faire passer le travail avant le plaisir',
      'accorder trop de poids au statut',
      'la lenteur à montrer sa tendresse',
    ],
  },

  Aquarius: {
    summary:
      'Vénus en Verseau accorde du prix à l’amitié, à l’indépendance et à l’originalité en amour, et préfère une relation d’égal à égal qui laisse chacun libre d’être différent.',
    description: `L’amitié est au cœur de l’amour pour cette position. Signe d’air fixe gouverné par Saturne dans l’ancien système et par Uranus dans le nouveau, le Verseau conduit Vénus à vouloir un lien entre deux êtres libres et égaux qui partagent des idéaux, un humour et une curiosité pour le vaste monde. L’intérêt naît souvent d’une cause défendue ensemble, d’un même groupe ou d’une rencontre par des amis communs, et la relation peut suivre son propre dessin insolite plutôt qu’un scénario convenu. Les goûts vont vers l’original, le moderne et le légèrement excentrique, des musiques étranges aux modes de vie hors des normes habituelles. L’équité et le respect mutuel comptent bien plus que les grandes envolées romantiques. Quand la proximité semble menacer, le besoin d’indépendance peut devenir distance affective, et des principes forts se durcir en entêtement sur la manière dont l’amour devrait fonctionner. La chaleur offerte généreusement à toute une communauté est parfois plus difficile à donner à une seule personne, de près. Pleinement vécue, Vénus en Verseau crée des relations fondées sur l’honnêteté, l’acceptation et la liberté mutuelle, où chacun est encouragé à grandir. Laisser l’intimité paraître sûre plutôt qu’enfermante permet à ce cœur amical de s’ouvrir pleinement à la proximité qu’il désire aussi, en silence.`,
    keywords: ['amitié', 'indépendance', 'originalité', 'égalité', 'idéalisme', 'ouverture'],
    strengths: [
      'traiter ses partenaires en égaux et en amis',
      'accepter les gens tels qu’ils sont',
      'apporter des idées neuves à la relation',
      'la fidélité aux idéaux et aux causes communes',
    ],
    challenges: [
      'la distance affective dans les moments proches',
      'l’entêtement sur les principes',
      'la difficulté avec l’intimité du quotidien',
      'plus de chaleur pour le groupe que pour une seule personne',
    ],
  },

  Pisces: {
    summary:
      'Avec compassion et imagination, Vénus en Poissons aspire à un lien d’âme à âme et trouve la beauté dans la musique, l’art, la bonté et un dévouement discret.',
    description: `La tradition honore ce signe comme celui de l’exaltation de Vénus, où l’amour de la planète s’élargit jusqu’à frôler la dévotion. Dans un signe d’eau mutable gouverné par Jupiter, avec Neptune pour maître moderne, l’affection coule facilement et sans guère de conditions : une disposition à pardonner, à consoler et à voir le meilleur en quelqu’un même quand il ne le voit pas lui-même. Ce qui attire, c’est souvent la sensibilité, la créativité ou une part de mystère, et l’amour peut prendre une qualité de rêve, comme si la relation sortait d’une chanson ou d’un film. La beauté se trouve dans les couleurs douces, l’eau, la musique et l’art qui touche le cœur. Submergée, cette ouverture peut brouiller les limites et mener au sacrifice de soi, au sauvetage de partenaires qui auraient besoin de se sauver eux-mêmes, ou à l’amour d’un idéal plus que de la personne réelle présente dans la pièce. La déception est parfois esquivée par une fuite dans le rêve plutôt que par une parole franche. Au fond, Vénus en Poissons offre un amour doux et réparateur qui donne aux autres le sentiment d’être profondément compris. Associer cette compassion à des limites claires permet à ce cœur généreux de donner librement sans se perdre en chemin.`,
    keywords: ['compassion', 'romantisme', 'imagination', 'dévotion', 'sensibilité', 'pardon'],
    strengths: [
      'une compassion et un pardon profonds',
      'un sens artistique et musical marqué',
      'donner aux autres le sentiment d’être compris',
      'un dévouement doux et désintéressé',
    ],
    challenges: [
      'des limites floues dans la relation',
      'l’idéalisation du partenaire',
      'un sacrifice de soi qui va jusqu’à se perdre',
      'fuir dans le rêve au lieu de parler',
    ],
  },
};
