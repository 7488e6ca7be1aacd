// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HouseCells } from '../../horoscope-event-text.js';

// What the Sun's month in a house, a planet's arrival in a house, a station and a retrograde period mean in each solar
// house. The 1st house first. A cell never names the planet, whose gender varies ("Vênus", "Marte"): the arriving
// planet is "a chegada", "a passagem", "essa visita".

export const SUN_ARRIVES_PT_BR: HouseCells = [
  [
    'A temporada do seu aniversário coloca você em primeiro lugar, para variar; permita-se ditar o ritmo e a pauta.',
    'Por cerca de quatro semanas, sua energia e sua presença são seus maiores trunfos, então apareça pessoalmente.',
    'Renove-se: um plano para o ano que vem, escrito agora, terá uma convicção fora do comum.',
  ],
  [
    'No próximo mês, o dinheiro, as habilidades e os seus bens ficam sob a luz; organize tudo e pergunte quanto vale.',
    'É uma boa fase para aumentar seus preços, vender o que não usa e comprar o que dura.',
    'Sua confiança cresce quando você conta o que tem, e não o que falta.',
  ],
  [
    'Começam quatro semanas agitadas de mensagens, pequenas viagens e conversas; deixe um caderno à mão.',
    'A curiosidade se anima: leia, pergunte, escreva e visite quem mora perto.',
    'Suas palavras têm alcance agora, então use-as nas cartas e ligações que importam.',
  ],
  [
    'A casa e a família vêm primeiro por um mês; um ninho em ordem facilita o resto da vida.',
    'Sua vida privada quer o seu calor, então passe as noites em casa e crie raízes.',
    'É um mês para a história da família, as fotos antigas e para deixar o seu espaço com a sua cara.',
  ],
  [
    'Começa um mês de diversão; romance, passatempos e ousadias criativas brilham.',
    'Devolva a alegria à agenda: jogos, encontros, arte e tempo com as crianças contam agora como trabalho de verdade.',
    'O coração quer ser generoso e visível, então crie alguma coisa e mostre.',
  ],
  [
    'O foco se volta para os hábitos de trabalho e a saúde; quatro semanas de pequenas melhorias fazem diferença.',
    'Seja útil e gentil com o corpo; as rotinas que você acertar agora vão sustentar você até a próxima estação.',
    'Esvazie a caixa de entrada, marque os exames de rotina e reorganize a mesa; a ordem traz a sua própria calma.',
  ],
  [
    'Os parceiros ocupam o centro do palco por um mês; você aprende sobre si através de quem está do outro lado da mesa.',
    'É uma boa temporada para contratos, mediações e tempo a dois; você não precisa fazer tudo por conta própria.',
    'Os outros definem parte da agenda agora, e ir ao encontro deles é sinal de força.',
  ],
  [
    'Por um mês, o dinheiro compartilhado e os laços íntimos pedem honestidade; confira suas dívidas e seus créditos.',
    'A intimidade e a confiança se aprofundam se você deixar, e velhos medos afrouxam um pouco o aperto.',
    'É um mês para pesquisas, consertos e para soltar aquilo de que você já não precisa.',
  ],
  [
    'Abre-se um mês de horizontes amplos: viagens, estudos, ensino e grandes perguntas estão favorecidos.',
    'Planeje uma viagem, inscreva-se numa aula ou leia algo bem longe da sua estante de sempre.',
    'Sua fé no futuro cresce a cada lugar e a cada ideia nova que você deixa entrar.',
  ],
  [
    'A carreira e a vida pública ganham um mês de luz; mire alto e deixe que vejam o seu trabalho.',
    'É a temporada de pedir a promoção, apresentar a ideia ou assumir a liderança no trabalho.',
    'A ambição parece natural agora, e quem está acima de você repara no esforço.',
  ],
  [
    'Amigos, grupos e planos para o futuro enchem o mês; aceite os convites.',
    'A colaboração rende mais do que o esforço solitário agora, e uma rede pode levar uma esperança mais longe.',
    'Passe tempo com quem compartilha suas esperanças e deixe que essas pessoas lembrem você do que está buscando.',
  ],
  [
    'O mês antes da temporada do seu aniversário pede descanso, reflexão e pontas soltas amarradas.',
    'Desacelere, durma mais e resolva os assuntos antigos antes que comece o novo ano da sua vida.',
    'O trabalho discreto nos bastidores vai bem agora, e ajudar os outros sem alarde também.',
  ],
];

