// Amazones in words: the board's labels, a line per event and the final scoring's table, in
// English and French.
import { h } from "../../dom.js";
import { formatSigned, localize } from "../../i18n.js";
import type { DescribeContext } from "../board.js";
import type { Card, Colour, Part, AmazonesEvent } from "./model.js";

const EN = {
  rouge: "red", bleu: "blue", vert: "green", jaune: "yellow", violet: "violet",
  tete: "head", torse: "torso", jambes: "legs", board: "Amazones board",
  piles: "Piles", left: "{n} left", empty: "empty", discarded: "Discarded",
  joust: "Joust {n}", phase_first_bid: "first bid, face up", phase_second_bid: "second bid",
  phase_tiles: "tiles", phase_scoring: "scoring", phase_finished: "finished",
  opens: "opens", passes: "passes", bidding: "bidding", total: "Σ {n}", tied: "tied",
  rank1: "winner", rank2: "runner-up", rankN: "#{n}",
  hand: "Your hand ({n})", handOf: "{name}: {n} {n|card|cards} in hand", cardsInHand: "{n} in hand",
  men: "Men", finishedMen: "{n} finished", score: "score {n}", noMen: "no man yet",
  man: "man {n}", newMan: "a new man", faceDown: "face down", hiddenCard: "a hidden card",
  done: "Done", pass: "Pass", keep: "Keep", cancel: "Cancel",
  bidCard: "Bid {card} face up", addFaceDown: "Add {card} face down",
  takeBack: "Take {card} back", take: "Take the {tile}", discard: "Discard the {tile} (it fits nowhere)",
  placeOn: "Place the {tile} on {owner}'s man {n}", placeNew: "Place the {tile} as a new man for {owner}",
  promptFirst: "Your first bid: lay cards of one colour face up, then Done (or Pass).",
  promptSecond: "Your second bid: add one card face down (from your hand), take one face-up card back, or Keep.",
  promptTile: "You take a tile: choose a pile's top tile.",
  promptPlace: "Place the {tile}: choose a man (or a new man) in front of any princess.",
  promptWait: "Waiting for {names}.", promptOver: "The game is over.",
  // events
  startPlayer: "{name} opens the first joust.", joustStarted: "Joust {n}: {name} opens.",
  cardBid: "{name} bids {card} face up.", bidPassed: "{name} passes.",
  bidClosed: "{name} stops at {total}.", secondBid: "Second bid.",
  faceDownHidden: "{name} adds a card face down.", faceDownKnown: "{name} adds {card} face down.",
  takenBack: "{name} takes {card} back.", kept: "{name} changes nothing.",
  revealed: "Reveal: {ranking}.", revealedTied: "Reveal: {ranking}; tied, out: {tied}.",
  nobody: "nobody ranked", noWinner: "No winner: the top tiles are discarded.",
  placed: "{name} places the {tile} in front of {owner} (man {n}).",
  placedFinished: "{name} places the {tile} in front of {owner}: man {n} is finished.",
  discardedBy: "{name} discards the {tile}.", discardedTile: "The {tile} is discarded.",
  gameOver: "A second pile is empty: the game ends.",
  passed: "{to} takes {count} {count|card|cards} from {from}.", scored: "Final scores: {scores}.",
  passedBack: "{to} takes {count} bid {count|card|cards} back.",
  // breakdown
  menValues: "Finished men", menTotal: "Their sum", bestMan: "Finest (+5)",
  mostMen: "Most men (+5)", worstMan: "Ugliest (−5)", scoreCol: "Score",
  you: "you",
};

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  rouge: "rouge", bleu: "bleu", vert: "vert", jaune: "jaune", violet: "violet",
  tete: "tête", torse: "torse", jambes: "jambes", board: "Plateau d'Amazones",
  piles: "Piles", left: "reste {n}", empty: "vide", discarded: "Défausse",
  joust: "Joute {n}", phase_first_bid: "première mise, face visible",
  phase_second_bid: "seconde mise", phase_tiles: "tuiles", phase_scoring: "décompte",
  phase_finished: "terminée",
  opens: "ouvre", passes: "passe", bidding: "mise", total: "Σ {n}", tied: "égalité",
  rank1: "gagnante", rank2: "dauphine", rankN: "{n}e",
  hand: "Votre main ({n})", handOf: "{name} : {n} {n|carte|cartes} en main", cardsInHand: "{n} en main",
  men: "Mâles", finishedMen: "{n} {n|terminé|terminés}", score: "score {n}", noMen: "aucun mâle",
  man: "mâle {n}", newMan: "un nouveau mâle", faceDown: "face cachée",
  hiddenCard: "une carte cachée",
  done: "Fini", pass: "Passer", keep: "Garder", cancel: "Annuler",
  bidCard: "Miser {card} face visible", addFaceDown: "Ajouter {card} face cachée",
  takeBack: "Reprendre {card}", take: "Prendre la tuile {tile}",
  discard: "Défausser la tuile {tile} (elle ne va nulle part)",
  placeOn: "Poser la tuile {tile} sur le mâle {n} de {owner}",
  placeNew: "Poser la tuile {tile} en nouveau mâle pour {owner}",
  promptFirst: "Votre première mise : posez face visible des cartes d'une couleur, puis Fini (ou Passer).",
  promptSecond: "Votre seconde mise : ajoutez une carte face cachée (de votre main), reprenez une carte visible, ou Garder.",
  promptTile: "Vous prenez une tuile : choisissez le dessus d'une pile.",
  promptPlace: "Posez la tuile {tile} : choisissez un mâle (ou un nouveau) devant n'importe quelle princesse.",
  promptWait: "On attend {names}.", promptOver: "La partie est finie.",
  startPlayer: "{name} ouvre la première joute.", joustStarted: "Joute {n} : {name} ouvre.",
  cardBid: "{name} mise {card} face visible.", bidPassed: "{name} passe.",
  bidClosed: "{name} s'arrête à {total}.", secondBid: "Seconde mise.",
  faceDownHidden: "{name} ajoute une carte face cachée.",
  faceDownKnown: "{name} ajoute {card} face cachée.",
  takenBack: "{name} reprend {card}.", kept: "{name} ne change rien.",
  revealed: "Révélation : {ranking}.", revealedTied: "Révélation : {ranking} ; à égalité, sorties : {tied}.",
  nobody: "personne de classé", noWinner: "Pas de gagnante : les tuiles du dessus sont défaussées.",
  placed: "{name} pose la tuile {tile} devant {owner} (mâle {n}).",
  placedFinished: "{name} pose la tuile {tile} devant {owner} : le mâle {n} est terminé.",
  discardedBy: "{name} défausse la tuile {tile}.", discardedTile: "La tuile {tile} est défaussée.",
  gameOver: "Une deuxième pile est vide : la partie s'arrête.",
  passed: "{to} prend {count} {count|carte|cartes} de {from}.", scored: "Scores finaux : {scores}.",
  passedBack: "{to} reprend {count} {count|carte|cartes} de sa mise.",
  menValues: "Mâles terminés", menTotal: "Leur somme", bestMan: "Plus beau (+5)",
  mostMen: "Le plus de mâles (+5)", worstMan: "Plus moche (−5)", scoreCol: "Score",
  you: "vous",
};

