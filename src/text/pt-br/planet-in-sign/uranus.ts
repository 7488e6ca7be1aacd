// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Urano em cada um dos doze signos, em português do Brasil. */
export const URANUS_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Urano em Áries abre caminhos no impulso e liberta o eu com primeiros passos ousados, sem esperar a licença de ninguém para começar.',
    description: `A mudança chega como um fósforo riscado. No fogo cardinal de Áries, signo regido por Marte, Urano quer a liberdade em sua forma mais direta: o direito de agir, de tentar, de ser o primeiro a atravessar uma porta ainda fechada. Quem nasce durante essa passagem compartilha um clima inquieto e desbravador, a sensação de que os velhos jeitos de fazer as coisas podem simplesmente ser pulados. Cada pessoa carrega esse clima no seu próprio tom, talvez na vontade de largar um emprego sem graça na segunda-feira e abrir um pequeno negócio até sexta, ou de experimentar um esporte que ninguém da família jamais praticou.

Aqui a inventividade é rápida e física. As ideias chegam em lampejos e são testadas na hora, muitas vezes com a ferramenta na mão em vez de planos no papel. A independência é menos uma filosofia do que um reflexo.

Sob pressão, esse reflexo pode virar imprudência. A rebeldia pode explodir contra qualquer limite, útil ou não, e os projetos correm o risco de ser largados assim que deixam de ser novidade. Os amigos podem se assustar com saídas repentinas.

O melhor uso desse posicionamento junta a faísca a um segundo passo. Quando a coragem de começar se alia à paciência de levar uma coisa até o fim, o resultado é um pioneirismo genuíno, que abre trilha para outros seguirem.`,
    keywords: ['pioneirismo', 'impulso', 'independência', 'começos súbitos', 'coragem', 'autossuficiência'],
    strengths: ['coragem para tentar o que nunca foi feito', 'inventividade rápida e prática', 'liberdade diante do medo de errar', 'energia que anima os outros a começar'],
    challenges: ['rebelar-se contra limites úteis', 'abandonar projetos quando perdem o frescor', 'saídas bruscas que desestabilizam os outros', 'agir antes de pensar'],
  },
  Taurus: {
    summary: 'Urano em Touro sacode o mundo assentado do dinheiro, da terra e do corpo, reinventando aos poucos o que segurança, valor e conforto realmente significam.',
    description: `Pede-se ao chão lento que se mova. Touro é terra fixa sob a regência de Vênus, signo que preza o que é estável, possuído e palpável, e Urano lhe traz o solavanco da reinvenção. A tensão entre os dois é o coração desse posicionamento. A geração que nasce com ele tende a questionar como se mede o valor: o que é o dinheiro, a quem pertence a terra, como se cultiva o alimento, do que o corpo precisa para se sentir seguro. Numa vida individual, essa pergunta pode aparecer como uma relação incomum com os bens, um talento para ofícios ou materiais novos, ou uma carreira erguida sobre formas inéditas de ganhar a vida.

No seu melhor, é uma inovação paciente. As mudanças criam raízes no mundo concreto e são feitas para durar, e o bom senso prático mantém as ideias mais ousadas com os pés no chão. Uma horta plantada com um método experimental, um plano de poupança que rompe com o hábito da família, um ofício novo aprendido com cuidado: essas são as suas revoluções silenciosas.

O atrito surge quando a teimosia esbarra na mudança súbita. A segurança pode ser abalada por acontecimentos fora do controle pessoal, e a reação talvez seja agarrar-se com força ou jogar tudo fora de uma vez.

O crescimento está em deixar os valores evoluírem num ritmo humano, para que o novo possa enraizar e alimentar muitas estações.`,
    keywords: ['novos valores', 'segurança reinventada', 'inovação prática', 'recursos', 'o corpo', 'mudança gradual'],
    strengths: ['inovação duradoura e bem fundamentada', 'ideias novas sobre dinheiro e recursos', 'talento para ofícios e materiais novos', 'resistência serena em meio à reviravolta'],
    challenges: ['oscilar entre se agarrar e largar tudo', 'resistir à mudança até que ela chegue à força', 'ansiedade quando a segurança material balança', 'apego teimoso a um único método novo'],
  },
  Gemini: {
    summary: 'Urano em Gêmeos eletriza a mente e suas mensagens, despertando jeitos novos e rápidos de falar, aprender, conectar e levar informação de um lugar a outro.',
    description: `Aqui o pensamento corre na velocidade de uma corrente elétrica. Gêmeos é ar mutável regido por Mercúrio, e Urano nesse signo acende todos os canais da conversa, do comércio e do aprendizado. Quem nasce sob essa passagem cresce esperando novas formas de mandar mensagens e de viajar, e costuma adotar as ferramentas de comunicação recém-chegadas como se sempre as tivesse conhecido. No plano individual, o dom pode aparecer como uma mente que dá saltos repentinos, jeito para idiomas ou gírias, ou uma familiaridade tranquila com muitas fontes de notícia ao mesmo tempo.

A curiosidade é ampla e indisciplinada. As conversas pulam de assunto em assunto, e a ligação mais estranha entre duas ideias frequentemente é a mais útil. Irmãos, vizinhos e viagens curtas podem trazer viradas inesperadas.

Quando os nervos ficam à flor da pele, esse brilho se dispersa. A atenção se parte em pedaços demais, os planos mudam de hora em hora, e o gosto por uma discussão engenhosa pode criar confusão só pelo prazer da coisa. Descansar fica difícil quando a mente não desliga.

O foco é o aliado que junta tudo. Escolher poucas linhas de investigação e seguir cada uma até o fim permite que essa mente viva e inventiva ofereça ao mundo algo mais do que faíscas.`,
    keywords: ['raciocínio rápido', 'novas mídias', 'curiosidade', 'mente inquieta', 'comunicação', 'versatilidade'],
    strengths: ['lampejos de percepção original', 'facilidade com novas ferramentas de comunicação', 'ligar ideias de áreas diferentes', 'conversa viva e aberta'],
    challenges: ['atenção dispersa', 'tensão nervosa e sono ruim', 'discutir pelo gosto da briga', 'mudar de planos com frequência demais'],
  },
  Cancer: {
    summary: 'Urano em Câncer reescreve o sentido de lar e de família, buscando liberdade emocional enquanto inventa novas formas de cuidar e de pertencer.',
    description: `O que conta como família? Com Urano em Câncer, signo cardinal de água regido pela Lua, essa pergunta volta a ser feita desde o começo. A geração que nasce aqui tende a crescer entre arranjos domésticos que se desfazem, mudanças de endereço ou a sensação de que o velho formato de lar já não serve, e muitos acabam construindo suas próprias versões: famílias escolhidas, casas compartilhadas, formas pouco usuais de morar. No plano pessoal, isso pode ser sentido como uma necessidade funda de pertencer, acompanhada de uma vontade igualmente forte de ter espaço para respirar.

A regência da Lua torna o processo mais emocional do que abstrato. O humor pode virar de repente, e lembranças podem vir à tona com uma força surpreendente, às vezes trazendo uma compreensão clara sobre o passado. Costuma aparecer um talento para cuidar de formas inesperadas, como tratar os amigos como parentes ou criar um lar que acolhe quem os outros deixam de lado.

Sob estresse, a tensão entre proximidade e liberdade pode abalar os relacionamentos. Mudanças inquietas, recuos repentinos ou o medo de ficar preso podem deixar as pessoas queridas inseguras.

A cura vem de aceitar as duas necessidades. Uma casa de portas abertas, com algumas âncoras firmes, dá a esse posicionamento o que ele quer: uma base segura de onde continuar crescendo.`,
    keywords: ['família escolhida', 'liberdade emocional', 'novos lares', 'pertencimento', 'raízes em movimento', 'intuição'],
    strengths: ['formas inventivas de cuidar dos outros', 'abertura a novos tipos de família', 'compreensão emocional súbita', 'acolhimento caloroso a quem vem de fora'],
    challenges: ['mudanças inquietas e raízes instáveis', 'oscilar entre proximidade e distância', 'variações de humor que pegam os outros de surpresa', 'medo de ser segurado com força demais'],
  },
  Leo: {
    summary: 'Urano em Leão exige liberdade para brilhar de um jeito original, transformando criatividade, diversão e amor em atos ousados de expressão pessoal.',
    description: `É preciso um palco, e tem de ser um que ninguém mais construiu. Leão é fogo fixo regido pelo Sol, o signo do orgulho, da brincadeira e do coração aberto, e Urano ali insiste que cada pessoa possa expressar um eu singular. Uma geração com esse posicionamento costuma empurrar as artes, o entretenimento e o romance para formas novas, e tende a tratar o estilo pessoal como uma espécie de manifesto. Numa vida, pode se mostrar no gosto por passatempos incomuns, numa abordagem ousada do palco ou em amores que ignoram as convenções.

A regência solar dá calor à rebeldia. Não se trata de um desafio frio, e sim de um desejo generoso de ser visto e de deixar que os outros também sejam. Filhos, projetos criativos e momentos de pura diversão podem trazer avanços repentinos e alegres.

A sombra é uma necessidade de atenção que vira capricho. O fogo fixo sabe fincar o pé, e o orgulho pode se recusar a ceder mesmo quando mudar seria sensato. O drama pode tomar o lugar da originalidade verdadeira quando o aplauso importa mais que a obra.

No seu ponto mais alto, esse posicionamento torna a coragem contagiante. A expressão pessoal oferecida de graça, sem precisar vencer, ajuda uma sala inteira a se sentir corajosa o bastante para brincar.`,
    keywords: ['expressão original', 'criatividade', 'estilo ousado', 'romance', 'diversão', 'orgulho'],
    strengths: ['visão criativa ousada', 'originalidade calorosa e generosa', 'coragem de se destacar', 'formas novas e lúdicas de arte e diversão'],
    challenges: ['orgulho voluntarioso', 'busca de atenção em vez de conteúdo', 'recusa teimosa a se adaptar', 'drama no lugar de mudança real'],
  },
  Virgo: {
    summary: 'Urano em Virgem reforma os detalhes do trabalho, da saúde e da rotina, encontrando liberdade em métodos melhores e em jeitos inventivos de ser útil.',
    description: `A revolução começa pelas coisas pequenas. Virgem é terra mutável regida por Mercúrio, signo do ofício, do serviço e da análise cuidadosa, e Urano ali dirige sua vontade de mudança para os sistemas práticos da vida: como o trabalho é feito, como o corpo é cuidado, como as tarefas são organizadas e divididas. Quem nasce nesse trecho costuma chegar com uma visão renovada sobre emprego e bem-estar, e muitos se adaptam com facilidade a técnicas e ferramentas novas. No nível pessoal, pode significar o prazer de consertar processos, o hábito de testar rotinas diferentes ou uma carreira numa área que nem existia uma geração antes.

A regência de Mercúrio faz dessa reforma algo pensado. Os problemas são estudados, desmontados e reconstruídos com atalhos engenhosos. Uma cozinha, uma oficina ou uma agenda podem ser reorganizadas da noite para o dia depois de uma única boa ideia.

A dificuldade aparece como implicância nervosa. As rotinas podem mudar tantas vezes que nada se assenta, e a crítica aos métodos antigos pode ficar cortante. A preocupação com a saúde ou com o desempenho pode correr à frente dos fatos.

A gentileza com a imperfeição traz equilíbrio. Quando a melhoria serve às pessoas e não apenas aos padrões, esse posicionamento vira uma força discreta e constante que torna o dia a dia mais fácil para muita gente.`,
    keywords: ['reforma', 'novos métodos', 'trabalho', 'bem-estar', 'invenção prática', 'análise'],
    strengths: ['melhorias engenhosas em sistemas', 'abertura a novas práticas de saúde', 'resolução de problemas precisa e prática', 'utilidade com um olhar novo'],
    challenges: ['inquietação nervosa com detalhes', 'trocar de rotina com frequência demais', 'crítica afiada aos velhos jeitos', 'preocupação que se adianta aos fatos'],
  },
  Libra: {
    summary: 'Urano em Libra reinventa a parceria e a justiça, buscando relações que deixem espaço para a liberdade e um equilíbrio de fato compartilhado.',
    description: `Neste posicionamento, a parceria é reescrita. Libra é ar cardinal sob a regência de Vênus, o signo do outro, da beleza, da justiça e dos acordos que mantêm as pessoas unidas. Urano pede que esses acordos fiquem mais iguais e mais livres. Uma geração com essa posição tende a questionar papéis fixos no amor e no casamento e a experimentar novas formas de compromisso. No mapa individual, isso pode se mostrar como a necessidade de um parceiro que também seja amigo, um gosto por alianças incomuns ou uma reação forte a tudo o que pareça injusto.

Vênus empresta graça ao processo. As ideias novas sobre o modo de se relacionar costumam ser apresentadas com charme, e pode haver verdadeiro talento para o design, para a mediação ou para uma arte que surpreende o olhar.

A dificuldade vem quando a intimidade parece uma armadilha. Os relacionamentos podem começar depressa e acabar de repente, ou a pessoa pode manter sempre um pé do lado de fora. A busca inquieta pelo arranjo ideal pode deixar de enxergar o arranjo real que já está à mão.

A conversa franca é o remédio. Parceiros que combinam abertamente de quanto espaço cada um precisa podem criar vínculos vivos, justos e duradouros, um exemplo de equilíbrio com o qual os outros podem aprender.`,
    keywords: ['parceria igualitária', 'liberdade no amor', 'justiça', 'novos compromissos', 'design', 'diplomacia'],
    strengths: ['ideias novas sobre relações justas', 'talento para um design surpreendente', 'respeito pela independência do parceiro', 'habilidade para aproximar opostos'],
    challenges: ['começos e fins repentinos nos relacionamentos', 'manter um pé do lado de fora', 'perseguir uma parceria ideal', 'indecisão diante do compromisso'],
  },
  Scorpio: {
    summary: 'Urano em Escorpião desperta a mudança a partir das profundezas, expondo forças ocultas e libertando o que estava enterrado com percepções intensas e transformadoras.',
    description: `Nada fica escondido por muito tempo com esse posicionamento. Escorpião é água fixa, tradicionalmente regido por Marte e, na prática moderna, também por Plutão, signo da intimidade, dos segredos, dos recursos partilhados e do ciclo de finais e recomeços. Urano ali impulsiona a mudança por baixo da superfície, onde moram os tabus, o poder e o desejo. A geração que nasce com ele costuma trazer uma conversa franca sobre assuntos que as anteriores evitavam, da sexualidade à morte e às dívidas. Uma pessoa pode expressar isso como um dom para a pesquisa, um faro aguçado para o que os outros escondem ou reviravoltas que chegam como transformações súbitas e completas.

O lado marciano dá nervo ao processo. As percepções tendem a vir com intensidade, e depois que algo foi visto raramente há volta.

Sob tensão, a intensidade endurece. Disputas de controle, desconfiança ou escolhas de tudo ou nada podem minar a confiança. A rebeldia pode assumir uma forma secreta, e a turbulência emocional pode parecer avassaladora.

A transformação corre melhor quando é escolhida, e não imposta. Encarar verdades difíceis com honestidade e cuidado faz dessa energia funda e investigativa uma fonte de cura, que ajuda os outros a soltar o que seguraram por tempo demais.`,
    keywords: ['transformação', 'verdades ocultas', 'intensidade', 'tabu', 'renovação', 'profundidade'],
    strengths: ['percepção destemida de assuntos ocultos', 'capacidade de renovação profunda', 'pesquisa que revela a verdade', 'honestidade sobre temas difíceis'],
    challenges: ['disputas de poder e controle', 'escolhas de tudo ou nada', 'rebeldia às escondidas', 'turbulência emocional avassaladora'],
  },
  Sagittarius: {
    summary: 'Urano em Sagitário liberta as crenças e amplia os horizontes, buscando a verdade em viagens, estudos e ideias ousadas sobre como a vida deve ser vivida.',
    description: `Os horizontes se alargam com Urano em Sagitário. Esse signo de fogo mutável, regido por Júpiter, olha para terras distantes, para o ensino superior e para a busca de sentido, e Urano ali questiona toda resposta recebida pronta. A geração nascida nesse período tende a tratar fé, filosofia e educação como campos abertos, não como estradas já traçadas, e pode preferir viagens, culturas estrangeiras ou o estudo por conta própria. Na vida pessoal, o tema pode surgir como uma busca espiritual inquieta, a decisão repentina de morar fora ou o amor por ideias que atravessam fronteiras.

A influência de Júpiter dá otimismo à jornada. Existe a fé de que a liberdade de pensamento levará a um lugar melhor, e um entusiasmo que arrasta os outros junto. Professores, mentores e viagens longas podem trazer pontos de virada.

A tensão se mostra como inquietação sem destino. As crenças podem ser largadas e trocadas depressa demais, e a paixão pela verdade pode endurecer em pregação. Compromissos que limitam o movimento podem parecer insuportáveis.

A saída é deixar que a experiência ponha as ideias à prova. Quem volta de cada viagem para partilhar o que aprendeu se torna uma ponte entre mundos e uma fonte de esperança para os outros.`,
    keywords: ['pensamento livre', 'viagens', 'busca espiritual', 'horizontes amplos', 'filosofia', 'otimismo'],
    strengths: ['visão aberta', 'facilidade com outras culturas', 'energia esperançosa e inspiradora', 'coragem de questionar crenças'],
    challenges: ['inquietação sem rumo', 'largar crenças depressa demais', 'pregar verdades novas', 'fugir de todo compromisso que limite o movimento'],
  },
  Capricorn: {
    summary: 'Urano em Capricórnio remodela a autoridade e as estruturas, derrubando o que já não funciona enquanto ergue com paciência novas instituições no lugar.',
    description: `Aqui os velhos muros passam por revisão. Capricórnio é terra cardinal regida por Saturno, o signo da estrutura, do dever, do governo e da longa escalada rumo à realização, e Urano nele põe o impulso de liberdade frente a frente com o peso da tradição. Os nascidos com Urano em Capricórnio muitas vezes crescem vendo as instituições mudarem, e muitos se sentem chamados a reformá-las por dentro. No plano pessoal, o tema pode tomar a forma de uma trajetória profissional fora do comum, de um talento para organizar empreendimentos novos ou de uma relação complicada com as regras e com quem as faz cumprir.

A regência de Saturno mantém a revolução no terreno prático. Aqui a mudança raramente é desvairada; avança passo a passo, de olho nos resultados. Alguém pode passar anos dentro de uma empresa reconstruindo discretamente seus métodos, ou criar um novo tipo de negócio que sobrevive aos próprios fundadores.

Nos momentos difíceis, o atrito entre controle e mudança fica agudo. O ressentimento contra a autoridade pode conviver com um desejo secreto de mandar, e a ambição pode esfriar. O medo da instabilidade talvez mantenha hábitos ultrapassados no lugar.

A responsabilidade é a chave. Quando a ambição serve ao bem comum, essa geração se torna construtora de estruturas novas e sólidas, nas quais muita gente pode confiar.`,
    keywords: ['reforma das estruturas', 'autoridade', 'ambição', 'novas instituições', 'disciplina', 'mudança prática'],
    strengths: ['reforma paciente, passo a passo', 'talento para construir novas instituições', 'visão realista da mudança', 'liderança em carreiras incomuns'],
    challenges: ['conflito com a autoridade', 'ambição fria ou rígida', 'medo da instabilidade', 'agarrar-se ao controle enquanto exige mudança'],
  },
  Aquarius: {
    summary: 'Urano em Aquário está em seu domicílio e enche uma geração de ideais de igualdade, de comunidade e de invenção voltada para o futuro.',
    description: `Aqui Urano atua no próprio signo. Aquário é ar fixo, regido tradicionalmente por Saturno e, na prática moderna, pelo próprio Urano, e a combinação é fortemente idealista: ideias sobre o grupo, a igualdade de direitos, a ciência e o futuro circulam livremente. A geração nascida com esse posicionamento tende a se sentir à vontade com redes, tecnologia e causas que atravessam fronteiras nacionais. Para cada pessoa, pode aparecer como um instinto de justiça, um círculo de amigos improváveis ou uma mente que gosta de sistemas e de imaginar como poderiam melhorar.

O lado saturnino dá estrutura ao sonho. As visões muitas vezes ganham corpo em organizações, clubes e movimentos feitos para durar, e pode haver real habilidade para reunir pessoas em torno de um objetivo comum.

O risco é o distanciamento. Os princípios podem importar mais que as pessoas, e o ar fixo pode se agarrar com teimosia a uma ideia muito depois de ela ter passado. A individualidade pode descambar para a frieza ou para o hábito de contrariar por contrariar.

O calor humano equilibra tudo isso. Quando o amor pela humanidade inclui a pessoa do outro lado da mesa, esse posicionamento se torna um exemplo vivo de como liberdade e amizade podem crescer juntas.`,
    keywords: ['igualdade', 'comunidade', 'inovação', 'visão de futuro', 'redes', 'idealismo'],
    strengths: ['forte senso de justiça', 'talento para construir comunidades', 'familiaridade com novas tecnologias', 'ideias originais e voltadas para o futuro'],
    challenges: ['distanciamento emocional', 'apego teimoso aos princípios', 'o hábito de contrariar', 'cuidar mais das causas do que das pessoas'],
  },
  Pisces: {
    summary: 'Urano em Peixes dissolve velhas fronteiras da crença e do sentimento, despertando imaginação, compaixão e novos caminhos para alcançar o invisível.',
    description: `Os sonhos se tornam fonte de mudança aqui. Peixes é água mutável, regido tradicionalmente por Júpiter e, na prática moderna, por Netuno, e é o signo da compaixão, da imaginação e do anseio por algo maior que o eu. Urano ali traz aberturas súbitas nesses domínios. A geração que nasce com ele tende a explorar novas formas de espiritualidade, de arte e de cura, e pode sentir pouca necessidade de respeitar os limites que os mais velhos davam por certos. No plano pessoal, isso pode se mostrar como uma intuição vívida, um dom artístico incomum ou lampejos de compreensão que chegam nos momentos de silêncio.

A regência de Júpiter traz generosidade, e o vínculo com Netuno traz visão. Aqui a liberdade é sentida como alívio dos papéis rígidos e como vontade de ajudar qualquer um que sofra. A música, o cinema e outras artes que borram a linha entre o real e o imaginado podem carregar verdadeiras descobertas.

Quando a confusão cresce, o dom pode ficar escorregadio. A fuga da realidade, planos nebulosos ou a tendência a ficar à deriva podem enfraquecer a capacidade de concluir. A sensibilidade pode virar sobrecarga.

Uma estrutura suave ajuda. Um ritmo diário estável dá a essa energia imaginativa e compassiva uma forma pela qual ela pode, de fato, mudar vidas.`,
    keywords: ['imaginação', 'compaixão', 'intuição', 'despertar espiritual', 'arte', 'cura'],
    strengths: ['intuição vívida', 'compaixão sem fronteiras', 'visão artística original', 'abertura a novos caminhos espirituais'],
    challenges: ['escapismo e deriva', 'planos nebulosos', 'sensibilidade que sobrecarrega', 'dificuldade de levar as coisas até o fim'],
  },
};
