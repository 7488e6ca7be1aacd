import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: the Moon's day in each solar house, the closing
// advice of a day or week by house, and the sign's ruler in each house. The 1st house first.

export const MOON_DAY_ES: HouseCells = [
  [
    'Lo que sientes se te nota en la cara, así que reconoce con franqueza lo que necesitas y reserva un rato para ti.',
    'Estás más sensible de lo habitual, y eso te ayuda a leer el ambiente y a saber lo que de verdad quieres.',
    'Te sienta bien cuidarte a la vista de todos: una buena comida, ropa cómoda, una respuesta sin rodeos.',
  ],
  [
    'Lo que más pesa hoy es la comodidad y la seguridad: cocina algo rico o aparta un poco de dinero.',
    'Te apetecen cosas que se puedan tocar y conservar; una compra pequeña y bien hecha satisface más que una grande.',
    'Las tareas prácticas y constantes calman los nervios, sobre todo las que dan dinero.',
  ],
  [
    'El teléfono no para y los recados se multiplican; contesta con frases cortas y amables.',
    'La mente salta de una idea a otra, algo estupendo para charlar y no tanto para firmar contratos.',
    'Una charla con un vecino o con un hermano te alegra la jornada.',
  ],
  [
    'Quieres estar en casa, o al menos en un sitio que se le parezca; hazte caso si puedes.',
    'Surgen asuntos de familia y recuerdos antiguos; una tarde tranquila bajo tu techo te repone.',
    'Cuida tu espacio: riega las plantas, cocina, llama a alguien que te conoció en la infancia.',
  ],
  [
    'Juega, coquetea o crea algo; el corazón pide un poco de aplauso.',
    'El tiempo con niños o con tu afición favorita te devuelve el buen humor.',
    'Te has ganado un pequeño capricho o una salida improvisada.',
  ],
  [
    'Ordena, limpia y tacha tareas; el trabajo útil sienta de maravilla.',
    'El cuerpo te pide cuidados: agua, un paseo, acostarte antes.',
    'Echar una mano a un compañero o arreglar una rutina te deja una satisfacción tranquila.',
  ],
  [
    'El humor de los demás influye en el tuyo, así que elige compañía que te dé estabilidad.',
    'Tu pareja o tus socios quieren atención, y una comida compartida vale más que una larga charla.',
    'Encuentras el equilibrio a través de otra persona; deja que lleve parte de la carga.',
  ],
  [
    'Las emociones calan hondo, y una conversación a solas puede acercar a dos personas.',
    'Notas lo que otros esconden; usa esa intuición con delicadeza.',
    'Salda una cuenta común o cumple una promesa antes de que el asunto crezca.',
  ],
  [
    'La inquietud es señal de que toca aprender algo o ir a un sitio nuevo, aunque sea una hora.',
    'Mirar el panorama completo te reconforta, así que lee, planea un viaje o habla de ideas.',
    'Un profesor, un libro o alguien llegado de lejos puede levantarte la moral.',
  ],
  [
    'Tu faceta pública está a la vista, así que cumple tu palabra en el trabajo y cuida tu reputación.',
    'La ambición se despierta y prefieres lograr cosas antes que descansar; dosifica tus fuerzas.',
    'Quienes mandan se fijan en cómo gestionas las emociones bajo presión.',
  ],
  [
    'Los amigos y los grupos te levantan; responde a esa invitación o lanza una tú.',
    'Te sientes parte de algo más grande cuando trabajas codo con codo con otros.',
    'Comparte una ilusión con alguien que vaya a animarte.',
  ],
  [
    'Necesitas más silencio de lo normal; cancela lo que puedas y descansa.',
    'La intuición está afinada, pero el cansancio se hace notar, así que consulta con la almohada las decisiones grandes.',
    'Una hora a solas, un baño o un paseo largo sin compañía te hacen más bien que cualquier reunión.',
  ],
];

export const ADVICE_ES: HouseCells = [
  ['Ponte en primer lugar sin pedir perdón, y luego pregunta en qué puedes ayudar.', 'Empieza algo personal y termínalo antes de irte a dormir.'],
  ['Gasta solo en lo que seguirás valorando el mes que viene.', 'Haz recuento de lo que tienes, en dinero y en suerte, antes de decidir.'],
  ['Di menos, dilo bien y apunta el resto.', 'Contesta primero los mensajes fáciles y el difícil con calma y cuidado.'],
  ['Haz de tu casa el lugar al que te apetece volver.', 'Llama a la familia u ordena un rincón; cualquiera de las dos cosas te asentará.'],
  ['Guarda una hora para algo que hagas por puro gusto.', 'Deja que mande el corazón, pero con un pie en el suelo.'],
  ['Haz primero la tarea pesada y disfruta del resto del día.', 'Las pequeñas mejoras en tu rutina se notan enseguida.'],
  ['Escucha primero y luego acércate a la otra persona a mitad de camino.', 'Un trato justo deja sonriendo a las dos partes.'],
  ['La confianza se construye con pequeñas promesas cumplidas.', 'Di lo difícil con amabilidad y de corazón.'],
  ['Abre un libro, pasea sin rumbo o traza un plan que te haga crecer.', 'Deja que la curiosidad te lleve un poco más lejos de lo habitual.'],
  ['Trabaja ya con la seriedad del puesto al que aspiras.', 'Deja que tu trabajo hable, y luego habla tú en su favor.'],
  ['Escribe a un amigo de siempre y a un contacto nuevo.', 'Las esperanzas compartidas crecen más deprisa que las privadas.'],
  ['Protege tu descanso como protegerías una cita importante.', 'Suelta algo y fíjate en el espacio que deja libre.'],
];

export const RULER_HERE_ES: HouseCells = [
  ['lo que te pone al mando de tu propia historia', 'así que tu propia presencia es tu mejor herramienta'],
  ['así que tu energía va hacia lo que ganas y lo que valoras', 'lo que hace que ganar y ahorrar se vivan como algo personal'],
  ['así que tu atención se va a las palabras, los planes y los lugares cercanos', 'lo que mantiene ocupados tu cabeza y tu teléfono'],
  ['así que el hogar y la familia tiran de tus fuerzas', 'lo que pone el hogar al frente de tu agenda'],
  ['así que el placer, el amor y la creatividad llevan tu firma', 'lo que te invita a disfrutar de lo que creas'],
  ['así que el trabajo y los hábitos de salud se llevan la mayor parte de tu empuje', 'lo que convierte el ser útil en una recompensa en sí misma'],
  ['así que tus socios y tus acuerdos moldean tus decisiones', 'lo que significa que actúas mejor en buena compañía'],
  ['así que lo que debes, compartes o guardas para ti reclama tu atención', 'lo que te acerca a las personas en quienes más confías'],
  ['así que todo lo que ensancha tu horizonte tira de ti', 'lo que alimenta tus ganas de encontrar sentido'],
  ['así que tu ambición quiere un escenario público', 'lo que pone tu trabajo a la vista de todos'],
  ['así que tu energía va hacia la gente con la que formas equipo', 'lo que hace a los aliados más importantes que de costumbre'],
  ['así que el tiempo tranquilo, lejos del ruido, juega a tu favor', 'lo que te pide recargar fuerzas antes de actuar'],
];
