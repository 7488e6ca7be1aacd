// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';

/** Netuno em cada uma das doze casas (da Casa 1 à Casa 12), em português do Brasil. */
export const NEPTUNE_IN_HOUSE_PT_BR: readonly PlacementText[] = [
  {
    summary: 'Netuno na Casa 1 suaviza os contornos da personalidade e dá uma presença gentil e mutável, que pessoas diferentes leem de maneiras muito diferentes.',
    description: `Com Netuno na Casa 1, as pessoas muitas vezes veem o que esperam ver. O rosto pode parecer familiar a desconhecidos, os modos difíceis de definir, o humor rápido em tomar a cor de quem estiver por perto. A aparência pode mudar com a roupa, a luz ou a companhia, e muitos nativos desse posicionamento já ouviram que saem diferentes em cada fotografia.

Aqui a identidade funciona como a água, que toma a forma do recipiente. Isso dá um talento real para a empatia e para os papéis: atuar, cuidar, qualquer trabalho que peça para alguém se pôr no lugar do outro. O próprio corpo pode ser sensível, captando o clima de um vagão de metrô lotado ou de uma reunião tensa e levando-o para casa.

A tensão chega quando o eu fica poroso demais. As decisões podem esperar pelo que os outros esperam, e uma autoimagem borrada pode convidar as pessoas a projetar nela as próprias fantasias, para o bem ou para o mal. Cansaço, pouca energia ou gosto pela fuga podem vir depois de dias absorvendo os sentimentos de todo mundo.

Um pouco de forma deliberada ajuda: tempo regular a sós, rotinas simples de descanso, o hábito de consultar os próprios desejos antes de responder aos dos outros. Com esses contornos no lugar, esse Netuno oferece uma presença gentil e receptiva, que faz os outros se sentirem compreendidos desde o primeiro encontro.`,
    keywords: ['presença receptiva', 'imagem mutável', 'empatia', 'sensibilidade', 'identidade fugidia', 'delicadeza'],
    strengths: ['deixa os desconhecidos à vontade', 'talento para papéis e atuação', 'empatia rápida e intuitiva', 'jeito suave e acessível'],
    challenges: ['autoimagem que se borra sob pressão', 'virar tela para as fantasias alheias', 'absorver o clima de um ambiente', 'pouca energia depois de contato demais'],
  },
  {
    summary: 'Netuno na Casa 2 borra a linha entre dinheiro e sentido, valoriza a beleza e a bondade acima do preço e pede olhos claros para as finanças.',
    description: `Quando o planeta do anseio está na casa dos ganhos e dos bens, o dinheiro tem um jeito de escorrer por entre os dedos. A renda pode vir de fontes imaginativas, como a música, a fotografia, o trabalho de cura ou a caridade, e pode chegar em ondas, e não em salários regulares. O que parece valioso raramente é o que diz a etiqueta: um livro gasto, a vista da janela, a chance de dar algo de presente.

No seu melhor, esse posicionamento segura os bens com leveza. Há generosidade sem cálculo e o instinto de que o valor pessoal não depende do saldo bancário. Os talentos muitas vezes incluem um ouvido, um olhar ou um toque difíceis de ensinar, e eles podem virar sustento quando ganham alguma estrutura.

A tensão aparece na vagueza. As contas ficam sem abrir, os orçamentos são chutados em vez de calculados, e uma história esperançosa sobre uma compra ou um esquema pode passar por cima dos números. Os outros podem pedir emprestado e esquecer de devolver, e um senso frágil de valor pode levar a cobrar pouco demais por um trabalho de talento.

A clareza é a coisa mais gentil que esse Netuno pode dar a si mesmo. Registros simples, um conselheiro de confiança e uma olhada franca nos números todo mês permitem que o coração generoso continue dando e que o talento para a beleza seja pago com justiça.`,
    keywords: ['valores espirituais', 'generosidade', 'talento artístico', 'renda fluida', 'riqueza interior'],
    strengths: ['segura os bens com leveza', 'generosidade sem cálculo', 'talentos difíceis de ensinar', 'senso de valor além do dinheiro'],
    challenges: ['orçamentos vagos e contas sem abrir', 'emprestar sem condições claras', 'cobrar pouco por um trabalho de talento', 'confiar numa história esperançosa mais do que nos números'],
  },
  {
    summary: 'Netuno na Casa 3 enche a conversa do dia a dia, o aprendizado e as viagens curtas de imaginação, dando uma mente poética que precisa de cuidado com fatos e detalhes.',
    description: `Quando Netuno ocupa a Casa 3, as conversas flutuam e cintilam. A mente capta o tom antes do conteúdo, e o clima de um telefonema pode ficar na memória muito depois que as palavras se foram. Muitos dos que têm Netuno na Casa 3 pensam por imagens, sonham acordados durante as aulas e depois surpreendem todo mundo com uma resposta que parece ter vindo do nada. A escrita, a composição de canções e a tradução podem vir com naturalidade.

Irmãos e vizinhos frequentemente têm uma carga especial. Um irmão ou uma irmã pode ser idealizado, motivo de preocupação ou cuidado de um jeito que molda a infância, e a rua do bairro pode parecer um pequeno mundo cheio de histórias. Os trajetos curtos, seja uma viagem de ônibus ou uma caminhada até as lojas, viram chances de vagar por dentro e imaginar.

Sob pressão, os detalhes se dissolvem. Os compromissos se confundem, as mensagens vão para a pessoa errada, e os estudos que dependem de decorar podem parecer nadar contra a corrente. Os mal-entendidos crescem com facilidade, e uma fofoca pode ganhar vida própria.

Ferramentas que ancoram o pensamento fazem grande diferença: listas, agendas, ler uma mensagem duas vezes antes de enviar. Com esses apoios, esse Netuno vira um dom para uma comunicação gentil e vívida, do tipo que ajuda uma criança a aprender, um vizinho a se sentir ouvido ou um leitor a encontrar palavras para um sentimento.`,
    keywords: ['mente imaginativa', 'pensamento por imagens', 'irmãos', 'andanças pelo bairro', 'escrita evocativa', 'aprendizado intuitivo'],
    strengths: ['pensar em imagens e histórias', 'laço terno com irmãos ou vizinhos', 'dom para explicar com delicadeza', 'perceber o clima por trás das palavras'],
    challenges: ['compromissos esquecidos e mensagens confusas', 'dificuldade com a decoreba', 'mal-entendidos que se espalham', 'idealizar um irmão ou preocupar-se demais com ele'],
  },
  {
    summary: 'Netuno na Casa 4 envolve o lar e as raízes familiares em saudade e mistério, busca um refúgio íntimo e aprende a ver os parentes como eles são.',
    description: `No fundo do mapa, na Casa 4, Netuno colore o sentido de origem. A história da família pode ter lacunas, segredos ou um dos pais que parecia distante, seja pela ausência, pela preocupação ou por simples devaneio. Às vezes acontece o contrário, e um dos pais é lembrado como quase santo, uma figura à altura da qual nenhuma pessoa real conseguiria estar.

O próprio lar tende a virar um retiro. Água por perto, luz suave, música, um cômodo reservado ao silêncio: esses detalhes importam mais do que o tamanho ou o endereço. Muitas vezes há o anseio por um lugar verdadeiro de pertencimento, que pode levar a mudar de casa com frequência ou a formar uma família aberta a desgarrados de todo tipo.

Sob tensão, o alicerce parece instável. Os limites em casa podem ficar frouxos, com parentes entrando e saindo ou se apoiando demais na bondade de uma só pessoa. A manutenção prática, de uma torneira pingando a um aluguel atrasado, pode ir ficando para trás enquanto o sonho da casa perfeita continua nítido. As velhas histórias de família podem ser contadas de um jeito que esconde o que de fato aconteceu.

A cura vem de uma honestidade delicada com o passado. Quando os antepassados passam a ser vistos como pessoas comuns fazendo o melhor que podiam, esse Netuno transforma uma casa comum num refúgio tranquilo, com uma porta que se abre fácil e uma mesa onde os visitantes cansados se sentam com gosto.`,
    keywords: ['refúgio íntimo', 'mistério familiar', 'raízes', 'pertencimento', 'saudade dos antepassados', 'casa aberta'],
    strengths: ['faz de qualquer casa um retiro', 'um lar acolhedor e aberto', 'sentimento profundo pela história da família', 'compaixão pelos parentes'],
    challenges: ['segredos de família ou origens pouco claras', 'idealizar um dos pais ou sentir sua falta', 'limites frouxos em casa', 'descuidar da manutenção prática'],
  },
  {
    summary: 'Netuno na Casa 5 derrama imaginação na arte, no brincar, no romance e nos filhos, trazendo uma criatividade inspirada junto com a tendência a se apaixonar por um sonho.',
    description: `Quando Netuno está na Casa 5, o romance se lê como um livro. As paixões podem chegar de repente e parecer destino, e a pessoa amada pode ser vista através de uma névoa de luz de velas que esconde os defeitos comuns. Os casos com artistas, andarilhos ou pessoas que parecem precisar de resgate são um padrão conhecido, e os finais podem doer em dobro porque, junto com a relação, termina um sonho.

Os dons criativos muitas vezes são fortes. A pintura, a dança, o cinema, a música e o faz de conta de todo tipo oferecem um canal para sentimentos que resistem às palavras simples. O próprio brincar tem aqui uma qualidade espiritual, e perder a noção do tempo num jogo ou numa melodia pode parecer voltar para casa. Com as crianças, pode haver ternura e intuição profundas, junto com alguma confusão de papéis ou o desejo de que um filho carregue os sonhos que os pais não viveram.

A sombra do posicionamento é a fuga disfarçada de diversão. O prazer pode deslizar para hábitos que anestesiam mais do que encantam, e as apostas arriscadas podem atrair como um atalho para a magia. As esperanças românticas podem manter os parceiros reais à distância.

Uma cabeça clara ao lado de um coração aberto transforma esse Netuno numa verdadeira assinatura de artista. Quando a inspiração ganha tempo regular e um ofício honesto, produz obras que tocam os outros, e o amor cresce generoso em vez de se perder na fantasia.`,
    keywords: ['criatividade inspirada', 'idealismo romântico', 'brincadeira', 'filhos', 'arte', 'encantamento'],
    strengths: ['dons criativos e artísticos fortes', 'intuição terna com as crianças', 'entrega total ao brincar', 'devoção romântica'],
    challenges: ['apaixonar-se por uma imagem, e não por uma pessoa', 'prazeres que viram fuga', 'apostas arriscadas na sorte', 'depositar sonhos num filho'],
  },
  {
    summary: 'Netuno na Casa 6 leva compaixão ao trabalho diário e às rotinas, atrai para funções de cuidado e pede ordem e limites claros no emprego.',
    description: `Com Netuno na Casa 6, a sequência diária de tarefas, e-mails e deveres raramente parece comum. Quer-se um trabalho que signifique algo, e os empregos no cuidado, na terapia, no resgate de animais, nos hospitais, nas artes ou na caridade costumam atrair. Um colega em apuros tende a encontrar aqui um ouvinte paciente, e as tarefas feitas pelos outros podem ganhar a calma constante de uma oração.

As rotinas funcionam melhor quando incluem alguma beleza. Uma mesa arrumada com uma planta, uma caminhada perto da água na hora do almoço, música durante os trabalhos repetitivos: pequenos toques assim mantêm a energia fluindo. O corpo pode ser sensível e reagir ao estresse, ao barulho ou a uma agenda caótica, e por isso hábitos gentis de descanso e de movimento pesam mais do que para a maioria das pessoas.

O problema surge quando o serviço vira apagamento de si. Horas extras são dadas sem limite, descrições de cargo pouco claras convidam os outros a despejar seus fardos, e um ambiente de trabalho vago pode deixar ninguém seguro de quem é responsável pelo quê. A tendência a ignorar os sinais do corpo até que fiquem altos faz parte do mesmo padrão.

A ordem é aliada dessa compaixão. Funções claras, planos por escrito e pausas regulares protegem quem doa, e então o Netuno da Casa 6 oferece um cuidado hábil e humilde que, em silêncio, melhora o clima de qualquer local de trabalho.`,
    keywords: ['trabalho compassivo', 'serviço', 'funções de cuidado', 'rotinas suaves', 'sensibilidade', 'devoção'],
    strengths: ['paciência com colegas em apuros', 'encontra sentido nas tarefas humildes', 'habilidade nas profissões de cuidado', 'leva beleza à rotina'],
    challenges: ['excesso de trabalho e apagamento de si', 'deveres vagos e funções pouco claras', 'ignorar os sinais do corpo', 'absorver o estresse do trabalho'],
  },
  {
    summary: 'Netuno na Casa 7 idealiza os parceiros e as alianças próximas, busca uma união de alma e precisa de olhos claros sobre quem o outro realmente é.',
    description: `Na Casa 7, do lado oposto ao eu no mapa, Netuno molda o tipo de pessoa que parece completar o quadro. Os parceiros podem ser artistas, sonhadores, curadores ou pessoas em dificuldade que parecem precisar de salvação. Os outros se sentem atraídos por uma qualidade de aceitação total, a sensação de que ali, enfim, está alguém que vai entender sem explicações.

O dom é uma devoção real. As parcerias podem ter uma dimensão espiritual, com ideais em comum, projetos criativos ou a sensação de estar unido por algo maior que os dois. O perdão vem com facilidade, junto com uma paciência com os humores e os erros do parceiro que muita gente não teria.

Essa mesma paciência pode virar um jeito de se enganar. O parceiro pode ser amado pelo potencial, e não pelo comportamento presente, os sinais de alerta podem ser justificados, e uma pessoa pode acabar carregando a relação sozinha. Nos negócios, os acordos fechados no fio do bigode podem levar a decepções, e os rivais declarados podem ser difíceis de ler.

Enxergar com clareza não significa amar menos. Quando os acordos são postos por escrito, as necessidades são ditas em voz alta e o outro é aceito como ser humano, e não como salvador ou como projeto, esse Netuno constrói parcerias de uma ternura rara e de propósito comum.`,
    keywords: ['parceiro ideal', 'devoção', 'laços de alma', 'perdão', 'ideais em comum', 'projeção'],
    strengths: ['devoção profunda ao parceiro', 'perdão fácil', 'aceita os outros sem julgar', 'laços criativos ou espirituais em comum'],
    challenges: ['amar o potencial em vez da realidade', 'justificar os sinais de alerta', 'carregar a relação sozinho', 'contratos e acordos pouco claros'],
  },
  {
    summary: 'Netuno na Casa 8 dissolve as paredes em torno da intimidade, do dinheiro partilhado e da perda, dando profundidade intuitiva junto com a necessidade de clareza nos assuntos em comum.',
    description: `Quando Netuno ocupa a Casa 8, a confiança corre funda, e às vezes às cegas. A proximidade com um amante pode dar a impressão de que as fronteiras entre dois corpos desaparecem por um instante, e os laços emocionais se formam abaixo do nível das palavras. O luto também é sentido por inteiro; uma perda pode trazer sonhos vívidos, a sensação de uma presença que permanece ou um interesse novo pelo que está além da vida comum.

Esse posicionamento com frequência dá um dom discreto para ficar ao lado dos outros na crise. O trabalho em cuidados paliativos, o aconselhamento, a pesquisa sobre o oculto e o não dito, ou simplesmente ser o amigo que atende o telefone às três da manhã podem expressá-lo. A intuição sobre os motivos alheios pode ser impressionante.

Os recursos em comum são o lado mais delicado. O dinheiro partilhado com um parceiro, os bens da família ou uma herança podem vir cercados de confusão, papelada pouco clara ou expectativas não ditas. As dívidas podem crescer em silêncio, e as finanças de um parceiro podem ser aceitas na confiança, em vez de compreendidas. Na vida íntima, a proximidade pode escorregar para a perda de si ou para desculpar o que não deveria ser desculpado.

Contas claras mantêm as profundezas seguras. Quando o dinheiro partilhado é documentado e os laços íntimos incluem consentimento e limites honestos, esse Netuno se torna uma fonte de cura, ajudando os outros a atravessar a perda e a mudança com delicadeza e coragem.`,
    keywords: ['intimidade', 'recursos partilhados', 'luto', 'intuição', 'apoio nas crises', 'herança'],
    strengths: ['presença calma na crise e na perda', 'intuição impressionante sobre os motivos', 'laços emocionais profundos', 'consolo para quem está de luto'],
    challenges: ['confusão com o dinheiro conjunto ou com heranças', 'dívidas que crescem sem que se perceba', 'perder-se na intimidade', 'confiar às cegas nas finanças do parceiro'],
  },
  {
    summary: 'Netuno na Casa 9 transforma a busca da verdade numa espécie de peregrinação, inspirando fé, viagens longas e estudo, e pede discernimento quanto aos mestres.',
    description: `Com Netuno na Casa 9, a própria crença vira uma forma de arte. A religião, a filosofia e as grandes perguntas são abordadas mais pelo sentimento e pela imagem do que pelo argumento, e um único sermão, um poema ou um pôr do sol no estrangeiro podem remodelar toda uma visão de mundo. A música sacra, a mitologia e os rituais de outras culturas podem falar com uma força incomum.

As viagens longas muitas vezes têm um toque de peregrinação. Uma viagem planejada como férias pode virar um ponto de virada, e algumas pessoas com esse posicionamento se sentem mais em casa numa cidade estrangeira do que na cidade onde cresceram. Os estudos superiores podem pender para as artes, a teologia, a psicologia ou qualquer coisa que mapeie o mundo interior.

O risco é a crença sem chão. Um professor, um líder espiritual ou um curso universitário pode receber uma confiança muito além do que as evidências sustentam, e a desilusão pode vir quando o ideal se revela humano. Os planos de viagem podem sofrer com confusões de passagens e documentos, e o amor pelo distante pode fazer a vida em casa parecer sem graça em comparação.

A fé fica mais forte quando pode fazer perguntas. Testando as ideias contra a experiência e mantendo o bom humor diante da certeza, esse Netuno desenvolve uma sabedoria ampla e generosa, capaz de inspirar alunos, companheiros de viagem e qualquer um que esteja em busca de sentido.`,
    keywords: ['peregrinação', 'fé', 'viagens longas', 'misticismo', 'estudos superiores', 'sentido'],
    strengths: ['abordagem aberta e poética da crença', 'sente-se em casa entre outras culturas', 'amor ao estudo que alimenta o espírito', 'inspira os outros a buscar sentido'],
    challenges: ['confiar nos mestres além das evidências', 'desilusão com a fé ou com a escola', 'planos de viagem confusos', 'achar a vida em casa sem graça em comparação'],
  },
  {
    summary: 'Netuno na Casa 10 leva imaginação e idealismo à carreira e à vida pública, atrai para um trabalho inspirador e deixa a imagem pública difícil de definir.',
    description: `Uma carreira que pareça vocação é a esperança de Netuno no alto do mapa. Na Casa 10, o planeta atrai para o trabalho no cinema, na música, na fotografia, na moda, no sacerdócio, na cura, na caridade ou em qualquer área em que a imaginação e a compaixão possam ser vistas por muitos. Alguns com esse posicionamento passam por vários empregos até que um enfim sirva, e o caminho pode parecer mais um rio sinuoso do que uma escada.

A imagem pública é a parte intrigante. Os outros tendem a projetar suas esperanças em quem ocupa um papel visível, e por isso a reputação pode ser glamorosa, misteriosa ou simplesmente pouco nítida, e cada colega pode descrever uma versão diferente da mesma pessoa. Um dos pais ou um mentor dos primeiros tempos pode ter sido idealizado ou difícil de decifrar, colorindo os sentimentos posteriores em relação à autoridade.

A tensão chega como confusão sobre a direção ou a posição. As metas mudam a cada nova inspiração, um empregador pode receber confiança demais, e boatos podem grudar num papel público sem muito fundamento. Pode haver o desejo de ser salvo da rotina por um golpe de sorte, e não pelo esforço constante.

A visão funciona melhor com um mapa. Quando os ideais se ligam a passos práticos, a cargos claros e a uma apresentação honesta de si, esse Netuno pode construir um papel público que inspira os outros e mostra como uma vida de trabalho pode servir a algo maior que o status.`,
    keywords: ['vocação', 'imagem pública', 'carreira inspirada', 'glamour', 'idealismo', 'chamado'],
    strengths: ['senso de vocação', 'carreiras nas artes ou nas áreas de cuidado', 'presença pública inspiradora', 'trabalho a serviço de um propósito maior'],
    challenges: ['rumo profissional pouco claro', 'reputação moldada pela projeção dos outros', 'confiar depressa demais nos empregadores', 'esperar um resgate em vez de se esforçar'],
  },
  {
    summary: 'Netuno na Casa 11 idealiza a amizade, a comunidade e as causas comuns, reúne almas afins e pede cuidado na hora de escolher em quem confiar.',
    description: `Com Netuno na Casa 11, os amigos chegam por caminhos estranhos e felizes. Um desconhecido encontrado num show, um colega de voluntariado, alguém de um fórum on-line que vira companheiro para a vida inteira: o círculo social muitas vezes se constrói sobre sonhos em comum, e não sobre endereços em comum. Os grupos com propósito espiritual, artístico ou beneficente tendem a parecer uma família.

As esperanças para o futuro são grandes e bondosas. Com frequência há o desejo de ajudar quem ficou de fora e um talento para perceber do que um grupo precisa antes que alguém diga. Muitos com essa posição são membros discretos e talentosos de um coral, de uma companhia de teatro ou de uma rede de apoio.

A dificuldade está em enxergar os amigos com clareza. Um amigo pode ser amado pela pessoa que poderia vir a ser, empréstimos ou favores podem ficar sem retorno, e o líder de um grupo pode ganhar uma lealdade que nunca conquistou. Os planos sociais podem ser vagos, com promessas de encontro que se desfazem, e as metas de longo prazo podem continuar sendo desejos nebulosos.

O discernimento não fecha o círculo; ele o fortalece. Escolhendo companheiros cujos atos combinam com as palavras e dando às esperanças alguns passos concretos, esse Netuno ajuda a construir comunidades onde a bondade é prática e os sonhos são partilhados em voz alta.`,
    keywords: ['almas afins', 'amizade idealista', 'comunidade', 'causas comuns', 'esperanças', 'pertencimento'],
    strengths: ['atrai almas afins', 'percebe do que um grupo precisa', 'compaixão por quem ficou de fora', 'amizade leal e gentil'],
    challenges: ['idealizar os amigos', 'favores e empréstimos que não voltam', 'lealdade a líderes que não a mereceram', 'metas que continuam vagas'],
  },
  {
    summary: 'Netuno na Casa 12 se sente em casa na solidão e no invisível, dá compaixão profunda e uma vida interior rica que precisa de descanso e de limites suaves.',
    description: `Os cômodos silenciosos falam alto para quem tem Netuno na Casa 12. Esse é o lar natural do planeta, e aqui ele trabalha quase sempre nos bastidores: em sonhos que parecem mensagens, em longas horas a sós, numa solidariedade com os outros que frequentemente passa despercebida. Centros de retiro, bibliotecas, capelas, hospitais e as coxias de um teatro podem parecer estranhamente familiares.

A vida interior é vasta. A meditação, a oração, o diário ou simplesmente contemplar o mar podem vir com naturalidade, e a imaginação pode beber de imagens que parecem mais antigas que a memória pessoal. A compaixão se estende a quem está escondido da vista, inclusive nos presídios, abrigos e casas de repouso, e muitos escolhem um trabalho que sirva a essas pessoas.

Como tanto acontece longe da vista, a tensão é fácil de não perceber. Os humores podem chegar do nada, os sentimentos dos outros são absorvidos sem defesa, e pode haver o hábito de se esconder dos conflitos ou das exigências comuns. Preocupações secretas, sacrifícios calados ou a fuga silenciosa pelo sono, pelas telas ou por substâncias podem virar um refúgio íntimo que aos poucos cresce demais.

Um tempo regular a sós, escolhido e não usado como fuga, transforma esse posicionamento numa força. Com sono suficiente, uma estrutura simples e uma pessoa de confiança com quem conversar, o Netuno da Casa 12 se torna um poço de paz espiritual e uma fonte de ajuda silenciosa para quem precisa.`,
    keywords: ['solidão', 'vida interior', 'compaixão oculta', 'recolhimento', 'sonhos', 'paz espiritual'],
    strengths: ['vida interior rica e serena', 'compaixão pelo sofrimento escondido', 'conforto na solidão', 'serviço silencioso nos bastidores'],
    challenges: ['esconder-se dos conflitos ou das exigências', 'absorver humores sem defesa', 'preocupações secretas e sacrifícios calados', 'uma fuga que cresce demais'],
  },
];
