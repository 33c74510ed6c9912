// Issue 26, round 23b, rules 4–6 (1–3 are in home-issue26-twenty-third-b.ts, 7–9 in -b3.ts): doors asked about
// indirectly or by their bolt, and jobs said as nouns, in homes of our own. The first tag is the category, the
// second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' } as const;
const windowClass = { deviceClass: 'window' } as const;

/** A home of one entrance with a lock and its door's contact sensor, and a window, asked about. */
function doorHome(
  id: string,
  language: string,
  area: string,
  [lock, sensor, window]: [string, string, string],
  cases: [tags: string, said: string, wants: 'lock' | 'sensor' | 'window'][],
): EvalSuite {
  const ids = { lock: 'lock.door', sensor: 'binary_sensor.door', window: 'binary_sensor.window' };
  return home(
    id,
    language,
    [['area', area]],
    [
      one('area', ids.lock, lock),
      one('area', ids.sensor, sensor, door),
      one('area', ids.window, window, windowClass),
    ],
    cases.map(([tags, said, wants]) => c(tags, said, [ids[wants]])),
  );
}

/**
 * Rule 4: a question asked indirectly, as a model passes it ("whether the front door is open", "if …", "of de
 * achterdeur open is", "ob die Kellertür offensteht"), is a question: open or closed asks the door's sensor,
 * locked its lock. "Whether" was taken for a name, and "open" after "if" or Dutch "of" for the order; the
 * Dutch and German state written as one word with its verb at the clause's end ("openstaat", "dichtzit",
 * "offensteht") was no state at all.
 */
const INDIRECT_QUESTION: EvalSuite[] = [
  doorHome(
    'r23b_en_whether',
    'en',
    'Entry',
    ['Front Door Deadbolt', 'Front Door', 'Entry Window'],
    [
      ['device-sensor indirect', 'whether the front door is open', 'sensor'],
      ['device-sensor indirect', 'whether the front door is locked', 'lock'],
      ['device-sensor indirect', 'if the front door is open', 'sensor'],
      ['device-sensor', 'whether the entry window is open', 'window'],
      ['device-sensor', 'is the front door open', 'sensor'],
      ['device-sensor', 'is the front door locked', 'lock'],
    ],
  ),
  doorHome(
    'r23b_nl_of',
    'nl',
    'Bijkeuken',
    ['Slot achterdeur', 'Achterdeur', 'Raam bijkeuken'],
    [
      ['device-sensor', 'of de achterdeur open is', 'sensor'],
      ['device-sensor indirect', 'of de achterdeur openstaat', 'sensor'],
      ['device-sensor indirect', 'of de achterdeur dichtzit', 'sensor'],
      ['device-sensor indirect', 'of het raam in de bijkeuken openstaat', 'window'],
      ['device-sensor', 'of de achterdeur op slot zit', 'lock'],
      ['device-sensor', 'staat de achterdeur open', 'sensor'],
    ],
  ),
  doorHome(
    'r23b_de_ob',
    'de',
    'Diele',
    ['Kellertür Schloss', 'Kellertür', 'Dielenfenster'],
    [
      ['device-sensor indirect', 'ob die Kellertür offensteht', 'sensor'],
      ['device-sensor', 'ob die Kellertür offen ist', 'sensor'],
      ['device-sensor', 'ob die Kellertür abgeschlossen ist', 'lock'],
    ],
  ),
  doorHome(
    'r23b_sv_om',
    'sv',
    'Hall',
    ['Ytterdörr lås', 'Ytterdörr', 'Hallfönster'],
    [
      ['device-sensor', 'om ytterdörren är öppen', 'sensor'],
      ['device-sensor', 'om ytterdörren är låst', 'lock'],
    ],
  ),
  doorHome(
    'r23b_da_hvorvidt',
    'da',
    'Bryggers',
    ['Bagdør lås', 'Bagdør', 'Vindue bryggers'],
    [
      ['device-sensor', 'hvorvidt bagdøren er åben', 'sensor'],
      ['device-sensor', 'om bagdøren er låst', 'lock'],
    ],
  ),
  doorHome(
    'r23b_it_se',
    'it',
    'Ingresso',
    ['Serratura porta ingresso', 'Porta ingresso', 'Finestra ingresso'],
    [
      ['device-sensor', "se la porta d'ingresso è aperta", 'sensor'],
      ['device-sensor', "se la porta d'ingresso è chiusa a chiave", 'lock'],
    ],
  ),
];

