// Reading words the readings table lacks: the temperature of the room said as one word or one set phrase
// ("室温", "실온", "room temperature", "temperatura ambiente"). Vocabulary only: device-words.ts joins
// these to its readings.

/**
 * Room temperature in each language (Wiktionary's translations of "room temperature"; the Japanese and
 * Chinese 室温, read しつおん / shìwēn; Korean 실온 and 실내 온도, "indoor temperature"; 室内温度 likewise).
 * What a room's thermometer reports, so the room's temperature sensor.
 */
const ROOM_TEMPERATURE =
  'room temperature|indoor temperature|raumtemperatur|zimmertemperatur|innentemperatur|temperatura ambiente|' +
  'température ambiante|température intérieure|kamertemperatuur|binnentemperatuur|temperatura pokojowa|' +
  'rumstemperatur|inomhustemperatur|rumtemperatur|indetemperatur|실온|실내 온도|실내온도|室温|室内温度|室內溫度';

/** Reading words by the readings table's concept: device-words.ts adds them to its own. */
export const ROOM_READINGS: Readonly<Record<string, string>> = {
  temperature: ROOM_TEMPERATURE,
};
