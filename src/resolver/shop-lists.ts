// "Courses" beside "Delhaize", "Zakupy" beside "Biedronka": both are shopping lists, one named with the
// generic word and one after a shop. "The shopping list" names the generic one; the shop's list is
// reached by the shop's name, which the name match finds before the kind is looked at.
import type { IndexedEntity } from './target-index.js';
import { STORE_CLASSES } from './words/store-names.js';

/** Whether some run of up to three words of one of the list's names is a shop the tables know. */
function namedAfterShop(entity: IndexedEntity): boolean {
  for (const name of entity.names) {
    const words = name.split(' ');
    for (let start = 0; start < words.length; start += 1) {
      for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
        if (STORE_CLASSES.has(words.slice(start, end).join(' '))) return true;
      }
    }
  }
  return false;
}

/** To-do lists of the kind asked for: those not named after a shop when some are and some are not. */
export function genericListsFirst(lists: IndexedEntity[]): IndexedEntity[] {
  if (lists.length < 2 || lists.some((entity) => entity.domain !== 'todo')) return lists;
  const generic = lists.filter((entity) => !namedAfterShop(entity));
  return generic.length > 0 ? generic : lists;
}
