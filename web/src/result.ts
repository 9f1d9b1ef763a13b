// A finished match's result, as the match page and the replay's last step show it.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import type { MatchView } from "./types.js";

/** Fills `section` with the view's result (hidden while there is none). */
export function renderResult(section: HTMLElement, view: MatchView,
  name: (seat: number) => string): void {
  const outcome = view.result;
  section.hidden = outcome === null || outcome === undefined;
  if (outcome === null || outcome === undefined) {
    section.replaceChildren();
    return;
  }
  const rows = outcome.ranking.map((seat, index) => h("tr", {},
    h("td", {}, String(index + 1)), h("th", { scope: "row" }, name(seat)),
    h("td", {}, String(outcome.scores[String(seat)] ?? ""))));
  section.replaceChildren(h("h2", {}, t("result")),
    h("p", { class: "winners" }, t("winners", { names: outcome.winners.map(name).join(", ") })),
    h("table", {}, h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("rank")),
      h("th", { scope: "col" }, t("seats")), h("th", { scope: "col" }, t("score")))),
    h("tbody", {}, ...rows)));
}
