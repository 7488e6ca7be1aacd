// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// What a New Moon, a Full Moon, a quarter Moon and an eclipse mean in each solar house, addressing the reader as
// « vous » (no adjective agrees with the reader, whose gender the text does not know). The 1st house first.

export const NEW_MOON_FR: HouseCells = [
  [
    'Choisissez un objectif personnel, notez-le là où vous le verrez chaque matin, et laissez les quatre semaines à venir prouver que vous y teniez.',
    'Un nouveau style, une nouvelle habitude ou une façon plus nette de vous présenter prendraient bien racine en ce moment.',
    'Vous pouvez choisir à nouveau la personne que vous devenez ; commencez petit et visible, par une coupe de cheveux ou un réveil plus matinal.',
  ],
  [
    'Ouvrez le compte épargne, fixez le budget ou annoncez le prix que vous n’osiez pas demander ; les plans financiers faits maintenant tiennent bien.',
    'Demandez-vous ce qui compte vraiment avant de regarder ce que cela coûte, puis faites un achat ou une économie qui va dans ce sens.',
    'Un petit versement régulier, commencé cette semaine, grossit sans bruit au fil du mois.',
  ],
  [
    'Envoyez le premier message, inscrivez-vous à la formation courte ou rattrapez vos réponses en retard ; les mots portent bien en ce moment.',
    'Un nouveau trajet, un nouveau carnet ou une conversation neuve avec un frère, une sœur ou un voisin démarre sans effort.',
    'Les idées notées dans les prochains jours méritent un dossier rien qu’à elles.',
  ],
  [
    'Lancez le projet pour la maison, ne serait-ce qu’une étagère ; une pièce mise en ordre apaise aussi l’esprit.',
    'Plantez quelque chose chez vous, au propre ou au figuré : un rituel en famille, un meuble déplacé, un appel à un parent.',
    'Ce que vous commencez sous votre toit maintenant décidera pour des semaines de votre sentiment de sécurité et de repos.',
  ],
  [
    'Commencez l’œuvre créative, fixez le rendez-vous ou essayez le loisir que vous repoussez sans cesse ; le plaisir mérite d’être prévu.',
    'Dites oui à quelque chose de ludique ; un premier rendez-vous, une première esquisse ou une sortie avec des enfants peuvent ouvrir une belle série.',
    'Accordez à votre talent une heure régulière et regardez ce qu’il construit en deux semaines.',
  ],
  [
    'Une seule nouvelle habitude bien choisie vaut mieux qu’une liste de dix ; optez pour la marche, le coucher plus tôt ou le bureau rangé.',
    'Réorganisez la semaine de travail tant que l’énergie est fraîche, et laissez votre corps donner son avis sur l’emploi du temps.',
    'Un rendez-vous médical ou une organisation de travail plus claire se met en place plus facilement maintenant que plus tard.',
  ],
  [
    'Proposez le projet, signez l’accord ou demandez simplement à votre partenaire ce que vous voulez tous les deux pour la suite.',
    'Une nouvelle alliance, au travail ou à la maison, démarre sur de bonnes bases si chacun dit clairement ce qu’il apporte.',
    'Voyez les gens en tête-à-tête ; un contact noué maintenant pourrait devenir un allié fidèle.',
  ],
  [
    'Faites le tri dans l’argent commun : le compte joint, le prêt, l’abonnement que personne n’utilise ; un départ net ici vous libère.',
    'Une conversation plus profonde sur la confiance devient possible ; entamez-la doucement et laissez-la grandir.',
    'Souscrivez l’assurance, rédigez le testament ou établissez le plan de remboursement que vous évitiez, et sentez le poids s’alléger.',
  ],
  [
    'Inscrivez-vous, réservez le billet ou ouvrez le gros livre ; votre horizon demande à être élargi sciemment.',
    'Un projet d’étude, de voyage ou de publication fait son premier pas sans peine, alors faites-le.',
    'Notez la conviction ou la question qui vous guide, et suivez-la vers un lieu nouveau ce mois-ci.',
  ],
  [
    'Énoncez un objectif de carrière à voix haute devant quelqu’un qui peut vous aider, puis faites un pas vers cet objectif cette semaine.',
    'Un nouveau poste, une candidature ou un projet public prend un départ net ; habillez-vous pour le poste que vous visez.',
    'Décidez de ce qui doit faire votre réputation, et laissez votre prochain travail le dire.',
  ],
  [
    'Rejoignez le groupe, écrivez à l’ami perdu de vue ou formulez avec d’autres un souhait pour l’année.',
    'Les réseaux que vous commencez à tisser maintenant vous rendront services et compagnie.',
    'Une cause commune ou un cercle de personnes qui vous ressemblent est un bon terreau où planter un souhait.',
  ],
  [
    'Commencez en silence : une méditation, un journal ou une nuit plus longue peuvent remettre plus de choses à zéro qu’un coup d’éclat.',
    'Laissez une chose finir avant qu’une autre commence, et offrez-vous un petit rituel intime pour le marquer.',
    'Ici, le nouveau départ, c’est du temps à vous ; protégez-en quelques heures cette semaine.',
  ],
];

