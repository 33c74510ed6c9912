// "Elprisen" for a "Nordpool kWh DK1 DKK": a sensor named after what publishes the electricity price (a power
// exchange, a tariff) gives the price, though its integration left it without a device class. Read once per
// entity when the index is built (target-index.ts).
import { normalizeText } from './normalize-text.js';
import { PRICE_SOURCES } from './words/energy-concepts.js';

const SOURCES: readonly string[] = PRICE_SOURCES.map((source) => ` ${normalizeText(source)} `);

/** "monetary" for a class-less sensor whose name says a price source, else the class it has. */
export function classByPriceSource(
  domain: string,
  deviceClass: string | null,
  names: readonly string[],
): string | null {
  if (deviceClass !== null || domain !== 'sensor') return deviceClass;
  const said = names.some((name) => SOURCES.some((source) => ` ${name} `.includes(source)));
  return said ? 'monetary' : null;
}
