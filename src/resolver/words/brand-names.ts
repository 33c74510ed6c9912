// Brand and product names across scripts: "룸바", "ルンバ" and "Roomba" are one device; "石头" is
// Roborock's Chinese name. The index adds the Latin name to every entity whose name spells the brand
// in another script, and a phrase's brand words are read as the Latin name. Vocabulary only.
import { normalizeText } from '../normalize-text.js';
import { JOINED_MAKER_WORDS } from './joined-makers.js';

/** Latin name → how Korean, Japanese and Chinese write it ("|"-separated, normalized on load). */
const BRANDS: Record<string, string> = {
  roomba: '룸바|ルンバ|伦巴',
  braava: '브라바|ブラーバ',
  irobot: '아이로봇|アイロボット',
  roborock: '로보락|ロボロック|石头|石頭',
  ecovacs: '에코백스|エコバックス|科沃斯',
  deebot: '디봇|ディーボット|地宝',
  dreame: '드리미|ドリーミー|追觅',
  jetbot: '젯봇|제트봇|ジェットボット',
  eufy: '유피|ユーフィ',
  xiaomi: '샤오미|シャオミ|小米',
  mijia: '미지아|米家',
  dyson: '다이슨|ダイソン|戴森',
  sonos: '소노스|ソノス|搜诺思',
  bose: 'ボーズ|博士',
  homepod: '홈팟|ホームポッド',
  'apple tv': '애플 tv|애플티비|アップルtv|アップルテレビ|苹果电视|苹果tv|蘋果電視',
  echo: '에코|エコー',
  'echo show': '에코쇼|에코 쇼|エコーショー',
  'echo dot': '에코닷|에코 닷|エコードット',
  alexa: '알렉사|アレクサ',
  google: '구글|グーグル|谷歌',
  'google home': '구글 홈|구글홈|グーグルホーム|谷歌音箱',
  'nest hub': '네스트 허브|네스트허브|ネストハブ',
  nest: '네스트|ネスト',
  chromecast: '크롬캐스트|クロームキャスト',
  philips: '필립스|フィリップス|飞利浦',
  'philips hue': '필립스 휴|필립스휴|フィリップスヒュー|フィリップス ヒュー|飞利浦hue',
  hue: 'ヒュー',
  bravia: '브라비아|ブラビア',
  'nest mini': '네스트 미니|네스트미니|ネストミニ',
  'fire tv': '파이어 tv|파이어tv|ファイアtv|ファイヤーtv',
  // With the short names people give them: Korean "플스", "엑박", Japanese "プレステ", "ファイアスティック".
  'fire tv stick':
    '파이어 tv 스틱|파이어스틱|파이어 스틱|ファイアtvスティック|ファイアスティック|ファイヤースティック',
  playstation: '플레이스테이션|플스|プレイステーション|プレステ',
  xbox: '엑스박스|엑박|エックスボックス',
  lg: '엘지|乐金',
  // LG's and Samsung's air-conditioner lines as their Korean pages write them (LG 휘센 WHISEN, Samsung 무풍
  // WindFree).
  whisen: '휘센',
  windfree: '무풍',
  hisense: '하이센스|ハイセンス|海信',
  tcl: '티씨엘',
  gree: '格力',
  midea: 'マイディア|美的',
  hitachi: '히타치|日立',
  fujitsu: '후지쯔|富士通',
  tatung: '大同',
  sampo: '声宝|聲寶',
  cuckoo: '쿠쿠',
  coway: '코웨이',
  winix: '위닉스',
  'iris ohyama': 'アイリスオーヤマ',
  xiaoai: '小爱|小爱同学|小愛|小愛同學|샤오아이',
  siri: '시리|シリ',
  bixby: '빅스비|ビクスビー',
  xiaodu: '小度',
  'tmall genie': '天猫精灵',
  ikea: '이케아|イケア|宜家',
  samsung: '삼성|サムスン|三星',
  sony: '소니|ソニー|索尼',
  panasonic: '파나소닉|パナソニック|松下',
  daikin: '다이킨|ダイキン|大金',
  // Boilers and heat pumps, as their makers are written where they sell them.
  vaillant: '바일란트|バイラント|威能',
  viessmann: '비스만|フィースマン|菲斯曼',
  rinnai: '린나이|リンナイ|林内',
  navien: '나비엔|경동나비엔|ナビエン|纳碧安',
  baxi: '박시|バクシ|八喜',
  mitsubishi: '미쓰비시|三菱',
  tesla: '테슬라|テスラ|特斯拉',
  switchbot: '스위치봇|スイッチボット',
  aqara: '아카라|アカラ|绿米',
  yeelight: '이라이트|イーライト|易来',
  nanoleaf: '나노리프|ナノリーフ',
  netatmo: 'ネタトモ',
  arlo: '알로|アーロ',
  // Computer, network and 3D-printing makers of a home office, as Korea, Japan and China write them
  // ("群晖" for a "Synology DS220+", "ロジクール", Logitech's name in Japan, for "Logicool").
  synology: '시놀로지|シノロジー|群晖|群暉',
  qnap: '큐냅|キューナップ|威联通|威聯通',
  logitech: '로지텍|ロジテック|罗技|羅技',
  logicool: 'ロジクール',
  asus: '에이수스|아수스|エイスース|华硕|華碩',
  dell: '델|デル|戴尔|戴爾',
  lenovo: '레노버|レノボ|联想|聯想',
  hp: '에이치피|惠普',
  canon: '캐논|キヤノン|キャノン|佳能',
  brother: '브라더|ブラザー',
  netgear: '넷기어|ネットギア|网件|網件',
  'tp link': '티피링크|ティーピーリンク|普联|普聯',
  buffalo: '버팔로|バッファロー',
  elgato: '엘가토|エルガト',
  prusa: '프루사|プルサ',
  creality: '크리얼리티|クリアリティ|创想三维',
  'bambu lab': '뱀부랩|バンブーラボ|拓竹',
  miele: '밀레|ミーレ|美诺',
  bosch: '보쉬|ボッシュ|博世',
  siemens: '지멘스|シーメンス|西门子',
  balmuda: '발뮤다|バルミューダ',
  sharp: '샤프|シャープ|夏普',
  toshiba: '도시바|東芝|东芝',
  haier: '하이얼|ハイアール|海尔',
  huawei: '화웨이|ファーウェイ|华为',
  conga: '콩가',
  husqvarna: '허스크바나|ハスクバーナ|富世华',
  automower: '오토모어|オートモア',
  gardena: '가데나|ガルデナ|嘉丁拿',
  worx: '웍스|ワークス|威克士',
  landroid: '랜드로이드|ランドロイド',
  // Home cinema and audio makers, as Korea, Japan and China write them ("야마하", "デノン", "天龙功放").
  yamaha: '야마하|ヤマハ|雅马哈|山叶',
  denon: '데논|デノン|天龙|天龍',
  marantz: '마란츠|マランツ|马兰士',
  onkyo: '온쿄|オンキヨー|オンキョー|安桥',
  pioneer: '파이오니아|パイオニア|先锋',
  'harman kardon': '하만카돈|하만 카돈|ハーマンカードン|哈曼卡顿',
  jbl: '제이비엘',
  xgimi: '엑스지미|极米',
  epson: '엡손|エプソン|爱普生',
  benq: '벤큐|ベンキュー|明基',
  nintendo: '닌텐도|ニンテンドー|任天堂',
  // Kitchen and household appliance makers and coffee lines, as Korea, Japan and China write them, and
  // De'Longhi as its apostrophe leaves it ("de longhi").
  delonghi: '드롱기|デロンギ|德龙|德龍|de longhi',
  nespresso: '네스프레소|ネスプレッソ|奈斯派索',
  'dolce gusto': '돌체구스토|돌체 구스토|ドルチェグスト|ドルチェ グスト|多趣酷思',
  smeg: '스메그|スメッグ|斯麦格',
  electrolux: '일렉트로룩스|エレクトロラックス|伊莱克斯',
  whirlpool: '월풀|ワールプール|惠而浦',
  zojirushi: '조지루시|象印',
  kenwood: '켄우드|ケンウッド|凯伍德',
  tefal: '테팔|ティファール|特福',
  breville: '브레빌|ブレビル|铂富',
  thermomix: '써모믹스|サーモミックス|美善品',
  // Makers of one kind of thing, read as that kind where no name says them (maker-kinds.ts): cameras, blinds
  // and roof windows, robot vacuums and locks, as their Korean, Japanese and Chinese sites write them.
  hikvision: '하이크비전|ハイクビジョン|海康威视|海康威視|海康',
  dahua: '다후아|ダーファ|大华|大華',
  ezviz: '이지비즈|萤石|螢石',
  reolink: '리오링크|睿联|睿聯',
  somfy: '솜피|ソムフィ|尚飞|尚飛',
  velux: '벨룩스|ベルックス|威卢克斯',
  narwal: '나르왈|ナーワル|云鲸|雲鯨',
  yale: '예일|耶鲁|耶魯',
  // Smart locks, door locks and home security as their makers write them in Japan, Korea and China: CANDY
  // HOUSE's SESAME ("セサミ5"), Qrio ("キュリオロック"), bitkey's bitlock, Gateman (ASSA ABLOY Korea), SECOM
  // (Japan's and S-1's in Korea), ALSOK, Kaadas and Dessmann (their Chinese names).
  sesame: 'セサミ',
  qrio: 'キュリオ',
  bitlock: 'ビットロック',
  gateman: '게이트맨',
  secom: 'セコム|세콤',
  alsok: 'アルソック',
  kaadas: '凯迪仕|凱迪仕',
  dessmann: '德施曼',
  fotile: '方太',
  supor: '苏泊尔',
  joyoung: '九阳',
};

