// Amazones: the piles of tiles and their discards, the joust's bids seat by seat, your hand,
// and every princess's men, drawn in SVG from the view alone. Legal moves are things to
// click: a card in hand (bid it, or add it face down), a face-up card of your bid (take it
// back), the buttons (done, keep), and for a tile two steps: a pile's top, then a man (or a
// new man) in front of any princess.
import "./amazones.css";
import { actionable, h, s } from "../dom.js";
import type { BoardContext, GameUi } from "./board.js";
import { fitNames, roomFor } from "./fit.js";
import { CARD_H, CARD_W, TILE_H, TILE_W, drawBack, drawCard, drawTile } from "./amazones/art.js";
import {
  PARTS, cardId, groupCards, sameCard, scoresNow, type AmazonesEvent, type AmazonesMove,
  type AmazonesView, type Card, type Part, type PlaceTile,
} from "./amazones/model.js";
import { PieceLayer, type PieceSpec, type Spot } from "./amazones/pieces.js";
import {
  breakdown, cardName, describe, partName, say, signed, tileName,
} from "./amazones/words.js";
import { clauses, labelled, t as page } from "../i18n.js";

const PAD = 12;
const GAP = 12;
const NARROW_GAP = 7; // between the parts of a phone's board, where every pixel of height counts
const WIDE = 760; // from this width the piles and the joust sit side by side
const ROW_H = 64; // a seat's row in the joust
const NARROW_ROW_H = 58; // on a phone's
const BID_SCALE = 0.86;
const MAN_SCALE = 0.85; // a man's tiles
const MAN_STEP = 46;
const MAN_H = 3 * TILE_H * MAN_SCALE + 6;
const PANEL_MIN = 300; // a princess's men
const MIN_TARGET = 44; // px (a unit is a pixel): the least a finger is given to tap

/** A drawn thing's target: the thing, grown about its centre to a finger's size if smaller. */
function reachable(box: { x: number; y: number; w: number; h: number }):
{ x: number; y: number; w: number; h: number } {
  const w = Math.max(box.w, MIN_TARGET + 2);
  const h = Math.max(box.h, MIN_TARGET + 2);
  return { x: box.x - (w - box.w) / 2, y: box.y - (h - box.h) / 2, w, h };
}

interface Scene {
  below: SVGElement[];
  pieces: PieceSpec[];
  above: SVGElement[];
  actions: SVGElement[];
  /** The first destination of a chosen tile: focused after the choice. */
  firstTarget?: SVGElement;
}

/** The marks of what the last events touched ("man:0:1:tete", "row:2"…). */
function recentMarks(events: AmazonesEvent[]): Set<string> {
  const marks = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case "card_bid": marks.add(`up:${event.seat}:${cardId(event.card)}`); break;
      case "face_down_added": marks.add(`down:${event.seat}`); break;
      case "card_taken_back": case "bid_kept": case "bid_closed":
        marks.add(`row:${event.seat}`); break;
      case "revealed": for (const seat of event.ranking) marks.add(`row:${seat}`); break;
      case "tile_placed":
        marks.add(`man:${event.owner}:${event.man}:${event.part}`);
        marks.add(`top:${event.part}`);
        break;
      case "tile_discarded":
        marks.add(`discard:${event.part}`);
        marks.add(`top:${event.part}`);
        break;
      case "cards_passed": marks.add(`hand:${event.to}`); break;
      default: break;
    }
  }
  return marks;
}

class AmazonesBoard {
  private readonly root = h("div", { class: "am-board" });
  private readonly prompt = h("p", { class: "am-prompt", "data-testid": "amazones-prompt" });
  private readonly svg = s("svg", { class: "am-svg", role: "group" });
  private readonly below = s("g");
  private readonly pieces = new PieceLayer();
  private readonly above = s("g", { class: "am-above", "aria-hidden": "true" });
  private readonly actions = s("g", { class: "am-actions" });
  private view: AmazonesView | undefined;
  private marks = new Set<string>();
  private interactive = false;
  private selected: Part | undefined;
  private focusTarget = false;
  private resumeFocus: string | undefined;
  private width = 0;
  private rowHeight = ROW_H;

