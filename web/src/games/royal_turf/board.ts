// Royal Turf's board in SVG, drawn from the view alone: the header (race, phase, die, the
// finishers, each seat's money and tokens left), then one lane per horse (its card for this
// race, the bets on it, its track with the finish line). The horses are stable elements moved
// in place, so that their moves animate; the legal moves are the lanes, the die and the
// tokens to click.
import { actionable, s } from "../../dom.js";
import { labelled } from "../../i18n.js";
import type { EventOf, MoveOf, ViewOf } from "../../types.js";
import type { Board, BoardContext } from "../board.js";
import { fitNames, roomFor } from "../fit.js";
import {
  boardHeight, definitions, HORSE_COUNT, icon, laneTop, type Layout, NARROW, NARROW_BELOW_PX,
  PIECE_RADIUS, Track, WIDE,
} from "./art.js";
import {
  type DieSymbol, type HorseView, moneyText, placeName, type RoyalTurfState, SYMBOLS, symbolName,
  tr,
} from "./words.js";

type View = ViewOf<"royal-turf">;
type Move = MoveOf<"royal-turf">;
type Event = EventOf<"royal-turf">;
type BetMove = Extract<Move, { type: "bet" }>;
type Bet = RoyalTurfState["bets"][number];

interface LastMove {
  horse: number;
  from: number;
  to: number;
}

const CHIP_STEP = 52; // a token chip's step in the chooser (its target's width)

function isBet(move: Move): move is BetMove {
  return move.type === "bet";
}

export class RoyalTurfBoard implements Board<"royal-turf"> {
  private readonly svg: SVGSVGElement;
  private readonly back = s("g", { class: "rt-back" });
  private readonly info = s("g", { class: "rt-info" });
  private readonly pieces = s("g", { class: "rt-pieces" });
  private readonly actions = s("g", { class: "rt-actions" });
  private readonly horses = new Map<number, SVGGElement>();
  private view: View | undefined;
  private interactive = false;
  private layout: Layout = WIDE;
  /** The horse chosen for a bet, its token still to choose (at view version `selectedAt`). */
  private selected: number | undefined;
  private selectedAt = -1;
  /** What the events seen so far say of this race: the last roll and the last move. */
  private lastRoll: DieSymbol | undefined;
  private lastMove: LastMove | undefined;
  private race = 0;
  /** What the latest batch of events touched: "die", "cards", "move", "bet:<seat>:<horse>". */
  private fresh = new Set<string>();

  constructor(private readonly host: HTMLElement,
    private readonly context: BoardContext<"royal-turf">) {
    this.svg = s("svg", { class: "rt-board", role: "group", "data-testid": "royal-turf" },
      definitions(), this.back, this.info, this.pieces, this.actions);
    host.replaceChildren(this.svg);
    // Redrawn in the next frame, not in the observer's callback: the redraw resizes the host.
    new ResizeObserver(() => requestAnimationFrame(() => {
      if (this.chooseLayout() !== this.layout) this.render();
    })).observe(host);
  }

  update(view: View, recent: Event[], interactive: boolean): void {
    if (view.state.race !== this.race) this.forgetRace(view.state.race);
    this.fresh = new Set();
    for (const event of recent) this.remember(event);
    if (view.version !== this.selectedAt) this.selected = undefined;
    this.view = view;
    this.interactive = interactive;
    this.render();
  }

  private forgetRace(race: number): void {
    this.race = race;
    this.lastRoll = undefined;
    this.lastMove = undefined;
  }

  private remember(event: Event): void {
    switch (event.type) {
      case "race_started":
        this.forgetRace(event.race);
        this.fresh.add("cards");
        break;
      case "rolled":
        this.lastRoll = event.symbol;
        this.fresh.add("die");
        break;
      case "horse_moved":
        this.lastRoll = event.symbol;
        this.lastMove = { horse: event.horse, from: event.from, to: event.to };
        this.fresh.add("move");
        break;
      case "bet_placed":
        this.fresh.add(`bet:${event.seat}:${event.horse}`);
        break;
      default:
        break;
    }
  }

  private chooseLayout(): Layout {
    const width = this.host.clientWidth;
    return width > 0 && width < NARROW_BELOW_PX ? NARROW : WIDE;
  }

