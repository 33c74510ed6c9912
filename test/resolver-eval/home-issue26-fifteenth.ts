// Issue 26, fifteenth round: a case or two per rule in homes of our own, none of them a slice's
// requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

const PAIR = { ask: ['light.one', 'light.two'] };
const BOTH = ['light.one', 'light.two'];
const KITCHEN = ['light.k1', 'light.k2'];

/**
 * A hall whose only lights are two told apart by a number or a side ("Spot 1", "Spot 2"), and a kitchen
 * with two lights named otherwise: "the hall light" is one of the two (ask which), "the kitchen light"
 * is the kitchen's lighting, and plurals, "both" and "all" act on the pair.
 */
function siblingHall(
  id: string,
  language: string,
  rooms: [hall: string, kitchen: string],
  names: [string, string, string, string],
  ask: string[],
  all: string[],
  kitchen: string[],
): EvalSuite {
  return home(
    id,
    language,
    [
      ['hall', rooms[0]],
      ['kitchen', rooms[1]],
    ],
    [
      ['hall', 'light.one', names[0]],
      ['hall', 'light.two', names[1]],
      ['hall', 'media_player.speaker', 'Speaker'],
      ['kitchen', 'light.k1', names[2]],
      ['kitchen', 'light.k2', names[3]],
    ],
    [
      ...ask.map((say) => c('ask-one sibling-light', say, PAIR)),
      ...all.map((say) => c('ordinary sibling-light', say, BOTH)),
      ...kitchen.map((say) => c('ordinary sibling-light', say, KITCHEN)),
    ],
  );
}

/** Rule 1: a singular domain word ("light", "Licht", "luz", "불", "電気", "灯") among exact siblings asks which. */
const SIBLING_LIGHTS: EvalSuite[] = [
  siblingHall(
    'r15_en_landing',
    'en',
    ['Landing', 'Kitchen'],
    ['Globe bulb 1', 'Globe bulb 2', 'Worktop Strip', 'Cooker Hood Lamp'],
    ['the landing light', 'the light on the landing'],
    ['landing lights', 'both landing lights', 'all the lights on the landing', 'the landing lighting'],
    ['the kitchen light'],
  ),
  siblingHall(
    'r15_en_stable',
    'en',
    ['Stable', 'Tack Room'],
    ['Stable 1', 'Stable 2', 'Tack Room Bulb', 'Saddle Rack Spot'],
    ['the light in the stable'],
    ['the stable lights'],
    ['the tack room light'],
  ),
  siblingHall(
    'r15_de_flur',
    'de',
    ['Flur', 'Küche'],
    ['Spot links', 'Spot rechts', 'Arbeitsplatte', 'Deckenleuchte'],
    ['das Licht im Flur', 'Flurlicht'],
    ['die Lichter im Flur', 'beide Lichter im Flur', 'die Beleuchtung im Flur'],
    ['das Licht in der Küche'],
  ),
  siblingHall(
    'r15_es_pasillo',
    'es',
    ['Pasillo', 'Cocina'],
    ['Foco 1', 'Foco 2', 'Tira encimera', 'Campana'],
    ['la luz del pasillo'],
    ['las luces del pasillo', 'todas las luces del pasillo'],
    ['la luz de la cocina'],
  ),
  siblingHall(
    'r15_fr_couloir',
    'fr',
    ['Couloir', 'Cuisine'],
    ['Spot gauche', 'Spot droit', 'Plan de travail', 'Suspension'],
    ['la lumière du couloir'],
    ['les lumières du couloir'],
    ['la lumière de la cuisine'],
  ),
  siblingHall(
    'r15_it_corridoio',
    'it',
    ['Corridoio', 'Cucina'],
    ['Faretto 1', 'Faretto 2', 'Sottopensile', 'Cappa'],
    ['la luce del corridoio'],
    ['le luci del corridoio', 'tutte le luci del corridoio'],
    ['la luce della cucina'],
  ),
  siblingHall(
    'r15_nl_gang',
    'nl',
    ['Gang', 'Keuken'],
    ['Spot 1', 'Spot 2', 'Werkblad', 'Afzuigkap'],
    ['het licht in de gang'],
    ['de lichten in de gang'],
    ['het licht in de keuken'],
  ),
  siblingHall(
    'r15_pt_corredor',
    'pt',
    ['Corredor', 'Cozinha'],
    ['Foco esquerdo', 'Foco direito', 'Bancada', 'Exaustor'],
    ['a luz do corredor'],
    ['as luzes do corredor'],
    ['a luz da cozinha'],
  ),
  siblingHall(
    'r15_pl_przedpokoj',
    'pl',
    ['Przedpokój', 'Kuchnia'],
    ['Oprawa 1', 'Oprawa 2', 'Blat', 'Okap'],
    ['światło w przedpokoju'],
    ['światła w przedpokoju'],
    ['światło w kuchni'],
  ),
  siblingHall(
    'r15_sv_hall',
    'sv',
    ['Hall', 'Kök'],
    ['Spot 1', 'Spot 2', 'Bänkbelysning', 'Köksfläkt'],
    ['ljuset i hallen', 'lampan i hallen'],
    ['lamporna i hallen'],
    ['ljuset i köket'],
  ),
  siblingHall(
    'r15_da_gang',
    'da',
    ['Gang', 'Køkken'],
    ['Spot venstre', 'Spot højre', 'Bordplade', 'Emhætte'],
    ['lyset i gangen', 'lampen i gangen'],
    ['lamperne i gangen'],
    ['lyset i køkkenet'],
  ),
  siblingHall(
    'r15_ko_hall',
    'ko',
    ['복도', '주방'],
    ['전구 1', '전구 2', '싱크대', '후드'],
    ['복도 불', '복도 조명'],
    ['복도 조명 전부'],
    ['주방 조명'],
  ),
  siblingHall(
    'r15_ja_hall',
    'ja',
    ['廊下', 'キッチン'],
    ['電球 1', '電球 2', '手元灯', 'レンジフード'],
    ['廊下の電気', '廊下の照明'],
    ['廊下の電気全部'],
    ['キッチンの電気'],
  ),
  siblingHall(
    'r15_zh_hall',
    'zh',
    ['走廊', '厨房'],
    ['筒灯 1', '筒灯 2', '橱柜灯', '油烟机'],
    ['走廊的灯', '走廊灯'],
    ['走廊所有灯'],
    ['厨房灯'],
  ),
];

