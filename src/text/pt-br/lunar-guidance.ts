// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { LunarGuidanceText } from '../lunar-guidance-text.js';
import type { PartialText } from '../partial-text.js';

// The items are short activities, as the English: an infinitive or a noun phrase, lower case, no final period, and
// the horoscopes' "você" with no adjective that assumes the reader's gender. Every sign's `bestFor` follows
// "para" in `bestForPrefix` (the void-of-course day) and stands alone, capitalised, on any other day, so each one
// opens with an infinitive or a noun without article.

/** The lunar guidance in Brazilian Portuguese: by the Moon's sign, its phase, and while it is void of course; absent reads English. */
export const LUNAR_GUIDANCE_TEXT_PT_BR: PartialText<LunarGuidanceText> = {
  moonSigns: {
    Aries: {
      favorable: ['começar um treino ou um projeto ousado', 'tomar uma decisão rápida', 'defender a própria posição'],
      unfavorable: ['negociações delicadas', 'tarefas que exigem paciência'],
      bestFor: 'dar o primeiro passo naquilo que você vem adiando',
    },
    Taurus: {
      favorable: ['jardinagem e cozinha', 'fazer o orçamento e comprar coisas feitas para durar', 'descanso e conforto do corpo'],
      unfavorable: ['mudanças de plano repentinas', 'apressar quem quer que seja'],
      bestFor: 'trabalho lento e firme, com tempo para os prazeres simples',
    },
    Gemini: {
      favorable: ['escrever, telefonar e mandar mensagens', 'pequenas viagens e tarefas na rua', 'aprender algo novo'],
      unfavorable: ['longas horas de concentração solitária', 'compromissos sérios assumidos às pressas'],
      bestFor: 'conversas, papelada e coleta de informações',
    },
    Cancer: {
      favorable: ['tempo em casa e com a família', 'cozinhar e cuidar de alguém', 'arrumar o ninho'],
      unfavorable: ['confrontos', 'expor em público assuntos privados'],
      bestFor: 'cuidar de si e das pessoas mais próximas',
    },
    Leo: {
      favorable: ['trabalho criativo e apresentações', 'festas e brincadeiras', 'gestos generosos'],
      unfavorable: ['tarefas ingratas nos bastidores', 'levar as críticas para o lado pessoal'],
      bestFor: 'mostrar o seu trabalho e aproveitar os holofotes',
    },
    Virgo: {
      favorable: ['organizar e limpar', 'hábitos de saúde e exames de rotina', 'revisar textos e cuidar dos detalhes'],
      unfavorable: ['gestos grandiosos', 'deixar pontas soltas'],
      bestFor: 'pôr em ordem, consertar e melhorar o que já existe',
    },
    Libra: {
      favorable: ['reuniões e parcerias', 'embelezar o seu espaço', 'resolver desentendimentos'],
      unfavorable: ['trabalhar totalmente a sós', 'forçar um desfecho que só favorece um lado'],
      bestFor: 'cooperação, diplomacia e encontros sociais',
    },
    Scorpio: {
      favorable: ['pesquisa e investigação', 'descartar o que já não serve', 'conversas francas de coração aberto'],
      unfavorable: ['papo superficial', 'emprestar dinheiro sem pensar'],
      bestFor: 'ir a fundo nas coisas',
    },
    Sagittarius: {
      favorable: ['viagens e estudos', 'planejar com visão de conjunto', 'atividades ao ar livre'],
      unfavorable: ['tarefas cheias de detalhes', 'fazer promessas que você não tem como conferir'],
      bestFor: 'explorar, ensinar e ampliar os horizontes',
    },
    Capricorn: {
      favorable: ['decisões de carreira e planos de longo prazo', 'trabalho bem estruturado', 'cumprir prazos'],
      unfavorable: ['gastos fúteis', 'decisões tomadas pela emoção'],
      bestFor: 'esforço disciplinado rumo a uma meta duradoura',
    },
    Aquarius: {
      favorable: ['trabalho em grupo e rede de contatos', 'tecnologia e experimentos', 'tentar um caminho fora do comum'],
      unfavorable: ['rotinas rígidas', 'cobrar garantias afetivas'],
      bestFor: 'colaboração e ideias novas',
    },
    Pisces: {
      favorable: ['descanso, meditação e retiro', 'arte e música', 'gestos de compaixão'],
      unfavorable: ['contratos com letras miúdas', 'cálculos precisos'],
      bestFor: 'imaginação, reflexão e recuperação tranquila',
    },
  },
  phases: {
    'New Moon': {
      favorable: ['definir intenções', 'plantar as sementes de novos planos'],
      unfavorable: ['lançar algo em público antes de o plano estar claro'],
    },
    'Waxing Crescent': {
      favorable: ['primeiros passos concretos', 'reunir recursos'],
      unfavorable: ['desistir diante do primeiro obstáculo'],
    },
    'First Quarter': {
      favorable: ['ação decidida', 'vencer resistências'],
      unfavorable: ['fugir de escolhas necessárias'],
    },
    'Waxing Gibbous': {
      favorable: ['aperfeiçoar e ajustar', 'preparar um lançamento'],
      unfavorable: ['recomeçar do zero'],
    },
    'Full Moon': {
      favorable: ['concluir e apresentar um trabalho', 'celebrar os resultados'],
      unfavorable: ['deixar os conflitos crescerem', 'assumir compromissos demais com as emoções à flor da pele'],
    },
    'Waning Gibbous': {
      favorable: ['compartilhar o que você aprendeu', 'expressar gratidão'],
      unfavorable: ['iniciar empreitadas longas'],
    },
    'Last Quarter': {
      favorable: ['desapegar e liberar espaço', 'rever o que deu certo'],
      unfavorable: ['agarrar-se a planos que já cumpriram o seu ciclo'],
    },
    'Waning Crescent': {
      favorable: ['descanso e recuperação', 'reflexão silenciosa'],
      unfavorable: ['lançar novos projetos', 'compras importantes'],
    },
  },
  voidOfCourse: {
    favorable: ['tarefas de rotina já em andamento', 'descanso e reflexão'],
    unfavorable: ['começar qualquer coisa nova', 'assinar acordos', 'compras de vulto'],
    bestForPrefix: 'Enquanto a Lua estiver fora de curso, mantenha a rotina; de resto, o dia é bom para',
  },
};
