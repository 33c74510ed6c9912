// An order asked with "can you", "could you", "will you": the verb then comes in the infinitive ("kan du
// slukke lyset", "możesz włączyć wentylator", "czy mógłbyś wyłączyć lampę"). The languages whose
// infinitive is another word than the imperative the command words hold ("sluk", "włącz") list it here;
// Spanish, French, Italian and Portuguese infinitives are among Assist's own sentence words already.
// Vocabulary only, normalized.
import { normalizeText } from '../normalize-text.js';

export const INFINITIVE_ORDERS: ReadonlySet<string> = new Set(
  [
    // Danish: turn on, off, open, close, set, start, stop.
    'tænde slukke åbne lukke sætte skrue starte stoppe',
    // Polish: turn on, off, open, close, raise, lower, start, set; and the modal itself ("mógłbyś").
    'włączyć wyłączyć otworzyć zamknąć podnieść opuścić uruchomić ustawić możesz możecie mógłbyś mogłabyś',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);
