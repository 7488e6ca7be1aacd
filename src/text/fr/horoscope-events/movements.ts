// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// What the Sun's month in a house, a planet's arrival in a house, a station and a retrograde period mean in each
// solar house, addressing the reader as « vous ». A cell never names its planet, and French would have to choose
// « il » or « elle » for it, so an arrival speaks of « ce passage » or « ce transit ». The 1st house first.

export const SUN_ARRIVES_FR: HouseCells = [
  [
    'La saison de votre anniversaire vous met enfin au premier plan ; autorisez-vous à donner le rythme et à fixer le programme.',
    'Pendant environ quatre semaines, votre énergie et votre allure sont vos meilleurs atouts : payez de votre personne.',
    'Renouvelez-vous : un projet pour l’année à venir, écrit maintenant, portera une conviction peu commune.',
  ],
  [
    'Pendant le mois qui vient, l’argent, les compétences et vos biens sont à l’honneur ; mettez-les en ordre et demandez-vous ce qu’ils valent.',
    'C’est une bonne période pour augmenter vos tarifs, vendre ce qui ne vous sert plus et acheter ce qui dure.',
    'Votre assurance grandit quand vous comptez ce que vous avez, et non ce qui vous manque.',
  ],
  [
    'Quatre semaines chargées de messages, de petits trajets et de conversations commencent ; gardez un carnet à portée de main.',
    'La curiosité s’éveille : lisez, questionnez, écrivez et rendez visite aux gens qui vivent près de chez vous.',
    'Vos paroles portent loin en ce moment ; réservez-les aux lettres et aux appels qui comptent.',
  ],
  [
    'Le foyer et la famille passent en premier pendant un mois ; un nid bien tenu rend le reste de la vie plus facile.',
    'Votre vie privée réclame votre chaleur : passez des soirées chez vous et prenez racine.',
    'C’est le mois de l’histoire familiale, des vieilles photos et d’un espace que l’on fait vraiment sien.',
  ],
  [
    'Un mois de jeu commence ; les amours, les loisirs et les audaces créatives brillent tous.',
    'Faites revenir la joie dans l’agenda : jeux, rendez-vous, art et temps avec les enfants comptent désormais comme un vrai travail.',
    'Votre cœur veut se montrer généreux et visible : créez quelque chose et partagez-le.',
  ],
  [
    'L’attention se tourne vers les habitudes de travail et la santé ; quatre semaines de petits progrès finissent par compter.',
    'Rendez-vous utile et ménagez votre corps ; les routines que vous réglez maintenant vous porteront jusqu’à la saison suivante.',
    'Videz la boîte de réception, prenez rendez-vous pour le bilan de santé et réaménagez le bureau ; l’ordre apporte son propre calme.',
  ],
  [
    'Les partenaires occupent le devant de la scène pendant un mois ; vous apprenez sur vous-même à travers ceux qui vous font face.',
    'C’est une bonne saison pour les contrats, la médiation et le temps passé à deux ; vous n’avez pas à tout porter sans aide.',
    'Les autres fixent une partie de l’ordre du jour, et savoir faire un pas vers eux est une force.',
  ],
  [
    'Pendant un mois, l’argent partagé et les liens étroits demandent de l’honnêteté ; regardez en face vos dettes et vos créances.',
    'L’intimité et la confiance s’approfondissent si vous les laissez faire, et les vieilles peurs desserrent un peu leur étreinte.',
    'C’est un mois pour les recherches, les réparations et l’abandon de ce dont vous n’avez plus besoin.',
  ],
  [
    'Quatre semaines d’horizons élargis commencent : voyages, études, enseignement et grandes questions sont favorisés.',
    'Préparez un voyage, inscrivez-vous à un cours ou lisez quelque chose de très éloigné de vos rayons habituels.',
    'Votre foi en l’avenir grandit avec chaque lieu et chaque idée que vous laissez entrer.',
  ],
  [
    'La carrière et la vie publique profitent d’un mois de lumière ; visez haut et montrez votre travail.',
    'C’est la saison pour demander la promotion, présenter l’idée ou prendre la tête au travail.',
    'L’ambition vous vient naturellement, et vos supérieurs remarquent vos efforts.',
  ],
  [
    'Les amis, les groupes et les projets d’avenir remplissent le mois ; acceptez les invitations.',
    'La collaboration réussit mieux que l’effort solitaire, et un réseau peut porter un espoir plus loin.',
    'Passez du temps avec ceux qui partagent vos espoirs, et laissez-les vous rappeler vers quoi vous avancez.',
  ],
  [
    'Le mois qui précède la saison de votre anniversaire demande du repos, de la réflexion et des affaires bouclées.',
    'Ralentissez, dormez davantage et terminez les vieilles affaires avant que ne commence la nouvelle année de votre vie.',
    'Le travail discret en coulisses réussit bien maintenant, tout comme l’aide apportée aux autres sans tambour ni trompette.',
  ],
];

