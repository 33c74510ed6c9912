// Names typed short: the initials people write for rooms and appliances in a home's names ("LR blind", "WZ
// Decke", "WM plug", "Séj VR"), each said long in the request. Vocabulary only; typed-short.ts reads it.
// Sources: room initials are those of floor plans and property listings in each language (English "LR",
// "MBR", "BR"; Japanese "LDK"; German "WZ", "SZ", "KiZi", "AZ", "HWR"; French "SdB", "SàM"; Dutch "WK", "SLK"); HA users'
// configs write them the same way (entity ids such as "light.lr_lamp" grouped under "living_room").
// Appliance initials are the ones listings and forums write for the machines a flat comes with: English
// "DW", "WM", "AC"; German "WaMa", "GeSpü", "GS" and "HK" (Heizkörper); French "LV", "LL", "VR" (volet
// roulant); Dutch "VW", "WM"; Swedish "TM", "TT" (tvättmaskin, torktumlare), "VP" (värmepump); Danish "VP"
// (varmepumpe); Spanish "AA" (aire acondicionado); Portuguese "MLL", "MLR" (máquina de lavar loiça / roupa).
import { normalizeText } from '../normalize-text.js';

/** Initials → the words they stand for ("|"-separated, any language the initials are written in). */
const INITIALS: Readonly<Record<string, string>> = {
  // Rooms.
  lr: 'living room',
  mbr: 'master bedroom|main bedroom',
  br: 'bedroom',
  wz: 'wohnzimmer',
  sz: 'schlafzimmer',
  kizi: 'kinderzimmer',
  az: 'arbeitszimmer',
  hwr: 'hauswirtschaftsraum',
  sdb: 'salle de bain',
  sam: 'salle à manger',
  wk: 'woonkamer',
  slk: 'slaapkamer',
  // French listings' "ch." for a bedroom ("T4, 3 ch.", "Ch. parents", "Ch. amis").
  ch: 'chambre',
  // Portuguese listings' "qto" / "qtos" (quarto, a bedroom: "apartamento 2 qtos", "Qto casal").
  qto: 'quarto',
  // Japanese floor plans' "LDK" (living, dining, kitchen in one room), said "リビング".
  ldk: 'リビング',
  // Japanese lighting plans' symbol "DL" for a downlight (照明記号: DL ダウンライト, beside CL シーリングライト),
  // which homes there write in names ("LDK DL").
  dl: 'ダウンライト|downlight',
  // Appliances.
  dw: 'dishwasher',
  wm: 'washing machine|waschmaschine|wasmachine',
  ac: 'air conditioner',
  wama: 'waschmaschine',
  gespu: 'geschirrspüler',
  gs: 'geschirrspüler',
  hk: 'heizkörper',
  lv: 'lave vaisselle',
  ll: 'lave linge',
  vr: 'volet roulant',
  vw: 'vaatwasser',
  tm: 'tvättmaskin',
  tt: 'torktumlare',
  vp: 'värmepump|varmepumpe',
  // Swedish heat pumps by the air they take (the forums' and installers' "LVP", "LLVP", "LVVP": luft-,
  // luft/luft- and luft/vatten-värmepump), each a heat pump when said.
  lvp: 'luftvärmepump|värmepump',
  llvp: 'luftvärmepump|värmepump',
  lvvp: 'luftvattenvärmepump|värmepump',
  aa: 'aire acondicionado',
  mll: 'máquina de lavar loiça',
  mlr: 'máquina de lavar roupa',
};

/** Normalized initials → the normalized phrases they stand for. */
export const TYPED_INITIALS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(INITIALS).map(([short, long]) => [normalizeText(short), long.split('|').map(normalizeText)]),
);
