// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HouseCells } from '../../horoscope-event-text.js';

// What Jupiter's and Saturn's year in a house means, and a conjunction of two slow planets in a house, addressing the
// reader as « vous ». The 1st house first.

export const JUPITER_PASSAGE_FR: HouseCells = [
  [
    'La chance suit l’initiative : votre assurance grandit, les portes s’ouvrent quand vous frappez, et un nouveau départ personnel trouve un vrai soutien.',
    'C’est votre année de croissance, où personnes et occasions nouvelles se rassemblent autour de vous ; surveillez les excès, y compris dans l’assiette.',
  ],
  [
    'Les revenus peuvent croître grâce au savoir-faire, à l’assurance et à un peu d’audace ; que l’argent serve des valeurs qui vous font honneur.',
    'La générosité vous revient, mais les dépenses grossissent aussi facilement que les gains : prévoyez l’usage du surplus.',
  ],
  [
    'Apprendre, écrire et faire de courts voyages portent leurs fruits, et un voisin, un frère ou une sœur pourrait apporter une bonne nouvelle.',
    'Votre voix porte plus loin ; un cours, un blog, un livre ou un poste dans la vente pourrait en naître.',
  ],
  [
    'La vie au foyer s’agrandit : un logement plus grand, une naissance dans la famille ou simplement plus de chaleur sous votre toit.',
    'Les racines comptent davantage, et investir dans une maison ou dans les liens familiaux apporte un confort durable.',
  ],
  [
    'Les amours, la créativité et le jeu se font généreux ; un talent pourrait trouver son public.',
    'La joie fait partie du programme, et le temps passé avec des enfants ou un nouveau loisir peut apporter un vrai épanouissement.',
  ],
  [
    'Le travail devient plus gratifiant et les bonnes habitudes de santé paient ; se rendre utile attire les occasions.',
    'Un meilleur emploi, une routine plus douce ou un collègue serviable allège la vie quotidienne.',
  ],
  [
    'Les partenariats fleurissent : une nouvelle alliance, un engagement ou un partenaire généreux vous aide à grandir.',
    'Vous réussissez mieux avec quelqu’un à vos côtés, en amour comme en affaires.',
  ],
  [
    'Les ressources partagées peuvent augmenter, grâce à un partenaire, un placement ou un soutien inattendu.',
    'La profondeur émotionnelle grandit avec la confiance ; les vieilles dettes se soldent plus facilement.',
  ],
  [
    'Les voyages, les études, l’édition et les grandes idées sont un terrain chanceux ; dites oui au long voyage ou au diplôme.',
    'Votre monde s’élargit, et un enseignant, une foi ou un pays étranger pourrait changer votre direction.',
  ],
  [
    'Une progression de carrière est probable : reconnaissance, promotion ou rôle public peuvent se présenter.',
    'Vos ambitions ont le vent en poupe ; visez haut et montrez ce que vous faites.',
  ],
  [
    'Les amis et les réseaux ouvrent des portes, et un espoir partagé avec d’autres peut se réaliser.',
    'Les projets collectifs et les nouveaux cercles offrent des chances que vous ne pourriez pas créer sans eux.',
  ],
  [
    'Une année plus calme et réparatrice : le repos, la croissance spirituelle et l’aide aux autres apportent des bienfaits inattendus.',
    'En coulisses, la protection est forte ; bouclez les vieux cycles pour faire place à un grand cycle nouveau.',
  ],
];

