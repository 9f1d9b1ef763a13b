// Petits Chevaux's "How to play": the goal, a turn, captures, the staircase, and the options
// this match is played with.
import { h } from "../dom.js";
import { localize } from "../i18n.js";
import { flag, integer, list, part, type Options } from "./read.js";

const say = localize({
  goal: "Race your horses once round the board and up your staircase to the centre. The first "
    + "player to bring {n} {n|horse|horses} to the centre wins.",
  turnTitle: "A turn",
  roll: "Roll the die, then move exactly one horse by the number rolled (no legal move: the "
    + "turn passes).",
  leave: "A 6 brings a horse out of the stable onto your start square.",
  sixes: "A 6 gives another roll, after the move.",
  sixesLimited: "A 6 gives another roll, after the move; but rolling a 6 more than {n} "
    + "{n|time|times} in a row ends the turn without moving.",
  capture: "Landing on an opponent sends it back to its stable. Landing on one of your own "
    + "horses: you stop on the first free square behind it.",
  stairsTitle: "The staircase",
  foot: "A horse must stop exactly at the foot of its staircase, the square just before its "
    + "start square; a roll too high takes it to the foot and back by the rest.",
  climb: "From the foot, climb one step at a time with the exact number: a 1 to step 1, then a "
    + "2 to step 2, and so on.",
  centre: "Step 6 is the centre: a 6 from step 5 brings the horse home.",
  centreExtra: "The staircase has 6 steps: a 6 from step 5 reaches step 6, and a further 6 "
    + "brings the horse to the centre.",
  optionsTitle: "This match's options",
  horses: "Horses per player: {n}",
  toWin: "Horses to bring home to win: {n}",
  sixLimit: "Sixes in a row: {n} at most",
  sixFree: "Sixes in a row: no limit",
  extraSix: "Staircase: 6 steps, then a further 6",
  noExtraSix: "Staircase: step 6 is the centre",
}, {
  goal: "Faites faire à vos chevaux un tour du plateau puis monter votre escalier jusqu'au "
    + "centre. Le premier à amener {n} {n|cheval|chevaux} au centre gagne.",
  turnTitle: "Un tour",
  roll: "Lancez le dé, puis avancez un seul cheval du nombre obtenu (aucun coup possible : le "
    + "tour passe).",
  leave: "Un 6 sort un cheval de l'écurie sur votre case de départ.",
  sixes: "Un 6 donne un nouveau lancer, après le coup.",
  sixesLimited: "Un 6 donne un nouveau lancer, après le coup ; mais faire un 6 plus de {n} "
    + "fois de suite finit le tour sans jouer.",
  capture: "Arriver sur un adversaire le renvoie à son écurie. Arriver sur un de vos chevaux : "
    + "vous vous arrêtez sur la première case libre derrière lui.",
  stairsTitle: "L'escalier",
  foot: "Un cheval doit s'arrêter exactement au pied de son escalier, la case juste avant sa "
    + "case de départ ; un lancer trop fort l'y mène puis le fait reculer du reste.",
  climb: "Depuis le pied, montez une marche à la fois avec le nombre exact : un 1 pour la "
    + "marche 1, puis un 2 pour la marche 2, et ainsi de suite.",
  centre: "La marche 6 est le centre : un 6 depuis la marche 5 fait arriver le cheval.",
  centreExtra: "L'escalier a 6 marches : un 6 depuis la marche 5 mène à la marche 6, et un "
    + "6 de plus fait arriver le cheval au centre.",
  optionsTitle: "Les options de cette partie",
  horses: "Chevaux par joueur : {n}",
  toWin: "Chevaux à amener au centre pour gagner : {n}",
  sixLimit: "6 de suite : {n} au plus",
  sixFree: "6 de suite : sans limite",
  extraSix: "Escalier : 6 marches, puis un 6 de plus",
  noExtraSix: "Escalier : la marche 6 est le centre",
});

export function petitsChevauxRules(options: Options): HTMLElement[] {
  const sixes = integer(options, "max_sixes_in_a_row");
  const extra = flag(options, "extra_six_to_finish");
  const toWin = integer(options, "horses_to_win") ?? "";
  return [
    h("p", { class: "rules-goal" }, say("goal", { n: toWin })),
    part(say("turnTitle"), list([say("roll"), say("leave"),
      sixes === null ? say("sixes") : say("sixesLimited", { n: sixes }), say("capture")])),
    part(say("stairsTitle"), list([say("foot"), say("climb"),
      say(extra ? "centreExtra" : "centre")])),
    part(say("optionsTitle"), h("ul", { "data-testid": "rules-options" },
      h("li", { "data-option": "horses_per_player" },
        say("horses", { n: integer(options, "horses_per_player") ?? "" })),
      h("li", { "data-option": "horses_to_win" }, say("toWin", { n: toWin })),
      h("li", { "data-option": "max_sixes_in_a_row" },
        sixes === null ? say("sixFree") : say("sixLimit", { n: sixes })),
      h("li", { "data-option": "extra_six_to_finish" }, say(extra ? "extraSix" : "noExtraSix")))),
  ];
}
