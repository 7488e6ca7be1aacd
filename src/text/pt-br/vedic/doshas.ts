// Urania's own text, translated from its English original (src/text/en/vedic); locale pt-BR.
import type { DoshaTextId } from '../../../schemas/vedic-interpretation.js';
import type { DoshaText } from '../../yoga-dosha-text.js';

// Os doshas de `vedicDoshas` e `sadeSati` (src/text/en/vedic/doshas.ts): o Manglik dosha e suas quatro anulações, os
// doze tipos de Kaal Sarp e a forma parcial, a Sade Sati e suas três fases, e os dois Dhaiya. Os nomes dos tipos de
// Kaal Sarp seguem a ordem do relatório védico («Kaal Sarp: forma completa, tipo Anant»): «Kaal Sarp Anant».

export const DOSHA_TEXT_PT_BR: Readonly<Record<DoshaTextId, DoshaText>> = {
  manglik: {
    name: 'Manglik (Kuja) dosha',
    text: `O Manglik dosha é Marte numa das casas marcadas, contadas a partir do Ascendente, da Lua ou de Vênus: as Casas 1, 4, 7, 8 ou 12 na lista clássica; a lista do sul da Índia põe a Casa 2 no lugar da Casa 1, e a contagem ampliada fica com as duas. A tradição o lê para a vida a dois: Marte leva calor, pressa e necessidade de independência para dentro do lar do casal. É muito comum: só a partir do Ascendente, uns cinco ou seis mapas em cada doze o mostram, e contando também da Lua e de Vênus ele vira a regra, não a exceção. Seus temas aparecem nos dashas de Marte e quando Marte transita a Casa 7. Há várias anulações documentadas, e a tradição considera que dois parceiros Manglik se equilibram. Leia-o como um pedido de paciência e de decisões tomadas juntos, nunca como sentença sobre um casamento.`,
  },
  'manglik-cancellation-mars-own-or-exalted': {
    name: 'Manglik anulado: Marte no seu signo ou na sua exaltação',
    text: `Esta anulação vale quando Marte está em Áries ou Escorpião, os signos que ele rege, ou em Capricórnio, onde fica exaltado. Um Marte no próprio domicílio ou em exaltação age com controle: a coragem mantém um propósito, o gênio responde ao juízo, e o atrito que o dosha descreve perde a maior parte da força. Por isso os manuais dão o dosha por anulado, seja qual for a casa ocupada por Marte. O que resta é o caráter próprio de Marte, enérgico e direto, que ainda pede espaço numa relação e se manifesta nos períodos de Marte. Muitos praticantes contam esta entre as isenções mais fortes. Vale dizê-lo com clareza numa comparação de mapas: a casa marcada está lá, mas o planeta que a ocupa está em boa ordem.`,
  },
  'manglik-cancellation-mars-with-or-aspected-by-jupiter': {
    name: 'Manglik anulado: Marte com Júpiter ou sob o seu aspecto',
    text: `Aqui o dosha se anula porque Júpiter divide o signo com Marte ou lança sobre ele um de seus aspectos, o 5º, o 7º ou o 9º. Júpiter é o grande benéfico, e os manuais sustentam que o seu conselho modera Marte: o ímpeto encontra a sabedoria, as brigas encontram quem medeie, a pressa aprende a esperar. Os temas conjugais do dosha se suavizam na mesma medida, sobretudo nos dashas de Júpiter e nos períodos em que Júpiter transita sobre Marte natal. A anulação fica mais fraca quando o próprio Júpiter está debilitado em Capricórnio ou combusto, e alguns astrólogos então a contam só em parte. Lida com honestidade, ela diz que um bom conselheiro, interior ou exterior, mantém a energia de Marte trabalhando a favor do casal, e não contra ele.`,
  },
  'manglik-cancellation-mars-with-moon': {
    name: 'Manglik anulado: Marte junto da Lua',
    text: `Quando Marte e a Lua ocupam o mesmo signo, os manuais tratam o Manglik dosha como anulado. A natureza receptiva e cuidadosa da Lua se junta ao calor de Marte, e os dois formam juntos Chandra–Mangala: a energia se volta para a iniciativa, para a proteção da casa e para o ganho, em vez do atrito entre os parceiros. A anulação se sente mais nos dashas da Lua e de Marte. Ela vale melhor quando a Lua está clara e crescente; uma Lua escura ou aflita lhe dá menos peso, e os sentimentos ainda podem esquentar. Como leitura para um casal, sugere que a sinceridade emocional, dita cedo, é o que impede que o lado marciano do mapa se inflame.`,
  },
  'manglik-cancellation-mars-sign-exception': {
    name: 'Manglik anulado: a exceção do signo na sua casa',
    text: `Cada casa Manglik tem signos que, nas listas dos manuais, isentam Marte do dosha: a Casa 1 em Leão ou Aquário, a Casa 2 em Gêmeos ou Virgem, a Casa 4 em Áries ou Escorpião, a Casa 7 em Câncer ou Capricórnio, a Casa 8 em Sagitário ou Peixes e a Casa 12 em Touro ou Libra, contadas a partir do Ascendente. Quando Marte cai num desses, o dosha contado do Ascendente é considerado anulado. Essas exceções são uma tradição dos manuais de compatibilidade, não uma regra dos textos mais antigos, e as escolas divergem sobre elas; o registro nomeia a exceção para que a escolha fique visível. Os períodos de Marte ainda trazem os seus temas à tona, num tom mais brando.`,
  },
  'kaal-sarp-anant': {
    name: 'Kaal Sarp Anant',
    text: `Anant é o tipo de Kaal Sarp com Rahu na Casa 1 e Ketu na Casa 7, todos os grahas de um mesmo lado deles. O eixo do eu e do parceiro carrega a serpente, e os manuais modernos descrevem um forte impulso pessoal que disputa espaço com as necessidades da parceria, uma identidade que leva anos para se assentar e atrasos em acordos que mais tarde se resolvem. Seus temas aparecem nos dashas de Rahu e Ketu e quando os nodos em trânsito cruzam o Lagna. Um regente do Lagna forte, benéficos nas kendras ou um graha junto de um dos nodos o aliviam. Seu uso construtivo é o autoconhecimento: quem define com clareza a própria direção descobre que as parcerias ficam mais fáceis de compartilhar.`,
  },
  'kaal-sarp-kulik': {
    name: 'Kaal Sarp Kulik',
    text: `Kulik põe Rahu na Casa 2 e Ketu na Casa 8, com todos os grahas de um só lado do eixo. Recursos, fala e família ficam em tensão com o dinheiro partilhado, os segredos e as mudanças súbitas, e os manuais falam de finanças irregulares, de palavras descuidadas que custam mais do que se esperava e da necessidade de proteger as economias. O tipo se faz sentir nos dashas de Rahu e Ketu e quando os nodos em trânsito chegam às Casas 2 e 8. Um regente da Casa 2 forte, o aspecto de Júpiter sobre a Casa 2 ou um planeta junto de um nodo o reduzem. Orçamento cuidadoso e fala medida são o seu remédio prático, e o gosto por investigar assuntos ocultos pode virar o seu dom.`,
  },
  'kaal-sarp-vasuki': {
    name: 'Kaal Sarp Vasuki',
    text: `Com Rahu na Casa 3 e Ketu na Casa 9, o tipo de Kaal Sarp se chama Vasuki. Coragem, irmãos e iniciativa entram em choque com a fé, os mestres e as longas viagens: os manuais descrevem tensão com irmãos ou irmãs, esforços ousados que encontram resistência e crenças postas à prova antes de se firmarem. Como Rahu vai bem na Casa 3, o tipo muitas vezes dá também sangue-frio e espírito empreendedor. Ele se manifesta nos dashas dos nodos e quando Rahu e Ketu em trânsito cruzam as Casas 3 e 9. Força na Casa 9 ou no seu regente o suaviza. Seu melhor uso é a coragem presa a princípios, a ação ousada posta a serviço de algo em que se acredita.`,
  },
  'kaal-sarp-shankhpal': {
    name: 'Kaal Sarp Shankhpal',
    text: `Shankhpal é o tipo com Rahu na Casa 4 e Ketu na Casa 10. Lar e carreira dividem o eixo da serpente, e os manuais mencionam uma vida doméstica inquieta, mudanças de endereço, assuntos de imóveis que demoram mais do que o previsto e uma carreira que muda de rumo. O tipo costuma aparecer nos períodos de Rahu e Ketu e quando os nodos em trânsito passam sobre as Casas 4 e 10. Um regente da Casa 4 bem colocado, benéficos aspectando a Casa 4 ou um planeta na companhia de um nodo o tornam mais leve. Construir um lar interior estável, uma rotina e um lugar de calma, ajuda as mudanças de fora a parecerem menos reviravolta e mais progresso.`,
  },
  'kaal-sarp-padma': {
    name: 'Kaal Sarp Padma',
    text: `Padma é o Kaal Sarp com Rahu na Casa 5 e Ketu na Casa 11. Filhos, criatividade, estudo e romance ficam de frente para amigos, redes e ganhos, e os manuais falam de atrasos ligados a filhos ou à formação, de especulações que decepcionam e de amizades que dão trabalho. Ele se sente nos dashas dos nodos e quando Rahu e Ketu em trânsito tocam as Casas 5 e 11. Um regente da Casa 5 forte, o aspecto de Júpiter sobre a Casa 5 ou benéficos nas kendras o aliviam. Seu lado construtivo é a originalidade: um aprendizado fora do convencional, um trabalho criativo que rompe a forma e amizades escolhidas pela profundidade, e não pelo número, podem todos florescer sob ele.`,
  },
  'kaal-sarp-mahapadma': {
    name: 'Kaal Sarp Mahapadma',
    text: `Mahapadma coloca Rahu na Casa 6 e Ketu na Casa 12. Trabalho, rivais e deveres diários encontram perda, despesa e recolhimento, e os manuais descrevem lutas com adversários, dívidas que pedem vigilância e fases de cansaço. Mas Rahu na Casa 6 está num dos seus melhores lugares, e muitos leem este tipo como o poder de vencer concorrentes pela persistência. Ele aparece nos períodos de Rahu e Ketu e quando os nodos em trânsito cruzam as Casas 6 e 12. Um regente da Casa 6 forte, benéficos nas kendras ou um planeta junto de um nodo diminuem o seu peso. Hábitos ordenados e um descanso levado a sério são as suas respostas práticas.`,
  },
  'kaal-sarp-takshak': {
    name: 'Kaal Sarp Takshak',
    text: `Takshak põe Rahu na Casa 7 e Ketu na Casa 1, o inverso de Anant. A parceria carrega a cabeça da serpente, e os manuais falam de parceiros incomuns, acordos que mudam, atrasos no casamento e a impressão de que as escolhas dos outros conduzem a própria vida. Ele se manifesta nos dashas de Rahu e Ketu e quando os nodos em trânsito cruzam as Casas 1 e 7. Um regente da Casa 7 forte, Vênus em boa dignidade ou o aspecto de Júpiter sobre a Casa 7 o suavizam bastante. O caminho construtivo é a parceria consciente: escolher os colaboradores de olhos abertos, pôr os acordos por escrito e manter um eu que não se dissolva no outro.`,
  },
  'kaal-sarp-karkotak': {
    name: 'Kaal Sarp Karkotak',
    text: `Karkotak é o tipo com Rahu na Casa 8 e Ketu na Casa 2. Mudanças súbitas, recursos partilhados e assuntos ocultos se opõem às economias, à fala e à família, e os manuais mencionam heranças disputadas, despesas inesperadas e palavras que criam atrito em casa. O tipo se sente nos dashas dos nodos e quando Rahu e Ketu transitam as Casas 8 e 2. Um regente da Casa 8 forte, um benéfico na Casa 2 ou um planeta junto de um nodo o aliviam. Seu dom é a profundidade: a pesquisa, a investigação e o manejo sereno das crises. Manter as finanças transparentes e falar com cuidado tiram boa parte do seu ferrão.`,
  },
  'kaal-sarp-shankhachud': {
    name: 'Kaal Sarp Shankhachud',
    text: `Shankhachud põe Rahu na Casa 9 e Ketu na Casa 3. Sorte, mestres e fé ficam diante do esforço, dos irmãos e da coragem, e os manuais descrevem uma sorte que chega tarde, desentendimentos com mentores ou com um dos pais e crenças que mudam mais de uma vez. Ele se manifesta nos períodos de Rahu e Ketu e quando os nodos em trânsito cruzam as Casas 9 e 3. Um regente da Casa 9 forte, Júpiter bem colocado ou benéficos nas trikonas o suavizam. O uso construtivo é o pensamento independente: uma filosofia pessoal feita da experiência, e não herdada, e a coragem de fazer a própria sorte com trabalho constante.`,
  },
  'kaal-sarp-ghatak': {
    name: 'Kaal Sarp Ghatak',
    text: `Ghatak é o Kaal Sarp com Rahu na Casa 10 e Ketu na Casa 4. A carreira e a posição pública levam a cabeça da serpente, o lar e a paz interior a sua cauda: os manuais descrevem uma ambição que puxa com força a vida doméstica, ascensões e reveses na carreira e uma autoridade que precisa ser conquistada duas vezes. Rahu na Casa 10 também pode dar um sucesso incomum na vida pública. Ele aparece nos dashas dos nodos e quando os nodos em trânsito cruzam as Casas 10 e 4. Um regente da Casa 10 forte, Saturno ou Júpiter com dignidade ou um planeta junto de um nodo o estabilizam. Equilibrar o dever público com o descanso privado é a sua lição.`,
  },
  'kaal-sarp-vishdhar': {
    name: 'Kaal Sarp Vishdhar',
    text: `Vishdhar coloca Rahu na Casa 11 e Ketu na Casa 5. Ganhos, amigos e redes mais amplas se opõem aos filhos, à criatividade e ao estudo, e os manuais mencionam ganhos que vêm e vão, amizades complicadas por dinheiro e um aprendizado que segue por caminhos tortuosos. Como Rahu fica bem colocado na Casa 11, o tipo muitas vezes traz também ambição e contatos amplos. Ele se mostra nos dashas de Rahu e Ketu e quando os nodos em trânsito cruzam as Casas 11 e 5. Um regente da Casa 11 forte, um benéfico na Casa 5 ou o aspecto de Júpiter sobre qualquer das duas casas o aliviam. Metas claras, com a criatividade a serviço delas, dão direção a este tipo.`,
  },
  'kaal-sarp-sheshnag': {
    name: 'Kaal Sarp Sheshnag',
    text: `Sheshnag é o tipo com Rahu na Casa 12 e Ketu na Casa 6, o inverso de Mahapadma. Despesas, terras estrangeiras e recolhimento ficam com a cabeça da serpente, trabalho e rivais com a cauda, e os manuais falam de oposição oculta, de gastos que correm à frente da renda, de noites inquietas e de um apelo por lugares distantes. Ele se manifesta nos dashas dos nodos e quando Rahu e Ketu transitam as Casas 12 e 6. Um regente da Casa 12 forte, benéficos nas kendras ou um planeta junto de um nodo o reduzem. Seu dom é a vida interior: o retiro, a reflexão e o trabalho no exterior ou nos bastidores podem fazer da Casa 12 uma fonte de paz.`,
  },
  'kaal-sarp-partial': {
    name: 'Kaal Sarp parcial',
    text: `Um Kaal Sarp parcial é o desenho da serpente quase fechado, mas não de todo: os sete grahas ficam por signo dentro da metade Rahu–Ketu enquanto um deles passa de um nodo por grau, ou exatamente um graha fica fora da metade. O planeta de fora é a porta aberta, e a maioria dos astrólogos que usam o dosha reduz o seu peso na mesma medida; os dashas desse planeta muitas vezes trazem a liberação que a forma completa, segundo se diz, atrasa. Seus temas, quando sentidos, vêm nos períodos de Rahu e Ketu e quando os nodos em trânsito voltam às suas posições natais. Leia-o como uma inclinação, não como um nó: anote o tipo pela casa de Rahu e olhe primeiro o planeta que rompe o desenho.`,
  },
  'sade-sati': {
    name: 'Sade Sati',
    text: `A Sade Sati, “sete e meio”, é a passagem de Saturno pelos três signos em torno da Lua natal: o décimo segundo a partir dela, o próprio signo da Lua e o segundo. Cada estadia dura cerca de dois anos e meio, e o ciclo inteiro volta mais ou menos a cada trinta anos, de modo que a maioria das pessoas atravessa duas ou três. A tradição a liga a uma pressão sobre a mente, responsabilidades mais pesadas, mudanças em casa ou no trabalho e lições de paciência. Ela não é dura por igual: Saturno favorece o esforço honesto e contínuo, e muita gente constrói algo duradouro nesses anos. Uma Lua forte por signo e por fase, Saturno como yogakaraka para o Lagna ou um bom dasha de Saturno em curso a aliviam. Planeje, descanse e simplifique.`,
  },
  'sade-sati-rising': {
    name: 'Sade Sati: fase ascendente (com Saturno na Casa 12 a partir da Lua)',
    text: `A fase ascendente começa quando Saturno em trânsito entra no signo anterior ao da Lua natal, a Casa 12 a partir dela. Aqui Saturno trabalha nos bastidores: as despesas crescem, o sono e as rotinas pedem atenção, e algo começa a se encerrar para que outra coisa possa começar mais tarde. Os manuais associam esta fase a viagens, ao afastamento dos lugares conhecidos e à sensação de se preparar para um trecho mais pesado. O seu peso depende do signo que Saturno atravessa: um signo em que Saturno é forte ou amigo o alivia, e bons bindus de Saturno nesse signo no ashtakavarga também ajudam. Aproveite estes anos para quitar dívidas, encerrar assuntos antigos e pôr o descanso na agenda.`,
  },
  'sade-sati-peak': {
    name: 'Sade Sati: fase de auge (Saturno sobre o signo da Lua)',
    text: `O auge da Sade Sati é Saturno atravessando o próprio signo da Lua natal, cerca de dois anos e meio em que Saturno pesa mais diretamente sobre a mente e a vida emocional. Os manuais descrevem cansaço, um humor sóbrio, responsabilidades de família ou de carreira que aumentam e relações postas à prova naquilo que têm de real. É também quando muita gente toma as suas decisões mais duradouras, porque as ilusões ficam mais difíceis de sustentar. O peso depende do mapa: uma Lua clara, Saturno amigo do signo da Lua, um dasha de Saturno forte ou bindus altos no ashtakavarga o tornam mais leve. Rotina, conversa franca com pessoas de confiança e esforço constante levam até o fim, e o que se constrói agora tende a ficar.`,
  },
  'sade-sati-setting': {
    name: 'Sade Sati: fase descendente (com Saturno na Casa 2 a partir da Lua)',
    text: `A fase descendente é Saturno no segundo signo a partir da Lua natal, a Casa 2 contada dela, os últimos dois anos e meio da Sade Sati. A pressão passa da vida interior para os recursos, a fala e a família: os manuais mencionam dinheiro controlado com cuidado, palavras que precisam ser pesadas e deveres para com os parentes. O peso emocional do auge costuma se dissipar, e os frutos do esforço feito antes começam a aparecer. A fase fica mais branda quando Saturno é forte no signo que atravessa, quando o regente da Casa 2 está bem colocado ou quando corre um dasha favorável. Consolide: cuide das economias e do tom das conversas, e deixe o período se fechar com gratidão pelo que se manteve de pé.`,
  },
  'dhaiya-fourth': {
    name: 'Dhaiya: Kantaka Shani (com Saturno na Casa 4 a partir da Lua)',
    text: `O Dhaiya, “dois e meio”, é a estadia de Saturno no quarto ou no oitavo signo a partir da Lua natal. Na Casa 4 ele se chama Kantaka Shani, o espinho: o lar, a paz de espírito, os imóveis e as pessoas que nos criaram passam pela disciplina de Saturno. Os manuais mencionam uma mudança ou uma reforma, deveres domésticos que crescem, veículos ou imóveis que pedem cuidado e um humor inquieto em casa. Ele volta mais ou menos a cada trinta anos e dura o tempo de um signo. Uma Lua forte, Saturno bem disposto para o Lagna, trânsitos benéficos sobre a Casa 4 ou bons bindus no ashtakavarga o suavizam. Arrume a casa, ao pé da letra e no sentido figurado, e o espinho vira um alicerce sólido.`,
  },
  'dhaiya-eighth': {
    name: 'Dhaiya: Ashtama Shani (com Saturno na Casa 8 a partir da Lua)',
    text: `Ashtama Shani é Saturno transitando o oitavo signo a partir da Lua natal, a Casa 8 contada dela, a mais dura das duas estadias de Dhaiya. A Casa 8 é a das mudanças súbitas e dos assuntos ocultos, e os manuais descrevem obstáculos que surgem sem aviso, atrasos nos planos, um exame minucioso do dinheiro partilhado e a necessidade de poupar a própria energia. Muito depende do resto do mapa: Saturno como yogakaraka para o Lagna, uma Lua forte, um bom dasha em curso ou bindus altos no ashtakavarga nesse signo o reduzem de modo considerável. A estadia dura cerca de dois anos e meio. Avance com cautela diante de riscos e contratos, guarde reservas e use o tempo para a pesquisa e para soltar o que já terminou.`,
  },
};
