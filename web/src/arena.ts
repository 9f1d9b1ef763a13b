// The arena page: `#/arena` starts an arena (a batch of AI-versus-AI matches on the workers),
// `#/arena/<id>` watches one run. Returns what stops the page (its polling) when it is left.
import { call, client, ProblemError } from "./api.js";
import { arenaForm } from "./arena/form.js";
import { tr } from "./arena/text.js";
import { watchArena } from "./arena/watch.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import "./arena.css";
import { problemText } from "./problems.js";

export function arenaPage(main: HTMLElement, arenaId: string | undefined): () => void {
  if (arenaId !== undefined) return watchArena(main, arenaId);
  let left = false;
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const formHost = h("section", { class: "arena-card arena-form-card" }, h("p", {}, t("loading")));
  main.replaceChildren(h("div", { class: "arena-page" },
    h("div", { class: "arena-intro" }, h("h1", {}, tr("title")), h("p", {}, tr("intro"))),
    h("div", { class: "arena-start" }, h("div", { class: "arena-start-main" }, alert, formHost),
      h("aside", { class: "arena-card arena-how", "aria-labelledby": "arena-how-title" },
        h("h2", { id: "arena-how-title" }, tr("how")),
        h("ul", {}, ...(["howSeats", "howWinRate", "howElo", "howQuota"] as const)
          .map((key) => h("li", {}, tr(key))))))));
  call(client().GET("/v1/games")).then((catalog) => {
    if (left) return;
    formHost.replaceChildren(arenaForm(catalog, alert, (id) => {
      if (!left) location.hash = `#/arena/${encodeURIComponent(id)}`; // not if gone elsewhere
    }));
  }, (error: unknown) => {
    if (left) return;
    if (!(error instanceof ProblemError)) throw error;
    alert.replaceChildren(h("p", {}, problemText(error.problem)));
  });
  return () => {
    left = true;
  };
}