export const PLANET_ARRIVES_FR: HouseCells = [
  [
    'Ce passage colore votre façon de vous présenter : attendez-vous à ce que les autres remarquent le changement avant vous.',
    'Une nouvelle manière de vous habiller, de parler ou de vous tenir vous va bien ; servez-vous-en pour lancer un projet personnel.',
    'Vous le sentez dans votre corps et votre humeur, comme une note nouvelle dans votre manière d’aborder chaque journée.',
  ],
  [
    'L’influence gagne les questions de gains et de dépenses : vérifiez les chiffres avant d’agir.',
    'Le salaire, les achats et vos biens sont passés en revue ; gardez ce qui vous soutient vraiment.',
    'Votre sentiment de valeur est en jeu : estimez votre temps autant que votre argent.',
  ],
  [
    'Les conversations, les courses et les petits trajets occupent une plus grande part de l’agenda pendant un temps.',
    'Attendez-vous à davantage de messages et d’allées et venues dans votre quartier.',
    'Votre façon d’apprendre et de parler change de tonalité ; remarquez ce qu’elle rend plus facile.',
  ],
  [
    'C’est au foyer et en famille que la différence se fait sentir d’abord.',
    'Ce passage s’installe dans votre monde privé, et les projets domestiques prennent de l’élan.',
    'Les racines, les parents et votre lieu de vie sont les domaines où vous le remarquerez.',
  ],
  [
    'Le plaisir, les amours et le travail créatif réclament davantage de vos soirées.',
    'Ce transit visite le domaine de la vie consacré à l’amusement, une bonne nouvelle pour les loisirs et les rendez-vous.',
    'C’est du côté des enfants, de l’art et du jeu que vous verrez la différence.',
  ],
  [
    'Une routine de travail ou une habitude de santé est la première chose à changer.',
    'Votre emploi du temps quotidien le ressent ; ajustez la routine plutôt que de lutter contre elle.',
    'Les collègues et les corvées offrent de petites occasions de mieux faire ; saisissez-les.',
  ],
  [
    'C’est chez un partenaire, ou dans un contrat sur lequel vous comptez, que le changement se voit d’abord.',
    'Ce transit entre dans la part de la vie que vous partagez en tête-à-tête, et c’est dans vos relations qu’il se voit.',
    'Les négociations et les engagements passent en haut de la liste.',
  ],
  [
    'Les comptes partagés, les dettes et votre lien le plus proche demandent une attention honnête.',
    'L’argent commun, la confiance et l’intimité appellent des mots simples plutôt que des suppositions.',
    'Ce passage remue des sujets que vous gardez d’ordinaire pour vous : maniez-les avec soin.',
  ],
  [
    'C’est dans les voyages, les études et votre regard sur la vie que le changement se fait sentir.',
    'Ce transit visite la part de vous qui veut apprendre et parcourir le monde.',
    'Les convictions et les longs voyages sont ouverts au changement.',
  ],
  [
    'Votre carrière et votre image publique attirent davantage votre attention.',
    'Ce transit entre dans le domaine où l’on vous juge sur vos résultats : tirez-en parti.',
    'Les ambitions s’aiguisent, et votre réputation voyage plus loin.',
  ],
  [
    'Les amis, les groupes et les projets d’avenir fixent une bonne part du programme.',
    'Ce passage visite la part de la vie que vous partagez avec vos alliés et vos réseaux.',
    'Les espoirs et la vie sociale changent en premier, souvent par un nouveau contact.',
  ],
  [
    'Ce transit agit en coulisses, dans le repos, la réflexion et les affaires inachevées.',
    'Vous le sentirez peut-être davantage dans vos rêves et vos heures calmes que dans les événements.',
    'Ce passage demande un peu de solitude et un rythme plus doux.',
  ],
];

