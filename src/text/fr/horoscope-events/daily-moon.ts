// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// The Moon's day in each solar house, the closing advice of a day or week by house, and the sign's ruler in each
// house, addressing the reader as « vous ». A ruler clause follows a comma inside the ruler's lead (« …, dans votre
// maison 5, si bien que … »), so it starts in lower case with « si bien que » or « ce qui ». The 1st house first.

export const MOON_DAY_FR: HouseCells = [
  [
    'Vos émotions se lisent sur votre visage : soyez honnête sur ce dont vous avez besoin et prenez un peu de temps pour vous.',
    'Votre sensibilité est plus vive que d’habitude, ce qui vous aide à sentir l’ambiance d’une pièce et à savoir ce que vous voulez.',
    'Prendre soin de vous, ouvertement, va bien avec l’humeur du jour : un bon repas, des vêtements confortables, une réponse franche.',
  ],
  [
    'Le confort et la sécurité passent en premier : cuisinez quelque chose de bon ou mettez un peu d’argent de côté.',
    'Vous avez envie de choses à toucher et à garder ; un petit achat bien fait satisfait davantage qu’un gros.',
    'Les tâches concrètes et régulières calment les nerfs, surtout celles qui rapportent.',
  ],
  [
    'Le téléphone ne cesse de sonner et les courses se multiplient ; gardez des réponses brèves et aimables.',
    'Votre esprit saute d’une idée à l’autre, ce qui convient à la conversation et beaucoup moins aux contrats.',
    'Un brin de causette avec un voisin, un frère ou une sœur égaie la journée.',
  ],
  [
    'Vous avez envie d’être chez vous, ou du moins dans un endroit qui y ressemble ; offrez-vous ce plaisir si vous le pouvez.',
    'Les affaires de famille et les vieux souvenirs remontent ; une soirée tranquille à la maison vous ressource.',
    'Occupez-vous de votre intérieur : arrosez les plantes, cuisinez, appelez quelqu’un qui se souvient de votre enfance.',
  ],
  [
    'Jouez, flirtez ou créez ; le cœur réclame quelques applaudissements.',
    'Du temps avec des enfants ou un loisir favori vous remet d’aplomb.',
    'Une petite douceur ou une sortie improvisée est bien méritée.',
  ],
  [
    'Triez, nettoyez et cochez des cases ; le travail utile fait du bien.',
    'Votre corps demande des soins : de l’eau, une promenade, un coucher plus tôt.',
    'Aider un collègue ou réparer une routine procure une satisfaction tranquille.',
  ],
  [
    'L’humeur des autres déteint sur la vôtre, alors choisissez une compagnie qui vous apaise.',
    'Les partenaires veulent de l’attention, et un repas partagé va plus loin qu’une longue discussion.',
    'Vous trouvez votre équilibre à travers quelqu’un d’autre ; laissez-le porter une part de la charge.',
  ],
  [
    'Les sentiments vont loin, et une conversation en tête-à-tête peut rapprocher deux personnes.',
    'Vous remarquez ce que les autres cachent ; servez-vous de cette lucidité avec délicatesse.',
    'Réglez une facture commune ou honorez un engagement avant que l’un ou l’autre ne pèse plus lourd.',
  ],
  [
    'L’agitation est le signe qu’il faut apprendre quelque chose ou aller ailleurs, ne serait-ce qu’une heure.',
    'La vue d’ensemble vous réconforte : un livre, un projet de voyage ou un échange d’idées vous feront du bien.',
    'Un enseignant, un livre ou un inconnu venu de loin pourrait améliorer votre humeur.',
  ],
  [
    'Votre côté public est en vitrine : tenez parole au travail et veillez sur votre réputation.',
    'L’ambition s’éveille, et vous préférez agir plutôt que vous reposer ; ménagez votre rythme.',
    'Les responsables remarquent la façon dont vous gérez vos émotions sous pression.',
  ],
  [
    'Les amis et les groupes vous portent ; répondez à l’invitation ou lancez la vôtre.',
    'Vous vous sentez partie prenante de quelque chose de plus grand quand vous travaillez avec d’autres.',
    'Confiez un espoir à quelqu’un qui vous encouragera.',
  ],
  [
    'Vous avez besoin de plus de calme que d’habitude ; annulez ce que vous pouvez et reposez-vous.',
    'L’intuition est forte, mais la fatigue aussi : la nuit porte conseil pour les grandes décisions.',
    'Une heure à vous, un bain ou une longue marche en solitaire fait plus de bien que la compagnie.',
  ],
];

