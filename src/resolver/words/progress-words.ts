// How far along an appliance's programme is, asked and named, per language. Asked: how long it still runs,
// when it ends, whether it is done ("dishwasher time left", "Restzeit", "cómo va", "où en est", "is de droger
// klaar", "czy skończyła", "식세기 얼마나 남았어", "あと何分", "还剩多久"). Named: the sensors Home Assistant's
// appliance integrations give beside the machine's switch (Home Connect, Miele, SmartThings, LG ThinQ: remaining
// program time, operation state, program progress, finish time), as their translations (en, de, es, fr, it, nl,
// pt, pl, sv, da, ko, ja, zh) word them, plus the plain "status"/"state" word people give such a sensor.
// Written as said; normalized on load (Han in its Simplified form). Words only: appliance-progress.ts reads them.
import { normalizeText } from '../normalize-text.js';

/** What the question is about: when it ends (a duration or a time) or whether it is done (a state). */
export type ProgressAsked = 'time' | 'state';

/**
 * Phrases that ask how far along a machine is. Latin ones are whole words; CJK ones are read inside the text.
 * Each says what it asks about.
 */
const ASKED: Record<ProgressAsked, string> = {
  time: [
    'time left|time remaining|remaining time|remaining|how long|how much longer|when will|when does|finish time|eta',
    'restzeit|restlaufzeit|wie lange noch|wie lange|wann ist|wann',
    'cuanto falta|cuanto le falta|cuanto queda|cuanto le queda|tiempo restante|cuando termina|falta|queda',
    'temps restant|combien de temps|quand|reste',
    'quanto manca|quanto gli manca|tempo residuo|tempo rimanente|quando finisce|manca',
    'hoelang|hoe lang|resterende tijd|resterend|wanneer',
    'quanto falta|tempo restante|quando acaba|quando termina',
    'ile zostalo|ile jeszcze|pozostaly czas|kiedy',
    'hur lange|hur lang tid|tid kvar|aterstaende tid|kvar',
    'hvor lang tid|hvor lange|resttid|tilbage',
    '얼마나 남았|남은 시간|남았어|남았|언제 끝나',
    'あと何分|あと何時間|残り時間|残り|いつ終わる|何分',
    '还剩多久|还要多久|还剩|剩余时间|剩多久|多久|什么时候好',
  ].join('|'),
  state: [
    'how far along|how is|done|finished|ready|progress|status|state',
    'fertig|fortschritt|status|zustand',
    'como va|como esta|ha terminado|termino|terminado|ha acabado|acabo|acabado|listo|lista|estado',
    'ou en est|aura fini|a fini|fini|finit|termine|pret|prete|etat',
    'a che punto|che punto|ha finito|finito|finita|pronto|pronta|stato',
    'klaar|voortgang|status',
    'ja acabou|acabou|terminou|pronto|pronta|estado',
    'skonczyla|skonczyl|skonczylo|gotowa|gotowy|gotowe|status|stan',
    'klar|fardig|status',
    'faerdig|klar|status',
    // The adjective's neuter and plural forms: "er vasketøjet færdigt", "är programmet färdigt".
    'faerdigt|faerdige|fardigt|fardiga',
    // French feminine forms, said of a load or a machine: "la lessive est finie", "la machine est terminée".
    'finie|finies|terminee|terminees',
    '끝났어|끝났나|끝났|다 됐어|다됐어|상태',
    '終わった|終わりました|終わってる|状態|進捗',
    '好了吗|好了没|完成了吗|完成|状态|进度',
  ].join('|'),
};

/**
 * Words a question about progress is said with around the machine, dropped with the phrase: auxiliaries,
 * question words and particles ("is de droger klaar", "hoelang moet de vaatwasser nog", "où en est le …",
 * "a che punto è …", "czy zmywarka …", "já acabou a …", "食洗機はあと何分").
 */
export const PROGRESS_FILLER: ReadonlySet<string> = new Set(
  [
    'is|are|it|the|has|have|will|be|does|much|still|yet|its',
    'ist|die|der|das|noch|schon|hat|sie|er|es',
    'el|la|le|ya|ha|va|con|del|de',
    'est|en|ou|a|il|elle|aura|les',
    'e|ha|ancora|gia|lo|il|al',
    'de|het|nog|moet|is|al',
    'o|a|ja|da|do',
    'czy|juz|jeszcze',
    'ar|den|det|har|hur|lang|tid',
    'er|den|det|har|hvor|lang|tid',
    'は|が|の|もう|まだ',
    '的|了|吗|还',
  ]
    .join('|')
    .split('|')
    .map(normalizeText),
);

/** Phrase → what it asks, longest first, so "time left" is read before "left" and "还剩多久" before "多久". */
export const PROGRESS_ASKED: readonly (readonly [string, ProgressAsked])[] = (
  Object.entries(ASKED) as [ProgressAsked, string][]
)
  .flatMap(([asked, list]) => list.split('|').map((phrase) => [normalizeText(phrase), asked] as const))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * Words in a sensor's name that say it reports the programme's progress; each says which of the two it gives.
 * From the integrations' entity names: "Remaining program time", "Operation state", "Program progress",
 * "Finish time" and their translations.
 */
export const PROGRESS_NAMED: ReadonlyMap<string, ProgressAsked> = new Map<string, ProgressAsked>([
  ...[
    'remaining|left|finish|end|eta|duration|countdown|restzeit|restlaufzeit|programmende|ende|restante|fin|finalizacion',
    'restant|residuo|rimanente|fine|resterend|resterende|eindtijd|pozostaly|koniec|aterstaende|resttid|slut',
    '남은|종료|残り|終了|剩余|结束',
  ]
    .join('|')
    .split('|')
    .map((word) => [normalizeText(word), 'time'] as const),
  ...[
    'status|state|progress|zustand|betriebszustand|fortschritt|estado|progreso|etat|progression|stato|avanzamento',
    'voortgang|stan|postep|tillstand|tilstand|상태|진행|状態|進捗|状态|进度',
    // The loanword Japanese names give a status sensor as often as 状態 ("炊飯器 ステータス").
    'ステータス',
  ]
    .join('|')
    .split('|')
    .map((word) => [normalizeText(word), 'state'] as const),
]);