export const STATION_RETROGRADE_FR: HouseCells = [
  [
    'Repensez un projet personnel plutôt que de le forcer ; une pause maintenant évite un faux départ.',
    'Vous revisitez peut-être une ancienne image de vous-même pour décider quelles facettes vous ressemblent encore.',
  ],
  [
    'Reprenez le budget, différez les gros achats et cherchez l’argent qu’on vous doit.',
    'Une vieille question sur ce qui a de la valeur pour vous revient pour un second examen.',
  ],
  [
    'Vérifiez deux fois les messages, les horaires de trajet et les papiers ; les malentendus sont faciles, et réparables.',
    'Une ancienne conversation, peut-être avec un frère, une sœur ou un voisin, revient pour trouver une meilleure fin.',
  ],
  [
    'Les réparations à la maison ou les affaires de famille demandent peut-être un second tour ; la patience vaut mieux que la hâte.',
    'Le passé s’invite dans le présent à la maison, par de vieilles photos, un parent ou une pièce que vous comptiez vider.',
  ],
  [
    'Un ancien amour, une œuvre créative inachevée ou un loisir abandonné refait surface.',
    'Pour ce qui se fait par plaisir, retouchez plutôt que de lancer du neuf ; la deuxième version sera la meilleure.',
  ],
  [
    'Les systèmes de travail et les routines de santé ont besoin d’une révision ; réparez ce qui est cassé avant d’ajouter du neuf.',
    'Des retards au travail sont probables : gardez des marges et sauvegardez vos fichiers.',
  ],
  [
    'Une relation ou un accord demande un nouvel examen ; rouvrez les termes avec calme.',
    'Quelqu’un du passé pourrait réapparaître, et un partenariat devra peut-être être renégocié.',
  ],
  [
    'Revoyez l’argent partagé, les prêts et les petits caractères ; de vieilles questions de confiance peuvent resurgir.',
    'Des sentiments profonds reviennent pour être digérés ; donnez-leur du temps plutôt qu’un verdict.',
  ],
  [
    'Les projets de voyage et les études peuvent prendre du retard ; revisitez un sujet ou un lieu connu plutôt que de repartir de zéro.',
    'Vos convictions passent un second examen, ce qui n’est pas un mal.',
  ],
  [
    'Les avancées de carrière ralentissent ; peaufinez le travail en cours avant de viser l’échelon suivant.',
    'Un ancien objectif ou contact professionnel peut revenir ; pesez-le à la lumière de ce que vous savez aujourd’hui.',
  ],
  [
    'Des amis du passé réapparaissent et les projets de groupe sont à repenser.',
    'Revoyez vos espoirs pour l’année et abandonnez ceux qui appartiennent à quelqu’un d’autre.',
  ],
  [
    'Le travail intérieur s’approfondit ; le repos, la réflexion et le tri du vieux fouillis sont favorisés.',
    'De vieux souvenirs ne remontent pas par hasard ; notez-les et laissez-les vous instruire.',
  ],
];

