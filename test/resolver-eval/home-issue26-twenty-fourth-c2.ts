// Issue 26, round 24c, rules 3 and 4: a Chinese brand by its sound, a fan's word beside a cooker hood. Cases of our own, in homes of our own; none is a slice's request or home. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';
import { ALIAS_WHOLE } from './home-issue26-twenty-fourth-c3.js';

/** Rule 3: a brand written in Chinese characters for its sound is the home's Latin name that sounds so. */
const HAN_SOUND: EvalSuite[] = [
  home(
    'r24c_zh_jushi',
    'zh',
    [
      ['jushi', '起居室'],
      ['wofang', '卧房'],
    ],
    [
      ['jushi', 'media_player.sonos_era', 'Sonos Era 100'],
      ['jushi', 'media_player.jushi_tv', '起居室电视'],
      ['wofang', 'fan.dyson', 'Dyson TP07'],
      ['wofang', 'light.wofang', '卧房灯'],
    ],
    [
      c('brand han-sound', '索诺斯', ['media_player.sonos_era']),
      c('brand han-sound', '打开索诺斯音箱', ['media_player.sonos_era']),
      c('brand han-sound', '关掉代森', ['fan.dyson']),
      c('brand', '戴森', ['fan.dyson']),
      c('ordinary', '卧房灯', ['light.wofang']),
    ],
  ),
  home(
    'r24c_zh_gongyu',
    'zh',
    [
      ['keting', '客厅'],
      ['menting', '门厅'],
    ],
    [
      ['keting', 'light.nanoleaf', 'Nanoleaf Shapes'],
      ['keting', 'light.keting', '客厅吊灯'],
      ['menting', 'vacuum.roborock', 'Roborock Q7'],
      ['menting', 'sensor.netatmo', 'Netatmo 室内温度'],
    ],
    [
      c('brand han-sound', '纳诺利夫', ['light.nanoleaf']),
      c('brand han-sound', '罗伯罗克', ['vacuum.roborock']),
      c('brand', '石头', ['vacuum.roborock']),
      c('ordinary', '客厅吊灯', ['light.keting']),
    ],
  ),
  home(
    'r24c_zh_xiaowu',
    'zh',
    [
      ['shufang', '书房'],
      ['chufang', '厨房'],
    ],
    [
      ['shufang', 'vacuum.roomba', 'Roomba i7'],
      ['shufang', 'light.shufang', '书房台灯'],
      ['chufang', 'switch.kettle', '电水壶'],
    ],
    [
      c('brand han-sound', '启动轮巴', ['vacuum.roomba']),
      c('brand', '伦巴', ['vacuum.roomba']),
      c('ordinary', '书房台灯', ['light.shufang']),
    ],
  ),
];

