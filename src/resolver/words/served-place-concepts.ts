// Places a thing serves that are no room of the house and no appliance: "the greenhouse heater", "温室のヒーター"
// name a heater by the greenhouse, which a home without one has nowhere (absent-concept.ts). Vocabulary only;
// device-words.ts joins it.

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const SERVED_PLACE_CONCEPTS: Readonly<Record<string, string>> = {
  // Wiktionary's translations of "greenhouse": German "Gewächshaus"/"Treibhaus", Spanish "invernadero",
  // French "serre", Italian "serra", Dutch "broeikas" (not the short "kas", which "kastjes", cupboards,
  // begins), Polish "szklarnia", Swedish "växthus", Danish and Norwegian "drivhus", Korean 온실, Japanese
  // and Chinese 温室. Not Portuguese "estufa", the Spanish word for a stove heater.
  greenhouse:
    'greenhouse|glasshouse|gewächshaus|treibhaus|invernadero|serre|serra|broeikas|szklarnia|växthus|drivhus|' +
    '온실|温室',
};

/**
 * The concepts that are places or bodies of water a device serves (its heater, pump, light, filter), never a
 * device one switches: a request that tells its device apart by one of these names nothing in a home that has
 * it nowhere (absent-concept.ts). Keys of the concept tables.
 */
export const SERVED_PLACES: ReadonlySet<string> = new Set([
  'pool',
  'pond',
  'hot_tub',
  'aquarium',
  'fountain',
  'greenhouse',
]);