export const say = localize<Key>(EN, FR);

/** A signed number as printed on tiles: +3, −2 (a true minus sign). */
export const signed = formatSigned;

/** A card's value as printed: 10, −1. */
export function cardValue(value: number): string {
  return value < 0 ? `−${-value}` : String(value);
}

export function colourName(colour: Colour): string {
  return say(colour);
}

export function partName(part: Part): string {
  return say(part);
}

export function cardName(card: Card): string {
  return `${colourName(card.colour)} ${cardValue(card.value)}`;
}

export function tileName(part: Part, value: number): string {
  return `${partName(part)} ${signed(value)}`;
}

/** The viewer's own lines, in the second person ("You bid…"). */
const you = localize({
  startPlayer: "You open the first joust.", joustStarted: "Joust {n}: you open.",
  cardBid: "You bid {card} face up.", bidPassed: "You pass.",
  bidClosed: "You stop at {total}.",
  faceDownHidden: "You add a card face down.", faceDownKnown: "You add {card} face down.",
  takenBack: "You take {card} back.", kept: "You change nothing.",
  placed: "You place the {tile} in front of {owner} (man {n}).",
  placedFinished: "You place the {tile} in front of {owner}: man {n} is finished.",
  discardedBy: "You discard the {tile}.",
  passed: "You take {count} {count|card|cards} from {from}.",
  passedBack: "You take {count} bid {count|card|cards} back.",
}, {
  startPlayer: "Vous ouvrez la première joute.", joustStarted: "Joute {n} : vous ouvrez.",
  cardBid: "Vous misez {card} face visible.", bidPassed: "Vous passez.",
  bidClosed: "Vous vous arrêtez à {total}.",
  faceDownHidden: "Vous ajoutez une carte face cachée.",
  faceDownKnown: "Vous ajoutez {card} face cachée.",
  takenBack: "Vous reprenez {card}.", kept: "Vous ne changez rien.",
  placed: "Vous posez la tuile {tile} devant {owner} (mâle {n}).",
  placedFinished: "Vous posez la tuile {tile} devant {owner} : le mâle {n} est terminé.",
  discardedBy: "Vous défaussez la tuile {tile}.",
  passed: "Vous prenez {count} {count|carte|cartes} de {from}.",
  passedBack: "Vous reprenez {count} {count|carte|cartes} de votre mise.",
});

