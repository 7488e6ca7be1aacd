// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { LunarGuidanceText } from '../lunar-guidance-text.js';
import type { PartialText } from '../partial-text.js';

// The items are short activities, lower case and without a final period, addressing the reader as « vous ». Every
// `bestFor` is an infinitive or a noun with its article, so that it stands alone (capitalised, with a period) and
// follows « la journée est idéale pour » in `bestForPrefix` while the Moon is void of course.

/** The lunar guidance in French: by the Moon's sign, its phase, and while it is void of course; absent reads English. */
export const LUNAR_GUIDANCE_TEXT_FR: PartialText<LunarGuidanceText> = {
  moonSigns: {
    Aries: {
      favorable: ['commencer un entraînement ou un projet audacieux', 'prendre une décision rapide', 'défendre votre point de vue'],
      unfavorable: ['négociations délicates', 'tâches qui exigent de la patience'],
      bestFor: 'faire enfin le premier pas vers ce que vous repoussez depuis longtemps',
    },
    Taurus: {
      favorable: ['jardinage et cuisine', 'budget et achats faits pour durer', 'repos et confort physique'],
      unfavorable: ['changements de programme soudains', 'presser quiconque'],
      bestFor: 'travailler sans hâte et savourer les plaisirs simples',
    },
    Gemini: {
      favorable: ['écriture, appels et messages', 'petits trajets et courses', 'découvrir du nouveau'],
      unfavorable: ['longue concentration solitaire', 'engagements fermes pris à la hâte'],
      bestFor: 'les échanges, la paperasse et la recherche d’informations',
    },
    Cancer: {
      favorable: ['moments à la maison et en famille', 'cuisine et soins attentionnés', 'rendre votre nid douillet'],
      unfavorable: ['confrontations', 'étaler des affaires privées en public'],
      bestFor: 'prendre soin de vous et de vos proches',
    },
    Leo: {
      favorable: ['travail créatif et représentations', 'fêtes et jeux', 'gestes généreux'],
      unfavorable: ['tâches ingrates en coulisses', 'prendre les critiques pour une attaque personnelle'],
      bestFor: 'montrer votre travail et profiter des projecteurs',
    },
    Virgo: {
      favorable: ['rangement et ménage', 'routines de santé et bilans', 'relecture et souci du détail'],
      unfavorable: ['grands gestes', 'bâcler les finitions'],
      bestFor: 'trier, réparer et améliorer ce qui existe déjà',
    },
    Libra: {
      favorable: ['rendez-vous et partenariats', 'embellir votre intérieur', 'régler les désaccords'],
      unfavorable: ['travailler entièrement en solitaire', 'imposer une issue unilatérale'],
      bestFor: 'coopérer, négocier et voir du monde',
    },
    Scorpio: {
      favorable: ['recherches et enquêtes', 'faire le tri dans ce qui ne sert plus', 'cœur-à-cœur sincères'],
      unfavorable: ['bavardages superficiels', 'prêter de l’argent à la légère'],
      bestFor: 'aller vraiment au fond des choses',
    },
    Sagittarius: {
      favorable: ['voyages et études', 'tracer les grandes lignes', 'sport au grand air'],
      unfavorable: ['corvées minutieuses', 'faire des promesses invérifiables'],
      bestFor: 'explorer, enseigner et élargir votre horizon',
    },
    Capricorn: {
      favorable: ['démarches professionnelles et planification à long terme', 'travail structuré', 'tenir les délais'],
      unfavorable: ['dépenses futiles', 'décisions émotives'],
      bestFor: 'un effort discipliné au service d’un objectif durable',
    },
    Aquarius: {
      favorable: ['travail en groupe et réseautage', 'technologie et expériences', 'essayer une approche inhabituelle'],
      unfavorable: ['routines rigides', 'réclamer sans cesse du réconfort'],
      bestFor: 'collaborer et oser l’inédit',
    },
    Pisces: {
      favorable: ['repos, méditation et retraite', 'art et musique', 'gestes de compassion'],
      unfavorable: ['contrats truffés de petits caractères', 'calculs précis'],
      bestFor: 'rêver, réfléchir et récupérer en douceur',
    },
  },
  phases: {
    'New Moon': {
      favorable: ['formuler vos intentions', 'semer les graines de nouveaux projets'],
      unfavorable: ['vous lancer publiquement avant que le projet soit clair'],
    },
    'Waxing Crescent': {
      favorable: ['premiers pas concrets', 'réunir les moyens nécessaires'],
      unfavorable: ['renoncer dès le premier obstacle'],
    },
    'First Quarter': {
      favorable: ['action décisive', 'vaincre les résistances'],
      unfavorable: ['éviter les choix nécessaires'],
    },
    'Waxing Gibbous': {
      favorable: ['affiner et ajuster', 'préparer un lancement'],
      unfavorable: ['tout recommencer depuis zéro'],
    },
    'Full Moon': {
      favorable: ['achever et présenter un travail', 'célébrer les résultats'],
      unfavorable: ['envenimer les conflits', 'trop promettre dans l’émotion du moment'],
    },
    'Waning Gibbous': {
      favorable: ['partager ce que vous avez appris', 'exprimer votre gratitude'],
      unfavorable: ['entreprendre de longues aventures'],
    },
    'Last Quarter': {
      favorable: ['lâcher prise et désencombrer', 'revoir ce qui a fonctionné'],
      unfavorable: ['tenir à des projets qui ont fait leur temps'],
    },
    'Waning Crescent': {
      favorable: ['repos et récupération', 'réflexion tranquille'],
      unfavorable: ['lancer de nouveaux projets', 'gros achats'],
    },
  },
  voidOfCourse: {
    favorable: ['tâches courantes déjà en cours', 'repos et réflexion'],
    unfavorable: ['entreprendre quoi que ce soit de neuf', 'signer des contrats', 'achats importants'],
    bestForPrefix: 'Tant que la Lune est vide de course, tenez-vous-en à la routine ; sinon, la journée est idéale pour',
  },
};
