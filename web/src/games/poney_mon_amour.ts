// Poney Mon Amour's board, in SVG from the view alone: each rider's suite (its steps in order,
// its problem), the draw pile's and discard pile's counts and the discard's top card, the
// resolved cards, the viewer's hand (the others' hands as card backs: their counts only), the
// round and the scores. A card move is chosen in two steps: a hand card, then where it goes (a
// rider's suite or the discard pile); the choice lives here and is forgotten when the view's
// version changes.
import "./poney_mon_amour.css";
import { actionable, s } from "../dom.js";
import type { EventOf, MoveOf, ViewOf } from "../types.js";
import type { Board, BoardContext, GameUi } from "./board.js";
import { fitNames, roomFor } from "./fit.js";
import {
  CARD_HEIGHT, CARD_WIDTH, cardBack, cardFace, cardInfo, cardLabel, type CardId, type CardView,
  heart, SUITE_INK, SUITE_NAMES, suiteSymbol,
} from "./poney_mon_amour/cards.js";
import {
  boxOf, type Geometry, handSpot, type Layout, layoutOf, NARROW, pileSpot, problemSpot,
  slotSpot, type Spot, transformOf, WIDE,
} from "./poney_mon_amour/layout.js";
import { breakdown, describe, say } from "./poney_mon_amour/text.js";
import { t as page } from "../i18n.js";

type View = ViewOf<"poney-mon-amour">;
type State = View["state"];
type Move = MoveOf<"poney-mon-amour">;
type Event = EventOf<"poney-mon-amour">;
type CardMove = Extract<Move, { card: unknown }>;

const STEP_NAMES = ["Licol", "Poney", "Pansage", "Filet", "Tapis", "Selle"];
const PHONE = "(max-width: 600px)"; // the narrow table's screens

/** A card drawn face up somewhere on the table, keyed so it keeps its SVG element. */
interface Placement extends Spot {
  key: string;
  card: CardId;
  zone: "suite" | "problem" | "discard" | "out" | "hand";
  seat?: number;
  /** What `recent` events touching it are called (see `touchedBy`). */
  mark: string;
}

interface Selection {
  card: CardId;
  index: number; // which of the hand's cards (a hand may hold two alike)
  version: number;
}

function isCardMove(move: Move): move is CardMove {
  return "card" in move;
}

function isSeat(viewer: number | null | undefined): viewer is number {
  return typeof viewer === "number";
}

/** The `recent` events' marks: what to highlight (see `Placement.mark`). */
function touchedBy(events: Event[], viewer: number | null): Set<string> {
  const marks = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case "build": case "replace": marks.add(`card:${event.card}`); break;
      case "attack": marks.add(`problem:${event.target}`); break;
      case "defend":
        marks.add(`row:${event.target}`);
        marks.add(`problem:${event.target}`);
        if (event.resolved) marks.add("out");
        break;
      case "discard": marks.add("discard"); break;
      case "drew":
        marks.add(event.source === "pile" ? "pile" : "discard");
        marks.add(`hand:${event.seat}`);
        if (event.seat === viewer && event.card !== null) marks.add(`hand-card:${event.card}`);
        break;
      case "reshuffled": marks.add("pile"); break;
      default: break;
    }
  }
  return marks;
}

class PoneyBoard implements Board<"poney-mon-amour"> {
  private readonly svg = s("svg", { class: "pma-board", role: "group",
    "aria-label": say("board"), "data-testid": "pma-board" });
  private readonly table = s("g", { class: "pma-table" });
  private readonly pieces = s("g", { class: "pma-pieces" });
  private readonly hits = s("g", { class: "pma-hits" });
  private readonly placed = new Map<string, SVGGElement>();
  private readonly phone = window.matchMedia(PHONE);
  private view: View | undefined;
  private interactive = false;
  private selection: Selection | undefined;
  private marks = new Set<string>();

