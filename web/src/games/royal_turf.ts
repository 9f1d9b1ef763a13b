// Royal Turf: the board (royal_turf/board.ts), a line for each of the game's events, and a
// race's payouts token by token.
import { h } from "../dom.js";
import type { EventOf } from "../types.js";
import type { DescribeContext, GameUi } from "./board.js";
import { RoyalTurfBoard } from "./royal_turf/board.js";
import { horseName, moneyText, placeName, signed, symbolName, tr } from "./royal_turf/words.js";
import { localize } from "../i18n.js";
import "./royal_turf.css";
import { t as page } from "../i18n.js";

type Event = EventOf<"royal-turf">;
type RoundScored = Extract<Event, { type: "round_scored" }>;

/** The viewer's own lines, in the second person ("You roll…"). */
const you = localize({
  startPlayer: "You open the first race",
  raceStarted: "Race {race} opens: you bet first",
  bet: "You bet {token} on {horse}",
  betFaceDown: "You bet a face-down token on {horse}",
  rolled: "You roll {symbol}",
  horseMoved: "You move {horse} {value} {value|square|squares} ({symbol})",
  horseFinished: "You move {horse} {value} {value|square|squares} ({symbol}): it finishes {place}",
  you: "you",
}, {
  startPlayer: "Vous ouvrez la première course",
  raceStarted: "Course {race} : vous misez en premier",
  bet: "Vous misez {token} sur {horse}",
  betFaceDown: "Vous misez un jeton face cachée sur {horse}",
  rolled: "Vous lancez le dé : {symbol}",
  horseMoved: "Vous avancez {horse} de {value} {value|case|cases} ({symbol})",
  horseFinished: "Vous avancez {horse} de {value} {value|case|cases} ({symbol}) : il arrive "
    + "{place}",
  you: "vous",
});

type OwnLine = "startPlayer" | "raceStarted" | "bet" | "betFaceDown" | "rolled" | "horseMoved"
  | "horseFinished";

function describe(event: Event, context: DescribeContext): string | undefined {
  const seat = (n: number) => context.seatName(n);
  const who = (n: number) => context.isViewer(n) ? you("you") : seat(n); // in a list of seats
  // `subject`'s line: the second person when it is the viewer's.
  const own = (key: OwnLine, subject: number, params: Record<string, string | number> = {}) =>
    context.isViewer(subject) ? you(key, params) : tr(key, { seat: seat(subject), ...params });
  const podium = (horses: number[]) => horses
    .map((horse, index) => `${placeName(index + 1)} ${horseName(horse)}`).join(", ");
  switch (event.type) {
    case "start_player":
      return own("startPlayer", event.seat);
    case "race_started":
      return own("raceStarted", event.first_player, { race: event.race });
    case "horses_placed":
      return tr("horsesPlaced", { names: event.order.map(horseName).join(", ") });
    case "cards_dealt":
      return tr("cardsDealt");
    case "bet_placed":
      return event.token === null
        ? own("betFaceDown", event.seat, { horse: horseName(event.horse) })
        : own("bet", event.seat, { token: event.token, horse: horseName(event.horse) });
    case "betting_closed":
      return tr("bettingClosed");
    case "rolled":
      return own("rolled", event.seat, { symbol: symbolName(event.symbol) });
    case "horse_moved": {
      const words = { horse: horseName(event.horse), value: event.value,
        symbol: symbolName(event.symbol) };
      return event.place === undefined ? own("horseMoved", event.seat, words)
        : own("horseFinished", event.seat, { ...words, place: placeName(event.place) });
    }
    case "cycle_started":
      return tr("cycleStarted");
    case "race_finished":
      return tr("raceFinished", { race: event.race, names: podium(event.finishers),
        last: horseName(event.last) });
    case "bets_revealed":
      return tr("betsRevealed");
    case "round_scored":
      return tr("roundScored", { race: event.race, payouts: seatsOf(event)
        .map((n) => `${who(n)} ${signed(event.payouts[String(n)] ?? 0)}`).join(", ") });
    default:
      return undefined;
  }
}

function seatsOf(event: RoundScored): number[] {
  return Object.keys(event.breakdown).map(Number).sort((a, b) => a - b);
}

/** Each seat's race total and money after it, then its tokens one by one with what each
 * paid (the round_scored event's breakdown). */
function breakdown(event: Event, context: DescribeContext): HTMLElement | undefined {
  if (event.type !== "round_scored") return undefined;
  const rows = seatsOf(event).flatMap((seat) => {
    const payout = event.payouts[String(seat)] ?? 0;
    return [
      h("tr", { class: "rt-seat-row", "data-seat": seat, "data-payout": payout },
        h("th", { scope: "row" }, context.seatName(seat)),
        h("td", { class: "rt-number" }, signed(payout)),
        h("td", { class: "rt-number" }, moneyText(event.money[seat]))),
      ...(event.breakdown[String(seat)] ?? []).map((token) => h("tr", {
        class: "rt-token-row", "data-seat": seat, "data-horse": token.horse,
        "data-token": token.token, "data-amount": token.amount },
      h("td", {}, tr("tokenLine", { token: token.token, horse: horseName(token.horse),
        where: token.place !== null ? placeName(token.place)
          : token.last ? tr("last") : tr("unplaced"),
        units: token.units_on_horse })),
      h("td", { class: "rt-number" }, signed(token.amount)), h("td", {}))),
    ];
  });
  const podium = event.finishers.map((horse, index) =>
    `${placeName(index + 1)} ${horseName(horse)}`).join(", ");
  return h("div", { class: "rt-breakdown", "data-race": event.race },
    h("p", {}, `${tr("raceNumber", { race: event.race })} · ${tr("finishers",
      { names: podium })} · ${tr("last")} ${horseName(event.last)}`),
    event.multiplier > 1 ? h("p", {}, tr("multiplier", { multiplier: event.multiplier })) : null,
    h("table", {}, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, tr("seatTokens")),
      h("th", { scope: "col" }, tr("total")), h("th", { scope: "col" }, tr("moneyAfter")))),
    h("tbody", {}, ...rows)));
}

export const ui: GameUi<"royal-turf"> = {
  game: "royal-turf",
  mount: (host, context) => new RoyalTurfBoard(host, context),
  describe,
  breakdown,
  roundScore: (event) => event.type !== "round_scored" ? undefined : {
    label: page("raceN", { n: event.race }),
    points: { ...event.payouts },
    totals: Object.fromEntries(event.money.map((money, seat) => [String(seat), money])),
  },
  seatColour: (_view, seat) => `var(--seat-${seat})`, // the tokens' (royal_turf.css)
};
