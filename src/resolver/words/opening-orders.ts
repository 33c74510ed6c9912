// Orders to open or close something, said as the request's verb, in the languages the pipeline speaks: only
// a door, a gate, a blind, a window or a valve (a cover, a valve, a lock) can do them. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

/**
 * The imperative and infinitive of "open" and "close" as people order a device (Wiktionary's conjugation
 * tables; the infinitive as Polish, German and the Romance languages also give orders, "öffnen", "cerrar").
 * English "open" and Dutch "open" are also the state asked about ("is the shed open"): a question is left to
 * the door's own words (door-verbs.ts). Not the locking phrases ("schließ ab", "zamknij na klucz"), which
 * the lock's words read first.
 */
const ORDERS =
  'open close shut ' +
  'öffne öffnen öffnet schließe schließ schließen schliesse schliess ' +
  'ouvre ouvrez ouvrir ferme fermez fermer ' +
  'abre abra abrid abrir cierra cierre cerrad cerrar ' +
  'apri aprite aprire chiudi chiudete chiudere ' +
  'sluit sluiten ' +
  'fecha feche fechar ' +
  'otwórz otwórzcie otworzyć zamknij zamknijcie zamknąć ' +
  'öppna stäng stänga ' +
  'åbn åbne luk lukke åpne lukk';

export const OPENING_ORDERS: ReadonlySet<string> = new Set(ORDERS.split(' ').map(normalizeText));