  constructor(host: HTMLElement, private readonly context: BoardContext<"poney-mon-amour">) {
    this.svg.append(this.table, this.pieces, this.hits);
    host.replaceChildren(this.svg);
    const redraw = () => {
      if (this.svg.isConnected) this.draw([]);
      else this.phone.removeEventListener("change", redraw); // the page has left the match
    };
    this.phone.addEventListener("change", redraw);
  }

  update(view: View, recent: Event[], interactive: boolean): void {
    // What the table drawn already shows is not news: the first view, or the match's history
    // arriving after it (a page opened mid-match), moves and marks nothing.
    const shown = this.view?.version ?? view.version;
    const news = recent.filter((event) => event.version > shown);
    this.view = view;
    this.interactive = interactive;
    if (this.selection !== undefined && this.selection.version !== view.version) {
      this.selection = undefined;
    }
    const touched = touchedBy(news, view.viewer);
    if (touched.size > 0) this.marks = touched;
    this.draw(news);
  }

  private draw(recent: Event[]): void {
    const view = this.view;
    if (view === undefined) return;
    const geometry: Geometry = this.phone.matches ? NARROW : WIDE;
    const viewer = isSeat(view.viewer) ? view.viewer : null;
    const layout = layoutOf(geometry, view.state, viewer);
    this.svg.setAttribute("viewBox", `0 0 ${geometry.width} ${layout.height}`);
    this.svg.classList.toggle("pma-narrow", geometry.narrow);
    this.mark(view.state);
    this.drawTable(view, layout, viewer);
    this.placePieces(this.placements(view.state, layout, viewer), recent, layout, viewer);
    this.drawHits(view, layout, viewer);
  }

  private mark(state: State): void {
    const attributes: Record<string, string | number> = {
      "data-round": state.round, "data-rounds": state.rounds, "data-phase": state.phase,
      "data-stage": state.stage ?? "", "data-turn": state.turn ?? "",
      "data-turns": state.turns, "data-draw-pile": state.draw_pile,
      "data-discard-pile": state.discard_pile, "data-discard-top": state.discard_top?.card ?? "",
      "data-out": state.out.length,
    };
    for (const [name, value] of Object.entries(attributes)) {
      this.svg.setAttribute(name, String(value));
    }
  }

  // --- the table: header, rows, piles, hand's hint (redrawn each time) -------------------------
  private drawTable(view: View, layout: Layout, viewer: number | null): void {
    const state = view.state;
    const parts: SVGElement[] = [this.header(state, layout.geometry)];
    for (const suite of state.suites) {
      const top = layout.rows.get(suite.seat);
      if (top !== undefined) parts.push(this.row(view, suite, top, layout, viewer));
    }
    parts.push(this.piles(state, layout));
    const hint = layout.hand === undefined ? undefined : this.handHint(view, layout, viewer);
    if (hint !== undefined) parts.push(hint);
    this.table.replaceChildren(...parts);
    fitNames(this.table);
    if (hint !== undefined) fit(hint, layout.geometry.width - 12);
  }

  private header(state: State, geometry: Geometry): SVGElement {
    const status = state.phase === "finished" ? say("finished")
      : state.phase === "scoring" ? say("scoring") : say("turns", { n: state.turns });
    return s("g", { class: "pma-header" },
      s("text", { x: 4, y: 20, class: "pma-text pma-strong", "font-size": 16 },
        say("round", { round: state.round, rounds: state.rounds })),
      s("text", { x: geometry.width - 4, y: 20, class: "pma-text pma-muted", "font-size": 14,
        "text-anchor": "end", "data-phase": state.phase }, status));
  }

