// Everyday names of rooms that the room table's written names miss (round 30f): what people call the room
// when they talk, joined to place-words.ts's concepts. Vocabulary only.

/** Room concept → more of its names ("|"-separated, written naturally, normalized where joined). */
export const EVERYDAY_ROOM_WORDS: Readonly<Record<string, string>> = {
  // German "Klo" is the everyday word for the toilet (Duden: "Klo", umgangssprachlich für Toilette), and the
  // guest toilet is the "Gästeklo"; Swedish "toa" (SAOL: vardagligt för toalett).
  toilet: 'klo|gästeklo|gäste klo|toa|toan',
  // The master bedroom, a bedroom of its own among the home's bedrooms: by the names the room table gives it
  // (which stay bedrooms too), and by the double bed it holds, as Spanish and Portuguese say it ("habitación
  // de matrimonio", "dormitorio de matrimonio": the couple's room, beside "dormitorio principal"; "quarto do
  // casal", "quarto de casal"), which name only this room.
  master_bedroom:
    'master bedroom|main bedroom|elternschlafzimmer|dormitorio principal|chambre parentale|suite parentale|camera matrimoniale|quarto principal|主寝室|主卧|' +
    'habitación de matrimonio|dormitorio de matrimonio|cuarto de matrimonio|habitación matrimonial|dormitorio matrimonial|quarto do casal|quarto de casal|' +
    // Said by the couple whose room it is, in a family home: "our bedroom" is theirs, not a child's nor a
    // grandparent's; and the parents' room by that name (Wiktionary: "chambre parentale", "Elternschlafzimmer").
    'our bedroom|our room|notre chambre|unser schlafzimmer|nuestro dormitorio|nuestra habitación|nuestro cuarto|la nostra camera|nostra camera|onze slaapkamer|o nosso quarto|nosso quarto|nasza sypialnia|vårt sovrum|vores soveværelse|' +
    'parents room|parents bedroom|chambre des parents|elternzimmer|habitación de los padres|dormitorio de los padres|camera dei genitori|ouderslaapkamer|quarto dos pais|sypialnia rodziców',
};

/** The phrases above that name one particular room of its kind, as "master bedroom" does. */
export const EVERYDAY_ROOM_VARIANTS: readonly string[] = EVERYDAY_ROOM_WORDS.master_bedroom!.split('|');

/** A home with no room named as the master bedroom calls its bedroom so (place-words.ts's related rooms). */
export const EVERYDAY_RELATED_ROOMS: readonly (readonly [string, readonly string[]])[] = [
  ['master_bedroom', ['bedroom']],
];
