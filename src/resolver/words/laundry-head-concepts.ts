// A compound's head said alone for the household's own one of it (round 30f): Danish "tørreren" (the dryer)
// is the tumble dryer, as "the dryer" is in English; a towel dryer ("håndklædetørrer") is a dryer of towels,
// named by its first part. Vocabulary only (device-words.ts joins it).

export const LAUNDRY_HEAD_CONCEPTS: Readonly<Record<string, string>> = {
  // Danish "tørrer" (Den Danske Ordbog: "apparat der tørrer noget", in a home the tumble dryer) with its
  // definite form, as "vaskemaskinen" is called "vaskeren" beside it.
  dryer: 'tørrer|tørreren',
};
