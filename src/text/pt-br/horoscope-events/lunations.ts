// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// What a New Moon, a Full Moon, a quarter Moon and an eclipse mean in each solar house. The 1st house first; the
// reader is "você", and no sentence assumes the reader's gender.

export const NEW_MOON_PT_BR: HouseCells = [
  [
    'Escolha uma meta pessoal, escreva-a onde vai vê-la toda manhã e deixe as próximas quatro semanas provarem que era para valer.',
    'Um visual novo, um hábito novo ou um jeito mais limpo de se apresentar criam raízes com facilidade agora.',
    'Você pode decidir de novo quem está se tornando; comece por algo pequeno e visível, como um corte de cabelo ou um despertador mais cedo.',
  ],
  [
    'Abra a poupança, monte o orçamento ou diga o preço que tinha vergonha de cobrar; planos financeiros feitos agora costumam se sustentar.',
    'Pergunte o que você realmente valoriza antes de perguntar quanto custa, e depois faça uma compra ou uma economia que combine com a resposta.',
    'Um depósito pequeno e regular, começado nesta semana, cresce em silêncio ao longo do mês.',
  ],
  [
    'Mande a primeira mensagem, inscreva-se no curso rápido ou zere as respostas atrasadas; as palavras chegam bem agora.',
    'Um caminho novo, um caderno novo ou uma conversa nova com um irmão, uma irmã ou um vizinho começa sem esforço.',
    'As ideias que você anotar nos próximos dias merecem uma pasta só delas.',
  ],
  [
    'Comece a reforma da casa, nem que seja uma prateleira; um cômodo em ordem também assenta a cabeça.',
    'Plante algo em casa, ao pé da letra ou não: uma rotina com a família, móveis em outro lugar, uma ligação para o pai ou a mãe.',
    'O que você começar agora sob o próprio teto vai marcar, por semanas, a sensação de segurança e de descanso.',
  ],
  [
    'Comece a obra criativa, marque o encontro ou experimente o passatempo que vive adiando; o prazer merece planejamento.',
    'Diga sim a algo divertido; um primeiro encontro, um primeiro esboço ou um passeio com as crianças pode abrir uma boa fase.',
    'Dê ao seu talento uma hora fixa e veja o que ele constrói em duas semanas.',
  ],
  [
    'Um hábito novo, bem escolhido, vale mais do que uma lista de dez; fique com a caminhada, com o sono mais cedo ou com a mesa em ordem.',
    'Reorganize a semana de trabalho enquanto a energia está fresca, e deixe o corpo dar palpite na agenda.',
    'Uma consulta médica ou um sistema mais organizado no trabalho é mais fácil de começar agora do que depois.',
  ],
  [
    'Proponha o plano, assine o acordo ou simplesmente pergunte à pessoa ao seu lado o que vocês dois querem daqui para a frente.',
    'Uma nova aliança, no trabalho ou em casa, começa bem se cada lado disser com clareza o que traz.',
    'Encontre as pessoas cara a cara; um contato novo feito agora pode virar um aliado constante.',
  ],
  [
    'Organize o dinheiro compartilhado: a conta conjunta, o empréstimo, a assinatura que ninguém usa; um recomeço limpo aqui liberta você.',
    'Agora é possível uma conversa mais funda sobre confiança; comece com delicadeza e deixe que ela cresça.',
    'Faça o seguro, o testamento ou o plano de pagamento que vinha evitando, e sinta o peso sair dos ombros.',
  ],
  [
    'Matricule-se, compre a passagem ou abra aquele livro grosso; seu horizonte pede para ser ampliado de propósito.',
    'Um plano de estudar, viajar ou publicar dá o primeiro passo com facilidade, então dê esse passo.',
    'Anote a crença ou a pergunta que anda guiando você e siga-a até um lugar novo neste mês.',
  ],
  [
    'Diga em voz alta uma meta de carreira a alguém que possa ajudar, e dê um passo em direção a ela nesta semana.',
    'Um cargo novo, uma candidatura ou um projeto público começa com o pé direito; vista-se para a vaga que você almeja.',
    'Decida qual reputação você quer construir e faça o próximo trabalho dizer isso por você.',
  ],
  [
    'Entre no grupo, escreva para o amigo com quem perdeu contato ou defina com outras pessoas uma esperança para o ano.',
    'As redes que você começar a tecer agora vão render favores e companhia.',
    'Uma causa comum ou uma roda de pessoas afins é um bom lugar para plantar um desejo.',
  ],
  [
    'Comece em silêncio: uma meditação, um diário ou dormir cedo podem renovar mais do que um gesto ousado.',
    'Deixe algo terminar antes que qualquer coisa comece, e crie um pequeno ritual íntimo para marcar isso.',
    'Aqui o novo começo é o tempo a sós; proteja algumas horas dele nesta semana.',
  ],
];

