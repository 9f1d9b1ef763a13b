// A finished match's result, as the match page and the replay's last step show it.
import { h } from "./dom.js";
import { formatNumber, formatSigned, t } from "./i18n.js";
import type { MatchView, Schemas } from "./types.js";

type RatingChange = Schemas["RatingChange"];

/** Fills `section` with the view's result (hidden while there is none). */
export function renderResult(section: HTMLElement, view: MatchView,
  name: (seat: number) => string): void {
  const outcome = view.result;
  section.hidden = outcome === null || outcome === undefined;
  if (outcome === null || outcome === undefined) {
    section.replaceChildren();
    return;
  }
  const changes = outcome.rating_changes;
  const rows = outcome.ranking.map((seat, index) => h("tr", {},
    h("td", {}, String(index + 1)), h("th", { scope: "row" }, name(seat)),
    h("td", {}, score(outcome.scores[String(seat)])),
    changes === undefined ? "" : ratingCell(changes[String(seat)])));
  section.replaceChildren(h("h2", {}, t("result")),
    h("p", { class: "winners" }, t("winners", {
      names: outcome.winners.map(name).join(", "), count: outcome.winners.length })),
    outcome.rating_aborted ? h("p", { "data-testid": "rating-aborted" }, t("ratingAborted")) : "",
    h("table", {}, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("rank")),
      h("th", { scope: "col" }, t("seats")), h("th", { scope: "col" }, t("score")),
      changes === undefined ? "" : h("th", { scope: "col" }, t("ratingChange")))),
    h("tbody", {}, ...rows)));
}

/** "1000 → 1016 (+16)"; empty for a seat that was not rated (an AI level seated twice). */
function ratingCell(change: RatingChange | undefined): HTMLTableCellElement {
  if (change === undefined) return h("td", {});
  const delta = change.after - change.before;
  return h("td", { class: "rating-change", "data-testid": "rating-change",
    "data-before": change.before, "data-after": change.after },
  `${formatNumber(change.before)} → ${formatNumber(change.after)} (${
    delta === 0 ? "±0" : formatSigned(delta)})`);
}

function score(value: number | undefined): string {
  return value === undefined ? "" : formatNumber(value);
}