export const FULL_MOON_FR: HouseCells = [
  [
    'Les regards se posent sur vous, peut-être plus que vous ne le souhaitez ; recevez les retours et gardez ce qui vous est utile.',
    'Les efforts personnels des deux dernières semaines montrent leurs résultats, et c’est le bon moment pour ajuster le cap.',
    'Les émotions sont à fleur de peau : offrez du repos à votre corps et armez-vous de patience.',
  ],
  [
    'Une question d’argent arrive à son terme : une facture, un paiement ou une décision sur ce que vous possédez.',
    'Vous voyez nettement ce qu’une chose vaut à vos yeux ; laissez partir ce qui n’a plus sa place.',
    'Revenus et dépenses montrent leur vrai visage ; lisez les chiffres calmement et corrigez un seul point.',
  ],
  [
    'Une nouvelle arrive ou une conversation touche au but ; écoutez-la jusqu’au bout avant de répondre.',
    'Un texte, une négociation ou une discussion de famille peut se conclure maintenant par un mot clair.',
    'Votre esprit bourdonne : fermez les onglets ouverts et dites ce qui doit être dit.',
  ],
  [
    'Le foyer et la famille réclament de l’attention, peut-être en même temps ; décidez de l’essentiel et commencez par là.',
    'Une affaire domestique atteint un tournant, et une conversation franche autour de la table de la cuisine aide.',
    'Ce que vous ressentez pour votre lieu de vie ou vos origines remonte à la surface ; laissez faire, puis agissez avec douceur.',
  ],
  [
    'Un projet créatif ou une histoire d’amour montre de quoi il est fait, et les applaudissements sont possibles.',
    'Savourez le fruit de ce que vous avez fait par pur plaisir, et partagez-le avec quelqu’un que cela touche.',
    'Les enfants, l’amour ou les loisirs réclament la vedette ; offrez-la généreusement le temps d’une soirée.',
  ],
  [
    'Le travail s’accumule ou s’achève ; terminez ce qui peut l’être et confiez aux autres ce qui leur revient.',
    'Votre corps garde la trace des dernières semaines, alors écoutez la fatigue avant qu’elle n’insiste.',
    'Une routine qui n’a pas marché se montre clairement, ce qui la rend plus facile à changer.',
  ],
  [
    'Une relation arrive à un moment de vérité ; dites ce dont vous avez besoin et entendez ce dont l’autre a besoin.',
    'Les accords et les partenariats passent au premier plan, et l’enjeu est l’équilibre entre donner et recevoir.',
    'Un proche vous tend un miroir ; servez-vous-en pour voir les deux côtés, pas pour marquer un point.',
  ],
  [
    'L’argent partagé ou une question de confiance vient au grand jour, et la franchise assainit l’atmosphère.',
    'Ce que vous devez et ce qu’on vous doit apparaît ; réglez un compte tant qu’il est sous vos yeux.',
    'Des sentiments forts surgissent dans vos relations intimes ; donnez-leur des mots plutôt que des silences.',
  ],
  [
    'Une formation, un voyage ou une question de foi aboutit ; célébrez ce que vous avez appris.',
    'Des nouvelles de loin ou une décision sur des études ou un voyage arrivent à leur point culminant.',
    'Votre vision d’ensemble s’aiguise, et vous distinguez une vraie conviction d’une conviction empruntée.',
  ],
  [
    'Vos efforts de carrière deviennent visibles, pour vous et pour vos supérieurs ; acceptez le mérite quand il vous revient.',
    'Un objectif professionnel est atteint ou réclame une nouvelle route, et dans les deux cas vous savez où vous en êtes.',
    'L’équilibre entre travail et foyer penche vers le devoir public pendant quelques jours ; prévoyez du repos pour après.',
  ],
  [
    'Les amitiés et les projets de groupe arrivent à maturité, et vous découvrez qui répond présent.',
    'Un espoir formé il y a des mois montre le chemin parcouru ; faites le point avec ceux qui le partagent.',
    'Une soirée ou une décision d’équipe tombe maintenant : apportez votre part et profitez de la compagnie.',
  ],
  [
    'La fatigue ou un souci intime demande de l’attention ; le sommeil, le calme et un mot gentil envers vous-même passent avant tout.',
    'Une chose qui a fait son temps demande à être lâchée, et le poids sur vos épaules s’allégera d’autant.',
    'Les rêves et les intuitions sont vifs ; notez-les, puis reposez-vous avant de décider quoi que ce soit.',
  ],
];