export const FULL_MOON_PT_BR: HouseCells = [
  [
    'Talvez os olhares se voltem para você mais do que gostaria; receba o retorno e fique com o que for útil.',
    'Os esforços pessoais das últimas duas semanas mostram resultado, e é um bom momento para corrigir o rumo.',
    'As emoções estão à flor da pele, então dê descanso ao corpo e deixe o pavio bem comprido.',
  ],
  [
    'Uma questão de dinheiro chega ao auge: uma conta, um pagamento ou uma decisão sobre o que você possui.',
    'Você enxerga com clareza quanto algo vale para você, então solte o que já não justifica o lugar que ocupa.',
    'Renda e gastos mostram agora seu padrão real; leia os números com calma e faça um único ajuste.',
  ],
  [
    'Uma notícia aparece ou uma conversa chega ao ponto central; ouça até o fim antes de responder.',
    'Um texto, uma negociação ou uma conversa de família pode ser concluída agora com uma palavra clara.',
    'Sua cabeça está cheia, então feche as abas abertas e diga o que precisa ser dito.',
  ],
  [
    'A casa e a família pedem atenção, talvez tudo de uma vez; decida o que importa mais e comece por aí.',
    'Uma questão doméstica chega a um ponto de virada, e uma conversa franca na mesa da cozinha ajuda.',
    'Sentimentos sobre onde você mora ou de onde vem sobem à superfície; deixe que venham e depois aja com carinho.',
  ],
  [
    'Um projeto criativo ou um romance mostra do que é feito, e os aplausos são possíveis.',
    'Aproveite o resultado do que fez por amor à coisa e divida-o com alguém que se importa.',
    'Crianças, amores ou passatempos querem os holofotes; conceda-os com generosidade por uma noite.',
  ],
  [
    'O trabalho se acumula ou se encerra; termine o que dá para terminar e passe adiante o que é dos outros.',
    'O corpo guarda a conta das últimas semanas, então escute o cansaço antes que ele insista.',
    'Uma rotina que não deu certo se mostra claramente agora, o que facilita mudá-la.',
  ],
  [
    'Uma relação chega a um momento de verdade; diga do que precisa e ouça do que o outro precisa.',
    'Acordos e parcerias entram em foco, e o objetivo é o equilíbrio entre dar e receber.',
    'Alguém próximo ergue um espelho; use-o para ver os dois lados, não para marcar ponto.',
  ],
  [
    'Dinheiro compartilhado ou uma questão de confiança vem à luz, e a franqueza limpa o ar.',
    'O que você deve e o que lhe devem fica à vista, então acerte uma conta enquanto ela está diante dos olhos.',
    'Sentimentos fortes emergem nos laços íntimos; dê a eles palavras, e não silêncios.',
  ],
  [
    'Um curso, uma viagem ou uma questão de fé chega a um resultado; comemore o que aprendeu.',
    'Notícias de longe ou uma decisão sobre estudos ou viagens chegam a um desfecho.',
    'Sua visão do quadro maior fica mais nítida, e você consegue distinguir uma convicção verdadeira de uma emprestada.',
  ],
  [
    'Os esforços na carreira ficam visíveis, para você e para quem está acima; aceite o crédito quando for merecido.',
    'Uma meta de trabalho é alcançada ou mostra que precisa de outra rota, e, seja como for, você descobre onde está.',
    'O equilíbrio entre trabalho e casa pende para o dever público por alguns dias; programe o descanso para depois.',
  ],
  [
    'Amizades e planos em grupo chegam ao auge, e você descobre quem aparece.',
    'Uma esperança plantada meses atrás mostra o quanto avançou; faça um balanço com as pessoas que a compartilham.',
    'Um evento social ou uma decisão da equipe acontece agora, então ofereça a sua parte e aproveite a companhia.',
  ],
  [
    'O cansaço ou uma preocupação íntima pede atenção; sono, silêncio e gentileza consigo vêm primeiro.',
    'Algo que já cumpriu seu ciclo pede para ser deixado ir, e você vai se sentir mais leve com isso.',
    'Sonhos e palpites estão vívidos; anote-os e descanse antes de decidir qualquer coisa.',
  ],
];

