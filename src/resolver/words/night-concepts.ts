// Words of the bedroom and the night: what a home's names call a thing that people call by its everyday word
// ("the electric blanket" for a "Heated Mattress Pad", "der Sternenprojektor" for "Sternenhimmel") and the
// sleep sounds that imply a speaker ("white noise in Olivia's room"). Vocabulary only; device-words.ts and
// kind-words.ts join these to their own.
import type { ActivityEntry } from './activity-words.js';
import type { KindEntry } from './kind-table.js';

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const NIGHT_CONCEPTS: Readonly<Record<string, string>> = {
  // A blanket or an underblanket heated by wire, by Wiktionary's "electric blanket" and its translations and
  // the shops' categories for it (heated mattress pad / underblanket, Wärmeunterbett, surmatelas chauffant,
  // scaldaletto, onderdeken, elfilt, varmeunderlag, 전기매트, 電気敷毛布, 电热毯 / 电褥子).
  electric_blanket:
    'electric blanket|heated blanket|heated throw|heated mattress pad|heated mattress cover|heated underblanket|electric underblanket|mattress warmer' +
    '|heizdecke|wärmedecke|wärmeunterbett|heizunterbett|manta eléctrica|manta calefactora|calientacamas|couverture chauffante|couverture électrique|surmatelas chauffant|chauffe lit' +
    '|coperta elettrica|coperta termica|termocoperta|scaldaletto|elektrische deken|elektrische onderdeken|onderdeken|warmtedeken|cobertor elétrico|cobertor eléctrico|manta térmica|manta elétrica' +
    '|koc elektryczny|koc grzewczy|elfilt|värmefilt|elektrisk filt|varmetæppe|eltæppe|el tæppe|elektrisk tæppe|varmeunderlag' +
    '|전기장판|전기매트|전기요|전기담요|온수매트|電気毛布|電気敷毛布|電気掛け毛布|电热毯|电褥子|电热垫|床垫加热|加热床垫',
  // A child's night light by the word Spain gives it at home, "quitamiedos" (the light that takes the fear
  // away; RAE and Wiktionary). Not Italian "lucina": its plural "lucine" is the string lights.
  night_light: 'quitamiedos|luz quitamiedos',
  // The light on the ceiling as English says it "overhead" (Wiktionary: overhead light, a ceiling light);
  // not "overhead" alone, an American garage's "overhead door".
  ceiling: 'overhead light|overhead lights|overhead lamp|overhead lighting',
  // A light that throws stars on a child's ceiling, as the shops sell it (star projector, galaxy projector,
  // Sternenhimmel-Projektor, proyector de estrellas, projecteur d'étoiles, sterrenhemel projector, 별빛 무드등,
  // 星空投影仪). German "Sternenhimmel" alone is its name in many homes.
  star_projector:
    'star projector|galaxy projector|night sky projector|sternenprojektor|sternenhimmel|sternenhimmel projektor|sternenlicht projektor|proyector de estrellas|proyector de galaxias|projecteur d étoiles|projecteur étoilé|projecteur ciel étoilé|proiettore di stelle|proiettore stellato|sterrenprojector|sterrenhemel|projetor de estrelas|projetor de galáxia|projektor gwiazd|stjärnprojektor|stjärnhimmel|stjerneprojektor|stjernehimmel|별빛 무드등|스타 프로젝터|별 프로젝터|スタープロジェクター|プラネタリウム|星空投影仪|星空投影灯|星空灯',
};

/** Sleep sounds, said instead of the speaker that plays them: a speaker of the room (activity-words.ts). */
export const NIGHT_ACTIVITIES: readonly ActivityEntry[] = [
  {
    // White noise and lullabies, by Wiktionary's entries in each language and the apps' and speakers' own
    // words for what they play at bedtime ("Einschlafmusik", "música para dormir", "sömnmusik", "수면 음악").
    domain: 'media_player',
    one:
      'white noise|pink noise|brown noise|lullaby|lullabies|sleep sounds|sleep music|bedtime music' +
      '|weißes rauschen|weisses rauschen|rosa rauschen|einschlafmusik|schlafmusik|schlaflied|schlaflieder|wiegenlied|wiegenlieder' +
      '|ruido blanco|ruido rosa|canción de cuna|canciones de cuna|nanas|música para dormir|bruit blanc|bruit rose|berceuse|berceuses|musique pour dormir' +
      '|rumore bianco|rumore rosa|ninna nanna|ninnananna|ninne nanne|musica per dormire|witte ruis|roze ruis|slaapliedje|slaapliedjes|wiegeliedje|wiegeliedjes|slaapmuziek' +
      '|ruído branco|ruído rosa|canção de ninar|canções de ninar|cantiga de ninar|música de ninar|música para dormir|biały szum|różowy szum|kołysanka|kołysanki|muzyka do snu' +
      '|vitt brus|vaggvisa|vaggvisor|sömnmusik|hvid støj|vuggevise|vuggeviser|godnatsang|godnatsange' +
      '|백색소음|백색 소음|자장가|수면 음악|ホワイトノイズ|子守唄|子守歌|白噪音|白噪声|摇篮曲|催眠曲|助眠音乐',
  },
];

/**
 * The baby monitor, said of a camera whose name says nothing of a baby ("Kamera Kuba" in Kuba's room): the
 * everyday word in each language (Wikipedia's baby-monitor articles, as device-words.ts's concept lists it)
 * implies a camera. A camera whose name says it ("Baby Cam", "Nanit") keeps it as its concept.
 */
export const NIGHT_KINDS: readonly KindEntry[] = [
  {
    domain: 'camera',
    one: 'baby monitor|babymonitor|babyphone|babyfon|vigilabebés|vigilabebes|monitor de bebé|écoute bébé|babyfoon|babá eletrônica|babá eletrónica|niania elektroniczna|elektroniczna niania|babyvakt|babyalarm|베이비 모니터|베이비모니터|베이비캠|아기 모니터|ベビーモニター|婴儿监视器|婴儿监护器|宝宝监控器|宝宝监控',
  },
];
