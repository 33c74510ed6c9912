// "ist das Dachfenster offen" beside a class-less cover "Dachfenster Bad" and a window sensor "Dachfenster Bad
// Sensor": a cover Home Assistant gives no device class is watched as what its name says it is. A name that says
// a roof window (words/roof-window-words.ts) and no other cover's kind is a window, watched by a window contact;
// any other class-less cover stays a door's ("Rolluik dakraam", the roof window's blind, is no window). Reads the
// indexed entity and the kind table only.
import { KIND_WORDS } from './words/kind-words.js';
import type { IndexedEntity } from './target-index.js';

/** The cover's device class, or the one its name says when it has none. */
export function watchedClass(cover: IndexedEntity): string {
  if (cover.deviceClass !== null) return cover.deviceClass;
  return cover.names.some(namesWindowOnly) ? 'window' : 'door';
}

/** A name holding a window's cover word (a roof window's) and no cover word of another class. */
function namesWindowOnly(name: string): boolean {
  let window = false;
  const words = name.split(' ');
  // Each word and each pair of words ("roof window", "okno dachowe").
  const phrases = [...words, ...words.slice(1).map((word, at) => `${words[at]!} ${word}`)];
  for (const phrase of phrases) {
    const kind = KIND_WORDS.get(phrase);
    if (kind === undefined || kind.domain !== 'cover' || kind.classes === undefined) continue;
    if (kind.classes.length === 1 && kind.classes[0] === 'window') window = true;
    else return false;
  }
  return window;
}