  constructor(host: HTMLElement, private readonly context: BoardContext<"amazones">) {
    this.svg.append(this.below, this.pieces.group, this.above, this.actions);
    this.root.append(this.prompt, this.svg);
    host.replaceChildren(this.root);
    // Redrawn at the host's width: one SVG unit is one CSS pixel, so text stays readable.
    const resized = new ResizeObserver(() => requestAnimationFrame(() => {
      if (!this.root.isConnected) resized.disconnect(); // the page moved on
      else if (this.view !== undefined && this.measure() !== this.width) this.draw(false);
    }));
    resized.observe(this.root);
  }

  update(view: AmazonesView, recent: AmazonesEvent[], interactive: boolean): void {
    if (this.view?.version !== view.version) {
      this.selected = undefined;
      this.marks = recentMarks(recent);
    }
    const first = this.view === undefined;
    this.view = view;
    this.interactive = interactive;
    this.draw(!first);
  }

  private measure(): number {
    return Math.max(320, Math.round(this.root.clientWidth));
  }

  private legal(): AmazonesMove[] {
    return this.interactive && this.view !== undefined ? this.view.legal_moves : [];
  }

  private draw(animate: boolean): void {
    const view = this.view;
    if (view === undefined) return;
    this.width = this.measure();
    const scene: Scene = { below: [], pieces: [], above: [], actions: [] };
    const wide = this.width >= WIDE;
    this.rowHeight = wide ? ROW_H : NARROW_ROW_H;
    const pilesWidth = wide ? Math.min(480, this.width * 0.45) : this.width - 2 * PAD;
    const gap = wide ? GAP : NARROW_GAP;
    const pilesBottom = this.drawPiles(scene, view, PAD, wide ? PAD : NARROW_GAP, pilesWidth);
    const joustLeft = wide ? PAD + pilesWidth + GAP : PAD;
    const joustTop = wide ? PAD : pilesBottom + gap;
    const joustBottom = this.drawJoust(scene, view, joustLeft, joustTop,
      this.width - PAD - joustLeft);
    let top: number;
    if (wide) { // the hand under the piles, beside the joust: the men come up the page
      const handBottom = this.drawHand(scene, view, pilesBottom + gap, PAD, pilesWidth);
      top = Math.max(handBottom, joustBottom) + gap;
    } else {
      top = Math.max(pilesBottom, joustBottom) + gap;
      top = this.drawHand(scene, view, top, PAD, this.width - 2 * PAD) + gap;
    }
    const height = this.drawMen(scene, view, top, gap) + (wide ? PAD : NARROW_GAP);

    this.svg.setAttribute("viewBox", `0 0 ${this.width} ${Math.ceil(height)}`);
    this.svg.setAttribute("aria-label", say("board"));
    this.svg.classList.toggle("am-settling", !animate);
    const focusedKey = this.focusedKey();
    this.below.replaceChildren(...scene.below);
    fitNames(this.below);
    this.pieces.sync(scene.pieces, animate);
    this.above.replaceChildren(...scene.above);
    this.actions.replaceChildren(...scene.actions);
    if (!animate) {
      this.svg.getBoundingClientRect(); // drawn in place before transitions come back
      requestAnimationFrame(() => this.svg.classList.remove("am-settling"));
    }
    this.restoreFocus(focusedKey, scene.firstTarget);
    this.prompt.textContent = this.promptText(view);
  }

  private focusedKey(): string | undefined {
    const active = document.activeElement;
    return active instanceof SVGElement && this.actions.contains(active)
      ? active.getAttribute("data-key") ?? undefined : undefined;
  }