/**
 * Rule 2: a Japanese or Chinese name said with の or 的 between its parts is that name. (Korean "거실의
 * 조명" or "거실 조명" for a "거실조명" already found it: the name's compact form matched.)
 */
const PARTICLE_NAMES: EvalSuite[] = [
  home(
    'r15_ja_particle',
    'ja',
    [
      ['living', 'リビング'],
      ['bedroom', '寝室'],
      ['entry', '玄関'],
    ],
    [
      ['living', 'light.living_main', 'リビング照明'],
      ['living', 'light.floor', 'フロアランプ'],
      ['living', 'light.tv_back', 'テレビ裏ライト'],
      ['bedroom', 'light.bedroom', '寝室ライト'],
      ['bedroom', 'light.reading', '読書灯'],
      ['entry', 'light.entry', '玄関照明'],
      ['entry', 'light.entry_sensor', '人感センサーライト'],
    ],
    [
      c('name-wins particle', 'リビングの照明', ['light.living_main']),
      c('name-wins particle', '玄関の照明', ['light.entry']),
      // No light is named "リビング電気" or "寝室電気": the room's lights, as before.
      c('ordinary particle', 'リビングの電気', ['light.living_main', 'light.floor', 'light.tv_back']),
      c('ordinary particle', '寝室の電気', ['light.bedroom', 'light.reading']),
    ],
  ),
  home(
    'r15_zh_particle',
    'zh',
    [
      ['living', '客厅'],
      ['bedroom', '卧室'],
      ['dining', '餐厅'],
    ],
    [
      ['living', 'light.living_pendant', '客厅吊灯'],
      ['living', 'light.floor', '落地灯'],
      ['living', 'light.strip', '灯带'],
      ['bedroom', 'light.bedroom', '卧室灯'],
      ['bedroom', 'light.bedside', '床头灯'],
      ['dining', 'light.dining', '餐厅灯'],
      ['dining', 'light.cabinet', '酒柜灯'],
    ],
    [
      c('name-wins particle', '卧室的灯', ['light.bedroom']),
      c('name-wins particle', '餐厅的灯', ['light.dining']),
      // No light is named "客厅灯": the room's lights, as before.
      c('ordinary particle', '客厅的灯', ['light.living_pendant', 'light.floor', 'light.strip']),
    ],
  ),
];

export const FIFTEENTH_ROUND: EvalSuite[] = [...SIBLING_LIGHTS, ...PARTICLE_NAMES];
