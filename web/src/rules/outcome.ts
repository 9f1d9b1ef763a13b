// Why a finished match's winners won, in a few words after "X wins" (the end banner), from
// the match's own options: what the rules panel says the goal is, with this match's numbers.
import { localize } from "../i18n.js";
import type { Game, MatchView } from "../types.js";
import { integer, type Options } from "./read.js";

const say = localize({
  horseHome: "first to bring their horse home",
  allHorsesHome: "first to bring all {n} horses home",
  someHorsesHome: "first to bring {n} {n|horse|horses} of {of} home",
  mostMoney: "the most money after the race ({score})",
  mostMoneyRaces: "the most money after {races} races ({score})",
  highestScore: "the highest score ({score} {score|point|points})",
  mostPoints: "the most points after {rounds} {rounds|round|rounds} ({score} "
    + "{score|point|points})",
}, {
  horseHome: "son cheval au centre avant les autres",
  allHorsesHome: "ses {n} chevaux au centre avant les autres",
  someHorsesHome: "{n} {n|cheval|chevaux} sur {of} au centre avant les autres",
  mostMoney: "le plus d'argent après la course ({score})",
  mostMoneyRaces: "le plus d'argent après {races} courses ({score})",
  highestScore: "le meilleur score ({score} {score|point|points})",
  mostPoints: "le plus de points après {rounds} {rounds|manche|manches} ({score} "
    + "{score|point|points})",
});

const REASONS: Record<Game, (options: Options, score: number, seats: number) => string> = {
  "petits-chevaux": (options) => {
    const needed = integer(options, "horses_to_win") ?? 1;
    const horses = integer(options, "horses_per_player") ?? needed;
    if (needed < horses) return say("someHorsesHome", { n: needed, of: horses });
    return needed === 1 ? say("horseHome") : say("allHorsesHome", { n: needed });
  },
  "royal-turf": (options, score) => {
    const races = integer(options, "races") ?? 1;
    return races === 1 ? say("mostMoney", { score }) : say("mostMoneyRaces", { races, score });
  },
  amazones: (_options, score) => say("highestScore", { score }),
  // As many rounds as players.
  "poney-mon-amour": (_options, score, seats) => say("mostPoints", { rounds: seats, score }),
};

/** The banner's reason for a match won by its game's goal (not by a resignation). */
export function winReason(view: MatchView): string {
  const result = view.result;
  const score = result?.scores[String(result.winners[0])] ?? 0;
  return REASONS[view.game](view.options, score, view.seats.length);
}
