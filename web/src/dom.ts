// Small DOM helpers: elements with attributes and children, and actions a pointer, Tab and
// Enter (or Space) all reach, with a label for screen readers.
type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | number | null | undefined | false;

function apply(element: Element, attrs: Attrs, children: Child[]): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "number" ? String(child) : child);
  }
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  apply(element, attrs, children);
  return element;
}

const SVG_NS = "http://www.w3.org/2000/svg";

export function s<K extends keyof SVGElementTagNameMap>(
  tag: K, attrs: Attrs = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  apply(element, attrs, children);
  return element;
}

/** A button that runs `act` when clicked. */
export function button(label: string | Node[], act: () => void, attrs: Attrs = {}):
  HTMLButtonElement {
  const element = h("button", { type: "button", ...attrs },
    ...(typeof label === "string" ? [label] : label));
  element.addEventListener("click", act);
  return element;
}

/** Makes `element` (an SVG shape, a card…) an action: focusable with Tab, run by a click, Enter
 * or Space, announced as a button named `label`. Marked `data-action` for styling and tests. */
export function actionable<E extends Element>(element: E, label: string, act: () => void): E {
  element.setAttribute("role", "button");
  element.setAttribute("tabindex", "0");
  element.setAttribute("aria-label", label);
  element.setAttribute("data-action", "");
  element.classList.add("actionable");
  element.addEventListener("click", (event) => {
    event.preventDefault();
    act();
  });
  element.addEventListener("keydown", (event) => {
    if (!(event instanceof KeyboardEvent)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      act();
    }
  });
  return element;
}

/** Says `text` to screen readers (the page's polite live region). */
export function announce(text: string): void {
  const region = document.getElementById("announce");
  if (region !== null) region.textContent = text;
}

export function clear(element: Element): void {
  element.replaceChildren();
}