  private row(view: View, suite: State["suites"][number], top: number, layout: Layout,
    viewer: number | null): SVGElement {
    const g = layout.geometry;
    const state = view.state;
    const seat = suite.seat;
    const colour = state.colours[seat] ?? "etoile";
    const ink = SUITE_INK[colour];
    const handCount = state.hands.find((item) => item.seat === seat)?.count ?? 0;
    const total = state.totals[seat] ?? 0;
    const toAct = view.to_act.includes(seat);
    const name = this.context.seatName(seat);
    const cards = suite.cards.map((card) => cardLabel(card.card)).join(", ");
    const label = [say("riderOf", { name: seat === viewer ? `${name} (${say("you")})` : name,
      colour: SUITE_NAMES[colour], points: total, cards: handCount }),
    cards === "" ? say("emptySuite") : say("suiteOf", { cards }),
    suite.problem === null ? "" : say("problemOn", { card: cardLabel(suite.problem.card) })]
      .filter((part) => part !== "").join(". ");
    const classes = ["pma-row", toAct ? "pma-to-act" : "",
      this.marks.has(`row:${seat}`) ? "pma-recent" : ""].filter((item) => item !== "");
    const group = s("g", { class: classes.join(" "), role: "group", "aria-label": label,
      "data-seat": seat, "data-colour": colour, "data-total": total,
      "data-hand-count": handCount, "data-suite": suite.cards.map((card) => card.card).join(" "),
      "data-problem": suite.problem?.card ?? "", "data-amours": suite.problem?.amours ?? 0 },
    s("rect", { class: "pma-row-bg", x: 1, y: top, width: g.width - 2, height: g.rowHeight,
      rx: 10 }));
    // the rider: her name, colour and points, beside her suite (wide) or above it (narrow)
    const at = g.narrow
      ? { panel: [g.width - 2, 26], name: [14, 19], symbol: [150, 14], colour: [160, 19],
        points: [214, 19], mark: [g.width - 8, 19] }
      : { panel: [118, g.rowHeight], name: [12, 22], symbol: [21, 41], colour: [34, 46],
        points: [12, 66], mark: [112, 66] };
    const [panelWidth = 0, panelHeight = 0] = at.panel;
    const place = (point: number[]): { x: number; y: number } =>
      ({ x: point[0] ?? 0, y: top + (point[1] ?? 0) });
    group.append(
      s("rect", { x: 1, y: top, width: panelWidth, height: panelHeight, rx: 10, fill: ink,
        "fill-opacity": 0.13 }),
      s("rect", { class: "pma-rider-ink", x: 1, y: top + 6, width: 5, height: g.rowHeight - 12,
        rx: 2, fill: ink }),
      s("text", { ...place(at.name), class: "pma-text pma-strong", "font-size": 14,
        ...roomFor(g.narrow ? (at.symbol[0] ?? 0) - 25 : panelWidth - 16) }, name),
      suiteSymbol(colour, place(at.symbol).x, place(at.symbol).y, g.narrow ? 7 : 8),
      s("text", { ...place(at.colour), class: "pma-text", "font-size": g.narrow ? 12 : 13 },
        SUITE_NAMES[colour]),
      s("text", { ...place(at.points), class: "pma-text pma-strong", "font-size": 13 },
        say("points", { n: total })),
      this.hiddenHand(seat, handCount, top, layout, viewer));
    if (toAct) {
      group.append(s("text", { ...place(at.mark), "font-size": 14, "text-anchor": "end",
        class: "pma-turn-mark", "aria-hidden": "true" }, "▶"));
    }
    for (let index = suite.cards.length; index < STEP_NAMES.length; index += 1) {
      group.append(emptySlot(slotSpot(layout, top, index), index));
    }
    const problem = suite.problem;
    if (problem !== null) {
      for (let index = 0; index < problem.amours; index += 1) {
        const spot = problemSpot(layout, top);
        group.append(heart(spot.x + 10 + index * 13, spot.y + CARD_HEIGHT * spot.scale + 5, 5,
          "#e0457b"));
      }
    }
    return group;
  }

