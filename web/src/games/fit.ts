// Seat names drawn whole on the boards. A board marks a name's text with the room it has
// (`roomFor`); once the text is in the page, `fitNames` measures it: a name that runs past its
// room is drawn smaller, and cut ("…") only when even the smallest size cannot hold it.

/** The smallest a name is drawn, as a share of its board's size for it. */
const SMALLEST = 0.72;

/** The attribute that gives a name's text its room (in viewBox units). */
export function roomFor(width: number): { "data-room": number } {
  return { "data-room": Math.max(0, Math.round(width)) };
}

/** Fits every text marked by `roomFor` under `root` (already in the page). */
export function fitNames(root: Element): void {
  for (const text of root.querySelectorAll<SVGTextElement>("text[data-room]")) {
    fitText(text, Number(text.getAttribute("data-room")));
  }
}

function fitText(text: SVGTextElement, room: number): void {
  const length = text.getComputedTextLength();
  if (length <= room || length === 0) return; // 0: not laid out (the page is hidden)
  const full = text.textContent ?? "";
  const size = parseFloat(getComputedStyle(text).fontSize);
  // a little under the share that fits: glyphs do not scale exactly with the font's size
  const scale = Math.max(SMALLEST, (0.98 * room) / length);
  text.style.fontSize = `${size * scale}px`;
  if (text.getComputedTextLength() <= room) return;
  // The longest start of the name that fits with its "…".
  let low = 0;
  let high = full.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    text.textContent = `${full.slice(0, middle)}…`;
    if (text.getComputedTextLength() <= room) low = middle;
    else high = middle - 1;
  }
  text.textContent = `${full.slice(0, low)}…`;
}
