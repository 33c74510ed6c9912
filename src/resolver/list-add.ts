// "ajoute du pain à Carrefour", "dodaj mleko do Biedronki", "lägg till mjölk på ICA": an order to add an
// item to a list named after a shop, with no list word said. The item is no name of the home (it may be one
// typo from one: "pain" and "bain"), the shop's name may carry a case ending ("Biedronki"): the one list the
// phrase names is the thing meant. Read only when the whole phrase found nothing.
import { normalizeText } from './normalize-text.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/** The verbs that put an item on a list, in the forms an order takes, normalized. */
const ADD_VERBS: ReadonlySet<string> = new Set(
  (
    'add put ajoute ajouter rajoute mets füge füg hinzufügen setz schreib añade añadir agrega agregar apunta ' +
    'aggiungi aggiungere metti voeg zet adiciona adicionar acrescenta põe coloca dodaj dopisz lägg skriv ' +
    'tilføj tilfoej sæt 추가 추가해 추가해줘 追加 追加して 加 加上 添加 加到'
  )
    .split(' ')
    .map(normalizeText),
);

/** The one list a word of the phrase names, when an adding verb was said; else undefined. */
export function listAddedTo(index: TargetIndex, tokens: readonly string[]): Resolution | undefined {
  if (!tokens.some((token) => ADD_VERBS.has(token))) return undefined;
  const lists = new Set<IndexedEntity>();
  for (const token of tokens) {
    if (ADD_VERBS.has(token)) continue;
    for (const entity of index.words.loose(token)) if (entity.domain === 'todo') lists.add(entity);
  }
  if (lists.size !== 1) return undefined;
  const [list] = lists;
  return { kind: 'found', entityIds: [list!.id], group: false, domainNamed: false };
}
