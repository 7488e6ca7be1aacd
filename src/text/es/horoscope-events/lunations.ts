import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale es: what a New Moon, a Full Moon, a quarter Moon and
// an eclipse mean in each solar house. The 1st house first.

export const NEW_MOON_ES: HouseCells = [
  [
    'Elige una meta personal, escríbela donde la veas cada mañana y deja que las próximas cuatro semanas demuestren que iba en serio.',
    'Un cambio de imagen, un hábito nuevo o una forma más limpia de presentarte echarían buenas raíces ahora.',
    'Vuelves a decidir en quién te estás convirtiendo; empieza por algo pequeño y visible, como un corte de pelo o un despertador más temprano.',
  ],
  [
    'Abre la cuenta de ahorro, fija el presupuesto o pide el precio que te daba apuro mencionar; los planes de dinero hechos ahora suelen aguantar.',
    'Pregúntate qué valoras de verdad antes de preguntar cuánto cuesta, y haz una compra o un ahorro que encaje con la respuesta.',
    'Un ingreso pequeño y regular que empiece esta semana crecerá sin ruido a lo largo del mes.',
  ],
  [
    'Envía el primer mensaje, apúntate al curso corto o ponte al día con las respuestas pendientes; las palabras llegan lejos ahora.',
    'Una ruta nueva, una libreta nueva o una conversación distinta con un hermano, una hermana o un vecino arrancan con facilidad.',
    'Las ideas que anotes en los próximos días merecen una carpeta propia.',
  ],
  [
    'Empieza el proyecto de casa, aunque sea una sola estantería; una habitación en orden también ordena la cabeza.',
    'Planta algo en casa, literalmente o no: una rutina en familia, un cambio de muebles, una llamada a tu madre o a tu padre.',
    'Lo que empieces bajo tu propio techo marcará durante semanas cuánta seguridad y descanso sientes.',
  ],
  [
    'Empieza esa obra creativa, reserva la cita o prueba la afición que siempre aplazas; el placer también merece planificarse.',
    'Di que sí a algo lúdico; una primera cita, un primer boceto o un día de excursión con niños pueden abrir una buena racha.',
    'Dale a tu talento una hora fija y mira lo que construye en dos semanas.',
  ],
  [
    'Un solo hábito nuevo, bien elegido, vale más que una lista de diez; escoge el paseo, la hora de dormir más temprana o la mesa despejada.',
    'Reorganiza la semana laboral mientras las fuerzas están frescas, y deja que el cuerpo opine sobre el horario.',
    'Una cita médica o un sistema más ordenado en el trabajo se ponen en marcha más fácilmente ahora que más adelante.',
  ],
  [
    'Propón el plan, firma el acuerdo o simplemente pregunta a tu pareja cuál es el siguiente paso para los dos.',
    'Una alianza nueva, en el trabajo o en casa, empieza con buen pie si cada parte dice con claridad lo que aporta.',
    'Queda con la gente de una en una; un contacto nuevo hecho ahora podría convertirse en un aliado fiel.',
  ],
  [
    'Pon en orden el dinero compartido: la cuenta conjunta, el préstamo, la suscripción que nadie usa; empezar de cero aquí te libera.',
    'Ahora es posible una conversación más honda sobre la confianza; empiézala con suavidad y deja que crezca.',
    'Contrata el seguro, redacta el testamento o prepara el plan de pagos que venías evitando, y nota cómo se aligera el peso.',
  ],
  [
    'Matricúlate, reserva el billete o abre ese libro grueso; tu horizonte pide que lo ensanches a propósito.',
    'Un plan de estudiar, viajar o publicar da su primer paso con facilidad, así que dalo.',
    'Escribe la creencia o la pregunta que te está guiando y síguela este mes hasta un lugar nuevo.',
  ],
  [
    'Di en voz alta una meta profesional a alguien que pueda ayudarte y da un paso hacia ella esta semana.',
    'Un puesto nuevo, una candidatura o un proyecto público arrancan limpios; vístete para el trabajo al que aspiras.',
    'Decide por qué quieres que te conozcan y deja que tu próximo trabajo lo diga.',
  ],
  [
    'Únete al grupo, escribe a esa amistad con la que perdiste el contacto o fija un deseo para el año junto a otros.',
    'Las redes que empieces a tejer ahora te devolverán favores y compañía.',
    'Una causa común o un círculo de gente afín es buen terreno para plantar un deseo.',
  ],
  [
    'Empieza en silencio: una meditación, un diario o acostarte temprano pueden reiniciar más que un gesto audaz.',
    'Deja que algo termine antes de que empiece nada, y regálate un pequeño ritual íntimo para marcarlo.',
    'El tiempo a solas es el verdadero comienzo aquí; protege unas cuantas horas de él esta semana.',
  ],
];

