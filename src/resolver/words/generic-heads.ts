// Words that say "a machine", "a device" without saying which: appliance names put them beside the word
// that tells the machine apart ("coffee maker", "ice maker", "machine à café", "macchina del ghiaccio",
// "máquina de lavar", "Kaffeemaschine", "洗衣机", "製氷機"), so alone they name no particular thing. From how
// each language names its appliances (the kind-table's own phrases are built so). Vocabulary only, normalized.
import { normalizeText } from '../normalize-text.js';

export const GENERIC_HEADS: ReadonlySet<string> = new Set(
  [
    // en, de, fr, it, es, pt, nl, pl, sv, da, nb
    'machine maker appliance device gadget',
    'maschine gerät apparat',
    'appareil',
    'macchina macchinetta apparecchio',
    'máquina aparato',
    'aparelho',
    'apparaat',
    'maszyna urządzenie',
    'maskin maskine',
    // ko, ja, zh: a machine, a device (機 is folded to 机 with the other Traditional forms)
    '기계 機械 机械 机 器',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);