  /** Keeps the keyboard where it was: on the action redrawn under the same key, on the first
   * destination of a tile just chosen, or, once a move played from the board is answered, on
   * the same action or the first one (unless the focus went elsewhere meanwhile). */
  private restoreFocus(key: string | undefined, firstTarget: SVGElement | undefined): void {
    const byKey = (wanted: string) => [...this.actions.querySelectorAll("[data-key]")]
      .find((element): element is SVGElement => element instanceof SVGElement
        && element.getAttribute("data-key") === wanted);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (this.focusTarget && firstTarget !== undefined) {
      firstTarget.focus();
    } else if (key !== undefined) {
      byKey(key)?.focus({ preventScroll: true });
    } else if (this.resumeFocus !== undefined && lost) {
      const again = byKey(this.resumeFocus) ?? this.actions.querySelector("[data-key]");
      if (again instanceof SVGElement) {
        again.focus({ preventScroll: true });
        this.resumeFocus = undefined;
      }
    }
    this.focusTarget = false;
  }

  private promptText(view: AmazonesView): string {
    const state = view.state;
    if (view.status === "finished" || state.phase === "finished") return say("promptOver");
    const me = view.viewer;
    if (me !== null && view.to_act.includes(me) && view.status === "active") {
      if (state.phase === "first_bid") return say("promptFirst");
      if (state.phase === "second_bid") return say("promptSecond");
      if (state.phase === "tiles") {
        const top = this.selected === undefined ? null : state.piles[this.selected].top;
        return this.selected === undefined || top === null ? say("promptTile")
          : say("promptPlace", { tile: tileName(this.selected, top) });
      }
    }
    if (view.to_act.length === 0) return say(`phase_${state.phase}`);
    return say("promptWait", { names: view.to_act.map(this.context.seatName).join(", ") });
  }

  /** An invisible target over a drawn thing: the action (outlined while it is one). */
  private action(scene: Scene, drawn: { x: number; y: number; w: number; h: number },
    label: string, key: string, move: string, act: () => void, extra = ""): SVGElement {
    const box = reachable(drawn);
    const target = actionable(s("rect", { class: `am-hit ${extra}`, x: box.x, y: box.y,
      width: box.w, height: box.h, rx: 6, "data-key": key, "data-move": move }), label, () => {
      this.resumeFocus = key;
      act();
    });
    scene.actions.push(target);
    return target;
  }

  private button(scene: Scene, x: number, y: number, label: string, key: string, move: string,
    act: () => void): number {
    const width = Math.max(76, label.length * 9 + 28);
    this.action(scene, { x: x - width, y, w: width, h: MIN_TARGET }, label, key, move, act,
      "am-button");
    scene.actions.push(s("text", { class: "am-button-text", x: x - width / 2, y: y + 28,
      "text-anchor": "middle" }, label));
    return width;
  }