  /** A seat's hand as card backs: its count, never its cards. */
  private hiddenHand(seat: number, count: number, top: number, layout: Layout,
    viewer: number | null): SVGElement {
    const g = layout.geometry;
    const recent = this.marks.has(`hand:${seat}`) ? " pma-recent" : "";
    const group = s("g", { class: `pma-hand-count${recent}`, "data-zone": "hand-count",
      "data-seat": seat, "data-count": count, "aria-label": say("handCount", { n: count }),
      role: "img" });
    for (let index = 0; index < count; index += 1) {
      group.append(s("rect", { x: g.countX + index * 11, y: top + g.countY, width: 10,
        height: 14, rx: 2, class: "pma-mini-back",
        fill: seat === viewer ? "#c9a27e" : "#8a3b12" }));
    }
    group.append(s("text", { x: g.countX + Math.max(count, 1) * 11 + 3, y: top + g.countY + 12,
      class: "pma-text pma-muted", "font-size": 12 }, `×${count}`));
    return group;
  }

  private piles(state: State, layout: Layout): SVGElement {
    const g = layout.geometry;
    const label = (spot: Spot, text: string, zone: string, count: number) =>
      s("text", { x: spot.x + (CARD_WIDTH * spot.scale) / 2, y: layout.piles + g.pilesHeight - 14,
        "text-anchor": "middle", class: "pma-text", "font-size": g.narrow ? 12 : 13,
        "data-zone": zone, "data-count": count }, text);
    const drawSpot = pileSpot(layout, 0);
    const pile = s("g", { class: `pma-pile${this.marks.has("pile") ? " pma-recent" : ""}`,
      "data-zone": "pile", "data-count": state.draw_pile, role: "img",
      "aria-label": say("pile", { n: state.draw_pile }) });
    for (let layer = Math.min(3, Math.ceil(state.draw_pile / 12)); layer >= 1; layer -= 1) {
      const back = cardBack();
      back.setAttribute("transform", transformOf({ ...drawSpot, x: drawSpot.x + layer * 2,
        y: drawSpot.y - layer * 2 }));
      pile.append(back);
    }
    if (state.draw_pile === 0) pile.append(emptyPile(drawSpot));
    pile.append(label(drawSpot, say("pile", { n: state.draw_pile }), "pile-count",
      state.draw_pile));
    const discardSpot = pileSpot(layout, 1);
    const discard = s("g", { class: "pma-discard", role: "img",
      "aria-label": state.discard_top === null ? say("emptyDiscard")
        : say("discardPile", { n: state.discard_pile }) });
    if (state.discard_pile > 1) {
      discard.append(s("rect", { ...boxOf({ ...discardSpot, x: discardSpot.x + 3,
        y: discardSpot.y - 3 }), rx: 6, class: "pma-under" }));
    }
    if (state.discard_top === null) discard.append(emptyPile(discardSpot));
    discard.append(label(discardSpot, say("discardPile", { n: state.discard_pile }),
      "discard-count", state.discard_pile));
    const outSpot = pileSpot(layout, 2);
    const out = s("g", { class: `pma-out${this.marks.has("out") ? " pma-recent" : ""}`,
      role: "img", "aria-label": say("out", { n: state.out.length }) });
    if (state.out.length > 1) {
      out.append(s("rect", { ...boxOf({ ...outSpot, x: outSpot.x + 3, y: outSpot.y - 3 }),
        rx: 6, class: "pma-under" }));
    }
    if (state.out.length === 0) out.append(emptyPile(outSpot));
    out.append(label(outSpot, say("out", { n: state.out.length }), "out", state.out.length));
    return s("g", { class: "pma-piles" },
      s("rect", { class: "pma-felt", x: 1, y: layout.piles, width: g.width - 2,
        height: g.pilesHeight - g.gap, rx: 12 }), pile, discard, out);
  }