/**
 * Rule 5: a bolt or latch said shot or thrown ("tiene el cerrojo echado", "echa el pestillo", "o trinco
 * passado", "is the front door bolted", "the deadbolt … thrown") asks for the door's lock, as a locking verb
 * does; the words were a name or left the door's sensor. Not "bolt" said first: a car is called so.
 */
const BOLTED: EvalSuite[] = [
  doorHome(
    'r23b_es_bolt',
    'es',
    'Recibidor',
    ['Cerradura puerta principal', 'Puerta principal', 'Ventana recibidor'],
    [
      ['device-sensor bolted', 'si la puerta principal tiene el cerrojo echado', 'lock'],
      ['device-sensor bolted', 'la puerta principal tiene el pestillo echado', 'lock'],
      ['device-sensor bolted', 'echa el pestillo de la puerta principal', 'lock'],
      ['device-sensor', 'echa el cerrojo de la puerta principal', 'lock'],
      ['device-sensor', 'si la puerta principal está abierta', 'sensor'],
    ],
  ),
  doorHome(
    'r23b_pt_bolt',
    'pt',
    'Entrada',
    ['Fechadura porta da rua', 'Porta da rua', 'Janela entrada'],
    [
      ['device-sensor bolted', 'a porta da rua tem o trinco passado', 'lock'],
      ['device-sensor bolted', 'passa o trinco da porta da rua', 'lock'],
      ['device-sensor bolted', 'o ferrolho da porta da rua', 'lock'],
      ['device-sensor', 'a porta da rua está aberta', 'sensor'],
    ],
  ),
  doorHome(
    'r23b_it_bolt',
    'it',
    'Ingresso',
    ['Serratura portoncino', 'Portoncino', 'Finestra ingresso'],
    [
      ['device-sensor', 'il chiavistello del portoncino', 'lock'],
      ['device-sensor', 'è tirato il chiavistello del portoncino', 'lock'],
      ['device-sensor', 'il portoncino è aperto', 'sensor'],
    ],
  ),
  doorHome(
    'r23b_en_bolt',
    'en',
    'Porch',
    ['Side Door Lock', 'Side Door', 'Porch Window'],
    [
      ['device-sensor', 'is the deadbolt on the side door thrown', 'lock'],
      ['device-sensor bolted', 'is the side door bolted', 'lock'],
      ['device-sensor', 'is the side door open', 'sensor'],
    ],
  ),
  home(
    'r23b_en_bolt_car',
    'en',
    [['garage', 'Garage']],
    [one('garage', 'switch.bolt_charger', 'Bolt Charger'), one('garage', 'lock.garage', 'Garage Side Door')],
    [
      c('ordinary', 'the bolt charger', ['switch.bolt_charger']),
      c('ordinary', 'bolt charger', ['switch.bolt_charger']),
    ],
  ),
];

const water = { deviceClass: 'water' } as const;

/** A home with a garden (a mower, a watering valve, a light) and a robot vacuum indoors, asked for its jobs. */
function jobsHome(
  id: string,
  language: string,
  [garden, hall]: [string, string],
  cases: [string, string, string][],
) {
  return home(
    id,
    language,
    [
      ['garden', garden],
      ['hall', hall],
    ],
    [
      one('garden', 'lawn_mower.mower', 'Gardena Sileno'),
      one('garden', 'valve.garden', 'Hunter Hydrawise', water),
      one('garden', 'light.garden', 'Lampion'),
      one('hall', 'vacuum.robot', 'Ecovacs Deebot'),
    ],
    cases.map(([tags, said, id]) => c(tags, said, [id])),
  );
}