export const PLANET_ARRIVES_PT_BR: HouseCells = [
  [
    'A chegada tinge o modo como você se mostra, então os outros devem notar a mudança antes de você.',
    'Um novo jeito de vestir, de falar ou de se portar cai bem agora; use-o para começar algo pessoal.',
    'Você sente isso no corpo e no humor, como uma nota nova no modo de encarar cada dia.',
  ],
  [
    'A passagem entra nos assuntos de ganhar e gastar, então confira os números antes de agir.',
    'Salário, compras e os seus bens entram em revisão; fique com o que de fato sustenta você.',
    'Seu senso de valor está em jogo, então dê valor ao seu tempo tanto quanto ao seu dinheiro.',
  ],
  [
    'Conversas, recados e pequenas viagens ocupam mais espaço no calendário por um tempo.',
    'Espere mais mensagens e mais idas e vindas pelo bairro.',
    'Seu jeito de aprender e de falar muda de tom; repare no que isso facilita.',
  ],
  [
    'A vida em casa e a família sentem a diferença primeiro.',
    'Essa presença se instala no seu mundo privado, e os planos domésticos ganham impulso.',
    'Raízes, pais e o lugar onde você mora são onde você vai notar a novidade.',
  ],
  [
    'Prazer, romance e trabalho criativo tomam mais das suas noites.',
    'Essa visita alcança o lado da vida feito para a diversão, o que é uma boa notícia para passatempos e encontros.',
    'É nas crianças, na arte e na brincadeira que a diferença aparece.',
  ],
  [
    'Uma rotina de trabalho ou um hábito de saúde é a primeira coisa a mudar.',
    'Sua agenda diária sente o efeito; ajuste a rotina em vez de brigar com ela.',
    'Colegas e tarefas trazem pequenas chances de fazer melhor; aproveite-as.',
  ],
  [
    'Seu par, ou um contrato do qual você depende, mostra a mudança primeiro.',
    'A chegada se dá na parte da vida que você divide a dois, então é nos relacionamentos que ela aparece.',
    'Negociações e compromissos sobem para o topo da lista.',
  ],
  [
    'Contas conjuntas, dívidas e o seu laço mais íntimo pedem atenção honesta.',
    'Dinheiro em comum, confiança e intimidade pedem conversa clara, e não suposições.',
    'Essa passagem mexe em assuntos que você costuma guardar para si, então trate-os com cuidado.',
  ],
  [
    'As viagens, os estudos e a sua visão da vida sentem a mudança.',
    'O trânsito toca a parte de você que quer aprender e rodar o mundo.',
    'Crenças e viagens longas ficam abertas à mudança.',
  ],
  [
    'Sua carreira e sua imagem pública atraem mais da sua atenção.',
    'A chegada se dá no campo em que o que conta são os resultados, então ponha essa energia para trabalhar.',
    'As ambições ficam mais afiadas, e sua reputação vai mais longe.',
  ],
  [
    'Amigos, grupos e planos para o futuro definem boa parte da agenda.',
    'Agora o movimento passa pelo terreno que você divide com aliados e redes.',
    'As esperanças e a vida social mudam primeiro, muitas vezes por meio de um contato novo.',
  ],
  [
    'A influência age nos bastidores, no descanso, na reflexão e nos assuntos pendentes.',
    'Talvez você sinta isso mais nos sonhos e nas horas quietas do que nos acontecimentos.',
    'O momento pede um pouco de solidão e um ritmo mais suave.',
  ],
];

export const STATION_RETROGRADE_PT_BR: HouseCells = [
  [
    'Repense um plano pessoal em vez de forçá-lo; uma pausa agora evita uma largada em falso.',
    'Talvez você revisite uma velha imagem de si e decida que partes ainda servem.',
  ],
  [
    'Revise o orçamento de novo, adie as grandes compras e procure o dinheiro que lhe devem.',
    'Uma velha questão sobre o que você valoriza volta para um segundo olhar.',
  ],
  [
    'Confira duas vezes mensagens, horários de viagem e papéis; mal-entendidos acontecem fácil e têm conserto.',
    'Uma conversa antiga, talvez com um irmão ou vizinho, volta em busca de um final melhor.',
  ],
  [
    'Consertos em casa ou assuntos de família podem pedir uma segunda rodada; a paciência vence a pressa.',
    'O passado visita o presente dentro de casa, por meio de fotos antigas, de um parente ou de um cômodo que você pretendia esvaziar.',
  ],
  [
    'Uma antiga paixão, uma obra criativa inacabada ou um passatempo abandonado dá a volta e reaparece.',
    'Revise em vez de lançar qualquer coisa feita por prazer; o segundo rascunho é melhor.',
  ],
  [
    'Os sistemas de trabalho e as rotinas de saúde pedem revisão; conserte o que está quebrado antes de acrescentar algo novo.',
    'Atrasos no trabalho são prováveis, então deixe margens e faça cópias de segurança dos arquivos.',
  ],
  [
    'Uma relação ou um acordo precisa de outro olhar; reabra os termos com calma.',
    'Alguém do passado pode reaparecer, e uma parceria pode precisar ser renegociada.',
  ],
  [
    'Revise o dinheiro em comum, os empréstimos e as cláusulas dos contratos; velhas questões de confiança podem ressurgir.',
    'Sentimentos profundos voltam para ser digeridos; dê tempo a eles em vez de um veredito.',
  ],
  [
    'Planos de viagem e estudos podem escorregar; volte a um assunto ou a um lugar conhecido em vez de começar do zero.',
    'Suas crenças ganham um segundo olhar, o que não é nada mau.',
  ],
  [
    'Os movimentos na carreira desaceleram; dê acabamento ao trabalho em mãos antes de buscar o próximo degrau.',
    'Um antigo objetivo profissional ou contato pode voltar; pese-o com o que você sabe hoje.',
  ],
  [
    'Amigos do passado reaparecem e os planos em grupo pedem uma revisão.',
    'Revise suas esperanças para o ano e descarte as que pertencem a outra pessoa.',
  ],
  [
    'O trabalho interior se aprofunda; descanso, reflexão e a limpeza de velhas tralhas estão favorecidos.',
    'Lembranças antigas vêm à tona por um motivo; anote-as e deixe que ensinem você.',
  ],
];

