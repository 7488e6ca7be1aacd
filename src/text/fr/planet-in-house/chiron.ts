// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PlacementText } from '../../placement-text.js';

/** Chiron dans chacune des douze maisons (maison 1 en premier), en français (traduit de CHIRON_IN_HOUSE_EN). */
export const CHIRON_IN_HOUSE_FR: readonly PlacementText[] = [
  // maison 1
  {
    summary: 'Chiron en maison 1 loge la blessure dans le corps et la première impression, et change une acceptation de soi durement gagnée en permission tranquille, pour les autres, de se laisser voir.',
    description: `Quelle que soit la douleur que porte Chiron, elle se porte à fleur de peau lorsqu’il occupe la maison 1. Le corps, le visage, la manière d’entrer quelque part peuvent tous ressembler à des questions ouvertes : trop grand, trop discret, trop différent, marqué par une maladie, une cicatrice ou un surnom d’enfance resté collé. L’entourage ne remarque souvent rien d’inhabituel, et pourtant le sentiment d’être exposé ne s’efface guère.

Au quotidien, cela peut consister à vérifier son reflet dans chaque vitrine, à choisir des vêtements pour disparaître, ou à répéter une présentation sur le chemin d’une soirée. Certains répondent en se forgeant un personnage audacieux qui dissuade quiconque de regarder de trop près. Sous la pression, un seul coup d’œil ou une remarque sur l’apparence suffit à gâcher tout un après-midi, et chaque commencement s’aborde avec un mouvement de recul.

Ce qui grandit ici, c’est une aisance peu commune avec la différence visible. Qui a fait la paix avec son propre corps et ses manières, non en les corrigeant mais en les habitant, permet à chacun de se détendre à son tour dans les siens. Entraîneurs, professeurs de sport, stylistes ou simplement bons amis dotés de cette position mettent les nouveaux venus à l’aise sans un mot. Le geste le plus guérisseur tient souvent à la présence toute simple : venir tel qu’on est, et laisser cela suffire.`,
    keywords: ['corps', 'apparence', 'identité', 'premières impressions', 'acceptation de soi', 'présence'],
    strengths: ['mettre à l’aise les personnes qui se sentent observées', 'un profond respect de la différence visible', 'le courage de se montrer tel qu’on est', 'une présence sincère et sans défense'],
    challenges: ['se sentir sans cesse exposé', 'se cacher derrière un personnage audacieux', 'reculer devant les nouveaux départs', 'prendre à cœur les remarques sur le physique'],
  },
  // maison 2
  {
    summary: 'En maison 2, Chiron attache une vieille douleur à l’argent, aux biens et à l’estime de soi, et bâtit peu à peu sur la valeur une sagesse pratique sur laquelle d’autres peuvent s’appuyer.',
    description: `Les discussions d’argent autour de la toile cirée, les chaussures qui devaient tenir une année de plus, la règle tacite selon laquelle désirer des choses était égoïste : ce genre de souvenirs se tient souvent derrière Chiron en maison 2. La blessure touche la valeur dans ses deux sens, ce que l’on possède et ce que l’on croit valoir, et les deux ont tendance à former un nœud serré.

Ce nœud se voit dans les choix de tous les jours. Une fiche de paie ne paraît jamais suffisante, quel qu’en soit le montant, ou bien s’installe l’habitude de brader son travail, de décliner une augmentation ou de donner ses affaires avant que quiconque puisse les prendre. D’autres penchent vers l’accumulation et gardent tickets de caisse et bocaux de boutons de rechange comme rempart contre une perte qui ne vient jamais. Au plus fort de l’inquiétude, la dépense se fige ou devient insouciante, et un talent reste inemployé parce qu’il semble trop banal pour compter.

La guérison se fait d’ordinaire par étapes, et de façon concrète. Apprendre à annoncer un prix juste, à savourer un petit confort sans remords, à séparer sa valeur personnelle de son relevé de compte : voilà qui donne à ce Chiron une autorité bien ancrée sur le sujet. Beaucoup deviennent l’ami qui aide à établir un budget sans honte ou à repérer un savoir-faire qui mérite d’être payé. Leur leçon : la valeur naît au-dedans, et peut ensuite se partager librement.`,
    keywords: ['estime de soi', 'argent', 'biens', 'talents', 'sécurité', 'valeur'],
    strengths: ['aider autrui à voir sa propre valeur', 'un regard pratique et sans honte sur l’argent', 'repérer les talents cachés', 'la gratitude pour les plaisirs simples'],
    challenges: ['brader son temps et son savoir-faire', 'ne jamais avoir le sentiment d’en avoir assez', 'l’accumulation ou la dépense irréfléchie', 'lier sa valeur à son revenu'],
  },
  // maison 3
  {
    summary: 'Chiron en maison 3 trouve son point sensible dans les premiers apprentissages, la parole et les liens fraternels, et devient un communicant patient qui aide les autres à trouver leurs mots.',
    description: `Les premières années d’école, le dîner de famille où tout le monde parlait à la fois, le frère aîné ou la petite sœur à la repartie plus prompte et à la voix plus forte : la maison 3 garde les premières leçons sur l’art d’être entendu, et Chiron ici laisse penser que certaines ont fait mal. Peut-être la lecture est-elle venue tard, un accent a-t-il été moqué, ou le lien avec la fratrie a-t-il souffert de rivalité, d’éloignement ou d’un deuil.

L’écho se fait entendre dans les moments de routine. Écrire un court message peut demander une heure de brouillons ; prendre la parole en réunion dessèche la bouche et fait battre le pouls. Certains évitent la vie du quartier et connaissent à peine leurs voisins, tandis que d’autres remplissent chaque trajet et chaque course de bavardages pour tenir à distance une ancienne impression d’être ignorés. Dans les mauvais jours, une faute d’orthographe ou un nom mal entendu semble confirmer un vieux verdict : trop lent, trop bête.

Avec le temps, la lutte devient un métier. Pour avoir bataillé pour chaque phrase, ce Chiron sait doser l’information, reformuler sans condescendance et remarquer, au fond de la salle, la personne qui n’a pas encore parlé. Les répétiteurs de lecture, orthophonistes, journalistes, ou l’oncle et la tante qui aident aux devoirs en portent souvent la marque. Chaque conversation claire et bienveillante répare quelque chose des deux côtés.`,
    keywords: ['parole', 'apprentissage', 'fratrie', 'écriture', 'voisinage', 'écoute'],
    strengths: ['la patience avec ceux qui apprennent lentement', 'reformuler sans condescendance', 'remarquer la voix discrète', 'réparer avec soin les liens fraternels'],
    challenges: ['se torturer pour un simple message', 'la peur de paraître sot', 'une vieille rivalité fraternelle', 'le bavardage nerveux ou le mutisme'],
  },
  // maison 4
  {
    summary: 'Chiron en maison 4 repose à la racine familiale : il porte une gêne ancienne vis-à-vis du foyer et la change en don pour créer des lieux où d’autres peuvent se poser.',
    description: `Logé au Fond du Ciel, tout en bas du thème, Chiron touche aux fondations : l’ascendance, le premier foyer et le moi intime que peu de gens voient. Quelque chose, souvent, restait instable dans la maisonnée, à cause de déménagements fréquents, de la maladie d’un parent, de soucis d’argent, d’un secret de famille, ou simplement du sentiment d’être invité dans sa propre maison.

À l’âge adulte, le schéma se lit parfois dans la tenue du logement. Certains ne défont jamais vraiment leurs cartons et vivent des années entre les caisses ; d’autres rénovent sans fin, en quête d’une sécurité que les murs ne peuvent pas tout à fait fournir. Les fêtes de famille ravivent d’anciens rôles en quelques minutes, et les questions d’héritage prennent vite un tranchant. Aux heures de stress, l’élan pousse à se retirer dans ses quartiers et à fermer la porte, ou à éviter carrément d’être chez soi.

Cette même sensibilité donne pourtant un talent rare pour offrir un abri. Pour s’être senti sans racines, ce Chiron sait ce qui rend une pièce, un jardin ou une table sûrs, et peut bâtir ce sentiment pour autrui, en hôte, en propriétaire, en historien de la famille ou en conseiller des personnes en transition. Retracer honnêtement l’histoire familiale et choisir ce que l’on transmet apporte d’ordinaire le soulagement le plus profond. Beaucoup découvrent que les années de maturité leur offrent enfin un foyer qui leur ressemble.`,
    keywords: ['foyer', 'racines', 'ascendance', 'famille', 'intimité', 'appartenance'],
    strengths: ['créer un sentiment de sécurité dans un lieu', 'l’honnêteté sur l’histoire familiale', 'comprendre les personnes en transition', 'une profonde force intérieure'],
    challenges: ['ne jamais se sentir tout à fait chez soi', 'les anciens rôles familiaux qui refont surface', 'se retirer derrière des portes closes', 'déménager ou rénover sans répit'],
  },
  // maison 5
  {
    summary: 'Placé en maison 5, Chiron souffre autour du jeu, de l’amour et de la joie créatrice, et apprend à faire naître le plaisir et la confiance chez les enfants comme chez les créateurs timides.',
    description: `L’amusement peut sembler étrangement sérieux avec Chiron en maison 5. En chemin, la joie spontanée a peut-être été grondée, raillée ou interrompue, par une enfance terminée trop tôt, un effort créatif accueilli par un jugement sévère, ou un premier amour qui a mal tourné. Il en résulte un rapport méfiant au plaisir lui-même.

La vie courante le montre par de petits refus. Une guitare dort dans un coin, le carnet de croquis reste vierge après la première page, et les week-ends se remplissent de corvées plutôt que de jeux. L’amour s’aborde parfois comme un examen à réussir, et le flirt ressemble à un risque plus qu’à un agrément. Les questions liées aux enfants, en avoir, les élever ou simplement les côtoyer, peuvent toucher un endroit étonnamment à vif. Sous tension, la tentation est soit de tout retenir, soit de chercher des sensations fortes qui anesthésient plus qu’elles ne réjouissent.

Le chemin du retour passe par la pratique, non par la performance. Reprendre un loisir pour le seul plaisir, rire d’un premier essai maladroit, laisser un rendez-vous rester léger : chacun de ces gestes rebâtit la confiance dans la joie. De cette expérience naît une habileté délicate auprès de ceux qui apprennent à jouer. Professeurs d’art, animateurs de jeunesse, parents espiègles et l’amie qui lance chaque mois une partie de cartes portent souvent cette signature, et rendent au plaisir sa sécurité.`,
    keywords: ['jeu', 'créativité', 'amour', 'enfants', 'joie', 'plaisir'],
    strengths: ['encourager les créateurs hésitants', 'douceur et patience avec les enfants', 'rendre l’amusement rassurant', 'un esprit joueur une fois la confiance installée'],
    challenges: ['la méfiance envers le plaisir', 'vivre l’amour comme un examen', 'abandonner trop tôt ses projets créatifs', 'chercher le frisson pour engourdir la douleur'],
  },
  // maison 6
  {
    summary: 'Chiron en maison 6 place la douleur dans le travail quotidien et les habitudes de santé, et change la lutte personnelle avec le corps et le devoir en un service humble et compétent.',
    description: `C’est dans la mécanique ordinaire d’une journée, avec son réveil, ses transports, ses tâches et ses repas, que Chiron en maison 6 se fait sentir. On trouve parfois une longue histoire avec un corps sensible, un emploi où l’effort passait inaperçu, ou la leçon précoce qu’être utile était le prix à payer pour être désiré.

Au travail, cela peut vouloir dire rester tard pour rattraper les oublis des autres, se charger des besognes ennuyeuses dont personne ne veut, ou se sentir mal à l’aise chaque fois qu’arrive un compliment. Le corps agit souvent comme un système d’alarme et réagit au stress avant que l’esprit ne l’admette. Les routines deviennent soit rigides, un horaire strict montant la garde contre le chaos, soit éparpillées, le soin de soi passant à la trappe dès qu’un autre a besoin d’aide. Quand la pression augmente, l’épuisement est ignoré jusqu’à ce que ce ne soit plus possible, et les collègues peuvent voir le même œil exigeant se tourner vers eux.

Une attention régulière aux habitudes quotidiennes ouvre la voie. Écouter le corps, demander une charge de travail raisonnable et accepter qu’une tâche soit finie plutôt que parfaite : tout cela soulage. L’expérience donne aussi un vrai savoir-faire au service d’autrui : l’aidant qui comprend la fatigue, le cadre qui repère tôt l’épuisement professionnel, l’entraîneur qui adapte un programme aux limites réelles. Même s’occuper d’un animal ou d’un jardin peut prendre part à la réparation. Ce Chiron montre que le soin humble et régulier est une forme de sagesse.`,
    keywords: ['travail', 'santé', 'routine', 'service', 'corps', 'habitudes'],
    strengths: ['repérer tôt l’épuisement', 'adapter le soin aux limites réelles', 'la fiabilité et la rigueur au travail', 'un service humble et pratique'],
    challenges: ['ignorer le corps jusqu’à ce qu’il proteste', 'se surmener pour mériter sa place', 'des routines rigides ou négligées', 'la gêne devant les compliments'],
  },
  // maison 7
  {
    summary: 'Chiron en maison 7 ressent sa blessure dans le partenariat intime et le conflit ouvert, et devient avec le temps un compagnon avisé et un conseiller pour les relations des autres.',
    description: `Depuis le Descendant, face à la maison 1, Chiron braque le projecteur sur ceux qui se tiennent face à nous : conjoints, associés, proches collaborateurs, voire adversaires déclarés. La blessure arrive souvent par les liens en tête-à-tête, comme le divorce des parents vécu de près dans l’enfance, une première association finie en trahison, ou l’habitude d’être attiré par des personnes qu’il faudrait réparer.

Ce schéma tend à se répéter tant qu’on ne l’a pas reconnu, encore et encore. Les partenaires arrivent parfois avec leurs propres blessures encore ouvertes, et la relation devient un dispensaire où l’un soigne toujours l’autre. Certains évitent tout engagement, gardent des contrats courts et des promesses floues, car un lien véritable paraît trop exposé. Dans le conflit surgit parfois une hâte à endosser toute la faute, ou bien une froideur soudaine qui protège l’endroit sensible. Les négociations, qu’elles portent sur un bail ou sur la vaisselle, soulèvent plus d’émotion que l’enjeu n’en mérite.

De là naît une compréhension rare de la façon dont deux personnes se rencontrent vraiment. Une fois que le réflexe de sauver cède la place au respect mutuel, ce Chiron devient un confident de confiance pour les couples, un médiateur équitable ou un associé solide. Avant un engagement important, les amis viennent volontiers chercher ce regard. La guérison consiste à laisser le partenaire être un égal plutôt qu’un patient.`,
    keywords: ['partenariat', 'mariage', 'engagement', 'conflit', 'contrats', 'égalité'],
    strengths: ['une fine compréhension des couples', 'un médiateur impartial', 'un partenaire fidèle et compréhensif', 'tirer une leçon de chaque relation'],
    challenges: ['l’attirance pour des partenaires à sauver', 'la peur de l’engagement', 'prendre sur soi toute la faute', 'un retrait glacial dans le conflit'],
  },
  // maison 8
  {
    summary: 'Chiron en maison 8 rencontre sa blessure dans l’intimité, l’argent partagé et la perte, et devient un compagnon calme pour ceux qui traversent crises et mutations.',
    description: `Quelques-unes des portes les plus lourdes de l’existence ouvrent sur la maison 8 : la mort et l’héritage, la dette et les comptes joints, la confiance sexuelle et les secrets que chacun garde. Avec Chiron ici, l’une de ces portes s’est peut-être ouverte trop tôt. Un deuil précoce, une querelle familiale autour d’une succession, un prêt qui a mal tourné ou une atteinte à la confiance physique peuvent laisser une méfiance durable envers toute fusion avec autrui.

En pratique, cela se traduit parfois par des comptes séparés gardés longtemps après le mariage, une gêne quand quelqu’un d’autre paie, ou le refus pur et simple de s’occuper des testaments et des assurances. La proximité oscille entre faim et repli : on laisse entrer quelqu’un, puis on recule dès qu’une vraie vulnérabilité est requise. Sous une forte tension, tout contrôler sert de rempart, et le vieux chagrin reste scellé dans un tiroir verrouillé.

Le don est une stabilité peu commune quand le sol se dérobe. Pour avoir affronté des fins et en être revenu, ce Chiron sait parler simplement de la mort, de l’argent et du désir, sujets qui laissent beaucoup d’autres sans voix. Groupes de deuil, conseillers en succession, thérapeutes du traumatisme et amis qui aident à trier les papiers d’un père ou d’une mère disparus portent souvent cette signature. Une confiance offerte par étapes mesurées fait une grande part de la réparation, avec la découverte que partager un fardeau ne signifie pas se perdre.`,
    keywords: ['intimité', 'ressources partagées', 'perte', 'héritage', 'confiance', 'crise'],
    strengths: ['parler sans détour des sujets difficiles', 'la stabilité dans les bouleversements', 'la compréhension du deuil', 'l’honnêteté sur l’argent commun'],
    challenges: ['la méfiance envers la fusion', 'fuir testaments et paperasses', 'contrôler quand la peur monte', 'enfermer les vieux chagrins'],
  },
  // maison 9
  {
    summary: 'Avec Chiron en maison 9, la douleur touche la croyance, des études et du vaste monde, et la personne mûrit en guide humble qui aide les autres à trouver leurs propres réponses.',
    description: `Les questions de sens, l’enseignement supérieur et les contrées lointaines se rassemblent en maison 9, et Chiron y commence souvent par un sentiment d’en être tenu à l’écart. Une place à l’université qui n’est jamais venue, une foi vécue comme oppressante, un professeur qui balayait les grandes questions, ou une expatriation qui a laissé la personne perdue dans une langue nouvelle peuvent tous faire partie de l’histoire.

Les effets restent parfois subtils. On hésite à se dire cultivé malgré des années de lecture, on a l’estomac noué avant tout examen ou entretien, ou l’on éprouve un malaise profond dans les rassemblements religieux. Certains collectionnent diplômes et tampons de passeport dans l’espoir que le prochain réglera la question ; d’autres fuient voyages et débats et restent en terrain connu. Aux pires moments, les opinions se durcissent en sermons, ou un sentiment de ne pas être à sa place colore chaque rencontre avec une culture étrangère.

Avec le temps, la quête elle-même devient sagesse. Qui s’est senti exclu du savoir enseigne souvent d’une manière qui ouvre les portes, en accueillant les étudiants adultes, les premiers diplômés d’une famille et les voyageurs loin de chez eux. Guides, professeurs, traducteurs et écrivains marqués par cette position respectent d’ordinaire le doute autant que la conviction. L’humilité fait avancer la guérison : tenir ses vues avec délicatesse et estimer la route autant que les réponses.`,
    keywords: ['croyances', 'études supérieures', 'voyage', 'sens', 'enseignement', 'cultures étrangères'],
    strengths: ['enseigner en incluant ceux du dehors', 'le respect du doute et des autres points de vue', 'l’aisance en terre inconnue', 'apprendre toute sa vie'],
    challenges: ['se sentir illégitime malgré son savoir', 'sermonner quand on doute', 'fuir ou poursuivre sans fin le voyage', 'une vieille blessure liée à la religion ou à l’école'],
  },
  // maison 10
  {
    summary: 'Chiron en maison 10 porte sa blessure dans la carrière et la position publique, et trouve souvent une vocation qui fait de la lutte personnelle un service visible.',
    description: `Dans la maison du Milieu du Ciel, Chiron se tient en pleine lumière. Métier, renommée et rôle tenu dans la vie publique portent tous une charge sensible, souvent façonnée par les attentes d’un parent, une humiliation publique, ou le sentiment de ne jamais vraiment savoir quoi devenir. La question d’une vocation véritable peut s’attarder jusque tard dans l’âge adulte.

Les parcours professionnels sont rarement rectilignes avec cette position. On change parfois plusieurs fois d’emploi avant de trouver le bon, et une promotion apporte autant d’appréhension que de fierté. Certains fuient les responsabilités pour échapper aux regards ; d’autres grimpent vite et se sentent imposteurs au sommet, attendant que quelqu’un découvre la faille. La critique d’un supérieur ou un avis public touche plus durement qu’on ne s’y attend, et un seul faux pas devant les collègues peut se rejouer mentalement pendant des semaines.

Ce qui émerge souvent, c’est une vocation bâtie à partir de la blessure même. Une ancienne patiente devient militante, un élève en difficulté devient chef d’établissement, une personne qui cachait jadis sa différence en parle ouvertement sur une scène publique. Comme la douleur se voit, la guérison se voit aussi, et elle donne du courage aux autres. Ce Chiron découvre qu’on peut diriger tout en avouant ses limites, et qu’une réputation fondée sur l’expérience vécue gagne un respect durable.`,
    keywords: ['carrière', 'réputation', 'vocation', 'autorité', 'rôle public', 'appel'],
    strengths: ['faire de l’expérience une vocation', 'diriger en reconnaissant ses limites', 'inspirer par l’exemple', 'un parcours professionnel souple'],
    challenges: ['le sentiment d’imposture', 'la hantise de l’erreur publique', 'fuir les rôles exposés', 'porter les attentes parentales'],
  },
  // maison 11
  {
    summary: 'Chiron en maison 11 se sent exclu des groupes et des amitiés, et apprend à rassembler des cercles où les personnes en marge peuvent vraiment trouver leur place.',
    description: `Être choisi le dernier pour former une équipe, voir un cercle d’amis se constituer sans invitation, s’éloigner d’un groupe qui tenait autrefois lieu de famille : la maison 11 garde la mémoire de l’appartenance et de l’exclusion, et Chiron y retient surtout les souvenirs cuisants. Les espérances elles-mêmes portent parfois un point douloureux, comme si souhaiter trop ouvertement appelait la déception.

L’amitié peut être à la fois désirée et tenue à distance. Une personne ainsi placée reste muette dans la conversation de groupe, quitte les réunions tôt, ou devient l’organisatrice serviable qui siège dans chaque comité sans se confier à personne. Causes et réseaux offrent un but, mais rarement une véritable intimité. Quand les vieux sentiments remuent, un petit affront, comme un message resté sans réponse, semble prouver qu’on n’est pas voulu, et les plans pour demain finissent au placard avant d’avoir été mis à l’épreuve.

Le tournant passe souvent par une seule amitié de confiance, qui s’élargit ensuite. Pour s’être senti à la lisière, ce Chiron sait remarquer qui reste seul dans une fête, et il bâtit des groupes de soutien, des communautés en ligne et des équipes de bénévoles où des gens très divers trouvent leur place. Oser dire ses espoirs à voix haute, et accepter en retour l’aide du groupe, referme le cercle.`,
    keywords: ['amitié', 'groupes', 'appartenance', 'espérances', 'communauté', 'inclusion'],
    strengths: ['remarquer qui est laissé de côté', 'bâtir des communautés accueillantes', 'un ami fidèle une fois la confiance née', 'l’efficacité au service d’un but commun'],
    challenges: ['s’attendre à être exclu', 'aider le groupe sans jamais se confier', 'lire un affront dans chaque silence', 'remiser trop tôt ses espoirs'],
  },
  // maison 12
  {
    summary: 'Logé en maison 12, Chiron cache sa blessure dans la solitude et le non-dit, et révèle lentement une compassion profonde et silencieuse pour ceux que le monde oublie.',
    description: `Chiron en maison 12 œuvre derrière le rideau. La blessure est parfois difficile à nommer, car elle habite les choses restées sous silence : un chagrin que la famille a tu, une tristesse pressentie chez un parent, ou une période d’isolement qui n’a laissé aucun souvenir net, seulement une humeur. Bien souvent, la douleur se ressent longtemps avant que sa source soit connue.

La solitude est à la fois refuge et piège. Un moment seul avec un carnet, une longue promenade ou une chapelle silencieuse peuvent rétablir l’équilibre, mais trop de retrait glisse vers la dissimulation. Certains portent les fardeaux d’autrui sans qu’on le leur demande, travaillent invisiblement en coulisse et ne revendiquent jamais aucun mérite. La nuit apporte parfois des songes intenses et parlants. Sous tension se fait sentir l’envie de disparaître, dans le sommeil, la distraction ou l’habitude d’assurer que tout va bien, et l’incertitude sur sa propre valeur prospère dans l’obscurité où personne ne peut le contredire.

Un travail intérieur patient amène cette position à la lumière. Réflexion, thérapie, prière, méditation ou pratique créative peuvent donner forme à la douleur sans nom ; une fois nommée, elle s’adoucit. Reste alors une compassion profonde pour ceux qu’on ne voit pas : les personnes à l’hôpital, en prison, dans les centres d’hébergement ou simplement dans des chambres solitaires. Aumôniers, équipes de nuit et bénévoles discrets marqués par ce Chiron rendent leur dignité aux lieux cachés, et leur douceur se fait sentir longtemps après leur départ.`,
    keywords: ['solitude', 'le caché', 'compassion', 'retrait', 'rêves', 'travail intérieur'],
    strengths: ['la compassion pour les oubliés', 'l’aisance dans les lieux retirés', 'la lucidité par la réflexion', 'l’efficacité en coulisse'],
    challenges: ['souffrir sans cause claire', 'un retrait qui tourne à la cachette', 'porter des fardeaux invisibles', 'le doute de soi dans l’isolement'],
  },
];
