// The words of target phrases in en/de/fr/es/ko: device kinds, "all", filler words, "upstairs".
// Vocabulary only, already normalized (lower case, no accents); no Home Assistant lookups.

function words(list: string): string[] {
  return list.split(' ');
}

const DOMAIN_VOCABULARY: Record<string, string[]> = {
  light: words(
    'light lights lamp lamps lighting licht lichter lampe lampen leuchte leuchten beleuchtung lumiere lumieres lampes eclairage luz luces lampara lamparas 조명 불 전등 램프 라이트',
  ),
  switch: words(
    'switch switches plug plugs schalter steckdose interrupteur prise interruptor enchufe 스위치 플러그',
  ),
  cover: words(
    'blind blinds shade shades shutter shutters curtain curtains cover covers rollladen rollo rollos jalousie jalousien vorhang vorhange volet volets store stores rideau rideaux persiana persianas cortina cortinas 블라인드 커튼 셔터',
  ),
  fan: words(
    'fan fans ventilator ventilatoren lufter ventilateur ventilateurs ventilador ventiladores 선풍기 환풍기 팬',
  ),
  climate: words(
    'thermostat thermostats heating heater ac heizung klimaanlage chauffage climatisation clim calefaccion termostato aire 난방 온도조절기 에어컨 보일러',
  ),
  lock: words('lock locks schloss turschloss serrure cerradura cerrojo 도어락 자물쇠'),
  media_player: words(
    'speaker speakers tv television player lautsprecher fernseher enceinte tele altavoz altavoces televisor 스피커 티비 텔레비전',
  ),
  vacuum: words('vacuum robot hoover staubsauger saugroboter aspirateur aspiradora 청소기 로봇청소기'),
  scene: words('scene scenes szene szenen escena escenas 장면 씬'),
  sensor: words('sensor sensors capteur capteurs 센서'),
};

/** Normalized word → the Home Assistant domain it names. */
export const DOMAIN_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(DOMAIN_VOCABULARY).flatMap(([domain, words]) =>
    words.map((word) => [word, domain] as const),
  ),
);

/** Words that widen a target to everything of its kind. */
export const ALL_WORDS: ReadonlySet<string> = new Set(
  words(
    'all every everything alle allen alles samtliche tout tous toutes todo todos todas 모든 모두 전부 다',
  ),
);

/** Filler words dropped before matching. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  words(
    'the a an in on of at my our this here room der die das den dem im am vom von mein meine hier le la les l de du des d dans mon ma mes ici el los las en del mi mis aqui 의 에 에서 여기',
  ),
);

/** Generic words for the top and the bottom floor, used when no floor carries the name itself. */
export const UPPER_FLOOR_WORDS: ReadonlySet<string> = new Set(
  words('upstairs oben obergeschoss haut arriba 위층 2층'),
);
export const LOWER_FLOOR_WORDS: ReadonlySet<string> = new Set(
  words('downstairs unten erdgeschoss bas abajo 아래층 1층'),
);

/** Splits a compound like "wohnzimmerlampe" into ["wohnzimmer", "light"] when it ends in a kind word. */
export function splitCompound(word: string): { stem: string; domain: string } | undefined {
  for (let cut = 2; cut <= word.length - 2; cut += 1) {
    const suffix = word.slice(cut);
    const domain = DOMAIN_WORDS.get(suffix);
    const latin = /^[a-z]+$/.test(suffix);
    if (domain !== undefined && (!latin || (suffix.length >= 4 && cut >= 3))) {
      return { stem: word.slice(0, cut), domain };
    }
  }
  return undefined;
}
