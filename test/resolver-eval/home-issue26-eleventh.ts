// Issue 26, eleventh round, with slice 13 as the development slice: a case or two per rule, none of them
// the slice's requests.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A list named with the generic word for shopping beside one named after a shop: the generic words name
 * the first, the shop's name the second.
 */
function shoppingLists(
  id: string,
  language: string,
  generic: string,
  shop: string,
  asked: string,
  wanted: 'todo.generic' | 'todo.shop',
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', 'Kitchen', null]],
      devices: [one('kitchen', 'light.kitchen', 'Kitchen Light')],
      loose: [
        ['todo.generic', generic],
        ['todo.shop', shop],
      ],
    },
    cases: [c(wanted === 'todo.generic' ? 'ordinary' : 'named-after', asked, [wanted])],
  };
}

export const ELEVENTH_ROUND: readonly EvalSuite[] = [
  shoppingLists('r11-lists-fr', 'fr', 'Courses', 'Carrefour', 'ma liste de courses', 'todo.generic'),
  shoppingLists('r11-lists-pl', 'pl', 'Zakupy', 'Lidl', 'dodaj do listy zakupów', 'todo.generic'),
  shoppingLists('r11-lists-da', 'da', 'Indkøb', 'Netto', 'indkøbslisten', 'todo.generic'),
  shoppingLists('r11-lists-en', 'en', 'Shopping', 'Aldi', 'the shopping list', 'todo.generic'),
  // A shop's name that a Scandinavian definite plural ending would make a kind word ("mercado" + "-na").
  shoppingLists('r11-shop-es', 'es', 'Compras', 'Mercadona', 'la lista Mercadona', 'todo.shop'),
  shoppingLists('r11-shop-pt', 'pt', 'Lista de compras', 'Mercadona', 'a lista do Mercadona', 'todo.shop'),
];
