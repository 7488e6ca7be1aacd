// Urania's own text, translated from its English original (src/text/en); locale de.
import type { LunarGuidanceText } from '../lunar-guidance-text.js';
import type { PartialText } from '../partial-text.js';

/**
 * The lunar guidance in German: by the Moon's sign, its phase, and while it is void of course; absent reads English.
 * The items are short phrases (nouns, or an infinitive at the end), the reader addressed with du as in the horoscopes.
 * Each `bestFor` is a noun phrase that reads alike in the nominative (printed alone, capitalised) and after „für“
 * (the void-of-course prefix): a neuter, feminine or plural head, or none.
 */
export const LUNAR_GUIDANCE_TEXT_DE: PartialText<LunarGuidanceText> = {
  moonSigns: {
    Aries: {
      favorable: ['ein Training oder ein kühnes Projekt beginnen', 'eine rasche Entscheidung treffen', 'für dich selbst eintreten'],
      unfavorable: ['heikle Verhandlungen', 'Aufgaben, die Geduld verlangen'],
      bestFor: 'das Anpacken von etwas, das du schon lange vor dir herschiebst',
    },
    Taurus: {
      favorable: ['Gartenarbeit und Kochen', 'Haushaltsplanung und Anschaffungen, die lange halten sollen', 'Ruhe und körperliches Wohlbehagen'],
      unfavorable: ['plötzliche Änderungen am Plan', 'jemanden hetzen'],
      bestFor: 'langsame, stetige Arbeit und das Genießen einfacher Freuden',
    },
    Gemini: {
      favorable: ['Schreiben, Anrufe und Nachrichten', 'kurze Wege und Besorgungen', 'etwas Neues lernen'],
      unfavorable: ['lange, einsame Konzentration', 'verbindliche Zusagen in aller Eile'],
      bestFor: 'Gespräche, Papierkram und das Sammeln von Informationen',
    },
    Cancer: {
      favorable: ['Zeit zu Hause und mit der Familie', 'Kochen und Umsorgen', 'das Nest aufräumen'],
      unfavorable: ['Konfrontationen', 'private Angelegenheiten in der Öffentlichkeit ausbreiten'],
      bestFor: 'die Sorge um dich und die Menschen, die dir nahestehen',
    },
    Leo: {
      favorable: ['kreative Arbeit und Auftritte', 'Feste und Spiel', 'großzügige Gesten'],
      unfavorable: ['undankbare Arbeit im Hintergrund', 'Kritik persönlich nehmen'],
      bestFor: 'das Vorzeigen eigener Arbeit und die Freude am Rampenlicht',
    },
    Virgo: {
      favorable: ['Ordnen und Putzen', 'gesunde Routinen und ärztliche Kontrollen', 'Redigieren und feine Details'],
      unfavorable: ['große Gesten', 'Halbfertiges liegen lassen'],
      bestFor: 'das Sortieren, Reparieren und Verbessern von Vorhandenem',
    },
    Libra: {
      favorable: ['Treffen und Partnerschaften', 'dein Umfeld verschönern', 'Streit schlichten'],
      unfavorable: ['ganz allein arbeiten', 'ein einseitiges Ergebnis erzwingen'],
      bestFor: 'Zusammenarbeit, Diplomatie und gesellige Vorhaben',
    },
    Scorpio: {
      favorable: ['Recherche und Nachforschung', 'alles ausräumen, was nicht mehr gebraucht wird', 'ehrliche Aussprachen'],
      unfavorable: ['oberflächliches Geplauder', 'leichtfertig Geld verleihen'],
      bestFor: 'das Vordringen zum Kern der Dinge',
    },
    Sagittarius: {
      favorable: ['Reisen und Studium', 'das große Ganze planen', 'Bewegung draußen'],
      unfavorable: ['kleinteilige Pflichtarbeiten', 'Versprechen, die du nicht überprüfen kannst'],
      bestFor: 'das Erkunden, Lehren und Erweitern deines Horizonts',
    },
    Capricorn: {
      favorable: ['berufliche Schritte und langfristige Planung', 'strukturierte Arbeit', 'Fristen einhalten'],
      unfavorable: ['leichtsinnige Ausgaben', 'emotionale Entscheidungen'],
      bestFor: 'diszipliniertes Arbeiten an einem Ziel, das Bestand hat',
    },
    Aquarius: {
      favorable: ['Gruppenarbeit und neue Kontakte', 'Technik und Experimente', 'einen ungewöhnlichen Weg ausprobieren'],
      unfavorable: ['starre Routinen', 'emotionale Bestätigung einfordern'],
      bestFor: 'Zusammenwirken und frische Ideen',
    },
    Pisces: {
      favorable: ['Ruhe, Meditation und Rückzug', 'Kunst und Musik', 'Taten des Mitgefühls'],
      unfavorable: ['Verträge mit viel Kleingedrucktem', 'genaue Berechnungen'],
      bestFor: 'Fantasie, Besinnung und stille Erholung',
    },
  },
  phases: {
    'New Moon': {
      favorable: ['Absichten formulieren', 'die Saat neuer Pläne ausbringen'],
      unfavorable: ['mit etwas an die Öffentlichkeit gehen, bevor der Plan steht'],
    },
    'Waxing Crescent': {
      favorable: ['erste konkrete Schritte', 'Mittel sammeln'],
      unfavorable: ['beim ersten Hindernis gleich aufgeben'],
    },
    'First Quarter': {
      favorable: ['entschlossenes Handeln', 'Widerstände überwinden'],
      unfavorable: ['nötigen Entscheidungen ausweichen'],
    },
    'Waxing Gibbous': {
      favorable: ['Verfeinern und Nachjustieren', 'einen Start vorbereiten'],
      unfavorable: ['noch einmal ganz neu anfangen'],
    },
    'Full Moon': {
      favorable: ['Arbeit abschließen und präsentieren', 'Erfolge feiern'],
      unfavorable: ['eskalierende Konflikte', 'sich übernehmen, wenn die Gefühle hochkochen'],
    },
    'Waning Gibbous': {
      favorable: ['weitergeben, was du gelernt hast', 'Dankbarkeit zeigen'],
      unfavorable: ['langwierige Unternehmungen beginnen'],
    },
    'Last Quarter': {
      favorable: ['loslassen und gründlich ausmisten', 'das Gelungene auswerten'],
      unfavorable: ['sich an Pläne klammern, die sich überlebt haben'],
    },
    'Waning Crescent': {
      favorable: ['Ruhe und Regeneration', 'stilles Nachsinnen'],
      unfavorable: ['neue Projekte starten', 'größere Anschaffungen'],
    },
  },
  voidOfCourse: {
    favorable: ['Routinearbeiten, die bereits im Gang sind', 'Ruhe und Besinnung'],
    unfavorable: ['irgendetwas Neues beginnen', 'Vereinbarungen unterschreiben', 'wichtige Käufe'],
    bestForPrefix: 'Solange der Mond im Leerlauf ist, bleib bei der Routine; ansonsten eignet sich der Tag am besten für',
  },
};
