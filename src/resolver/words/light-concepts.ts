// More words for the light concepts of device-words.ts: the everyday word for a kind of lamp where a name
// says it another way ("the floor lamp" for a British "Standard Lamp", "la lampe sur pied" for a
// "Lampadaire", "the fairy lights" for "Festoon Lights", "la luz de techo" for a "Plafón"). Vocabulary only;
// device-words.ts joins these lists to its own, concept by concept.
import { normalizeText } from '../normalize-text.js';

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const LIGHT_CONCEPTS: Readonly<Record<string, string>> = {
  // Wiktionary's "floor lamp" and "standard lamp" (British) with their translations and synonyms
  // ("lampe sur pied" beside "lampadaire", "lampada a stelo" beside "piantana", "Standlampe", "stålampa").
  floor_lamp:
    'standard lamp|standard light|lampe sur pied|lampe de sol|lampada a stelo|lampada da pavimento|lámpara de suelo|standlampe|bodenlampe|vloerlampje|candeeiro de chão|candeeiro de pé alto|luminária de pé|stålampa|stålampe|standerlampen',
  // Lights strung on a wire, as shops sell them under "string lights" or "festoon lights" (UK) and each
  // language's Wiktionary entry for fairy lights ("Lichterkette", "guirnalda de luces", "guirlande
  // lumineuse", "lucine", "lyskæde", "ljusslinga", "꼬마전구", "彩灯").
  string_lights:
    'festoon lights|festoon lighting|festoon|fairy light|party lights|lichterketten|guirnaldas|guirnaldas de luces|tira de bombillas|guirlandes|guirlande guinguette|guinguette|catena di luci|festoni luminosi|lichtsnoeren|feestverlichting|cordão de luzes|fio de luzes|gambiarra|lampki ogrodowe|girlanda świetlna|girlanda led|łańcuch świetlny|ljusslingor|lyskæder|lyskæden|lysslynger|줄전구|꼬마전구|가랜드 조명|ガーランドライト|彩灯|串灯',
  // A light fixed flat to the ceiling, by the word each language gives it (Spanish "plafón" and "luz de
  // techo", Dutch "plafondlamp", Polish "plafon", Swedish "plafond"), from Wiktionary and shop categories
  // (IKEA's "ceiling lamps": plafones, plafonniers, plafoniere, plafondlampen, plafony).
  ceiling:
    'plafón|plafones|luz de techo|lámpara de techo|luz del techo|lumière du plafond|luce a soffitto|lampada a soffitto|plafondlamp|plafondlampen|plafonnière|plafondverlichting|luz de teto|plafon|plafony|lampa sufitowa|takbelysning',
  // A lamp by the bed, as Wiktionary says "bedside lamp" in each language; a name of a lamp with a bed word
  // ("Läslampa säng", "Bed Lamp") is one as well (compose in device-words.ts). Not "abat-jour": it names a lamp
  // by its shade, of any table, and homes write it in names ("gli abat-jour" beside "Abat-jour sx/dx" and two
  // "Luce comodino" are the two abat-jour, not all four).
  bedside_lamp:
    'bed lamp|bed light|lámpara de la mesita de noche|lampe de nuit|lampada del comodino|lumetto|bedlamp|candeeiro da mesa de cabeceira|lampka przy łóżku|sänglampan|nattduksbordslampa|sengelampen|natbordslampe|침대 스탠드|ベッドサイドランプ|床头台灯',
};

/** Words for a bed, which with a lamp word make a bedside lamp ("Läslampa säng", "Lampe lit"). */
export const BED_WORDS: ReadonlySet<string> = new Set(
  'bed|bett|cama|lit|letto|bed|cama|łóżko|łóżka|säng|sängen|seng|sengen|침대|ベッド|床'
    .split('|')
    .map(normalizeText),
);

/** Words for a lamp, the ones a bedside lamp's name may hold beside a bed word. */
export const LAMP_WORDS: ReadonlySet<string> = new Set(
  'lamp|light|lampe|leuchte|licht|lámpara|luz|lampe|lumière|lampada|luce|lamp|lampje|candeeiro|luz|lampa|lampka|läslampa|lampa|lampe|læselampe|leselampe|reading lamp|조명|램프|ランプ|ライト|灯|台灯'
    .split('|')
    .map(normalizeText),
);

/**
 * Concepts that are lights by what they are, whatever domain shows them: a switch named "Lyskæde terrasse"
 * (string lights) is a light of the terrace, as "Festoon Lights" is by its word.
 */
export const LIGHT_FIXTURES: readonly string[] = [
  'floor_lamp',
  'string_lights',
  'bedside_lamp',
  'night_light',
  'reading_lamp',
  'wall_lamp',
  'chandelier',
  'pendant',
  'light_strip',
];