  // --- the piles ---------------------------------------------------------------------------
  private drawPiles(scene: Scene, view: AmazonesView, left: number, top: number,
    width: number): number {
    const state = view.state;
    const column = width / PARTS.length;
    const tileScale = Math.min(this.width >= WIDE ? 1.35 : 1.1, (column - 18) / TILE_W);
    const tileW = TILE_W * tileScale;
    const tileH = TILE_H * tileScale;
    const legal = this.legal();
    let bottom = top;
    PARTS.forEach((part, index) => {
      const pile = state.piles[part];
      const x = left + index * column;
      const centre = x + column / 2;
      const tx = centre - tileW / 2 - 3;
      const ty = top + 40;
      const inPlay = state.in_play.includes(part);
      const chosen = this.selected === part;
      scene.below.push(s("rect", { class: `am-pile${inPlay ? " am-in-play" : ""}${
        chosen ? " am-selected" : ""}`, x: x + 3, y: top, width: column - 6,
      height: 40 + tileH + 14, rx: 10, "data-pile": part, "data-count": pile.count,
      "data-top": pile.top ?? "", role: "img",
      "aria-label": labelled(partName(part), `${say("left", { n: pile.count })}${
        pile.top === null ? "" : `, ${signed(pile.top)}`}`) }));
      scene.below.push(s("text", { class: "am-part", x: centre, y: top + 17,
        "text-anchor": "middle" }, partName(part)));
      scene.below.push(s("text", { class: "am-small", x: centre, y: top + 32,
        "text-anchor": "middle" }, pile.count === 0 ? say("empty") : say("left", { n: pile.count })));
      for (let layer = Math.min(pile.count - 1, 4); layer >= 1; layer -= 1) {
        scene.below.push(s("rect", { class: "am-stack", x: tx + layer * 2, y: ty + layer * 2,
          width: tileW, height: tileH, rx: 5 }));
      }
      if (pile.top === null) {
        scene.below.push(s("rect", { class: "am-slot", x: tx, y: ty, width: tileW,
          height: tileH, rx: 5 }));
      } else {
        scene.pieces.push(this.tile(part, pile.top, `top:${part}`, { x: tx, y: ty,
          scale: tileScale }, { where: "top" }, this.marks.has(`top:${part}`)));
        this.pileAction(scene, legal, part, pile.top, { x: tx - 4, y: ty - 4, w: tileW + 16,
          h: tileH + 16 });
      }
      const discards = state.discarded[part];
      let columnBottom = top + 40 + tileH + 14;
      if (discards.length > 0) {
        const small = 0.62;
        const perRow = Math.max(1, Math.floor((column - 8) / (TILE_W * small + 3)));
        const rowWidth = Math.min(perRow, discards.length) * (TILE_W * small + 3) - 3;
        const dy = columnBottom + 18;
        scene.below.push(s("text", { class: "am-small", x: centre, y: columnBottom + 13,
          "text-anchor": "middle" }, say("discarded")));
        discards.forEach((value, n) => {
          const last = n === discards.length - 1;
          scene.pieces.push(this.tile(part, value, `discard:${part}`, {
            x: centre - rowWidth / 2 + (n % perRow) * (TILE_W * small + 3),
            y: dy + Math.floor(n / perRow) * (TILE_H * small + 3), scale: small,
          }, { where: "discard" }, last && this.marks.has(`discard:${part}`)));
        });
        columnBottom = dy + Math.ceil(discards.length / perRow) * (TILE_H * small + 3);
      }
      bottom = Math.max(bottom, columnBottom);
    });
    return bottom;
  }

  private pileAction(scene: Scene, legal: AmazonesMove[], part: Part, top: number,
    box: { x: number; y: number; w: number; h: number }): void {
    const discard = legal.find((move) => move.type === "discard_tile" && move.part === part);
    if (discard !== undefined) {
      this.action(scene, box, say("discard", { tile: tileName(part, top) }), `pile:${part}`,
        "discard_tile", () => this.context.play(discard));
      return;
    }
    if (!legal.some((move) => move.type === "place_tile" && move.part === part)) return;
    // The chosen pile is only highlighted: the one way back is the Cancel button.
    if (this.selected !== part) {
      this.action(scene, box, say("take", { tile: tileName(part, top) }), `pile:${part}`,
        "choose_tile", () => this.choose(part));
    }
  }

  private choose(part: Part | undefined): void {
    this.selected = part;
    this.focusTarget = part !== undefined;
    this.draw(true);
    if (part !== undefined) this.revealTargets();
  }

  /** Scrolls the window so the chosen tile's destinations show: the men sit under the joust
   * and the hand, below a laptop's fold. The highest destination stays in view. */
  private revealTargets(): void {
    const boxes = [...this.actions.querySelectorAll("[data-move=place_tile]")]
      .map((target) => target.getBoundingClientRect());
    if (boxes.length === 0) return;
    const margin = 8;
    const below = Math.max(...boxes.map((box) => box.bottom)) + margin - window.innerHeight;
    const room = Math.min(...boxes.map((box) => box.top)) - margin;
    if (below > 0 && room > 0) window.scrollBy({ top: Math.min(below, room), behavior: "instant" });
  }

  private tile(part: Part, value: number, place: string, spot: Spot,
    data: Record<string, string | number>, recent: boolean): PieceSpec {
    return { identity: `tile:${part}:${value}`, place, ...spot, draw: () => drawTile(part, value),
      data: { tile: value, part, ...data }, classes: recent ? ["am-recent"] : [] };
  }

