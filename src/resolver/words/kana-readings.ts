// How the Japanese words of the resolver's tables are read, in hiragana: a speech recogniser (or a model
// copying it) may write "しんしつのしょうめい" for "寝室の照明", "げんかん" for "玄関", and one typing in the app
// may leave it so. Rooms, floors, kinds and appliances as the tables list them, the words of how many and of a
// door's state, plus the room types a Japanese home names its areas by (和室, 洋室).
// Readings of two kana are left out: "いま" (居間) is also "now", "にわ" (庭) and "まど" (窓) hide in other words.
// Vocabulary only, written "kanji:reading".

const READINGS = [
  // Rooms and floors.
  '台所:だいどころ 寝室:しんしつ 主寝室:しゅしんしつ 浴室:よくしつ お風呂:おふろ 廊下:ろうか',
  '玄関:げんかん 書斎:しょさい 仕事部屋:しごとべや 食堂:しょくどう 子供部屋:こどもべや 子供:こども',
  '客間:きゃくま 客室:きゃくしつ 地下室:ちかしつ 屋根裏:やねうら 物置:ものおき 納戸:なんど',
  '作業部屋:さぎょうべや 作業場:さぎょうば 工房:こうぼう 洗濯室:せんたくしつ 洗面所:せんめんじょ',
  '屋上:おくじょう 階段:かいだん 和室:わしつ 洋室:ようしつ 居室:きょしつ 車庫:しゃこ',
  '一階:いっかい 二階:にかい 三階:さんがい 上の階:うえのかい 下の階:したのかい',
  // Kinds, readings and activities.
  '電気:でんき 照明:しょうめい 明かり:あかり 電灯:でんとう 雨戸:あまど 扇風機:せんぷうき 換気扇:かんきせん',
  '冷房:れいぼう 暖房:だんぼう 音楽:おんがく 音量:おんりょう 掃除機:そうじき 買い物:かいもの 買い出し:かいだし',
  '予定:よてい 天気:てんき 明るさ:あかるさ 温度:おんど 湿度:しつど 電力:でんりょく 電池:でんち 人感:じんかん',
  '防犯:ぼうはん 芝刈り機:しばかりき 給湯器:きゅうとうき 加湿器:かしつき 除湿機:じょしつき',
  // Appliances.
  '洗濯機:せんたくき 乾燥機:かんそうき 食洗機:しょくせんき 食器洗い機:しょっきあらいき 冷蔵庫:れいぞうこ',
  '冷凍庫:れいとうこ 炊飯器:すいはんき 空気清浄機:くうきせいじょうき 読書灯:どくしょとう 床暖房:ゆかだんぼう',
  '天井:てんじょう 暖炉:だんろ 電子:でんし 鏡:かがみ 水槽:すいそう 机:つくえ',
  // How many, and a door's state or opening, as the request's small words ("ぜんぶ", "あいてる").
  '全部:ぜんぶ 両方:りょうほう 開いてる:あいてる 開いている:あいている 閉まってる:しまってる 開けて:あけて',
];

/** Hiragana reading → the word as the tables and homes write it. */
export const KANA_READINGS: ReadonlyMap<string, string> = new Map(
  READINGS.join(' ')
    .split(' ')
    .map((pair) => {
      const [word, reading] = pair.split(':') as [string, string];
      return [reading, word] as const;
    }),
);
