import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: what Jupiter's and Saturn's year in a house
// means, and a conjunction of two slow planets in a house. The 1st house first.

export const JUPITER_PASSAGE_ES: HouseCells = [
  [
    'La suerte sigue a la iniciativa: tu confianza crece, las puertas se abren cuando llamas y un nuevo comienzo personal tiene apoyo real.',
    'Es tu año de crecimiento, en el que gente y oportunidades nuevas se reúnen a tu alrededor; vigila los excesos, también en el plato.',
  ],
  [
    'Los ingresos pueden crecer gracias a la habilidad, la confianza y un poco de audacia; que el dinero sirva a valores que te enorgullezcan.',
    'La generosidad vuelve a ti, aunque el gasto crece con la misma facilidad que las ganancias, así que planifica el excedente.',
  ],
  [
    'Aprender, escribir y hacer viajes cortos da frutos, y un vecino o un hermano pueden traer buenas noticias.',
    'Tu voz llega más lejos; de ahí podría salir un curso, un blog, un libro o un trabajo de ventas.',
  ],
  [
    'La vida en casa se amplía: una vivienda más grande, alguien nuevo en la familia o simplemente más calor bajo tu techo.',
    'Las raíces importan más, e invertir en una casa o en los lazos familiares trae un bienestar duradero.',
  ],
  [
    'El romance, la creatividad y el juego se vuelven generosos; un talento puede encontrar su público.',
    'La alegría forma parte del plan, y el tiempo con niños o una afición nueva pueden dar una plenitud real.',
  ],
  [
    'El trabajo se vuelve más gratificante y los hábitos de salud dan resultado; ser útil trae oportunidades.',
    'Un empleo mejor, una rutina más amable o un compañero servicial aligeran la vida diaria.',
  ],
  [
    'Las asociaciones florecen: una alianza nueva, un compromiso o una pareja generosa te ayudan a crecer.',
    'Das lo mejor de ti con otras personas al lado, en el amor y en los negocios.',
  ],
  [
    'Los recursos compartidos pueden aumentar, gracias a una pareja, a una inversión o a un apoyo que no esperabas.',
    'La hondura emocional crece con la confianza; las viejas deudas son más fáciles de saldar.',
  ],
  [
    'Los viajes, los estudios, las publicaciones y las grandes ideas son terreno afortunado; di que sí al viaje largo o a la carrera.',
    'Tu mundo se hace más grande, y un maestro, una fe o un lugar extranjero podrían cambiar tu rumbo.',
  ],
  [
    'Es probable que tu carrera crezca: reconocimiento, un ascenso o un papel público pueden llegarte.',
    'Tus ambiciones llevan el viento a favor; apunta alto y deja que se vea lo que haces.',
  ],
  [
    'Los amigos y las redes abren puertas, y un deseo que compartes con otros puede hacerse realidad.',
    'Los proyectos de grupo y los círculos nuevos traen oportunidades que no podrías crear sin compañía.',
  ],
  [
    'Un año más tranquilo y reparador: el descanso, el crecimiento espiritual y ayudar a otros traen bendiciones inesperadas.',
    'Entre bastidores la protección es fuerte; cierra los ciclos viejos para dejar sitio a uno nuevo y grande.',
  ],
];

