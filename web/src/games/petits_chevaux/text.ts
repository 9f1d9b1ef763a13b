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
  waitingTitle: "Waiting for players",
  waitingRoll: "Who starts is rolled for once every seat is taken",
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
  waitingTitle: "En attente de joueurs",
  waitingRoll: "Le dé dira qui commence quand toutes les places seront prises",
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

/** The viewer's own lines, in the second person ("You roll 6"). */
const you = localize({
  startRoll: "You roll {value} to decide who starts",
  startPlayer: "You play first",
  rolled: "You roll {value}",
  forfeited: "You rolled one 6 too many: the turn passes",
  passed: "You cannot move",
  leaves: "You bring horse {n} out of the stable",
  advances: "You move horse {n} forward {d} square{s}",
  bounces: "You move horse {n} back {d} square{s} (past the foot)",
  reachesFoot: "You bring horse {n} to the foot of the staircase",
  climbs: "You climb horse {n} to step {step}",
  climbsHome: "You climb horse {n} into the centre",
  captured: "You send {name}'s horse {n} back to the stable",
  capturedYours: "{by} sends your horse {n} back to the stable",
  home: "Your horse {n} reaches the centre",
  won: "You win the race",
}, {
  startRoll: "Vous faites {value} pour savoir qui commence",
  startPlayer: "Vous jouez en premier",
  rolled: "Vous faites {value}",
  forfeited: "Vous avez fait un 6 de trop : votre tour passe",
  passed: "Vous ne pouvez pas jouer",
  leaves: "Vous sortez le cheval {n} de l'écurie",
  advances: "Vous avancez le cheval {n} de {d} case{s}",
  bounces: "Vous reculez le cheval {n} de {d} case{s} (au-delà du pied)",
  reachesFoot: "Vous amenez le cheval {n} au pied de votre escalier",
  climbs: "Vous montez le cheval {n} à la marche {step}",
  climbsHome: "Vous faites entrer le cheval {n} au centre",
  captured: "Vous renvoyez à l'écurie le cheval {n} de {name}",
  capturedYours: "{by} renvoie à l'écurie votre cheval {n}",
  home: "Votre cheval {n} arrive au centre",
  won: "Vous gagnez la course",
});

type SeatLine = "startRoll" | "startPlayer" | "rolled" | "forfeited" | "passed" | "leaves"
  | "advances" | "bounces" | "reachesFoot" | "climbs" | "climbsHome" | "home" | "won";

/** A line for the event log (undefined for the events every game shares). */
export function describe(event: EventOf<"petits-chevaux">, context: DescribeContext):
string | undefined {
  // `seat`'s line: the second person when it is the viewer's.
  const line = (key: SeatLine, seat: number, params: Record<string, string | number> = {}) =>
    context.isViewer(seat) ? you(key, params)
      : t(key, { name: context.seatName(seat), ...params });
  switch (event.type) {
    case "start_roll":
      return line("startRoll", event.seat, { value: event.value });
    case "start_player":
      return line("startPlayer", event.seat);
    case "rolled":
      return line("rolled", event.seat, { value: event.value });
    case "turn_forfeited":
      return line("forfeited", event.seat);
    case "passed":
      return line("passed", event.seat);
    case "horse_moved": {
      const who = { n: event.horse + 1 };
      if (event.from < 0) return line("leaves", event.seat, who);
      if (event.to > FOOT) {
        // The centre is 61, or 62 with a sixth step; 61 is also "step 6" by default.
        return event.to - FOOT > 6 ? line("climbsHome", event.seat, who)
          : line("climbs", event.seat, { ...who, step: event.to - FOOT });
      }
      if (event.to === FOOT) return line("reachesFoot", event.seat, who);
      return event.to > event.from
        ? line("advances", event.seat, { ...who, ...count(event.to - event.from) })
        : line("bounces", event.seat, { ...who, ...count(event.from - event.to) });
    }
    case "captured": {
      const words = { by: context.seatName(event.by), name: context.seatName(event.seat),
        n: event.horse + 1 };
      return context.isViewer(event.by) ? you("captured", words)
        : context.isViewer(event.seat) ? you("capturedYours", words) : t("captured", words);
    }
    case "horse_home":
      return line("home", event.seat, { n: event.horse + 1 });
    case "match_won":
      return line("won", event.seat);
    default:
      return undefined;
  }
}