  private handHint(view: View, layout: Layout, viewer: number | null): SVGTextElement {
    const state = view.state;
    let hint = say("yourHand");
    if (this.interactive && viewer !== null && view.to_act.includes(viewer)) {
      const chosen = this.selection;
      hint = state.stage === "draw" ? say("hintDraw") : chosen === undefined
        ? say("hintChoose") : say("hintWhere", { card: cardInfo(chosen.card).name });
    } else if (state.turn !== null && state.turn !== viewer && state.phase === "play") {
      hint = say("hintWait", { name: this.context.seatName(state.turn) });
    }
    return s("text", { x: 6, y: (layout.hand ?? 0) + 18, class: "pma-text pma-hint",
      "font-size": 14, "data-testid": "pma-hint" }, hint);
  }

  // --- the cards: keyed elements moved in place -------------------------------------------------
  private placements(state: State, layout: Layout, viewer: number | null): Placement[] {
    const placements: Placement[] = [];
    const seen = new Map<string, number>();
    const add = (card: CardId, spot: Spot, zone: Placement["zone"], mark: string,
      seat?: number) => {
      const occurrence = seen.get(card) ?? 0;
      seen.set(card, occurrence + 1);
      placements.push({ ...spot, key: `${card}#${occurrence}`, card, zone, mark,
        ...(seat === undefined ? {} : { seat }) });
    };
    for (const suite of state.suites) {
      const top = layout.rows.get(suite.seat);
      if (top === undefined) continue;
      suite.cards.forEach((card: CardView, index) =>
        add(card.card, slotSpot(layout, top, index), "suite", `card:${card.card}`, suite.seat));
      if (suite.problem !== null) {
        add(suite.problem.card, problemSpot(layout, top), "problem", `problem:${suite.seat}`,
          suite.seat);
      }
    }
    const resolved = state.out.at(-1);
    if (resolved !== undefined) add(resolved, pileSpot(layout, 2), "out", "out");
    if (state.discard_top !== null) {
      add(state.discard_top.card, pileSpot(layout, 1), "discard", "discard");
    }
    const hand = state.hands.find((item) => item.seat === viewer)?.cards ?? [];
    hand.forEach((card, index) => {
      const raised = this.isChosen(card.card, index);
      add(card.card, handSpot(layout, index, hand.length, raised), "hand",
        `hand-card:${card.card}`, viewer ?? undefined);
    });
    return placements;
  }

  private isChosen(card: CardId, index: number): boolean {
    return this.interactive && this.selection?.index === index && this.selection.card === card;
  }

  private placePieces(placements: Placement[], recent: Event[], layout: Layout,
    viewer: number | null): void {
    const keep = new Set(placements.map((placement) => placement.key));
    for (const [key, element] of this.placed) {
      if (!keep.has(key)) {
        element.remove();
        this.placed.delete(key);
      }
    }
    let handIndex = 0;
    for (const placement of placements) {
      let element = this.placed.get(placement.key);
      if (element === undefined) {
        element = s("g", { class: "piece pma-card", "data-card": placement.card, role: "img",
          "aria-label": cardLabel(placement.card) }, cardFace(placement.card));
        this.placed.set(placement.key, element);
        const origin = originOf(placement, recent, layout, viewer);
        if (origin !== undefined) {
          element.setAttribute("transform", transformOf(origin));
          this.pieces.append(element);
          element.getBoundingClientRect(); // laid out where it comes from, then moved
        }
      }
      element.setAttribute("transform", transformOf(placement));
      element.setAttribute("data-zone", placement.zone);
      if (placement.seat === undefined) element.removeAttribute("data-seat");
      else element.setAttribute("data-seat", String(placement.seat));
      element.classList.toggle("pma-recent", this.marks.has(placement.mark));
      const chosen = placement.zone === "hand" && this.isChosen(placement.card, handIndex);
      element.classList.toggle("pma-selected", chosen);
      if (placement.zone === "hand") handIndex += 1;
      this.pieces.append(element); // in drawing order: later cards lie on earlier ones
    }
  }

