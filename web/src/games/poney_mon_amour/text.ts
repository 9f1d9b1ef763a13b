// Poney Mon Amour's words: the board's strings, a line for each of the game's events, and a
// round's scoring as a table. English and French; game terms keep their French names.
import { h } from "../../dom.js";
import { localize } from "../../i18n.js";
import type { EventOf } from "../../types.js";
import type { DescribeContext } from "../board.js";
import { cardLabel, SUITE_NAMES } from "./cards.js";

type Event = EventOf<"poney-mon-amour">;

export const say = localize({
  board: "Poney Mon Amour table",
  round: "Round {round} of {rounds}",
  turns: "Turn {n}",
  scoring: "Round over: scoring…",
  finished: "Match over",
  pile: "Draw pile: {n}",
  discardPile: "Discard: {n}",
  out: "Out of play: {n}",
  emptyDiscard: "The discard pile is empty",
  yourHand: "Your hand",
  hintDraw: "Draw: click the pile or the discard",
  hintChoose: "Your turn: choose a card to play",
  hintWhere: "{card}: where to? (✕ puts it back)",
  hintWait: "Waiting for {name}…",
  points: "{n} {n|pt|pts}",
  handCount: "{n} {n|card|cards} in hand",
  riderOf: "{name}, rider {colour}, {points} {points|point|points}, {cards} {cards|card|cards} "
    + "in hand",
  suiteOf: "Suite: {cards}",
  emptySuite: "Suite: empty",
  problemOn: "Problem: {card}",
  amours: "{n} Amour laid",
  drawPile: "Draw a card from the pile ({n} left)",
  drawDiscard: "Take {card} from the discard pile",
  choose: "Choose {card}",
  unchoose: "Cancel: put {card} back",
  build: "Lay {card} on your suite",
  replace: "Replace {old} by {card} on your suite",
  attack: "Attack {name} with {card}",
  defend: "Play {card} on {name}'s {problem}",
  discard: "Discard {card}",
  you: "you",
  // events
  ridersDrawn: "Riders: {list}",
  startPlayer: "{name} opens the first round",
  roundStarted: "Round {round}: 5 cards each, {name} opens ({n} in the draw pile)",
  drewPile: "{name} draws from the pile",
  drewPileCard: "{name} draws {card} from the pile",
  drewDiscard: "{name} takes {card} from the discard pile",
  reshuffled: "The discard pile is shuffled into a new draw pile ({n} {n|card|cards})",
  eventBuild: "{name} lays {card}",
  eventReplace: "{name} replaces {old} by {card}",
  eventAttack: "{name} attacks {target} with {card}",
  eventDefendSolved: "{name} plays {card} on {target}'s problem: solved",
  eventDefendHalf: "{name} plays {card} on {target}'s Grosse Colère: one more Amour needed",
  eventCureSolved: "{name} plays {card} on her own problem: solved",
  eventCureHalf: "{name} plays {card} on her own Grosse Colère: one more Amour needed",
  eventDiscard: "{name} discards {card}",
  passed: "{name} has no card and nothing to draw: passed",
  roundWon: "{name} lays her Selle and wins round {round} (+5)",
  stoppedTurns: "Round {round} ends with no winner: the turn limit is reached",
  stoppedCards: "Round {round} ends with no winner: no cards left to play",
  roundScored: "Round {round} scored: {list}",
  // breakdown
  rider: "Rider",
  ownCards: "Cards",
  bonus: "Bonus",
  selle: "Selle",
  roundPoints: "Pts",
  total: "Total",
  ownCardsLong: "Cards of her colour in her suite",
  bonusLong: "Her colour bonus for them",
  selleLong: "5 points for laying her Selle",
  roundPointsLong: "Her points this round",
  caption: "Round {round}: {winner}",
  noWinner: "no Selle laid",
  winner: "{name} laid her Selle",
}, {
  board: "Table de Poney Mon Amour",
  round: "Manche {round} sur {rounds}",
  turns: "Tour {n}",
  scoring: "Manche finie : décompte…",
  finished: "Partie terminée",
  pile: "Pioche : {n}",
  discardPile: "Défausse : {n}",
  out: "Hors jeu : {n}",
  emptyDiscard: "La défausse est vide",
  yourHand: "Votre main",
  hintDraw: "Piochez : cliquez la pioche ou la défausse",
  hintChoose: "À vous : choisissez une carte à jouer",
  hintWhere: "{card} : où la jouer ? (✕ la reprend)",
  hintWait: "{name} joue…",
  points: "{n} {n|pt|pts}",
  handCount: "{n} {n|carte|cartes} en main",
  riderOf: "{name}, cavalière {colour}, {points} {points|point|points}, {cards} "
    + "{cards|carte|cartes} en main",
  suiteOf: "Suite : {cards}",
  emptySuite: "Suite : vide",
  problemOn: "Problème : {card}",
  amours: "{n} Amour posé",
  drawPile: "Piocher une carte ({n} dans la pioche)",
  drawDiscard: "Prendre {card} sur la défausse",
  choose: "Choisir {card}",
  unchoose: "Annuler : reprendre {card}",
  build: "Poser {card} sur votre suite",
  replace: "Remplacer {old} par {card} sur votre suite",
  attack: "Attaquer {name} avec {card}",
  defend: "Jouer {card} sur le problème de {name} ({problem})",
  discard: "Défausser {card}",
  you: "vous",
  ridersDrawn: "Cavalières : {list}",
  startPlayer: "{name} ouvre la première manche",
  roundStarted: "Manche {round} : 5 cartes chacune, {name} commence ({n} dans la pioche)",
  drewPile: "{name} pioche",
  drewPileCard: "{name} pioche {card}",
  drewDiscard: "{name} prend {card} sur la défausse",
  reshuffled: "La défausse est mélangée en une nouvelle pioche ({n} {n|carte|cartes})",
  eventBuild: "{name} pose {card}",
  eventReplace: "{name} remplace {old} par {card}",
  eventAttack: "{name} attaque {target} avec {card}",
  eventDefendSolved: "{name} joue {card} sur le problème de {target} : résolu",
  eventDefendHalf: "{name} joue {card} sur la Grosse Colère de {target} : encore un Amour",
  eventCureSolved: "{name} joue {card} sur son propre problème : résolu",
  eventCureHalf: "{name} joue {card} sur sa propre Grosse Colère : encore un Amour",
  eventDiscard: "{name} défausse {card}",
  passed: "{name} n'a plus de carte ni rien à piocher : elle passe",
  roundWon: "{name} pose sa Selle et gagne la manche {round} (+5)",
  stoppedTurns: "La manche {round} finit sans gagnante : limite de tours atteinte",
  stoppedCards: "La manche {round} finit sans gagnante : plus de carte à jouer",
  roundScored: "Manche {round} comptée : {list}",
  rider: "Cavalière",
  ownCards: "Cartes",
  bonus: "Bonus",
  selle: "Selle",
  roundPoints: "Pts",
  total: "Total",
  ownCardsLong: "Cartes de sa couleur dans sa suite",
  bonusLong: "Son bonus de couleur pour elles",
  selleLong: "5 points pour avoir posé sa Selle",
  roundPointsLong: "Ses points de la manche",
  caption: "Manche {round} : {winner}",
  noWinner: "aucune Selle posée",
  winner: "{name} a posé sa Selle",
});

