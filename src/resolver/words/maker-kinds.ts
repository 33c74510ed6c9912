// Makers and product lines that make one kind of thing a home exposes (or two), so that "le Landroid", "o
// Roborock", "de Sonos" name the mower, the vacuum, the speaker of a home whose names never say the maker.
// Vocabulary only: which kind, in the kind table's words; generic-brand.ts decides when a word is read so.
// Sources: the makers' own catalogues and Home Assistant's integration pages (which entity domains each
// integration creates): robot vacuums (Roborock, iRobot Roomba and Braava, Ecovacs Deebot and its Yeedi line,
// Dreame, Neato Botvac, Narwal, Roidmi, eufy RoboVac, the Valetudo firmware; Cecotec's Conga; Samsung's
// POWERbot and Jet Bot lines); robot mowers
// (Worx Landroid, Husqvarna Automower, Gardena Sileno, Bosch Indego, Segway Navimow, Mammotion and its Yuka
// line, Stihl iMow, Robomow, Ambrogio; Ecovacs GOAT and Dreame A1 are mowers of vacuum makers, Gardena's smart
// system also has water valves); speakers and amplifiers (Sonos with IKEA's Symfonisk, Bose, Apple HomePod,
// Marshall, JBL, Bang & Olufsen's Beosound, Beoplay and Beolab, Denon and its HEOS line, Marantz, Yamaha
// MusicCast, SK's NUGU, Xiaomi's Xiao AI, Baidu's Xiaodu); TVs (Sony Bravia, B&O Beovision); consoles
// (PlayStation, Xbox, Nintendo); thermostats and radiator valves (tado°, ecobee, Honeywell evohome, Danfoss
// Ally, the Sensibo for air conditioners, Daikin and Gree, which make only air conditioners and heat pumps;
// Vaillant's and Viessmann's boilers are climate or water heater entities); cameras (Reolink, Hikvision, Dahua
// and its Imou line, Amcrest, Foscam, EZVIZ, Arlo); locks (Nuki, tedee, Danalock, Schlage, Kwikset, Ultraloq,
// igloohome, Lockly, LOQED; Yale also sells alarms); garage door openers (Chamberlain and LiftMaster with myQ,
// ratgdo, Hörmann); blinds and shutters (Somfy, Velux, Hunter Douglas PowerView, Motionblinds); purifiers,
// which Home Assistant makes fans (Blueair, Winix; Dyson's are fans, its robots vacuums).
// Left out: makers of many kinds (Xiaomi, Samsung, Philips, eufy, Wyze, Netatmo, Nest, Aqara …), light
// makers (a room has several lights, and "the Hue" is one of them, not the room's lighting), and makers or
// lines whose name is a word of its own in the languages the resolver reads ("Ring", "Blink", "August",
// "Level", "Hive", "Eve", "Shark", "Echo", "Bold", "Ajax", "Axis", Mammotion's "Luba"): a home that names a
// thing or a person so keeps it, and the word alone says nothing of a maker.
import { normalizeText } from '../normalize-text.js';

/** Maker or line → the kind words (kind-table.ts) of what it makes. Written naturally, normalized on load. */
const MAKES: Record<string, string> = {
  vacuum:
    'roborock irobot braava deebot yeedi neato botvac narwal roidmi robovac valetudo ' +
    'roomba conga dreame ecovacs dyson jetbot powerbot',
  'lawn mower':
    'landroid worx husqvarna automower sileno gardena indego navimow mammotion yuka imow stihl robomow ' +
    'ambrogio dreame ecovacs',
  speaker:
    'sonos symfonisk bose homepod marshall jbl beosound beoplay beolab denon heos marantz musiccast nugu ' +
    'xiaoai xiaodu',
  tv: 'bravia beovision',
  console: 'playstation xbox nintendo',
  thermostat: 'tado ecobee evohome danfoss daikin gree vaillant viessmann',
  'air conditioner': 'sensibo',
  'water heater': 'vaillant viessmann',
  camera: 'reolink hikvision dahua imou amcrest foscam ezviz arlo',
  lock: 'nuki tedee danalock schlage kwikset ultraloq igloohome lockly loqed yale',
  alarm: 'yale',
  'garage door': 'myq chamberlain liftmaster ratgdo hörmann',
  // In French "un velux" is any roof window, as Home Assistant's French sentences say it.
  'roof window': 'velux',
  cover: 'somfy powerview motionblinds',
  valve: 'gardena',
  fan: 'blueair winix dyson',
};

/**
 * Products so common that their name is said for any thing of their kind ("la Roomba" for a Dreame, "den
 * Roomba" for a Roborock): said, they do not tell that maker's thing from another's.
 */
export const SAID_FOR_ANY: ReadonlySet<string> = new Set(['roomba', 'conga']);

/** Normalized maker or line → the kind words of everything it makes, most made first. */
export const MAKER_KINDS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [kind, makers] of Object.entries(MAKES))
    for (const maker of makers.split(' ').map(normalizeText))
      map.set(maker, [...(map.get(maker) ?? []), kind]);
  return map;
})();
