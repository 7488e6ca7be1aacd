// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// A note for each sign on how it meets an ordinary day, for the days when the wider sky is quiet, addressing the
// reader as « vous » and by the sign's name (« Bélier, … »), with no adjective that would guess the reader's gender.
// Bélier first.

export const SIGN_NOTES_FR: HouseCells = [
  [
    'Bélier, votre étincelle a besoin d’une cible ; choisissez un petit défi et relevez-le avant midi.',
    'L’impatience est votre point faible, Bélier : accordez dix minutes honnêtes à la tâche lente avant de passer à autre chose.',
    'Un ciel calme convient à votre instinct de passer devant, Bélier ; poussez la porte que personne n’a encore poussée.',
  ],
  [
    'Taureau, la constance est votre don ; terminez quelque chose de vos mains et savourez le résultat.',
    'Le confort n’est pas de la paresse, Taureau : un bon repas et un rythme sans hâte vous aident à bien décider.',
    'Votre patience paie les jours comme celui-ci, Taureau ; laissez mûrir ce qui prend son temps.',
  ],
  [
    'Gémeaux, votre curiosité veut deux conversations à la fois ; accordez toute votre attention à la meilleure.',
    'Notez l’idée avant que la suivante n’arrive, Gémeaux, et revenez-y ce soir.',
    'Un ciel calme permet à votre esprit vif de séparer les faits du bruit, Gémeaux ; fiez-vous à votre deuxième idée, la plus réfléchie.',
  ],
  [
    'Cancer, vous lisez les humeurs avant que quiconque ne parle ; fiez-vous au premier signal et prenez soin de vous aussi.',
    'Votre carapace est utile, Cancer, mais aujourd’hui un peu d’ouverture rapporte plus que la prudence.',
    'Nourrissez quelqu’un, Cancer, ne serait-ce que d’un message gentil ; le soin donné vous revient.',
  ],
  [
    'Lion, la chaleur est votre monnaie ; dépensez-en un peu pour quelqu’un que l’on remarque rarement.',
    'La fierté peut attendre, Lion ; c’est du geste généreux que les gens se souviennent.',
    'Votre lumière rayonne le mieux quand elle laisse de la place aux autres, Lion : partagez la scène, pour une fois.',
  ],
  [
    'Vierge, une liste vous apaise ; gardez-la courte et réservez une ligne au plaisir.',
    'Votre sens du détail est un don, Vierge, tant que vous le dirigez vers la tâche et non vers vous-même.',
    'Réparez une chose comme il faut, Vierge, et laissez le reste du monde imparfait pour une journée.',
  ],
  [
    'Balance, vous pesez chaque côté ; tranchez vite une petite question et remarquez la légèreté qui s’ensuit.',
    'L’harmonie compte pour vous, Balance, mais un mot franc préserve parfois mieux la paix que le silence.',
    'La beauté vous ressource, Balance : offrez à vos yeux quelque chose de beau où se poser.',
  ],
  [
    'Scorpion, votre concentration est redoutable ; pointez-la sur un seul problème et ne le lâchez pas.',
    'Vous sentez ce que les autres cachent, Scorpion : servez-vous de ce savoir avec bonté et gardez vos pensées pour vous.',
    'Laissez partir une rancune, Scorpion, et sentez toute l’énergie qu’elle retenait.',
  ],
  [
    'Sagittaire, une vue dégagée vous met de bonne humeur ; sortez ou ouvrez une carte, ne serait-ce qu’une minute.',
    'La franchise est votre force, Sagittaire, et le tact lui permet de porter.',
    'Votre optimisme entraîne les autres, Sagittaire : partagez un projet qui vous enthousiasme.',
  ],
  [
    'Capricorne, le progrès régulier est votre style ; un pas solide compte plus qu’un bond.',
    'Le repos fait partie de l’ascension, Capricorne : inscrivez-le à l’agenda comme n’importe quel devoir.',
    'Votre sens du devoir est admirable, Capricorne ; veillez à ce qu’une tâche d’aujourd’hui soit rien que pour vous.',
  ],
  [
    'Verseau, une de vos idées insolites pourrait aider quelqu’un ; dites-la à voix haute.',
    'Votre indépendance est précieuse, Verseau, et laisser un ami vous aider l’est tout autant.',
    'Regardez un vieux problème sous un angle inattendu, Verseau ; c’est là que logent vos réponses.',
  ],
  [
    'Poissons, votre intuition est aiguisée ; offrez-lui une heure tranquille et un carnet.',
    'La bonté est votre nature, Poissons, mais vos propres besoins ont aussi leur place sur la liste.',
    'La musique, l’eau ou une rêverie vous ressource, Poissons : accordez-vous l’une d’elles.',
  ],
];
