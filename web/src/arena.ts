// The arena page (to be built): start an arena, watch it run.
import { h } from "./dom.js";
import { t } from "./i18n.js";

export function arenaPage(main: HTMLElement, _arenaId: string | undefined): () => void {
  main.replaceChildren(h("h1", {}, t("arena")));
  return () => undefined;
}
