// The table of every round (or race) of a match: a seat per row, a round per column, and the
// seat's standing after the last one.
import { h } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import type { RoundScore } from "./games/board.js";

export function renderRounds(seats: number[], rounds: RoundScore[],
  name: (seat: number) => string): HTMLTableElement | undefined {
  const last = rounds.at(-1);
  if (last === undefined) return undefined;
  const number = (value: number | undefined) => value === undefined ? "" : formatNumber(value);
  const cell = (value: number | undefined) => h("td", { class: "number" }, number(value));
  return h("table", { class: "rounds", "data-testid": "rounds" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("seats")),
      ...rounds.map((round) => h("th", { scope: "col" }, round.label)),
      h("th", { scope: "col" }, t("total")))),
    h("tbody", {}, ...seats.map((seat) => h("tr", { "data-seat": seat },
      h("th", { scope: "row" }, name(seat)),
      ...rounds.map((round) => cell(round.points[String(seat)])),
      h("td", { class: "number total", "data-testid": "round-total" },
        number(last.totals[String(seat)]))))));
}