export const FULL_MOON_ES: HouseCells = [
  [
    'Quizá notes más miradas sobre ti de las que te gustarían; recibe las opiniones y quédate con lo útil.',
    'Los esfuerzos personales de las dos últimas semanas muestran su resultado, y es buen momento para corregir el rumbo.',
    'Las emociones están a flor de piel, así que da descanso al cuerpo y alarga la mecha de tu genio.',
  ],
  [
    'Un asunto de dinero llega a su punto crítico: una factura, un pago o una decisión sobre lo que posees.',
    'Ves con claridad lo que algo vale para ti, así que suelta lo que ya no se gana su sitio.',
    'Los ingresos y los gastos enseñan su patrón real; lee las cifras con calma y haz una sola corrección.',
  ],
  [
    'Llega una noticia o una conversación alcanza su punto clave; escúchala entera antes de responder.',
    'Un texto, una negociación o una charla familiar pueden cerrarse ahora con una palabra clara.',
    'Tu mente va a mil, así que cierra las pestañas abiertas y di lo que hace falta decir.',
  ],
  [
    'El hogar y la familia reclaman atención, quizá todo a la vez; decide qué importa más y empieza por ahí.',
    'Un asunto doméstico llega a un punto de inflexión, y una charla sincera en la mesa de la cocina ayuda.',
    'Afloran sentimientos sobre el lugar donde vives o del que vienes; déjalos salir y luego actúa con cariño.',
  ],
  [
    'Un proyecto creativo o un romance muestran de qué están hechos, y el aplauso es posible.',
    'Disfruta del resultado de lo que hiciste por amor al arte y compártelo con alguien a quien le importe.',
    'Los hijos, los amores o las aficiones quieren el foco; dáselo con generosidad durante una velada.',
  ],
  [
    'El trabajo se acumula o se cierra; termina lo que pueda terminarse y pasa a otros lo que les toca.',
    'El cuerpo lleva la cuenta de las últimas semanas, así que escucha al cansancio antes de que insista.',
    'Una rutina que no funcionaba se delata con claridad, y eso facilita cambiarla.',
  ],
  [
    'Una relación llega a su momento de verdad; di lo que necesitas y escucha lo que necesita la otra persona.',
    'Los acuerdos y las asociaciones se enfocan con nitidez, y la meta es el equilibrio entre dar y recibir.',
    'Alguien cercano te pone delante un espejo; úsalo para ver las dos caras, no para apuntarte un tanto.',
  ],
  [
    'Sale a la luz un asunto de dinero compartido o de confianza, y la franqueza despeja el ambiente.',
    'Lo que debes y lo que te deben queda a la vista, así que salda una cuenta mientras la tienes delante.',
    'En la intimidad afloran sentimientos fuertes; ponles palabras en vez de silencios.',
  ],
  [
    'Un curso, un viaje o una cuestión de fe llegan a su resultado; celebra lo que has aprendido.',
    'Una noticia de lejos o una decisión sobre estudios o viajes llega a su punto decisivo.',
    'Tu visión del conjunto se afina y distingues una convicción propia de una prestada.',
  ],
  [
    'Tus esfuerzos profesionales se hacen visibles, para ti y para quienes están por encima; acepta el mérito cuando te corresponda.',
    'Alcanzas una meta laboral o descubres que necesita otra ruta, y en ambos casos sabes dónde estás.',
    'Durante unos días la balanza entre trabajo y casa se inclina hacia el deber público; planea el descanso para después.',
  ],
  [
    'Las amistades y los planes de grupo llegan a su punto álgido, y descubres quién aparece.',
    'Un deseo que sembraste hace meses muestra cuánto ha avanzado; haz balance con quienes lo comparten.',
    'Un evento social o una decisión de equipo se concreta ahora, así que aporta tu parte y disfruta de la compañía.',
  ],
  [
    'El cansancio o una preocupación íntima piden atención; primero el sueño, la calma y una palabra amable hacia ti.',
    'Algo que ya ha cumplido su ciclo pide que lo sueltes, y notarás el alivio al hacerlo.',
    'Los sueños y las corazonadas son vívidos; apúntalos y descansa antes de decidir nada.',
  ],
];

