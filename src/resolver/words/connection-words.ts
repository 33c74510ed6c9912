// How a device is connected, said before its kind ("WLAN-Steckdose", "Zigbee-Lampe", "wifi-stikket", "prise
// Wi-Fi"): the radios and protocols Home Assistant's integrations speak (Wi-Fi, Zigbee, Z-Wave, Thread,
// Matter, Bluetooth, infrared and radio remotes, Ethernet), as their names are written and said, with
// German "Funk" (radio) and "smart". They tell how a thing talks, not which thing it is. Normalized.
import { normalizeText } from '../normalize-text.js';

export const CONNECTION_WORDS: ReadonlySet<string> = new Set(
  'wlan wifi wi fi wireless zigbee zwave z wave thread matter bluetooth ble bt ir infrarot infrared rf funk lan ethernet poe smart'
    .split(' ')
    .map(normalizeText),
);
