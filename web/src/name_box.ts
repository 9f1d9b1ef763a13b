// The name this browser plays under: in the top bar of every page, "Playing as Ana" and a
// button to change it (for a newcomer, "Choose your name"); at the head of the lobby, the field
// to type it while there is none, a newcomer's first sight. Saved by Enter, Save or leaving the
// field: the guest is renamed (PATCH /v1/players/{id}) or made with that name; a name the
// server refuses is said under the field, with the server's reason, and changes nothing.
import { ProblemError } from "./api.js";
import { button, h } from "./dom.js";
import { GUEST_CHANGED, playerName, setName, storedGuest } from "./guest.js";
import { t } from "./i18n.js";
import "./name_box.css";
import { problemText } from "./problems.js";

/** The top bar's box, drawn into `host` and again whenever the name changes; returns what
 * draws it again (in another language). */
export function nameBar(host: HTMLElement): () => void {
  let editing = false;
  const render = () => {
    const name = playerName();
    if (editing) {
      host.replaceChildren(nameForm("me", name, false, (byKeyboard) => {
        // Focus in the form (on Save, pressed with the mouse: its press blurs the field, which
        // saves, and the save may end before the click does) goes back to the pencil too.
        const focusInside = host.contains(document.activeElement);
        editing = false;
        render();
        if (byKeyboard || focusInside) {
          host.querySelector<HTMLElement>("[data-testid=change-name]")?.focus();
        }
      }));
      host.querySelector("input")?.select();
      return;
    }
    const label = name === "" ? {} : { "aria-label": t("changeNameLabel"),
      title: t("changeNameLabel") }; // a pencil, said and shown as what it does
    const change = button(name === "" ? [h("span", { class: "wide-only" }, t("chooseName")),
      h("span", { class: "narrow-only", "aria-hidden": "true" }, "✎")] : "✎", () => {
      editing = true;
      render();
    }, { class: "secondary", "data-testid": "change-name", ...label });
    if (name === "") {
      host.replaceChildren(change);
      return;
    }
    const me = storedGuest();
    const shown = me === undefined
      ? h("strong", { class: "player-name", "data-testid": "player-name" }, name)
      : h("a", { href: `#/player/${encodeURIComponent(me.id)}`, class: "player-name",
        "data-testid": "player-name" }, name);
    host.replaceChildren(h("span", { class: "name-line" },
      h("span", { class: "name-prefix" }, `${t("playingAsName")} `), shown), change);
  };
  window.addEventListener(GUEST_CHANGED, () => {
    if (!editing) render();
  });
  render();
  return render;
}

/** The lobby's field for a newcomer's name (nothing once there is a name); returns what stops
 * it following the name. */
export function lobbyNameBox(host: HTMLElement): () => void {
  const render = () => {
    host.hidden = playerName() !== "";
    if (host.hidden) host.replaceChildren();
    else if (host.querySelector("form") === null) {
      host.replaceChildren(nameForm("lobby", "", true, () => undefined));
    }
  };
  window.addEventListener(GUEST_CHANGED, render);
  render();
  return () => window.removeEventListener(GUEST_CHANGED, render);
}

/** The field for the name (ids prefixed `prefix`), saved by Enter, Save or leaving it; `done`
 * once saved (or Escape, when there is a name to go back to). */
function nameForm(prefix: string, name: string, withHint: boolean,
  done: (byKeyboard: boolean) => void): HTMLFormElement {
  const id = `${prefix}-name-field`;
  const field = h("input", { type: "text", id, maxlength: 40, required: true, value: name,
    placeholder: t("namePlaceholder"), autocomplete: "nickname", spellcheck: false,
    "aria-describedby": `${id}-problem` });
  const problem = h("p", { id: `${id}-problem`, class: "name-problem", role: "alert",
    "data-testid": "name-problem" });
  const form = h("form", { class: "name-form", "data-testid": `${prefix}-name-form` },
    h("label", { for: id }, withHint ? t("yourNameHint") : t("yourName")), field,
    h("button", { type: "submit", class: "secondary" }, t("saveName")), problem);
  let saving: string | undefined; // the name being saved: leaving the field saves it once
  let submitted = false; // ...and Save, pressed meanwhile, only moves the focus after it
  const save = async (byKeyboard: boolean) => {
    const wanted = field.value.trim();
    submitted ||= byKeyboard;
    if (wanted === "" || wanted === saving) return;
    if (wanted === playerName()) {
      done(submitted);
      return;
    }
    saving = wanted;
    try {
      await setName(wanted);
      done(submitted);
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      const reasons = error.problem.errors?.name;
      problem.textContent = reasons === undefined ? problemText(error.problem)
        : t("nameRefused", { reason: reasons.join(" ") });
      field.setAttribute("aria-invalid", "true");
    } finally {
      saving = undefined;
      submitted = false;
    }
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void save(true);
  });
  field.addEventListener("change", () => void save(false));
  field.addEventListener("input", () => {
    problem.textContent = "";
    field.removeAttribute("aria-invalid");
  });
  field.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && playerName() !== "") done(true);
  });
  return form;
}