export const QUARTER_MOON_FR: HouseCells = [
  ['Une petite décision sur votre manière de vous présenter fait avancer les choses.', 'Vérifiez que vos projets personnels correspondent encore à la personne que vous êtes aujourd’hui.'],
  ['Revoyez le budget et supprimez une dépense sans faire d’histoire.', 'Une décision d’argent rapide aujourd’hui vous en épargne une plus lente demain.'],
  ['Répondez au message que vous tournez et retournez, brièvement et clairement.', 'Une conversation a besoin d’un coup de pouce ; donnez-le-lui.'],
  ['Une tâche ménagère demande à être finie avant que la semaine ne file.', 'Ajustez la routine de la maison pour qu’elle serve tous ceux qui y vivent.'],
  ['Donnez une échéance à une idée créative, ou laissez-la partir de bonne grâce.', 'Une petite douceur ou une heure de jeu vous redonne du cœur à l’ouvrage.'],
  ['Réorganisez la liste de travail pour que la tâche la plus dure passe en premier.', 'Un rapide bilan de vos habitudes et de votre santé garde le mois sur les rails.'],
  ['Faites la moitié du chemin vers votre partenaire sur un point pratique.', 'Un accord gagne à ce que l’on pose simplement la question de qui fait quoi.'],
  ['Regardez un compte commun ou une promesse d’un œil neuf.', 'La confiance grandit quand vous lisez ensemble les petits caractères.'],
  ['Choisissez une chose à apprendre et renoncez à un livre que vous ne lirez jamais.', 'Ramenez le projet de voyage ou d’études à ce qui est réaliste.'],
  ['Faites un pas concret vers un objectif de carrière sans encore en parler à personne.', 'Distinguez ce que votre travail exige de vous de ce que vous exigez de vous-même.'],
  ['Confirmez le projet avec vos amis ou prenez du recul face à un groupe devenu trop petit pour vous.', 'Un espoir a besoin d’une prochaine étape ; nommez-la.'],
  ['Laissez de la place dans l’agenda pour le calme et voyez ce qui émerge.', 'Le repos aussi est une décision ; prenez-la délibérément.'],
];

export const SOLAR_ECLIPSE_FR: HouseCells = [
  [
    'Celle-ci est personnelle : attendez-vous à repartir de zéro dans votre allure, votre manière de vivre ou votre façon de prendre les devants, et laissez le changement venir de l’intérieur.',
    'Une éclipse dans votre propre signe ouvre souvent un nouveau chapitre de votre histoire ; accueillez ce qui, dans ce chapitre, vous fait grandir.',
  ],
  [
    'L’argent et ce qui compte pour vous peuvent changer brusquement de cap ; faites des projets souples et gardez une réserve.',
    'Une nouvelle source de revenus ou un nouveau rapport aux biens peut naître ici, si vous lui laissez la porte ouverte.',
  ],
  [
    'Une nouvelle, un nouveau voisin, une autre façon d’apprendre ou le projet d’un frère ou d’une sœur pourrait réorienter votre quotidien.',
    'Les conversations qui commencent maintenant peuvent vous faire changer d’avis sur une chose que vous pensiez réglée.',
  ],
  [
    'Un changement à la maison ou dans la famille peut s’amorcer sans vous demander votre avis ; accueillez-le avec patience.',
    'Cette éclipse peut annoncer un déménagement, des travaux ou une nouvelle organisation familiale dans les mois qui viennent.',
  ],
  [
    'Un nouvel amour, une direction créative ou une nouvelle concernant les enfants peut arriver avec fracas et s’installer pour un moment.',
    'Le plaisir et l’expression de soi prennent un tournant ; suivez la voie qui vous fait vous sentir pleinement en vie.',
  ],
  [
    'Les routines de travail ou les habitudes de santé demandent peut-être à être repensées ; un changement soudain d’horaire pourrait se révéler un mal pour un bien.',
    'Un nouveau poste, une nouvelle tâche ou un nouveau rythme quotidien peut vous être confié ; adaptez vos habitudes plutôt que de résister.',
  ],
  [
    'Un partenariat peut commencer, changer ou prendre fin ; l’éclipse réclame des accords honnêtes plutôt que confortables.',
    'Quelqu’un de nouveau pourrait entrer dans votre vie, ou un lien ancien prendre une forme très différente.',
  ],
  [
    'Les finances communes, les dettes ou un lien intime peuvent prendre un tour inattendu ; continuez à parler et gardez des traces écrites.',
    'Une chose cachée sur l’argent ou la confiance sort au jour, ce qui permet de repartir sur un terrain plus ferme.',
  ],
  [
    'Un voyage, une formation ou une nouvelle conviction pourrait ouvrir une porte dont vous ignoriez l’existence.',
    'Les projets de voyage, de publication ou d’études peuvent changer de forme ; la nouvelle forme vous ira peut-être mieux.',
  ],
  [
    'L’orientation professionnelle peut basculer vite : une offre, un changement de direction ou une ambition nouvelle peut apparaître.',
    'Votre rôle public est en cours de réécriture ; décidez ce que vous voulez que la prochaine version raconte.',
  ],
  [
    'Les amitiés et les liens de groupe peuvent se redistribuer, et de nouveaux alliés surgir de nulle part.',
    'Un espoir mis de côté peut revenir avec une porte ouverte ; franchissez-la avec vos amis.',
  ],
  [
    'Une chose prend fin sans bruit ou un secret fait surface, et il vous faudra peut-être plus de repos que d’habitude ; faites confiance à la pause.',
    'En coulisses, un nouveau cycle commence ; tenez un journal, il prendra sens dans six mois.',
  ],
];

