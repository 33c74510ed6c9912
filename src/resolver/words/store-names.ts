// Chains a household names its shopping lists after ("Woolies", "Bunnings", "Biedronka", "ICA"), by
// what they sell, so "the hardware list" finds the list named after a DIY chain and "the grocery list"
// the one named after a supermarket. The chains are the large ones of the countries whose languages
// Hearth speaks (public facts); the words for each kind of shop are per language. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

/** To-do list class → chains ("|"-separated, normalized on load). Groceries are the "shopping" class. */
const STORES: Record<string, string> = {
  shopping:
    'woolworths|woolies|coles|aldi|lidl|iga|countdown|tesco|sainsburys|asda|morrisons|waitrose|kroger|safeway|publix|wegmans|trader joes|whole foods|costco|walmart|heb|albertsons|edeka|rewe|kaufland|netto|penny|migros|coop|denner|volg|billa|hofer|spar|merkur|delhaize|colruyt|dirk|loblaws|provigo|sobeys|metro|maxi|soriana|chedraui|bodega aurrera|coto|lider|unimarc|dino|salling|albert heijn|jumbo|carrefour|leclerc|auchan|intermarche|monoprix|mercadona|eroski|esselunga|conad|pingo doce|continente|biedronka|zabka|lewiatan|ica|willys|hemkop|rema|rema 1000|kiwi|meny|bunnpris|fotex|bilka|irma|pao de acucar|assai|atacadao|イオン|西友|コープ|이마트|홈플러스|롯데마트|全联|家乐福|盒马|永辉' +
    // Japan's, Korea's, China's and Taiwan's large grocery chains and warehouse clubs as they are written there
    // (Costco is コストコ, 코스트코, 开市客, 好市多; Sam's Club 山姆): public facts, as the chains above.
    '|コストコ|イトーヨーカドー|ライフ|業務スーパー|まいばすけっと|ヤオコー|マルエツ|サミット|成城石井|オーケー|코스트코|트레이더스|노브랜드|하나로마트|컬리|마켓컬리|开市客|開市客|好市多|山姆|山姆会员店|沃尔玛|沃爾瑪|大润发|大潤發|物美|华润万家',
  hardware:
    'bunnings|mitre 10|home depot|lowes|menards|b&q|screwfix|wickes|obi|hornbach|bauhaus|toom|praxis|gamma|karwei|hubo|leroy merlin|castorama|bricomarche|bricomart|brico depot|obramax|jula|clas ohlson|biltema|byggmax|jem fix|silvan|harald nyborg|telhanorte|カインズ|コーナン|特力屋',
  pharmacy:
    'chemist warehouse|priceline|cvs|walgreens|boots|dm|rossmann|kruidvat|etos|apotek|apotek hjartat|matas|drogaria sao paulo|ウエルシア|マツモトキヨシ|屈臣氏|康是美|올리브영',
};

/** Words for a kind of shop other than groceries, per language ("hardware", "Baumarkt", "ferretería"). */
export const SHOP_KINDS: Record<string, string> = {
  hardware:
    'hardware|hardware store|tools|baumarkt|werkzeug|ferretería|ferreteria|quincaillerie|ferramenta|bouwmarkt|gereedschap|ferragens|material de construção|budowlany|narzędzia|järnhandel|byggvaror|verktyg|byggemarked|jernhandel|værktøj|철물|공구|ホームセンター|工具|五金',
  pharmacy:
    'pharmacy|chemist|drugstore|apotheke|drogerie|farmacia|pharmacie|apotheek|drogisterij|farmácia|apteka|drogeria|apotek|약국|薬局|ドラッグストア|药局|药房',
};

/** Normalized chain name → the list class it gives. */
export const STORE_CLASSES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [listClass, names] of Object.entries(STORES)) {
    for (const name of names.split('|').map(normalizeText)) if (name !== '') map.set(name, listClass);
  }
  return map;
})();
