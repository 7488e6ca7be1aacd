// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';

/** O Nodo Norte em cada uma das doze casas (da Casa 1 à Casa 12), em português do Brasil. */
export const NORTH_NODE_IN_HOUSE_PT_BR: readonly PlacementText[] = [
  {
    summary: 'Com o Nodo Norte na Casa 1, crescer significa aparecer como uma pessoa própria, confiar nos próprios instintos e deixar o corpo e o rosto levarem uma presença honesta.',
    description: `Na Casa 1, o Nodo Norte pede um eu visível e escolhido. O Nodo Sul está na Casa 7, e por isso o velho conforto mora na parceria: moldar os planos em torno de um cônjuge, de um sócio ou de um melhor amigo e encontrar a identidade sobretudo no espelho de outra pessoa. Esse hábito parece generoso, mas pode deixar, no fim de cada dia, uma pergunta discreta sobre de quem é a vida que está sendo vivida.

A lição muitas vezes chega por coisas simples. Escolher um corte de cabelo sem pedir opinião, entrar sozinho numa festa, decidir como passar um sábado livre ou começar uma rotina de exercícios só porque faz bem ao corpo são progressos de verdade. A energia física tende a melhorar quando os desejos pessoais são reconhecidos.

Quando esse caminho é recusado, a pessoa pode passar de uma relação a outra, sentir-se invisível ou se ressentir dos parceiros por escolhas que nunca foram ditas. Levada longe demais, a correção pode virar uma independência ríspida que esquece as velhas lealdades.

O crescimento mais saudável guarda as habilidades da parceria e acrescenta uma primeira pessoa clara. As relações passam então a ser encontros entre duas pessoas inteiras, e o respeito por si se apoia na experiência, e não na aprovação.`,
    keywords: ['identidade', 'rumo próprio', 'presença', 'iniciativa', 'o corpo', 'autonomia'],
    strengths: ['tato unido à coragem pessoal', 'senso de identidade em crescimento', 'vitalidade que sobe com as escolhas honestas', 'capacidade de ficar só com tranquilidade'],
    challenges: ['definir-se pelo parceiro', 'esperar que os outros decidam', 'ressentimento calado nas relações', 'pular para um interesse próprio brusco'],
  },
  {
    summary: 'O Nodo Norte na Casa 2 pede uma segurança construída por si, valores pessoais claros e dinheiro ganho, em vez de se apoiar em fundos partilhados, no poder dos outros ou na crise.',
    description: `A renda, os bens e um senso íntimo de valor formam aqui o território de crescimento. Do lado oposto, o Nodo Sul na Casa 8 se sente em casa com as finanças misturadas, as heranças, as dívidas, os vínculos intensos e a atração do poder oculto. Pode haver uma longa história de viver do salário de um parceiro, administrar os assuntos dos outros ou se sentir mais vivo nas emergências.

O progresso tem cara simples e um pouco sem glamour: uma conta bancária própria, um orçamento feito à mão, uma habilidade que pode ser vendida, um contracheque com um só nome. Aprender o que de fato importa, e gastar de acordo, faz parte do mesmo trabalho. Até aproveitar uma boa refeição ou um casaco bem-feito sem culpa conta, porque a Casa 2 inclui os confortos simples do corpo e o direito de possuí-los.

Sob tensão, o velho padrão aparece como dependência dos recursos em comum, arranjos de dinheiro embaralhados ou uma ânsia inquieta de intensidade emocional sempre que a vida se acalma. Também pode haver a crença de que o valor pessoal precisa ser provado pelo sacrifício ou pela transformação.

Com o tempo, uma base estável permite que a pessoa encontre a intimidade e a crise a partir de uma posição de força. A autonomia nos assuntos materiais se torna uma forma de respeito por si, e a vida partilhada fica mais saudável por isso.`,
    keywords: ['valor pessoal', 'ganhos', 'valores', 'estabilidade', 'posse', 'simplicidade'],
    strengths: ['profundidade de sentimento com uma base firme', 'independência financeira crescente', 'clareza sobre os valores pessoais', 'prazer tranquilo nos confortos simples'],
    challenges: ['depender de dinheiro conjunto ou herdado', 'buscar intensidade em vez de paz', 'laços financeiros embaralhados', 'duvidar do próprio valor quando não há crise'],
  },
  {
    summary: 'Na Casa 3, o Nodo Norte volta o crescimento para o aprendizado do dia a dia, a conversa, os irmãos, os vizinhos e as viagens curtas, longe das grandes teorias mantidas à distância.',
    description: `Uma conversa por cima do muro, uma mensagem para a irmã, um curso noturno do outro lado da cidade: são trocas comuns assim que carregam o crescimento desse posicionamento. O Nodo Sul cai na Casa 9, onde as viagens longas, a filosofia e as grandes convicções parecem o lar. A pessoa pode saber muito sobre o sentido da vida e bem menos sobre os nomes da própria rua.

Aprender a se comunicar com clareza e a escutar com atenção é central. Isso pode significar escrever mensagens curtas e simples, pedir informação a um vizinho em vez de supor, ler o jornal do bairro ou reatar um laço esfriado com um irmão ou um primo. A curiosidade pelos pequenos fatos traz um prazer inesperado, e cursos práticos, idiomas ou a escrita muitas vezes abrem portas novas.

Sob estresse, há a tendência a dar palestras, a fugir para planos distantes ou a desprezar os detalhes do dia a dia como indignos de atenção. A certeza pode então tomar o lugar da compreensão, e as pessoas por perto podem se sentir sem ser ouvidas.

O caminho construtivo une a visão ao detalhe. As grandes ideias ficam úteis quando são explicadas em palavras simples à pessoa da mesa ao lado, e os trajetos curtos pela região revelam que a sabedoria também se encontra bem perto. O crescimento é constante sempre que se faz uma pergunta com interesse real.`,
    keywords: ['comunicação', 'curiosidade', 'irmãos', 'vizinhança', 'aprendizado', 'escuta'],
    strengths: ['jeito para explicar grandes ideias com simplicidade', 'laços crescentes com irmãos e vizinhos', 'aprendizado vivo e adaptável', 'escuta atenta'],
    challenges: ['dar palestra em vez de conversar', 'fugir para planos distantes', 'impaciência com os detalhes locais', 'confundir certeza com conhecimento'],
  },
  {
    summary: 'Com o Nodo Norte na Casa 4, o crescimento corre para dentro, rumo ao lar, à família, às raízes emocionais e a uma vida privada que nutra de verdade.',
    description: `A realização pública é a estrada conhecida quando o Nodo Sul está na Casa 10. A carreira, a reputação e a aprovação das autoridades moldaram os dias por muito tempo, e pode parecer natural responder a toda pergunta sobre a vida com um cargo. O Nodo Norte na Casa 4 aponta para baixo dessa superfície, para o alicerce.

Aqui o crescimento pode ser literal: comprar ou alugar um lugar que realmente pareça um lar, cozinhar para a família num dia de semana, pesquisar os antepassados ou fazer as pazes com um dos pais. Também é trabalho interior: aprender a notar os humores, descansar sem precisar merecer e deixar o eu íntimo importar tanto quanto o público. O tempo passado na cozinha ou no quintal pode ganhar um significado surpreendente.

Sob pressão, a velha orientação volta como excesso de trabalho, fome de status ou uma frieza que mantém as pessoas queridas à distância. A casa pode virar só um lugar para dormir entre uma reunião e outra, e os sentimentos podem ser tratados como distrações.

Quando a raiz é cuidada, o sucesso lá fora fica mais firme, porque nasce de um centro seguro, e não da necessidade de aplauso. A honestidade emocional em casa dá à pessoa um senso de pertencimento que nenhuma promoção conseguiria dar.`,
    keywords: ['lar', 'raízes', 'família', 'vida interior', 'pertencimento', 'segurança emocional'],
    strengths: ['competência levada para a vida em família', 'consciência emocional crescente', 'dom para criar um lar acolhedor', 'paz feita com o passado'],
    challenges: ['medir o valor só pela carreira', 'descuidar do lar e das pessoas queridas', 'distância emocional', 'descansar só quando está exausto'],
  },
  {
    summary: 'O Nodo Norte na Casa 5 pede diversão, criatividade pessoal, romance e encanto, tirando a pessoa dos papéis de grupo e levando-a a uma expressão de si vinda do coração.',
    description: `Uma turma de amigos e uma causa nobre formam a zona de segurança quando o Nodo Sul cai na Casa 11. Fazer parte de grupos, de redes e de ideais comuns vem fácil, e os anseios pessoais podem ficar escondidos atrás da conversa sobre o bem comum. O Nodo Norte na Casa 5 pede algo mais pessoal e mais exposto: uma alegria que pertence a essa pessoa e a mais ninguém.

O crescimento pode vir de um passatempo começado por pura diversão, de um palco, de uma tela, de uma aula de dança, de um caso de amor vivido de coração aberto ou de um tempo brincando com crianças sem nenhuma pauta. Correr um risco pelo prazer, e assumir o resultado, faz parte da lição. O trabalho criativo assinado com o próprio nome tende a trazer uma satisfação real.

Quando essa direção é recusada, pode haver um desapego frio do romance, o hábito de se esconder dentro das comissões ou o medo de que querer atenção seja egoísmo. A vida pode então parecer eficiente, mas estranhamente sem cor.

No seu melhor, o posicionamento une um senso generoso de comunidade ao calor e ao estilo individual. O coração aprende que aproveitar a vida não é uma distração dos ideais e que o encanto honesto, partilhado de graça, eleva todos ao redor.`,
    keywords: ['criatividade', 'diversão', 'romance', 'filhos', 'alegria', 'expressão pessoal'],
    strengths: ['ideais trazidos à vida com calor', 'orgulho do que se faz por prazer', 'abertura ao amor e ao prazer', 'facilidade brincalhona com as crianças'],
    challenges: ['esconder-se no trabalho de comissão', 'distância do romance', 'culpa por aproveitar a vida', 'medo de ser visto sozinho'],
  },
  {
    summary: 'Na Casa 6, o Nodo Norte dirige o crescimento para o trabalho útil, as rotinas diárias, os hábitos de saúde e o serviço prático, longe da deriva, do retraimento ou da fuga vaga.',
    description: `Lavar a louça, emitir uma nota fiscal, levar o cachorro para passear às sete da manhã: o caminho adiante é pavimentado de rotina. Do lado oposto, o Nodo Sul na Casa 12 conhece a solidão, os sonhos, o anseio espiritual e um recolhimento silencioso diante das exigências do mundo. A sensibilidade é alta, mas a estrutura pode parecer uma gaiola, e os dias podem escorrer sem forma definida.

A Casa 6 é onde as habilidades são praticadas e o corpo é mantido, e por isso crescer significa construir hábitos que sustentem os dois. Um horário regular de sono, refeições simples, uma lista de tarefas que chega ao fim e um trabalho com resultados visíveis trazem uma calma surpreendente. Ajudar os outros de maneiras concretas e mensuráveis combina muito melhor com esse posicionamento do que se sacrificar em silêncio.

Sob pressão, a pessoa pode fugir das obrigações, sentir-se soterrada por pequenas tarefas ou se recolher na fantasia e no cansaço. Pode surgir um puxão para o martírio, ou um escorregão para o conserto ansioso de cada pequeno defeito.

Bem conduzido, esse posicionamento mistura compaixão e competência. A sensibilidade interior informa o trabalho, e o trabalho mantém essa sensibilidade com os pés no chão. A saúde tende a melhorar quando o cuidado diário fica constante, e um dia bem organizado pode se revelar a forma mais confiável de paz.`,
    keywords: ['serviço', 'rotina', 'trabalho', 'hábitos de saúde', 'habilidade', 'ordem'],
    strengths: ['empatia expressa em ajuda prática', 'habilidade e confiabilidade crescentes', 'hábitos diários saudáveis', 'calma vinda da boa ordem'],
    challenges: ['fugir para a fantasia ou o isolamento', 'evitar as tarefas de rotina', 'autossacrifício calado', 'sentir-se soterrado pelos pequenos detalhes'],
  },
  {
    summary: 'O Nodo Norte na Casa 7 pede a uma pessoa autossuficiente que divida as decisões, acolha a parceria e aprenda que outro ponto de vista pode completar o eu em vez de ameaçá-lo.',
    description: `A independência é uma segunda natureza quando o Nodo Sul cai na Casa 1. Essa pessoa tende a decidir depressa, agir sozinha e resolver os problemas pessoalmente, e pode nem notar quão raramente os outros são convidados a entrar. A vontade pessoal é forte; a habilidade pouco familiar está do outro lado do mapa, na Casa 7, na parceria comprometida.

A Casa 7 abrange o casamento, a colaboração próxima, os contratos e até os adversários declarados, e por isso o crescimento vem de aprender a encontrar as pessoas como iguais. Isso pode aparecer como consultar o parceiro antes de uma compra grande, assinar um acordo justo, trabalhar com um sócio ou ficar com um rival tempo suficiente para entender o lado dele. Aqui ceder não é derrota; é a própria prática.

Quando a lição é evitada, as relações podem parecer uma competição ou um fardo, e a pessoa pode ir embora sempre que a proximidade pede mudança. Outro padrão é escolher parceiros fáceis de controlar, para que nada precise de fato ser dividido.

Bem vivido, o posicionamento produz alguém que mantém a força pessoal e ainda assim encontra uma realização verdadeira no trabalho em equipe. Escutar se torna uma habilidade tão refinada quanto agir, e as parcerias, escolhidas com cuidado, viram o lugar onde as duas pessoas crescem.`,
    keywords: ['parceria', 'cooperação', 'concessão', 'contratos', 'equilíbrio', 'igualdade'],
    strengths: ['força oferecida à parceria', 'paciência crescente com os outros', 'negociação justa', 'lealdade nos vínculos de compromisso'],
    challenges: ['tomar grandes decisões sozinho', 'tratar a proximidade como perda de liberdade', 'ver os parceiros como rivais', 'ir embora quando é preciso ceder'],
  },
  {
    summary: 'Na Casa 8, o Nodo Norte leva o crescimento rumo à intimidade, aos recursos partilhados e à mudança honesta, afrouxando um velho apego aos bens pessoais e ao conforto da rotina.',
    description: `Segurar sempre pareceu seguro. Com o Nodo Sul na Casa 2, há um instinto forte de guardar os próprios ganhos, pertences e hábitos e de medir a segurança pelo que se pode possuir. O Nodo Norte na Casa 8 pede a arte mais difícil de se fundir, confiar e soltar.

No dia a dia, isso pode significar dividir o orçamento da casa, aceitar um empréstimo ou um presente sem constrangimento, atravessar uma perda em vez de contorná-la ou deixar um parceiro entrar nos medos mais íntimos. Os seguros, os impostos, os espólios e os investimentos conjuntos podem se tornar professores. A intimidade emocional pertence ao mesmo campo: a vulnerabilidade oferecida é a moeda dessa casa.

Nos dias difíceis, o antigo hábito se mostra como possessividade, resistência teimosa à mudança ou recusa em contar com qualquer pessoa. O dinheiro pode virar um muro em vez de uma ponte, e a vida pode se estreitar num círculo seguro, mas cada vez menor.

Quando a lição é aceita, a pessoa ganha uma firmeza incomum na crise e o dom de ajudar os outros nas transições difíceis. Os recursos partilhados com sabedoria tendem a se multiplicar, e cada vez que algo gasto é solto, abre-se espaço para um tipo de segurança mais fundo e mais generoso.`,
    keywords: ['intimidade', 'recursos partilhados', 'confiança', 'transformação', 'desapego', 'profundidade'],
    strengths: ['cabeça fria quando os outros entram em pânico', 'capacidade crescente de confiar', 'cuidado sábio com o dinheiro em comum', 'coragem de encarar o luto e a mudança'],
    challenges: ['agarrar-se aos bens e à rotina', 'recusar ajuda ou dinheiro partilhado', 'resistência à mudança', 'guardar os sentimentos a sete chaves'],
  },
  {
    summary: 'O Nodo Norte na Casa 9 aponta para a crença, os estudos superiores e as viagens distantes, pedindo a uma mente ocupada em colher fatos que encontre sentido e uma verdade que oriente.',
    description: `Fatos, conversas e pequenos afazeres enchem a zona de conforto quando o Nodo Sul está na Casa 3. Há habilidade real com as palavras, raciocínio rápido e um círculo animado de irmãos, vizinhos e conhecidos, mas os dias podem se dispersar num borrão de mensagens sem direção clara. O Nodo Norte na Casa 9 faz a pergunta maior: para que serve toda essa informação?

O crescimento com frequência vem de um estudo que estica a mente, como uma graduação, um curso de filosofia ou de direito, ou a leitura séria de uma religião ou de uma tradição. As viagens longas também importam; morar fora, mesmo por pouco tempo, pode remodelar toda a visão de mundo. Aprender a confiar na intuição e a sustentar uma crença bem pensada faz parte do caminho.

Quando a lição é evitada, a pessoa pode fofocar em vez de refletir, colecionar opiniões sem formar a própria ou ficar perto de casa por hábito. A indecisão cresce quando todo ponto de vista parece igualmente válido.

Em sua melhor expressão, o posicionamento produz um professor, escritor ou guia capaz de ligar o detalhe ao sentido. A experiência ampla e os princípios claros dão forma a uma mente curiosa, e o senso de propósito conquistado vira algo que vale a pena partilhar.`,
    keywords: ['sentido', 'crença', 'estudos superiores', 'viagens', 'filosofia', 'propósito'],
    strengths: ['fatos transformados em sabedoria', 'confiança numa bússola pessoal', 'abertura a outras culturas', 'dom para ensinar'],
    challenges: ['pensamento disperso', 'fofoca no lugar da reflexão', 'relutância em se comprometer com uma crença', 'ficar no ambiente conhecido'],
  },
  {
    summary: 'Com o Nodo Norte na Casa 10, crescer significa assumir a responsabilidade pública, as metas de carreira e um papel visível, além da segurança do lar e da família.',
    description: `O lar foi por muito tempo o porto seguro quando o Nodo Sul cai na Casa 4. As necessidades da família, os humores íntimos e o conforto dos cômodos conhecidos vêm primeiro, e o mundo lá fora pode parecer frio ou exigente. O Nodo Norte na Casa 10 pede uma vida pública construída com propósito.

O crescimento na carreira é o sinal óbvio, mas a lição mais funda diz respeito à maturidade e à autoridade. Definir metas de longo prazo, aceitar uma promoção, assumir o comando de um projeto ou se candidatar a um cargo local são passos nessa estrada. A tarefa é ser conhecido por alguma coisa e carregar essa reputação com integridade. Mentores e pessoas mais velhas e responsáveis podem ser guias valiosos.

Em desequilíbrio, a pessoa pode se recolher na família, usar os deveres domésticos como motivo para evitar a ambição ou sentir que o sucesso significaria abandonar quem ama. Os humores podem guiar as decisões, e a crítica do público pode parecer insuportável no começo.

Seguido com paciência, esse caminho produz um líder que leva calor ao trabalho público, protegendo colegas e clientes como faria uma família. A base íntima continua importante, mas agora sustenta uma contribuição visível, e cresce uma sensação de realização conquistada e inteiramente própria.`,
    keywords: ['carreira', 'reputação', 'ambição', 'papel público', 'autoridade', 'maturidade'],
    strengths: ['cuidado levado para a liderança', 'disciplina e foco crescentes', 'fama de confiável', 'planejamento de longo prazo'],
    challenges: ['esconder-se nos deveres da família', 'medo da exposição pública', 'humores guiando as decisões', 'duvidar do direito de ter sucesso'],
  },
  {
    summary: 'O Nodo Norte na Casa 11 leva o crescimento para a amizade, o trabalho em equipe e as esperanças partilhadas, aliviando um forte hábito de atuação pessoal e a necessidade de aplauso.',
    description: `O centro do palco é terreno conhecido quando o Nodo Sul está na Casa 5. A criatividade, o romance e a expressão pessoal vêm fácil, e pode haver uma necessidade profunda de ser admirado, de ser especial, de ter cada esforço notado. O Nodo Norte na Casa 11 aponta para um palco mais amplo, em que a pessoa é uma voz valorizada entre muitas.

O crescimento vem dos amigos, dos clubes, das associações, das redes e das causas. Oferecer-se como voluntário num projeto comunitário, entrar numa banda em vez de seguir carreira solo ou ajudar a organizar um evento do bairro são passos típicos. As metas para o futuro, sobretudo as partilhadas com outros, se tornam uma fonte de motivação. A própria amizade é uma escola: aprender a dar e a receber apoio entre iguais.

Quando as coisas apertam, a pessoa pode buscar o holofote dentro de cada grupo, levar para o lado pessoal a falta de crédito ou deslizar para o drama romântico quando a vida em equipe parece sem graça. O orgulho pode tornar difícil seguir a liderança de outra pessoa.

Quando a lição é abraçada, o carisma natural vira um trunfo para o coletivo. O talento é oferecido de graça, os desejos ganham forma de planos comuns, e a alegria de pertencer a um círculo de pessoas afins se mostra mais rica do que qualquer momento particular de aplauso.`,
    keywords: ['amizade', 'comunidade', 'trabalho em equipe', 'esperanças', 'redes', 'metas comuns'],
    strengths: ['brilho de estrela emprestado a uma causa comum', 'tranquilidade crescente entre iguais', 'talento para unir as pessoas', 'visão esperançosa do futuro'],
    challenges: ['precisar ser a estrela', 'levar para o lado pessoal o crédito dividido', 'drama quando o grupo parece sem graça', 'orgulho que resiste a seguir'],
  },
  {
    summary: 'Na Casa 12, o Nodo Norte pede a uma mente ocupada e presa ao dever que descanse, se volte para dentro, confie no invisível e deixe a compaixão tomar o lugar do conserto constante.',
    description: `Tarefas, listas e utilidade constante formam a zona de segurança quando o Nodo Sul está na Casa 6. A pessoa muitas vezes sabe exatamente como resolver um problema, cumprir um cronograma e servir os outros com eficiência, mas o descanso parece um fracasso. A preocupação e o excesso de trabalho podem virar um modo de vida. O Nodo Norte na Casa 12 convida à entrega.

O crescimento pode vir da solidão, da meditação, da oração, do diário, das longas caminhadas a sós ou de um trabalho criativo feito sem nenhum objetivo prático. Retiros, hospitais, abrigos e outras instituições silenciosas podem ter um papel, às vezes por meio de um voluntariado que pede presença, e não produtividade. Os sonhos e a intuição trazem mensagens úteis quando ganham tempo.

Quando a lição é evitada, a pessoa se agarra à rotina, critica cada defeito e pode ficar ansiosa sempre que não há nada a fazer. O corpo pode sinalizar a necessidade de descanso antes que a mente o admita.

Quando bem aproveitado, esse posicionamento une a habilidade prática a uma compaixão profunda. O serviço fica mais suave e mais espiritual, e a capacidade de ficar ao lado do sofrimento sem correr para consertá-lo se torna um verdadeiro dom. O tempo passado a sós, em silêncio, restaura a energia, e a confiança em algo maior que a lista de tarefas do dia traz paz.`,
    keywords: ['solidão', 'compaixão', 'recolhimento', 'intuição', 'fé', 'descanso'],
    strengths: ['ajuda prática unida à empatia', 'conforto crescente com a solidão', 'confiança na intuição e nos sonhos', 'paciência com o sofrimento'],
    challenges: ['ocupação compulsiva', 'preocupação e autocrítica', 'culpa por descansar', 'precisar controlar os resultados'],
  },
];