export const QUARTER_MOON_ES: HouseCells = [
  ['Una pequeña decisión sobre cómo te presentas mantiene las cosas en marcha.', 'Comprueba que tus planes personales siguen encajando con quien eres hoy.'],
  ['Repasa el presupuesto y recorta un gasto sin dramas.', 'Una decisión rápida de dinero ahora te ahorra una más lenta después.'],
  ['Responde al mensaje al que le das vueltas, en pocas palabras y con claridad.', 'Una conversación necesita un empujoncito; dáselo.'],
  ['Una tarea de la casa pide que la acabes antes de que avance la semana.', 'Ajusta la rutina doméstica para que sirva a todos los que viven bajo ese techo.'],
  ['Ponle fecha límite a una idea creativa, o déjala ir con elegancia.', 'Un pequeño capricho o una hora de juego mantienen el corazón en la partida.'],
  ['Reordena la lista de trabajo para que lo más difícil vaya primero.', 'Un repaso rápido de hábitos y salud mantiene el mes bien encarrilado.'],
  ['Busca con tu pareja un punto medio en un asunto práctico.', 'Un acuerdo sale ganando con una pregunta sencilla sobre quién hace qué.'],
  ['Mira con ojos nuevos una cuenta compartida o una promesa.', 'La confianza crece cuando repasas la letra pequeña junto a la otra persona.'],
  ['Elige una cosa que aprender y descarta un libro que nunca leerás.', 'Ajusta el plan de viaje o de estudios a lo que es realista.'],
  ['Da un paso práctico hacia una meta profesional y no se lo cuentes a nadie todavía.', 'Separa lo que el trabajo te pide de lo que te pides a ti.'],
  ['Confirma el plan con tus amistades o aléjate de un grupo que se te ha quedado pequeño.', 'Un deseo necesita su siguiente paso; ponle nombre.'],
  ['Deja huecos de calma en la agenda y mira qué aflora.', 'Descansar también es una decisión; tómala a propósito.'],
];

export const SOLAR_ECLIPSE_ES: HouseCells = [
  [
    'Este eclipse es personal: cuenta con un impulso a empezar de nuevo en tu forma de verte, vivir o liderar, y deja que el cambio nazca desde dentro.',
    'Un eclipse en tu propio signo suele abrir un capítulo nuevo en tu vida; acoge lo que de él sientas como crecimiento.',
  ],
  [
    'El dinero y lo que valoras pueden cambiar de rumbo de golpe; haz planes flexibles y guarda un colchón.',
    'Aquí puede nacer una nueva fuente de ingresos o una actitud distinta ante lo que posees, si dejas la puerta abierta.',
  ],
  [
    'Una noticia, un vecino nuevo, otra manera de aprender o el plan de un hermano podrían desviar tu vida cotidiana.',
    'Las conversaciones que empiezan ahora pueden hacerte cambiar de idea sobre algo que dabas por zanjado.',
  ],
  [
    'Un cambio en casa o en la familia puede empezar sin pedirte permiso; recíbelo con paciencia.',
    'Esto puede señalar una mudanza, una reforma o una nueva forma de vida familiar en los próximos meses.',
  ],
  [
    'Un amor nuevo, un rumbo creativo o una noticia sobre los hijos pueden llegar con estruendo y quedarse un tiempo.',
    'El placer y la expresión personal toman otro giro; sigue el que más vida te dé.',
  ],
  [
    'Las rutinas de trabajo o los hábitos de salud quizá necesiten replantearse; un cambio brusco de horario puede ser una bendición disfrazada.',
    'Puede que te llegue un trabajo, una obligación o un ritmo diario nuevo; adapta tus hábitos en vez de resistirte.',
  ],
  [
    'Una sociedad puede empezar, cambiar o terminar; el eclipse pide acuerdos sinceros más que cómodos.',
    'Alguien nuevo podría entrar en tu vida, o un vínculo antiguo podría tomar una forma muy distinta.',
  ],
  [
    'Las finanzas conjuntas, las deudas o un lazo íntimo pueden dar un giro inesperado; sigue hablando y guarda los papeles.',
    'Sale a la luz algo oculto sobre el dinero o la confianza, y eso te deja empezar de nuevo sobre un suelo más firme.',
  ],
  [
    'Un viaje, un curso o una creencia nueva podrían abrir una puerta que no sabías que existía.',
    'Los planes de viajar, publicar o estudiar pueden cambiar de forma; puede que la nueva te siente mejor.',
  ],
  [
    'El rumbo profesional puede girar deprisa; quizá aparezca una oferta, un jefe distinto o una ambición nueva.',
    'Tu papel público se está reescribiendo; decide qué quieres que diga la próxima versión.',
  ],
  [
    'Las amistades y los lazos de grupo pueden barajarse de nuevo, y aliados nuevos podrían llegar de la nada.',
    'Un deseo que habías dejado de lado puede volver con la puerta abierta; crúzala con tus amigos.',
  ],
  [
    'Algo termina sin hacer ruido o sale a la luz un secreto, y quizá necesites más descanso del habitual; confía en la pausa.',
    'Entre bastidores empieza un ciclo nuevo; lleva un diario, dentro de seis meses cobrará sentido.',
  ],
];

