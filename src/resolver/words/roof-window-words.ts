// A roof window by its own word in each language ("the skylight", "das Dachfenster", "het dakraam", "la
// claraboya", "il lucernario", "takfönstret", "天窓"): a motorised window, a cover whose device class is
// window (a Velux Studio, a Fakro), whatever its maker's name says, not the shutter beside it nor every window
// contact sensor of the home. Where a name of the home holds the word ("Rolluik dakraam", "Dachfenster Bad")
// that name is meant (parse-target.ts). Not "Velux" itself, which also makes blinds. Vocabulary only;
// kind-words.ts reads it as one more kind.

export const ROOF_WINDOW_KIND = {
  domain: 'cover',
  classes: ['window'],
  strict: true,
  one:
    'skylight|roof window|roof light|dachfenster|dachflächenfenster|wohndachfenster|claraboya|tragaluz|ventana de tejado|' +
    'ventana de techo|fenêtre de toit|vasistas|lucarne|lucernario|finestra da tetto|finestra per tetti|dakraam|' +
    'dakvenster|claraboia|janela de telhado|janela de sótão|okno dachowe|świetlik|takfönster|takfönstret|' +
    'ovenlysvindue|tagvindue|tagvinduet|천창|天窓|天窗',
  many:
    'skylights|roof windows|dachfenster|claraboyas|tragaluces|fenêtres de toit|lucarnes|lucernari|dakramen|' +
    'claraboias|okna dachowe|świetliki|takfönster|takfönstren|ovenlysvinduer|tagvinduer',
} as const;
