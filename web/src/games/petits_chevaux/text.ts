// Petits Chevaux's words, in English and French: the board's labels and the event log's lines.
import { localize } from "../../i18n.js";
import type { EventOf } from "../../types.js";
import type { DescribeContext } from "../board.js";
import { FOOT, type Colour } from "./geometry.js";

export const t = localize({
  board: "Petits Chevaux board",
  jaune: "yellow",
  bleu: "blue",
  rouge: "red",
  vert: "green",
  roll: "Roll the die",
  rollAgain: "Roll the die again (you rolled a 6)",
  die: "Die: {value}",
  dieBlank: "Die, to be rolled",
  lastRoll: "{name} rolled {value}",
  stable: "{name}'s stable ({colour})",
  horse: "{colour} horse {n}",
  inStable: "{colour} horse {n}, in the stable",
  onSquare: "{colour} horse {n}, on the track",
  onStep: "{colour} horse {n}, on step {step} of its staircase",
  atHome: "{colour} horse {n}, home in the centre",
  leave: "Horse {n}: out of the stable onto the start square",
  forward: "Horse {n}: {d} square{s} forward",
  backward: "Horse {n}: to the foot and back, {d} square{s} behind",
  toFoot: "Horse {n}: to the foot of the staircase",
  climb: "Horse {n}: climb to step {step}",
  reachHome: "Horse {n}: into the centre",
  capturing: "{move}, sending {name}'s horse {n} back to its stable",
  startRoll: "{name} rolls {value} to decide who starts",
  startPlayer: "{name} plays first",
  rolled: "{name} rolls {value}",
  forfeited: "{name} rolled one 6 too many: the turn passes",
  passed: "{name} cannot move",
  leaves: "{name} brings horse {n} out of the stable",
  advances: "{name} moves horse {n} forward {d} square{s}",
  bounces: "{name} moves horse {n} back {d} square{s} (past the foot)",
  reachesFoot: "{name} brings horse {n} to the foot of the staircase",
  climbs: "{name} climbs horse {n} to step {step}",
  climbsHome: "{name} climbs horse {n} into the centre",
  captured: "{by} sends {name}'s horse {n} back to the stable",
  home: "{name}'s horse {n} reaches the centre",
  won: "{name} wins the race",
  winner: "Winner",
}, {
  board: "Plateau des Petits Chevaux",
  jaune: "jaune",
  bleu: "bleu",
  rouge: "rouge",
  vert: "vert",
  roll: "Lancer le dé",
  rollAgain: "Relancer le dé (vous avez fait 6)",
  die: "Dé : {value}",
  dieBlank: "Dé, à lancer",
  lastRoll: "{name} a fait {value}",
  stable: "Écurie de {name} ({colour})",
  horse: "cheval {colour} {n}",
  inStable: "cheval {colour} {n}, à l'écurie",
  onSquare: "cheval {colour} {n}, sur la piste",
  onStep: "cheval {colour} {n}, sur la marche {step} de son escalier",
  atHome: "cheval {colour} {n}, arrivé au centre",
  leave: "Cheval {n} : sortir de l'écurie sur la case de départ",
  forward: "Cheval {n} : avancer de {d} case{s}",
  backward: "Cheval {n} : jusqu'au pied puis reculer, {d} case{s} en arrière",
  toFoot: "Cheval {n} : au pied de l'escalier",
  climb: "Cheval {n} : monter à la marche {step}",
  reachHome: "Cheval {n} : entrer au centre",
  capturing: "{move}, en renvoyant à l'écurie le cheval {n} de {name}",
  startRoll: "{name} fait {value} pour savoir qui commence",
  startPlayer: "{name} joue en premier",
  rolled: "{name} fait {value}",
  forfeited: "{name} a fait un 6 de trop : son tour passe",
  passed: "{name} ne peut pas jouer",
  leaves: "{name} sort le cheval {n} de l'écurie",
  advances: "{name} avance le cheval {n} de {d} case{s}",
  bounces: "{name} recule le cheval {n} de {d} case{s} (au-delà du pied)",
  reachesFoot: "{name} amène le cheval {n} au pied de son escalier",
  climbs: "{name} monte le cheval {n} à la marche {step}",
  climbsHome: "{name} fait entrer le cheval {n} au centre",
  captured: "{by} renvoie à l'écurie le cheval {n} de {name}",
  home: "Le cheval {n} de {name} arrive au centre",
  won: "{name} gagne la course",
  winner: "Vainqueur",
});

export function colourName(colour: Colour): string {
  return t(colour);
}

/** "{d} square{s}": the count and its plural ending. */
export function count(d: number): { d: number; s: string } {
  return { d, s: d === 1 ? "" : "s" };
}

/** A line for the event log (undefined for the events every game shares). */
export function describe(event: EventOf<"petits-chevaux">, context: DescribeContext):
string | undefined {
  switch (event.type) {
    case "start_roll":
      return t("startRoll", { name: context.seatName(event.seat), value: event.value });
    case "start_player":
      return t("startPlayer", { name: context.seatName(event.seat) });
    case "rolled":
      return t("rolled", { name: context.seatName(event.seat), value: event.value });
    case "turn_forfeited":
      return t("forfeited", { name: context.seatName(event.seat) });
    case "passed":
      return t("passed", { name: context.seatName(event.seat) });
    case "horse_moved": {
      const who = { name: context.seatName(event.seat), n: event.horse + 1 };
      if (event.from < 0) return t("leaves", who);
      if (event.to > FOOT) {
        // The centre is 61, or 62 with a sixth step; 61 is also "step 6" by default.
        return event.to - FOOT > 6 ? t("climbsHome", who)
          : t("climbs", { ...who, step: event.to - FOOT });
      }
      if (event.to === FOOT) return t("reachesFoot", who);
      return event.to > event.from ? t("advances", { ...who, ...count(event.to - event.from) })
        : t("bounces", { ...who, ...count(event.from - event.to) });
    }
    case "captured":
      return t("captured", { by: context.seatName(event.by), name: context.seatName(event.seat),
        n: event.horse + 1 });
    case "horse_home":
      return t("home", { name: context.seatName(event.seat), n: event.horse + 1 });
    case "match_won":
      return t("won", { name: context.seatName(event.seat) });
    default:
      return undefined;
  }
}
