// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// A note for each sign on how it meets an ordinary day, for the days when the wider sky is quiet, addressing the
// reader as "você" (docs/i18n/pt-BR.md). Aries first.

export const SIGN_NOTES_PT_BR: HouseCells = [
  [
    'Áries, sua faísca precisa de um alvo; escolha um pequeno desafio e vença-o antes do almoço.',
    'A impaciência é seu ponto fraco, Áries, então dê à tarefa lenta dez minutos honestos antes de passar adiante.',
    'Um céu tranquilo combina com seu instinto de ir na frente, Áries; abra a porta que ninguém tentou ainda.',
  ],
  [
    'Touro, a constância é o seu dom; termine algo com as próprias mãos e aproveite o resultado.',
    'Conforto não é preguiça, Touro: uma boa refeição e um ritmo sem pressa ajudam você a decidir bem.',
    'Sua paciência rende em dias assim, Touro, então deixe amadurecer o que é lento.',
  ],
  [
    'Gêmeos, sua curiosidade quer duas conversas ao mesmo tempo; dê à melhor delas toda a sua atenção.',
    'Anote a ideia antes que a próxima chegue, Gêmeos, e volte a ela à noite.',
    'Um céu calmo deixa sua mente rápida separar os fatos do ruído, Gêmeos; confie na segunda impressão.',
  ],
  [
    'Câncer, você lê o clima antes que alguém abra a boca; confie no primeiro sinal e cuide de si também.',
    'Sua carapaça tem utilidade, Câncer, mas hoje um pouco de abertura rende mais do que a cautela.',
    'Alimente alguém, Câncer, nem que seja com uma mensagem carinhosa; o cuidado que você oferece volta.',
  ],
  [
    'Leão, o calor humano é a sua moeda; gaste um pouco dele com alguém que quase nunca é notado.',
    'O orgulho pode esperar, Leão; o gesto generoso é o que as pessoas guardam na memória.',
    'Seu brilho funciona melhor quando abre espaço para os outros, Leão, então divida o palco uma vez.',
  ],
  [
    'Virgem, uma lista acalma você; mantenha-a curta e deixe um dos itens ser só por prazer.',
    'Seu olhar para os detalhes é um dom, Virgem, desde que sirva à tarefa e não vire autocrítica.',
    'Conserte uma coisa direito, Virgem, e deixe o resto do mundo ser imperfeito por um dia.',
  ],
  [
    'Libra, você pesa todos os lados; decida rápido uma coisa pequena e repare como é leve.',
    'A harmonia importa para você, Libra, mas uma palavra franca guarda a paz melhor do que o silêncio.',
    'A beleza restaura você, Libra, então dê aos olhos algo bonito onde descansar.',
  ],
  [
    'Escorpião, seu foco é formidável; aponte-o para um único problema e fique com ele.',
    'Você percebe o que os outros escondem, Escorpião, então use esse saber com bondade e guarde para si o que pensa.',
    'Solte uma mágoa antiga, Escorpião, e sinta quanta energia ela prendia.',
  ],
  [
    'Sagitário, uma vista ampla deixa você feliz; saia ao ar livre ou abra um mapa, nem que seja por um minuto.',
    'A sinceridade é sua força, Sagitário, e o tato faz com que ela chegue bem.',
    'Seu otimismo anima os outros, Sagitário, então conte um plano que entusiasma você.',
  ],
  [
    'Capricórnio, o progresso constante é o seu estilo; um passo firme vale mais do que um salto.',
    'O descanso faz parte da subida, Capricórnio, então marque-o na agenda como qualquer outro compromisso.',
    'Seu senso de dever é admirável, Capricórnio; garanta que uma tarefa de hoje seja só para você.',
  ],
  [
    'Aquário, uma ideia incomum sua pode ajudar alguém; diga-a em voz alta.',
    'Sua independência é preciosa, Aquário, e deixar um amigo ajudar também é.',
    'Olhe para um problema antigo de um ângulo estranho, Aquário; é lá que moram as suas respostas.',
  ],
  [
    'Peixes, sua intuição está afiada; dê a ela uma hora de silêncio e um caderno.',
    'A bondade é da sua natureza, Peixes, mas as suas próprias necessidades também entram na lista.',
    'Música, água ou um devaneio restauram você, Peixes, então permita-se um deles.',
  ],
];