export const STATION_DIRECT_FR: HouseCells = [
  [
    'Les projets personnels peuvent repartir ; emportez avec vous les leçons des dernières semaines.',
    'Vous vous retrouvez davantage vous-même et pouvez agir selon ce que vous avez décidé pendant que tout ralentissait.',
  ],
  [
    'Les questions d’argent se débloquent ; l’achat ou la discussion salariale que vous aviez reportés peuvent avoir lieu.',
    'La clarté financière revient : appliquez le budget que vous avez révisé.',
  ],
  [
    'Les messages circulent de nouveau et les projets bloqués par des malentendus peuvent reprendre.',
    'Signez, envoyez et voyagez avec plus d’assurance à partir de maintenant.',
  ],
  [
    'Les projets pour la maison avancent de nouveau ; la réparation ou la discussion familiale reçoit son feu vert.',
    'Les affaires domestiques se stabilisent, et vous pouvez passer à l’acte avec ce que vous comprenez désormais.',
  ],
  [
    'Les projets créatifs et amoureux reprennent de l’élan ; présentez au monde la version revue.',
    'Le plaisir revient, débarrassé des doutes de ces dernières semaines.',
  ],
  [
    'Les routines de travail tournent plus rond, et le système que vous avez réparé commence à porter ses fruits.',
    'Les projets de santé peuvent avancer sur un terrain plus solide.',
  ],
  [
    'Les discussions de couple ou d’association peuvent avancer ; les termes que vous avez revus sont prêts à être conclus.',
    'Les partenaires deviennent plus faciles à comprendre et à côtoyer.',
  ],
  [
    'L’argent partagé et les questions de confiance peuvent se régler maintenant que les faits sont connus.',
    'Vous pouvez tirer parti de ce que l’examen en profondeur vous a révélé.',
  ],
  [
    'Les projets de voyage et d’études vont de l’avant ; le retard vous a offert un meilleur itinéraire.',
    'Votre regard se stabilise et vous pouvez vous engager dans une voie.',
  ],
  [
    'Les projets de carrière avancent de nouveau ; faites le pas que vous avez préparé.',
    'Votre travail redevient visible : présentez la version soignée.',
  ],
  [
    'Les projets de groupe et les amitiés retrouvent leur assise.',
    'Les espoirs que vous avez revus peuvent passer à l’action, avec les bons alliés.',
  ],
  [
    'Vous sortez d’une période de réflexion avec l’esprit plus clair.',
    'Ce que vous avez traversé en privé est prêt à se montrer par petites touches.',
  ],
];

export const RETROGRADE_ONGOING_FR: HouseCells = [
  ['Gardez vos lancements personnels souples et acceptez de les retoucher après coup.', 'C’est le moment d’affiner votre image plutôt que de la réinventer.'],
  ['Gardez vos reçus et reportez les gros achats si vous le pouvez.', 'Les vieilles affaires d’argent se règlent plus facilement que les nouvelles ne se lancent.'],
  ['Relisez avant d’envoyer et confirmez deux fois les horaires.', 'Renouez avec les gens plutôt que de courir après de nouveaux contacts.'],
  ['Terminez les anciens chantiers à la maison avant d’en commencer de nouveaux.', 'Les affaires de famille gagnent à la patience et à une seconde conversation.'],
  ['Reprenez un projet créatif plutôt que d’en commencer un nouveau.', 'Un ancien plaisir mérite peut-être d’être redécouvert.'],
  ['Sauvegardez votre travail et gardez des routines simples.', 'Réparez le système avant de l’accélérer.'],
  ['Allez doucement avec les nouveaux accords et honorez les anciens.', 'Laissez vos partenaires s’expliquer deux fois ; la seconde version est plus claire.'],
  ['Lisez les petits caractères de tout ce que vous partagez ou devez.', 'Laissez les vieux sentiments se digérer plutôt que d’agir à chaud.'],
  ['Prévoyez du temps en plus pour les trajets et laissez les études repasser sur un terrain connu.', 'Revoyez ce que vous croyez avant de le prêcher.'],
  ['Peaufinez le travail en cours avant de pousser vers l’étape suivante.', 'Les anciens contacts pourraient aider davantage que les nouveaux.'],
  ['Renouez avec de vieux amis et revoyez vos engagements de groupe.', 'Les espoirs gagnent à être repensés avant d’être relancés.'],
  ['Accordez-vous un surplus de repos et du temps pour réfléchir.', 'Il est plus facile de clore les affaires en suspens maintenant que de les ignorer.'],
];
