// Issue 26, round 24L: cases of our own, in homes of our own, for the leftovers earlier rounds named and left,
// each taken as a general rule. Rules 1–3 (orders said last, fractions, jobs said as nouns) are here, 4–7 in
// home-issue26-twenty-fourth-l2.ts; this file joins them as TWENTY_FOURTH_ROUND_L. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from "./eval-home.js";
import { homeOf as home } from "./few-rooms-home.js";
import { one } from "./held-out/one-device.js";

const shutter = { deviceClass: "shutter" } as const;
const blind = { deviceClass: "blind" } as const;
const windowCover = { deviceClass: "window" } as const;
const curtain = { deviceClass: "curtain" } as const;

/**
 * Rule 1: an order said last in the infinitive, as German and Dutch put it ("Dachfenster schließen", "Licht im
 * Flur ausschalten", "de lamp in de gang uitdoen", "de gordijnen dichttrekken"), is the order, not a word of the
 * name: a verb of handling, with or without the particle it is said with.
 */
const ORDER_LAST: EvalSuite[] = [
  home(
    "r24l_de_order_last",
    "de",
    [
      ["flur", "Flur"],
      ["dach", "Dachboden"],
      ["wohn", "Wohnzimmer"],
      ["garage", "Garage"],
    ],
    [
      one("flur", "light.flur", "Hue Flur 1"),
      one("dach", "cover.velux", "Velux Studio", windowCover),
      one("dach", "cover.rollo_dach", "Rollo Dachboden", blind),
      one("wohn", "cover.rollladen_links", "Rollladen links", shutter),
      one("wohn", "cover.rollladen_rechts", "Rollladen rechts", shutter),
      one("wohn", "light.stehlampe", "Stehlampe"),
      one("garage", "cover.garagentor", "Garagentor", {
        deviceClass: "garage",
      }),
      one("wohn", "switch.kaffeemaschine", "Kaffeemaschine"),
    ],
    [
      c("ordinary order-last", "Dachfenster schließen", ["cover.velux"]),
      c("ordinary order-last", "das Garagentor schließen", [
        "cover.garagentor",
      ]),
      c("ordinary order-last", "Licht im Flur schliessen", ["light.flur"]),
      c("ordinary", "die Kaffeemaschine beenden", ["switch.kaffeemaschine"]),
      c("ordinary order-last", "das Licht im Flur aktivieren", ["light.flur"]),
      c("ordinary", "das Licht im Flur löschen", ["light.flur"]),
      c("ordinary", "Kaffeemaschine anwerfen", ["switch.kaffeemaschine"]),
      c("ordinary order-last", "die Rollläden im Wohnzimmer absenken", [
        "cover.rollladen_links",
        "cover.rollladen_rechts",
      ]),
      c("ordinary", "Licht im Flur ausschalten", ["light.flur"]),
      c("ordinary", "Rollläden im Wohnzimmer runterfahren", [
        "cover.rollladen_links",
        "cover.rollladen_rechts",
      ]),
      c("ordinary", "Garagentor öffnen", ["cover.garagentor"]),
      c("ordinary", "die Stehlampe anmachen", ["light.stehlampe"]),
    ],
  ),
  home(
    "r24l_nl_order_last",
    "nl",
    [
      ["gang", "Gang"],
      ["keuken", "Keuken"],
      ["zolder", "Zolder"],
      ["woon", "Woonkamer"],
    ],
    [
      one("gang", "light.gang", "Hue gang 1"),
      one("keuken", "light.keuken", "Keukenlamp"),
      one("zolder", "cover.dakraam", "Velux zolder", windowCover),
      one("woon", "cover.gordijnen", "Gordijnen woonkamer", curtain),
      one("woon", "media_player.tv", "Televisie"),
      one("woon", "cover.zonnescherm", "Zonnescherm", {
        deviceClass: "awning",
      }),
    ],
    [
      c("ordinary order-last", "de lamp in de gang uitdoen", ["light.gang"]),
      c("ordinary order-last", "het licht in de gang aandoen", ["light.gang"]),
      c("ordinary order-last", "de gordijnen dichtdoen", ["cover.gordijnen"]),
      c("ordinary order-last", "de gordijnen opendoen", ["cover.gordijnen"]),
      c("ordinary order-last", "de gordijnen in de woonkamer dichttrekken", [
        "cover.gordijnen",
      ]),
      c("ordinary order-last", "het dakraam dichtmaken", ["cover.dakraam"]),
      c("ordinary order-last", "het zonnescherm neerlaten", [
        "cover.zonnescherm",
      ]),
      c("ordinary order-last", "de lamp in de keuken aansteken", [
        "light.keuken",
      ]),
      c("ordinary order-last", "de tv in de woonkamer uitdraaien", [
        "media_player.tv",
      ]),
      c("ordinary", "het licht in de keuken aanzetten", ["light.keuken"]),
      c("ordinary", "het dakraam sluiten", ["cover.dakraam"]),
      c("ordinary", "de tv uitschakelen", ["media_player.tv"]),
    ],
  ),
  // The verb's shape never takes a name's word: a lamp named with one stays that lamp.
  home(
    "r24l_de_order_last_name",
    "de",
    [["kueche", "Küche"]],
    [
      one("kueche", "light.aufziehlampe", "Kochen Licht"),
      one("kueche", "switch.kochen", "Steckdose Herd"),
    ],
    [
      c("name-wins", "Kochen Licht", ["light.aufziehlampe"]),
      c("name-wins", "Kochen Licht ausschalten", ["light.aufziehlampe"]),
      c("name-wins", "Steckdose Herd abschalten", ["switch.kochen"]),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_L: EvalSuite[] = [...ORDER_LAST];