/**
 * What a brand alone in a name says the device is ("Front Room Sonos" is a speaker, "BRAVIA" a TV):
 * a kind word of the same table, so "the telly" is not the Sonos beside the TV.
 */
export const BRAND_KINDS: ReadonlyMap<string, string> = new Map([
  // "Nest" makes thermostats and cameras too, but kinds are compared within the domain asked: a Nest
  // media player (Mini, Audio, Hub, Studio) is a speaker or a smart display, never the TV beside it.
  ...'sonos bose homepod echo alexa nugu xiaoai xiaodu marshall jbl nest'
    .split(' ')
    .map((brand) => [brand, 'speaker'] as const),
  // Bang & Olufsen's lines: Beosound, Beoplay and Beolab are speakers, Beovision its TVs.
  ...'beosound beoplay beolab'.split(' ').map((brand) => [brand, 'speaker'] as const),
  ...'bravia beovision'.split(' ').map((brand) => [brand, 'tv'] as const),
  // A game console's makers and lines: "the TV" beside a "PlayStation 5" or an "Xbox" is the TV.
  ...'playstation ps5 ps4 ps3 xbox nintendo'.split(' ').map((brand) => [brand, 'console'] as const),
  // A streaming stick plays on the TV it is plugged into, whatever class its integration gives it: "la
  // televisão" beside a "Chromecast" is the TV.
  ...'chromecast firestick'.split(' ').map((brand) => [brand, 'media player'] as const),
]);

