import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in Brazilian Portuguese (docs/i18n/pt-BR.md: lugar hilegíaco, sizígia pré-natal, Parte da Fortuna). */
export const HYLEG_WORDS_PT_BR: HylegRuleWords = {
  ptolemyLight: '{lightKey, select, Sun {o} other {a}} {light} no lugar hilegíaco {place} de Ptolomeu',
  ptolemyLord: '{lord}, com mais relações de domínio sobre {firstKey, select, Sun {o} other {a}} {first}, a sizígia pré-natal e {sect, select, day {o Ascendente} other {a Parte da Fortuna}}, no lugar hilegíaco {place}',
  ptolemyFortune: 'nenhum luminar nem regente em lugar hilegíaco, nascimento noturno após uma lua cheia: a Parte da Fortuna',
  ptolemyAscendant: 'nenhum luminar nem regente em lugar hilegíaco{sect, select, day {} other {, nascimento noturno após uma lua nova}}: o Ascendente',
  lillyLight: '{lightKey, select, Sun {o} other {a}} {light} na Casa {house}, uma casa hilegíaca',
  lillyLord: '{lord}, com mais dignidades essenciais sobre {sect, select, day {o grau da sizígia pré-natal} other {o grau da Lua, o da sizígia pré-natal e a Parte da Fortuna}}, na Casa {house}',
  lillyAscendant: 'nenhum luminar nem regente em casa hilegíaca: o Ascendente',
};
