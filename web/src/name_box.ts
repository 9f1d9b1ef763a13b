// The name this browser plays under, in the top bar of every page: "Playing as Ana" and
// Change, or the field to type it, a newcomer's first sight. Saved by Enter, Save or leaving
// the field: the guest is renamed (PATCH /v1/players/{id}) or made with that name; a name the
// server refuses is said under the field, with the server's reason, and changes nothing.
import { ProblemError } from "./api.js";
import { button, h } from "./dom.js";
import { GUEST_CHANGED, playerName, setName, storedGuest } from "./guest.js";
import { t } from "./i18n.js";
import "./name_box.css";
import { problemText } from "./problems.js";

/** Draws the name box into `host`, and again whenever the name changes; returns what draws it
 * again (in another language). */
export function nameBox(host: HTMLElement): () => void {
  let editing = false;
  let saving: string | undefined; // the name being saved (a second save of it waits for none)

  window.addEventListener(GUEST_CHANGED, () => {
    if (!editing) render();
  });
  render();
  return render;

  function render(): void {
    const name = playerName();
    if (editing || name === "") {
      host.replaceChildren(editor(name));
      return;
    }
    const me = storedGuest();
    const shown = me === undefined ? h("strong", { "data-testid": "player-name" }, name)
      : h("a", { href: `#/player/${encodeURIComponent(me.id)}`, class: "player-name",
        "data-testid": "player-name" }, name);
    const change = button(t("changeName"), () => {
      editing = true;
      render();
      host.querySelector("input")?.select();
    }, { class: "secondary", "aria-label": t("changeNameLabel"), "data-testid": "change-name" });
    host.replaceChildren(h("span", { class: "name-line" }, `${t("playingAsName")} `, shown),
      change);
  }

  function editor(name: string): HTMLFormElement {
    const field = h("input", { type: "text", id: "player-name-field", maxlength: 40,
      required: true, value: name, placeholder: t("namePlaceholder"), autocomplete: "nickname",
      spellcheck: false, "aria-describedby": "player-name-problem" });
    const problem = h("p", { id: "player-name-problem", class: "name-problem", role: "alert",
      "data-testid": "name-problem" });
    const form = h("form", { class: "name-form", "data-testid": "name-form" },
      h("label", { for: "player-name-field" }, t("yourName")), field,
      h("button", { type: "submit", class: "secondary" }, t("saveName")), problem);
    const save = async (byKeyboard: boolean) => {
      const wanted = field.value.trim();
      if (wanted === "" || wanted === saving) return;
      if (wanted === playerName()) {
        close(byKeyboard);
        return;
      }
      saving = wanted;
      try {
        await setName(wanted);
        close(byKeyboard);
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        const reasons = error.problem.errors?.name;
        problem.textContent = reasons === undefined ? problemText(error.problem)
          : t("nameRefused", { reason: reasons.join(" ") });
        field.setAttribute("aria-invalid", "true");
      } finally {
        saving = undefined;
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
      if (event.key === "Escape" && playerName() !== "") close(true);
    });
    return form;
  }

  /** Back to "Playing as …"; the focus to Change when the keyboard closed the field. */
  function close(byKeyboard: boolean): void {
    editing = false;
    render();
    if (byKeyboard) host.querySelector<HTMLElement>("[data-testid=change-name]")?.focus();
  }
}
