// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// What Jupiter's and Saturn's year in a house means, and a conjunction of two slow planets in a house. The 1st house
// first; the reader is "você".

export const JUPITER_PASSAGE_PT_BR: HouseCells = [
  [
    'A sorte acompanha a iniciativa: sua confiança cresce, as portas se abrem quando você bate, e um recomeço pessoal tem apoio de verdade.',
    'Este é o seu ano de crescimento, em que pessoas e oportunidades novas se juntam ao seu redor; fique de olho nos excessos, inclusive no tamanho do prato.',
  ],
  [
    'A renda pode crescer com habilidade, confiança e um pouco de ousadia; faça o dinheiro servir a valores de que você se orgulha.',
    'A generosidade volta para você, embora os gastos cresçam com a mesma facilidade que os ganhos, então planeje o que sobrar.',
  ],
  [
    'Aprender, escrever e fazer pequenas viagens compensa, e um vizinho ou um irmão pode trazer boas notícias.',
    'Sua voz chega mais longe; um curso, um blog, um livro ou um trabalho com vendas pode nascer daí.',
  ],
  [
    'A vida em casa se expande: um lugar maior, alguém novo na família ou simplesmente mais calor sob o seu teto.',
    'As raízes pesam mais, e investir numa casa ou nos laços de família traz um conforto duradouro.',
  ],
  [
    'Romance, criatividade e diversão ficam generosos; um talento pode encontrar o seu público.',
    'A alegria faz parte do plano, e o tempo com as crianças ou um passatempo novo pode trazer satisfação de verdade.',
  ],
  [
    'O trabalho fica mais gratificante e os hábitos de saúde dão resultado; ser útil abre oportunidades.',
    'Um emprego melhor, uma rotina mais gentil ou um colega prestativo deixa o dia a dia mais leve.',
  ],
  [
    'As parcerias florescem: uma nova aliança, um compromisso ou alguém generoso ao seu lado ajuda você a crescer.',
    'Você rende mais com os outros ao seu lado, no amor e nos negócios.',
  ],
  [
    'Os recursos compartilhados podem aumentar, por meio de uma parceria, de um investimento ou de um apoio inesperado.',
    'A profundidade emocional cresce junto com a confiança; dívidas antigas ficam mais fáceis de quitar.',
  ],
  [
    'Viagens, estudos, publicações e grandes ideias são terreno de sorte; diga sim à viagem longa ou ao diploma.',
    'Seu mundo fica maior, e um professor, uma fé ou um lugar estrangeiro pode mudar seu rumo.',
  ],
  [
    'O crescimento na carreira é provável: reconhecimento, uma promoção ou um papel público podem surgir no seu caminho.',
    'Suas ambições navegam com vento a favor; sonhe grande e mostre o que você faz.',
  ],
  [
    'Amigos e redes abrem portas, e uma esperança que você compartilha com os outros pode se realizar.',
    'Projetos em grupo e círculos novos trazem chances que você não criaria por conta própria.',
  ],
  [
    'Um ano mais quieto e reparador: descanso, crescimento espiritual e ajuda aos outros trazem bênçãos inesperadas.',
    'Nos bastidores, a proteção é forte; feche ciclos antigos para dar lugar a um grande ciclo novo.',
  ],
];