  // --- the actions: every legal move, one or two clicks away -----------------------------------
  private drawHits(view: View, layout: Layout, viewer: number | null): void {
    const focused = document.activeElement;
    const focusedKey = focused !== null && this.hits.contains(focused)
      ? focused.getAttribute("data-key") : null;
    this.hits.replaceChildren();
    if (!this.interactive || viewer === null) return;
    const state = view.state;
    const moves = view.legal_moves;
    const cardMoves = moves.filter(isCardMove);
    const hand = state.hands.find((item) => item.seat === viewer)?.cards ?? [];
    hand.forEach((card, index) => {
      if (!cardMoves.some((move) => move.card === card.card)) return;
      const chosen = this.isChosen(card.card, index);
      const spot = handSpot(layout, index, hand.length, chosen);
      this.hit(`hand:${index}`, boxOf(spot), say(chosen ? "unchoose" : "choose",
        { card: cardLabel(card.card) }), () => {
        this.selection = chosen ? undefined : { card: card.card, index, version: view.version };
        this.draw([]);
      }, chosen ? "pma-choice pma-chosen" : "pma-choice", { "data-card": card.card });
      if (chosen) this.hits.append(cancelBadge(spot));
    });
    const chosen = this.selection;
    if (chosen !== undefined) {
      for (const move of cardMoves.filter((item) => item.card === chosen.card)) {
        this.targetHit(view, move, layout, viewer);
      }
    }
    for (const move of moves) {
      if (move.type === "draw_pile") {
        this.hit("pile", boxOf(pileSpot(layout, 0), 5), say("drawPile", { n: state.draw_pile }),
          () => this.context.play(move), "pma-target");
      } else if (move.type === "draw_discard" && state.discard_top !== null) {
        this.hit("discard", boxOf(pileSpot(layout, 1), 5), say("drawDiscard",
          { card: cardLabel(state.discard_top.card) }), () => this.context.play(move),
        "pma-target");
      }
    }
    if (focusedKey !== null) {
      const again = this.hits.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
      if (again instanceof SVGElement) again.focus();
    }
  }

  /** Where the chosen card goes: a rider's suite (build, replace, attack, defend), or the
   * discard pile. */
  private targetHit(view: View, move: CardMove, layout: Layout, viewer: number): void {
    const g = layout.geometry;
    const card = cardLabel(move.card);
    const play = () => this.context.play(move);
    if (move.type === "discard") {
      this.hit("discard", boxOf(pileSpot(layout, 1), 5), say("discard", { card }), play,
        "pma-target");
      return;
    }
    const seat = move.type === "build" || move.type === "replace" ? viewer : move.target;
    const top = layout.rows.get(seat);
    if (top === undefined) return;
    const suite = view.state.suites.find((item) => item.seat === seat);
    let label: string;
    if (move.type === "build") label = say("build", { card });
    else if (move.type === "replace") {
      const old = suite?.cards.at(-1);
      label = say("replace", { card, old: old === undefined ? "" : cardLabel(old.card) });
    } else if (move.type === "attack") {
      label = say("attack", { card, name: this.context.seatName(seat) });
    } else {
      const problem = suite?.problem;
      label = say("defend", { card, name: this.context.seatName(seat),
        problem: problem === null || problem === undefined ? "" : cardLabel(problem.card) });
    }
    const y = top + g.slotY - 6;
    this.hit(`row:${seat}`, { x: g.slotX - 6, y, width: g.width - g.slotX,
      height: top + g.rowHeight - 3 - y }, label, play, "pma-target",
    { "data-seat": seat, "data-move": move.type });
  }

  private hit(key: string, box: { x: number; y: number; width: number; height: number },
    label: string, act: () => void, classes: string,
    extra: Record<string, string | number> = {}): void {
    const element = s("rect", { ...box, rx: 8, class: `pma-hit ${classes}`, fill: "transparent",
      "data-key": key, "data-hit": key.split(":")[0], ...extra });
    this.hits.append(actionable(element, label, act));
  }
}