  private render(): void {
    const view = this.view;
    if (view === undefined) return;
    const layout = this.layout = this.chooseLayout();
    const state = view.state;
    const seats = state.money.length;
    const track = new Track(layout, state.track_length);
    const height = boardHeight(layout, seats);
    const attrs: Record<string, string> = {
      viewBox: `0 0 ${layout.width} ${height}`, "aria-label": tr("board"),
      "data-race": String(state.race), "data-phase": state.phase,
      "data-roll": state.roll ?? "", "data-turn": state.turn === null ? "" : String(state.turn),
      "data-finishers": state.finishers.join(","),
      "data-last": state.last === null ? "" : String(state.last),
      "data-layout": layout === NARROW ? "narrow" : "wide",
    };
    for (const [name, value] of Object.entries(attrs)) this.svg.setAttribute(name, value);
    this.back.replaceChildren(...state.horses.map((horse) => this.laneBack(horse, track, seats)));
    this.info.replaceChildren(...this.header(view, layout),
      ...state.horses.map((horse) => this.laneInfo(view, horse, track)));
    fitNames(this.info);
    for (const horse of state.horses) this.placeHorse(horse, state, track, seats);
    const focused = this.focusedKey();
    this.actions.replaceChildren(...(this.interactive ? this.moveActions(view, track) : []));
    if (focused !== undefined) this.focus(focused);
  }

  // --- the header ---------------------------------------------------------------------------
  private header(view: View, layout: Layout): SVGElement[] {
    const state = view.state;
    const { pad, dieSize } = layout;
    const textX = pad + dieSize + 12;
    const prompt = this.prompt(view);
    const turn = state.turn === null ? "" : ` · ${this.context.seatName(state.turn)}`;
    return [
      this.die(state, layout),
      s("text", { x: textX, y: pad + dieSize * 0.42, class: "rt-title",
        "font-size": layout.font + 3 }, tr("race", { race: state.race, races: state.races })),
      s("text", { x: textX, y: pad + dieSize * 0.9, class: prompt ? "rt-prompt" : "rt-muted",
        "font-size": layout.small + 1 }, prompt ?? tr(`phase_${state.phase}`) + turn),
      ...this.podium(state, layout),
      ...this.seatChips(view, layout),
    ];
  }

  /** What the seat is to do now, when it is its turn. */
  private prompt(view: View): string | undefined {
    if (!this.interactive) return undefined;
    const kinds = new Set(view.legal_moves.map((move) => move.type));
    const roll = view.state.roll;
    if (kinds.has("roll")) return `${tr("roll")} ▸`;
    if (kinds.has("move_horse") && roll !== null) {
      return tr("promptMove", { symbol: symbolName(roll) });
    }
    if (!kinds.has("bet")) return undefined;
    const selected = this.selected === undefined ? undefined : view.state.horses[this.selected];
    return selected === undefined ? tr("promptBet")
      : tr("promptToken", { horse: selected.name });
  }

  private die(state: RoyalTurfState, layout: Layout): SVGGElement {
    const symbol = state.roll ?? this.lastRoll;
    const stale = state.roll === null;
    const { pad, dieSize } = layout;
    const label = symbol === undefined ? tr("dieBlank")
      : tr(stale ? "dieLast" : "dieShows", { symbol: symbolName(symbol) });
    return s("g", { class: "rt-die", "data-die": state.roll ?? "", role: "img",
      "aria-label": label },
    s("rect", { x: pad, y: pad, width: dieSize, height: dieSize, rx: 9,
      class: ["rt-die-face", stale ? "rt-stale" : "", this.fresh.has("die") ? "rt-fresh" : ""]
        .join(" ").trim() }),
    symbol === undefined
      ? s("text", { x: pad + dieSize / 2, y: pad + dieSize * 0.66, class: "rt-muted",
        "text-anchor": "middle", "font-size": dieSize * 0.5 }, "?")
      : icon(symbol, pad + dieSize / 2, pad + dieSize / 2, dieSize * 0.72,
        stale ? "rt-stale" : ""));
  }