export const STATION_DIRECT_PT_BR: HouseCells = [
  [
    'Os planos pessoais podem andar de novo; leve com você as lições das últimas semanas.',
    'Você se sente mais você e pode pôr em ação o que decidiu enquanto tudo andava devagar.',
  ],
  [
    'Os assuntos de dinheiro desemperram; a compra ou a conversa sobre salário que você adiou pode seguir em frente.',
    'A clareza financeira volta, então ponha em prática o orçamento que revisou.',
  ],
  [
    'As mensagens voltam a fluir, e os planos travados por ruídos de comunicação podem ser retomados.',
    'Assine, envie e viaje com mais confiança daqui em diante.',
  ],
  [
    'Os planos para a casa voltam a avançar; o conserto ou a conversa em família recebe sinal verde.',
    'Os assuntos domésticos se acomodam, e você pode agir com base no que agora entende.',
  ],
  [
    'Os planos criativos e amorosos recuperam o fôlego; leve a versão revisada para o mundo.',
    'A diversão volta sem tanta dúvida e hesitação.',
  ],
  [
    'As rotinas de trabalho correm mais soltas, e o sistema que você consertou começa a render.',
    'Os projetos ligados à saúde podem avançar em terreno mais firme.',
  ],
  [
    'As conversas sobre a relação podem avançar; os termos que você revisitou estão prontos para o acordo.',
    'Fica mais fácil entender os parceiros e trabalhar com eles.',
  ],
  [
    'Questões de dinheiro em comum e de confiança podem ser resolvidas agora que os fatos apareceram.',
    'Agora dá para pôr em prática o que a revisão mais profunda mostrou.',
  ],
  [
    'Os planos de viagem e estudo seguem em frente; o atraso lhe deu um caminho melhor.',
    'Sua visão de mundo se firma, e você pode se comprometer com um rumo.',
  ],
  [
    'Os planos de carreira voltam a avançar; dê o passo que você preparou.',
    'Seu trabalho volta a ficar visível, então apresente a versão bem acabada.',
  ],
  [
    'Os planos em grupo e as amizades reencontram o prumo.',
    'As esperanças que você revisou estão prontas para a ação, com os aliados certos.',
  ],
  [
    'Você sai de uma fase de reflexão com a cabeça mais clara.',
    'O que você elaborou em particular está pronto para aparecer em pequenos gestos.',
  ],
];

export const RETROGRADE_ONGOING_PT_BR: HouseCells = [
  ['Mantenha flexíveis os lançamentos pessoais e deixe que as segundas impressões os melhorem.', 'É tempo de refinar sua imagem, e não de reinventá-la.'],
  ['Guarde os recibos e adie as compras grandes, se puder.', 'Velhos assuntos de dinheiro são mais fáceis de resolver do que novos de começar.'],
  ['Releia antes de enviar e confirme os horários duas vezes.', 'Ponha a conversa em dia com quem você já conhece em vez de correr atrás de contatos novos.'],
  ['Termine os serviços antigos da casa antes de começar outros.', 'Os assuntos de família ganham com paciência e uma segunda conversa.'],
  ['Retome um projeto criativo em vez de começar um novo.', 'Talvez valha a pena redescobrir um prazer antigo.'],
  ['Faça cópia do seu trabalho e mantenha as rotinas simples.', 'Conserte o sistema antes de acelerá-lo.'],
  ['Vá devagar com acordos novos e honre os antigos.', 'Deixe os parceiros explicarem duas vezes; a segunda versão é mais clara.'],
  ['Leia com atenção cada cláusula do que você divide ou deve.', 'Deixe os sentimentos antigos serem digeridos em vez de virarem ações apressadas.'],
  ['Reserve tempo extra para as viagens e deixe os estudos passarem por terreno conhecido.', 'Revise aquilo em que acredita antes de pregar para os outros.'],
  ['Aprimore o trabalho atual antes de brigar pelo próximo passo.', 'Contatos antigos podem ajudar mais do que os novos.'],
  ['Reate laços com velhos amigos e revise seus compromissos com grupos.', 'As esperanças ganham com uma revisão antes de um relançamento.'],
  ['Conceda-se descanso extra e tempo para refletir.', 'Os assuntos pendentes são mais fáceis de encerrar agora do que de ignorar.'],
];
