import "./app.css";
// The reference Haras web client: routes (#/…), the language switch, and the pages.
import { arenaPage } from "./arena.js";
import { button, h } from "./dom.js";
import { GUEST_CHANGED, refreshGuest, storedGuest } from "./guest.js";
import { lang, onLangChange, setLang, t } from "./i18n.js";
import { lobbyPage } from "./lobby.js";
import { leaderboardPage } from "./leaderboard.js";
import { matchPage } from "./match.js";
import { nameBar } from "./name_box.js";
import { playPage } from "./play.js";
import { playerPage } from "./player.js";
import { replayPage } from "./replay.js";
import { isGame } from "./types.js";

const main = document.getElementById("main");
const nav = document.getElementById("nav");
const langHost = document.getElementById("lang");
const meHost = document.getElementById("me");
const redrawName = meHost === null ? () => undefined : nameBar(meHost);
let leave: () => void = () => undefined;

function route(): void {
  if (main === null) return;
  leave();
  renderNav();
  const [page = "", id = "", mode = ""] = location.hash.replace(/^#\/?/, "").split("/")
    .map((part) => decodeURIComponent(part));
  const params = new URLSearchParams(location.search);
  const forceSse = params.get("transport") === "sse";
  if (page === "" || page === "lobby") leave = lobbyPage(main);
  else if ((page === "match" || page === "join") && id !== "") {
    leave = matchPage(main, id, { forceSse, joining: page === "join" });
  } else if (page === "replay" && id !== "") leave = replayPage(main, id);
  else if (page === "arena") leave = arenaPage(main, id === "" ? undefined : id);
  else if (page === "play" && isGame(id)) leave = playPage(main, id, mode !== "unrated");
  else if (page === "leaderboard" && isGame(id)) leave = leaderboardPage(main, id);
  else if (page === "player" && id !== "") leave = playerPage(main, id);
  else {
    main.replaceChildren(h("h1", {}, t("unknownPage")), h("a", { href: "#/" }, t("lobby")));
    leave = () => undefined;
  }
  document.title = `Haras — ${main.querySelector("h1")?.textContent ?? ""}`;
}

/** The main links; "Your player" once this browser has a guest player (on a phone, the name
 * in the top bar is that link). */
function renderNav(): void {
  const me = storedGuest();
  nav?.replaceChildren(h("a", { href: "#/" }, t("lobby")), h("a", { href: "#/arena" }, t("arena")),
    me === undefined ? "" : h("a", { href: `#/player/${encodeURIComponent(me.id)}`,
      "data-testid": "my-player", class: "nav-player" }, t("yourPlayer")));
}

function chrome(): void {
  document.documentElement.lang = lang();
  redrawName();
  document.querySelector(".skip")?.replaceChildren(t("skip"));
  const other = lang() === "fr" ? "en" : "fr";
  // On a phone the top bar is one line: the button shows "FR"/"EN", still named in full
  langHost?.replaceChildren(button([
    h("span", { class: "wide-only" }, other === "fr" ? "Français" : "English"),
    h("span", { class: "narrow-only", "aria-hidden": "true" }, other.toUpperCase())],
  () => setLang(other), { lang: other, "data-testid": "lang" }));
}

onLangChange(() => {
  chrome();
  route();
});
window.addEventListener("hashchange", route);
window.addEventListener(GUEST_CHANGED, renderNav);
chrome();
route();
void refreshGuest(); // its name on the server, renamed elsewhere or signed in, wins
