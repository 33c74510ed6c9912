// A roof window by its own word in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh ("skylight",
// "Dachfenster", "dakraam", "lucernario", "okno dachowe", "天窓"): a motorised window cover (class window),
// which people call that whatever its maker's name says ("Velux Studio", "Fakro"). Not "Velux" itself,
// which also makes blinds. Vocabulary only.

/** Phrases separated by "|", as the kind table writes them. */
export const ROOF_WINDOW_KIND = {
  domain: 'cover',
  classes: ['window'],
  one:
    'roof window|skylight|dachfenster|dachflächenfenster|claraboya|tragaluz|ventana de techo|fenêtre de toit|' +
    'lucarne|lucernario|finestra da tetto|finestra per tetti|dakraam|dakvenster|claraboia|janela de telhado|' +
    'okno dachowe|takfönster|takfönstret|ovenlysvindue|tagvindue|tagvinduet|천창|天窓|天窗',
  many:
    'roof windows|skylights|dachfenster|claraboyas|tragaluces|fenêtres de toit|lucarnes|lucernari|dakramen|' +
    'claraboias|okna dachowe|takfönster|takfönstren|ovenlysvinduer|tagvinduer',
} as const;