  private podium(state: RoyalTurfState, layout: Layout): SVGElement[] {
    const r = 11;
    const y = layout.pad + layout.dieSize / 2 - 4;
    return state.finishers.flatMap((horse, index) => {
      const x = layout.width - layout.pad - r - (state.finishers.length - 1 - index) * (2 * r + 10);
      const found = state.horses[horse];
      if (found === undefined) return [];
      return [s("g", { class: "rt-podium", "data-place": index + 1, "data-horse": horse,
        role: "img", "aria-label": labelled(placeName(index + 1), found.name) },
      s("circle", { cx: x, cy: y, r, class: `rt-horse-${found.colour}` }),
      s("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 12,
        class: `rt-on-${found.colour}` }, horse + 1),
      s("text", { x, y: y + r + 13, "text-anchor": "middle", class: "rt-muted",
        "font-size": layout.small - 1 }, placeName(index + 1)))];
    });
  }

  private seatChips(view: View, layout: Layout): SVGElement[] {
    const state = view.state;
    const seats = state.money.length;
    const columns = Math.min(layout.seatColumns, seats);
    const gap = 6;
    const width = (layout.width - 2 * layout.pad - (columns - 1) * gap) / columns;
    const top = layout.pad + layout.dieSize + 10;
    return state.money.map((money, seat) => {
      const x = layout.pad + (seat % columns) * (width + gap);
      const y = top + Math.floor(seat / columns) * (layout.seatHeight + gap);
      const left = state.tokens_left[seat];
      const count = left?.count ?? 0;
      const values = left?.values ?? null;
      const name = this.context.seatName(seat);
      // The name's room: between the seat's dot and its money.
      const room = width - 37 - 0.62 * (layout.small + 1) * moneyText(money).length;
      const tokens = Array.from({ length: count }, (_, index) => {
        const value = values?.[index];
        const cx = x + 14 + index * 16;
        const cy = y + layout.seatHeight - 11;
        return value === undefined
          ? this.faceDown(cx, cy, 6.5, seat)
          : s("g", {}, s("circle", { cx, cy, r: 6.5, class: `rt-token rt-seat-fill-${seat}` }),
            s("text", { x: cx, y: cy + 3.2, "text-anchor": "middle", "font-size": 9,
              class: "rt-token-value" }, value));
      });
      const toAct = view.to_act.includes(seat);
      return s("g", { class: "rt-seat", "data-seat": seat, "data-money": money,
        "data-tokens-left": count, "data-token-values": values === null ? null : values.join(","),
        role: "img", "aria-label": tr("money", { name, money, left: count }) },
      s("rect", { x, y, width, height: layout.seatHeight, rx: 8,
        class: toAct ? "rt-seat-chip rt-to-act" : "rt-seat-chip" }),
      s("circle", { cx: x + 12, cy: y + 14, r: 6, class: `rt-seat-fill-${seat}` }),
      s("text", { x: x + 23, y: y + 18, class: "rt-text rt-strong", "font-size": layout.small,
        ...roomFor(room) }, name),
      s("text", { x: x + width - 8, y: y + 18, class: "rt-money", "text-anchor": "end",
        "font-size": layout.small + 1 }, moneyText(money)),
      ...tokens);
    });
  }

  private faceDown(cx: number, cy: number, r: number, seat: number): SVGGElement {
    return s("g", { class: "rt-face-down" },
      s("circle", { cx, cy, r, class: `rt-token rt-seat-fill-${seat}` }),
      s("circle", { cx, cy, r: r - 1.5, fill: "url(#rt-hatch)" }));
  }

  // --- the lanes ----------------------------------------------------------------------------
  private laneBack(horse: HorseView, track: Track, seats: number): SVGGElement {
    const layout = track.layout;
    const top = laneTop(layout, seats, horse.horse);
    const trackTop = top + layout.infoHeight;
    const squares: SVGElement[] = [];
    for (let square = -6; square < track.length; square += 1) {
      const kind = square <= 0 ? "rt-sq-start" : square % 2 === 0 ? "rt-sq-a" : "rt-sq-b";
      squares.push(s("rect", { x: track.left(square), y: trackTop, width: track.cell + 0.2,
        height: layout.trackHeight, class: kind }));
      if (square > 0 && square % 5 === 0 && track.cell >= 8) {
        squares.push(s("text", { x: track.left(square) + track.cell / 2, y: trackTop + 8,
          "text-anchor": "middle", "font-size": 7, class: "rt-square-number" }, square));
      }
    }
    const checks: SVGElement[] = [];
    const check = layout.trackHeight / 6;
    for (let row = 0; row < 6; row += 1) {
      for (let column = 0; column < 2; column += 1) {
        checks.push(s("rect", { x: track.lineX + column * check, y: trackTop + row * check,
          width: check, height: check,
          class: (row + column) % 2 === 0 ? "rt-check-dark" : "rt-check-light" }));
      }
    }
    return s("g", { class: "rt-lane-back" },
      s("rect", { x: 0, y: top, width: layout.width, height: layout.laneHeight,
        class: horse.horse % 2 === 0 ? "rt-lane rt-lane-even" : "rt-lane rt-lane-odd" }),
      ...squares,
      s("rect", { x: track.lineX, y: trackTop, width: track.end - track.lineX,
        height: layout.trackHeight, class: "rt-finish-area" }),
      ...checks);
  }

  private laneInfo(view: View, horse: HorseView, track: Track): SVGGElement {
    const layout = track.layout;
    const state = view.state;
    const top = laneTop(layout, state.money.length, horse.horse);
    const textY = top + layout.infoHeight * 0.68;
    const middle = top + layout.infoHeight / 2 + 1;
    const bets = state.bets.filter((bet) => bet.horse === horse.horse);
    const step = Math.min(2 * layout.token + 4,
      (layout.cardX - layout.betsX - 8) / Math.max(1, bets.length));
    const parts: SVGElement[] = [
      s("circle", { cx: layout.pad + 9, cy: middle, r: 9, class: `rt-horse-${horse.colour}` }),
      s("text", { x: layout.pad + 9, y: middle + 4, "text-anchor": "middle", "font-size": 11,
        class: `rt-on-${horse.colour}` }, horse.horse + 1),
      s("text", { x: layout.pad + 24, y: textY, class: "rt-text rt-strong",
        "font-size": layout.nameFont }, horse.name),
      ...bets.map((bet, index) => this.betToken(bet, layout.betsX + layout.token + index * step,
        middle, layout.token, horse.name)),
      this.card(horse, state.roll, layout, top),
    ];
    const trackY = top + layout.infoHeight + layout.trackHeight / 2;
    if (this.lastMove?.horse === horse.horse) {
      const { from, to } = this.lastMove;
      const fresh = this.fresh.has("move") ? " rt-fresh" : "";
      parts.push(s("line", { x1: track.centre(from), x2: track.centre(to), y1: trackY,
        y2: trackY, class: `rt-trail${fresh}` }),
      s("circle", { cx: track.centre(to), cy: trackY, r: layout.trackHeight / 2 - 1,
        class: `rt-ring${fresh}` }));
    }
    const place = horse.place === null ? "" : ` — ${placeName(horse.place)}`;
    const last = state.last === horse.horse ? ` — ${tr("last")}` : "";
    return s("g", { class: "rt-lane-info", "data-horse": horse.horse, "data-id": horse.id,
      "data-position": horse.position, "data-place": horse.place ?? "",
      "data-moved": String(horse.moved_this_cycle), role: "img",
      "aria-label": tr("lane", { name: horse.name, position: horse.position, ...horse.card })
        + place + last }, ...parts);
  }

  private betToken(bet: Bet, cx: number, cy: number, r: number, horse: string): SVGGElement {
    const fresh = this.fresh.has(`bet:${bet.seat}:${bet.horse}`) ? " rt-fresh" : "";
    const seat = this.context.seatName(bet.seat);
    if (bet.token === null) {
      const token = this.faceDown(cx, cy, r, bet.seat);
      token.setAttribute("class", `rt-bet rt-face-down${fresh}`);
      token.setAttribute("data-bet-seat", String(bet.seat));
      token.setAttribute("data-bet-horse", String(bet.horse));
      token.setAttribute("data-face-down", "true");
      token.setAttribute("role", "img");
      token.setAttribute("aria-label", tr("betFaceDown", { seat, horse }));
      return token;
    }
    return s("g", { class: `rt-bet${fresh}`, "data-bet-seat": bet.seat,
      "data-bet-horse": bet.horse, "data-token": bet.token, role: "img",
      "aria-label": tr("bet", { seat, token: bet.token, horse }) },
    s("circle", { cx, cy, r, class: `rt-token rt-seat-fill-${bet.seat}` }),
    s("text", { x: cx, y: cy + r * 0.42, "text-anchor": "middle", "font-size": r * 1.25,
      class: "rt-token-value" }, bet.token));
  }

  private card(horse: HorseView, roll: DieSymbol | null, layout: Layout, top: number):
  SVGGElement {
    const height = layout.infoHeight - 4;
    const middle = top + 2 + height / 2;
    const fresh = this.fresh.has("cards") ? " rt-fresh" : "";
    return s("g", { class: "rt-card", "data-card": `${horse.id}:${horse.card_index}`,
      "data-horse": horse.horse, "data-tete": horse.card.tete, "data-fer": horse.card.fer,
      "data-bombe": horse.card.bombe, "data-selle": horse.card.selle, role: "img",
      "aria-label": tr("card", { name: horse.name, ...horse.card }) },
    s("rect", { x: layout.cardX - 4, y: top + 2, width: layout.width - layout.pad
      - layout.cardX + 4, height, rx: 5, class: `rt-card-face${fresh}` }),
    ...SYMBOLS.flatMap((symbol, index) => {
      const x = layout.cardX + index * layout.cardStep;
      const hot = roll === symbol;
      return [
        ...(hot ? [s("rect", { x: x - 2, y: top + 3, width: layout.cardStep - 4,
          height: height - 2, rx: 4, class: "rt-card-hot" })] : []),
        icon(symbol, x + 9, middle, 16),
        s("text", { x: x + 20, y: middle + layout.font * 0.36, class: "rt-text rt-strong",
          "font-size": layout.font }, horse.card[symbol]),
      ];
    }));
  }

  /** Moves the horse's own element (made once) to its square: the transition animates it. */
  private placeHorse(horse: HorseView, state: RoyalTurfState, track: Track, seats: number):
  void {
    const layout = track.layout;
    const r = Math.min(PIECE_RADIUS, layout.trackHeight / 2 - 2);
    let piece = this.horses.get(horse.horse);
    if (piece === undefined) {
      piece = s("g", { class: "piece rt-piece", "data-horse": horse.horse, "aria-hidden": "true" },
        s("circle", { r, class: `rt-horse-body rt-horse-${horse.colour}` }),
        s("text", { y: 4.5, "text-anchor": "middle", "font-size": 13, class:
          `rt-on-${horse.colour} rt-strong` }, horse.horse + 1),
        s("g", { class: "rt-badge" }, s("circle", { cx: r * 0.85, cy: -r * 0.85, r: 7 }),
          s("text", { x: r * 0.85, y: -r * 0.85 + 3.5, "text-anchor": "middle",
            "font-size": 10 })));
      this.horses.set(horse.horse, piece);
      this.pieces.append(piece);
    }
    const x = track.centre(horse.position);
    const y = laneTop(layout, seats, horse.horse) + layout.infoHeight + layout.trackHeight / 2;
    piece.setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)})`);
    piece.setAttribute("data-position", String(horse.position));
    piece.classList.toggle("rt-moved", horse.moved_this_cycle && state.phase === "racing");
    piece.classList.toggle("rt-last", state.last === horse.horse);
    const badge = piece.querySelector(".rt-badge");
    const badgeText = badge?.querySelector("text");
    const mark = horse.place !== null ? String(horse.place) : state.last === horse.horse ? "✗" : "";
    badge?.setAttribute("visibility", mark === "" ? "hidden" : "visible");
    if (badgeText !== null && badgeText !== undefined) badgeText.textContent = mark;
  }

  // --- the legal moves ----------------------------------------------------------------------
  private moveActions(view: View, track: Track): SVGElement[] {
    const layout = track.layout;
    const state = view.state;
    const seats = state.money.length;
    const moves = view.legal_moves;
    const nodes: SVGElement[] = [];
    for (const move of moves) {
      if (move.type === "roll") nodes.push(this.rollAction(move, layout));
    }
    const bets = moves.filter(isBet);
    for (let index = 0; index < HORSE_COUNT; index += 1) {
      const horse = state.horses[index];
      if (horse === undefined) continue;
      const top = laneTop(layout, seats, index);
      const lane = (key: string, label: string, act: () => void, selected = false) =>
        this.keyed(actionable(s("rect", { x: 1, y: top + 1, width: layout.width - 2,
          height: layout.laneHeight - 2, rx: 6,
          class: selected ? "rt-lane-action rt-selected" : "rt-lane-action" }), label, act),
        key);
      const go = moves.find((move) => move.type === "move_horse" && move.horse === index);
      if (go !== undefined && state.roll !== null) {
        nodes.push(lane(`move:${index}`, tr("moveHorse", { horse: horse.name,
          value: horse.card[state.roll], symbol: symbolName(state.roll) }),
        () => this.context.play(go)));
      }
      const choices = bets.filter((bet) => bet.horse === index);
      const only = choices.length === 1 ? choices[0] : undefined;
      if (only !== undefined) {
        nodes.push(lane(`bet:${index}`, tr("betOne", { token: only.token, horse: horse.name }),
          () => this.context.play(only)));
      } else if (choices.length > 1) {
        const selected = this.selected === index;
        nodes.push(lane(`bet:${index}`, tr("chooseHorse", { horse: horse.name }),
          () => this.select(selected ? undefined : index), selected));
        if (selected) nodes.push(...this.tokenChoices(choices, horse, track, top, view.viewer));
      }
    }
    return nodes;
  }

  private rollAction(move: Move, layout: Layout): SVGElement {
    const width = Math.min(layout.width / 2, layout.dieSize + 200);
    return this.keyed(actionable(s("rect", { x: layout.pad - 4, y: layout.pad - 4,
      width, height: layout.dieSize + 8, rx: 12, class: "rt-roll-action" }), tr("roll"),
    () => this.context.play(move)), "roll");
  }

  /** The second step of a bet: one chip per token value the horse may take, and a way back. */
  private tokenChoices(choices: BetMove[], horse: HorseView, track: Track, top: number,
    viewer: number | null): SVGElement[] {
    const layout = track.layout;
    const chip = { width: 40, height: layout.trackHeight };
    const y = top + layout.infoHeight;
    const count = choices.length + 1;
    const x0 = track.end - count * CHIP_STEP + (CHIP_STEP - chip.width);
    // Each chip's target: the lane's height and the chip's step, 44 px and more on a phone.
    const reach = (x: number) => s("rect", { x: x - (CHIP_STEP - chip.width) / 2, y: top + 1,
      width: CHIP_STEP, height: layout.laneHeight - 2, class: "rt-hit-area" });
    const seat = viewer ?? 0;
    const nodes: SVGElement[] = [s("rect", { x: x0 - 6, y: y - 1, width: track.end - x0 + 8,
      height: chip.height + 2, rx: 8, class: "rt-chooser" })];
    choices.forEach((move, index) => {
      const x = x0 + index * CHIP_STEP;
      const cx = x + chip.width / 2;
      const cy = y + chip.height / 2;
      const label = move.token === 0 ? tr("bluffToken", { horse: horse.name })
        : tr("betToken", { token: move.token, horse: horse.name });
      nodes.push(this.keyed(actionable(s("g", { class: "rt-choice", "data-choice": move.token },
        reach(x), s("rect", { x, y, width: chip.width, height: chip.height, rx: 7, class: "rt-chip" }),
        s("circle", { cx, cy, r: 11, class: `rt-token rt-seat-fill-${seat}` }),
        s("text", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": 14,
          class: "rt-token-value" }, move.token)), label, () => this.context.play(move)),
      `token:${horse.horse}:${move.token}`));
    });
    const x = x0 + choices.length * CHIP_STEP;
    nodes.push(this.keyed(actionable(s("g", { class: "rt-choice rt-cancel" }, reach(x),
      s("rect", { x, y, width: chip.width, height: chip.height, rx: 7, class: "rt-chip" }),
      s("text", { x: x + chip.width / 2, y: y + chip.height / 2 + 5, "text-anchor": "middle",
        "font-size": 15, class: "rt-text" }, "✕")), tr("cancel", { horse: horse.name }),
    () => this.select(undefined)), `cancel:${horse.horse}`));
    return nodes;
  }

  private select(horse: number | undefined): void {
    const previous = this.selected;
    this.selected = horse;
    this.selectedAt = this.view?.version ?? -1;
    const hadFocus = this.focusedKey() !== undefined;
    this.render();
    if (!hadFocus) return;
    // Keyboard users land on the next step: the first token, or back on the lane.
    if (horse !== undefined) {
      this.actions.querySelector<SVGElement>(`[data-key^="token:${horse}:"]`)?.focus();
    } else if (previous !== undefined) {
      this.focus(`bet:${previous}`);
    }
  }

  private keyed<E extends SVGElement>(element: E, key: string): E {
    element.setAttribute("data-key", key);
    return element;
  }

  private focusedKey(): string | undefined {
    const active = document.activeElement;
    if (active === null || !this.actions.contains(active)) return undefined;
    return active.getAttribute("data-key") ?? undefined;
  }

  private focus(key: string): void {
    for (const element of this.actions.querySelectorAll<SVGElement>("[data-key]")) {
      if (element.getAttribute("data-key") === key) {
        element.focus();
        return;
      }
    }
  }
}
