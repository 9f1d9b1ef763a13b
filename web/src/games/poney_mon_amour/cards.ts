// Poney Mon Amour's cards: what an id means, its words, and its SVG face (or back). A card is
// drawn in a 60×84 box; the board scales and places it.
import { s } from "../../dom.js";
import { localize } from "../../i18n.js";
import type { ViewOf } from "../../types.js";

type State = ViewOf<"poney-mon-amour">["state"];
export type CardView = NonNullable<State["discard_top"]>;
export type CardId = CardView["card"];
export type Suite = NonNullable<CardView["suite"]>;
export type Colour = State["colours"][number];

export const CARD_WIDTH = 60;
export const CARD_HEIGHT = 84;

const SUITES: readonly Suite[] = ["etoile", "spirale", "fleur", "note", "neutre_a", "neutre_b"];
export const STEPS = ["Licol", "Poney", "Pansage", "Filet", "Tapis", "Selle"];
export const PROBLEMS = ["Boue", "Caillou dans le sabot", "Fer perdu", "Mouches", "Crinière emmêlée",
  "Poney boudeur"];
export const SOLUTIONS = ["Brosse", "Cure-pied", "Maréchal-ferrant", "Chasse-mouches", "Peigne",
  "Carotte"];

/** The rider colours' and neutral suites' names: game terms, French in both languages. */
export const SUITE_NAMES: Record<Suite, string> = {
  etoile: "Étoile", spirale: "Spirale", fleur: "Fleur", note: "Note",
  neutre_a: "Neutre", neutre_b: "Neutre",
};

/** Each suite's ink: the four rider colours, and two greys for the neutral suites. */
export const SUITE_INK: Record<Suite, string> = {
  etoile: "#c98a00", spirale: "#7b3fa0", fleur: "#d13d78", note: "#1f6fc1",
  neutre_a: "#7c7468", neutre_b: "#5f7268",
};

const text = localize({
  problem: "Problem {n}",
  solution: "Solution {n}",
  step: "{name} ({n}, {suite})",
  back: "A face-down card",
}, {
  problem: "Problème {n}",
  solution: "Solution {n}",
  step: "{name} ({n}, {suite})",
  back: "Une carte face cachée",
});

export interface CardInfo {
  kind: CardView["kind"];
  suite: Suite | null;
  number: number | null;
  name: string;
}

function isSuite(value: string | undefined): value is Suite {
  return SUITES.some((suite) => suite === value);
}

/** What a card id says (events carry ids only; views carry the same words). */
export function cardInfo(card: CardId): CardInfo {
  const [head, middle, last] = card.split("-");
  if (head === "step" && isSuite(middle)) {
    const number = Number(last);
    return { kind: "step", suite: middle, number, name: STEPS[number - 1] ?? card };
  }
  if (head === "problem" || head === "solution") {
    const number = Number(middle);
    const names = head === "problem" ? PROBLEMS : SOLUTIONS;
    return { kind: head, suite: null, number, name: names[number - 1] ?? card };
  }
  return card === "amour" ? { kind: "amour", suite: null, number: null, name: "Amour" }
    : { kind: "colere", suite: null, number: null, name: "Grosse Colère" };
}

/** A card's name for people: "Licol (1, Étoile)", "Boue (Problème 1)", "Amour". */
export function cardLabel(card: CardId): string {
  const info = cardInfo(card);
  if (info.kind === "step" && info.suite !== null) {
    return text("step", { name: info.name, n: info.number ?? "", suite: SUITE_NAMES[info.suite] });
  }
  if (info.kind === "problem" || info.kind === "solution") {
    return `${info.name} (${text(info.kind, { n: info.number ?? "" })})`;
  }
  return info.name;
}

export function backLabel(): string {
  return text("back");
}