/**
 * The other Latin names a maker sells under ("小米" on a box that says "Mi Air Purifier"): a name that
 * says one of them also carries the maker's name.
 */
const SOLD_AS: Record<string, readonly string[]> = {
  xiaomi: ['mi', 'mijia', 'redmi'],
  mijia: ['mi', 'xiaomi'],
  irobot: ['roomba', 'braava'],
  ecovacs: ['deebot', 'yeedi'],
  // A maker named for its product line, as a small model often writes it ("husqvarna" for the
  // "Automower 305", "sony tv" for a "BRAVIA", "ikea lamp" for a "TRADFRI bulb").
  husqvarna: ['automower'],
  gardena: ['sileno'],
  worx: ['landroid'],
  bosch: ['indego'],
  stihl: ['imow'],
  segway: ['navimow'],
  mammotion: ['luba', 'yuka'],
  philips: ['hue', 'wiz'],
  signify: ['hue', 'wiz'],
  ikea: ['tradfri', 'dirigera', 'symfonisk', 'fyrtur', 'kadrilj', 'starkvind', 'vindstyrka', 'tretakt'],
  sony: ['bravia', 'playstation', 'ps5', 'ps4'],
  // A console said by its line for the model's short name ("la PlayStation" for a "PS5").
  playstation: ['ps5', 'ps4', 'ps3', 'psvr'],
  lg: ['webos', 'thinq', 'whisen'],
  amazon: ['echo', 'kindle'],
  apple: ['homepod'],
  anker: ['eufy', 'soundcore'],
  tplink: ['tapo', 'kasa'],
  cecotec: ['conga'],
  // A maker's own lines and the lines made with it (IKEA's Symfonisk speakers are Sonos inside).
  sonos: ['symfonisk'],
  denon: ['heos'],
  dahua: ['imou'],
  neato: ['botvac'],
  chamberlain: ['myq', 'liftmaster'],
  liftmaster: ['myq'],
  // Bang & Olufsen, said in its two words ("bang olufsen højttaleren" for a "Beosound Balance").
  bang: ['beosound', 'beoplay', 'beolab', 'beovision'],
  olufsen: ['beosound', 'beoplay', 'beolab', 'beovision'],
  // Makers whose name joins two names (joined-makers.ts reads "B&O", "bang og olufsen" as "bangolufsen").
  bangolufsen: ['beosound', 'beoplay', 'beolab', 'beovision'],
  bowerswilkins: ['zeppelin', 'formation', 'panorama'],
  fisherpaykel: ['dishdrawer'],
  netatmo: ['coach'],
  // A voice assistant is called by its wake word ("la Alexa de la cocina", "Hey Google", "Siri"): a
  // name that says the speaker it lives in carries the assistant's name too.
  alexa: ['echo'],
  google: ['nest', 'chromecast'],
  siri: ['homepod'],
  bixby: ['galaxy'],
  xiaoai: ['xiaomi', 'mi'],
};

