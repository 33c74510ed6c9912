// Issue 26, round 27f: cases of our own, in homes of our own; none is a slice's request or home.
// The everyday word for a thing whose name says it another way: "the coffee machine" for a "Siebträger",
// "the computer" for a "Gaming PC", "le décodeur" for the TV box. The first tag is the category, the second
// the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * A coffee machine named by its kind of machine (a portafilter, a brewer) or its product line, asked for
 * by the everyday word; a home that also has a thing named by the word as said keeps that one.
 */
const COFFEE_BY_ANOTHER_WORD: EvalSuite[] = [
  home(
    'r27f_de_espresso',
    'de',
    [
      ['kueche', 'Küche'],
      ['buero', 'Büro'],
    ],
    [
      ['kueche', 'switch.siebtraegermaschine', 'Siebträgermaschine'],
      ['kueche', 'light.kueche', 'Küchenlicht'],
      ['buero', 'switch.drucker', 'Drucker'],
    ],
    [
      c('ordinary coffee-concept', 'mach die Kaffeemaschine an', ['switch.siebtraegermaschine']),
      c('ordinary coffee-concept', 'Kaffeemaschine aus', ['switch.siebtraegermaschine']),
      c('ordinary coffee-concept-not', 'das Küchenlicht', ['light.kueche']),
    ],
  ),
  home(
    'r27f_de_two_coffee',
    'de',
    [['kueche', 'Küche']],
    [
      ['kueche', 'switch.kaffeemaschine', 'Kaffeemaschine'],
      ['kueche', 'switch.espressomaschine', 'Espressomaschine'],
    ],
    [
      c('ordinary coffee-concept-not', 'die Kaffeemaschine', ['switch.kaffeemaschine']),
      c('ordinary coffee-concept-not', 'die Espressomaschine', ['switch.espressomaschine']),
    ],
  ),
  home(
    'r27f_da_brygger',
    'da',
    [
      ['koekken', 'Køkken'],
      ['stue', 'Stue'],
    ],
    [
      ['koekken', 'switch.kaffebrygger_moccamaster', 'Kaffebrygger'],
      ['koekken', 'switch.elkedel', 'Elkedel'],
      ['stue', 'light.stue', 'Stuelampe'],
    ],
    [
      c('ordinary coffee-concept', 'tænd kaffemaskinen', ['switch.kaffebrygger_moccamaster']),
      c('ordinary coffee-concept-not', 'elkedlen', ['switch.elkedel']),
    ],
  ),
  home(
    'r27f_pt_cafe',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['sala', 'Sala'],
    ],
    [
      ['cozinha', 'switch.expresso', 'Expresso'],
      ['cozinha', 'switch.chaleira', 'Chaleira'],
      ['sala', 'light.sala', 'Luz sala'],
    ],
    [
      c('ordinary coffee-concept', 'liga a máquina do café', ['switch.expresso']),
      c('ordinary coffee-concept', 'desliga a máquina de café', ['switch.expresso']),
      c('ordinary coffee-concept-not', 'a chaleira', ['switch.chaleira']),
    ],
  ),
];

export const ROUND_27F: EvalSuite[] = [...COFFEE_BY_ANOTHER_WORD];