/** Others' lines whose object is the viewer ("X takes 3 cards from you"). */
const toYou = localize({
  passed: "{to} takes {count} {count|card|cards} from you.",
}, {
  passed: "{to} vous prend {count} {count|carte|cartes}.",
});

export function describe(event: AmazonesEvent, context: DescribeContext): string | undefined {
  const name = context.seatName;
  // `subject`'s line: the second person when it is the viewer's.
  const own = (key: Parameters<typeof you>[0], subject: number,
    params: Record<string, string | number> = {}) => context.isViewer(subject)
    ? you(key, params) : say(key, { name: name(subject), ...params });
  const who = (seat: number) => context.isViewer(seat) ? say("you") : name(seat); // in a list
  switch (event.type) {
    case "start_player": return own("startPlayer", event.seat);
    case "joust_started": return own("joustStarted", event.opener, { n: event.joust });
    case "card_bid": return own("cardBid", event.seat, { card: cardName(event.card) });
    case "bid_closed":
      return event.total === 0 ? own("bidPassed", event.seat)
        : own("bidClosed", event.seat, { total: event.total });
    case "second_bid_started": return say("secondBid");
    case "face_down_added":
      return event.card === null ? own("faceDownHidden", event.seat)
        : own("faceDownKnown", event.seat, { card: cardName(event.card) });
    case "card_taken_back":
      return own("takenBack", event.seat, { card: cardName(event.card) });
    case "bid_kept": return own("kept", event.seat);
    case "revealed": {
      const total = (seat: number) => event.bids[String(seat)]?.total ?? 0;
      const ranking = event.ranking.length === 0 ? say("nobody")
        : event.ranking.map((seat, index) => `${index + 1}. ${who(seat)} (${total(seat)})`)
          .join(", ");
      if (event.tied.length === 0) return say("revealed", { ranking });
      const tied = event.tied.map((seat) => `${who(seat)} (${total(seat)})`).join(", ");
      return say("revealedTied", { ranking, tied });
    }
    case "no_winner": return say("noWinner");
    case "tile_placed":
      return own(event.finished ? "placedFinished" : "placed", event.seat, {
        tile: tileName(event.part, event.value), owner: who(event.owner), n: event.man + 1 });
    case "tile_discarded":
      return event.by === undefined
        ? say("discardedTile", { tile: tileName(event.part, event.value) })
        : own("discardedBy", event.by, { tile: tileName(event.part, event.value) });
    case "game_over": return say("gameOver");
    case "cards_passed": {
      const words = { to: name(event.to), from: name(event.from), count: event.count };
      if (event.to === event.from) { // a lone ranked seat takes its own back
        return context.isViewer(event.to) ? you("passedBack", words) : say("passedBack", words);
      }
      return context.isViewer(event.to) ? you("passed", words)
        : context.isViewer(event.from) ? toYou("passed", words) : say("passed", words);
    }
    case "round_scored":
      return say("scored", { scores: Object.entries(event.scores)
        .map(([seat, points]) => `${who(Number(seat))} ${points}`).join(", ") });
    default: return undefined;
  }
}

/** The final scoring, seat by seat (a column each), as the `round_scored` event itemises it. */
export function breakdown(event: AmazonesEvent, context: DescribeContext):
HTMLElement | undefined {
  if (event.type !== "round_scored") return undefined;
  const seats = Object.keys(event.breakdown).sort((a, b) => Number(a) - Number(b));
  type Item = (typeof event.breakdown)[string];
  const lines: [Key, (item: Item) => string][] = [
    ["menValues", (item) => item.men.map(signed).join(" ") || "—"],
    ["menTotal", (item) => String(item.men_total)],
    ["bestMan", (item) => signed(item.best_man)],
    ["mostMen", (item) => signed(item.most_men)],
    ["worstMan", (item) => signed(item.worst_man)],
  ];
  const cells = (key: string, text: (item: Item) => string) => seats.map((seat) => {
    const item = event.breakdown[seat];
    return h("td", { "data-seat": seat, "data-cell": key }, item === undefined ? "" : text(item));
  });
  // Scrolls sideways with five seats in the side column: focusable, so keys scroll it too.
  return h("div", { class: "am-breakdown", tabindex: 0, role: "region",
    "aria-label": say("scoreCol") }, h("table", { "data-testid": "amazones-breakdown" },
    h("thead", {}, h("tr", {}, h("td", {}),
      ...seats.map((seat) => h("th", { scope: "col" }, context.seatName(Number(seat)))))),
    h("tbody", {},
      ...lines.map(([key, text]) => h("tr", {}, h("th", { scope: "row" }, say(key)),
        ...cells(key, text))),
      h("tr", { class: "am-score-row" }, h("th", { scope: "row" }, say("scoreCol")),
        ...cells("score", (item) => String(item.score))))));
}
