// Everyday Japanese and Korean words for kitchen machines that the concept tables lack, each a fact of its
// language (the source beside it). Vocabulary only: device-words.ts joins these concepts to its own.

/** Concept → its words (device-words.ts joins them to its own). */
export const CJK_APPLIANCE_CONCEPTS: Readonly<Record<string, string>> = {
  // Japanese "コーヒーマシン" and "エスプレッソマシン" beside "コーヒーメーカー": the makers' and shops' words for
  // a coffee machine (Nespresso and De'Longhi Japan sell "コーヒーマシン"; Amazon.co.jp's category
  // "コーヒーメーカー・エスプレッソマシン").
  coffee: 'コーヒーマシン|エスプレッソマシン',
  // Korean "후드" alone is the kitchen's range hood as people say it ("주방 후드", "후드 켜"; the shops'
  // kitchen-appliance category 레인지후드, said 후드; Wiktionary 후드: "hood").
  hood: '후드',
};
