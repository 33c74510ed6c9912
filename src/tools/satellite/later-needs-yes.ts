// A command for later must not unlock, disarm or open: Home Assistant runs it when the timer ends, through
// its own assistant, where Hearth cannot ask for the spoken yes. Refused when it names a lock, an alarm
// panel or a garage door or gate of the home, or says one of those words (thirteen languages, folded
// as the resolver folds names). Conservative on purpose: a false alarm only means "do it now instead".
import { normalizeText, type TargetIndex } from '../../resolver/index.js';

export const LATER_NEEDS_YES =
  'A command for later cannot unlock, disarm or open a door, gate or alarm: it would run without the spoken yes. Tell the user, and offer to do it now.';

/** Whole words (folded) that name what needs a yes, in the languages Hearth speaks that space words. */
const WORDS = new Set([
  'lock',
  'locks',
  'unlock',
  'door',
  'doors',
  'alarm',
  'alarms',
  'garage',
  'gate',
  'gates',
  'schloss',
  'tur',
  'turen',
  'turschloss',
  'alarmanlage',
  'tor',
  'tore',
  'cerradura',
  'puerta',
  'puertas',
  'alarma',
  'garaje',
  'porton',
  'serrure',
  'porte',
  'portes',
  'alarme',
  'portail',
  'serratura',
  'porta',
  'porte',
  'allarme',
  'cancello',
  'slot',
  'deur',
  'deuren',
  'poort',
  'fechadura',
  'portas',
  'garagem',
  'portao',
]);
/** Beginnings of verbs (folded) that unlock or open, matched at a word's start. */
const STEMS = [
  'unlock',
  'entriegel',
  'aufschliess',
  'aufsperr',
  'desbloque',
  'deverrouill',
  'sblocc',
  'ontgrendel',
  'destranc',
];
/** Words of scripts without spaces (or fused endings), matched anywhere. */
const FRAGMENTS = [
  'замок',
  'двер',
  'сигнализац',
  'ворот',
  'гараж',
  '잠금',
  '도어락',
  '문',
  '경보',
  '차고',
  'ロック',
  '鍵',
  'ドア',
  '警報',
  'ガレージ',
  '門',
  '锁',
  '门',
  '警报',
  '车库',
  'قفل',
  'باب',
  'إنذار',
  'انذار',
  'مرآب',
  'بوابة',
  'ताला',
  'दरवाज',
  'अलार्म',
  'गेराज',
  'गेट',
].map(normalizeText);

function says(text: string): boolean {
  const words = text.split(' ');
  if (words.some((word) => WORDS.has(word) || STEMS.some((stem) => word.startsWith(stem)))) return true;
  return FRAGMENTS.some((fragment) => fragment !== '' && text.includes(fragment));
}

export function namesSomethingSensitive(command: string, index: TargetIndex): boolean {
  const text = normalizeText(command);
  if (says(text)) return true;
  const sensitive = [
    ...(index.byDomain.get('lock') ?? []),
    ...(index.byDomain.get('alarm_control_panel') ?? []),
    ...(index.byDomain.get('cover') ?? []).filter((entity) =>
      ['garage', 'gate'].includes(entity.deviceClass ?? ''),
    ),
  ];
  return sensitive.some((entity) => entity.names.some((name) => name !== '' && text.includes(name)));
}
