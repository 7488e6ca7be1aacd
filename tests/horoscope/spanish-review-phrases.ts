/**
 * Issue 31, es review (docs/samples/es/CRITIQUE.md): the phrases the Spanish editor rewrote — calques, a sky told for
 * the north alone, the Peninsular "vosotros" the rest of the Spanish-speaking world does not use, words repeated
 * inside one piece — which must no longer occur in any Spanish horoscope (shared by spanish-review.test.ts and the year
 * of dailies in spanish-horoscopes.test.ts).
 */
export const OLD_PHRASES_ES = new RegExp([
  'la vuelta hacia la primavera en el norte', 'lo que vota tu cuerpo', 'son donde (verás|lo vas)', 'convierte la casa en lo primero',
  'la luz y la noche', 'veis dónde estáis', 'leéis', 'queréis', 'cruza a ', 'retrocede hasta', 'da la cara en persona',
  'capítulo nuevo de ti', 'pasada la plenitud', 'lo que remueve es personal', 'cogen impulso', 'cielo grande',
  'regresen a la mesa', 'se mantiene en', 'es tuya para usarla', 'llega más lejos que una larga charla',
  'Resuelve una cuenta común o una promesa', 'mucha mecha', 'en su carril', 'Cede a mitad de camino',
  'la noche más temprana', 'Este es personal', 'acabar con un malentendido', 'dejarse en el suelo',
  'el cansancio también,', 'bendiciones y monedas', 'su propia recompensa', 'donde viven tus respuestas', 'aparcado',
  'los tiques', 'Espera algo de presión', 'aterriza en', 'punto de giro de la luz', 'El ánimo se te nota',
  'Lee, pasea sin rumbo', 'mejorarte el ánimo', 'En los lazos íntimos',
].join('|'));
