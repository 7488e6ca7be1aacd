// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// The Moon's day in each solar house, the closing advice of a day or week by house, and the sign's ruler in each house
// (a clause that ends the ruler's lead). The 1st house first; the reader is "você".

export const MOON_DAY_PT_BR: HouseCells = [
  [
    'O humor aparece no rosto, então fale com franqueza sobre o que precisa e reserve um tempo para si.',
    'Você está mais sensível do que de costume, e isso facilita ler o ambiente e saber o que de fato quer.',
    'Cuidar de si à vista dos outros combina com o clima: uma boa refeição, roupas confortáveis, uma resposta direta.',
  ],
  [
    'Conforto e segurança vêm em primeiro lugar, então cozinhe algo gostoso ou guarde um pouco de dinheiro.',
    'Você quer coisas que possa tocar e guardar; uma compra pequena e bem-feita satisfaz mais do que uma grande.',
    'Tarefas práticas e constantes acalmam os nervos, sobretudo as que trazem algum ganho.',
  ],
  [
    'O telefone não para e os recados se multiplicam; responda de forma curta e gentil.',
    'Sua mente pula de uma ideia para outra, o que vai bem numa conversa e nem tanto num contrato.',
    'Um papo com um vizinho ou com um irmão melhora o dia.',
  ],
  [
    'Você quer ficar em casa, ou ao menos num lugar com cara de lar; respeite isso se puder.',
    'Assuntos de família e lembranças antigas vêm à tona; uma noite tranquila em casa devolve o fôlego.',
    'Cuide do seu espaço: regue as plantas, cozinhe, ligue para alguém que conheceu você na infância.',
  ],
  [
    'Brinque, flerte ou crie alguma coisa; o coração quer um pouco de aplauso.',
    'Um tempo com crianças ou com um passatempo querido renova o ânimo.',
    'Um pequeno agrado ou um passeio improvisado é mais do que merecido.',
  ],
  [
    'Organize, limpe e risque itens da lista; o trabalho útil faz bem.',
    'O corpo pede cuidado: água, uma caminhada, ir para a cama mais cedo.',
    'Ajudar um colega ou acertar uma rotina traz uma satisfação silenciosa.',
  ],
  [
    'O humor dos outros mexe com o seu, então escolha companhias que tragam firmeza.',
    'Os parceiros querem atenção, e uma refeição a dois vale mais do que uma longa conversa.',
    'Você encontra o equilíbrio por meio de outra pessoa; deixe que ela carregue parte do peso.',
  ],
  [
    'Os sentimentos correm fundo, e uma conversa a sós pode aproximar duas pessoas.',
    'Você nota o que os outros escondem; use essa percepção com delicadeza.',
    'Acerte uma conta dividida ou uma promessa antes que ela cresça.',
  ],
  [
    'A inquietação é sinal para aprender algo ou ir a um lugar novo, nem que seja por uma hora.',
    'Olhar o quadro geral conforta você, então leia, planeje uma viagem ou converse sobre ideias.',
    'Um professor, um livro ou um desconhecido vindo de longe pode mudar seu humor para melhor.',
  ],
  [
    'Seu lado público está à mostra, então cumpra a palavra no trabalho e zele pela sua reputação.',
    'A ambição desperta, e você prefere realizar a descansar; dose o ritmo.',
    'Quem está no comando repara em como você lida com as emoções sob pressão.',
  ],
  [
    'Amigos e grupos levantam seu astral; responda ao convite ou faça o seu.',
    'Você se sente parte de algo maior quando trabalha junto com os outros.',
    'Conte uma esperança a alguém que vá torcer por você.',
  ],
  [
    'Você precisa de mais silêncio do que o normal; cancele o que der e descanse.',
    'A intuição está forte, mas o cansaço também, então durma antes de tomar grandes decisões.',
    'Uma hora reservada, um banho demorado ou uma longa caminhada sem companhia faz mais bem do que qualquer encontro.',
  ],
];

export const ADVICE_PT_BR: HouseCells = [
  ['Coloque-se em primeiro lugar sem pedir desculpas e depois pergunte como pode ajudar.', 'Comece algo pessoal e termine antes de dormir.'],
  ['Gaste só com o que ainda terá valor para você no mês que vem.', 'Agradeça o que já tem, e conte o troco, antes de decidir.'],
  ['Fale menos, fale bem e ponha o resto no papel.', 'Responda primeiro às mensagens fáceis, e à difícil com cuidado.'],
  ['Faça da sua casa o lugar para onde você tem vontade de voltar.', 'Ligue para a família ou arrume um canto; qualquer dos dois acalma.'],
  ['Reserve uma hora para algo que você faz só por alegria.', 'Deixe o coração guiar, mas mantenha um pé no chão.'],
  ['Faça primeiro o serviço chato e aproveite o resto do dia.', 'Pequenas melhorias na rotina dão retorno rápido.'],
  ['Escute primeiro e depois encontre o outro no meio do caminho.', 'Um acordo justo deixa os dois lados sorrindo.'],
  ['A confiança se constrói com pequenas promessas cumpridas.', 'Diga a coisa difícil com gentileza e com sinceridade.'],
  ['Leia, passeie sem rumo ou planeje algo que amplie seus limites.', 'Deixe a curiosidade levar você um pouco mais longe do que o normal.'],
  ['Aja à altura do cargo que você pretende alcançar.', 'Deixe seu trabalho falar por você, e depois fale em nome dele.'],
  ['Procure um amigo e também um contato novo.', 'Esperanças compartilhadas crescem mais rápido do que as guardadas em segredo.'],
  ['Proteja seu descanso como protegeria um compromisso marcado.', 'Solte alguma coisa e repare no espaço que ela deixa.'],
];

export const RULER_HERE_PT_BR: HouseCells = [
  ['o que põe você no comando da própria história', 'de modo que sua presença é sua melhor ferramenta'],
  ['e assim sua energia vai para o que você ganha e o que valoriza', 'o que torna pessoal o ato de ganhar e poupar'],
  ['e com isso sua atenção se volta para palavras, planos e lugares próximos', 'o que mantém ocupados a cabeça e o celular'],
  ['de modo que a casa e a família pedem sua energia', 'o que põe o lar no topo da sua agenda'],
  ['e assim o prazer, o amor e a criatividade levam a sua assinatura', 'o que pede que você aproveite aquilo que cria'],
  ['e com isso o trabalho e os hábitos de saúde ocupam quase todo o seu impulso', 'o que faz da utilidade a própria recompensa'],
  ['de modo que parceiros e acordos moldam suas escolhas', 'o que significa que você age melhor em boa companhia'],
  ['e assim o que você deve, divide ou guarda para si pede atenção', 'o que faz você se voltar para as pessoas em quem mais confia'],
  ['de modo que tudo o que amplia seu horizonte atrai você', 'o que alimenta sua sede de sentido'],
  ['de modo que sua ambição quer um palco público', 'o que coloca seu trabalho sob os olhos de todos'],
  ['e assim as pessoas com quem você se une recebem sua energia', 'o que torna os aliados mais importantes do que de costume'],
  ['e com isso o tempo de silêncio longe da multidão joga a seu favor', 'o que convida você a recarregar as energias antes de agir'],
];