// --- symbols, drawn in a box of radius r around (x, y) -----------------------------------------
function star(x: number, y: number, r: number, fill: string): SVGElement {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(2)},${
      (y + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return s("polygon", { points: points.join(" "), fill });
}

function spiral(x: number, y: number, r: number, ink: string): SVGElement {
  const points: string[] = [];
  for (let i = 0; i <= 60; i += 1) {
    const angle = (i / 60) * Math.PI * 5;
    const radius = (r * i) / 60;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(2)},${
      (y + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return s("polyline", { points: points.join(" "), fill: "none", stroke: ink,
    "stroke-width": Math.max(1.5, r / 5), "stroke-linecap": "round" });
}

function flower(x: number, y: number, r: number, ink: string): SVGElement {
  const group = s("g");
  for (let i = 0; i < 5; i += 1) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    group.append(s("circle", { cx: (x + r * 0.55 * Math.cos(angle)).toFixed(2),
      cy: (y + r * 0.55 * Math.sin(angle)).toFixed(2), r: (r * 0.42).toFixed(2), fill: ink }));
  }
  group.append(s("circle", { cx: x, cy: y, r: (r * 0.3).toFixed(2), fill: "#fff3c4" }));
  return group;
}

function note(x: number, y: number, r: number, ink: string): SVGElement {
  return s("g", {},
    s("ellipse", { cx: x - r * 0.3, cy: y + r * 0.6, rx: r * 0.42, ry: r * 0.32, fill: ink,
      transform: `rotate(-20 ${x - r * 0.3} ${y + r * 0.6})` }),
    s("path", { d: `M${x + r * 0.08} ${y + r * 0.6} V${y - r} q${r * 0.5} ${r * 0.25} ${
      r * 0.75} ${r * 0.9}`, fill: "none", stroke: ink, "stroke-width": Math.max(1.5, r / 6),
    "stroke-linecap": "round" }));
}

export function heart(x: number, y: number, r: number, fill: string): SVGElement {
  return s("path", { fill, d: `M${x} ${y + r * 0.9} C${x - r * 1.4} ${y - r * 0.1} ${
    x - r * 0.7} ${y - r * 1.1} ${x} ${y - r * 0.35} C${x + r * 0.7} ${y - r * 1.1} ${
    x + r * 1.4} ${y - r * 0.1} ${x} ${y + r * 0.9}Z` });
}

function bolt(x: number, y: number, r: number, fill: string): SVGElement {
  const d = [[0.25, -1], [-0.45, 0.1], [0, 0.1], [-0.25, 1], [0.5, -0.2], [0.05, -0.2]]
    .map(([dx = 0, dy = 0], i) => `${i === 0 ? "M" : "L"}${(x + dx * r).toFixed(2)} ${
      (y + dy * r).toFixed(2)}`).join(" ");
  return s("path", { d: `${d}Z`, fill });
}

function warning(x: number, y: number, r: number): SVGElement {
  return s("g", {},
    s("path", { d: `M${x} ${y - r} L${x + r} ${y + r * 0.8} H${x - r}Z`, fill: "#fff",
      "stroke-linejoin": "round" }),
    s("text", { x, y: y + r * 0.62, "text-anchor": "middle", "font-size": r * 1.2,
      "font-weight": 700, fill: "#b3261e" }, "!"));
}

function cross(x: number, y: number, r: number): SVGElement {
  const arm = r * 0.32;
  return s("path", { fill: "#fff", d: `M${x - arm} ${y - r} H${x + arm} V${y - arm} H${x + r} V${
    y + arm} H${x + arm} V${y + r} H${x - arm} V${y + arm} H${x - r} V${y - arm} H${x - arm}Z` });
}

/** The suite's (or the card kind's) symbol. */
export function suiteSymbol(suite: Suite, x: number, y: number, r: number): SVGElement {
  const ink = SUITE_INK[suite];
  switch (suite) {
    case "etoile": return star(x, y, r, ink);
    case "spirale": return spiral(x, y, r, ink);
    case "fleur": return flower(x, y, r, ink);
    case "note": return note(x, y, r, ink);
    case "neutre_a": return s("circle", { cx: x, cy: y, r: r * 0.7, fill: "none", stroke: ink,
      "stroke-width": r / 3.5 });
    case "neutre_b": return s("rect", { x: x - r * 0.6, y: y - r * 0.6, width: r * 1.2,
      height: r * 1.2, fill: ink, transform: `rotate(45 ${x} ${y})` });
  }
}

/** Splits a name into at most two lines that fit a card (at spaces or hyphens). */
function lines(name: string): string[] {
  if (name.length <= 11) return [name];
  const words = name.replace(/-/g, "- ").split(" ").filter((word) => word !== "");
  let best: string[] = [name];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(" ").replace(/- /g, "-");
    const second = words.slice(cut).join(" ").replace(/- /g, "-");
    const width = Math.max(first.length, second.length);
    if (width < bestWidth) {
      best = [first, second];
      bestWidth = width;
    }
  }
  return best;
}

const FACE: Record<Exclude<CardView["kind"], "step">, { fill: string; ink: string }> = {
  problem: { fill: "#c62828", ink: "#fff" },
  solution: { fill: "#2e7d32", ink: "#fff" },
  amour: { fill: "#e0457b", ink: "#fff" },
  colere: { fill: "#1d1b1a", ink: "#ffd54f" },
};

/** A card's face in its 60×84 box. */
export function cardFace(card: CardId): SVGGElement {
  const info = cardInfo(card);
  const suite = info.suite;
  const step = info.kind === "step" && suite !== null;
  const colours = info.kind === "step" ? { fill: "#fffdf7", ink: "#2a2622" } : FACE[info.kind];
  const group = s("g", { class: `pma-face pma-${info.kind}` },
    s("rect", { class: "pma-card-edge", width: CARD_WIDTH, height: CARD_HEIGHT, rx: 6,
      fill: colours.fill, stroke: step ? SUITE_INK[suite] : "#00000055",
      "stroke-width": step ? 2.5 : 1 }));
  if (step) {
    group.append(s("rect", { x: 3, y: 3, width: CARD_WIDTH - 6, height: 20, rx: 4,
      fill: SUITE_INK[suite] }));
  }
  if (info.number !== null) {
    group.append(s("text", { x: 7, y: 19, "font-size": 16, "font-weight": 700,
      fill: step ? "#fff" : colours.ink }, String(info.number)));
  }
  const symbolY = step ? 42 : 36;
  if (step) group.append(suiteSymbol(suite, CARD_WIDTH / 2, symbolY, 12));
  else if (info.kind === "problem") group.append(warning(CARD_WIDTH / 2, symbolY, 13));
  else if (info.kind === "solution") group.append(cross(CARD_WIDTH / 2, symbolY, 11));
  else if (info.kind === "amour") group.append(heart(CARD_WIDTH / 2, symbolY, 14, "#fff"));
  else group.append(bolt(CARD_WIDTH / 2, symbolY, 15, colours.ink));
  const nameLines = lines(info.name);
  nameLines.forEach((line, index) => {
    group.append(s("text", { x: CARD_WIDTH / 2, y: 80 - (nameLines.length - 1 - index) * 9,
      "text-anchor": "middle", "font-size": 8, "font-weight": 600, fill: colours.ink },
    line));
  });
  return group;
}

/** A card's back: it says nothing of the card. */
export function cardBack(): SVGGElement {
  return s("g", { class: "pma-back" },
    s("rect", { width: CARD_WIDTH, height: CARD_HEIGHT, rx: 6, fill: "#8a3b12",
      stroke: "#00000055" }),
    s("rect", { x: 5, y: 5, width: CARD_WIDTH - 10, height: CARD_HEIGHT - 10, rx: 4,
      fill: "none", stroke: "#f3d9b1", "stroke-width": 1.5, "stroke-dasharray": "3 2" }),
    heart(CARD_WIDTH / 2, CARD_HEIGHT / 2, 11, "#f3d9b1"));
}
