// Charging a car, in the words of en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh: the verb's forms
// an order or a wish takes ("lade", "aufladen", "carga", "naładuj", "oplad", "충전해") and the words for the
// car ("Auto", "coche", "bilen", "전기차", "クルマ", "汽车"). Said together, they ask for the car's charger
// (car-charge.ts). Vocabulary only, normalized.
import { normalizeText } from '../normalize-text.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').map(normalizeText));
}

export const CHARGE_VERBS: ReadonlySet<string> = words(
  'charge charging charged recharge recharging ' +
    'laden lade lad lädt aufladen auflade aufgeladen geladen ' +
    'cargar carga cargue carguen cargando recargar recarga recargue ' +
    'charger recharger rechargez chargez ' +
    'caricare carica caricala ricaricare ricarica ricaricala ' +
    'opladen laad laadt ' +
    'carregar carrega carregue carregando recarregar recarrega ' +
    'naładuj naładować ładuj ładować ładowanie doładuj ' +
    'ladda laddar laddas laddning ' +
    'oplad oplade opladning ' +
    '충전 충전해 충전해줘 충전하기 충전시켜 ' +
    '充电 充電',
);

/** Korean, Japanese and Chinese verbs said inside a longer word ("充電して", "充电吧"). */
export const CJK_CHARGE_STEMS: readonly string[] = ['충전', '充电', '充電'];

export const CAR_WORDS: ReadonlySet<string> = words(
  'car cars ev auto autos wagen elektroauto e-auto eauto coche carro voiture macchina elektrische ' +
    'samochód samochodu bil bilen elbil elbilen ' +
    '차 차를 전기차 전기차를 자동차 자동차를 차량 ' +
    '车 汽车 电动车 電気自動車 自動車 クルマ くるま',
);