/** The viewer's own lines, in the second person ("You lay…"). */
const you = localize({
  startPlayer: "You open the first round",
  drewPile: "You draw from the pile",
  drewPileCard: "You draw {card} from the pile",
  drewDiscard: "You take {card} from the discard pile",
  eventBuild: "You lay {card}",
  eventReplace: "You replace {old} by {card}",
  eventAttack: "You attack {target} with {card}",
  eventDefendSolved: "You play {card} on {target}'s problem: solved",
  eventDefendHalf: "You play {card} on {target}'s Grosse Colère: one more Amour needed",
  eventCureSolved: "You play {card} on your own problem: solved",
  eventCureHalf: "You play {card} on your own Grosse Colère: one more Amour needed",
  eventDiscard: "You discard {card}",
  passed: "You have no card and nothing to draw: passed",
  roundWon: "You lay your Selle and win manche {round} (+5)",
  roundStarted: "Round {round}: 5 cards each, you open ({n} in the draw pile)",
  winner: "you laid your Selle",
}, {
  startPlayer: "Vous ouvrez la première manche",
  drewPile: "Vous piochez",
  drewPileCard: "Vous piochez {card}",
  drewDiscard: "Vous prenez {card} sur la défausse",
  eventBuild: "Vous posez {card}",
  eventReplace: "Vous remplacez {old} par {card}",
  eventAttack: "Vous attaquez {target} avec {card}",
  eventDefendSolved: "Vous jouez {card} sur le problème de {target} : résolu",
  eventDefendHalf: "Vous jouez {card} sur la Grosse Colère de {target} : encore un Amour",
  eventCureSolved: "Vous jouez {card} sur votre propre problème : résolu",
  eventCureHalf: "Vous jouez {card} sur votre propre Grosse Colère : encore un Amour",
  eventDiscard: "Vous défaussez {card}",
  passed: "Vous n'avez plus de carte ni rien à piocher : vous passez",
  roundWon: "Vous posez votre Selle et gagnez la manche {round} (+5)",
  roundStarted: "Manche {round} : 5 cartes chacune, vous commencez ({n} dans la pioche)",
  winner: "vous avez posé votre Selle",
});
type OwnLine = Parameters<typeof you>[0];

/** Others' lines whose object is the viewer ("X attacks you…"). */
const toYou = localize({
  attack: "{name} attacks you with {card}",
  defendSolved: "{name} plays {card} on your problem: solved",
  defendHalf: "{name} plays {card} on your Grosse Colère: one more Amour needed",
}, {
  attack: "{name} vous attaque avec {card}",
  defendSolved: "{name} joue {card} sur votre problème : résolu",
  defendHalf: "{name} joue {card} sur votre Grosse Colère : encore un Amour",
});

