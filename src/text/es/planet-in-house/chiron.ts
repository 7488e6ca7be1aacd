// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Quirón en cada una de las doce casas (la Casa 1 primero), en español. */
export const CHIRON_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary: 'Quirón en la Casa 1 sitúa la herida en el cuerpo y en la primera impresión, y convierte una aceptación de sí ganada a pulso en un permiso callado para que otros se dejen ver.',
    description: `Cuando Quirón ocupa la Casa 1, la herida que lleva se viste a flor de piel. El cuerpo, la cara, la manera de entrar en una habitación pueden sentirse como preguntas abiertas: demasiado alto, demasiado callado, demasiado distinto, marcado por una enfermedad, una cicatriz o un mote de la infancia que se quedó pegado. Puede que los demás no noten nada fuera de lo común, pero la sensación de estar expuesto rara vez se apaga.

En los días corrientes puede verse en mirar el propio reflejo en cada escaparate, elegir ropa para pasar desapercibido o ensayar una presentación de camino a una fiesta. Hay quien responde construyendo un personaje atrevido que impide que nadie mire demasiado de cerca. Bajo presión, una sola mirada o un comentario sobre el aspecto puede arruinar una tarde entera, y los comienzos se afrontan con un respingo.

Lo que crece aquí es una soltura poco común ante la diferencia visible. Quien ha hecho las paces con su cuerpo y sus maneras, no arreglándolos sino habitándolos, deja a los demás espacio para relajarse en los suyos. Entrenadores, profesores de gimnasia, estilistas o sencillamente buenos amigos con esta posición hacen que los recién llegados se sientan cómodos sin decir palabra. El gesto más sanador suele ser la simple presencia: mostrarse tal como se es y dejar que eso baste.`,
    keywords: ['cuerpo', 'aspecto', 'identidad', 'primeras impresiones', 'aceptación de sí', 'presencia'],
    strengths: ['tranquiliza a quien se siente cohibido', 'un hondo respeto por la diferencia visible', 'valor para mostrarse tal como es', 'una presencia sincera y sin defensas'],
    challenges: ['sentirse siempre expuesto', 'esconderse tras un personaje atrevido', 'encoger el gesto ante cada comienzo', 'tomarse a pecho los comentarios sobre el físico'],
  },
  // Casa 2
  {
    summary: 'Quirón en la Casa 2 ata un viejo dolor al dinero, las posesiones y la autoestima, y construye poco a poco una sabiduría práctica sobre el valor en la que otros pueden apoyarse.',
    description: `Las conversaciones de dinero en la mesa de la cocina, los zapatos que tenían que aguantar un año más, la regla no dicha de que querer cosas era egoísta: recuerdos así suelen estar detrás de Quirón en la Casa 2. La herida tiene que ver con el valor en sus dos sentidos, lo que se posee y lo que una persona cree que vale, y ambos tienden a estar anudados.

El nudo se nota en las elecciones de cada día. Un sueldo puede no parecer nunca suficiente, sea cual sea su cuantía, o puede haber la costumbre de cobrar de menos por el trabajo, rechazar un aumento o regalar las pertenencias antes de que nadie pueda quitarlas. Otros se van al acaparamiento y guardan recibos y tarros de botones sueltos como seguro ante una pérdida que nunca llega. Cuando la preocupación alcanza su punto más alto, el gasto se congela o se descontrola, y un talento puede quedarse sin usar porque parece demasiado corriente para importar.

La recuperación suele ser gradual y concreta. Aprender a poner un precio justo, disfrutar de una pequeña comodidad sin culpa y separar la valía personal del saldo bancario da a este Quirón una autoridad con los pies en el suelo sobre el tema. Muchos acaban siendo el amigo que ayuda a otros a hacer un presupuesto sin vergüenza o a reconocer una destreza por la que merece la pena cobrar. Su lección es que el valor empieza dentro y después puede compartirse con libertad.`,
    keywords: ['autoestima', 'dinero', 'posesiones', 'talentos', 'seguridad', 'valor'],
    strengths: ['ayuda a otros a ver lo que valen', 'una visión del dinero práctica y sin vergüenza', 'reconoce los talentos ocultos', 'agradece las comodidades sencillas'],
    challenges: ['cobrar de menos por su tiempo y su destreza', 'sentir que nunca hay suficiente', 'acaparar o gastar sin control', 'unir la valía a los ingresos'],
  },
  // Casa 3
  {
    summary: 'Quirón en la Casa 3 encuentra su punto sensible en el primer aprendizaje, el habla y los lazos fraternos, y se convierte en un comunicador paciente que ayuda a otros a encontrar sus palabras.',
    description: `La primera escuela, la cena familiar en la que todos hablaban a la vez, un hermano o una hermana que parecía más rápido o más ruidoso: la Casa 3 guarda las primeras lecciones sobre ser escuchado, y Quirón aquí sugiere que algunas de esas lecciones dolieron. Quizá la lectura llegó tarde, un acento fue objeto de burla o un lazo fraterno se resintió por la rivalidad, la distancia o una pérdida.

El eco aparece en los momentos rutinarios. Escribir un mensaje corto puede llevar una hora de borradores; hablar en una reunión puede traer la boca seca y el pulso acelerado. Hay quien se mantiene al margen de la vida del barrio y apenas conoce a sus vecinos, mientras que otros llenan cada trayecto en coche y cada recado de cháchara para mantener a raya una vieja sensación de ser ignorados. En un momento bajo, una falta de ortografía o un nombre mal oído pueden parecer la prueba de un antiguo veredicto de torpeza o de lentitud.

Con el tiempo, la lucha se convierte en oficio. Tras pelear cada frase, este Quirón sabe dosificar la información, reformular sin tratar a nadie con condescendencia y fijarse en la persona del fondo que todavía no ha hablado. Los profesores de apoyo a la lectura, los logopedas, los periodistas y la tía o el tío que ayuda con los deberes suelen mostrar el patrón. Cada conversación clara y amable repara algo en ambos lados.`,
    keywords: ['habla', 'aprendizaje', 'hermanos', 'escritura', 'barrio', 'escucha'],
    strengths: ['paciencia con quien aprende despacio', 'reformula sin condescendencia', 'advierte la voz callada', 'repara con cuidado los lazos fraternos'],
    challenges: ['angustiarse con mensajes sencillos', 'miedo a parecer torpe', 'vieja rivalidad entre hermanos', 'cháchara nerviosa o silencio'],
  },
  // Casa 4
  {
    summary: 'En la raíz familiar descansa Quirón en la Casa 4, que lleva una inquietud temprana en torno al hogar y madura en un don para crear lugares donde otros puedan asentarse.',
    description: `En la casa que se abre en el Fondo del Cielo, el punto más bajo de la carta, Quirón toca los cimientos: los antepasados, el primer hogar y el yo íntimo que pocos llegan a ver. A menudo hubo algo inestable en la casa, ya fueran mudanzas frecuentes, la enfermedad de uno de los padres, apuros económicos, un secreto familiar o simplemente la sensación de ser un invitado en la propia casa.

En la vida adulta, el patrón puede verse en cómo se lleva un hogar. Hay quien nunca termina de deshacer las cajas y vive entre ellas durante años; otros reforman sin fin, persiguiendo una sensación de seguridad que las paredes no acaban de dar. Las fiestas familiares pueden despertar los viejos papeles en cuestión de minutos, y las preguntas sobre la herencia pueden tener un filo cortante. Cuando el estrés aprieta, el impulso es encerrarse en las propias habitaciones y cerrar la puerta, o evitar estar en casa.

Pero esa misma sensibilidad da una destreza poco común para crear refugio. Quien se ha sentido sin raíces sabe qué hace que una habitación, un jardín o una mesa resulten seguros, y puede construir esa sensación para otros, como anfitrión, casero, historiador de la familia u orientador de personas en plena transición. Rastrear con sinceridad la historia familiar, y elegir qué llevar hacia delante, suele traer el alivio más hondo. Muchos descubren que los años posteriores traen un hogar que por fin sienten como propio.`,
    keywords: ['hogar', 'raíces', 'antepasados', 'familia', 'intimidad', 'pertenencia'],
    strengths: ['crea una sensación de seguridad en un espacio', 'sinceridad sobre la historia familiar', 'entiende a las personas en transición', 'una honda fuerza íntima'],
    challenges: ['no llegar a sentirse en casa', 'viejos papeles familiares que resurgen', 'encerrarse a puerta cerrada', 'mudarse o reformar sin descanso'],
  },
  // Casa 5
  {
    summary: 'Quirón en la Casa 5 duele en torno al juego, el romance y la alegría creativa, y aprende a despertar el deleite y la confianza tanto en los niños como en los creadores tímidos.',
    description: `Con Quirón en la Casa 5, la diversión puede sentirse extrañamente seria. En algún momento, la alegría espontánea pudo ser regañada, ridiculizada o cortada de raíz, quizá por una infancia que terminó demasiado pronto, un esfuerzo creativo que recibió un juicio duro o un primer amor que salió mal. El resultado es una relación recelosa con el propio placer.

La vida diaria lo muestra en pequeñas negativas. Una guitarra espera intacta en un rincón, el cuaderno de dibujo se queda en blanco después de la primera página y los fines de semana se llenan de tareas en lugar de juegos. El romance puede vivirse como un examen que hay que aprobar, con un coqueteo que se siente como un riesgo y no como un placer. Las preguntas sobre los hijos, ya sea tenerlos, criarlos o simplemente estar con ellos, pueden tocar un punto inesperadamente en carne viva. En tensión, hay un tirón a contenerse del todo o a buscar emociones fuertes que adormecen más de lo que alegran.

El camino de vuelta es la práctica, no la actuación. Retomar una afición por pura diversión, reírse de un primer intento torpe, dejar que una cita siga siendo ligera: cada uno de estos gestos reconstruye la confianza en la alegría. De esa experiencia nace una mano delicada con quienes están aprendiendo a jugar. Los profesores de arte, los monitores juveniles, los padres juguetones y el amigo que organiza la noche de juegos llevan a menudo esta firma, y consiguen que disfrutar vuelva a sentirse seguro.`,
    keywords: ['juego', 'creatividad', 'romance', 'niños', 'alegría', 'placer'],
    strengths: ['anima a los creadores vacilantes', 'dulzura y paciencia con los niños', 'hace que la diversión se sienta segura', 'juguetón cuando nace la confianza'],
    challenges: ['recelo ante el placer', 'vivir el amor como un examen', 'abandonar pronto los proyectos creativos', 'buscar emociones fuertes para adormecer el dolor'],
  },
  // Casa 6
  {
    summary: 'Quirón en la Casa 6 sitúa el dolor en el trabajo diario y las rutinas de salud, y convierte la lucha personal con el cuerpo y el deber en un servicio hábil y humilde.',
    description: `El engranaje corriente de un día, con su despertador, su trayecto, sus tareas y sus comidas, es donde Quirón en la Casa 6 se hace notar. Puede haber una larga historia con un cuerpo sensible, un empleo en el que el esfuerzo pasaba inadvertido o una lección temprana según la cual ser útil era el precio de ser querido.

En el trabajo, esto puede significar quedarse hasta tarde arreglando lo que otros pasaron por alto, cargar con las tareas aburridas que nadie más quiere o sentirse incómodo cada vez que llega un elogio. El cuerpo actúa a menudo como un sistema de alarma y reacciona al estrés antes de que la mente lo admita. Las rutinas pueden volverse rígidas, con un horario estricto como barrera contra el caos, o desordenadas, cuando el cuidado propio se abandona cada vez que otro necesita ayuda. Cuando la presión sube, el agotamiento se ignora hasta que ya no es posible, y los compañeros pueden encontrarse con esa misma mirada exigente vuelta hacia ellos.

La atención constante a los hábitos diarios se convierte en el camino. Escuchar al cuerpo, pedir cargas de trabajo razonables y dejar que una tarea quede terminada en lugar de perfecta traen alivio. La experiencia produce además una destreza real para servir a otros: la cuidadora que entiende el cansancio, el jefe que detecta pronto el agotamiento, el entrenador que adapta una rutina a los límites reales. Incluso cuidar de una mascota o de un huerto puede formar parte de la reparación. Este Quirón demuestra que el cuidado humilde y regular es una forma de sabiduría.`,
    keywords: ['trabajo', 'salud', 'rutina', 'servicio', 'cuerpo', 'hábitos'],
    strengths: ['detecta pronto el agotamiento', 'adapta el cuidado a los límites reales', 'fiable y minucioso en el trabajo', 'un servicio humilde y práctico'],
    challenges: ['ignorar el cuerpo hasta que protesta', 'trabajar de más para ganarse un sitio', 'rutinas rígidas o abandonadas', 'incomodidad ante los elogios'],
  },
  // Casa 7
  {
    summary: 'Quirón en la Casa 7 siente su herida en la pareja cercana y en el conflicto abierto, y crece hasta ser un compañero sabio y un consejero para las relaciones de los demás.',
    description: `En la casa que se abre en el Descendente, frente a la 1, Quirón pone el foco en quienes se sitúan cara a cara con nosotros: cónyuges, socios, colaboradores cercanos e incluso rivales declarados. La herida suele llegar a través de los vínculos de tú a tú, como un divorcio presenciado a corta edad, una primera relación que acabó en traición o la costumbre de sentirse atraído por personas a las que hay que arreglar.

Ese patrón tiende a repetirse hasta que se ve. Las parejas pueden llegar con sus propias heridas, y la relación se convierte en una consulta donde uno siempre cuida del otro. Hay quien evita del todo el compromiso, con contratos cortos y promesas vagas, porque un vínculo real parece demasiado expuesto. En el conflicto puede haber prisa por cargar con toda la culpa, o una frialdad repentina que protege el punto dolorido. Las negociaciones, ya sea sobre un alquiler o sobre quién friega los platos, pueden remover más sentimiento del que el asunto merece.

De ahí nace una comprensión poco común de cómo se encuentran de verdad dos personas. Cuando la costumbre de rescatar deja paso al respeto mutuo, este Quirón se convierte en confidente de confianza para las parejas, en mediador ecuánime o en socio firme. Los amigos buscan su mirada antes de asumir grandes compromisos. La sanación está en dejar que la pareja sea un igual y no un paciente.`,
    keywords: ['pareja', 'matrimonio', 'compromiso', 'conflicto', 'contratos', 'igualdad'],
    strengths: ['entiende cómo funcionan las parejas', 'un mediador ecuánime', 'una pareja leal y comprensiva', 'aprende de cada relación'],
    challenges: ['atracción por parejas a las que rescatar', 'miedo al compromiso', 'cargar con toda la culpa', 'retirada fría en el conflicto'],
  },
  // Casa 8
  {
    summary: 'Quirón en la Casa 8 encuentra su herida en la intimidad, el dinero compartido y la pérdida, y se convierte en una compañía serena para quienes atraviesan crisis y cambios.',
    description: `Algunas de las puertas más pesadas de la vida dan a la Casa 8: la muerte y las herencias, las deudas y las cuentas conjuntas, la confianza sexual y los secretos que guarda la gente. Con Quirón aquí, una de esas puertas pudo abrirse demasiado pronto. Un duelo temprano, una pelea familiar por una herencia, un préstamo que salió mal o una ruptura de la confianza física pueden dejar un recelo duradero a fundirse con nadie.

En la práctica, esto puede verse en mantener cuentas bancarias separadas hasta muy avanzado el matrimonio, sentirse incómodo cuando paga otro o evitar por completo el papeleo de testamentos y seguros. La cercanía puede oscilar entre el hambre y la retirada: se deja entrar a alguien y luego se da un paso atrás en cuanto hace falta una vulnerabilidad real. Bajo una tensión fuerte, el control se convierte en la defensa principal, y el viejo duelo se queda sellado en un cajón bajo llave.

El don es una firmeza poco común cuando el suelo se mueve. Tras haber afrontado finales y haber salido de ellos, este Quirón puede hablar con llaneza de la muerte, el dinero y el deseo, temas que dejan sin palabras a muchos otros. Los grupos de duelo, los asesores en herencias, los terapeutas que trabajan con traumas y los amigos que ayudan a poner en orden los asuntos de un padre o una madre llevan a menudo esta firma. La confianza ofrecida paso a paso hace buena parte de la reparación, junto con el descubrimiento de que compartir una carga no significa perderse a uno mismo.`,
    keywords: ['intimidad', 'recursos compartidos', 'pérdida', 'herencia', 'confianza', 'crisis'],
    strengths: ['habla con llaneza de los temas difíciles', 'firmeza en plena sacudida', 'entiende el duelo', 'sinceridad sobre el dinero compartido'],
    challenges: ['recelo a fundirse con otros', 'evitar testamentos y papeleo', 'controlar cuando tiene miedo', 'sellar el viejo duelo'],
  },
  // Casa 9
  {
    summary: 'Quirón en la Casa 9 duele en torno a las creencias, los estudios y el ancho mundo, y madura hasta ser un guía humilde que ayuda a otros a encontrar sus propias respuestas.',
    description: `Las preguntas de sentido, los estudios superiores y los lugares lejanos se reúnen en la Casa 9, y Quirón aquí empieza a menudo con la sensación de haber quedado fuera de ellos. Una plaza universitaria que nunca llegó, una fe que se vivió como opresiva, un maestro que despreciaba las grandes preguntas o una mudanza al extranjero que dejó a la persona perdida en una lengua nueva pueden formar parte de la historia.

Los efectos pueden ser sutiles. Puede haber resistencia a considerarse una persona culta pese a años de lectura, un nudo en el estómago antes de cualquier examen o entrevista, o un hondo malestar en las reuniones religiosas. Hay quien colecciona títulos y sellos en el pasaporte con la esperanza de que el siguiente zanje la cuestión; otros evitan los viajes y los debates y se quedan en terreno conocido. En los peores momentos, las opiniones se endurecen en sermones, o la sensación de no pertenecer tiñe cada encuentro con una cultura extranjera.

Con el tiempo, la propia búsqueda se convierte en sabiduría. Quien se ha sentido excluido del saber suele enseñar de un modo que abre puertas, y acoge a estudiantes adultos, a los primeros universitarios de su familia y a viajeros lejos de casa. Los guías, los profesores, los traductores y los escritores marcados por esta ubicación tienden a respetar la duda tanto como la convicción. La humildad lleva adelante la sanación: sostener las propias ideas con cuidado y valorar el camino tanto como las respuestas.`,
    keywords: ['creencias', 'estudios superiores', 'viajes', 'sentido', 'enseñanza', 'culturas extranjeras'],
    strengths: ['enseña de un modo que incluye a los de fuera', 'respeta la duda y otras opiniones', 'a gusto en lugares desconocidos', 'aprende toda la vida'],
    challenges: ['sentirse poco preparado pese a saber', 'sermonear cuando duda', 'evitar los viajes o perseguirlos', 'viejas heridas con la religión o la escuela'],
  },
  // Casa 10
  {
    summary: 'Quirón en la Casa 10 lleva su herida a la carrera y a la posición pública, y a menudo encuentra una vocación que convierte la lucha personal en un servicio visible.',
    description: `En la casa del Medio Cielo, Quirón está a plena vista. La carrera, la reputación y el papel que una persona desempeña en la vida pública tienen una carga sensible, a menudo moldeada por las expectativas de uno de los padres, una vergüenza pública o la sensación de no saber nunca del todo qué llegar a ser. La pregunta por la vocación verdadera puede prolongarse hasta bien entrada la edad adulta.

Con esta colocación, los caminos profesionales rara vez son rectos. Los empleos pueden cambiar varias veces antes de que algo encaje, y un ascenso puede traer tanto temor como orgullo. Hay quien evita los puestos de mando para esquivar el escrutinio; otros suben deprisa y se sienten impostores en la cima, esperando a que alguien descubra un fallo. La crítica de un jefe o una reseña pública pueden golpear más fuerte de lo esperado, y un solo traspié delante de los colegas puede repetirse en la cabeza durante semanas.

Lo que suele surgir es una vocación construida con la propia herida. Un antiguo paciente se convierte en defensor de otros, alguien a quien le costó la escuela llega a dirigir un colegio, una persona que antes ocultaba una diferencia habla de ella abiertamente en un escenario público. Como la herida es visible, también lo es la recuperación, y eso da valor a otros. Este Quirón aprende que la autoridad puede incluir la sinceridad sobre los propios límites, y que una reputación asentada en la experiencia real suele ganarse un respeto duradero.`,
    keywords: ['carrera', 'reputación', 'vocación', 'autoridad', 'papel público', 'llamada'],
    strengths: ['convierte la experiencia en vocación', 'lidera con sinceridad sobre sus límites', 'inspira con el ejemplo', 'un camino profesional adaptable'],
    challenges: ['sentirse un impostor', 'temor a equivocarse en público', 'evitar los papeles visibles', 'cargar con las expectativas de los padres'],
  },
  // Casa 11
  {
    summary: 'Con Quirón en la Casa 11 duele haber quedado fuera de grupos y amistades, y de esa herida nace el arte de reunir círculos donde quienes viven en los márgenes pueden pertenecer de verdad.',
    description: `Ser el último elegido para un equipo, ver cómo se forma un grupo de amigos sin recibir invitación, alejarse de un grupo que antes se sentía como una familia: la Casa 11 guarda recuerdos de pertenencia y de exclusión, y Quirón aquí tiende a recordar los más afilados. Las esperanzas de futuro también pueden tener un punto dolorido, como si desear algo demasiado abiertamente invitara a la decepción.

La amistad puede anhelarse y mantenerse a distancia a la vez. Alguien con esta posición puede quedarse callado en el chat del grupo, marcharse pronto de las reuniones o convertirse en el organizador servicial que está en todas las comisiones pero no se confía a nadie. Las causas y las redes pueden dar un sentido de propósito sin una cercanía real. Cuando se remueven los viejos sentimientos, un pequeño desaire, como un mensaje sin respuesta, puede parecer la prueba de no ser querido, y los planes de futuro se guardan en un cajón antes de ponerlos a prueba.

El giro llega a menudo a través de una sola amistad de confianza, que luego se ensancha. Tras haberse sentido al margen, este Quirón sabe fijarse en quién está solo en una fiesta, y crea grupos de apoyo, comunidades en línea y equipos de voluntariado donde personas muy distintas encuentran un sitio. Permitir que las esperanzas propias se digan en voz alta, y aceptar a cambio la ayuda del grupo, cierra el círculo.`,
    keywords: ['amistad', 'grupos', 'pertenencia', 'esperanzas', 'comunidad', 'inclusión'],
    strengths: ['advierte quién se queda fuera', 'crea comunidades acogedoras', 'amigo leal cuando nace la confianza', 'trabaja bien por metas comunes'],
    challenges: ['esperar la exclusión', 'ayudar a los grupos sin confiarse', 'leer desaires en el silencio', 'guardar las esperanzas demasiado pronto'],
  },
  // Casa 12
  {
    summary: 'Quirón en la Casa 12 esconde su herida en la soledad y en lo no dicho, y revela poco a poco una compasión honda y callada por aquellos a quienes el mundo pasa por alto.',
    description: `Quirón en la Casa 12 trabaja detrás del telón. La herida puede ser difícil de nombrar, porque vive en lo que nunca se dijo: un duelo que la familia calló, una pena intuida en uno de los padres o una etapa de aislamiento que no dejó un recuerdo claro, solo un estado de ánimo. A menudo el dolor se siente mucho antes de conocer su origen.

La soledad es a la vez refugio y trampa. El tiempo a solas con un diario, un largo paseo o una capilla silenciosa puede devolver el equilibrio, pero demasiado retiro se desliza hacia el escondite. Hay quien carga con los fardos ajenos sin que nadie se lo pida, trabajando invisible en segundo plano y sin reclamar nunca el mérito. Los sueños pueden ser vívidos y reveladores. En tensión, hay un tirón a desaparecer, ya sea en el sueño, en la distracción o en la costumbre de decir que todo va bien, y la inseguridad puede crecer en la oscuridad, donde nadie más puede rebatirla.

Un trabajo interior paciente saca esta ubicación a la luz. La reflexión, la terapia, la oración, la meditación o una práctica creativa pueden dar forma al dolor sin nombre, y una vez nombrado, se ablanda. Lo que queda es una compasión profunda por las personas que nadie ve: en hospitales, cárceles, albergues o simplemente en habitaciones solitarias. Los capellanes, el personal del turno de noche y los voluntarios discretos con este Quirón llevan dignidad a los lugares ocultos, y su delicadeza se sigue sintiendo mucho después de que se marchan.`,
    keywords: ['soledad', 'lo oculto', 'compasión', 'retiro', 'sueños', 'trabajo interior'],
    strengths: ['compasión por los olvidados', 'bienestar en los lugares ocultos', 'lucidez a través de la reflexión', 'trabaja bien entre bastidores'],
    challenges: ['un dolor sin causa clara', 'un retiro que se vuelve escondite', 'cargar con fardos que nadie ve', 'inseguridad en el aislamiento'],
  },
];