export const QUARTER_MOON_PT_BR: HouseCells = [
  ['Uma pequena decisão sobre como você se apresenta mantém as coisas andando.', 'Confira se seus planos pessoais ainda combinam com a pessoa que você é hoje.'],
  ['Revise o orçamento e corte uma despesa sem drama.', 'Uma decisão rápida sobre dinheiro agora poupa uma mais lenta depois.'],
  ['Responda, de forma breve e clara, à mensagem que vem remoendo.', 'Uma conversa precisa de um empurrãozinho; dê esse empurrão.'],
  ['Uma tarefa doméstica pede para ser concluída antes que a semana avance.', 'Ajuste a rotina da casa para que ela sirva a todos sob o mesmo teto.'],
  ['Dê um prazo a uma ideia criativa ou deixe-a partir de bom grado.', 'Um pequeno mimo ou uma hora de brincadeira mantém o coração no jogo.'],
  ['Reorganize a lista de trabalho para que o item mais difícil venha primeiro.', 'Uma rápida revisão dos hábitos e da saúde mantém o mês nos trilhos.'],
  ['Chegue a um meio-termo com seu par em uma questão prática.', 'Um acordo ganha com uma pergunta simples sobre quem faz o quê.'],
  ['Olhe com olhos novos para uma conta compartilhada ou uma promessa.', 'A confiança cresce quando vocês leem as letras miúdas juntos.'],
  ['Escolha uma coisa para aprender e abandone um livro que você nunca vai ler.', 'Ajuste o plano de viagem ou de estudo ao que é realista.'],
  ['Dê um passo prático rumo a uma meta profissional e não conte a ninguém por enquanto.', 'Separe o que o trabalho exige do que você exige de si.'],
  ['Confirme o plano com os amigos ou afaste-se de um grupo que já ficou pequeno para você.', 'Uma esperança precisa de um próximo passo; dê nome a ele.'],
  ['Deixe espaço livre na agenda para o silêncio e veja o que aparece.', 'Descansar também é uma decisão; tome-a de propósito.'],
];

export const SOLAR_ECLIPSE_PT_BR: HouseCells = [
  [
    'Este toca você de perto: espere um empurrão para recomeçar na aparência, no modo de viver ou de liderar, e deixe a mudança começar por dentro.',
    'Um eclipse no seu próprio signo costuma abrir um novo capítulo de quem você é; diga sim às partes dele que soam como crescimento.',
  ],
  [
    'O dinheiro e aquilo que você valoriza podem mudar de rumo de repente; faça planos flexíveis e mantenha uma reserva.',
    'Uma nova fonte de renda ou uma nova atitude diante dos bens pode nascer aqui, se você se abrir para ela.',
  ],
  [
    'Uma notícia, um vizinho novo, um jeito novo de aprender ou os planos de um irmão podem mudar o rumo do seu dia a dia.',
    'Conversas que começam agora podem fazer você mudar de ideia sobre algo que parecia resolvido.',
  ],
  [
    'Uma mudança em casa ou na família pode começar sem pedir sua licença; receba-a com paciência.',
    'Isso pode marcar uma troca de endereço, uma reforma ou um novo arranjo da vida familiar nos próximos meses.',
  ],
  [
    'Um novo amor, um rumo criativo ou notícias sobre filhos podem chegar com estrondo e ficar por um bom tempo.',
    'O prazer e a expressão pessoal tomam um rumo novo; siga o caminho que mais desperta a sua vitalidade.',
  ],
  [
    'Rotinas de trabalho ou hábitos de saúde podem pedir uma revisão; uma mudança repentina de horário pode ser uma bênção disfarçada.',
    'Um emprego, uma obrigação ou um ritmo diário novo pode cair nas suas mãos; ajuste os hábitos em vez de resistir.',
  ],
  [
    'Uma parceria pode começar, mudar ou terminar; o eclipse pede acordos honestos, e não confortáveis.',
    'Alguém novo pode entrar na sua vida, ou um laço antigo pode ganhar uma forma bem diferente.',
  ],
  [
    'Finanças em conjunto, dívidas ou um laço íntimo podem tomar um rumo inesperado; continue conversando e guarde os registros.',
    'Algo escondido sobre dinheiro ou confiança vem à tona, o que permite recomeçar em terreno mais firme.',
  ],
  [
    'Uma viagem, um curso ou uma nova crença pode abrir uma porta que você nem sabia que existia.',
    'Planos de viajar, publicar ou estudar podem mudar de forma; a forma nova talvez sirva melhor a você.',
  ],
  [
    'O rumo da carreira pode mudar rápido agora; uma proposta, uma troca de chefia ou uma nova ambição podem aparecer.',
    'Seu papel público está sendo reescrito; decida o que quer que a próxima versão diga.',
  ],
  [
    'Amizades e laços de grupo podem se rearranjar, e novos aliados podem surgir do nada.',
    'Uma esperança deixada de lado pode voltar com a porta aberta; atravesse-a junto com os amigos.',
  ],
  [
    'Algo termina em silêncio ou um segredo aparece, e talvez você precise de mais descanso do que o normal; confie na pausa.',
    'Nos bastidores, um novo ciclo começa; mantenha um diário, que ele fará sentido daqui a seis meses.',
  ],
];

