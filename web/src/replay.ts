// The replay viewer (to be built): steps through a finished match.
import { h } from "./dom.js";
import { t } from "./i18n.js";

export function replayPage(main: HTMLElement, _matchId: string): () => void {
  main.replaceChildren(h("h1", {}, t("replay")));
  return () => undefined;
}