  // --- the joust ---------------------------------------------------------------------------
  private drawJoust(scene: Scene, view: AmazonesView, left: number, top: number,
    width: number): number {
    const state = view.state;
    scene.below.push(s("text", { class: "am-title", x: left, y: top + 16 },
      `${say("joust", { n: state.joust })} — ${say(`phase_${state.phase}`)}`));
    const nameWidth = width < 440 ? 128 : 140;
    const legal = this.legal();
    let y = top + 28;
    for (const bid of state.bids) {
      const seat = bid.seat;
      const hand = state.hands[seat];
      const count = hand?.count ?? 0;
      const ranked = state.ranking.indexOf(seat);
      const shown = [...bid.face_up, ...(bid.face_down === null ? [] : [bid.face_down])];
      const total = shown.reduce((sum, card) => sum + card.value, 0);
      const acting = view.to_act.includes(seat) && view.status === "active";
      const bidding = state.phase === "first_bid" || state.phase === "second_bid";
      const summary = [this.context.seatName(seat), say("cardsInHand", { n: count }),
        ...(state.opener === seat && bidding ? [say("opens")] : []),
        ...bid.face_up.map(cardName),
        ...(bid.has_face_down ? [bid.face_down === null ? say("hiddenCard")
          : `${cardName(bid.face_down)} (${say("faceDown")})`] : [])].join(", ");
      scene.below.push(s("rect", { class: `am-row${acting ? " am-to-act" : ""}${
        this.marks.has(`row:${seat}`) ? " am-recent-row" : ""}`, x: left, y, width,
      height: this.rowHeight, rx: 8, "data-bid-seat": seat, "data-closed": String(bid.closed),
      "data-has-face-down": String(bid.has_face_down), role: "img", "aria-label": summary }));
      scene.below.push(s("rect", { class: `am-seat-${seat}`, x: left, y, width: 6,
        height: this.rowHeight, rx: 3 }));
      scene.below.push(s("text", { class: "am-name", x: left + 14, y: y + 24,
        ...roomFor(nameWidth - 18) }, this.context.seatName(seat)));
      const handMark = { x: left + 14, y: y + 32 };
      scene.below.push(s("g", { class: `am-hand-count${this.marks.has(`hand:${seat}`)
        ? " am-recent-count" : ""}`, "data-hand-count": count, "data-seat": seat },
      s("rect", { class: "am-back", x: handMark.x, y: handMark.y, width: 14, height: 20, rx: 2 }),
      s("text", { class: "am-small", x: handMark.x + 19, y: handMark.y + 15 },
        `×${count}`)));

      const cardsLeft = left + nameWidth;
      const rightWidth = 76;
      const cardW = CARD_W * BID_SCALE;
      const room = width - nameWidth - rightWidth - (bid.has_face_down ? cardW + 10 : 0);
      const n = bid.face_up.length;
      const step = n <= 1 ? 0 : Math.min(cardW + 4, (room - cardW) / (n - 1));
      const from = { x: handMark.x, y: handMark.y, scale: 0.35 };
      const takeBacks = new Set<string>();
      bid.face_up.forEach((card, index) => {
        const x = cardsLeft + index * step;
        scene.pieces.push(this.card(card, `up:${seat}`, { x, y: y + 8, scale: BID_SCALE },
          { where: "face-up", seat }, this.marks.has(`up:${seat}:${cardId(card)}`), from));
        const move = legal.find((m) => m.type === "take_back" && sameCard(m, card));
        if (move !== undefined && !takeBacks.has(cardId(card))) {
          takeBacks.add(cardId(card));
          const w = index === n - 1 ? cardW : Math.min(step, cardW);
          this.action(scene, { x, y: y + 8, w, h: CARD_H * BID_SCALE },
            say("takeBack", { card: cardName(card) }), `back:${cardId(card)}`, "take_back",
            () => this.context.play(move));
        }
      });
      if (bid.has_face_down) {
        const x = cardsLeft + (n === 0 ? 0 : (n - 1) * step + cardW + 10);
        const spot = { x, y: y + 8, scale: BID_SCALE };
        const recent = this.marks.has(`down:${seat}`);
        scene.pieces.push(bid.face_down === null
          ? { identity: `back:${seat}`, place: `down:${seat}`, ...spot, draw: drawBack,
            data: { where: "face-down", seat }, classes: recent ? ["am-recent"] : [], from }
          : this.card(bid.face_down, `down:${seat}`, spot, { where: "face-down", seat }, recent,
            from, state.phase === "first_bid" || state.phase === "second_bid"
              ? "am-own-down" : "am-revealed"));
      }
      const rightX = left + width - 10;
      if (shown.length > 0) {
        scene.below.push(s("text", { class: "am-total", x: rightX, y: y + 27,
          "text-anchor": "end", "data-total": total }, say("total", { n: total })));
      }
      const status = ranked === 0 ? say("rank1") : ranked === 1 ? say("rank2")
        : ranked > 1 ? say("rankN", { n: ranked + 1 })
          : state.phase === "first_bid" && !bid.closed && acting ? say("bidding")
            : bid.closed && shown.length === 0 && !bid.has_face_down && bidding ? say("passes")
              : state.opener === seat && bidding ? say("opens") : "";
      if (status !== "") {
        scene.below.push(s("text", { class: `am-status${ranked >= 0 ? " am-rank" : ""}`,
          x: rightX, y: y + 48, "text-anchor": "end", "data-rank": ranked >= 0 ? ranked + 1 : "" },
        status));
      }
      y += this.rowHeight + 6;
    }
    return y - 6;
  }

