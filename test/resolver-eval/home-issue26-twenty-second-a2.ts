// Issue 26, round 22a, rules 4–7: outdoor words as regions say them, short brand names, the stereo, set-top
// boxes. Rules 1–3 are in home-issue26-twenty-second-a.ts, 8–11 in -a3.ts. Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised (cases
// without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const temperature = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};

/** A home with one thermometer out on its balcony or terrace and one indoors. */
function outdoorHome(
  id: string,
  language: string,
  outside: [string, string, string],
  inside: [string, string, string],
) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        [outside[0], outside[1]],
        [inside[0], inside[1]],
      ],
      [
        one(outside[0], 'sensor.outside', outside[2], temperature),
        one(inside[0], 'sensor.inside', inside[2], temperature),
        one(inside[0], 'light.inside', inside[1]),
      ],
      cases,
    );
}

/**
 * Rule 4 (`outdoor-words`): "how cold is it outside" as regions and everyday speech say it (Cantonese "出面"
 * and "幾凍", Kyushu "寒か", "さぶい", Gyeongsang "춥노", Danish "ude", English "out"): the thermometer
 * outdoors. How many degrees ("wie viel Grad hat es draußen", "外面多少度", "外は何度") already was; guards.
 */
const OUTDOOR_WORDS: EvalSuite[] = [
  outdoorHome(
    'r22a_zh_hk_outdoor',
    'zh',
    ['lou', '露台', '露台溫度'],
    ['teng', '客廳', '客廳溫度'],
  )([
    c('activity outdoor-words', '出面幾凍', ['sensor.outside']),
    c('activity outdoor-words', '出邊熱唔熱', ['sensor.outside']),
    c('activity', '外面多少度', ['sensor.outside']),
    c('activity', '外面冷不冷', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_ja_outdoor',
    'ja',
    ['beranda', 'ベランダ', 'ベランダ温度'],
    ['ima', '茶の間', '茶の間温度'],
  )([
    c('activity outdoor-words', '外は寒か?', ['sensor.outside']),
    c('activity outdoor-words', '外さぶい?', ['sensor.outside']),
    c('activity', '外は何度?', ['sensor.outside']),
    c('activity', '外は寒い?', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_da_outdoor',
    'da',
    ['altan', 'Altan', 'Altan temperatur'],
    ['stue', 'Stue', 'Stue temperatur'],
  )([
    c('activity outdoor-words', 'er det koldt ude', ['sensor.outside']),
    c('activity', 'hvor mange grader er det udenfor', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_en_outdoor',
    'en',
    ['deck', 'Deck', 'Deck Temperature'],
    ['den', 'Den', 'Den Temperature'],
  )([
    c('activity outdoor-words', 'how cold is it out', ['sensor.outside']),
    c('activity', 'how many degrees is it outside', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_de_outdoor',
    'de',
    ['terrasse', 'Terrasse', 'Temperatur Terrasse'],
    ['stube', 'Stube', 'Temperatur Stube'],
  )([c('activity', 'wie viel Grad hat es draußen', ['sensor.outside'])]),
  outdoorHome(
    'r22a_es_outdoor',
    'es',
    ['terraza', 'Terraza', 'Temperatura terraza'],
    ['living', 'Living', 'Temperatura living'],
  )([c('activity', 'cuántos grados hace afuera', ['sensor.outside'])]),
  outdoorHome(
    'r22a_it_outdoor',
    'it',
    ['balcone', 'Balcone', 'Temperatura balcone'],
    ['tinello', 'Tinello', 'Temperatura tinello'],
  )([c('activity', 'quanti gradi ci sono fuori', ['sensor.outside'])]),
  outdoorHome(
    'r22a_pl_outdoor',
    'pl',
    ['balkon', 'Balkon', 'Temperatura balkon'],
    ['pokoj', 'Pokój', 'Temperatura pokój'],
  )([c('activity', 'ile stopni jest na dworze', ['sensor.outside'])]),
  outdoorHome(
    'r22a_sv_outdoor',
    'sv',
    ['altan', 'Altan', 'Altan temp'],
    ['kok', 'Kök', 'Kök temp'],
  )([c('activity', 'hur många grader är det ute', ['sensor.outside'])]),
  outdoorHome(
    'r22a_nl_outdoor',
    'nl',
    ['terras', 'Terras', 'Temperatuur terras'],
    ['living', 'Living', 'Temperatuur living'],
  )([c('activity', 'hoeveel graden is het buiten', ['sensor.outside'])]),
  outdoorHome(
    'r22a_ko_outdoor',
    'ko',
    ['beranda', '베란다', '베란다 온도'],
    ['geosil', '거실', '거실 온도'],
  )([
    c('activity', '밖에 몇 도야', ['sensor.outside']),
    c('activity outdoor-words', '밖에 춥노', ['sensor.outside']),
  ]),
];

/**
 * Rule 5 (`brand-short`): a console or streaming stick by the short name people give it in Korean or
 * Japanese ("플스" for a PlayStation, "엑박" for an Xbox, "ファイアスティック" for a Fire TV Stick).
 */
const SHORT_BRANDS: EvalSuite[] = [
  home(
    'r22a_ko_consoles',
    'ko',
    [
      ['geosil', '거실'],
      ['adeul', '아들 방'],
    ],
    [
      one('geosil', 'media_player.ps4', 'PS4 Pro'),
      one('adeul', 'media_player.xbox', 'Xbox Series S'),
      one('geosil', 'media_player.tv', '거실 TV', { deviceClass: 'tv' }),
    ],
    [
      c('brand brand-short', '플스 켜 줘', ['media_player.ps4']),
      c('brand brand-short', '엑박 꺼 줘', ['media_player.xbox']),
      c('brand', '플레이스테이션', ['media_player.ps4']),
      c('ordinary', '거실 티비', ['media_player.tv']),
    ],
  ),
  home(
    'r22a_ja_stick',
    'ja',
    [
      ['washitsu', '和室'],
      ['yoshitsu', '洋室'],
    ],
    [
      one('washitsu', 'media_player.fire_stick', 'Fire TV Stick 4K'),
      one('yoshitsu', 'media_player.ps5', 'PS5'),
      one('washitsu', 'media_player.tv', '和室テレビ', { deviceClass: 'tv' }),
    ],
    [
      c('brand brand-short', 'ファイアスティックつけて', ['media_player.fire_stick']),
      c('brand', 'プレステ', ['media_player.ps5']),
    ],
  ),
];

/** A living room with a TV and a speaker beside it, and one other room. */
function stereoHome(id: string, language: string, rooms: [string, string], names: [string, string, string]) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        ['living', rooms[0]],
        ['other', rooms[1]],
      ],
      [
        one('living', 'media_player.tv', names[0], { deviceClass: 'tv' }),
        one('living', 'media_player.speaker', names[1], { deviceClass: 'speaker' }),
        one('other', 'light.other', names[2]),
      ],
      cases,
    );
}

/**
 * Rule 6 (`stereo`): the stereo, as people call a home's sound system ("anlægget", "die Stereoanlage", "el
 * equipo de música", "la chaîne hifi", "lo stereo", "de installatie", "a aparelhagem", "wieża", "stereon",
 * "コンポ", "오디오"): what plays sound, a speaker before the TV beside it, as "the radio" is.
 */
const STEREO: EvalSuite[] = [
  stereoHome(
    'r22a_da_stereo',
    'da',
    ['Dagligstue', 'Bryggers'],
    ['Philips TV', 'Denon Heos 5', 'Bryggers lys'],
  )([
    c('ordinary stereo', 'skru op for anlægget', ['media_player.speaker']),
    c('ordinary stereo', 'sluk stereoanlægget i dagligstuen', ['media_player.speaker']),
    c('ordinary', 'fjernsynet', ['media_player.tv']),
  ]),
  stereoHome(
    'r22a_en_stereo',
    'en',
    ['Family Room', 'Mudroom'],
    ['Family Room TV', 'Heos Bar', 'Mudroom Light'],
  )([
    c('ordinary stereo', 'turn up the stereo', ['media_player.speaker']),
    c('ordinary stereo', 'the hifi in the family room', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_de_stereo',
    'de',
    ['Stube', 'Diele'],
    ['Loewe TV', 'Teufel Boomster', 'Dielenlicht'],
  )([
    c('ordinary stereo', 'schalt die Stereoanlage ein', ['media_player.speaker']),
    c('ordinary stereo', 'die Musikanlage in der Stube', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_es_stereo',
    'es',
    ['Sala', 'Lavadero'],
    ['Tele Sala', 'Marshall Stanmore', 'Luz lavadero'],
  )([
    c('ordinary', 'prende el equipo de música', ['media_player.speaker']),
    c('ordinary stereo', 'el minicomponente de la sala', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_fr_stereo',
    'fr',
    ['Séjour', 'Cellier'],
    ['Télé séjour', 'Devialet Phantom', 'Lampe cellier'],
  )([c('ordinary stereo', 'allume la chaîne hifi', ['media_player.speaker'])]),
  stereoHome(
    'r22a_it_stereo',
    'it',
    ['Sala', 'Ripostiglio'],
    ['TV sala', 'Bose Home 500', 'Luce ripostiglio'],
  )([
    c('ordinary stereo', 'accendi lo stereo', ['media_player.speaker']),
    c('ordinary stereo', "l'impianto stereo della sala", ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_nl_stereo',
    'nl',
    ['Woonkamer', 'Berging'],
    ['Tv woonkamer', 'Bluesound Pulse', 'Bergingslamp'],
  )([c('ordinary stereo', 'zet de installatie aan', ['media_player.speaker'])]),
  stereoHome(
    'r22a_pt_stereo',
    'pt',
    ['Sala', 'Despensa'],
    ['TV sala', 'Marshall Acton', 'Luz despensa'],
  )([
    c('ordinary stereo', 'liga a aparelhagem', ['media_player.speaker']),
    c('ordinary stereo', 'o aparelho de som da sala', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_pl_stereo',
    'pl',
    ['Salon', 'Spiżarnia'],
    ['Telewizor salon', 'Marshall Woburn', 'Światło spiżarnia'],
  )([c('ordinary stereo', 'włącz wieżę', ['media_player.speaker'])]),
  stereoHome(
    'r22a_sv_stereo',
    'sv',
    ['Vardagsrum', 'Groventré'],
    ['Vardagsrum TV', 'Sonos Five', 'Groventré lampa'],
  )([c('ordinary stereo', 'sätt på stereon', ['media_player.speaker'])]),
  stereoHome(
    'r22a_ja_stereo',
    'ja',
    ['リビング', '納戸'],
    ['リビングのテレビ', 'JBL Charge', '納戸の電気'],
  )([
    c('ordinary stereo', 'コンポつけて', ['media_player.speaker']),
    c('ordinary', 'テレビ消して', ['media_player.tv']),
  ]),
  stereoHome(
    'r22a_ko_stereo',
    'ko',
    ['거실', '다용도실'],
    ['거실 TV', '마샬 스피커', '다용도실 등'],
  )([
    c('ordinary stereo', '오디오 켜 줘', ['media_player.speaker']),
    c('ordinary stereo', '전축 꺼 줘', ['media_player.speaker']),
  ]),
];

/** A living room with a TV (of class tv) and a set-top box named with the TV's word, and another room. */
function boxHome(id: string, language: string, rooms: [string, string], names: [string, string, string]) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        ['living', rooms[0]],
        ['other', rooms[1]],
      ],
      [
        one('living', 'media_player.tv', names[0], { deviceClass: 'tv' }),
        one('living', 'media_player.box', names[1]),
        one('other', 'light.other', names[2]),
      ],
      cases,
    );
}

/**
 * Rule 7 (`set-top-box`): a set-top box named with the TV's word ("Proximus TV-box", "Box TV Orange",
 * "Decodificador TV", "TV 셋톱박스", "电视机顶盒") is a box, not a TV: "the TV" is the TV beside it.
 */
const SET_TOP_BOXES: EvalSuite[] = [
  boxHome(
    'r22a_nl_box',
    'nl',
    ['Zithoek', 'Washok'],
    ['Samsung QLED', 'Proximus TV-box', 'Washok lamp'],
  )([
    c('ordinary set-top-box', 'de tv in de zithoek', ['media_player.tv']),
    c('ordinary', 'zet de televisie aan', ['media_player.tv']),
    c('ordinary', 'de tv-box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_fr_box',
    'fr',
    ['Salon', 'Buanderie'],
    ['Téléviseur Sony', 'Box TV Orange', 'Lampe buanderie'],
  )([
    c('ordinary', 'la télé du salon', ['media_player.tv']),
    c('ordinary set-top-box', 'allume la TV', ['media_player.tv']),
    c('ordinary', 'la box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_en_box',
    'en',
    ['Lounge', 'Utility'],
    ['Lounge Telly', 'Sky Q TV Box', 'Utility Light'],
  )([
    c('ordinary set-top-box', 'the tv in the lounge', ['media_player.tv']),
    c('ordinary', 'the sky box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_es_box',
    'es',
    ['Salón', 'Trastero'],
    ['Televisor LG', 'Decodificador TV Movistar', 'Luz trastero'],
  )([
    c('ordinary', 'la tele del salón', ['media_player.tv']),
    c('ordinary set-top-box', 'apaga la TV', ['media_player.tv']),
    c('ordinary', 'el decodificador', ['media_player.box']),
  ]),
  boxHome(
    'r22a_de_box',
    'de',
    ['Wohnzimmer', 'Keller'],
    ['Loewe Bild', 'MagentaTV Box', 'Kellerlicht'],
  )([c('ordinary', 'den Fernseher im Wohnzimmer', ['media_player.tv'])]),
  boxHome(
    'r22a_ko_box',
    'ko',
    ['거실', '창고'],
    ['삼성 QLED', 'TV 셋톱박스', '창고 등'],
  )([
    c('ordinary', '거실 티비', ['media_player.tv']),
    c('ordinary set-top-box', 'TV 꺼 줘', ['media_player.tv']),
    c('ordinary', '셋톱박스', ['media_player.box']),
  ]),
  boxHome(
    'r22a_zh_box',
    'zh',
    ['客厅', '储藏室'],
    ['小米电视', '电视机顶盒', '储藏室灯'],
  )([c('ordinary', '客厅的电视', ['media_player.tv']), c('ordinary', '机顶盒', ['media_player.box'])]),
];

export const TWENTY_SECOND_ROUND_A2: readonly EvalSuite[] = [
  ...OUTDOOR_WORDS,
  ...SHORT_BRANDS,
  ...STEREO,
  ...SET_TOP_BOXES,
];