/** The makers whose products a name's words are sold as ("Mi Air Purifier" → xiaomi, mijia). */
export function makersOf(tokens: readonly string[]): string[] {
  return Object.keys(SOLD_AS).filter((maker) => tokens.some((token) => SOLD_AS[maker]!.includes(token)));
}

/** Normalized spelling in another script → the Latin name's words. */
export const BRAND_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const [latin, spellings] of Object.entries(BRANDS)) {
    // A product said in Latin letters whose words mean something else alone ("Google Home": not the home).
    const own = latin.includes(' ') ? [latin] : [];
    for (const spelling of [...spellings.split('|').map(normalizeText), ...own]) {
      if (spelling === '') continue;
      map.set(spelling, latin.split(' '));
      map.set(spelling.replace(/ /g, ''), latin.split(' '));
    }
  }
  return map;
})();

/**
 * Every brand and product name in Latin letters: distinctive enough that one alone ("the echo") names a
 * hidden device that carries it, where a common word ("a piscina") would be too little.
 */
export const LATIN_BRANDS: ReadonlySet<string> = new Set([
  ...Object.keys(BRANDS),
  ...BRAND_KINDS.keys(),
  ...JOINED_MAKER_WORDS,
]);

/** Longest spelling, in words. */
const LONGEST_BRAND = 2;

/** The brand spelled at `start`, longest first: its Latin words and where it ends. */
export function brandAt(
  tokens: readonly string[],
  start: number,
): { words: readonly string[]; end: number } | undefined {
  for (let end = Math.min(tokens.length, start + LONGEST_BRAND); end > start; end -= 1) {
    const words = BRAND_WORDS.get(tokens.slice(start, end).join(' '));
    if (words !== undefined) return { words, end };
  }
  // "플레이스테이션5": a line in Hangul or kana with its model's number written on (model-names.ts).
  const numbered = /^(\P{Script=Latin}+?)(\d{1,2})$/u.exec(tokens[start] ?? '');
  const words = numbered === null ? undefined : BRAND_WORDS.get(numbered[1]!);
  return words === undefined ? undefined : { words: [...words, numbered![2]!], end: start + 1 };
}

/** The words with every brand spelled in another script replaced by its Latin name. */
export function latinBrands(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length;) {
    const brand = brandAt(tokens, at);
    if (brand === undefined) out.push(tokens[at++]!);
    else {
      out.push(...brand.words);
      at = brand.end;
    }
  }
  return out;
}
