import type { UntimedText } from '../../natal-text.js';

// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
// The notes of a report without a birth time (src/text/en/natal/untimed.ts, UNTIMED_EN).

/** As notas de um relatório sem hora de nascimento, em português do Brasil. */
export const UNTIMED_PT_BR: UntimedText = {
  noTime: `Este relatório foi calculado sem a hora de nascimento, por isso lê o céu do dia inteiro do nascimento. As casas, o Ascendente, o Meio do Céu, o regente do mapa e a Parte da Fortuna dependem todos do minuto exato do nascimento, e ficam de fora em vez de serem adivinhados. Os signos dos planetas e a maioria dos seus aspectos valem para o dia todo. A exceção é a Lua: ela anda cerca de treze graus num dia, de modo que o seu grau, os seus aspectos e às vezes o seu signo dependem da hora. Onde um posicionamento pode mudar ao longo do dia, o relatório avisa.`,
  signChange: `{body} mudou de signo no dia do nascimento, saindo de {first} e entrando em {second} {when}. Sem a hora de nascimento, o relatório não tem como saber qual das duas posições vale, por isso traz as duas leituras. Muita gente se reconhece mais numa do que na outra, e esse reconhecimento pode até ajudar um astrólogo cuidadoso a estreitar o intervalo da hora do nascimento.`,
  moonRange: `No dia do nascimento, a Lua permaneceu em {sign}, indo de {start} a {end}. O signo dela é, portanto, certo, mas o grau exato e os orbes dos seus aspectos dependem da hora em que se nasceu: cada aspecto mostrado aqui é o que ela formava ao meio-dia, e pode ter sido mais exato ou mais aberto no momento real do nascimento.`,
};