export const LUNAR_ECLIPSE_PT_BR: HouseCells = [
  [
    'Um assunto pessoal chega ao fim, e você pode se sentir em carne viva; seja gentil consigo e deixe o papel antigo ir embora.',
    'Talvez você se veja sob uma nova luz, quem sabe pelos olhos de outra pessoa, e sinta que chegou a hora de largar um velho hábito.',
  ],
  [
    'Um capítulo financeiro se fecha: uma dívida quitada, uma mudança no salário ou um bem que vai embora.',
    'Sua sensação de segurança é testada e depois se firma; solte o que você segura só por medo.',
  ],
  [
    'Uma conversa pode desfazer um mal-entendido, ou uma notícia pode fechar um capítulo da sua rotina.',
    'Diga o que ficou por dizer a um irmão ou vizinho e depois deixe o assunto descansar.',
  ],
  [
    'Sentimentos de família afloram e uma situação doméstica chega à hora da decisão.',
    'Um capítulo da vida em casa se encerra; honre-o e depois abra espaço para o que vem.',
  ],
  [
    'Um romance ou projeto criativo atinge o clímax, e você vai saber se ele tem futuro.',
    'Os sentimentos sobre filhos, amor ou diversão ficam intensos; deixe o drama passar antes de decidir.',
  ],
  [
    'Um emprego, uma rotina ou um hábito de saúde chega ao fim; escute o que o seu corpo diz.',
    'O estresse no trabalho pode atingir o pico e depois ceder; termine a tarefa e descanse direito em seguida.',
  ],
  [
    'Uma relação ou um acordo chega a um ponto decisivo; a clareza é o presente, mesmo que arda um pouco.',
    'Você e seu par veem onde estão; deixe a honestidade ir na frente e a gentileza logo atrás.',
  ],
  [
    'Recursos compartilhados ou sentimentos profundos vêm a público; é tempo de soltar, não de agarrar.',
    'Uma dívida, um segredo ou uma dependência pode terminar, e com isso vem a liberdade.',
  ],
  [
    'Uma crença, um curso ou um plano de viagem chega à conclusão, e sua visão de mundo se desloca.',
    'Notícias de longe ou de um professor encerram algo; leve a lição com você.',
  ],
  [
    'Um capítulo profissional se fecha: um projeto termina, um cargo muda ou uma meta é alcançada.',
    'A vida pública e a vida privada puxam para lados opostos; escolha o que você consegue sustentar.',
  ],
  [
    'Uma amizade ou um laço de grupo chega a uma encruzilhada, e você descobre quem fica.',
    'Uma esperança antiga se realiza ou é liberada; de um jeito ou de outro, você vai saber qual.',
  ],
  [
    'Algo que você carregou em segredo está pronto para ser deixado no chão; dê a si tempo para o luto e o descanso.',
    'Preocupações escondidas vêm à luz e perdem a força assim que ganham nome.',
  ],
];
