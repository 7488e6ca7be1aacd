// Urania's own text, translated from its English original (src/text/en); locale es.
import type { MinorAspectText, PointThemes } from '../minor-aspect-text.js';

/** Los aspectos menores en español, cada uno leído con los temas de la pareja que une. */
export const MINOR_ASPECTS_ES: MinorAspectText = {
  quincunx: {
    quality: 'un ángulo incómodo de ajuste',
    description: `El quincuncio, de 150 grados, une dos signos que no comparten elemento ni modalidad, de modo que las funciones que enlaza parecen hablar idiomas distintos. No hay un choque abierto; lo que hay es un zumbido bajo y constante de desajuste que pide correcciones pequeñas y repetidas, como un zapato que casi ajusta y obliga a atarlo de otra manera cada mañana. Llevado con paciencia, enseña el ajuste fino, la humildad y el arte de hacer sitio a dos necesidades a la vez.`,
    keywords: ['adaptación', 'ajuste fino', 'desencaje'],
  },
  semiSextile: {
    quality: 'un vínculo discreto de vecindad',
    description: `El semisextil, de 30 grados, une signos vecinos, que difieren en elemento y modalidad aunque están uno junto al otro. El lazo es tenue y práctico: cada función toma prestado un poco de la otra, a menudo sin darse cuenta, igual que los vecinos se prestan herramientas por encima de la valla. Su don es un crecimiento lento y acumulativo; su riesgo, una leve irritación ante una costumbre demasiado cercana para pasarla por alto.`,
    keywords: ['vecindad', 'crecimiento gradual', 'vínculo sutil'],
  },
  semiSquare: {
    quality: 'una fricción aguda e inquieta',
    description: `La semicuadratura, de 45 grados, es media cuadratura: el mismo empuje hacia la acción sin todo el peso de una crisis. Se manifiesta como impaciencia, una piedra en el zapato que mantiene dos funciones alerta y ligeramente descompasadas. Bien usada, aporta el pequeño empujón que pone en marcha una tarea y la mantiene en movimiento; si se deja a su aire, desgasta el carácter.`,
    keywords: ['fricción', 'impaciencia', 'estímulo'],
  },
  sesquiquadrate: {
    quality: 'una tensión diferida que se acumula',
    description: `La sesquicuadratura, de 135 grados, una cuadratura y media, trae una tensión que crece sin que se vea y luego aflora en un momento inoportuno. Las dos funciones se las arreglan bien por separado, pero tropiezan la una con la otra bajo presión. La conciencia la convierte en previsión: advertir las primeras señales de agobio permite gastar la energía a propósito y no en un arrebato repentino.`,
    keywords: ['presión', 'descarga', 'previsión'],
  },
  quintile: {
    quality: 'un don creativo e ingenioso',
    description: `El quintil, de 72 grados, la quinta parte del círculo, pertenece a los armónicos del talento y del estilo más que a los de la facilidad o el conflicto. Enlaza dos funciones de un modo que invita al juego y al oficio, una maña que crece cuanto más se practica. Rara vez se anuncia; se nota en la manera particular en que alguien resuelve un problema o da forma a una cosa.`,
    keywords: ['talento', 'oficio', 'estilo'],
  },
  biquintile: {
    quality: 'un talento original y escondido',
    description: `El biquintil, de 144 grados, el doble del quintil, lleva la misma nota creativa en una tonalidad menos evidente. El vínculo entre las dos funciones suele aflorar más tarde en la vida o en contextos poco habituales, como una habilidad que sorprende a los demás. Con atención y práctica se convierte en una firma: una manera personal de combinar lo que otros mantienen separado.`,
    keywords: ['originalidad', 'talento tardío', 'síntesis'],
  },
};

/** Una frase breve para lo que representa cada punto, con la que se une la cualidad de un aspecto menor a una pareja. */
export const POINT_THEMES_ES: PointThemes = {
  Sun: 'identidad y propósito',
  Moon: 'sentimientos y necesidades',
  Mercury: 'pensamiento y palabra',
  Venus: 'amor y valores',
  Mars: 'impulso y deseo',
  Jupiter: 'crecimiento y creencias',
  Saturn: 'deber y estructura',
  Uranus: 'cambio y libertad',
  Neptune: 'imaginación e ideales',
  Pluto: 'poder y renovación',
  Chiron: 'las viejas heridas y su sanación',
  NorthNode: 'la dirección del crecimiento',
  Ascendant: 'el yo exterior y su manera de afrontar la vida',
  Midheaven: 'carrera y proyección pública',
};