/** Rule 4: a fan's word is no cooker hood, when other fans are there. */
const HOOD_APART: EvalSuite[] = [
  home(
    'r24c_en_semi',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['nursery', 'Nursery'],
      ['office', 'Office'],
    ],
    [
      ['kitchen', 'fan.range_hood', 'Range Hood'],
      ['nursery', 'fan.nursery', 'Nursery Fan'],
      ['office', 'fan.office', 'Office Fan'],
    ],
    [
      c('ask-one hood-apart', 'the fan', {
        ask: ['fan.nursery', 'fan.office'],
      }),
      c('ask-one hood-apart', 'both fans', ['fan.nursery', 'fan.office']),
      c('ask-one hood-apart', 'turn off the fans', ['fan.nursery', 'fan.office']),
      c('ordinary', 'the range hood', ['fan.range_hood']),
    ],
  ),
  home(
    'r24c_de_reihenhaus',
    'de',
    [
      ['kueche', 'Küche'],
      ['kind', 'Kinderzimmer'],
      ['arbeit', 'Arbeitszimmer'],
    ],
    [
      ['kueche', 'fan.dunstabzug', 'Dunstabzugshaube'],
      ['kind', 'fan.kind', 'Ventilator Kinderzimmer'],
      ['arbeit', 'fan.arbeit', 'Ventilator Arbeitszimmer'],
    ],
    [
      c('ask-one hood-apart', 'den Ventilator', {
        ask: ['fan.kind', 'fan.arbeit'],
      }),
      c('ask-one hood-apart', 'beide Ventilatoren', ['fan.kind', 'fan.arbeit']),
      c('ordinary', 'die Dunstabzugshaube', ['fan.dunstabzug']),
    ],
  ),
  home(
    'r24c_fr_maison',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['chambre', 'Chambre'],
      ['bureau', 'Bureau'],
    ],
    [
      ['cuisine', 'fan.hotte', 'Hotte'],
      ['chambre', 'fan.chambre', 'Ventilateur Chambre'],
      ['bureau', 'fan.bureau', 'Ventilateur Bureau'],
    ],
    [
      c('ask-one hood-apart', 'le ventilateur', {
        ask: ['fan.chambre', 'fan.bureau'],
      }),
      c('ask-one hood-apart', 'les ventilateurs', ['fan.chambre', 'fan.bureau']),
      c('ordinary', 'la hotte', ['fan.hotte']),
    ],
  ),
  home(
    'r24c_it_villetta',
    'it',
    [
      ['cucina', 'Cucina'],
      ['camera', 'Camera'],
      ['studio', 'Studio'],
    ],
    [
      ['cucina', 'fan.cappa', 'Cappa Cucina'],
      ['camera', 'fan.camera', 'Ventilatore Camera'],
      ['studio', 'fan.studio', 'Ventilatore Studio'],
    ],
    [
      c('ask-one hood-apart', 'il ventilatore', {
        ask: ['fan.camera', 'fan.studio'],
      }),
      c('ask-one hood-apart', 'spegni i ventilatori', ['fan.camera', 'fan.studio']),
      c('ordinary', 'la cappa', ['fan.cappa']),
    ],
  ),
  home(
    'r24c_nl_rijtjeshuis',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['slaapkamer', 'Slaapkamer'],
      ['zolder', 'Zolder'],
    ],
    [
      ['keuken', 'fan.afzuigkap', 'Afzuigkap'],
      ['slaapkamer', 'fan.slaapkamer', 'Ventilator Slaapkamer'],
      ['zolder', 'fan.zolder', 'Ventilator Zolder'],
    ],
    [
      c('ask-one hood-apart', 'de ventilator', {
        ask: ['fan.slaapkamer', 'fan.zolder'],
      }),
      c('ask-one hood-apart', 'de ventilatoren', ['fan.slaapkamer', 'fan.zolder']),
    ],
  ),
  home(
    'r24c_pt_moradia',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['quarto', 'Quarto'],
      ['sala', 'Sala'],
    ],
    [
      ['cozinha', 'fan.exaustor', 'Exaustor'],
      ['quarto', 'fan.quarto', 'Ventoinha Quarto'],
      ['sala', 'fan.sala', 'Ventoinha Sala'],
    ],
    [
      c('ask-one', 'a ventoinha', { ask: ['fan.quarto', 'fan.sala'] }),
      c('ask-one hood-apart', 'as ventoinhas', ['fan.quarto', 'fan.sala']),
      c('ordinary', 'o exaustor', ['fan.exaustor']),
    ],
  ),
  home(
    'r24c_pl_blizniak',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['sypialnia', 'Sypialnia'],
      ['biuro', 'Biuro'],
    ],
    [
      ['kuchnia', 'fan.okap', 'Okap'],
      ['sypialnia', 'fan.sypialnia', 'Wentylator Sypialnia'],
      ['biuro', 'fan.biuro', 'Wentylator Biuro'],
    ],
    [
      c('ask-one hood-apart', 'wentylator', {
        ask: ['fan.sypialnia', 'fan.biuro'],
      }),
      c('ask-one', 'oba wentylatory', ['fan.sypialnia', 'fan.biuro']),
      c('ordinary', 'okap', ['fan.okap']),
    ],
  ),
  home(
    'r24c_sv_radhus',
    'sv',
    [
      ['kok', 'Kök'],
      ['sovrum', 'Sovrum'],
      ['kontor', 'Kontor'],
    ],
    [
      ['kok', 'fan.koksflakt', 'Köksfläkt'],
      ['sovrum', 'fan.sovrum', 'Fläkt Sovrum'],
      ['kontor', 'fan.kontor', 'Fläkt Kontor'],
    ],
    [
      c('ask-one hood-apart', 'fläkten', { ask: ['fan.sovrum', 'fan.kontor'] }),
      c('ask-one hood-apart', 'fläktarna', ['fan.sovrum', 'fan.kontor']),
    ],
  ),
  home(
    'r24c_da_raekkehus',
    'da',
    [
      ['koekken', 'Køkken'],
      ['sovevaerelse', 'Soveværelse'],
      ['kontor', 'Kontor'],
    ],
    [
      ['koekken', 'fan.emhaette', 'Emhætte'],
      ['sovevaerelse', 'fan.sove', 'Blæser Soveværelse'],
      ['kontor', 'fan.kontor', 'Blæser Kontor'],
    ],
    [
      c('ask-one', 'blæseren', { ask: ['fan.sove', 'fan.kontor'] }),
      c('ask-one', 'begge blæsere', ['fan.sove', 'fan.kontor']),
      c('ordinary', 'emhætten', ['fan.emhaette']),
    ],
  ),
  home(
    'r24c_ko_jutaek',
    'ko',
    [
      ['jubang', '주방'],
      ['anbang', '안방'],
      ['jageunbang', '작은방'],
    ],
    [
      ['jubang', 'fan.hood', '레인지후드'],
      ['anbang', 'fan.anbang', '안방 팬'],
      ['jageunbang', 'fan.jageun', '작은방 팬'],
    ],
    [c('ask-one', '팬', { ask: ['fan.anbang', 'fan.jageun'] }), c('ordinary', '레인지후드', ['fan.hood'])],
  ),
  home(
    'r24c_ja_ikkodate',
    'ja',
    [
      ['daidokoro', '台所'],
      ['shinshitsu', '寝室'],
      ['shosai', '書斎'],
    ],
    [
      ['daidokoro', 'fan.hood', 'レンジフード'],
      ['shinshitsu', 'fan.shinshitsu', '寝室ファン'],
      ['shosai', 'fan.shosai', '書斎ファン'],
    ],
    [
      c('ask-one', 'ファン', { ask: ['fan.shinshitsu', 'fan.shosai'] }),
      c('ordinary', 'レンジフード', ['fan.hood']),
    ],
  ),
  home(
    'r24c_zh_bieshu',
    'zh',
    [
      ['chufang', '厨房'],
      ['woshi', '卧室'],
      ['shufang', '书房'],
    ],
    [
      ['chufang', 'fan.youyanji', '抽油烟机'],
      ['woshi', 'fan.woshi', '卧室风扇'],
      ['shufang', 'fan.shufang', '书房风扇'],
    ],
    [
      c('ask-one hood-apart', '风扇', { ask: ['fan.woshi', 'fan.shufang'] }),
      c('ask-one hood-apart', '所有风扇', ['fan.woshi', 'fan.shufang']),
      c('ordinary', '抽油烟机', ['fan.youyanji']),
    ],
  ),
  home(
    'r24c_en_bungalow',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bath', 'Bathroom'],
      ['bed', 'Bedroom'],
    ],
    [
      ['kitchen', 'fan.cooker_hood', 'Cooker Hood'],
      ['bath', 'fan.bathroom', 'Bathroom Vent'],
      ['bed', 'fan.bedroom', 'Bedroom Fan'],
    ],
    [
      c('ordinary', 'the fan in the kitchen', ['fan.cooker_hood']),
      c('ordinary', 'the kitchen fan', ['fan.cooker_hood']),
      c('ordinary', 'the bathroom fan', ['fan.bathroom']),
    ],
  ),
  home(
    'r24c_en_studio',
    'en',
    [
      ['kitchen', 'Kitchenette'],
      ['living', 'Living Area'],
    ],
    [
      ['kitchen', 'fan.hood', 'Cooker Hood'],
      ['living', 'light.living', 'Living Area Light'],
    ],
    [c('ordinary', 'the fan', ['fan.hood'])],
  ),
];

export const TWENTY_FOURTH_ROUND_C2: EvalSuite[] = [...HAN_SOUND, ...HOOD_APART, ...ALIAS_WHOLE];