/**
 * Rule 6: the job named as a noun ("græsslåningen", "la siega", "el corte del césped", "o corte da relva",
 * "il taglio dell'erba", "잔디깎기", "bevattningen", "de beregening", "støvsugningen", "la limpieza", "l'aspiration",
 * "a aspiração", "moppningen") is the device that does it, as the verb and the other nouns ("gräsklippningen",
 * "het grasmaaien") already were.
 */
const JOB_NOUNS: EvalSuite[] = [
  jobsHome(
    'r23b_fr_jobs',
    'fr',
    ['Jardin', 'Couloir'],
    [
      ['activity job-noun', "l'aspiration du couloir", 'vacuum.robot'],
      ['activity job-noun', 'le nettoyage', 'vacuum.robot'],
      ['activity', 'la tonte', 'lawn_mower.mower'],
    ],
  ),
  jobsHome(
    'r23b_da_jobs',
    'da',
    ['Baghave', 'Entré'],
    [
      ['activity job-noun', 'græsslåningen', 'lawn_mower.mower'],
      ['activity job-noun', 'plæneklipningen i baghaven', 'lawn_mower.mower'],
      ['activity job-noun', 'støvsugningen', 'vacuum.robot'],
      ['activity', 'vandingen', 'valve.garden'],
    ],
  ),
  jobsHome(
    'r23b_sv_jobs',
    'sv',
    ['Trädgård', 'Hall'],
    [
      ['activity job-noun', 'bevattningen i trädgården', 'valve.garden'],
      ['activity', 'gräsklippningen', 'lawn_mower.mower'],
      ['activity', 'dammsugningen', 'vacuum.robot'],
      ['activity job-noun', 'moppningen i hallen', 'vacuum.robot'],
    ],
  ),
  jobsHome(
    'r23b_es_jobs',
    'es',
    ['Jardín', 'Pasillo'],
    [
      ['activity job-noun', 'la siega', 'lawn_mower.mower'],
      ['activity job-noun', 'el corte del césped', 'lawn_mower.mower'],
      ['activity job-noun', 'la limpieza', 'vacuum.robot'],
      ['activity job-noun', 'la aspiración del pasillo', 'vacuum.robot'],
      ['activity', 'el riego del jardín', 'valve.garden'],
    ],
  ),
  jobsHome(
    'r23b_pt_jobs',
    'pt',
    ['Quintal', 'Corredor'],
    [
      ['activity job-noun', 'o corte da relva', 'lawn_mower.mower'],
      ['activity job-noun', 'o corte da grama no quintal', 'lawn_mower.mower'],
      ['activity', 'a rega do quintal', 'valve.garden'],
      ['activity job-noun', 'a aspiração', 'vacuum.robot'],
    ],
  ),
  jobsHome(
    'r23b_it_jobs',
    'it',
    ['Giardino', 'Corridoio'],
    [
      ['activity job-noun', "il taglio dell'erba", 'lawn_mower.mower'],
      ['activity job-noun', 'il taglio del prato', 'lawn_mower.mower'],
      ['activity job-noun', "l'aspirazione", 'vacuum.robot'],
      ['activity', "l'irrigazione del giardino", 'valve.garden'],
    ],
  ),
  jobsHome(
    'r23b_nl_jobs',
    'nl',
    ['Achtertuin', 'Gang'],
    [
      ['activity job-noun', 'de beregening', 'valve.garden'],
      ['activity', 'het grasmaaien', 'lawn_mower.mower'],
      ['activity', 'het stofzuigen', 'vacuum.robot'],
    ],
  ),
  jobsHome(
    'r23b_ko_jobs',
    'ko',
    ['마당', '복도'],
    [
      ['activity job-noun', '잔디깎기', 'lawn_mower.mower'],
      ['activity', '마당 물주기', 'valve.garden'],
    ],
  ),
];

export const TWENTY_THIRD_ROUND_B2: EvalSuite[] = [...INDIRECT_QUESTION, ...BOLTED, ...JOB_NOUNS];
