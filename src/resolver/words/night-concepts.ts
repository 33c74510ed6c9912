// Words of the bedroom and the night: what a home's names call a thing that people call by its everyday word
// ("the electric blanket" for a "Heated Mattress Pad", "der Sternenprojektor" for "Sternenhimmel") and the
// sleep sounds that imply a speaker ("white noise in Olivia's room"). Vocabulary only; device-words.ts and
// kind-words.ts join these to their own.

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const NIGHT_CONCEPTS: Readonly<Record<string, string>> = {
  // A blanket or an underblanket heated by wire, by Wiktionary's "electric blanket" and its translations and
  // the shops' categories for it (heated mattress pad / underblanket, Wärmeunterbett, surmatelas chauffant,
  // scaldaletto, onderdeken, elfilt, varmeunderlag, 전기매트, 電気敷毛布, 电热毯 / 电褥子).
  electric_blanket:
    'electric blanket|heated blanket|heated throw|heated mattress pad|heated mattress cover|heated underblanket|electric underblanket|mattress warmer' +
    '|heizdecke|wärmedecke|wärmeunterbett|heizunterbett|manta eléctrica|manta calefactora|calientacamas|couverture chauffante|couverture électrique|surmatelas chauffant|chauffe lit' +
    '|coperta elettrica|coperta termica|termocoperta|scaldaletto|elektrische deken|elektrische onderdeken|onderdeken|warmtedeken|cobertor elétrico|cobertor eléctrico|manta térmica|manta elétrica' +
    '|koc elektryczny|koc grzewczy|elfilt|värmefilt|elektrisk filt|varmetæppe|eltæppe|el tæppe|elektrisk tæppe|varmeunderlag' +
    '|전기장판|전기매트|전기요|전기담요|온수매트|電気毛布|電気敷毛布|電気掛け毛布|电热毯|电褥子|电热垫|床垫加热|加热床垫',
  // A light that throws stars on a child's ceiling, as the shops sell it (star projector, galaxy projector,
  // Sternenhimmel-Projektor, proyector de estrellas, projecteur d'étoiles, sterrenhemel projector, 별빛 무드등,
  // 星空投影仪). German "Sternenhimmel" alone is its name in many homes.
  star_projector:
    'star projector|galaxy projector|night sky projector|sternenprojektor|sternenhimmel|sternenhimmel projektor|sternenlicht projektor|proyector de estrellas|proyector de galaxias|projecteur d étoiles|projecteur étoilé|projecteur ciel étoilé|proiettore di stelle|proiettore stellato|sterrenprojector|sterrenhemel|projetor de estrelas|projetor de galáxia|projektor gwiazd|stjärnprojektor|stjärnhimmel|stjerneprojektor|stjernehimmel|별빛 무드등|스타 프로젝터|별 프로젝터|スタープロジェクター|プラネタリウム|星空投影仪|星空投影灯|星空灯',
};
