// Urania's own text, translated from its English original (src/text/en); locale es.
// The Part of Fortune in each house (src/text/en/natal/part-of-fortune-in-house.ts, PART_OF_FORTUNE_IN_HOUSE_EN),
// houses 1 to 12.

/** La Parte de la Fortuna en las Casas 1 a 12, en español. */
export const PART_OF_FORTUNE_IN_HOUSE_ES: readonly string[] = [
  // 1
  `Con la Parte de la Fortuna en la Casa 1, la buena suerte tiende a seguir a la iniciativa personal. Las cosas van mejor cuando esta persona actúa en su propio nombre, cuida su cuerpo y deja ver su manera de ser natural. La suerte llega a menudo por estar presente y a la vista: acudir en persona, presentarse, fiarse del primer instinto. El bienestar depende mucho de la vitalidad física, así que un cuidado sencillo de la salud se devuelve con creces.`,
  // 2
  `La Parte de la Fortuna en la Casa 2 sitúa la fortuna en los recursos y en el talento práctico. Los ingresos, las posesiones y el buen uso de lo que ya se tiene suelen traer satisfacción, y el dinero puede llegar aquí con más facilidad que en otros terrenos cuando se gana con capacidades auténticas. El contento nace de la sensación de tener suficiente. La advertencia es no confundir comodidad con felicidad; el verdadero regalo es una relación estable con la propia valía.`,
  // 3
  `En la Casa 3, la Parte de la Fortuna encuentra su suerte cerca de casa. Las conversaciones, las cartas, los trayectos cortos, los vecinos y los hermanos abren puertas, y un comentario casual puede cambiar un plan para bien. Aprender resulta fácil, y el bienestar aumenta cuando la mente se ocupa de algo nuevo. Se ven favorecidas la escritura, la enseñanza y cualquier tarea que tienda puentes. La soltura llega en la rutina de cada día, no en lugares lejanos.`,
  // 4
  `Una Parte de la Fortuna en la Casa 4 hace del hogar el manantial. El contento depende de una base segura, un lugar que se sienta propio, y a menudo de la familia o de la tierra misma. La fortuna puede llegar a través de inmuebles, una herencia o un negocio llevado desde casa, y la vida suele mejorar con los años, al ahondar las raíces. El tiempo dedicado a hacer nido no es tiempo perdido aquí; es la manera en que esta persona recupera su suerte.`,
  // 5
  `Con la Parte de la Fortuna en la Casa 5, la alegría es el camino hacia la suerte. El trabajo creativo, el juego, el romance, los hijos y las aficiones traen felicidad y, con sorprendente frecuencia, beneficios prácticos. A esta persona le conviene seguir lo que le encanta, porque el placer tomado en serio se convierte en un camino. Arriesgar un poco, sin pasarse, puede salir a cuenta, aunque la vena de jugador necesita vigilancia. Cuando la vida se vuelve gris, hacer algo solo por diversión devuelve el equilibrio.`,
  // 6
  `La Parte de la Fortuna en la Casa 6 encuentra la soltura en el buen trabajo y en las rutinas sanas. La satisfacción viene de una tarea bien hecha, de ser útil a los compañeros y de unos hábitos diarios que mantienen el cuerpo en orden. La fortuna puede llegar por el empleo, el servicio o una destreza práctica en la que otros confían. No es la suerte de los golpes inesperados, sino la de un ritmo bien cuidado, y se fortalece cuanto más se elige la rutina en lugar de soportarla.`,
  // 7
  `En la Casa 7, la Parte de la Fortuna trae suerte a través de otras personas. Las parejas, los clientes, los colaboradores e incluso los adversarios dignos abren puertas que seguirían cerradas a un esfuerzo solitario. El matrimonio o una asociación estrecha pueden ser una fuente real de bienestar, y los acuerdos tienden a favorecer a esta persona cuando los firma con cuidado. La felicidad crece en buena compañía, y estar dispuesto a compartir el mérito forma parte del don.`,
  // 8
  `Una Parte de la Fortuna en la Casa 8 encuentra la fortuna en los recursos compartidos y en los cambios profundos. Las finanzas conjuntas, las inversiones, los ingresos de la pareja o una herencia pueden tener su papel, y también el trabajo con el dinero ajeno, la investigación o las crisis. El bienestar suele llegar tras una etapa de soltar, como si cada final despejara el espacio para un arreglo mejor. La confianza, dada con sensatez, es la llave que hace girar la suerte de esta posición.`,
  // 9
  `Con la Parte de la Fortuna en la Casa 9, la fortuna está más allá del horizonte. Los viajes, el estudio, los contactos en el extranjero, la edición y la búsqueda de sentido traen a la vez contento y oportunidades. A esta persona suele irle bien cuando ensancha su mundo, ya sea mudándose al extranjero o emprendiendo el estudio de una materia que le estire la mente. La fe en la vida es aquí en sí misma una fuente de suerte, y se hace más fuerte cuando la experiencia la pone a prueba.`,
  // 10
  `La Parte de la Fortuna en la Casa 10 une el bienestar a la vocación. El éxito y el reconocimiento públicos dan una satisfacción auténtica, y su suerte actúa a menudo por la carrera, las figuras de autoridad y la buena fama. Las oportunidades llegan cuando da un paso al frente y asume responsabilidades. La posición pide un trabajo que merezca la pena: el prestigio solo no basta para sostener el contento, pero la vocación adecuada sí.`,
  // 11
  `En la Casa 11, la Parte de la Fortuna reúne la suerte a través de amigos y grupos. Las redes, las asociaciones, los mecenas y los proyectos compartidos traen oportunidades y apoyo, y las esperanzas tienden a cumplirse con ayuda de los demás. El bienestar aumenta en buena compañía y en el trabajo hacia una meta común. Mantener el contacto, sumarse y ofrecer ayuda con generosidad aumentan la fortuna que esta ubicación promete.`,
  // 12
  `Una Parte de la Fortuna en la Casa 12 esconde su suerte en lugares tranquilos. El retiro, la reflexión, la soledad creativa, el cuidado de los demás y el trabajo entre bastidores traen un contento que el éxito público por sí solo no da. La ayuda puede llegar sin que se vea, de personas que nunca piden las gracias. El bienestar depende de tiempo apartado con regularidad y de una vida interior respetada. Lo que parece retirada es, para esta colocación, la forma en que se renueva la fortuna.`,
];
