// German and Dutch say an order last, in the infinitive ("Dachfenster schließen", "Licht im Flur ausschalten",
// "de lamp in de gang uitdoen", "de gordijnen dichttrekken"): that word is the order, never a word of the name.
// Read by its shape, a verb of handling with or without the particle it is said with, so that every particle
// and verb meet without listing each pair. Words only; the parser drops one only when no name holds it.
import { normalizeText } from '../normalize-text.js';

const alternatives = (words: string): string => words.split('|').map(normalizeText).join('|');
const pattern = (particles: string, verbs: string): RegExp =>
  new RegExp(`^(?:${alternatives(particles)})?(?:${alternatives(verbs)})$`, 'u');

/**
 * German: the separable particles ("an", "aus", "runter" …) and the infinitives of handling a device (closing,
 * switching, driving a shutter, pulling, turning, starting, ending, putting out a light …), with the
 * inseparable ones ("beenden", "verriegeln", "aktivieren") among the verbs.
 */
const GERMAN = pattern(
  'an|aus|ein|auf|zu|ab|hoch|runter|herunter|rauf|herauf|hinauf|hinunter|nieder|rein|raus|zurück|los|weg',
  'schließen|schliessen|öffnen|schalten|machen|stellen|fahren|ziehen|drehen|lassen|knipsen|starten|stoppen|' +
    'dimmen|rollen|klappen|sperren|riegeln|spielen|werfen|heben|senken|setzen|tun|legen|kippen|halten|löschen|' +
    'zünden|beenden|verriegeln|entriegeln|aktivieren|deaktivieren|pausieren|regeln|drücken',
);

/**
 * Dutch: the separable particles ("aan", "uit", "dicht", "neer" …) and the infinitives of handling a device
 * (doing, putting, pulling, making, switching, lighting, letting down, turning, sliding, closing …).
 */
const DUTCH = pattern(
  'aan|uit|op|af|dicht|open|in|neer|omhoog|omlaag|toe|weg|terug',
  'doen|zetten|trekken|maken|schakelen|knippen|steken|laten|draaien|schuiven|klappen|rollen|halen|sluiten|' +
    'openen|starten|stoppen|dimmen|doven|spelen|gooien|activeren|deactiveren|pauzeren|vergrendelen|ontgrendelen',
);

/**
 * True when a word is such an infinitive said last: nothing after it, or only a word never part of a name
 * ("bitte", "alsjeblieft", "und").
 */
export function isOrderSaidLast(
  word: string,
  next: string | undefined,
  small: (word: string) => boolean,
): boolean {
  if (next !== undefined && !small(next)) return false;
  return word.length > 3 && (GERMAN.test(word) || DUTCH.test(word));
}