export const LUNAR_ECLIPSE_FR: HouseCells = [
  [
    'Une affaire personnelle arrive à son terme, et vous pourriez vous sentir à vif ; ménagez-vous et laissez partir l’ancien rôle.',
    'Vous pourriez vous voir sous un jour nouveau, peut-être à travers les yeux d’un autre, et avoir envie de lâcher une vieille habitude.',
  ],
  [
    'Un chapitre financier se referme : une dette soldée, un salaire qui change ou un bien dont on se sépare.',
    'Votre sentiment de sécurité est mis à l’épreuve puis raffermi ; lâchez ce que vous ne retenez que par peur.',
  ],
  [
    'Une conversation peut dissiper un malentendu, ou une nouvelle clore un chapitre de votre quotidien.',
    'Dites ce qui n’a pas été dit à un frère, une sœur ou un voisin, puis laissez l’affaire reposer.',
  ],
  [
    'Les sentiments familiaux remontent à la surface et une situation à la maison atteint son tournant.',
    'Un chapitre de la vie domestique se ferme ; honorez-le, puis faites de la place à ce qui suit.',
  ],
  [
    'Une histoire d’amour ou un projet créatif atteint son apogée, et vous saurez s’il a un avenir.',
    'Les émotions autour des enfants, de l’amour ou du jeu sont vives ; laissez passer le drame avant de décider.',
  ],
  [
    'Un emploi, une routine ou une habitude de santé arrive à son terme ; écoutez ce que votre corps vous dit.',
    'Le stress au travail peut culminer puis retomber ; finissez la tâche et reposez-vous vraiment ensuite.',
  ],
  [
    'Une relation ou un accord arrive à un point décisif ; cette clarté est un cadeau, même si elle pique.',
    'Vous et votre partenaire voyez où vous en êtes ; que l’honnêteté mène et que la bienveillance suive.',
  ],
  [
    'Les ressources partagées ou les sentiments profonds se révèlent ; c’est le moment de lâcher prise, non de serrer les poings.',
    'Une dette, un secret ou une dépendance peut prendre fin, et la liberté vient avec.',
  ],
  [
    'Une conviction, une formation ou un projet de voyage arrive à sa conclusion, et votre regard sur le monde se déplace.',
    'Une nouvelle venue de loin ou d’un enseignant clôt un chapitre ; emportez la leçon avec vous.',
  ],
  [
    'Un chapitre professionnel se ferme : un projet s’achève, un rôle change ou un objectif est atteint.',
    'Vie publique et vie privée tirent en sens contraires ; choisissez ce que vous pouvez tenir.',
  ],
  [
    'Une amitié ou un lien de groupe atteint un tournant, et vous découvrez qui reste.',
    'Un espoir longtemps porté se réalise ou se dénoue ; dans un cas comme dans l’autre, vous le saurez.',
  ],
  [
    'Ce que vous portiez en secret est prêt à être déposé ; donnez-vous le temps de faire votre deuil et de vous reposer.',
    'Les inquiétudes cachées viennent au jour et perdent leur pouvoir une fois nommées.',
  ],
];