/** Where a card that was not on the table comes from, to move it in from there. */
function originOf(placement: Placement, recent: Event[], layout: Layout, viewer: number | null):
Spot | undefined {
  const g = layout.geometry;
  for (const event of [...recent].reverse()) {
    if (placement.zone === "hand" && (event.type === "round_started"
      || (event.type === "drew" && event.source === "pile" && event.seat === viewer
        && event.card === placement.card))) {
      return pileSpot(layout, 0);
    }
    if (placement.zone === "discard" && event.type === "replace"
      && event.replaced === placement.card) {
      const top = layout.rows.get(event.seat);
      const number = cardInfo(placement.card).number ?? 1;
      return top === undefined ? undefined : slotSpot(layout, top, number - 1);
    }
    if ((event.type === "build" || event.type === "replace" || event.type === "attack"
      || event.type === "defend" || event.type === "discard") && event.card === placement.card) {
      if (event.seat === viewer && layout.hand !== undefined) {
        return { x: g.width / 2 - (CARD_WIDTH * g.handScale) / 2, y: layout.hand + g.handY,
          scale: g.handScale };
      }
      const top = layout.rows.get(event.seat);
      return top === undefined ? undefined
        : { x: g.countX, y: top + g.countY, scale: 0.2 };
    }
  }
  return undefined;
}

/** Squeezes a line of text into `width` when the words run longer. */
function fit(text: SVGTextElement, width: number): void {
  if (text.getComputedTextLength() > width) {
    text.setAttribute("textLength", String(width));
    text.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
}

/** The ✕ on the chosen card: clicking it again puts it back. */
function cancelBadge(spot: Spot): SVGElement {
  const x = spot.x + CARD_WIDTH * spot.scale - 4;
  const y = spot.y + 4;
  return s("g", { class: "pma-cancel", "aria-hidden": "true" },
    s("circle", { cx: x, cy: y, r: 10 }),
    s("path", { d: `M${x - 4} ${y - 4} L${x + 4} ${y + 4} M${x + 4} ${y - 4} L${x - 4} ${y + 4}`,
      "stroke-width": 2.5, "stroke-linecap": "round" }));
}

function emptySlot(spot: Spot, index: number): SVGElement {
  const box = boxOf(spot);
  return s("g", { class: "pma-slot", "aria-hidden": "true" },
    s("rect", { ...box, rx: 5, class: "pma-slot-edge" }),
    s("text", { x: box.x + box.width / 2, y: box.y + box.height / 2 + 2, "text-anchor": "middle",
      "font-size": 18, "font-weight": 700, class: "pma-slot-text" }, String(index + 1)),
    s("text", { x: box.x + box.width / 2, y: box.y + box.height - 8, "text-anchor": "middle",
      "font-size": 8.5, class: "pma-slot-text" }, STEP_NAMES[index] ?? ""));
}

function emptyPile(spot: Spot): SVGElement {
  return s("rect", { ...boxOf(spot), rx: 6, class: "pma-slot-edge", "aria-hidden": "true" });
}

export const ui: GameUi<"poney-mon-amour"> = {
  game: "poney-mon-amour",
  mount: (host, context) => new PoneyBoard(host, context),
  describe,
  breakdown,
  roundScore: (event) => event.type !== "round_scored" ? undefined : {
    label: page("roundN", { n: event.round }),
    points: Object.fromEntries(Object.entries(event.breakdown)
      .map(([seat, line]) => [seat, line.points])),
    totals: Object.fromEntries(event.totals.map((total, seat) => [String(seat), total])),
  },
  seatColour: (view, seat) => {
    const colour = view.state.colours[seat];
    return colour === undefined ? `var(--seat-${seat})` : SUITE_INK[colour];
  },
};
