// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';

/** Júpiter em cada uma das doze casas (da Casa 1 à Casa 12), em português do Brasil. */
export const JUPITER_IN_HOUSE_PT_BR: readonly PlacementText[] = [
  {
    summary: 'Júpiter na Casa 1 dá uma presença calorosa e expansiva, que encara o mundo com otimismo e uma acolhida pronta que costuma atrair boa sorte de volta.',
    description: `Um sorriso largo à porta, uma risada farta no corredor, um jeito de ocupar espaço que de alguma forma deixa os outros à vontade: Júpiter na Casa 1 costuma ser notado antes de qualquer palavra. O próprio corpo pode levar a assinatura do planeta, numa compleição generosa, numa voz grande ou simplesmente num ar de tranquilidade. A confiança chega cedo, e desconhecidos frequentemente respondem com confiança também, oferecendo empregos, indicações de caminho, convites e segundas chances.

Aqui a fé é a fé em si mesmo como um ponto de partida que vale a pena. Os recomeços parecem naturais, e os reveses costumam ser lidos como desvios, e não como sentenças. A generosidade é pessoal e imediata, dada cara a cara e muitas vezes com humor.

O problema vem com a escala. O apetite, as promessas e a autoestima podem inchar, e a cintura, a agenda ou o ego crescem além do confortável. Pode haver o hábito de supor que o charme cobrirá qualquer falha de preparo, ou de falar pelos outros sem perguntar antes.

A expressão madura mantém o calor e acrescenta medida: comer e descansar com algum cuidado, conferir os fatos antes de prometer, deixar espaço para as vozes mais quietas. Então esse posicionamento vira um exemplo vivo de esperança, alguém cuja chegada faz uma tarefa difícil parecer possível.`,
    keywords: ['otimismo', 'presença', 'confiança', 'vitalidade', 'fé em si', 'recomeços'],
    strengths: ['jeito acolhedor e esperançoso', 'resiliência depois dos reveses', 'confiança natural com desconhecidos', 'facilidade para recomeçar'],
    challenges: ['excessos que aparecem no corpo', 'prometer mais do que pode cumprir', 'contar com o charme em vez do preparo', 'uma imagem inflada de si'],
  },
  {
    summary: 'Júpiter na Casa 2 alarga o fluxo do dinheiro e do talento, liga o valor pessoal à generosidade e confia que os recursos estarão lá quando forem necessários.',
    description: `Com Júpiter na Casa 2, tanto a renda quanto a autoestima tendem a funcionar à base de otimismo. Costuma haver faro para perceber quanto algo realmente vale, para transformar um passatempo em ganho ou para pedir o aumento que os outros tinham vergonha de pedir. Os recursos chegam por muitos canais, e a crença de fundo é simples: vai haver o bastante, e o bastante para dividir.

Os valores são amplos e em geral éticos. O dinheiro importa menos como placar do que como meio de ter conforto, estudar, viajar ou ajudar pessoas, e os bens muitas vezes carregam histórias, como a tigela herdada, os livros muito lidos ou o casaco comprado para uma viagem especial. Os talentos também contam como riqueza, e esse posicionamento enriquece ao confiar neles e desenvolvê-los.

Sob pressão, a mesma facilidade pode virar descuido. Os gastos podem correr à frente dos ganhos, o crédito pode começar a parecer renda, e as pechinchas são compradas só por serem pechinchas. Algumas pessoas com esse posicionamento atrelam o próprio valor a um estilo de vida e se sentem diminuídas quando ele encolhe.

Um orçamento não precisa apagar o dom. Quando a doação é planejada, e não impulsiva, e os valores guiam as compras, Júpiter aqui constrói uma prosperidade estável, capaz de sustentar uma casa, uma causa e um amplo círculo de amigos.`,
    keywords: ['prosperidade', 'valores', 'ganhos', 'talentos', 'generosidade', 'valor pessoal'],
    strengths: ['bom olho para o valor real', 'ganhar com os talentos naturais', 'partilha generosa dos recursos', 'confiança tranquila de que haverá o bastante'],
    challenges: ['gastar à frente da renda', 'tratar o crédito como riqueza', 'atrelar o valor a um estilo de vida', 'comprar só porque está barato'],
  },
  {
    summary: 'Júpiter na Casa 3 amplia a fala, o estudo e a vida local, trazendo chances por meio de conversas, viagens curtas, vizinhos e irmãos, junto com um apetite de aprender para a vida toda.',
    description: `Com esse posicionamento, o movimento de todo dia vira fonte de crescimento. O recado que vira uma longa conversa na padaria, a viagem de ônibus passada lendo, o passeio de fim de semana até uma cidade vizinha: cada um pode abrir uma porta. Júpiter na Casa 3 floresce no contato, e as aberturas úteis com frequência vêm de um vizinho, de um primo ou de um comentário de passagem.

As palavras são o seu meio. Falar, escrever, explicar e contar histórias vêm com calor e um senso natural de proporção, de modo que um pequeno fato é colocado dentro de um quadro maior. A relação com irmãos e irmãs pode ser de apoio ou simplesmente farta, e os primeiros anos de escola muitas vezes deixam um amor duradouro pelos livros e pelas perguntas. A generosidade aparece nas aulas particulares, nas respostas longas às mensagens e no hábito de passar adiante o que acabou de aprender.

A tensão aparece como exagero e sobrecarga. As histórias crescem a cada vez que são contadas, as opiniões são apresentadas como fatos, e uma agenda cheia de aulas, conversas e planos locais deixa pouco espaço para a profundidade. Pode haver a tendência de dar sermão nos irmãos ou de palestrar quando uma resposta curta bastaria.

Escutar é o contrapeso. Quando a curiosidade se une à exatidão e à paciência, esse Júpiter se torna um guia de confiança na própria comunidade, alguém que faz as ideias parecerem ao alcance de qualquer um que pergunte.`,
    keywords: ['aprendizado', 'fala', 'irmãos', 'vizinhança', 'viagens curtas', 'escrita', 'curiosidade'],
    strengths: ['explicações claras e vivas', 'sorte por meio dos contatos locais', 'laços de apoio com os irmãos', 'amor duradouro pelo estudo'],
    challenges: ['aumentar as histórias ao recontá-las', 'apresentar opiniões como fatos', 'agenda cheia demais', 'palestrar em vez de escutar'],
  },
  {
    summary: 'Júpiter na Casa 4 enraíza sua fé no lar e na família, busca uma base íntima espaçosa e muitas vezes fica mais contente e assentado com o passar da vida.',
    description: `Aqui a mesa da família costuma ser comprida, sempre com lugar para mais um. Júpiter na base do mapa, na casa do Fundo do Céu, liga o crescimento ao pertencimento: um lar que parece generoso, uma história familiar que dá sentido e uma segurança interior que pode ser levada a qualquer lugar. Muitos com esse posicionamento querem espaço no sentido literal, como um quintal, uma cozinha grande ou uma casa no campo, e podem se mudar várias vezes em busca dele.

A infância pode ter tido uma figura materna ou paterna calorosa ou devota, ou uma casa cheia de parentes e visitas. Mesmo quando o começo da vida foi difícil, o posicionamento sugere a capacidade de construir o lar que faltou e de enchê-lo de hospitalidade. A tradição liga a Casa 4 à fase final da vida, e Júpiter aqui frequentemente sugere um contentamento que se aprofunda com a idade.

No ponto mais difícil, o lar fica grande demais para administrar, em tijolos ou em sentimentos. O dinheiro pode escorrer para os imóveis, todo parente pode ser acolhido, ou o passado da família pode ser polido com tanto brilho que os problemas reais ficam sem ser ditos. A vida privada também pode ficar tão confortável que o mundo lá fora é evitado.

Quando a porta gira para os dois lados, acolhendo os outros e deixando a família sair, esse posicionamento constrói uma base que nutre muita gente em silêncio.`,
    keywords: ['lar', 'família', 'raízes', 'hospitalidade', 'pertencimento', 'segurança interior', 'imóveis'],
    strengths: ['dom para a hospitalidade', 'forte senso de pertencimento', 'capacidade de construir um lar que apoia', 'contentamento que se aprofunda com o tempo'],
    challenges: ['gastar demais com a casa', 'idealizar o passado da família', 'acolher mais do que se consegue carregar', 'recolher-se do mundo lá fora'],
  },
  {
    summary: 'Júpiter na Casa 5 expande a alegria, o brincar e o risco criativo, encontra sentido no romance, nos filhos e na arte e dá calor de graça a tudo o que ama.',
    description: `Aqui o prazer é levado a sério, no melhor sentido. Júpiter na Casa 5 trata o encanto como fonte de fé: uma tela pintada, uma pista de dança lotada, um jogo de tabuleiro com as crianças ou um romance de verão podem parecer a prova de que a vida é boa. A criatividade tende a fluir com facilidade, e muitas vezes há talento para o palco, o esporte, a arte de receber ou qualquer ofício feito por amor, e não por dever.

As crianças, sejam os próprios filhos, alunos, sobrinhos ou os jovens de um bairro, muitas vezes trazem felicidade e lições em igual medida. O romance é de coração aberto e generoso, com grandes gestos e o desejo de fazer a pessoa amada se sentir celebrada. Os passatempos podem crescer e virar algo maior, e uma ideia brincalhona pode se tornar uma obra duradoura.

O excesso é a armadilha habitual: noites demais em claro, gastos demais com diversão, apostas arriscadas ou casos amorosos escolhidos mais pelo drama do que pela profundidade. O orgulho do trabalho criativo pode tornar difícil ouvir críticas, e os filhos podem sentir a pressão de brilhar no lugar dos pais.

A alegria dura quando é partilhada e praticada. Um tempo regular para criar, e um espírito brincalhão levado para os dias comuns, permitem que esse Júpiter espalhe incentivo a cada criança, artista e amante que encontra.`,
    keywords: ['alegria', 'criatividade', 'romance', 'filhos', 'brincadeira', 'expressão pessoal'],
    strengths: ['confiança criativa', 'calor com as crianças', 'amor generoso e festivo', 'talento para tornar as ocasiões divertidas'],
    challenges: ['apostas arriscadas e gastos com prazer', 'buscar drama no romance', 'sensibilidade às críticas ao trabalho criativo', 'depositar esperanças demais nos filhos'],
  },
  {
    summary: 'Júpiter na Casa 6 cresce por meio do trabalho diário, das rotinas e do serviço, confiando que o esforço útil e constante e o cuidado com o corpo vão abrir boas chances.',
    description: `Com Júpiter na Casa 6, a bênção está nos dias comuns. A rotina de um local de trabalho, a caminhada antes do café da manhã, a lista riscada até a noite: é aí que o sentido se acumula. O trabalho tende a aparecer com facilidade, às vezes mais do que se consegue dar conta, e os colegas costumam achar essa pessoa prestativa, bem-humorada e rápida em ajudar quando é preciso cobrir um turno.

Aqui servir é um ato de fé. Há uma satisfação real em ser útil, seja numa clínica, numa sala de aula, numa oficina ou numa casa, e as tarefas feitas pelos outros parecem valiosas, e não subalternas. As habilidades tendem a crescer com a prática, e um bom mentor ou um tempo como aprendiz pode fazer muita diferença.

O risco é o excesso de uma coisa boa. Aceitar todo pedido leva a uma mesa lotada e a noites longas, os hábitos de saúde oscilam entre programas ambiciosos e longos abandonos, e a comida pesada ou o pouco descanso podem ir se somando em silêncio. Também pode haver a tendência de pregar sobre a dieta certa ou o método certo no trabalho.

A moderação é a lição principal. Manter as rotinas realistas, dizer não a algumas tarefas e tratar o descanso como parte do trabalho permitem que esse posicionamento se torne uma presença alegre e confiável, cuja ajuda de todo dia levanta uma equipe inteira.`,
    keywords: ['trabalho', 'serviço', 'rotina', 'hábitos de saúde', 'habilidade', 'utilidade'],
    strengths: ['disposição alegre para ajudar', 'crescimento constante das habilidades', 'boa relação com os colegas', 'encontra sentido nas tarefas diárias'],
    challenges: ['assumir trabalho demais', 'oscilar entre programas de saúde e abandonos', 'descuidar do descanso', 'pregar sobre métodos'],
  },
  {
    summary: 'Júpiter na Casa 7 cresce pela parceria, encontra oportunidades no casamento, nas alianças próximas e nos contratos e leva boa-fé a todo vínculo de um para um.',
    description: `Aqui os outros são a porta de entrada. Júpiter na casa dos parceiros, do lado oposto do mapa em relação à Casa 1, tende a atrair parceiros, clientes e colaboradores que ampliam o mundo: alguém de outra cultura, um cônjuge sábio e encorajador, um sócio com grandes planos. O crescimento acontece a dois, e muitas das melhores chances da vida chegam por meio de uma pessoa que oferece uma apresentação, um contrato ou simplesmente a sua confiança.

A fé aparece como confiança no compromisso. Há uma suposição generosa de que os acordos podem ser justos e de que os dois lados podem ganhar, o que faz um bom negociador, conselheiro ou mediador. Até os rivais declarados podem ser tratados com respeito, e as disputas com frequência se resolvem com boa vontade.

As dificuldades vêm de esperar demais dos outros. Um parceiro pode ser idealizado como fonte de toda a sorte, ou posto no papel de mestre a ser seguido, e não de igual. Algumas pessoas com esse posicionamento se comprometem depressa e mais de uma vez, ou toleram excessos num companheiro porque a esperança insiste que as coisas vão melhorar. As questões legais também podem crescer mais do que o planejado.

O caminho saudável junta a generosidade a termos claros. Quando as expectativas são ditas em voz alta e cada parceiro ganha espaço para crescer, esse Júpiter constrói alianças que enriquecem as duas pessoas e, muitas vezes, todos ao redor.`,
    keywords: ['parceria', 'casamento', 'contratos', 'justiça', 'alianças', 'boa vontade'],
    strengths: ['atrai parceiros que ajudam', 'justiça na negociação', 'boa vontade com os rivais declarados', 'fé no compromisso'],
    challenges: ['idealizar um parceiro', 'comprometer-se depressa demais', 'tolerar excessos por esperança', 'deixar as disputas crescerem demais'],
  },
  {
    summary: 'Júpiter na Casa 8 busca crescer pela profundidade, pelos recursos partilhados e pela transformação, e encontra fé na capacidade de atravessar as crises com um propósito renovado.',
    description: `Com Júpiter na Casa 8, o que se tem em comum ocupa o centro do palco. Contas conjuntas, a renda de um parceiro, empréstimos, seguros, impostos e heranças são o terreno onde a oportunidade muitas vezes aparece, e pode haver talento para administrar o dinheiro dos outros ou para atrair o apoio de investidores. Mas o campo mais fundo é emocional: a confiança necessária para unir vidas e a coragem de encarar o que muda tudo.

A intimidade tende a ser generosa e intensa. Partilhar segredos, corpos e medos parece um caminho para o sentido, e a proximidade é tratada como algo sagrado. Em tempos de perda ou de reviravolta, esse posicionamento frequentemente encontra recursos inesperados, uma fé calma de que um fim também é uma passagem. O interesse pela psicologia, pela pesquisa, pelo mistério ou pelas perguntas que as pessoas costumam evitar é comum.

O perigo é o emaranhado. A dívida pode ficar confortável demais, as finanças conjuntas podem se confundir, e o desejo de intensidade pode puxar para o drama ou para a dependência. Esperar que uma herança, um resgate ou a riqueza de um parceiro resolva as coisas pode adiar o esforço pessoal.

Acordos claros e um acerto de contas honesto com o dinheiro partilhado mantêm esse Júpiter saudável. Sua força na crise então vira um presente, e ele pode guiar amigos, clientes ou familiares nas passagens mais duras com uma esperança firme.`,
    keywords: ['recursos partilhados', 'intimidade', 'transformação', 'herança', 'crise', 'profundidade', 'confiança'],
    strengths: ['fé calma durante a crise', 'habilidade com finanças conjuntas', 'intimidade generosa e confiante', 'coragem de encarar verdades duras'],
    challenges: ['acomodar-se às dívidas', 'finanças conjuntas confusas', 'buscar intensidade pela intensidade', 'esperar ser resgatado'],
  },
  {
    summary: 'Júpiter na Casa 9, um lar natural para o planeta, se expande pelo estudo, pelas viagens e pela crença, buscando a verdade além das fronteiras e partilhando sua visão com entusiasmo verdadeiro.',
    description: `Com Júpiter aqui, o horizonte não para de chamar. A Casa 9 ecoa Sagitário, o próprio signo de Júpiter, e aqui a fome de sentido do planeta circula livre pelas universidades, bibliotecas, viagens longas, línguas estrangeiras, religião, direito e mercado editorial. Um ano sabático, um intercâmbio ou uma volta tardia aos estudos podem mudar o rumo de uma vida, e pessoas de lugares distantes muitas vezes se tornam guias.

A fé é central, mas nem sempre formal. Alguns vivem uma tradição religiosa com profundidade e calor; outros constroem uma filosofia pessoal a partir de leituras, viagens e conversas. De um jeito ou de outro, há um impulso forte de entender o porquê e de passar adiante o que foi entendido, ensinando, escrevendo ou orientando. A generosidade toma a forma de abrir mundos mais amplos para os outros.

O lado sombrio é a convicção endurecendo em certeza. As opiniões podem ser entregues como sermões, os planos da próxima viagem podem tomar o lugar da atenção ao presente, e o amor pelas grandes ideias pode pular os detalhes práticos. A inquietação às vezes torna difícil ficar num lugar, num emprego ou numa crença por tempo suficiente para que dê frutos.

A humildade é o equilíbrio. Uma mente que continua perguntando e respeita outros caminhos permite que esse Júpiter se torne um mestre sábio e de coração aberto, cuja visão amplia muitas vidas.`,
    keywords: ['crença', 'estudos superiores', 'viagens', 'filosofia', 'ensino', 'culturas estrangeiras'],
    strengths: ['sede generosa de conhecimento', 'facilidade com outras culturas', 'dom para ensinar e orientar', 'uma filosofia pessoal viva'],
    challenges: ['pregar em vez de partilhar', 'certeza que fecha a mente', 'descuidar dos detalhes práticos', 'inquietação que nunca sossega'],
  },
  {
    summary: 'Júpiter na Casa 10 expande a carreira e a posição pública, muitas vezes trazendo reconhecimento, mentores e papéis de liderança, e pede que o sucesso sirva a algo maior que a ambição.',
    description: `Com Júpiter na Casa 10, a vida pública tende a correr bem. A reputação pode crescer quase sozinha, promoções e ofertas aparecem, e as figuras de autoridade com frequência se dispõem a apadrinhar, recomendar ou ensinar. Muitos nativos desse posicionamento são atraídos por papéis visíveis na educação, no direito, no governo, nos negócios, no turismo ou em qualquer área que precise de visão e de confiança.

O impulso mais fundo é fazer um trabalho que signifique algo. Um título importa menos do que a sensação de contribuir para uma história maior, e as carreiras mais satisfatórias em geral unem status e propósito, como ensinar, aconselhar ou construir instituições. A generosidade aparece em orientar os recém-chegados e usar a influência para abrir portas a outros.

Um palco grande traz seus próprios riscos. A ambição pode crescer além da capacidade ou do tempo, e o desejo de parecer bem-sucedido pode levar a assumir demais ou a prometer resultados que dependem da sorte. O orgulho da posição pode tornar difícil admitir erros, e a vida privada pode ser deixada de lado em nome da imagem pública.

A integridade mantém a subida firme. Quando a realização se mede pelo bem que faz e o crédito é dividido com quem ajudou, esse Júpiter se torna uma figura pública respeitada, cujo exemplo encoraja os outros a mirar alto.`,
    keywords: ['carreira', 'reputação', 'liderança', 'reconhecimento', 'mentores', 'papel público', 'propósito'],
    strengths: ['boa reputação pública', 'apoio de mentores e superiores', 'liderança natural', 'trabalho unido a um senso de propósito'],
    challenges: ['ambição maior que a capacidade', 'assumir demais para parecer bem-sucedido', 'orgulho que esconde os erros', 'descuidar da vida privada'],
  },
  {
    summary: 'Júpiter na Casa 11 cresce pela amizade, pelos grupos e pelas esperanças partilhadas, muitas vezes atraindo um círculo amplo e prestativo e acreditando firmemente no que as pessoas podem fazer juntas.',
    description: `Os amigos se multiplicam em volta desse Júpiter, e a astrologia antiga chegava a chamar a Casa 11 de alegria do planeta. Clubes, equipes, comunidades on-line, associações e causas tendem a acolhê-lo, e as boas chances muitas vezes chegam por alguém da rede: o amigo de um amigo que precisa de um sócio, um grupo que oferece um palco, um membro que se lembra de um nome. A generosidade corre para os lados, entre pares, na forma de favores, apresentações e apoio animado.

As esperanças são grandes e frequentemente de alcance social. Sonhos de um bairro melhor, de um local de trabalho mais justo ou de um projeto que inclua muita gente dão sentido à vida, e a fé se apoia em parte na crença de que o futuro pode melhorar com o esforço conjunto. Esse posicionamento muitas vezes é um organizador ou arrecadador nato, alguém capaz de fazer um grupo parecer mais do que a soma dos seus membros.

Sob tensão, a amplitude pode tomar o lugar da profundidade. Conhecidos demais e amigos próximos de menos, compromissos espalhados por vários grupos ou metas tão grandiosas que nunca tomam forma são armadilhas comuns. Alguns podem se apoiar nos amigos para conseguir oportunidades em vez de agir, ou seguir a multidão por lealdade.

O remédio é o foco. Escolhendo poucos grupos e poucas metas claras, esse posicionamento transforma seus dons sociais em mudança real e se torna o tipo de amigo que ajuda os outros a alcançar as próprias esperanças.`,
    keywords: ['amizade', 'grupos', 'comunidade', 'esperanças', 'redes', 'metas comuns'],
    strengths: ['círculo amplo e prestativo', 'talento para organizar grupos', 'esperança no futuro', 'apoio generoso aos pares'],
    challenges: ['muitos conhecidos e poucos amigos próximos', 'compromissos dispersos', 'metas grandiosas demais para tomar forma', 'seguir a multidão por lealdade'],
  },
  {
    summary: 'Júpiter na Casa 12 encontra fé na solidão, na compaixão e no invisível, tira uma força silenciosa do recolhimento e oferece ajuda onde ela é mais escondida.',
    description: `Aqui algumas das melhores bênçãos agem longe da vista. Júpiter na Casa 12 liga o crescimento à vida interior: o tempo a sós, a oração ou a meditação, os sonhos, a música, as longas caminhadas sem destino. Muitos sentem que são protegidos, como se a ajuda chegasse no momento certo vinda de uma direção que ninguém esperava. O recolhimento é menos uma fuga do que uma fonte de renovação.

A compaixão corre funda. Muitas vezes há um puxão para hospitais, abrigos, presídios, instituições de caridade, comunidades espirituais ou qualquer ambiente em que as pessoas estejam vulneráveis, e a bondade é oferecida sem nenhuma necessidade de crédito. Doações anônimas, plantões noturnos e uma escuta silenciosa combinam bem com esse posicionamento, assim como o trabalho criativo feito na solidão.

Os limites são o ponto fraco. A generosidade pode virar o resgate de pessoas que não querem mudar, ou uma doação tão grande que nada sobra para si. A esperança pode escorregar para o pensamento mágico, e os problemas podem ser escondidos ou evitados pelo sono, pela fantasia ou por substâncias em vez de encarados. Os talentos também podem ficar sem uso por uma sensação de que não merecem ser mostrados.

Um tempo regular à parte, combinado com limites honestos, permite que esse Júpiter recorra à sua riqueza interior. Sua fé íntima então se torna uma fonte real de bondade, oferecida de graça e sem se perder.`,
    keywords: ['compaixão', 'solidão', 'fé espiritual', 'recolhimento', 'ajuda oculta', 'caridade'],
    strengths: ['compaixão profunda e silenciosa', 'renovação na solidão', 'sensação de proteção invisível', 'doar sem precisar de crédito'],
    challenges: ['resgatar quem não quer ajuda', 'doar até não sobrar nada', 'fugir dos problemas em vez de encará-los', 'esconder talentos reais'],
  },
];
