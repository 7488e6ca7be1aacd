import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: a note for each sign on how it meets an ordinary
// day, for the days when the wider sky is quiet. Aries first.

export const SIGN_NOTES_ES: HouseCells = [
  [
    'Aries, tu chispa necesita un blanco; elige un pequeño reto y supéralo antes de comer.',
    'La impaciencia es tu punto débil, Aries, así que dale a la tarea lenta diez minutos honestos antes de pasar a otra cosa.',
    'Un cielo tranquilo le va bien a tu instinto de ir por delante, Aries; abre la puerta que nadie más ha probado.',
  ],
  [
    'Tauro, la constancia es tu don; termina algo con las manos y disfruta del resultado.',
    'La comodidad no es pereza, Tauro: una buena comida y un ritmo sin prisas te ayudan a decidir bien.',
    'Tu paciencia rinde en días como este, Tauro, así que deja que lo lento madure.',
  ],
  [
    'Géminis, tu curiosidad quiere dos conversaciones a la vez; dale a la mejor toda tu atención.',
    'Apunta la idea antes de que llegue la siguiente, Géminis, y vuelve a ella esta noche.',
    'Un cielo en calma deja que tu mente rápida separe los datos del ruido, Géminis; fíate del segundo pensamiento.',
  ],
  [
    'Cáncer, lees los estados de ánimo antes de que nadie hable; fíate de la primera señal y cuídate también.',
    'Tu caparazón es útil, Cáncer, pero hoy un poco de apertura te da más que la cautela.',
    'Alimenta a alguien, Cáncer, aunque sea con un mensaje cariñoso; el cuidado que das vuelve a ti.',
  ],
  [
    'Leo, la calidez es tu moneda; gasta un poco en alguien en quien casi nadie se fija.',
    'El orgullo puede esperar, Leo; el gesto generoso es el que la gente recuerda.',
    'Tu luz funciona mejor cuando deja sitio a los demás, Leo, así que comparte el escenario una vez.',
  ],
  [
    'Virgo, una lista te tranquiliza; que sea corta y que una de sus tareas sea por placer.',
    'Tu ojo para el detalle es un don, Virgo, siempre que lo apuntes a la tarea y no a ti.',
    'Arregla bien una sola cosa, Virgo, y deja que el resto del mundo sea imperfecto por un día.',
  ],
  [
    'Libra, sopesas cada lado; decide rápido algo pequeño y nota qué ligereza trae.',
    'La armonía te importa, Libra, pero una palabra franca puede guardar la paz mejor que el silencio.',
    'La belleza te repara, Libra, así que dales a tus ojos algo hermoso en lo que descansar.',
  ],
  [
    'Escorpio, tu concentración es formidable; apúntala a un solo problema y no lo sueltes.',
    'Percibes lo que otros esconden, Escorpio, así que usa ese saber con amabilidad y guarda tu propio consejo.',
    'Suelta un rencor, Escorpio, y nota cuánta energía estaba reteniendo.',
  ],
  [
    'Sagitario, una mirada amplia te hace feliz; sal a la calle o abre un mapa, aunque sea un minuto.',
    'La sinceridad es tu fuerza, Sagitario, y el tacto hace que llegue a buen puerto.',
    'Tu optimismo levanta a los demás, Sagitario, así que comparte un plan que te ilusione.',
  ],
  [
    'Capricornio, el avance constante es tu estilo; un paso firme cuenta más que un salto.',
    'El descanso forma parte de la escalada, Capricornio, así que prográmalo como cualquier otra obligación.',
    'Tu sentido del deber es admirable, Capricornio; asegúrate de que una de las tareas de hoy sea solo para ti.',
  ],
  [
    'Acuario, una idea tuya poco corriente podría ayudar a alguien; dila en voz alta.',
    'Tu independencia es valiosa, Acuario, y también lo es dejar que un amigo te ayude.',
    'Mira un problema viejo desde un ángulo raro, Acuario; ahí suelen estar tus respuestas.',
  ],
  [
    'Piscis, tu intuición está afilada; dale una hora tranquila y una libreta.',
    'La bondad es tu naturaleza, Piscis, pero tus propias necesidades también merecen sitio en la lista.',
    'La música, el agua o un rato de ensoñación te reponen, Piscis, así que permítete uno de ellos.',
  ],
];