export const LUNAR_ECLIPSE_ES: HouseCells = [
  [
    'Un asunto personal llega a su final y puede que te sientas en carne viva; trátate con suavidad y deja marchar el viejo papel.',
    'Quizá te veas bajo una luz nueva, tal vez a través de los ojos de otra persona, con ganas de abandonar una vieja costumbre.',
  ],
  [
    'Se cierra un capítulo económico: una deuda saldada, un cambio en lo que cobras o algo que posees y que dejas ir.',
    'Tu sensación de seguridad se pone a prueba y luego se asienta; suelta lo que solo sujetas por miedo.',
  ],
  [
    'Una conversación puede poner fin a un malentendido, o una noticia puede cerrar un capítulo de tu día a día.',
    'Di lo que ha quedado sin decir con un hermano o un vecino, y después deja el asunto en paz.',
  ],
  [
    'Los sentimientos familiares salen a la superficie y una situación en casa llega a su punto de inflexión.',
    'Se cierra un capítulo de la vida doméstica; hónralo y haz sitio para lo que viene.',
  ],
  [
    'Un romance o un proyecto creativo alcanza su clímax, y sabrás si tiene futuro.',
    'Las emociones sobre los hijos, el amor o el juego van muy altas; deja pasar el drama antes de decidir.',
  ],
  [
    'Un trabajo, una rutina o un hábito de salud llega a su final; escucha lo que te dice el cuerpo.',
    'El estrés laboral puede tocar techo y luego soltarse; acaba la tarea y descansa bien después.',
  ],
  [
    'Una relación o un acuerdo llega a un punto decisivo; el regalo es la claridad, aunque escueza.',
    'Queda claro en qué punto está tu relación de pareja; que la sinceridad vaya delante y la amabilidad detrás.',
  ],
  [
    'Los recursos compartidos o los sentimientos profundos salen a la luz; es tiempo de soltar, no de agarrarse.',
    'Una deuda, un secreto o una dependencia pueden terminar, y con ello llega la libertad.',
  ],
  [
    'Una creencia, un curso o un plan de viaje llega a su conclusión, y tu visión del mundo se desplaza.',
    'Una noticia de lejos o de un maestro cierra algo; llévate la lección contigo.',
  ],
  [
    'Se cierra un capítulo profesional: un proyecto termina, un puesto cambia o se alcanza una meta.',
    'La vida pública y la privada tiran en direcciones opuestas; elige lo que puedes sostener.',
  ],
  [
    'Una amistad o un vínculo de grupo llega a un punto de inflexión, y descubres quién se queda.',
    'Un deseo largamente guardado se cumple o se suelta; en cualquier caso, sabrás cuál de las dos cosas.',
  ],
  [
    'Ya puedes soltar algo que has cargado en privado; date tiempo para el duelo y el descanso.',
    'Las preocupaciones ocultas salen a la luz y pierden su fuerza en cuanto las nombras.',
  ],
];