  private card(card: Card, place: string, spot: Spot, data: Record<string, string | number>,
    recent: boolean, from?: Spot, extra?: string): PieceSpec {
    const classes = [...(recent ? ["am-recent"] : []), ...(extra === undefined ? [] : [extra])];
    return { identity: `card:${cardId(card)}`, place, ...spot, draw: () => drawCard(card),
      data: { card: cardId(card), ...data }, classes, ...(from === undefined ? {} : { from }) };
  }

  // --- your hand ---------------------------------------------------------------------------
  private drawHand(scene: Scene, view: AmazonesView, top: number, left: number,
    width: number): number {
    const me = view.viewer;
    const cards = me === null ? null : view.state.hands[me]?.cards ?? null;
    if (me === null || cards === null) return top - GAP;
    const legal = this.legal();
    const right = left + width;
    scene.below.push(s("text", { class: "am-title", x: left, y: top + 26 },
      say("hand", { n: cards.length })));
    let x = right;
    const done = legal.find((move) => move.type === "bid_done");
    if (done !== undefined) {
      const mine = view.state.bids[me];
      const label = mine === undefined || mine.face_up.length === 0 ? say("pass") : say("done");
      x -= this.button(scene, x, top, label, "bid_done", "bid_done",
        () => this.context.play(done)) + 8;
    }
    const keep = legal.find((move) => move.type === "keep");
    if (keep !== undefined) {
      x -= this.button(scene, x, top, say("keep"), "keep", "keep",
        () => this.context.play(keep)) + 8;
    }
    if (this.selected !== undefined && legal.length > 0) {
      this.button(scene, x, top, say("cancel"), "cancel", "cancel", () => this.choose(undefined));
    }
    const groups = groupCards(cards);
    const offset = 3;
    const step = CARD_W + 2 * offset + 8;
    const perRow = Math.max(1, Math.floor((width + 8) / step));
    const rowH = CARD_H + 12;
    const cardsTop = top + (this.width >= WIDE ? 50 : 48);
    const bidding = legal.some((move) => move.type === "bid_card" || move.type === "add_face_down");
    groups.forEach((group, index) => {
      const gx = left + (index % perRow) * step;
      const gy = cardsTop + Math.floor(index / perRow) * rowH;
      for (let copy = 0; copy < group.count; copy += 1) {
        scene.pieces.push(this.card(group.card, "hand", { x: gx + copy * offset,
          y: gy + (group.count - 1 - copy) * offset, scale: 1 }, { where: "hand" }, false));
      }
      const move = legal.find((m) => (m.type === "bid_card" || m.type === "add_face_down")
        && sameCard(m, group.card));
      const box = { x: gx - 2, y: gy - 2, w: CARD_W + (group.count - 1) * offset + 4,
        h: CARD_H + (group.count - 1) * offset + 4 };
      if (group.count > 1) {
        const bx = gx + CARD_W + (group.count - 1) * offset - 4;
        scene.above.push(s("circle", { class: "am-count-badge", cx: bx, cy: gy + 2, r: 9 }),
          s("text", { class: "am-count-text", x: bx, y: gy + 6, "text-anchor": "middle" },
            `×${group.count}`));
      }
      if (move !== undefined) {
        const label = move.type === "bid_card" ? say("bidCard", { card: cardName(group.card) })
          : say("addFaceDown", { card: cardName(group.card) });
        this.action(scene, box, label, `hand:${cardId(group.card)}`, move.type,
          () => this.context.play(move));
      } else if (bidding) {
        scene.above.push(s("rect", { class: "am-unplayable", x: box.x, y: box.y, width: box.w,
          height: box.h, rx: 6 }));
      }
    });
    return cardsTop + Math.max(1, Math.ceil(groups.length / perRow)) * rowH - 12;
  }

