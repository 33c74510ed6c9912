// A roof window by its own word in each language ("the skylight", "das Dachfenster", "het dakraam", "la
// claraboya", "il lucernario", "takfönstret", "天窓"): a motorised window, a cover whose device class is
// window (a Velux), not every window contact sensor of the home. Where a name of the home holds the word
// ("Rolluik dakraam", "Dachfenster Bad") that name is meant (parse-target.ts). Vocabulary only; kind-words.ts
// reads it as one more kind.

export const ROOF_WINDOW_KIND = {
  domain: 'cover',
  classes: ['window'],
  strict: true,
  one:
    'skylight|roof window|roof light|dachfenster|dachflächenfenster|wohndachfenster|claraboya|tragaluz|ventana de tejado|' +
    'fenêtre de toit|vasistas|lucarne|lucernario|finestra da tetto|finestra per tetti|dakraam|dakvenster|claraboia|' +
    'janela de telhado|janela de sótão|okno dachowe|świetlik|takfönster|ovenlysvindue|tagvindue|천창|天窓|天窗',
  many:
    'skylights|roof windows|claraboyas|tragaluces|fenêtres de toit|lucarnes|lucernari|dakramen|claraboias|' +
    'okna dachowe|świetliki|takfönstren|ovenlysvinduer|tagvinduer',
} as const;