export const SATURN_PASSAGE_ES: HouseCells = [
  [
    'Estás construyendo una versión más fuerte de ti, una decisión disciplinada tras otra; al final el esfuerzo se nota.',
    'Las responsabilidades descansan sobre tus hombros, y da un paso al frente una versión más madura de ti.',
  ],
  [
    'El dinero pide estructura: un presupuesto, un plan de ahorro y la paciencia dan resultado.',
    'Aprendes lo que de verdad necesitas para sentir seguridad, y lo construyes despacio.',
  ],
  [
    'Los estudios, la escritura y la comunicación de cada día piden cuidado; las habilidades que practiques ahora perduran.',
    'Un deber hacia un hermano o un vecino, o un curso serio, da forma al año.',
  ],
  [
    'El hogar y la familia piden compromiso; las reparaciones, una mudanza o el cuidado de un familiar pueden costar esfuerzo.',
    'Pones cimientos, de ladrillo o de sentimientos, que aguantarán durante años.',
  ],
  [
    'El trabajo creativo se pone serio, y el amor pide compromiso en lugar de juegos.',
    'El placer se gana, y un talento practicado con disciplina puede convertirse en oficio.',
  ],
  [
    'El trabajo y la salud piden disciplina; las rutinas constantes construyen una fuerza real.',
    'Un empleo exigente o un plan de salud enseñan paciencia y con el tiempo compensan.',
  ],
  [
    'Las relaciones se ponen a prueba y se fortalecen; los compromisos que asumas ahora están hechos para durar.',
    'Tu pareja puede pedirte más madurez, y tú quizá le pidas lo mismo.',
  ],
  [
    'Las finanzas compartidas y los lazos profundos necesitan condiciones claras; las deudas se pagan y la confianza se gana.',
    'Te enfrentas a lo que temes en la intimidad y en el dinero, y sales con más aplomo.',
  ],
  [
    'Los estudios y los viajes se convierten en empresas serias; toma forma un título o un plan a largo plazo.',
    'La experiencia pone a prueba tus creencias, y lo que queda es de verdad tuyo.',
  ],
  [
    'La responsabilidad profesional llega a su cumbre; el trabajo duro de ahora construye una reputación duradera.',
    'Quizá asumas autoridad o te toque pasar una prueba de ella; la paciencia gana el ascenso.',
  ],
  [
    'Las amistades se ordenan por su lealtad, y las metas a largo plazo necesitan un plan realista.',
    'Quizá asumas un papel de responsabilidad en un grupo; elige aliados que cumplan su palabra.',
  ],
  [
    'Un ajuste de cuentas interior: finales, descanso y una preparación callada para un nuevo capítulo.',
    'Puedes dejar ahora las viejas cargas si las miras de frente con honestidad.',
  ],
];

export const SLOW_CONJUNCTION_ES: HouseCells = [
  ['Empieza una nueva era de identidad personal; lo que inicies para ti ahora tiene una larga vida por delante.', 'Estás al principio de un largo ciclo de renovación personal.'],
  ['Tu relación con el dinero y los valores abre un capítulo nuevo y largo.', 'Cómo ganas y lo que atesoras se redefinen para muchos años.'],
  ['Tu manera de pensar, aprender y hablar empieza un largo ciclo nuevo.', 'Las ideas que siembres ahora en tu entorno cercano crecerán durante años.'],
  ['Los cimientos del hogar y de la familia inician un ciclo nuevo y largo.', 'Empieza un largo capítulo de vida privada, enraizado en el hogar que elijas.'],
  ['Comienza un largo ciclo de creatividad, amor y expresión personal.', 'Lo que creas y a quien amas toman un rumbo nuevo y duradero.'],
  ['El trabajo y la salud entran en un largo ciclo nuevo; crea hábitos para décadas, no para una semana.', 'Tu vida diaria se está rediseñando desde los cimientos.'],
  ['Las asociaciones entran en un ciclo nuevo y largo; las condiciones que fijes ahora llegan lejos.', 'Empieza un largo capítulo de relaciones que pide acuerdos de un tipo nuevo.'],
  ['Los recursos compartidos y los lazos profundos inician un largo ciclo nuevo.', 'Se abre un largo capítulo de confianza, dinero en común y cambio interior.'],
  ['Las creencias, los estudios y los viajes empiezan un ciclo nuevo y largo.', 'Tu filosofía de vida abre un largo capítulo nuevo.'],
  ['La carrera y la vida pública inician un largo ciclo nuevo; tu vocación puede cambiar de forma.', 'Se abre un largo capítulo de ambición y reputación.'],
  ['Las amistades, los grupos y las esperanzas a largo plazo empiezan un ciclo nuevo y largo.', 'Las comunidades a las que perteneces están cambiando, y tus esperanzas también.'],
  ['Un ciclo interior empieza sin ruido; sus frutos se verán dentro de años.', 'Comienza un largo capítulo de reflexión y desapego.'],
];