export const SATURN_PASSAGE_PT_BR: HouseCells = [
  [
    'Você está construindo um eu mais forte, uma escolha disciplinada de cada vez; o esforço aparece no final.',
    'As responsabilidades pesam nos seus ombros, e uma versão mais madura de você dá um passo à frente.',
  ],
  [
    'O dinheiro pede estrutura: um orçamento, um plano de poupança e paciência dão resultado.',
    'Você aprende do que realmente precisa para se sentir em segurança, e constrói isso aos poucos.',
  ],
  [
    'Estudo, escrita e comunicação do dia a dia pedem cuidado; as habilidades que você pratica agora ficam.',
    'Um dever para com um irmão ou um vizinho, ou um curso sério, dá forma ao ano.',
  ],
  [
    'A casa e a família pedem compromisso; consertos, uma mudança ou o cuidado com um parente podem exigir esforço.',
    'Você assenta alicerces, de tijolo ou de afeto, que vão se sustentar por anos.',
  ],
  [
    'O trabalho criativo fica sério, e o amor pede compromisso em vez de joguinhos.',
    'O prazer é conquistado, e um talento praticado com disciplina pode virar ofício.',
  ],
  [
    'Trabalho e saúde pedem disciplina; rotinas firmes constroem uma força real.',
    'Um emprego exigente ou um plano de cuidados com o corpo ensina paciência e compensa com o tempo.',
  ],
  [
    'Os relacionamentos são testados e fortalecidos; os compromissos assumidos agora são feitos para durar.',
    'Quem está ao seu lado pode pedir mais maturidade, e você pode pedir o mesmo em troca.',
  ],
  [
    'Finanças compartilhadas e laços profundos precisam de termos claros; dívidas são pagas e a confiança é conquistada.',
    'Você encara o que teme na intimidade e no dinheiro, e sai disso com mais firmeza.',
  ],
  [
    'Estudos e viagens viram empreendimentos sérios; uma qualificação ou um plano longo ganha forma.',
    'As crenças são postas à prova pela experiência, e o que resta é de fato seu.',
  ],
  [
    'A responsabilidade na carreira chega ao auge; o trabalho duro de agora constrói uma reputação que dura.',
    'Talvez você assuma uma posição de autoridade ou passe por um teste dela; a paciência conquista a promoção.',
  ],
  [
    'As amizades se separam pela lealdade, e as metas de longo prazo precisam de um plano realista.',
    'Talvez você assuma um papel de responsabilidade num grupo; escolha aliados que cumprem a palavra.',
  ],
  [
    'Um acerto de contas interior: encerramentos, descanso e uma preparação silenciosa para um novo capítulo.',
    'Fardos antigos podem ser deixados agora, se você os encarar com honestidade.',
  ],
];

export const SLOW_CONJUNCTION_PT_BR: HouseCells = [
  ['Começa uma nova era da sua identidade; o que você inicia agora para si tem uma longa vida pela frente.', 'Você está no ponto de partida de um longo ciclo de renovação pessoal.'],
  ['Sua relação com o dinheiro e com os valores abre um novo capítulo de longa duração.', 'O modo como você ganha e aquilo que preza estão sendo redefinidos para os próximos anos.'],
  ['Seu jeito de pensar, aprender e conversar entra num longo ciclo novo.', 'As ideias plantadas agora no seu círculo de todo dia vão crescer por anos.'],
  ['Os alicerces da casa e da família iniciam uma nova etapa de muitos anos.', 'Tem início um longo capítulo da vida privada, enraizado no lar que você escolher.'],
  ['Um ciclo extenso de criatividade, amor e expressão pessoal está começando.', 'Aquilo que você cria e quem você ama seguem por um novo e longo curso.'],
  ['Trabalho e saúde entram num ciclo novo e comprido; crie hábitos para as décadas, não para a semana.', 'Seu dia a dia está sendo redesenhado desde a base.'],
  ['As parcerias iniciam um longo ciclo; os termos que você definir agora vão longe.', 'Abre-se uma longa fase nos relacionamentos, que pede novos tipos de acordo.'],
  ['Recursos compartilhados e laços profundos começam uma etapa longa e nova.', 'Começa um longo capítulo de confiança, dinheiro em comum e transformação interior.'],
  ['Crenças, estudos e viagens inauguram um ciclo de muitos anos.', 'Sua filosofia de vida começa um capítulo novo e duradouro.'],
  ['Carreira e vida pública começam um novo ciclo longo; sua vocação pode ganhar outra forma.', 'Abre-se um longo capítulo de ambição e reputação.'],
  ['Amizades, grupos e esperanças de longo prazo entram numa nova fase de longo fôlego.', 'As comunidades a que você pertence estão mudando, e suas esperanças também.'],
  ['Um ciclo interior começa em silêncio; seus frutos vão aparecer daqui a anos.', 'Abre-se uma longa temporada de reflexão e desapego.'],
];
