// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Chiron dans chacun des douze signes, en français (traduit de CHIRON_IN_SIGN_EN). */
export const CHIRON_IN_SIGN_FR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Chiron en Bélier garde un point sensible autour du simple droit d’exister et d’agir, et guérit en aidant les autres à trouver le cran de commencer.',
    description: `Le point tendre se loge à la racine même de l’identité. En Bélier, feu cardinal que Mars commande, Chiron touche à la permission élémentaire de prendre de la place, de vouloir quelque chose et d’aller le chercher. Les premières expériences ont pu enseigner qu’affirmer un besoin attirait les ennuis, ou que montrer sa force était soit de trop, soit jamais assez. Il en résulte parfois une personne qui hésite sur la ligne de départ, puis compense par de brusques éclats de force.

Le quotidien trahit le schéma par petites touches : s’excuser avant de prendre la parole, se préparer à une bagarre qui ne vient jamais, ou se sentir curieusement ébranlé après avoir gagné une dispute. Quand la tension monte, la colère rentre en dedans sous forme de doute de soi, ou jaillit au-dehors en flambée défensive qui surprend tout le monde, à commencer par celui ou celle qui la porte.

Pourtant la blessure renferme un savoir rare. Qui s’est longtemps demandé s’il avait le droit d’agir comprend le courage de l’intérieur, comme un choix plutôt qu’un trait de caractère. Cette lucidité fait un excellent entraîneur, mentor ou allié pour quiconque se sent petit. Avec le temps, chaque premier pas honnête prouve qu’exister pleinement ne blesse personne, et la leçon rayonne, donnant aux autres la permission de commencer leur propre vie avec moins de peur.`,
    keywords: ['courage', 'valeur personnelle', 'initiative', 'identité', 'permission', 'colère'],
    strengths: ['comprendre la peur de l’intérieur', 'encourager les débutants hésitants', 'un courage choisi plutôt que présumé', 'l’honnêteté sur sa colère'],
    challenges: ['douter de son droit d’agir', 'de soudaines flambées défensives', 's’excuser d’avoir des besoins', 'osciller entre timidité et force'],
  },

  Taurus: {
    summary: 'Chiron en Taureau ressent sa douleur à travers le corps, les biens et la notion de suffisance, et apprend une manière ancrée et patiente de ramener le calme chez les autres.',
    description: `C’est dans la sécurité que loge la brûlure. En terre fixe, sous le sceptre de Vénus, Chiron évoque une histoire où le confort, l’argent, la nourriture ou la simple aisance physique paraissaient incertains, payés trop cher ou liés à la valeur de la personne. Même quand la vie se stabilise, une petite voix peut insister : tout pourrait disparaître demain.

Cette peur façonne des choix ordinaires. Certains s’agrippent à des routines, à une épargne ou à des objets bien après qu’ils ont cessé de servir ; d’autres se refusent le plaisir, comme si le bien-être était une dette hors de portée. Le corps tient souvent les comptes, logeant la tension dans les épaules et la mâchoire jusqu’à ce que le repos soit enfin permis. Aux saisons difficiles, l’entêtement devient un mur, et tout changement ressemble à une menace pour la survie.

Le lent travail de guérison convient bien au Taureau. En apprenant, à pas réguliers, que la valeur ne dépend pas de ce qu’on possède ou produit, ce Chiron acquiert un profond respect pour les choses simples qui stabilisent vraiment un être : un repas chaud, une promenade régulière, les mains dans la terre, un budget qui respire. Ce savoir est une médecine pratique pour autrui. Amis et clients perçoivent une présence calme qui ne les bouscule pas, et repartent avec le sentiment plus net qu’eux aussi sont assez.`,
    keywords: ['sécurité', 'valeur', 'corps', 'confort', 'patience', 'ressources'],
    strengths: ['une présence calme et stabilisante', 'un soin concret du corps et du foyer', 'la patience dans les lentes guérisons', 'enseigner un sain sentiment de suffisance'],
    challenges: ['la peur de perdre ce que l’on tient', 'se refuser plaisir ou repos', 'une résistance rigide au changement', 'lier sa valeur à ses biens'],
  },

  Gemini: {
    summary: 'Chiron en Gémeaux trouve sa blessure dans les mots, l’apprentissage et le besoin d’être compris, et change cette lutte en un don pour expliquer les choses avec clarté et bienveillance.',
    description: `Parler et penser forment ici le terrain sensible. L’air mutable, domaine de Mercure, rend Chiron fébrile autour des questions d’intelligence : la voix a-t-elle été entendue, la question accueillie, reste-t-il une étiquette d’école qui résonne encore ? Certains, avec cette position, se sont sentis plus lents que leurs frères, sœurs ou camarades ; d’autres ont été loués pour leur vivacité sans jamais se sentir vraiment écoutés.

Au jour le jour, la vieille piqûre se voit quand on relit dix fois un courriel, qu’on répète un appel avant de le passer, ou qu’on parle vite pour combler le silence avant qu’il puisse juger. Sous la pression, l’esprit s’éparpille et amasse des faits comme une armure, ou se ferme et prétend n’avoir rien d’intéressant à dire. Les échanges avec la fratrie, les voisins ou les camarades de classe peuvent peser plus lourd que de raison.

Le tournant passe par la curiosité elle-même. Parce que ce Chiron sait ce que c’est d’être perdu ou écarté, il apprend à traduire les idées difficiles en langage simple et à poser la question que d’autres n’osent pas formuler. Répétiteurs, écrivains, interprètes et auditeurs patients portent souvent cette signature. Leur don de guérison consiste à rendre la compréhension de nouveau sûre : ralentir, nommer simplement, rappeler qu’un esprit ne se mesure pas à sa vitesse. Chaque échange honnête entame un peu le vieux doute.`,
    keywords: ['communication', 'apprentissage', 'voix', 'curiosité', 'fratrie', 'écoute'],
    strengths: ['expliquer simplement les idées complexes', 'accueillir les questions maladroites', 'un talent d’enseignant ou de traducteur', 'une écoute vraiment attentive'],
    challenges: ['douter de son intelligence', 'le bavardage nerveux ou le mutisme', 'une attention qui s’éparpille sous le stress', 'se retrancher derrière les faits'],
  },

  Cancer: {
    summary: 'Chiron en Cancer garde une mémoire tendre du foyer et des premiers soins, et mûrit en une rare capacité d’abriter et de nourrir ceux qui ont manqué de tendresse maternelle.',
    description: `L’appartenance est le point faible. Avec Chiron en eau cardinale, sous la tutelle de la Lune, la blessure remonte souvent à la vie de famille : un parent absent, débordé ou difficile à atteindre, une maison qui changeait trop souvent d’adresse, ou un rôle de soignant endossé bien trop jeune. Sous bien des émotions, une question demeure : est-il sans danger de dépendre d’un autre ?

Cela se voit dans les habitudes. On peut s’occuper de tout le monde en refusant toute aide, cuisiner pour une tablée et manger debout devant l’évier, ou avoir le mal du pays même dans un logement confortable. Les humeurs suivent les marées de la mémoire, et une remarque anodine sur la famille peut tomber comme une pierre. Quand la blessure est remuée, la carapace se referme, ou le soin devient collant et inquiet.

Le don qui en naît est une profonde justesse émotionnelle. Qui connaît la faim de sécurité sait la créer pour les autres sans en faire une affaire : la chambre d’amis proposée, la soupe apportée, la porte qui reste ouverte tard. Familles d’accueil, conseillers et l’ami que tout le monde appelle à minuit portent parfois cette position. La guérison commence quand cette même bonté revient vers soi et que l’on accepte d’être soigné à son tour ; de là, une famille choisie se rassemble souvent d’elle-même.`,
    keywords: ['foyer', 'famille', 'appartenance', 'soin', 'sécurité', 'mémoire'],
    strengths: ['une profonde justesse émotionnelle', 'offrir aux autres un sentiment de foyer', 'un soin doux pour les plus fragiles', 'bâtir une famille choisie'],
    challenges: ['refuser d’être soigné', 'de vieilles blessures familiales qui ressurgissent', 's’agripper quand on a peur', 'se retirer dans sa coquille'],
  },

  Leo: {
    summary: 'Chiron en Lion porte la blessure de n’avoir pas été vu ni aimé pour ce qu’il est, et apprend à allumer l’étincelle créatrice chez les autres.',
    description: `Sous le règne du Soleil, dans le feu fixe, Chiron souffre autour de la reconnaissance. Peut-être le projecteur de l’enfance s’est-il tourné vers quelqu’un d’autre, peut-être l’affection ne venait-elle qu’avec une bonne prestation, ou le jeu passait-il pour une perte de temps. Il en reste une question : le vrai moi, sans aucun vernis, mérite-t-il d’être célébré ?

Le schéma peut prendre deux directions. L’un cache son talent, laisse le poème au fond d’un tiroir et décline toute invitation à monter sur scène ; l’autre court après les applaudissements et se sent vide quand la salle se tait. Les deux répondent à la même douleur. Les jours difficiles, la fierté devient cassante, les compliments sont durs à croire, et une critique peut sonner comme un verdict sur toute la personne.

Le feu fixe donne une grande endurance au processus de guérison. Peu à peu, en créant pour le plaisir, en dansant mal et en riant quand même, ce Chiron retrouve la chaleur qui avait toujours été là. De cette expérience naît un talent particulier pour révéler les autres : l’enseignant qui remarque l’enfant silencieux, le metteur en scène qui donne une vraie chance à un comédien nerveux, le parent qui salue l’effort plutôt que le résultat. Aider quelqu’un d’autre à briller se révèle guérir aussi celui ou celle qui aide.`,
    keywords: ['reconnaissance', 'créativité', 'jeu', 'expression de soi', 'fierté', 'cœur'],
    strengths: ['révéler le talent des autres', 'des éloges chaleureux et généreux', 'le courage de créer malgré tout', 'la joie retrouvée par le jeu'],
    challenges: ['cacher ses dons', 'la faim d’applaudissements', 'une fierté cassante', 'avoir du mal à croire les compliments'],
  },

  Virgo: {
    summary: 'Chiron en Vierge se débat avec le sentiment de n’être jamais assez bon ni assez utile, et change son attention minutieuse en véritable compétence pour servir et soigner.',
    description: `Rien ne semble jamais tout à fait fini pour cette position. Chiron en terre mutable, là où Mercure est maître, porte souvent la conviction tenace qu’il faut trouver et corriger les défauts avant de pouvoir être accepté. Le critique intérieur est parfois minutieux et infatigable, et il relève la coquille, la miette, la réponse envoyée un peu tard.

Ces exigences se lisent dans le travail et les habitudes de santé. Les listes se multiplient, les régimes changent, et le corps peut devenir un projet à gérer plutôt qu’une demeure où vivre. Être utile semble parfois le seul billet d’entrée pour appartenir, et se reposer donne mauvaise conscience. Dès que la fatigue nerveuse monte, le souci piétine dans les petits détails pendant que l’ensemble échappe au regard, et le même œil critique peut se poser sur les collègues ou les proches.

Il y a pourtant ici une sagesse chèrement acquise. La nature adaptable de la Vierge permet à ce Chiron d’apprendre par essais et ajustements, et des années d’examen de soi deviennent une fine compréhension des mécanismes, de leur marche comme de leurs pannes. Infirmiers, correcteurs, herboristes, mécaniciens et thérapeutes qui ont cette position possèdent souvent un geste sûr et pratique auquel on se fie. Le vrai remède arrive quand le service humble s’étend aussi à soi : admettre que « suffisamment bien » est souvent vraiment bien, et qu’un soin imparfait aide quand même.`,
    keywords: ['service', 'perfectionnisme', 'santé', 'savoir-faire', 'utilité', 'détail'],
    strengths: ['un vrai savoir-faire pour aider', 'l’œil aiguisé pour ce qui doit être réparé', 'un soin stable et digne de confiance', 'apprendre par ajustements patients'],
    challenges: ['un critique intérieur impitoyable', 'la culpabilité de se reposer', 's’inquiéter des petits détails', 'traiter le corps comme un projet'],
  },

  Libra: {
    summary: 'Chiron en Balance ressent sa blessure dans le couple et l’équité, et développe un doux talent pour rétablir l’équilibre entre des personnes en conflit.',
    description: `C’est dans les relations que vit la vieille douleur. En air cardinal, avec Vénus pour souveraine, Chiron est sensible à l’harmonie, à la justice et aux échanges entre deux personnes. Nombre de natifs ont vu très tôt des couples inégaux, ou appris à préserver la paix en réduisant leurs propres souhaits jusqu’à les faire presque disparaître.

Les échos sont connus. Accepter quand tout en soi refuse, refléter tout ce que veut le partenaire, ou rester dans un arrangement déséquilibré parce que l’autre option paraît plus solitaire. Certains basculent à l’opposé et tiennent chacun à distance, pour que personne ne puisse faire pencher la balance. Sous la contrainte, les décisions s’enlisent, le ressentiment s’amasse en silence, et la beauté ou le charme recouvrent un sentiment grandissant de ne pas être vu.

Un signe cardinal veut pourtant agir, et la guérison commence souvent par une petite préférence énoncée honnêtement. À partir de là, ce Chiron devient un artisan de paix naturel, capable de tenir les deux versions d’une histoire sans se perdre. Chez soi ou au bureau, on reconnaît là l’ami capable d’apaiser un dîner échauffé ou aider deux collègues à enfin s’entendre. Ces personnes savent que l’équité s’applique aussi à elles-mêmes, et savent guider autrui vers des accords qui laissent chacun entier. Les relations bâties sur cette compréhension deviennent une source de paix plutôt que de crainte.`,
    keywords: ['partenariat', 'équité', 'harmonie', 'équilibre', 'diplomatie', 'effet de miroir'],
    strengths: ['un artisan de paix habile', 'voir clairement les deux côtés', 'conclure des accords équitables', 'de la grâce dans les conversations difficiles'],
    challenges: ['se perdre dans les autres', 'un ressentiment caché', 'éviter les conflits nécessaires', 'tergiverser devant les décisions'],
  },

  Scorpio: {
    summary: 'Chiron en Scorpion touche aux blessures de la confiance, de la perte et du pouvoir, et fait de la traversée des pires tempêtes une présence forte et stable pour ceux qui sont en crise.',
    description: `Ici, la douleur court sous terre. Chiron en eau fixe, lié à la fois à Mars et à Pluton, connaît la trahison, le deuil, les secrets et le fait brut que les êtres et les choses peuvent être enlevés. Il reste parfois des souvenirs précoces de perte, d’emprise ou d’intensité que personne n’a expliqués, d’où une prudence vigilante quant à la distance qu’on laisse franchir.

La confiance est mise à l’épreuve sans relâche. Avec ce placement, on scrute parfois ses amis en quête de motifs cachés, garde jalousement l’information, ou éprouve la loyauté d’un partenaire avant de se détendre tout à fait. L’argent partagé, l’intimité et les fins peuvent tous raviver la plaie. Quand la peur grandit, le besoin de contrôle augmente, le silence devient une arme, et une vieille souffrance se porte des années au lieu d’être relâchée.

Parce que ce signe est fait pour la transformation, la blessure est aussi une porte. Pour avoir affronté des lieux sombres, ce Chiron ne s’en effraie pas chez les autres. Soignants en soins palliatifs, écoutants de crise, enquêteurs et ceux qui restent calmement auprès d’un ami en deuil montrent souvent cette force. Ils entendent des vérités difficiles sans broncher et aident les autres à nommer ce qui était caché. La guérison vient avec la volonté de lâcher, de pardonner quand c’est possible, et de découvrir que la vulnérabilité partagée avec les bonnes personnes rend du pouvoir au lieu d’en ôter.`,
    keywords: ['confiance', 'perte', 'intimité', 'pouvoir', 'transformation', 'profondeur'],
    strengths: ['une présence stable dans la crise', 'ne pas craindre les vérités difficiles', 'une profonde loyauté affective', 'guider les autres dans le changement'],
    challenges: ['soupçonner les motifs d’autrui', 'le besoin de contrôler', 'garder les vieilles douleurs', 'une intimité sur ses gardes'],
  },

  Sagittarius: {
    summary: 'Chiron en Sagittaire souffre autour de la croyance, du sens et de la vérité, et devient un enseignant en recherche qui aide les autres à trouver une foi à la mesure de leur vie.',
    description: `Qu’est-ce que tout cela veut dire ? Pour Chiron en feu mutable, sous la férule de Jupiter, la question peut sembler urgente et douloureuse. La blessure vient parfois d’un système de croyances rigide qui ne convenait pas, de moqueries essuyées pour de grandes idées, ou de la perte de foi en des personnes ou des institutions qui paraissaient sages. Elle prend aussi la forme d’un sentiment d’être étranger partout où la vie mène.

L’agitation suit. Ce peuvent être des déménagements répétés, des changements d’études, ou la quête continue du maître, du livre ou du voyage qui répondra enfin à tout. La certitude est tentante, et certains prêchent un peu trop fort ; d’autres deviennent cyniques et refusent de croire en quoi que ce soit. Au plus bas, l’optimisme sonne creux ou devient imprudent, et les faits sont tordus pour protéger une histoire rassurante.

La bénédiction est une vision large et généreuse du monde. Pour avoir questionné en profondeur, ce Chiron respecte de nombreux chemins et sait parler honnêtement du doute, ce qui en fait un guide digne de confiance. Enseignants, voyageurs, aumôniers et écrivains marqués par ce Chiron aident les autres à construire du sens à partir de leur propre expérience plutôt qu’à l’emprunter. La guérison naît de l’humour et de l’humilité : tenir ses croyances d’une main légère, garder les questions vivantes, et rester ouvert à la prochaine leçon de la route.`,
    keywords: ['sens', 'croyance', 'vérité', 'voyage', 'enseignement', 'foi'],
    strengths: ['le respect de nombreux chemins', 'l’honnêteté sur le doute', 'un enseignant ou un guide inspirant', 'l’humour face à l’épreuve'],
    challenges: ['le prêche ou le cynisme', 'une quête agitée', 'tordre les faits pour qu’ils collent à une histoire', 'se sentir étranger'],
  },

  Capricorn: {
    summary: 'Chiron en Capricorne porte le poids du devoir, de l’autorité et de la réussite, et mûrit en mentor avisé qui bâtit pour les autres des structures solides.',
    description: `La responsabilité est arrivée tôt pour bien des natifs de ce placement. En terre cardinale, sous la loi de Saturne, Chiron souffre volontiers autour de l’autorité et de la réussite : un parent exigeant ou distant, la nécessité de grandir vite, ou l’impression qu’il fallait mériter l’amour par des résultats. La peur secrète est celle de l’échec, ou d’être démasqué comme moins capable que tous ne le croient.

Le schéma passe facilement inaperçu, car il ressemble souvent au succès. De longues journées, des exigences élevées et un extérieur calme peuvent cacher l’épuisement et la conviction que se reposer revient à prendre du retard. Titres et étapes franchies n’apportent parfois qu’un bref soulagement. Quand la charge devient trop lourde, ce Chiron se montre dur envers ses propres limites, se méfie de ceux qui dirigent, ou renonce à toute ambition pour échapper au jugement.

Le temps est un allié. Les leçons de Saturne se déploient lentement, et à chaque décennie ce Chiron peut apprendre que la valeur n’est pas le rendement, et que l’autorité peut s’exercer avec bonté. Il devient alors un mentor ancré qui sait comment grimper et comment tomber. Patron, aîné ou entraîneur, il rend souvent un lieu de travail plus humain, parce qu’il se souvient de ce qu’il en coûtait de tout porter seul. Sa force est de bâtir des soutiens qui durent.`,
    keywords: ['devoir', 'autorité', 'réussite', 'maturité', 'responsabilité', 'structure'],
    strengths: ['un mentor sage et réaliste', 'bâtir des soutiens durables', 'un usage humain de l’autorité', 'la patience dans l’effort long'],
    challenges: ['la peur de l’échec', 'le surmenage comme preuve de valeur', 'la méfiance envers l’autorité', 'la dureté envers ses limites'],
  },

  Aquarius: {
    summary: 'Chiron en Verseau connaît la douleur d’être à part, et la transforme en un don pour bâtir des communautés où les différences sont bienvenues.',
    description: `Se sentir déplacé partout, voilà la douleur familière. Chiron en air fixe, associé à la fois à Saturne et à Uranus, rappelle souvent le sentiment d’être étrange, trop différent, ou seul parmi ses pairs. Amitiés et groupes ont pu être des lieux d’exclusion, si bien que le désir d’appartenir côtoie une forte envie de se tenir à l’écart.

Dans la vie courante, cela peut ressembler à une distance fraîche et spirituelle, à des causes embrassées tout en évitant les liens proches, ou à l’attente du rejet avant même qu’un groupe ait pu faire bon accueil. Certains gomment leur originalité pour se fondre dans le décor ; d’autres l’aiguisent en bouclier. Si la vieille blessure reste sans soin, le détachement se durcit en isolement, les idées deviennent plus confortables que les sentiments, et la rébellion passe pour de la liberté.

L’air fixe tient à ses principes, et cette constance devient une force une fois la blessure regardée en face. Ce Chiron sait d’expérience ce qu’il faut pour se sentir inclus, et il peut concevoir des groupes, des réseaux et des mouvements qui laissent de la place à tous les genres de personnes. Derrière l’association de quartier qui soutient vraiment ses membres, ou le club où les nouveaux venus se sentent aussitôt à l’aise, se tient souvent, sans bruit, quelqu’un de ce genre. La guérison passe par une amitié qui permet à la fois proximité et indépendance, et par l’acceptation qu’être singulier ne constitue aucune faute. Alors celui qui restait en marge devient celui qui tient la porte ouverte aux autres.`,
    keywords: ['appartenance', 'différence', 'communauté', 'amitié', 'originalité', 'liberté'],
    strengths: ['accueillir ceux qui se sentent différents', 'une manière originale de résoudre les problèmes', 'bâtir des groupes inclusifs', 'un engagement constant envers ses principes'],
    challenges: ['s’attendre au rejet', 'la distance affective', 'l’isolement pris pour de la liberté', 'cacher sa singularité ou en faire une arme'],
  },

  Pisces: {
    summary: 'Chiron en Poissons s’ouvre à la souffrance du monde, et apprend à changer une sensibilité profonde en compassion aux limites saines.',
    description: `Les frontières se brouillent facilement avec Chiron en eau mutable. Lié à Jupiter et à Neptune, ce placement absorbe l’humeur d’autrui comme une éponge, parfois dès le plus jeune âge. Il y a peut-être eu un proche qu’il fallait secourir, l’impression de porter un chagrin qui n’appartenait pas à soi, ou le regret d’un monde plus grand que ce que la vie ordinaire pouvait offrir.

L’expérience quotidienne peut être fatigante. Les foules vident l’énergie, les tristes nouvelles s’attardent des jours durant, et dire non à quelqu’un dans le besoin paraît presque impossible. L’évasion devient tentante, par la rêverie, les écrans, les longues siestes ou d’autres manières d’adoucir les angles. Submergée, la personne ne distingue plus où elle finit et où commencent les autres ; elle peut se sentir victime des circonstances ou glisser dans le rôle du sauveur sans fin.

Les dons n’en sont pas moins beaux. Peu de positions offrent une empathie aussi naturelle ou un sens aussi vif du versant spirituel ou artistique de la vie. Musiciens, aidants, thérapeutes et bénévoles qui portent ce Chiron apportent de la douceur là où elle manque cruellement. L’étape de guérison consiste à apprendre que la compassion fonctionne mieux avec des limites : se reposer, choisir qui aider, et laisser partir certains fardeaux. Avec cet équilibre, cette sensibilité se fait réconfort discret pour beaucoup.`,
    keywords: ['compassion', 'sensibilité', 'limites', 'spiritualité', 'empathie', 'imagination'],
    strengths: ['une empathie naturelle', 'une intuition artistique et spirituelle', 'une présence douce pour ceux qui souffrent', 'une nature qui pardonne'],
    challenges: ['des limites fragiles', 'l’envie de fuir', 'secourir à ses propres dépens', 'absorber l’humeur des autres'],
  },
};
