// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';

/** Neptuno en cada una de las doce casas (la Casa 1 primero), en español. */
export const NEPTUNE_IN_HOUSE_ES: readonly PlacementText[] = [
  // Casa 1
  {
    summary: 'Neptuno en la Casa 1 suaviza los contornos de la personalidad y da una presencia delicada y cambiante que cada persona lee de una manera muy distinta.',
    description: `Con Neptuno en la Casa 1, la gente suele ver lo que espera ver. La cara puede resultar familiar a los desconocidos, las maneras difíciles de definir y el ánimo rápido en tomar el color de quien esté cerca. El aspecto puede cambiar con la ropa, la luz o la compañía, y a muchas de las personas que tienen esta posición les han dicho que salen distintas en cada fotografía.

Aquí la identidad funciona como el agua, que toma la forma del recipiente. Eso da un verdadero talento para la empatía y para los papeles: la interpretación, los cuidados, cualquier trabajo que pida ponerse en el lugar de otro. El propio cuerpo puede ser sensible, captar el ambiente de un tren abarrotado o de una reunión tensa y llevárselo a casa.

La tensión llega cuando el yo se vuelve demasiado poroso. Las decisiones pueden quedar a la espera de lo que otros esperan, y una imagen de sí desdibujada puede invitar a los demás a proyectar sobre esta persona sus propias fantasías, para bien o para mal. El cansancio, la falta de energía o las ganas de evadirse pueden seguir a días enteros absorbiendo los sentimientos de todos.

Ayuda darse un poco de forma a propósito: ratos regulares a solas, rutinas sencillas de descanso, la costumbre de consultar los propios deseos antes de responder a los ajenos. Con esos bordes en su sitio, este Neptuno ofrece una presencia amable y receptiva que hace que los demás se sientan comprendidos desde el primer encuentro.`,
    keywords: ['presencia receptiva', 'imagen cambiante', 'empatía', 'sensibilidad', 'identidad esquiva', 'dulzura'],
    strengths: ['tranquiliza a los desconocidos', 'un don para los papeles y la interpretación', 'una empatía rápida e intuitiva', 'un trato suave y cercano'],
    challenges: ['una imagen de sí que se desdibuja bajo presión', 'servir de pantalla a las fantasías ajenas', 'absorber el ambiente de una sala', 'poca energía tras demasiado trato'],
  },
  // Casa 2
  {
    summary: 'Neptuno en la Casa 2 difumina la frontera entre el dinero y el sentido, valora la belleza y la bondad por encima del precio y pide mirar las finanzas con ojos claros.',
    description: `Cuando el planeta del anhelo ocupa la casa de las ganancias y las posesiones, el dinero tiene la costumbre de escurrirse entre los dedos. Los ingresos pueden venir de fuentes imaginativas como la música, la fotografía, las terapias o la beneficencia, y llegar en oleadas más que en nóminas regulares. Lo que se siente valioso rara vez coincide con lo que dice la etiqueta: un libro gastado, la vista desde la ventana, la ocasión de regalar algo.

En su mejor versión, esta ubicación sostiene las posesiones con mano ligera. Hay una generosidad sin cálculo y el instinto de que la propia valía no depende de un saldo bancario. Entre los talentos suele haber un oído, un ojo o un tacto difíciles de enseñar, que pueden convertirse en un medio de vida en cuanto se les da cierta estructura.

La tensión se manifiesta en la vaguedad. Las facturas se quedan sin abrir, los presupuestos se adivinan en lugar de contarse y una historia esperanzadora sobre una compra o un negocio puede imponerse a los números. Hay quien pide prestado y olvida devolverlo, y un sentido frágil de la propia valía puede llevar a cobrar demasiado poco por un trabajo de talento.

La claridad es lo más amable que este Neptuno puede regalarse. Unas cuentas sencillas, un asesor de confianza y una mirada franca a las cifras cada mes permiten que el corazón generoso siga dando, y que el talento para la belleza se pague con justicia.`,
    keywords: ['valores espirituales', 'generosidad', 'talento artístico', 'ingresos fluctuantes', 'riqueza interior'],
    strengths: ['poco apego a las posesiones', 'una generosidad sin cálculo', 'talentos difíciles de enseñar', 'un sentido de la valía más allá del dinero'],
    challenges: ['presupuestos vagos y facturas sin abrir', 'prestar sin condiciones claras', 'cobrar demasiado poco por su talento', 'fiarse de una historia bonita más que de los números'],
  },
  // Casa 3
  {
    summary: 'Neptuno en la Casa 3 llena de imaginación la charla diaria, el aprendizaje y los trayectos cortos, y da una mente poética que necesita cuidado con los datos y los detalles.',
    description: `Cuando Neptuno ocupa la Casa 3, las conversaciones flotan y reverberan. La mente capta el tono antes que el contenido, así que el ambiente de una llamada puede recordarse mucho después de que sus palabras se hayan olvidado. Muchas personas con esta colocación piensan en imágenes, sueñan despiertas durante las clases y luego sorprenden a todos con una respuesta que parece caída del cielo. La escritura, la composición de canciones y la traducción pueden salir con naturalidad.

Los hermanos y los vecinos suelen tener una carga especial. Un hermano o una hermana puede ser idealizado, motivo de preocupación o alguien a quien cuidar de un modo que marca la infancia, y la calle del barrio puede sentirse como un pequeño mundo lleno de historias. Los trayectos cortos, ya sea en autobús o a pie hasta las tiendas, se convierten en ocasiones para vagar por dentro e imaginar.

Bajo presión, los detalles se disuelven. Las citas se confunden, los mensajes van a la persona equivocada y las tareas escolares que dependen de memorizar pueden sentirse como nadar contracorriente. Los malentendidos crecen con facilidad, y un chisme puede cobrar vida propia.

Las herramientas que anclan el pensamiento marcan una gran diferencia: listas, calendarios, leer un mensaje dos veces antes de enviarlo. Con esos apoyos, esta posición se convierte en un don para una comunicación delicada y vívida, la que ayuda a un niño a aprender, a un vecino a sentirse escuchado o a un lector a encontrar palabras para un sentimiento.`,
    keywords: ['mente imaginativa', 'pensar en imágenes', 'hermanos', 'vagar cerca de casa', 'escritura evocadora', 'aprendizaje intuitivo'],
    strengths: ['piensa en imágenes e historias', 'un lazo tierno con hermanos o vecinos', 'un don para explicar con delicadeza', 'capta el ánimo tras las palabras'],
    challenges: ['citas olvidadas y mensajes embrollados', 'dificultad para memorizar', 'malentendidos que se extienden', 'idealizar a un hermano o sufrir por él'],
  },
  // Casa 4
  {
    summary: 'Neptuno en la Casa 4 rodea de anhelo y de misterio el hogar y las raíces familiares, busca un refugio íntimo y aprende a ver a los parientes tal como son.',
    description: `En lo hondo de la carta, en la Casa 4, Neptuno tiñe la sensación de dónde viene uno. La historia familiar puede tener lagunas, secretos o un padre o una madre que parecía lejano, ya fuera por ausencia, por preocupaciones o por simple ensoñación. A veces ocurre lo contrario, y se recuerda a uno de los padres como casi un santo, una figura a la que ninguna persona real podría igualar.

El propio hogar tiende a convertirse en un retiro. El agua cerca, la luz tenue, la música, una habitación reservada para el silencio: estos detalles importan más que el tamaño o la dirección. Suele haber un anhelo de un verdadero lugar de pertenencia, que puede llevar a mudarse a menudo o a formar una casa abierta a almas perdidas de toda clase.

En tensión, los cimientos se sienten inestables. Los límites en casa pueden ser laxos, con parientes que entran y salen o que se apoyan demasiado en la bondad de una sola persona. El mantenimiento práctico, de un grifo que gotea a un alquiler sin pagar, puede irse dejando mientras el sueño de la casa perfecta sigue muy vivo. Las viejas historias familiares pueden contarse de un modo que oculta lo que pasó de verdad.

La sanación llega con una honestidad delicada sobre el pasado. Cuando los antepasados se ven como personas corrientes que hicieron lo que pudieron, este Neptuno convierte una casa corriente en un refugio tranquilo, con una puerta que se abre con facilidad y una mesa donde los visitantes cansados se sientan con gusto.`,
    keywords: ['refugio íntimo', 'misterio familiar', 'raíces', 'pertenencia', 'anhelo de los antepasados', 'casa abierta'],
    strengths: ['hace de cualquier casa un retiro', 'un hogar abierto y acogedor', 'un hondo sentimiento por la historia familiar', 'compasión con los parientes'],
    challenges: ['secretos familiares u orígenes confusos', 'idealizar o añorar a uno de los padres', 'límites laxos en casa', 'descuidar el mantenimiento práctico'],
  },
  // Casa 5
  {
    summary: 'Neptuno en la Casa 5 vierte la imaginación en el arte, el juego, el romance y los hijos, y trae una creatividad inspirada junto con la tendencia a enamorarse de un sueño.',
    description: `Cuando Neptuno está en la Casa 5, el romance se lee como una novela. Los flechazos pueden llegar de repente y sentirse como el destino, y la persona amada puede verse a través de una bruma de velas que oculta sus defectos corrientes. Los amores con artistas, vagabundos o personas que parecen necesitar rescate son un patrón conocido, y los finales pueden doler el doble porque con la relación se acaba también un sueño.

Los dones creativos suelen ser fuertes. La pintura, la danza, el cine, la música y cualquier forma de fantasía ofrecen un cauce a sentimientos que se resisten a las palabras sencillas. El propio juego tiene aquí una cualidad espiritual, y perder la noción del tiempo en un juego o una melodía puede sentirse como volver a casa. Con los hijos puede haber una ternura y una intuición profundas, junto con cierta confusión de papeles o el deseo de que un hijo cumpla los sueños que los padres no vivieron.

La sombra de esta ubicación es la evasión disfrazada de diversión. El placer puede derivar hacia hábitos que adormecen más que deleitan, y las apuestas arriesgadas pueden atraer como atajo hacia la magia. Las esperanzas románticas pueden mantener a distancia a las parejas reales.

Una cabeza clara junto a un corazón abierto convierten a este Neptuno en la firma de un verdadero artista. Cuando la inspiración recibe tiempo regular y un oficio honesto, produce obras que conmueven a otros, y el amor se vuelve generoso en lugar de perderse en la fantasía.`,
    keywords: ['creatividad inspirada', 'idealismo romántico', 'juego', 'hijos', 'talento artístico', 'encantamiento'],
    strengths: ['grandes dones creativos y artísticos', 'una intuición tierna con los niños', 'juego de corazón entero', 'devoción romántica'],
    challenges: ['enamorarse de una imagen y no de una persona', 'placeres que se vuelven evasión', 'apuestas arriesgadas a la suerte', 'cargar sueños sobre un hijo'],
  },
  // Casa 6
  {
    summary: 'Neptuno en la Casa 6 lleva la compasión al trabajo diario y a las rutinas, atrae hacia los oficios de cuidado y pide orden y límites claros en el empleo.',
    description: `Con Neptuno en la Casa 6, la ronda diaria de tareas, correos y obligaciones rara vez se siente corriente. Se quiere que el trabajo signifique algo, y suelen atraer los empleos en cuidados, terapia, rescate de animales, hospitales, artes o beneficencia. Un compañero en apuros suele encontrar aquí a alguien que escucha con paciencia, y las tareas hechas para otros pueden adquirir la calma constante de una oración.

Las rutinas funcionan mejor cuando incluyen algo de belleza. Una mesa ordenada con una planta, un paseo junto al agua a la hora de comer, música durante los trabajos repetitivos: pequeños detalles como estos mantienen la energía en movimiento. El cuerpo puede ser sensible y reaccionar al estrés, al ruido o a un horario caótico, así que los hábitos suaves de descanso y movimiento pesan más que para la mayoría.

Los problemas llegan cuando el servicio se convierte en borrarse a sí mismo. Las horas extra se dan sin límite, las funciones poco definidas invitan a otros a descargar sus fardos, y un lugar de trabajo difuso puede dejar a todos sin saber quién se ocupa de qué. La tendencia a ignorar las señales del cuerpo hasta que se hacen ruidosas pertenece al mismo patrón.

El orden es el aliado de esta compasión. Unas funciones claras, unos planes por escrito y unas pausas regulares protegen a quien da, y entonces el Neptuno de la Casa 6 ofrece un cuidado hábil y humilde que levanta en silencio el ánimo de cualquier lugar de trabajo.`,
    keywords: ['trabajo compasivo', 'servicio', 'oficios de cuidado', 'rutinas suaves', 'sensibilidad', 'entrega'],
    strengths: ['paciencia con los compañeros en apuros', 'encuentra sentido en las tareas humildes', 'destreza en las profesiones de cuidado', 'lleva belleza a la rutina'],
    challenges: ['exceso de trabajo y olvido de sí', 'funciones vagas y papeles confusos', 'ignorar las señales del cuerpo', 'absorber el estrés del trabajo'],
  },
  // Casa 7
  {
    summary: 'Neptuno en la Casa 7 idealiza a la pareja y las alianzas cercanas, busca una unión de almas y necesita ver con claridad quién es de verdad la otra persona.',
    description: `En la Casa 7, frente al yo en la carta, Neptuno da forma al tipo de persona que parece completar el cuadro. Las parejas pueden ser artistas, soñadoras, sanadoras o personas que atraviesan dificultades y parecen necesitar que las salven. Otras atraen por una cualidad de aceptación total, la sensación de que por fin hay alguien que entenderá sin necesidad de explicaciones.

El don es una devoción auténtica. Las relaciones pueden tener una dimensión espiritual, con ideales compartidos, proyectos creativos o la sensación de estar unidos por algo más grande que ambos. El perdón sale con facilidad, junto con una paciencia ante los humores y los errores de la pareja que muchos no tendrían.

Esa misma paciencia puede difuminarse en autoengaño. A la pareja se la puede querer por lo que podría llegar a ser y no por cómo se comporta ahora, las señales de alarma pueden justificarse y una sola persona puede acabar cargando con toda la relación. En los negocios, los acuerdos sellados con un apretón de manos pueden acabar en decepción, y a los rivales declarados puede costar leerlos.

Ver con claridad no significa querer menos. Cuando los acuerdos se ponen por escrito, las necesidades se dicen en voz alta y al otro se le acepta como ser humano y no como salvador ni como proyecto, este Neptuno construye relaciones de una ternura poco común y un propósito compartido.`,
    keywords: ['pareja ideal', 'devoción', 'lazos de alma', 'perdón', 'ideales compartidos', 'proyección'],
    strengths: ['una devoción profunda a la pareja', 'perdona con facilidad', 'acepta a los demás sin juzgarlos', 'lazos creativos o espirituales compartidos'],
    challenges: ['querer el potencial y no la realidad', 'justificar las señales de alarma', 'cargar en solitario con la relación', 'contratos y acuerdos poco claros'],
  },
  // Casa 8
  {
    summary: 'Neptuno en la Casa 8 disuelve los muros que rodean la intimidad, el dinero compartido y la pérdida, y da una hondura intuitiva que necesita claridad en los asuntos comunes.',
    description: `Cuando Neptuno ocupa la Casa 8, la confianza es profunda y a veces ciega. La cercanía con un amante puede sentirse como si las fronteras entre dos cuerpos desaparecieran por un instante, y los lazos emocionales se forman por debajo de las palabras. El duelo también se vive entero; una pérdida puede traer sueños vívidos, la sensación de una presencia que se queda o un interés nuevo por lo que hay más allá de la vida corriente.

Esta colocación da a menudo un don callado para quedarse junto a otros en plena crisis. Los cuidados paliativos, la orientación psicológica, la investigación de lo oculto y lo no dicho o simplemente ser quien contesta al teléfono a las tres de la madrugada pueden expresarlo. La intuición sobre los motivos ajenos puede ser asombrosa.

Los recursos comunes son la parte más delicada. El dinero compartido con la pareja, los bienes familiares o una herencia pueden rodearse de confusión, papeles poco claros o expectativas no dichas. Las deudas pueden crecer en silencio, y las finanzas de la pareja pueden aceptarse por fe en lugar de entenderse. En la vida íntima, la cercanía puede volcarse en perderse a sí mismo o en disculpar lo que no debería disculparse.

Unas cuentas claras mantienen a salvo las profundidades. Cuando el dinero compartido queda documentado y los lazos íntimos incluyen un consentimiento sincero y unos límites, este Neptuno se convierte en una fuente de sanación que ayuda a otros a atravesar la pérdida y el cambio con dulzura y valor.`,
    keywords: ['intimidad', 'recursos compartidos', 'duelo', 'intuición', 'apoyo en las crisis', 'herencia'],
    strengths: ['una presencia serena en la crisis y la pérdida', 'una intuición asombrosa sobre los motivos', 'lazos emocionales profundos', 'consuelo para quien está de duelo'],
    challenges: ['confusión con el dinero común o las herencias', 'deudas que crecen sin que se note', 'perderse en la intimidad', 'fiarse a ciegas de las finanzas de la pareja'],
  },
  // Casa 9
  {
    summary: 'Neptuno en la Casa 9 convierte la búsqueda de la verdad en una especie de peregrinación, inspira la fe, los viajes lejanos y el estudio y pide discernimiento con los maestros.',
    description: `Con Neptuno en la Casa 9, la propia creencia se convierte en un arte. La religión, la filosofía y las grandes preguntas se abordan más a través del sentimiento y la imagen que del argumento, y un solo sermón, un poema o una puesta de sol en el extranjero pueden remodelar toda una visión. La música sacra, la mitología y los rituales de otras culturas pueden hablarle con una fuerza poco común.

Los viajes largos tienen a menudo un toque de peregrinación. Un viaje planeado como vacaciones puede convertirse en un punto de inflexión, y algunas personas con esta posición se sienten más en casa en una ciudad extranjera que en el pueblo donde crecieron. Los estudios superiores pueden inclinarse hacia las artes, la teología, la psicología o cualquier cosa que trace el mapa del mundo interior.

El riesgo es una creencia sin suelo. Un maestro, un guía espiritual o un programa universitario pueden recibir mucha más confianza de la que justifican los hechos, y puede llegar la decepción cuando el ideal resulta humano. Los planes de viaje pueden sufrir líos con billetes y documentos, y el amor por lo lejano puede hacer que la vida de casa parezca gris en comparación.

La fe se fortalece cuando se le permite hacer preguntas. Al contrastar las ideas con la experiencia y conservar el sentido del humor ante la certeza, este Neptuno desarrolla una sabiduría amplia y generosa capaz de inspirar a estudiantes, compañeros de viaje y a cualquiera que busque sentido.`,
    keywords: ['peregrinación', 'fe', 'viajes lejanos', 'misticismo', 'estudios superiores', 'sentido'],
    strengths: ['un acercamiento abierto y poético a la fe', 'se siente en casa entre otras culturas', 'un amor al estudio que alimenta el espíritu', 'inspira a otros a buscar sentido'],
    challenges: ['fiarse de los maestros más de lo que justifican los hechos', 'desencanto con la fe o con los estudios', 'planes de viaje embrollados', 'ver gris la vida de casa en comparación'],
  },
  // Casa 10
  {
    summary: 'Neptuno en la Casa 10 lleva la imaginación y el idealismo a la carrera y la vida pública, atrae hacia trabajos que inspiran y deja una imagen pública difícil de definir.',
    description: `Una carrera que se sienta como una vocación es la esperanza de Neptuno en lo alto de la carta. En la Casa 10, el planeta atrae hacia el cine, la música, la fotografía, la moda, el ministerio religioso, las terapias, la beneficencia o cualquier campo en el que la imaginación y la compasión estén a la vista de muchos. Algunas personas con esta ubicación van pasando por varios empleos hasta que uno por fin encaja, y el camino se parece más a un río sinuoso que a una escalera.

La imagen pública es la parte intrigante. Los demás tienden a proyectar sus esperanzas sobre cualquiera que ocupe un papel visible, así que la reputación puede ser glamurosa, misteriosa o simplemente confusa, y cada colega puede describir una versión distinta de la misma persona. Uno de los padres o un primer mentor pudo ser idealizado o difícil de leer, lo que tiñe los sentimientos posteriores hacia la autoridad.

La tensión llega como confusión sobre el rumbo o la posición. Las metas cambian con cada nueva inspiración, se puede confiar demasiado en quien da empleo y los rumores pueden pegarse a un papel público sin mucho fundamento. Puede haber el deseo de que un golpe de suerte, y no el esfuerzo constante, rescate de la rutina diaria.

La visión funciona mejor con un mapa. Cuando los ideales se atan a pasos prácticos, a puestos bien definidos y a una presentación honesta de sí, este Neptuno puede construir un papel público que inspire a otros y muestre cómo una vida laboral puede servir a algo más grande que el prestigio.`,
    keywords: ['vocación', 'imagen pública', 'carrera inspirada', 'glamur', 'idealismo', 'llamada'],
    strengths: ['un sentido de vocación', 'carreras en las artes o los cuidados', 'una presencia pública que inspira', 'un trabajo al servicio de un propósito mayor'],
    challenges: ['un rumbo profesional confuso', 'una reputación moldeada por proyecciones', 'confiar demasiado pronto en quien da empleo', 'esperar un rescate en vez de esforzarse'],
  },
  // Casa 11
  {
    summary: 'Neptuno en la Casa 11 idealiza la amistad, la comunidad y las causas compartidas, reúne a almas afines y pide cuidado a la hora de decidir en quién confiar.',
    description: `Con Neptuno en la Casa 11, los amigos llegan por caminos extraños y afortunados. Alguien conocido en un concierto, un compañero de voluntariado, una persona de un foro en línea que se convierte en compañía para toda la vida: el círculo social suele construirse sobre sueños compartidos más que sobre direcciones compartidas. Los grupos con un propósito espiritual, artístico o benéfico tienden a sentirse como una familia.

Las esperanzas de futuro son grandes y bondadosas. Con frecuencia hay el deseo de ayudar a quienes han quedado fuera, y un talento para intuir lo que necesita un grupo antes de que nadie lo diga. No pocas personas con esta colocación son miembros callados y dotados de un coro, una compañía de teatro o una red de apoyo.

La dificultad está en ver a los amigos con claridad. A un amigo se le puede querer por la persona que podría llegar a ser, los préstamos o los favores pueden quedarse sin devolver y quien dirige un grupo puede ganarse una lealtad que nunca mereció. Los planes sociales pueden ser vagos, con promesas de quedar que se desvanecen, y las metas a largo plazo pueden seguir siendo deseos brumosos.

El discernimiento no cierra el círculo; lo fortalece. Al elegir compañeros cuyos actos coinciden con sus palabras y al dar a las esperanzas unos cuantos pasos concretos, este Neptuno ayuda a construir comunidades donde la bondad es práctica y los sueños se comparten en voz alta.`,
    keywords: ['almas afines', 'amistad idealista', 'comunidad', 'causas compartidas', 'esperanzas', 'pertenencia'],
    strengths: ['atrae a almas afines', 'intuye lo que necesita un grupo', 'compasión por quienes quedan fuera', 'una amistad leal y delicada'],
    challenges: ['idealizar a los amigos', 'favores y préstamos que no vuelven', 'lealtad a líderes que no la merecen', 'metas que se quedan en vaguedades'],
  },
  // Casa 12
  {
    summary: 'Neptuno en la Casa 12 se siente en casa en la soledad y en lo invisible, y da una compasión profunda y una vida interior rica que necesitan descanso y límites suaves.',
    description: `Las habitaciones silenciosas le hablan alto a quien tiene a Neptuno en la Casa 12. Es el hogar natural del planeta, y aquí trabaja sobre todo entre bastidores: en sueños que parecen mensajes, en largas horas a solas, en una simpatía por los demás que a menudo pasa inadvertida. Las casas de retiro, las bibliotecas, las capillas, los hospitales y los bastidores de un teatro pueden resultar extrañamente familiares.

La vida interior es inmensa. La meditación, la oración, llevar un diario o simplemente contemplar el mar pueden salir con naturalidad, y la imaginación puede beber de imágenes que parecen más antiguas que la memoria personal. La compasión se extiende hacia las personas ocultas a la vista, como quienes están en cárceles, albergues y residencias, y muchos eligen un trabajo a su servicio.

Como tanto ocurre fuera de la vista, la tensión es fácil de pasar por alto. Los estados de ánimo pueden llegar de ninguna parte, los sentimientos ajenos se absorben sin defensa y puede haber la costumbre de esconderse del conflicto o de las exigencias corrientes. Las preocupaciones secretas, el sacrificio callado o la huida silenciosa a través del sueño, las pantallas o las sustancias pueden convertirse en un refugio privado que poco a poco crece demasiado.

El tiempo a solas regular, elegido y no usado como huida, convierte esta posición en una fortaleza. Con sueño suficiente, una estructura sencilla y una persona de confianza con quien hablar, el Neptuno de la Casa 12 se vuelve un pozo de paz espiritual y una fuente de ayuda callada para cualquiera que la necesite.`,
    keywords: ['soledad', 'vida interior', 'compasión oculta', 'retiro', 'sueños', 'paz espiritual'],
    strengths: ['una vida interior rica y serena', 'compasión por el sufrimiento oculto', 'bienestar en la soledad', 'un servicio callado entre bastidores'],
    challenges: ['esconderse del conflicto o las exigencias', 'absorber los humores sin defensa', 'preocupaciones secretas y sacrificio callado', 'una evasión que crece demasiado'],
  },
];
