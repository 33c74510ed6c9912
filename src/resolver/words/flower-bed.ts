// Danish and Norwegian "bed" is a flower bed (Den Danske Ordbog, "bed": an area of a garden sown or planted
// with flowers; Bokmålsordboka the same), so a "Bedlampe" lights the garden's bed, not the bedside: the
// English and Dutch "bed" is a bed only beside their own lamp words ("Bed Lamp", "bedlamp"), never beside
// the Nordic "lampe". Vocabulary only.

/** True when a name's words say a flower bed's lamp: the bed word "bed" with the Nordic lamp word "lampe". */
export function flowerBedLamp(tokens: readonly string[]): boolean {
  return tokens.includes('bed') && tokens.some((word) => word === 'lampe' || word === 'lamper');
}

/** The Danish and Norwegian lamp word's forms a request joins to "bed" (lampe, lampen, lamper, lamperne, lampene). */
const JOINED_BED_LAMP = /^bed(lampe|lampen|lamper|lamperne|lampene)$/u;

/** "bedlamperne" said as one word: the bed and the lamps apart ("bed lamperne"), else undefined. */
export function bedLampApart(tokens: readonly string[]): string | undefined {
  if (!tokens.some((word) => JOINED_BED_LAMP.test(word))) return undefined;
  return tokens.map((word) => (JOINED_BED_LAMP.test(word) ? `bed ${word.slice(3)}` : word)).join(' ');
}