  // --- the men -----------------------------------------------------------------------------
  private drawMen(scene: Scene, view: AmazonesView, top: number, gap: number): number {
    const state = view.state;
    scene.below.push(s("text", { class: "am-title", x: PAD, y: top + 16 }, say("men")));
    const inner = this.width - 2 * PAD;
    const columns = Math.max(1, Math.min(state.men.length,
      Math.floor((inner + GAP) / (PANEL_MIN + GAP))));
    const panelWidth = (inner - (columns - 1) * GAP) / columns;
    const targets = this.selected === undefined ? [] : this.legal().filter(
      (move): move is PlaceTile => move.type === "place_tile" && move.part === this.selected);
    const standings = scoresNow(state);
    let y = top + 26;
    for (let start = 0; start < state.men.length; start += columns) {
      let rowBottom = y;
      state.men.slice(start, start + columns).forEach((row, column) => {
        const x = PAD + column * (panelWidth + GAP);
        rowBottom = Math.max(rowBottom, this.drawPanel(scene, view, row.seat, x, y, panelWidth,
          targets.filter((move) => move.owner === row.seat), standings.get(row.seat) ?? 0));
      });
      y = rowBottom + gap;
    }
    return y - gap;
  }

  private drawPanel(scene: Scene, view: AmazonesView, seat: number, left: number, top: number,
    width: number, targets: PlaceTile[], scoreNow: number): number {
    const men = view.state.men[seat]?.men ?? [];
    const finished = men.filter((man) => man.finished).length;
    const score = view.state.scores?.[String(seat)];
    const newMan = targets.find((move) => move.man === null);
    const slots = men.length + (newMan === undefined ? 0 : 1);
    const perRow = Math.max(1, Math.floor((width - 16 + (MAN_STEP - TILE_W * MAN_SCALE))
      / MAN_STEP));
    const rows = Math.max(1, Math.ceil(slots / perRow));
    const manBlock = MAN_H + 24;
    const height = 34 + (slots === 0 ? 0 : rows * manBlock); // no man yet: its line only
    const name = this.context.seatName(seat);
    scene.below.push(s("rect", { class: `am-panel${view.state.takers[0] === seat
      && view.state.phase === "tiles" ? " am-to-act" : ""}`, x: left, y: top, width, height,
    rx: 10, "data-men-seat": seat, "data-finished-men": finished, role: "img",
    "aria-label": labelled(name, men.length === 0 ? say("noMen")
      : clauses(men.map((man, index) => `${say("man", { n: index + 1 })} ${
        PARTS.map((part) => man[part] === null ? "·" : signed(man[part] ?? 0)).join(" ")}`))) }));
    scene.below.push(s("circle", { class: `am-seat-${seat}`, cx: left + 14, cy: top + 16, r: 6 }));
    // The final score once scored; until then, the score were the game to end now.
    const standing = `${slots === 0 ? say("noMen") : say("finishedMen", { n: finished })} · ${
      score === undefined ? page("scoreSoFar", { n: scoreNow }) : say("score", { n: score })}`;
    // The name's room: up to the standing, of about 6.5 px a character (12 px type).
    scene.below.push(s("text", { class: "am-name", x: left + 26, y: top + 21,
      ...roomFor(width - 46 - 6.5 * standing.length) }, name));
    scene.below.push(s("text", { class: "am-small", x: left + width - 10, y: top + 21,
      "text-anchor": "end", "data-testid": "am-standing", "data-seat": seat,
      ...(score === undefined ? { "data-score-now": scoreNow } : { "data-score": score }) },
    standing));
    const tileW = TILE_W * MAN_SCALE;
    const tileH = TILE_H * MAN_SCALE;
    const spotOf = (index: number) => ({ x: left + 10 + (index % perRow) * MAN_STEP,
      y: top + 34 + Math.floor(index / perRow) * manBlock });
    men.forEach((man, index) => {
      const { x, y } = spotOf(index);
      scene.below.push(s("rect", { class: `am-man${man.finished ? " am-finished" : ""}`,
        x: x - 3, y: y - 3, width: tileW + 6, height: MAN_H + 22, rx: 6, "data-seat": seat,
        "data-man": index, "data-finished": String(man.finished), "data-value": man.value }));
      PARTS.forEach((part, p) => {
        const value = man[part];
        const spot = { x, y: y + p * (tileH + 3), scale: MAN_SCALE };
        if (value === null) {
          scene.below.push(s("rect", { class: "am-slot", x: spot.x, y: spot.y, width: tileW,
            height: tileH, rx: 4 }));
        } else {
          scene.pieces.push(this.tile(part, value, `man:${seat}:${index}`, spot,
            { where: "man", seat, man: index }, this.marks.has(`man:${seat}:${index}:${part}`)));
        }
      });
      scene.below.push(s("text", { class: `am-man-value${man.finished ? " am-strong" : ""}`,
        x: x + tileW / 2, y: y + MAN_H + 14, "text-anchor": "middle" }, signed(man.value)));
      const move = targets.find((m) => m.man === index);
      if (move !== undefined) this.placeAction(scene, move, { x: x - 3, y: y - 3,
        w: tileW + 6, h: MAN_H + 22 });
    });
    if (newMan !== undefined) {
      const { x, y } = spotOf(men.length);
      scene.below.push(s("rect", { class: "am-ghost", x: x - 3, y: y - 3, width: tileW + 6,
        height: MAN_H + 22, rx: 6 }),
      s("text", { class: "am-ghost-text", x: x + tileW / 2, y: y + MAN_H / 2 + 8,
        "text-anchor": "middle" }, "+"));
      this.placeAction(scene, newMan, { x: x - 3, y: y - 3, w: tileW + 6, h: MAN_H + 22 });
    }
    return top + height;
  }

  private placeAction(scene: Scene, move: PlaceTile,
    box: { x: number; y: number; w: number; h: number }): void {
    const tile = tileName(move.part, this.view?.state.piles[move.part].top ?? 0);
    const owner = this.context.seatName(move.owner);
    const label = move.man === null ? say("placeNew", { tile, owner })
      : say("placeOn", { tile, owner, n: move.man + 1 });
    const target = this.action(scene, box, label, `place:${move.owner}:${move.man ?? "new"}`,
      "place_tile", () => this.context.play(move), "am-target");
    scene.firstTarget ??= target;
  }
}

export const ui: GameUi<"amazones"> = {
  game: "amazones",
  mount(host, context) {
    return new AmazonesBoard(host, context);
  },
  describe,
  breakdown,
  roundScore: (event) => event.type !== "round_scored" ? undefined : {
    label: page("finalScore"), points: { ...event.scores }, totals: { ...event.scores },
  },
  seatColour: (_view, seat) => `var(--seat-${seat})`, // the rows' marks (amazones.css)
};
