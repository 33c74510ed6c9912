// Issue 26, second round, a last probe in Japanese, German, Italian and French with the verbs left in
// ("リビングの電気つけて", "fahr die Markise ein", "innaffia le piante"): 18 of 19 right at first; the miss
// led to kind words meeting their imperative by stem ("innaffiare" / "innaffia").
import { c, type EvalSuite } from './eval-home.js';

export const sapporo: EvalSuite = {
  home: {
    id: 'sapporo',
    language: 'ja',
    floors: [],
    areas: [
      ['living', 'リビング', null],
      ['shinshitsu', '寝室', null],
      ['kodomo', '子供部屋', null],
      ['genkan', '玄関', null],
    ],
    devices: [
      { name: 'リビング照明', area: 'living', entities: [['light.living', 'リビングの電気']] },
      {
        name: '寝室エアコン',
        area: 'shinshitsu',
        entities: [
          ['climate.shinshitsu', '寝室エアコン', { attributes: { hvac_modes: ['off', 'cool', 'heat'] } }],
        ],
      },
      { name: '子供部屋照明', area: 'kodomo', entities: [['light.kodomo', '子供部屋の電気']] },
      { name: 'スマートロック', area: 'genkan', entities: [['lock.genkan', '玄関の鍵']] },
      { name: 'ルンバ', area: 'living', entities: [['vacuum.roomba', 'ルンバ']] },
    ],
    loose: [['weather.home', '自宅']],
  },
  cases: [
    c('kinds', 'リビングの電気つけて', ['light.living']),
    c('kinds', '寝室のエアコン消して', ['climate.shinshitsu']),
    c('device-sensor', '玄関の鍵を閉めて', ['lock.genkan']),
    c('activity', 'ルンバで掃除して', ['vacuum.roomba']),
    c('activity', '今日の天気は', ['weather.home']),
  ],
};

export const bremen: EvalSuite = {
  home: {
    id: 'bremen',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['kueche', 'Küche', null],
      ['bad', 'Badezimmer', null],
      ['terrasse', 'Terrasse', null],
    ],
    devices: [
      { name: 'Hue Go', area: 'wohnzimmer', entities: [['light.hue_go', 'Hue Go']] },
      { name: 'Deckenleuchte', area: 'wohnzimmer', entities: [['light.decke', 'Deckenleuchte']] },
      { name: 'Dunstabzug', area: 'kueche', entities: [['fan.dunstabzug', 'Dunstabzugshaube']] },
      {
        name: 'Handtuchheizkörper',
        area: 'bad',
        entities: [['climate.bad', 'Handtuchheizkörper', { attributes: { hvac_modes: ['off', 'heat'] } }]],
      },
      {
        name: 'Markise',
        area: 'terrasse',
        entities: [['cover.markise', 'Markise', { deviceClass: 'awning' }]],
      },
    ],
    loose: [],
  },
  cases: [
    c('kinds', 'mach das Licht im Wohnzimmer an', ['light.hue_go', 'light.decke']),
    c('name', 'die Dunstabzugshaube', ['fan.dunstabzug']),
    c('kinds', 'die Heizung im Bad', ['climate.bad']),
    c('kinds', 'fahr die Markise ein', ['cover.markise']),
    c('activity', 'wie hell ist es im Wohnzimmer', ['light.hue_go', 'light.decke']),
  ],
};

export const torino: EvalSuite = {
  home: {
    id: 'torino',
    language: 'it',
    floors: [],
    areas: [
      ['soggiorno', 'Soggiorno', null],
      ['camera', 'Camera da letto', null],
      ['cameretta', 'Cameretta Giulia', null],
      ['balcone', 'Balcone', null],
    ],
    devices: [
      { name: 'Lampada', area: 'soggiorno', entities: [['light.lampada', 'Lampada soggiorno']] },
      {
        name: 'Tapparella',
        area: 'camera',
        entities: [['cover.tapparella', 'Tapparella camera', { deviceClass: 'shutter' }]],
      },
      { name: 'Luce Giulia', area: 'cameretta', entities: [['light.giulia', 'Luce cameretta']] },
      { name: 'Irrigazione', area: 'balcone', entities: [['valve.balcone', 'Irrigazione balcone']] },
    ],
    loose: [
      ['todo.esselunga', 'Esselunga'],
      ['todo.faccende', 'Faccende'],
    ],
  },
  cases: [
    c('kinds', 'accendi la lampada del soggiorno', ['light.lampada']),
    c('kinds', 'abbassa la tapparella in camera', ['cover.tapparella']),
    c('named-after', 'la luce di Giulia', ['light.giulia']),
    c('activity', 'innaffia le piante sul balcone', ['valve.balcone']),
    c('named-after', 'la lista della spesa', ['todo.esselunga']),
  ],
};

export const nice: EvalSuite = {
  home: {
    id: 'nice',
    language: 'fr',
    floors: [],
    areas: [
      ['sejour', 'Séjour', null],
      ['chambre_1', 'Chambre 1', null],
      ['chambre_2', 'Chambre 2', null],
    ],
    devices: [
      {
        name: 'Volet 1',
        area: 'chambre_1',
        entities: [['cover.volet_1', 'Volet chambre 1', { deviceClass: 'shutter' }]],
      },
      {
        name: 'Volet 2',
        area: 'chambre_2',
        entities: [['cover.volet_2', 'Volet chambre 2', { deviceClass: 'shutter' }]],
      },
      { name: 'Lampadaire', area: 'sejour', entities: [['light.lampadaire', 'Lampadaire']] },
      { name: 'Enceinte', area: 'sejour', entities: [['media_player.sejour', 'Enceinte séjour']] },
    ],
    loose: [],
  },
  cases: [
    c('ask-one', 'ferme le volet de la chambre', { ask: ['cover.volet_1', 'cover.volet_2'] }),
    c('ask-one', 'ferme tous les volets', ['cover.volet_1', 'cover.volet_2']),
    c('kinds', 'allume le lampadaire', ['light.lampadaire']),
    c('activity', 'mets de la musique dans le séjour', ['media_player.sejour']),
  ],
};

export const PROBE_3: readonly EvalSuite[] = [sapporo, bremen, torino, nice];