export const SATURN_PASSAGE_FR: HouseCells = [
  [
    'Vous construisez une personnalité plus solide, un choix discipliné après l’autre ; l’effort se voit à la fin.',
    'Les responsabilités pèsent sur vos épaules, et une version plus mûre de vous-même s’avance.',
  ],
  [
    'L’argent demande de la structure : un budget, un plan d’épargne et de la patience portent leurs fruits.',
    'Vous apprenez ce dont vous avez vraiment besoin pour vous sentir en sécurité, et vous le bâtissez lentement.',
  ],
  [
    'Les études, l’écriture et la communication quotidienne demandent du soin ; les compétences travaillées maintenant restent acquises.',
    'Un devoir envers un frère, une sœur ou un voisin, ou une formation exigeante, donne sa forme à l’année.',
  ],
  [
    'Le foyer et la famille demandent de l’engagement ; des réparations, un déménagement ou le soin d’un proche peuvent exiger des efforts.',
    'Vous posez des fondations, en briques ou en sentiments, qui tiendront des années.',
  ],
  [
    'Le travail créatif devient sérieux, et l’amour demande de l’engagement plutôt que des jeux.',
    'Le plaisir se mérite, et un talent exercé avec discipline peut devenir un métier.',
  ],
  [
    'Le travail et la santé appellent la discipline ; des routines régulières bâtissent une vraie force.',
    'Un emploi exigeant ou un programme de santé enseigne la patience et finit par payer.',
  ],
  [
    'Les relations sont mises à l’épreuve et en sortent renforcées ; les engagements pris maintenant sont faits pour durer.',
    'Un partenaire peut vous demander plus de maturité, et vous pourriez lui demander la même chose.',
  ],
  [
    'Les finances communes et les liens profonds exigent des termes clairs ; les dettes se paient et la confiance se gagne.',
    'Vous affrontez ce qui vous fait peur dans l’intimité et l’argent, et vous en ressortez plus stable.',
  ],
  [
    'Les études et les voyages deviennent de vraies entreprises ; un diplôme ou un projet au long cours prend forme.',
    'Les convictions sont éprouvées par l’expérience, et ce qui reste vous appartient vraiment.',
  ],
  [
    'La responsabilité professionnelle atteint son sommet ; le travail acharné d’aujourd’hui bâtit une réputation durable.',
    'Vous pourriez prendre de l’autorité ou en subir l’épreuve ; la patience mène à la promotion.',
  ],
  [
    'Les amitiés se trient selon la loyauté, et les objectifs à long terme demandent un plan réaliste.',
    'Vous pourriez assumer un rôle de responsable dans un groupe ; choisissez des alliés qui tiennent parole.',
  ],
  [
    'Un bilan intérieur : des fins, du repos et une préparation discrète pour un nouveau chapitre.',
    'Les vieux fardeaux peuvent être déposés maintenant, si vous les regardez honnêtement en face.',
  ],
];

export const SLOW_CONJUNCTION_FR: HouseCells = [
  ['Une nouvelle ère de l’identité personnelle commence ; ce que vous entreprenez pour vous-même a maintenant une longue vie devant lui.', 'Vous vous tenez au début d’un long cycle de renouveau personnel.'],
  ['Votre rapport à l’argent et aux valeurs ouvre un nouveau long chapitre.', 'Votre façon de gagner votre vie et ce qui vous est cher se redéfinissent pour des années.'],
  ['Votre façon de penser, d’apprendre et de parler entame un nouveau long cycle.', 'Les idées semées maintenant dans votre entourage proche grandiront pendant des années.'],
  ['Les fondations du foyer et de la famille entament un long cycle nouveau.', 'Un long chapitre de vie privée commence, enraciné dans le foyer que vous choisissez.'],
  ['Un long cycle de créativité, d’amour et d’expression de soi commence.', 'Ce que vous créez et ceux que vous aimez prennent un nouveau cours durable.'],
  ['Le travail et la santé entrent dans un long cycle nouveau ; bâtissez des habitudes pour les décennies, pas pour la semaine.', 'Votre vie quotidienne est repensée de fond en comble.'],
  ['Les partenariats entrent dans un nouveau long cycle ; les termes que vous fixez maintenant portent loin.', 'Un long chapitre relationnel commence, qui demande de nouvelles formes d’accord.'],
  ['Les ressources partagées et les liens profonds entament un long cycle nouveau.', 'Un long chapitre de confiance, d’argent partagé et de transformation intérieure commence.'],
  ['Les convictions, les études et les voyages se lancent dans un nouveau long cycle.', 'Votre philosophie de vie ouvre un long chapitre nouveau.'],
  ['La carrière et la vie publique abordent un long cycle neuf ; votre vocation pourrait prendre une forme nouvelle.', 'Un long chapitre d’ambition et de réputation s’ouvre.'],
  ['Les amitiés, les groupes et les espoirs à long terme entament un nouveau long cycle.', 'Les communautés auxquelles vous appartenez changent, et vos espoirs avec elles.'],
  ['Un cycle intérieur commence en silence ; ses fruits se verront dans des années.', 'Un long chapitre de réflexion et de lâcher-prise commence.'],
];
