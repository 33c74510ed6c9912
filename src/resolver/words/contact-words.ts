// Words a contact sensor's name adds to the name of the door or gate it watches ("Garage Door Sensor",
// "Garagentor Kontakt", "Capteur portail", "Czujnik bramy", "车库门传感器", "入户门门磁"), in en, de, es, fr,
// it, nl, pt, pl, sv, da, ko, ja and zh. From how the makers sell them (a reed "contact" or "tilt" sensor
// for garage doors; Polish "kontaktron", a reed switch; Chinese "门磁", a door magnet; Japanese "開閉センサー",
// an open/close sensor) and HA's own word for the domain's kind in each language. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

const CONTACT =
  'sensor|contact|tilt|reed|kontakt|türkontakt|torkontakt|melder|contacto|' +
  'capteur|détecteur|sensore|contatto|rilevatore|contactsensor|contato|czujnik|kontaktron|givare|' +
  'føler|센서|열림|개폐|センサー|開閉センサー|传感器|感应器|门磁|門磁|门窗传感器';

export const CONTACT_WORDS: ReadonlySet<string> = new Set(CONTACT.split('|').map(normalizeText));

/** Written joined to the thing's name in Chinese, Japanese and Korean ("车库门传感器", "ガレージシャッターセンサー"). */
export const CONTACT_SUFFIXES: readonly string[] = [
  '开关传感器',
  '传感器',
  '感应器',
  '门磁',
  '門磁',
  '開閉センサー',
  'センサー',
  '센서',
].map(normalizeText);
