// The detectors that keep a home safe, by their everyday words in each language: a smoke, carbon monoxide
// or gas binary sensor asked for as "the smoke detector", "gaslarmet", "czujnik tlenku węgla", "烟感". Each
// names one device class of Home Assistant's binary sensors (smoke, carbon_monoxide, gas), strictly: a
// smoke detector is never the gas detector beside it. Vocabulary only: kind-words.ts adds the kinds.
import type { KindEntry } from './kind-table.js';

/** Kinds said by words the other tables lack; kind-words.ts adds them after them. */
export const SAFETY_KINDS: readonly KindEntry[] = [
  {
    // Wiktionary's translations of "smoke detector" and "smoke alarm"; France's legal name "DAAF"
    // (détecteur avertisseur autonome de fumée, Code de la construction); Japan's 住宅用火災警報器 (the Fire
    // and Disaster Management Agency's name for a home's smoke alarm), China's short 烟感 (烟感报警器).
    domain: 'binary_sensor',
    classes: ['smoke'],
    strict: true,
    one: 'smoke alarm|smoke detector|smoke sensor|rauchmelder|rauchwarnmelder|rauchsensor|detector de humo|sensor de humo|alarma de humo|détecteur de fumée|capteur de fumée|avertisseur de fumée|daaf|rilevatore di fumo|rivelatore di fumo|sensore di fumo|sensore fumo|rilevatore fumo|rookmelder|rookdetector|detector de fumo|detetor de fumo|detector de fumaça|sensor de fumaça|sensor de fumo|czujnik dymu|czujka dymu|brandvarnare|rökdetektor|rökvarnare|røgalarm|røgdetektor|røgmelder|연기 감지기|연기감지기|화재 감지기|화재감지기|화재경보기|화재 경보기|煙感知器|煙探知機|火災警報器|火災報知器|住宅用火災警報器|烟感|烟雾报警器|烟雾传感器|烟雾探测器|烟感报警器',
    many: 'smoke alarms|smoke detectors|smoke sensors|detectores de humo|sensores de humo|détecteurs de fumée|capteurs de fumée|rilevatori di fumo|sensori di fumo|rookmelders|detectores de fumo|detetores de fumo|detectores de fumaça|czujniki dymu|czujki dymu|brandvarnarna|brandvarnare|røgalarmer|røgalarmerne',
  },
  {
    // Wiktionary's "carbon monoxide detector"; Polish "czad", the everyday word for the gas (Wiktionary: czad).
    domain: 'binary_sensor',
    classes: ['carbon_monoxide'],
    strict: true,
    one: 'carbon monoxide detector|carbon monoxide alarm|carbon monoxide sensor|co detector|co alarm|co sensor|kohlenmonoxidmelder|co melder|detector de monóxido de carbono|sensor de monóxido de carbono|détecteur de monoxyde de carbone|détecteur de co|rilevatore di monossido di carbonio|sensore di monossido|koolmonoxidemelder|czujnik tlenku węgla|czujnik czadu|czujka czadu|kolmonoxidvarnare|kulilte alarm|kuliltealarm|일산화탄소 감지기|일산화탄소 경보기|一酸化炭素警報器|一氧化碳报警器|一氧化碳传感器',
    many: 'carbon monoxide detectors|co detectors|czujniki czadu|czujniki tlenku węgla',
  },
  {
    // Wiktionary's "gas detector"; the shops' words for a home's gas alarm (Gasmelder, gaslarm, ガス警報器,
    // 燃气报警器, 가스 경보기); and by what it watches for, a gas leak (Wiktionary's translations), as the
    // leak sensor's words in kind-table.ts are water's.
    domain: 'binary_sensor',
    classes: ['gas'],
    strict: true,
    one: 'gas detector|gas alarm|gas sensor|gas leak detector|gasmelder|gaswarnmelder|detector de gas|sensor de gas|alarma de gas|détecteur de gaz|capteur de gaz|rilevatore di gas|rilevatore gas|sensore di gas|sensore gas|gasdetector|detector de gás|detetor de gás|sensor de gás|czujnik gazu|czujka gazu|gasvarnare|gaslarm|gasalarm|gasdetektor|가스 감지기|가스감지기|가스 경보기|가스경보기|ガス警報器|ガス漏れ警報器|ガス検知器|燃气报警器|燃气传感器|燃气探测器|可燃气体报警器|gas leak|gaslek|gaslekkage|fuga de gas|fuite de gaz|fuga di gas|fuga de gás|vazamento de gás|wyciek gazu|gasläcka|gaslæk|가스 누출|가스누출|ガス漏れ|燃气泄漏|煤气泄漏',
    many: 'gas detectors|gas alarms|gas sensors|czujniki gazu',
  },
];
