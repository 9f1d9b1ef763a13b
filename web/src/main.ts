import "./app.css";
// The reference Haras web client: routes (#/…), the language switch, and the pages.
import { arenaPage } from "./arena.js";
import { button, h } from "./dom.js";
import { lang, onLangChange, setLang, t } from "./i18n.js";
import { lobbyPage } from "./lobby.js";
import { matchPage } from "./match.js";
import { replayPage } from "./replay.js";

const main = document.getElementById("main");
const nav = document.getElementById("nav");
const langHost = document.getElementById("lang");
let leave: () => void = () => undefined;

function route(): void {
  if (main === null) return;
  leave();
  const [page = "", id = ""] = location.hash.replace(/^#\/?/, "").split("/")
    .map((part) => decodeURIComponent(part));
  const params = new URLSearchParams(location.search);
  const forceSse = params.get("transport") === "sse";
  if (page === "" || page === "lobby") leave = lobbyPage(main);
  else if ((page === "match" || page === "join") && id !== "") {
    leave = matchPage(main, id, { forceSse, joining: page === "join" });
  } else if (page === "replay" && id !== "") leave = replayPage(main, id);
  else if (page === "arena") leave = arenaPage(main, id === "" ? undefined : id);
  else {
    main.replaceChildren(h("h1", {}, t("unknownPage")), h("a", { href: "#/" }, t("lobby")));
    leave = () => undefined;
  }
  document.title = `Haras — ${main.querySelector("h1")?.textContent ?? ""}`;
}

function chrome(): void {
  document.documentElement.lang = lang();
  document.querySelector(".skip")?.replaceChildren(t("skip"));
  nav?.replaceChildren(h("a", { href: "#/" }, t("lobby")), h("a", { href: "#/arena" }, t("arena")));
  const other = lang() === "fr" ? "en" : "fr";
  langHost?.replaceChildren(button(other === "fr" ? "Français" : "English",
    () => setLang(other), { lang: other, "data-testid": "lang" }));
}

onLangChange(() => {
  chrome();
  route();
});
window.addEventListener("hashchange", route);
chrome();
route();