export const ADVICE_FR: HouseCells = [
  ['Passez en premier sans vous excuser, puis demandez comment vous pouvez aider.', 'Commencez une chose personnelle et terminez-la avant de vous coucher.'],
  ['Ne dépensez que pour ce qui aura encore de la valeur à vos yeux le mois prochain.', 'Faites le compte de ce que vous avez, petite monnaie comprise, avant de décider.'],
  ['Dites moins, dites-le bien, et mettez le reste par écrit.', 'Répondez d’abord aux messages faciles, puis au plus délicat avec soin.'],
  ['Faites de votre foyer l’endroit où vous avez envie de revenir.', 'Appelez la famille ou rangez un coin de la maison ; l’un comme l’autre vous apaisera.'],
  ['Gardez une heure pour une chose que vous faites par pure joie.', 'Laissez parler votre cœur, tout en gardant un pied sur terre.'],
  ['Faites d’abord la corvée ennuyeuse et profitez du reste de la journée.', 'Les petites améliorations de votre routine rapportent vite.'],
  ['Écoutez d’abord, puis rejoignez l’autre à mi-chemin.', 'Un accord juste laisse les deux parties avec le sourire.'],
  ['La confiance se construit par de petites promesses tenues.', 'Dites avec douceur ce qui est difficile à dire, et sincèrement.'],
  ['Lisez, flânez ou préparez quelque chose qui vous fasse grandir.', 'Laissez votre curiosité vous emmener un peu plus loin que d’habitude.'],
  ['Travaillez dès maintenant comme si vous occupiez déjà le poste que vous visez.', 'Laissez parler votre travail, puis sachez le défendre.'],
  ['Faites signe à un vieil ami et à une nouvelle connaissance.', 'Les espoirs partagés grandissent plus vite que les espoirs gardés pour soi.'],
  ['Protégez votre repos comme vous le feriez d’un rendez-vous.', 'Laissez partir une chose et remarquez la place qu’elle libère.'],
];

export const RULER_HERE_FR: HouseCells = [
  ['ce qui vous place aux commandes de votre propre histoire', 'si bien que votre présence est votre meilleur outil'],
  ['si bien que votre énergie va à ce que vous gagnez et à ce qui compte pour vous', 'ce qui donne aux gains et à l’épargne une couleur très personnelle'],
  ['si bien que votre attention va aux mots, aux projets et aux lieux proches', 'ce qui occupe votre esprit autant que votre téléphone'],
  ['si bien que le foyer et la famille puisent dans votre énergie', 'ce qui place le foyer en tête de vos priorités'],
  ['si bien que le plaisir, l’amour et la créativité portent votre signature', 'ce qui vous invite à savourer ce que vous créez'],
  ['si bien que le travail et les habitudes de santé prennent l’essentiel de votre élan', 'ce qui fait de l’utilité une récompense en soi'],
  ['si bien que les partenaires et les accords orientent vos choix', 'ce qui veut dire que vous agissez au mieux en bonne compagnie'],
  ['si bien que ce que vous devez, partagez ou gardez pour vous réclame votre attention', 'ce qui vous tourne vers les personnes en qui vous avez le plus confiance'],
  ['si bien que tout ce qui élargit votre horizon vous attire', 'ce qui nourrit votre soif de sens'],
  ['si bien que votre ambition réclame une scène publique', 'ce qui expose votre travail au regard du public'],
  ['si bien que les personnes avec qui vous faites équipe reçoivent votre énergie', 'ce qui rend les alliés plus importants que d’habitude'],
  ['si bien que le calme, loin de la foule, joue en votre faveur', 'ce qui vous invite à recharger vos batteries avant d’agir'],
];
