import type { PartialText } from '../partial-text.js';
import type { SignKeywords } from '../sign-keywords.js';

/** As palavras-chave de cada signo (issue 31), na ordem das inglesas. */
export const SIGN_KEYWORDS_PT_BR: PartialText<SignKeywords> = {
  Aries: ['iniciativa', 'coragem', 'impulso', 'começos'],
  Taurus: ['firmeza', 'conforto', 'paciência', 'posses'],
  Gemini: ['curiosidade', 'troca', 'versatilidade', 'espirituosidade'],
  Cancer: ['cuidado', 'pertencimento', 'memória', 'proteção'],
  Leo: ['calor', 'orgulho', 'criatividade', 'brilho'],
  Virgo: ['precisão', 'serviço', 'análise', 'ofício'],
  Libra: ['equilíbrio', 'parceria', 'justiça', 'graça'],
  Scorpio: ['intensidade', 'profundidade', 'sigilo', 'renovação'],
  Sagittarius: ['busca', 'franqueza', 'fé', 'horizontes distantes'],
  Capricorn: ['ambição', 'estrutura', 'disciplina', 'resistência'],
  Aquarius: ['independência', 'ideais', 'comunidade', 'invenção'],
  Pisces: ['empatia', 'imaginação', 'entrega', 'mistério'],
};
