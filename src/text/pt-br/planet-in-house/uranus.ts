// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';

/** Urano em cada uma das doze casas (da Casa 1 à Casa 12), em português do Brasil. */
export const URANUS_IN_HOUSE_PT_BR: readonly PlacementText[] = [
  {
    summary: 'Urano na Casa 1 dá uma presença marcante e independente, um eu que exige ser aceito como é e vive reinventando o modo como se mostra.',
    description: `Um corte de cabelo que muda a cada estação, um jeito de andar que não acompanha a multidão, uma opinião dada antes que alguém pedisse: Urano na Casa 1 costuma fazer a pessoa parecer um pouco fora do compasso, e geralmente por escolha. O corpo muitas vezes parece um fio desencapado, rápido para reagir, inquieto quando precisa ficar parado, mais feliz quando pode se mover nos próprios termos. As primeiras impressões ficam na memória porque algo nos modos se recusa a se misturar.

A liberdade é pessoal e imediata. Ouvir como se deve parecer, falar ou se comportar pode ser sentido como uma pressão física, e a resposta frequentemente é fazer o contrário. A vida pode ser marcada por recomeços repentinos, cada um uma nova versão de si experimentada em público.

A tensão aparece quando a independência vira reflexo. Os outros podem achar a pessoa difícil de prever, e as saídas súbitas de planos ou de relações podem deixar um rastro de confusão. A energia nervosa pode ficar alta, o que torna o descanso, as refeições regulares e a respiração calma mais importantes do que o normal.

O crescimento vem de perceber que a originalidade não precisa de um adversário. Quando o eu já não precisa provar que é diferente, essa presença viva e incomum vira um convite aberto para que os outros também sejam eles mesmos.`,
    keywords: ['independência', 'presença marcante', 'reinvenção', 'energia nervosa', 'originalidade', 'recomeços'],
    strengths: ['jeito original e memorável', 'coragem de ser visto como diferente', 'reações rápidas em situações novas', 'facilidade para recomeçar'],
    challenges: ['rebelar-se por reflexo', 'humores e saídas imprevisíveis', 'nervos inquietos e sobrecarregados', 'dificuldade de aceitar qualquer orientação de fora'],
  },
  {
    summary: 'Urano na Casa 2 traz mudanças súbitas na renda e nos bens e pede um senso pessoal e pouco convencional do que vale a pena ter e ganhar.',
    description: `Aqui o dinheiro raramente segue em linha reta. Os ganhos podem chegar em rajadas, de projetos paralelos, de bicos ou de habilidades que nem existiam quando a pessoa era jovem, e depois parar tão de repente quanto começaram. Os bens tendem a ir e vir conforme mudam os gostos; um quarto pode estar cheio de aparelhos num ano e quase vazio no seguinte. Por baixo do movimento há a busca de valores realmente próprios, e não herdados da família ou emprestados da publicidade.

No seu melhor, esse posicionamento é engenhoso de maneiras surpreendentes. Um passatempo vira profissão, um objeto velho ganha nova função, uma ferramenta nova abre uma forma de ganhar dinheiro que os outros ainda não perceberam. A autoestima está ligada menos ao que se possui do que à liberdade de escolher.

Sob tensão, a segurança fica abalada. As compras por impulso, as mudanças bruscas de carreira feitas sem colchão ou o descaso com as contas podem transformar a liberdade em preocupação. Às vezes a rebeldia é contra o próprio dinheiro, o que só torna mais difícil viver de acordo com os próprios valores.

Uma pequena reserva guardada para as surpresas muda o quadro. Com um piso firme sob os pés, essa relação inventiva com os recursos pode sustentar a independência em vez de ameaçá-la.`,
    keywords: ['renda irregular', 'valores pessoais', 'engenho', 'novas formas de ganhar', 'bens que mudam'],
    strengths: ['formas inventivas de ganhar dinheiro', 'valores escolhidos livremente', 'pouco apego às meras coisas', 'enxergar novos usos para velhos recursos'],
    challenges: ['renda que sobe e desce bruscamente', 'gastos por impulso', 'descuidar da poupança e das contas', 'sensação de segurança instável'],
  },
  {
    summary: 'Urano na Casa 3 liga a mente cotidiana a lampejos súbitos, a uma fala incomum e a conexões rápidas com irmãos, vizinhos e o mundo local.',
    description: `Com Urano na Casa 3, as ideias chegam no meio da frase e muitas vezes mudam o rumo de uma conversa antes que os outros consigam acompanhar. A Casa 3 rege o fluxo comum das palavras, dos afazeres, das viagens curtas e dos primeiros anos de escola, e Urano transforma esse fluxo em algo vivo e imprevisível. Uma ida ao mercado pode terminar numa longa conversa com um desconhecido; uma mensagem de texto pode dar a faísca para um projeto inteiro.

O aprendizado funciona melhor quando é autodirigido. Os métodos convencionais de sala de aula podem parecer lentos, enquanto um quebra-cabeça, uma ferramenta ou uma pergunta seguida por conta própria trazem uma compreensão repentina. Irmãos, irmãs e vizinhos podem ser pessoas incomuns, ou o vínculo com eles pode mudar de uma hora para outra, oscilando entre proximidade e distância.

A fala pode ser direta, espirituosa e à frente do seu tempo. O mesmo dom vira problema quando as palavras saem sem pensar, quando a atenção pula tanto que as tarefas ficam pela metade ou quando uma mente inquieta se recusa a sossegar à noite. Discussões podem ser começadas só para testar uma ideia.

A estabilidade cresce com pequenos hábitos: anotar os pensamentos, terminar um livro antes de abrir outro, escutar até o fim a frase de alguém. Então os lampejos podem pousar e ser partilhados de uma forma que os outros consigam usar.`,
    keywords: ['lampejos', 'fala incomum', 'mente rápida', 'irmãos', 'aprendizado autodirigido', 'surpresas locais'],
    strengths: ['pensamento original e inventivo', 'comunicação espirituosa e direta', 'aprende depressa pela curiosidade', 'à vontade com novas ferramentas para falar e escrever'],
    challenges: ['foco disperso', 'falar sem pensar', 'laços instáveis com irmãos ou vizinhos', 'uma mente que não descansa'],
  },
  {
    summary: 'Urano na Casa 4 abala os alicerces do lar e da família e pede uma base íntima moldada pela liberdade, e não por regras herdadas.',
    description: `Aqui as raízes se parecem mais com uma barraca do que com um porão. A vida doméstica da infância pode ter incluído mudanças, arranjos familiares incomuns ou um dos pais que seguia um ritmo diferente, e a lição tirada disso é que um lar pode ser reconstruído. Adultos com esse posicionamento muitas vezes mudam os móveis de lugar à meia-noite, moram em espaços que os outros acham estranhos ou dividem a casa com pessoas que são família por escolha, e não de sangue.

A Casa 4 se abre no Fundo do Céu, o ponto mais íntimo do mapa, e Urano nela dá à vida interior uma corrente de surpresa. As lembranças podem voltar de repente com um sentido novo, e a necessidade de espaço emocional para respirar persiste mesmo entre as pessoas mais próximas.

O desconforto se mostra como inquietação na base. Mudanças frequentes, atrito com os parentes por causa da independência ou a sensação de que nenhum lugar serve direito podem deixar a pessoa sem chão. Uma casa pode funcionar com tão pouca rotina que ninguém sabe o que esperar.

A resposta não é parar de mudar, e sim escolher âncoras. Uma poltrona preferida, uma refeição semanal, um molho de chaves que fica sempre na mesma tigela podem tornar um lar ao mesmo tempo livre e seguro. A partir dessa base, a vontade de renovar vira um presente para todos que moram ali.`,
    keywords: ['lar incomum', 'família escolhida', 'raízes em movimento', 'liberdade interior', 'mudanças de casa', 'surpresas íntimas'],
    strengths: ['constrói novas formas de família', 'adapta-se depressa a uma casa nova', 'olhar renovado sobre o passado', 'uma casa acolhedora e pouco convencional'],
    challenges: ['sensação de desenraizamento', 'atrito com os parentes por liberdade', 'pouca rotina em casa', 'afastar-se da intimidade sem aviso'],
  },
  {
    summary: 'Urano na Casa 5 traz uma faísca de imprevisto à criatividade, ao romance, à diversão e aos filhos, buscando encanto no que é novo e nunca experimentado.',
    description: `Quando Urano está na Casa 5, a alegria costuma entrar pela porta lateral. A Casa 5 trata do que se faz pelo prazer, da pintura e dos jogos ao flerte e à criação dos filhos, e Urano faz esse prazer depender da novidade. Um passatempo pode ser largado no momento em que fica familiar, enquanto uma forma de arte nova e estranha prende a atenção por anos. O trabalho criativo com frequência quebra as regras da sua área, às vezes de forma brilhante.

O romance tende a começar de repente e a seguir um roteiro fora do comum. A atração pode se acender por pessoas diferentes em idade, origem ou visão de mundo, e a emoção da surpresa pode importar tanto quanto o conforto. Com as crianças, a abordagem muitas vezes é experimental: estimular a independência cedo, tratar os pequenos como amigos ou descobrir que é a criança quem traz o inesperado.

A dificuldade é que a empolgação passa. Os casos amorosos podem terminar tão depressa quanto começam, os riscos podem ser corridos só pela adrenalina, e os projetos criativos podem ficar inacabados quando o primeiro lampejo se vai. As pessoas queridas podem ter dificuldade com as mudanças súbitas de sentimento.

O brincar continua sendo uma fonte saudável de renovação quando é partilhado com cuidado. Cumprir as promessas feitas aos parceiros e aos filhos, deixando ainda espaço para a surpresa, permite que esse posicionamento transforme sua originalidade num encanto duradouro.`,
    keywords: ['experimento criativo', 'romance repentino', 'novidade', 'diversão', 'filhos incomuns', 'risco'],
    strengths: ['trabalho criativo ousado e original', 'espírito brincalhão e inventivo', 'estimula a independência das crianças', 'abertura a amores incomuns'],
    challenges: ['perder o interesse quando a emoção passa', 'correr riscos pelo risco', 'fins bruscos no romance', 'projetos criativos inacabados'],
  },
  {
    summary: 'Urano na Casa 6 busca liberdade dentro do trabalho diário e das rotinas de saúde, melhora os métodos com invenção e resiste a horários rígidos e à supervisão.',
    description: `Uma mesa das nove às seis com um chefe rígido é difícil de encaixar aqui. A Casa 6 guarda as tarefas, os empregos e os hábitos do corpo que enchem uma semana comum, e Urano quer que tudo isso seja flexível, eficiente e, de preferência, um pouco engenhoso. Quem tem esse posicionamento muitas vezes trabalha em horários incomuns, como autônomo, troca de função com frequência ou vai parar em áreas técnicas em que as ferramentas novas não param de chegar. Frequentemente é quem percebe que uma tarefa poderia ser feita na metade do tempo.

O serviço assume uma forma inventiva. Consertar um sistema quebrado, simplificar um processo ou ensinar aos colegas um método mais rápido pode trazer satisfação real. As rotinas de saúde tendem a ser testadas, largadas e substituídas, e pode haver interesse por abordagens novas de exercício e de alimentação.

A tensão se acumula nos nervos. Mudança demais na vida diária pode deixar o corpo tenso e o sono leve, e o atrito com a autoridade no trabalho pode levar a pedidos de demissão repentinos. Rebelar-se contra a rotina também pode significar pular justamente os hábitos que mantêm a energia estável.

Alguns pontos fixos ajudam muito: descanso regular, um núcleo simples de hábitos saudáveis e um emprego com espaço para experimentar. Com isso, esse posicionamento se torna um motor de reformas úteis.`,
    keywords: ['trabalho flexível', 'reforma', 'novos métodos', 'saúde dos nervos', 'tecnologia', 'eficiência'],
    strengths: ['melhora o modo como o trabalho é feito', 'habilidade com novas ferramentas e sistemas', 'abertura a práticas novas de saúde', 'floresce em funções flexíveis'],
    challenges: ['choques com os supervisores', 'trocas frequentes de emprego', 'tensão e sono leve pela mudança constante', 'abandonar rotinas úteis'],
  },
  {
    summary: 'Urano na Casa 7 traz o inesperado para a parceria, busca vínculos que honrem a liberdade de cada um e reescreve os termos habituais do compromisso.',
    description: `Aqui os relacionamentos raramente seguem o padrão que uma família esperaria. A Casa 7, que se abre no Descendente, descreve as pessoas que encontram o eu frente a frente, no amor, nos negócios e até no desacordo aberto, e Urano nela atrai parceiros independentes, incomuns ou simplesmente surpreendentes. Um encontro num ponto de ônibus pode virar casamento; um noivado longo pode acabar da noite para o dia.

A necessidade mais funda é de espaço dentro da proximidade. As parcerias funcionam melhor quando as duas pessoas mantêm amigos, interesses e às vezes casas separadas, e quando o acordo é construído pelos dois, e não copiado da tradição. Os contratos e as colaborações ganham com termos novos e revisões regulares.

O problema surge quando a liberdade é buscada por meio dos outros em vez de ser assumida diretamente. A pessoa pode escolher parceiros que estão sempre de partida, ou pode ser ela quem se afasta cada vez que a intimidade se aprofunda. Rupturas súbitas, acordos que mudam e choques com adversários declarados podem fazer a vida parecer instável.

A conversa honesta sobre as necessidades é o ponto de virada. Quando os dois parceiros conseguem dizer de quanto espaço precisam e ainda assim escolher um ao outro, esse posicionamento produz algumas das relações mais vivas que se pode imaginar: uma amizade no centro, renovada em vez de desgastada pelo tempo.`,
    keywords: ['parceria livre', 'parceiros incomuns', 'encontros súbitos', 'igualdade', 'novos acordos', 'independência'],
    strengths: ['respeito pela independência do parceiro', 'relações construídas sobre a amizade', 'acordos e contratos inventivos', 'abertura a pessoas diferentes de si'],
    challenges: ['rupturas e separações súbitas', 'atrair parceiros indisponíveis', 'medo de ficar preso', 'alianças de negócios instáveis'],
  },
  {
    summary: 'Urano na Casa 8 traz viradas súbitas ao dinheiro partilhado, à intimidade e às crises, despertando uma compreensão nova por meio de acontecimentos que não se podem controlar.',
    description: `Na Casa 8, a mudança costuma vir pelos recursos dos outros e por momentos que reduzem a vida ao essencial. Urano aqui pode significar uma herança inesperada, uma mudança súbita nas finanças de um parceiro ou uma conta conjunta que precisa ser repensada às pressas. Dívidas, empréstimos e bens em comum podem dar guinadas surpreendentes.

A intimidade é abordada com curiosidade e com aversão aos tabus. Pode haver um forte interesse pelo que os outros evitam discutir, da sexualidade à morte e aos mecanismos ocultos do poder, e um desejo de proximidade que ainda deixe espaço para respirar. A confiança se constrói melhor quando é escolhida livremente, e não exigida.

A crise muitas vezes funciona como um despertador. Uma perda, um choque ou um ponto de virada pode quebrar velhos padrões de um só golpe, deixando uma noção mais clara do que vale a pena guardar. A tensão está no próprio solavanco: o distanciamento emocional usado como proteção, a relutância em unir finanças ou sentimentos e a ansiedade com a próxima surpresa.

A preparação suaviza as arestas. Acordos claros e por escrito sobre o dinheiro partilhado, conversa honesta sobre as necessidades na intimidade e a disposição de deixar a mudança ensinar, e não só assustar, permitem que esse posicionamento transforme a reviravolta em renovação.`,
    keywords: ['mudança súbita', 'recursos partilhados', 'intimidade', 'crise', 'despertar', 'herança inesperada'],
    strengths: ['resiliência depois da reviravolta', 'curiosidade franca pelos assuntos ocultos', 'abordagens novas das finanças em comum', 'percepção que vem depois da crise'],
    challenges: ['choques no dinheiro conjunto', 'distanciamento emocional como escudo', 'relutância em se unir aos outros', 'ansiedade com o que pode vir'],
  },
  {
    summary: 'Urano na Casa 9 liberta a busca de sentido das doutrinas herdadas, despertando crenças originais, estudos incomuns e viagens que mudam a visão de mundo.',
    description: `Aqui a crença vira um experimento vivo. A Casa 9 abrange a filosofia, a fé, o ensino superior, o direito e as viagens a lugares distantes, e Urano nela questiona toda resposta recebida. Alguém criado numa tradição pode deixá-la, voltar a ela com outros olhos ou combinar várias num caminho pessoal. A compreensão súbita muitas vezes chega durante uma leitura, uma aula ou numa cidade desconhecida.

Os estudos superiores tendem a seguir rotas incomuns: um diploma tardio, uma especialização autodidata, uma área na fronteira do conhecimento atual ou estudos feitos longe de casa. As viagens com frequência não são planejadas, e uma única viagem pode virar do avesso todo um modo de ver o mundo.

A sombra é uma mente inquieta que rejeita um conjunto de regras só para se agarrar a outro com a mesma força. As opiniões podem ficar afiadas, e o gosto por estar à frente do seu tempo pode tornar difícil ter paciência com quem pensa mais devagar. Os planos de estudo ou de viagem também podem mudar tantas vezes que nenhum é concluído.

A humildade mantém a faísca honesta. Quando as crenças novas continuam abertas a questionamento, e quando as ideias distantes são trazidas para casa e testadas na vida diária, esse posicionamento oferece uma visão mais ampla e mais livre do que uma vida humana pode significar.`,
    keywords: ['crenças originais', 'estudos incomuns', 'viagens súbitas', 'questionamento', 'visão ampla', 'liberdade de pensamento'],
    strengths: ['pensamento independente sobre as grandes questões', 'abertura a outras culturas', 'aprendizado fora dos caminhos habituais', 'percepções ganhas nas viagens'],
    challenges: ['opiniões rígidas em nome da liberdade', 'impaciência com a tradição', 'planos de estudo ou de viagem inacabados', 'pregar ideias novas com força demais'],
  },
  {
    summary: 'Urano na Casa 10 busca um papel público nos próprios termos, trazendo viradas súbitas na carreira e uma reputação de originalidade, de reforma ou de independência.',
    description: `Aqui a escada da carreira raramente é subida um degrau de cada vez. A Casa 10, que se abre no Meio do Céu, descreve a posição pública, a vocação e o modo como se lida com a autoridade, e Urano nela tende a produzir trajetórias profissionais cheias de curvas fechadas. A pessoa pode se formar numa área, mudar de rumo de repente e fazer sucesso numa profissão que mal existia no começo. O trabalho autônomo, as áreas técnicas, os movimentos de reforma ou qualquer função que permita liberdade podem combinar bem com esse posicionamento.

A reputação muitas vezes se apoia em ser diferente. Os colegas podem ver a pessoa como a inovadora, a que questiona o plano oficial ou a de fora que traz ideias novas. As figuras de autoridade, dos pais aos chefes, podem ter sido incomuns ou imprevisíveis, ensinando cedo que as regras podem mudar.

As dificuldades vêm dos choques com a estrutura. Largar um emprego num rompante de raiva, ter dificuldade de seguir qualquer hierarquia ou mudar de direção tantas vezes que nenhuma reputação tem tempo de se formar podem atrasar o progresso. A vida pública também pode trazer reviravoltas difíceis de prever.

Construir um papel com espaço para experimentar, e aprender a propor mudanças em vez de apenas resistir, transforma esse posicionamento num verdadeiro presente: uma figura pública que abre portas para modos melhores de trabalhar.`,
    keywords: ['carreira incomum', 'viradas súbitas', 'reforma', 'independência', 'originalidade pública', 'inovação'],
    strengths: ['liderança inventiva', 'coragem de mudar de carreira', 'visão reformadora', 'fama de ter ideias novas'],
    challenges: ['conflito com a autoridade', 'trocas bruscas de emprego', 'reviravoltas públicas', 'dificuldade de construir um histórico estável'],
  },
  {
    summary: 'Urano na Casa 11 encontra um lar natural entre amigos, grupos e esperanças partilhadas, reunindo aliados incomuns em torno de visões de um futuro melhor.',
    description: `É aqui que Urano se sente mais à vontade, já que a Casa 11 há muito tempo é associada a ele. As amizades se formam depressa e atravessam as linhas de idade, de classe e de origem, e um círculo pode incluir inventores, ativistas, artistas e pessoas que simplesmente se recusam a se encaixar. Grupos, clubes, comunidades on-line e causas trazem um senso de propósito e de pertencimento sem o peso do dever familiar.

As esperanças tendem a ser grandes e voltadas para o futuro. Há um dom para imaginar como as coisas poderiam funcionar melhor e para reunir quem quer ajudar. Um projeto de bairro, um espaço de trabalho compartilhado ou uma campanha por mudança podem nascer de uma conversa tarde da noite entre amigos.

O conflito se dá entre o grupo e o indivíduo. Alguém com esse posicionamento pode entrar com entusiasmo e depois se sentir sufocado pelas regras comuns e sair. As amizades podem ser muitas, mas ralas, ou podem terminar de repente por uma diferença de ideais. O amor pela humanidade em geral às vezes deixa passar as necessidades de um amigo em particular.

Manter a lealdade através do desacordo é o trabalho discreto daqui. Quando os amigos são valorizados como pessoas, e não só como companheiros de crença, as redes construídas com esse posicionamento ficam fortes o bastante para levar esperanças reais ao mundo.`,
    keywords: ['amizade', 'grupos', 'visão de futuro', 'causas', 'redes', 'esperanças partilhadas'],
    strengths: ['faz amigos através de todo tipo de diferença', 'mobiliza pessoas em torno de uma visão', 'ideias novas para as comunidades', 'à vontade em redes e equipes'],
    challenges: ['sair dos grupos de repente', 'muitos amigos e poucos próximos', 'choques por causa de ideais', 'perder de vista as necessidades individuais'],
  },
  {
    summary: 'Urano na Casa 12 trabalha em silêncio nos bastidores, trazendo despertares interiores súbitos, percepções inesperadas na solidão e uma veia escondida de independência.',
    description: `Boa parte da rebeldia aqui acontece longe da vista. A Casa 12 guarda o recolhimento, os sonhos, os segredos e os lugares íntimos onde o eu descansa do mundo, e Urano ali pode tornar a vida interior muito mais incomum do que os modos exteriores sugerem. Um rosto calmo no trabalho pode esconder uma mente cheia de ideias estranhas, e os lampejos muitas vezes chegam durante o sono, nas longas caminhadas ou nas horas quietas a sós.

A solidão não é só uma necessidade, e sim uma fonte de renovação. O tempo longe das pessoas deixa a intuição falar, e a compreensão súbita de velhos padrões pode chegar sem aviso. O trabalho em hospitais, retiros, pesquisa ou na ajuda a quem vive à margem da sociedade pode combinar com esse posicionamento, já que a compaixão pode ser inventiva e prática.

Sob pressão, a independência nunca expressa abertamente pode virar inquietação ou um mal-estar sem causa clara. Os sentimentos podem ser empurrados para baixo até explodirem, ou a pessoa pode agir contra os próprios interesses por meio de escolhas escondidas. O sono pode ser leve, e os nervos, fáceis de sobrecarregar.

Dar voz ao rebelde interior alivia a pressão. Diários, trabalho criativo silencioso ou tempo na natureza permitem que essas revoluções íntimas venham à tona com suavidade, transformando a percepção secreta numa compaixão que alcança os outros.`,
    keywords: ['independência oculta', 'despertar interior', 'intuição', 'solidão', 'compaixão', 'sonhos'],
    strengths: ['percepções súbitas nos momentos quietos', 'compaixão inventiva', 'liberdade encontrada na solidão', 'compreensão dos padrões ocultos'],
    challenges: ['inquietação reprimida', 'mal-estar sem causa clara', 'agir contra si mesmo em segredo', 'sono leve e nervos à flor da pele'],
  },
];
