// Urania's own text, translated from its English original (src/text/en); locale es.
import type { LunarGuidanceText } from '../lunar-guidance-text.js';
import type { PartialText } from '../partial-text.js';

// The items are short activity phrases (an infinitive or a noun with its article), in lower case and without a final
// period. Every sign's `bestFor` follows "el día es propicio para" (the void-of-course `bestForPrefix`) as an infinitive
// or a noun with its article, and reads as a sentence of its own once capitalised.

/** The lunar guidance in Spanish: by the Moon's sign, its phase, and while it is void of course; absent reads English. */
export const LUNAR_GUIDANCE_TEXT_ES: PartialText<LunarGuidanceText> = {
  moonSigns: {
    Aries: {
      favorable: ['empezar una rutina de ejercicio o un proyecto audaz', 'tomar una decisión rápida', 'hacerte oír y defender tu postura'],
      unfavorable: ['las negociaciones delicadas', 'las tareas que exigen paciencia'],
      bestFor: 'dar el primer paso en algo que llevas tiempo aplazando',
    },
    Taurus: {
      favorable: ['la jardinería y la cocina', 'hacer cuentas y comprar cosas pensadas para durar', 'el descanso y el bienestar del cuerpo'],
      unfavorable: ['los cambios de planes repentinos', 'meter prisa a los demás'],
      bestFor: 'trabajar con calma y constancia, y disfrutar de los placeres sencillos',
    },
    Gemini: {
      favorable: ['escribir, llamar y enviar mensajes', 'los trayectos cortos y los recados', 'aprender algo nuevo'],
      unfavorable: ['la concentración larga y solitaria', 'los compromisos firmes adquiridos con prisa'],
      bestFor: 'conversar, hacer trámites y reunir información',
    },
    Cancer: {
      favorable: ['el tiempo en casa y en familia', 'cocinar y cuidar de los tuyos', 'poner en orden el nido'],
      unfavorable: ['los enfrentamientos', 'airear en público los asuntos privados'],
      bestFor: 'cuidar de ti y de las personas más cercanas',
    },
    Leo: {
      favorable: ['el trabajo creativo y las actuaciones', 'las celebraciones y el juego', 'los gestos generosos'],
      unfavorable: ['las tareas ingratas entre bastidores', 'tomarte las críticas como algo personal'],
      bestFor: 'mostrar tu trabajo y disfrutar del protagonismo',
    },
    Virgo: {
      favorable: ['ordenar y limpiar', 'las rutinas de salud y las revisiones médicas', 'corregir textos y cuidar los detalles'],
      unfavorable: ['los grandes gestos', 'dejar cabos sueltos'],
      bestFor: 'clasificar, reparar y mejorar lo que ya existe',
    },
    Libra: {
      favorable: ['las reuniones y las asociaciones', 'embellecer tu espacio', 'resolver desacuerdos'],
      unfavorable: ['trabajar en completa soledad', 'forzar un desenlace que favorezca a una sola parte'],
      bestFor: 'la cooperación, la diplomacia y los planes con otras personas',
    },
    Scorpio: {
      favorable: ['la investigación y las pesquisas', 'deshacerte de lo que ya no necesitas', 'las charlas francas y a corazón abierto'],
      unfavorable: ['las conversaciones banales', 'prestar dinero a la ligera'],
      bestFor: 'llegar al fondo de las cosas',
    },
    Sagittarius: {
      favorable: ['los viajes y el estudio', 'planificar a lo grande', 'la actividad al aire libre'],
      unfavorable: ['las tareas cargadas de detalles', 'hacer promesas que no puedes comprobar'],
      bestFor: 'explorar, enseñar y ensanchar tu horizonte',
    },
    Capricorn: {
      favorable: ['las decisiones profesionales y la planificación a largo plazo', 'el trabajo estructurado', 'cumplir los plazos'],
      unfavorable: ['los gastos frívolos', 'las decisiones tomadas en caliente'],
      bestFor: 'el esfuerzo disciplinado hacia una meta duradera',
    },
    Aquarius: {
      favorable: ['el trabajo en grupo y los contactos', 'la tecnología y los experimentos', 'probar un enfoque poco habitual'],
      unfavorable: ['las rutinas rígidas', 'pedir a los demás que te tranquilicen a cada paso'],
      bestFor: 'la colaboración y las ideas nuevas',
    },
    Pisces: {
      favorable: ['el descanso, la meditación y el retiro', 'el arte y la música', 'los actos de compasión'],
      unfavorable: ['los contratos con letra pequeña', 'los cálculos precisos'],
      bestFor: 'la imaginación, la reflexión y una recuperación serena',
    },
  },
  phases: {
    'New Moon': {
      favorable: ['fijar intenciones', 'sembrar las semillas de planes nuevos'],
      unfavorable: ['lanzar algo en público antes de tener claro el plan'],
    },
    'Waxing Crescent': {
      favorable: ['los primeros pasos concretos', 'reunir recursos'],
      unfavorable: ['rendirte ante el primer obstáculo'],
    },
    'First Quarter': {
      favorable: ['la acción decidida', 'vencer las resistencias'],
      unfavorable: ['eludir las decisiones necesarias'],
    },
    'Waxing Gibbous': {
      favorable: ['pulir y ajustar', 'preparar un lanzamiento'],
      unfavorable: ['volver a empezar desde cero'],
    },
    'Full Moon': {
      favorable: ['terminar y presentar el trabajo', 'celebrar los resultados'],
      unfavorable: ['avivar los conflictos', 'asumir demasiados compromisos con las emociones a flor de piel'],
    },
    'Waning Gibbous': {
      favorable: ['compartir lo que has aprendido', 'expresar gratitud'],
      unfavorable: ['emprender proyectos largos'],
    },
    'Last Quarter': {
      favorable: ['soltar lastre y despejar espacio', 'repasar lo que ha funcionado'],
      unfavorable: ['aferrarte a planes que ya han cumplido su ciclo'],
    },
    'Waning Crescent': {
      favorable: ['el reposo y la recuperación', 'la reflexión tranquila'],
      unfavorable: ['lanzar proyectos nuevos', 'las grandes compras'],
    },
  },
  voidOfCourse: {
    favorable: ['las tareas rutinarias ya en marcha', 'el reposo y la introspección'],
    unfavorable: ['emprender algo nuevo', 'firmar acuerdos', 'las compras importantes'],
    bestForPrefix: 'Mientras la Luna esté vacía de curso, limítate a la rutina; por lo demás, el día es propicio para',
  },
};
