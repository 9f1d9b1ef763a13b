// Royal Turf's "How to play": the goal, a race, the die and the cards' columns (a legend for
// the board's icons), and the payout table of this match's options.
import { h } from "../dom.js";
import { localize } from "../i18n.js";
import { standaloneIcon } from "../games/royal_turf/art.js";
import { symbolName, type DieSymbol } from "../games/royal_turf/words.js";
import { ROYAL_TURF } from "./numbers.js";
import { flag, grid, integer, list, part, type Options } from "./read.js";

const say = localize({
  goal: "Bet on the horses you think will finish in the first three, then race all seven "
    + "horses together. After {races} {races|race|races} the richest player wins (money may go "
    + "below 0).",
  raceTitle: "A race",
  betting: "Betting: in turn, each player places one token at a time, each on a different "
    + "horse: tokens {tokens}.",
  bettingHidden: "Bets are face down: each player also has a 0 token to bluff with, and the "
    + "bets are shown when the race ends.",
  racing: "Racing: on your turn, roll the die, then choose a horse that has not moved yet in "
    + "this cycle; it moves forward by the number its card shows for the symbol rolled. Once "
    + "every running horse has moved, a new cycle begins.",
  blocked: "One horse per square: a horse whose square is taken stops on the first free "
    + "square behind it.",
  finish: "A horse finishes on reaching square {track}. The race ends when {n} horses have "
    + "finished; the horse furthest back then is last.",
  legendTitle: "The die and the cards",
  legend: "Each horse has a card for the race: one number per symbol of the die, the squares "
    + "it moves when the die shows that symbol. The die has 6 faces:",
  face: "{name} ({french}): {faces} {faces|face|faces} of 6",
  payoutTitle: "Payouts",
  payout: "Each token pays per unit (a 2 token counts twice, a 0 token nothing), by the "
    + "horse's place and by the units the whole table bet on that horse:",
  units: "Units on the horse",
  place1: "1st",
  place2: "2nd",
  place3: "3rd",
  unitsRow: "{n}",
  unitsLast: "{n}+",
  last: "Each unit on the last horse costs {penalty}. Horses 4th to 6th pay nothing.",
  multiplier: "In the last race (race {races}) every payout and cost is multiplied by "
    + "{multiplier}.",
}, {
  goal: "Misez sur les chevaux que vous voyez finir dans les trois premiers, puis faites courir "
    + "les sept ensemble. Après {races} {races|course|courses}, le joueur le plus riche gagne "
    + "(l'argent peut passer sous 0).",
  raceTitle: "Une course",
  betting: "Paris : à tour de rôle, chacun place un jeton à la fois, chacun sur un cheval "
    + "différent : jetons {tokens}.",
  bettingHidden: "Les paris sont face cachée : chacun a aussi un jeton 0 pour bluffer, et les "
    + "paris sont révélés à la fin de la course.",
  racing: "Course : à votre tour, lancez le dé, puis choisissez un cheval qui n'a pas encore "
    + "avancé dans ce tour de piste ; il avance du nombre que sa carte donne pour le symbole "
    + "obtenu. Quand tous les chevaux en course ont avancé, un nouveau tour commence.",
  blocked: "Un cheval par case : un cheval dont la case est prise s'arrête sur la première "
    + "case libre derrière elle.",
  finish: "Un cheval arrive en atteignant la case {track}. La course s'arrête quand {n} "
    + "chevaux sont arrivés ; le cheval le plus en arrière est alors dernier.",
  legendTitle: "Le dé et les cartes",
  legend: "Chaque cheval a une carte pour la course : un nombre par symbole du dé, les cases "
    + "qu'il avance quand le dé montre ce symbole. Le dé a 6 faces :",
  face: "{name} : {faces} {faces|face|faces} sur 6",
  payoutTitle: "Gains",
  payout: "Chaque jeton paie par unité (un jeton 2 compte double, un jeton 0 rien), selon la "
    + "place du cheval et les unités que toute la table a misées sur lui :",
  units: "Unités sur le cheval",
  place1: "1er",
  place2: "2e",
  place3: "3e",
  unitsRow: "{n}",
  unitsLast: "{n} et plus",
  last: "Chaque unité sur le dernier cheval coûte {penalty}. Les chevaux 4e à 6e ne paient "
    + "rien.",
  multiplier: "Lors de la dernière course (course {races}), chaque gain et chaque coût est multiplié par "
    + "{multiplier}.",
});

const SYMBOLS: readonly DieSymbol[] = ["tete", "fer", "bombe", "selle"];
const FRENCH: Record<DieSymbol, string> = { tete: "tête", fer: "fer", bombe: "bombe",
  selle: "selle" };

function dieLegend(): HTMLElement {
  const faces = ROYAL_TURF.dieFaces;
  return h("ul", { class: "rules-legend" }, ...SYMBOLS.map((symbol) => h("li", {
    "data-symbol": symbol }, standaloneIcon(symbol, 22), " ", say("face", {
    name: symbolName(symbol), french: FRENCH[symbol],
    faces: faces.filter((face) => face === symbol).length }))));
}

function payoutTable(table: number[][]): HTMLElement {
  const places = ["place1", "place2", "place3"] as const;
  return h("table", { class: "rules-payouts", "data-testid": "rules-payouts" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, say("units")),
      ...places.map((place) => h("th", { scope: "col" }, say(place))))),
    h("tbody", {}, ...table.map((row, index) => h("tr", { "data-units": index + 1 },
      h("th", { scope: "row" }, say(index === table.length - 1 ? "unitsLast" : "unitsRow",
        { n: index + 1 })),
      ...row.map((amount) => h("td", { "data-amount": amount }, String(amount)))))));
}

export function royalTurfRules(options: Options): HTMLElement[] {
  const races = integer(options, "races");
  const multiplier = integer(options, "final_race_multiplier");
  const tokens = ROYAL_TURF.tokens.join(", ");
  return [
    h("p", { class: "rules-goal" }, say("goal", { races: races ?? "" })),
    part(say("raceTitle"), list([
      say("betting", { tokens }),
      ...flag(options, "hidden_bets") ? [say("bettingHidden")] : [],
      say("racing"), say("blocked"),
      say("finish", { track: integer(options, "track_length") ?? "",
        n: ROYAL_TURF.finishersToEnd }),
    ], true)),
    part(say("legendTitle"), h("p", {}, say("legend")), dieLegend()),
    part(say("payoutTitle"), h("p", {}, say("payout")), payoutTable(grid(options, "payout_table")),
      h("p", { "data-testid": "rules-penalty" },
        say("last", { penalty: integer(options, "last_horse_penalty") ?? "" })),
      multiplier !== null && multiplier > 1
        ? h("p", { "data-testid": "rules-multiplier", "data-multiplier": multiplier },
          say("multiplier", { multiplier, races: races ?? "" })) : ""),
  ];
}