/** A seat named in a list of seats: "you" for the viewer's. */
function viewerOr(seat: number, context: DescribeContext): string {
  return context.isViewer(seat) ? say("you") : context.seatName(seat);
}

/** The log's line for one of the game's events; undefined for the page's own. */
export function describe(event: Event, context: DescribeContext): string | undefined {
  const name = "seat" in event ? context.seatName(event.seat) : "";
  // The event's seat's line: the second person when it is the viewer's.
  const own = (key: OwnLine, params: Record<string, string | number>) =>
    "seat" in event && context.isViewer(event.seat) ? you(key, params) : say(key, params);
  const who = (seat: number) => viewerOr(seat, context);
  switch (event.type) {
    case "riders_drawn":
      return say("ridersDrawn", { list: event.colours.map((colour, seat) =>
        `${who(seat)} ${SUITE_NAMES[colour]}`).join(", ") });
    case "start_player": return own("startPlayer", { name });
    case "round_started": {
      const words = { round: event.round, name: context.seatName(event.opener),
        n: event.draw_pile };
      return context.isViewer(event.opener) ? you("roundStarted", words)
        : say("roundStarted", words);
    }
    case "drew":
      if (event.source === "discard" && event.card !== null) {
        return own("drewDiscard", { name, card: cardLabel(event.card) });
      }
      return event.card === null ? own("drewPile", { name })
        : own("drewPileCard", { name, card: cardLabel(event.card) });
    case "reshuffled": return say("reshuffled", { n: event.draw_pile });
    case "build": return own("eventBuild", { name, card: cardLabel(event.card) });
    case "replace":
      return own("eventReplace", { name, card: cardLabel(event.card),
        old: cardLabel(event.replaced) });
    case "attack": {
      const words = { name, card: cardLabel(event.card), target: context.seatName(event.target) };
      return context.isViewer(event.target) ? toYou("attack", words)
        : own("eventAttack", words);
    }
    case "defend": {
      const cure = event.target === event.seat;
      const words = { name, card: cardLabel(event.card), target: context.seatName(event.target) };
      if (!cure && context.isViewer(event.target)) {
        return toYou(event.resolved ? "defendSolved" : "defendHalf", words);
      }
      return own(event.resolved ? cure ? "eventCureSolved" : "eventDefendSolved"
        : cure ? "eventCureHalf" : "eventDefendHalf", words);
    }
    case "discard": return own("eventDiscard", { name, card: cardLabel(event.card) });
    case "passed": return own("passed", { name });
    case "round_won": return own("roundWon", { name, round: event.round });
    case "round_stopped":
      return say(event.reason === "max_turns_per_round" ? "stoppedTurns" : "stoppedCards",
        { round: event.round });
    case "round_scored":
      return say("roundScored", { round: event.round, list: event.totals.map((total, seat) =>
        `${who(seat)} ${say("points", { n: total })}`).join(", ") });
    default: return undefined;
  }
}

type Key = Parameters<typeof say>[0];
/** The breakdown's columns: a short heading, and what it means in full. */
const COLUMNS: [Key, Key?][] = [["rider"], ["ownCards", "ownCardsLong"],
  ["bonus", "bonusLong"], ["selle", "selleLong"], ["roundPoints", "roundPointsLong"], ["total"]];

/** A round's scoring, seat by seat, as the `round_scored` event itemises it. */
export function breakdown(event: Event, context: DescribeContext): HTMLElement | undefined {
  if (event.type !== "round_scored") return undefined;
  const seats = Object.keys(event.breakdown).map(Number).sort((a, b) => a - b);
  const rows = seats.map((seat) => {
    const item = event.breakdown[String(seat)];
    if (item === undefined) return h("tr", {});
    return h("tr", { "data-seat": seat },
      h("th", { scope: "row" }, context.seatName(seat),
        h("span", { class: "pma-rider-colour", "data-colour": item.colour },
          SUITE_NAMES[item.colour])),
      h("td", {}, item.own_colour_cards),
      h("td", {}, item.colour_bonus),
      h("td", {}, item.selle),
      h("td", { "data-points": item.points }, item.points),
      h("td", { "data-total": event.totals[seat] ?? "" }, event.totals[seat] ?? ""));
  });
  const winner = event.winner === null ? say("noWinner")
    : context.isViewer(event.winner) ? you("winner")
      : say("winner", { name: context.seatName(event.winner) });
  return h("table", { class: "pma-breakdown", "data-round": event.round },
    h("caption", {}, say("caption", { round: event.round, winner })),
    h("thead", {}, h("tr", {}, ...COLUMNS.map(([short, long]) => h("th", { scope: "col",
      title: long === undefined ? undefined : say(long) }, say(short))))),
    h("tbody", {}, ...rows));
}
