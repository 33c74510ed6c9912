// Kind words as a region or a generation says them, each beside the word of the kind tables it means:
// Japanese "クーラー" (an air conditioner, the everyday word in Kansai and among older speakers), Korean
// "테레비" (the TV, as older speakers say it), Taiwanese "抽風機" (the bathroom's extractor fan, "换气扇"
// on the mainland), "冷氣機", Australian "split system" and "reverse cycle" (the air conditioner), Québec
// "air climatisé", Mexican "minisplit". From dictionaries of regional usage and appliance makers' regional
// sites; vocabulary only. kind-words.ts gives each the kind its standard word names.

/**
 * Standard word of the kind tables → the regional or older words for the same thing, one and many
 * ("|"-separated).
 */
export const REGIONAL_KIND_WORDS: Record<string, { one: string; many?: string }> = {
  // Air conditioners: ja, zh (Taiwan, Hong Kong), en-AU, fr-CA, es-MX, ko (a common spelling).
  'air conditioner': {
    one: 'クーラー|ルームエアコン|冷氣機|冷气机|split system|reverse cycle|split system air conditioner|air climatisé|minisplit|mini split|에어콘',
    many: 'split systems|minisplits|mini splits',
  },
  // The TV: ko (older speakers, from the Japanese "テレビ"), zh (Taiwan, Hong Kong).
  tv: { one: '테레비|테레비전|티브이|電視機|电视机' },
  // The extractor fan: zh (Taiwan "抽風機", Hong Kong "抽氣扇"), ja (the bathroom's "換気扇" said "換気").
  fan: { one: '抽风机|抽气扇|排风扇|抽风扇' },
  // A roller blind: ja "ロールスクリーン", ko "롤 스크린", zh (Taiwan) "捲簾" is already the standard 卷帘.
  blind: { one: 'ロールスクリーン|ロールカーテン|롤 스크린|롤블라인드|롤 블라인드' },
  // A robot vacuum written with the space Korean spelling puts between its words.
  vacuum: { one: '로봇 청소기|ロボット 掃除機' },
  // The stereo: a home's sound system as people call it (Danish "anlægget", Dutch "de installatie", Portuguese
  // "a aparelhagem", Polish "wieża", Latin American "el minicomponente", Japanese "コンポ", Korean "전축"),
  // what plays sound, as the radio is: a speaker or receiver before the TV beside it.
  // An older generation's word for the radio, what plays sound too: "the wireless", "el transistor", "a
  // telefonia", "tranzystor", "话匣子" or "半导体" (the transistor set), "トランジスタラジオ".
  radio: {
    one: 'wireless|the wireless|transistor|transistorradio|transistor radio|radio transistor|kofferradio|telefonia|tranzystor|transistorn|transistoren|트랜지스터|트랜지스터 라디오|トランジスタラジオ|话匣子|話匣子|半导体|半導體|stereo|hifi|hi fi|sound system|music system|stereo system|stereoanlage|musikanlage|hifi anlage|soundanlage|equipo de música|equipo de sonido|minicomponente|cadena de música|minicadena|estéreo|chaîne hifi|chaîne hi fi|chaîne stéréo|impianto stereo|impianto audio|stereo installatie|installatie|geluidsinstallatie|muziekinstallatie|aparelhagem|aparelhagem de som|aparelho de som|sistema de som|wieża|wieża stereo|zestaw stereo|stereon|stereoanläggning|stereoanläggningen|musikanläggning|anlæg|anlægget|stereoanlæg|stereoanlægget|musikanlæg|musikanlægget|오디오|전축|스테레오|コンポ|ミニコンポ|ステレオ|オーディオ|组合音响|音響',
    many: 'stereos|hifis|sound systems',
  },
};
