import type { PartialText } from '../partial-text.js';
import type { SignKeywords } from '../sign-keywords.js';

/** Las palabras clave de cada signo (issue 31), en el orden de las inglesas. */
export const SIGN_KEYWORDS_ES: PartialText<SignKeywords> = {
  Aries: ['iniciativa', 'valentía', 'impulso', 'comienzos'],
  Taurus: ['constancia', 'comodidad', 'paciencia', 'posesiones'],
  Gemini: ['curiosidad', 'intercambio', 'versatilidad', 'ingenio'],
  Cancer: ['cuidado', 'pertenencia', 'memoria', 'protección'],
  Leo: ['calidez', 'orgullo', 'creatividad', 'lucimiento'],
  Virgo: ['precisión', 'servicio', 'análisis', 'oficio'],
  Libra: ['equilibrio', 'pareja', 'justicia', 'elegancia'],
  Scorpio: ['intensidad', 'profundidad', 'reserva', 'renacimiento'],
  Sagittarius: ['búsqueda', 'franqueza', 'fe', 'horizontes lejanos'],
  Capricorn: ['ambición', 'estructura', 'disciplina', 'resistencia'],
  Aquarius: ['independencia', 'ideales', 'comunidad', 'invención'],
  Pisces: ['empatía', 'imaginación', 'entrega', 'misterio'],
};
