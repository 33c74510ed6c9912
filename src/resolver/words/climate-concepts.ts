// The everyday words for heating, cooling, ventilation and water heating where a name says it another way:
// a climate entity named "Split …" or "Clima …" is an air conditioner ("el aire", "il condizionatore"), a
// bathroom "Badlüfter" is "die Lüftung im Bad", a "Cilindro" is "o termoacumulador", a Chinese "晾衣架" is
// where one "晾衣服". Vocabulary only: kind-words.ts adds the kinds, device-words.ts the concepts,
// entity-traits.ts reads the names.
import type { KindEntry } from './kind-table.js';

/**
 * Words a climate entity's name may say an air conditioner by, beside the kind words of one: a wall unit is
 * "un split" in Spain, Italy, France and Portugal (the shops' category "aire acondicionado split",
 * "climatizzatore split", "climatiseur split"), and Italians say "il clima" for the climatizzatore
 * (Wiktionary: clima, "colloquial: air conditioner"). Names only: "el clima" asked is Spanish weather.
 */
export const AIR_CONDITIONER_NAMES: ReadonlySet<string> = new Set([
  'split',
  'multisplit',
  'mono split',
  'clima',
  'minisplit',
  'mini split',
]);

/** Kinds said by words the hand-written table lacks; kind-words.ts adds them after it. */
export const CLIMATE_KINDS: readonly KindEntry[] = [
  {
    // What moves the air: the German, Danish and Swedish mass word for it ("die Lüftung", HA's German fan
    // translation "Lüfter"; Wiktionary: Lüftung, ventilation) and the extractor that draws it out of a
    // bathroom (Spanish "extractor", Italian "aspiratore"; the kitchen's is a hood, hood-apart.ts).
    domain: 'fan',
    one: 'lüftung|belüftung|badlüftung|extractor|extractor de aire|extracteur|extracteur d air|afzuiging|badkamerventilator|exaustor de casa de banho|wyciąg|wyciąg łazienkowy|badrumsfläkt|badeværelsesventilator',
  },
  {
    // A hot-water tank by the words a name gives it: a "hot water cylinder" in Britain, "cilindro" in
    // Portugal (Wiktionary: termoacumulador, cilindro), an "immersion" heater in Ireland and Britain,
    // "Warmwasserboiler", "bojler".
    domain: 'water_heater',
    one: 'cilindro|cilindro de água quente|hot water cylinder|immersion|immersion heater|warmwasserboiler|elektroboiler|durchlauferhitzer|termo eléctrico|termo electrico|ballon d eau chaude|scaldacqua|elektrische boiler|varmvattenberedare|varmtvandsbeholder|vandvarmer|전기온수기|電気温水器|电热水器',
  },
];

/** Concept → its words (device-words.ts joins them to its own). */
export const CLIMATE_CONCEPTS: Readonly<Record<string, string>> = {
  // A rack one dries the washing on, in China often motorised and shown as a cover: "晾衣架", said by what
  // one does there ("晾衣服", "晒衣服"). From the shops' categories (JD's 晾衣架 / 电动晾衣架) and Wiktionary
  // (晾衣架, clothes horse; Wäscheständer, tendedero, étendoir, stendino, droogrek, estendal, 빨래 건조대).
  clothes_rack:
    'clothes rack|drying rack|clothes airer|clothes horse|wäscheständer|tendedero|étendoir|stendino|stendibiancheria|droogrek|estendal|suszarka na pranie|torkställning|tørrestativ|빨래 건조대|빨래건조대|건조대|物干し|物干し竿|物干しラック|晾衣架|电动晾衣架|晾衣杆|晾衣机|晾衣服|晒衣服|晾衣|晒衣|晾衣裳|빨래 널어|洗濯物を干す|洗濯物干し',
};
