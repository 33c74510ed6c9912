// Verbs for lights alone: Swedish tända/släcka, Polish zapalić/zgasić, in the forms an order or a question
// takes ("tänd", "släcka", "tänt", "zgaś", "zapalcie"). The other languages' on/off verbs take any device.
// Vocabulary only, normalized.
import { normalizeText } from '../normalize-text.js';

export const LIGHT_VERBS: ReadonlySet<string> = new Set(
  'tänd tända tänder tänt släck släcka släcker släckt zapal zapalić zapalcie zgaś zgasić zgaście'
    .split(' ')
    .map(normalizeText),
);
