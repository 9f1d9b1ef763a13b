// Petits Chevaux in SVG: the cross of 56 squares, the four stables, the staircases and the
// centre, each horse where the view puts it (a keyed element that glides when it moves), and
// the die. The seat to act rolls by clicking the die, then moves by clicking a horse; each
// movable horse shows where it would land.
import "./petits_chevaux.css";
import { actionable, s } from "../dom.js";
import { lang } from "../i18n.js";
import type { EventOf, ViewOf } from "../types.js";
import type { Board, BoardContext, GameUi } from "./board.js";
import { fitNames, roomFor } from "./fit.js";
import {
  ARM_COLOURS, FOOT, GRID, TRACK_SQUARES, diePoint, homePoint, homeScale, landing, pips,
  squareOf, squarePoint, stableCorner, stablePoint, stepPoint, turn, type Point,
} from "./petits_chevaux/geometry.js";
import { colourName, count, describe, t } from "./petits_chevaux/text.js";
import { t as page } from "../i18n.js";
import { integer as integerOption } from "../rules/read.js";

type View = ViewOf<"petits-chevaux">;
type Player = View["state"]["players"][number];
type Horse = Player["horses"][number];
type Event = EventOf<"petits-chevaux">;
type Moved = Extract<Event, { type: "horse_moved" }>;
type Captured = Extract<Event, { type: "captured" }>;

const CELL = 40; // SVG units per grid cell
// A movable horse's and the die's targets, in cells: 44 px on a phone's board (15 cells drawn
// across ~370 px), and a horse's still less than a cell (one square away, its neighbour's centre
// stays its neighbour's).
const HIT_RADIUS = 0.95;
const DIE_REACH = 1.9;
const HORSE_PATH = "M-6 10C-6 5-4.5 2-2.5 0L-8.5 1.5C-10.5 1.5-11 -1-10 -2.5L-3.5 -7.5"
  + "C-1.5 -9.5 1 -10.5 2.5 -10.5L3.5 -13L5.5 -10C8.5 -8 10 -3 9 2.5L9 10Z";

const px = (cells: number): number => Math.round(cells * CELL * 100) / 100;

function points(list: Point[]): string {
  return list.map((p) => `${px(p.x)},${px(p.y)}`).join(" ");
}

class PetitsChevauxBoard implements Board<"petits-chevaux"> {
  private readonly svg = s("svg", { viewBox: `0 0 ${GRID * CELL} ${GRID * CELL}`,
    class: "pc-board", role: "group", "data-testid": "pc-board" });
  private readonly backdrop = s("g", { "aria-hidden": "true" });
  private readonly under = s("g", { "aria-hidden": "true" });
  private readonly standings = s("g", { class: "pc-standings" });
  private readonly piecesLayer = s("g", { class: "pc-pieces" });
  private readonly over = s("g", { "aria-hidden": "true", class: "pc-over" });
  private readonly controls = s("g", { class: "pc-controls" });
  private readonly pieces = new Map<string, SVGGElement>();
  private backdropKey = "";
  private lastRoll: { seat: number; value: number; fresh: boolean } | undefined;
  private moved: Moved | undefined;
  private captured: Captured[] = [];

  constructor(host: HTMLElement, private readonly context: BoardContext<"petits-chevaux">) {
    this.svg.append(this.backdrop, this.standings, this.under, this.piecesLayer, this.over,
      this.controls);
    host.replaceChildren(this.svg);
  }

  update(view: View, recent: Event[], interactive: boolean): void {
    this.remember(recent);
    const state = view.state;
    const viewerArm = state.players[view.viewer ?? 0]?.arm ?? 0;
    const rotation = (2 - viewerArm + 4) % 4; // the viewer's arm at the bottom
    this.svg.setAttribute("aria-label", t("board"));
    for (const [name, value] of Object.entries({ version: view.version, phase: state.phase,
      turn: state.turn, roll: state.roll ?? "", rotation })) {
      this.svg.setAttribute(`data-${name}`, String(value));
    }
    this.drawBackdrop(view, rotation);
    this.drawStandings(view, rotation);
    this.drawPieces(view, rotation);
    this.drawMarks(view, rotation);
    this.drawControls(view, rotation, interactive);
  }

  /** Keeps what the latest events touched: the last roll, the horse moved and its captures. */
  private remember(recent: Event[]): void {
    if (this.lastRoll !== undefined) this.lastRoll.fresh = false;
    for (const event of recent) {
      if (event.type === "rolled") {
        this.lastRoll = { seat: event.seat, value: event.value, fresh: true };
      } else if (event.type === "horse_moved") {
        this.moved = event;
        this.captured = [];
      } else if (event.type === "captured") {
        this.captured.push(event);
      }
    }
  }

  private where(player: Player, horse: Horse, home: number, rotation: number): Point {
    return this.progressPoint(player, horse.horse, horse.progress, home, rotation);
  }

  private progressPoint(player: Player, horse: number, progress: number, home: number,
    rotation: number): Point {
    if (progress < 0) return stablePoint(player.arm, horse, player.horses.length, rotation);
    if (progress >= home) {
      return homePoint(player.arm, horse, player.horses.length, home > 61, rotation);
    }
    if (progress > FOOT) return stepPoint(player.arm, progress - FOOT, rotation);
    return squarePoint(squareOf(player.arm, progress) ?? 0, rotation);
  }

  // --- the board itself: drawn again only when its seats, turn or staircase change ----------
  private drawBackdrop(view: View, rotation: number): void {
    const state = view.state;
    const extraStep = state.home_progress > 61;
    const owners = new Map(state.players.map((player) => [player.arm, player]));
    const key = JSON.stringify([rotation, extraStep, lang(),
      state.players.map((p) => [p.arm, this.context.seatName(p.seat), p.horses.length])]);
    if (key === this.backdropKey) return;
    this.backdropKey = key;
    const parts: SVGElement[] = [s("rect", { class: "pc-ground", x: 2, y: 2,
      width: GRID * CELL - 4, height: GRID * CELL - 4, rx: 18 })];
    for (let arm = 0; arm < 4; arm++) {
      const colour = ARM_COLOURS[arm] ?? "jaune";
      const owner = owners.get(arm);
      const corner = stableCorner(arm, rotation);
      const stable = s("g", { class: `pc-${colour}${owner === undefined ? " pc-unused" : ""}` },
        s("rect", { class: "pc-stable", x: px(corner.x + 0.3), y: px(corner.y + 0.3),
          width: px(5.4), height: px(5.4), rx: 16 }));
      if (owner !== undefined) {
        stable.append(s("text", { class: "pc-name", x: px(corner.x + 3), y: px(corner.y + 1.15),
          "text-anchor": "middle", ...roomFor(px(5.1)) }, this.context.seatName(owner.seat)));
        for (const horse of owner.horses) {
          const slot = stablePoint(arm, horse.horse, owner.horses.length, rotation);
          stable.append(s("circle", { class: "pc-stall", cx: px(slot.x), cy: px(slot.y),
            r: 15 }));
        }
      }
      parts.push(stable);
      const steps = extraStep ? 6 : 5;
      for (let step = 1; step <= steps; step++) {
        const at = stepPoint(arm, step, rotation);
        parts.push(s("g", { class: `pc-${colour}` }, this.cell(at, "pc-step"),
          s("text", { class: "pc-step-number", x: px(at.x), y: px(at.y) + 5,
            "text-anchor": "middle" }, String(step))));
      }
      const wedge = extraStep
        ? [{ x: 7, y: 7 }, { x: 8, y: 7 }, { x: 7.5, y: 7.5 }]
        : [{ x: 7, y: 6 }, { x: 8, y: 6 }, { x: 8, y: 7 }, { x: 7.5, y: 7.5 }, { x: 7, y: 7 }];
      parts.push(s("polygon", { class: `pc-wedge pc-${colour}`,
        points: points(wedge.map((p) => turn(p, arm + rotation))) }));
    }
    // The players' start and foot squares as the view gives them; an arm nobody plays keeps
    // its colour's marks, faded.
    const startOf = new Map(state.players.map((player) => [player.start_square, player]));
    const footOf = new Map(state.players.map((player) => [player.foot_square, player]));
    for (let square = 0; square < TRACK_SQUARES; square++) {
      const armColour = ARM_COLOURS[Math.floor(square / 14)] ?? "jaune";
      const start = startOf.get(square);
      const foot = footOf.get(square);
      const at = squarePoint(square, rotation);
      const kind = start !== undefined ? `pc-start pc-${start.colour}`
        : foot !== undefined ? `pc-foot pc-${foot.colour}`
          : square % 14 === 1 ? `pc-start pc-unused pc-${armColour}`
            : square % 14 === 0 ? `pc-foot pc-unused pc-${armColour}` : "";
      const cell = this.cell(at, `pc-square ${kind}`);
      cell.setAttribute("data-square", String(square));
      if (start !== undefined) cell.setAttribute("data-start-of", String(start.seat));
      if (foot !== undefined) cell.setAttribute("data-foot-of", String(foot.seat));
      parts.push(cell);
      if (kind.startsWith("pc-start")) {
        parts.push(s("circle", { class: "pc-start-mark", cx: px(at.x), cy: px(at.y),
          r: px(0.16) }));
      }
    }
    parts.push(s("circle", { class: "pc-centre", cx: px(7.5), cy: px(7.5), r: px(0.2) }));
    this.backdrop.replaceChildren(...parts);
    fitNames(this.backdrop);
  }

  /** Who is winning: under each player's name, her horses home (of the number that wins) and
   * the squares her horses have travelled (of all they must, home_progress each). */
  private drawStandings(view: View, rotation: number): void {
    const state = view.state;
    const needed = integerOption(view.options, "horses_to_win") ?? state.players[0]?.horses.length
      ?? 0;
    this.standings.replaceChildren(...state.players.map((player) => {
      const home = player.horses.filter((horse) => horse.zone === "home").length;
      const squares = player.horses.reduce((sum, horse) => sum + Math.max(0, horse.progress), 0);
      const total = player.horses.length * state.home_progress;
      const corner = stableCorner(player.arm, rotation);
      return s("text", { class: `pc-standing pc-${player.colour}`, x: px(corner.x + 3),
        y: px(corner.y + 1.72), "text-anchor": "middle", "data-testid": "pc-standing",
        "data-seat": player.seat, "data-home": home, "data-needed": needed,
        "data-squares": squares, "data-total": total, ...roomFor(px(5.1)) },
      page("pcStanding", { home, needed, squares, total }));
    }));
    fitNames(this.standings);
  }

  private cell(at: Point, className: string): SVGRectElement {
    return s("rect", { class: className, x: px(at.x - 0.46), y: px(at.y - 0.46),
      width: px(0.92), height: px(0.92), rx: 6 });
  }

  // --- the horses: one element each, moved in place so that it glides --------------------
  private drawPieces(view: View, rotation: number): void {
    const home = view.state.home_progress;
    const seen = new Set<string>();
    for (const player of view.state.players) {
      for (const horse of player.horses) {
        const key = `${player.seat}:${horse.horse}`;
        seen.add(key);
        const piece = this.pieces.get(key) ?? this.newPiece(player, horse, key);
        const at = this.where(player, horse, home, rotation);
        const scale = horse.zone === "home"
          ? homeScale(player.horses.length, home > 61) : 1;
        piece.setAttribute("transform", `translate(${px(at.x)} ${px(at.y)}) scale(${scale})`);
        piece.setAttribute("data-zone", horse.zone);
        piece.setAttribute("data-progress", String(horse.progress));
        piece.setAttribute("data-square", horse.square === null ? "" : String(horse.square));
        piece.setAttribute("data-step", horse.step === null ? "" : String(horse.step));
        piece.setAttribute("aria-label", this.horseLabel(player, horse));
        const movedNow = this.moved?.seat === player.seat && this.moved.horse === horse.horse;
        piece.classList.toggle("pc-recent", movedNow);
        piece.classList.toggle("pc-taken", this.captured.some((c) =>
          c.seat === player.seat && c.horse === horse.horse));
        piece.classList.toggle("pc-winner", view.state.winner === player.seat);
      }
    }
    for (const [key, piece] of this.pieces) {
      if (!seen.has(key)) {
        piece.remove();
        this.pieces.delete(key);
      }
    }
  }

  private newPiece(player: Player, horse: Horse, key: string): SVGGElement {
    const piece = s("g", { class: `piece pc-horse pc-${player.colour}`, role: "img",
      "data-seat": player.seat, "data-horse": horse.horse, "data-colour": player.colour },
    s("circle", { class: "pc-body", r: 16 }),
    s("path", { class: "pc-head", d: HORSE_PATH }),
    s("circle", { class: "pc-badge", cx: 11, cy: -11, r: 7 }),
    s("text", { class: "pc-badge-number", x: 11, y: -7.6, "text-anchor": "middle" },
      String(horse.horse + 1)));
    this.pieces.set(key, piece);
    this.piecesLayer.append(piece);
    return piece;
  }

  private horseLabel(player: Player, horse: Horse): string {
    const who = { colour: colourName(player.colour), n: horse.horse + 1 };
    switch (horse.zone) {
      case "stable": return t("inStable", who);
      case "track": return t("onSquare", who);
      case "staircase": return t("onStep", { ...who, step: horse.step ?? 0 });
      case "home": return t("atHome", who);
    }
  }

  // --- what just happened, and where each movable horse would land ------------------------
  private drawMarks(view: View, rotation: number): void {
    const state = view.state;
    const home = state.home_progress;
    const under: SVGElement[] = [];
    const turnPlayer = state.players[state.turn];
    if (turnPlayer !== undefined && view.status === "active") {
      const corner = stableCorner(turnPlayer.arm, rotation);
      under.push(s("rect", { class: `pc-to-act pc-${turnPlayer.colour}`, x: px(corner.x + 0.18),
        y: px(corner.y + 0.18), width: px(5.64), height: px(5.64), rx: 20 }));
    }
    const winner = state.winner === null ? undefined : state.players[state.winner];
    if (winner !== undefined) {
      const corner = stableCorner(winner.arm, rotation);
      under.push(s("rect", { class: `pc-won pc-${winner.colour}`, x: px(corner.x + 0.18),
        y: px(corner.y + 0.18), width: px(5.64), height: px(5.64), rx: 20 }),
      // at the yard's foot: its head holds the name and the standing
      s("text", { class: "pc-won-label", x: px(corner.x + 3), y: px(corner.y + 5.5),
        "text-anchor": "middle", "data-winner": winner.seat }, `★ ${t("winner")} ★`));
    }
    const moved = this.moved;
    const mover = moved === undefined ? undefined : state.players[moved.seat];
    if (moved !== undefined && mover !== undefined) {
      const from = this.progressPoint(mover, moved.horse, moved.from, home, rotation);
      under.push(s("circle", { class: `pc-trail pc-${mover.colour}`, cx: px(from.x),
        cy: px(from.y), r: px(0.36), "data-trail": `${moved.seat}:${moved.horse}` }));
    }
    this.under.replaceChildren(...under);
    this.over.replaceChildren(...this.ghosts(view, rotation));
  }

  private ghosts(view: View, rotation: number): SVGElement[] {
    const state = view.state;
    const mine = view.viewer === null ? undefined : state.players[view.viewer];
    if (mine === undefined || state.roll === null) return [];
    const own = mine.horses.map((horse) => horse.progress);
    const ghosts: SVGElement[] = [];
    const targets = new Map<number, number>(); // how many movable horses land on each
    for (const move of view.legal_moves) {
      const horse = move.type === "move_horse" ? mine.horses[move.horse] : undefined;
      const target = horse === undefined ? null
        : landing(own, horse.progress, state.roll, state.home_progress);
      if (target !== null) targets.set(target, (targets.get(target) ?? 0) + 1);
    }
    for (const move of view.legal_moves) {
      if (move.type !== "move_horse") continue;
      const horse = mine.horses[move.horse];
      const target = horse === undefined ? null
        : landing(own, horse.progress, state.roll, state.home_progress);
      if (horse === undefined || target === null) continue;
      const from = this.where(mine, horse, state.home_progress, rotation);
      const to = this.progressPoint(mine, horse.horse, target, state.home_progress, rotation);
      const victim = this.victimAt(view, mine, target);
      ghosts.push(s("g", { class: `pc-ghost pc-${mine.colour}${victim ? " pc-threat" : ""}`,
        "data-ghost": move.horse, "data-target": target },
      s("line", { class: "pc-ghost-path", x1: px(from.x), y1: px(from.y), x2: px(to.x),
        y2: px(to.y) }),
      s("circle", { class: "pc-ghost-ring", cx: px(to.x), cy: px(to.y), r: px(0.38) }),
      // Horses leaving the stable share one destination: no number then.
      targets.get(target) === 1 && s("text", { class: "pc-ghost-number", x: px(to.x),
        y: px(to.y) + 5, "text-anchor": "middle" }, String(move.horse + 1))));
    }
    return ghosts;
  }

  /** The opponent's horse on the square a horse of `mover` would reach at `progress`. */
  private victimAt(view: View, mover: Player, progress: number):
  { player: Player; horse: Horse } | undefined {
    const square = squareOf(mover.arm, progress);
    if (square === null) return undefined;
    for (const player of view.state.players) {
      if (player.seat === mover.seat) continue;
      const horse = player.horses.find((h) => h.zone === "track" && h.square === square);
      if (horse !== undefined) return { player, horse };
    }
    return undefined;
  }

  // --- the die and the actions --------------------------------------------------------------
  private drawControls(view: View, rotation: number, interactive: boolean): void {
    const state = view.state;
    if (state.phase === "roll_off") { // no die yet: nobody acts before the table is full
      this.controls.replaceChildren(waitingNote());
      return;
    }
    const controls: SVGElement[] = [];
    const turnPlayer = state.players[state.turn];
    const last = this.lastRoll;
    if (last !== undefined && last.seat !== state.turn) {
      const roller = state.players[last.seat];
      if (roller !== undefined) {
        const die = this.die(diePoint(roller.arm, rotation), 0.95, last.value, "last",
          last.seat);
        die.classList.toggle("pc-fresh", last.fresh);
        die.setAttribute("aria-label",
          t("lastRoll", { name: this.context.seatName(last.seat), value: last.value }));
        controls.push(die);
      }
    }
    if (turnPlayer !== undefined) {
      const value = state.roll ?? (last?.seat === state.turn ? last.value : null);
      const die = this.die(diePoint(turnPlayer.arm, rotation), 1.5, value, "current",
        state.turn);
      die.classList.toggle("pc-fresh", state.roll !== null && last?.fresh === true);
      die.classList.toggle("pc-spent", state.roll === null);
      const roll = interactive ? view.legal_moves.find((move) => move.type === "roll")
        : undefined;
      if (roll !== undefined) {
        const reach = px(DIE_REACH / 2);
        die.prepend(s("rect", { class: "pc-hit-area", x: -reach, y: -reach, width: 2 * reach,
          height: 2 * reach }));
        actionable(die, t(value === null ? "roll" : "rollAgain"), () => this.context.play(roll));
        die.classList.add("pc-to-roll");
        die.setAttribute("data-move", JSON.stringify(roll));
      } else {
        die.setAttribute("aria-label", value === null ? t("dieBlank") : t("die", { value }));
      }
      controls.push(die);
    }
    if (interactive) controls.push(...this.horseActions(view, rotation));
    this.controls.replaceChildren(...controls);
  }

  private die(at: Point, size: number, value: number | null, role: string, seat: number):
  SVGGElement {
    const half = px(size / 2);
    const die = s("g", { class: "pc-die", transform: `translate(${px(at.x)} ${px(at.y)})`,
      "data-die": role, "data-seat": seat, "data-value": value ?? "", role: "img" },
    s("rect", { class: "pc-die-face", x: -half, y: -half, width: 2 * half, height: 2 * half,
      rx: half / 4 }));
    if (value === null) {
      die.append(s("text", { class: "pc-die-blank", y: half * 0.32, "text-anchor": "middle" },
        "?"));
    }
    for (const pip of pips(value ?? 0)) {
      die.append(s("circle", { class: "pc-pip", cx: pip.x * half * 1.05, cy: pip.y * half * 1.05,
        r: half * 0.17 }));
    }
    return die;
  }

  private horseActions(view: View, rotation: number): SVGElement[] {
    const state = view.state;
    const mine = view.viewer === null ? undefined : state.players[view.viewer];
    if (mine === undefined || state.roll === null) return [];
    const own = mine.horses.map((horse) => horse.progress);
    const actions: SVGElement[] = [];
    for (const move of view.legal_moves) {
      if (move.type !== "move_horse") continue;
      const horse = mine.horses[move.horse];
      if (horse === undefined) continue;
      const at = this.where(mine, horse, state.home_progress, rotation);
      const target = landing(own, horse.progress, state.roll, state.home_progress);
      // The ring drawn round the horse, in a wider invisible target for a finger.
      const hit = s("g", { class: `pc-${mine.colour}`, "data-move": JSON.stringify(move),
        "data-horse": move.horse, "data-seat": mine.seat },
      s("circle", { class: "pc-hit-area", cx: px(at.x), cy: px(at.y), r: px(HIT_RADIUS) }),
      s("circle", { class: "pc-hit", cx: px(at.x), cy: px(at.y),
        r: px(horse.zone === "home" ? 0.3 : 0.62) }));
      actionable(hit, this.moveLabel(view, mine, horse, target), () => this.context.play(move));
      const ghost = this.over.querySelector(`[data-ghost="${move.horse}"]`);
      const show = (on: boolean) => () => ghost?.classList.toggle("pc-ghost-active", on);
      hit.addEventListener("mouseenter", show(true));
      hit.addEventListener("mouseleave", show(false));
      hit.addEventListener("focus", show(true));
      hit.addEventListener("blur", show(false));
      actions.push(hit);
    }
    return actions;
  }

  private moveLabel(view: View, mine: Player, horse: Horse, target: number | null): string {
    const n = horse.horse + 1;
    if (target === null) return t("horse", { colour: colourName(mine.colour), n });
    const from = horse.progress;
    let label: string;
    if (from < 0) label = t("leave", { n });
    else if (target >= view.state.home_progress) label = t("reachHome", { n });
    else if (target > FOOT) label = t("climb", { n, step: target - FOOT });
    else if (target === FOOT) label = t("toFoot", { n });
    else if (target > from) label = t("forward", { n, ...count(target - from) });
    else label = t("backward", { n, ...count(from - target) });
    const victim = this.victimAt(view, mine, target);
    return victim === undefined ? label : t("capturing", { move: label,
      name: this.context.seatName(victim.player.seat), n: victim.horse.horse + 1 });
  }
}

export const ui: GameUi<"petits-chevaux"> = {
  game: "petits-chevaux",
  mount: (host, context) => new PetitsChevauxBoard(host, context),
  describe,
  breakdown: () => undefined, // a race: no round is scored
  roundScore: () => undefined,
  seatColour: (view, seat) => {
    const colour = view.state.players.find((player) => player.seat === seat)?.colour;
    return colour === undefined ? `var(--seat-${seat})` : `var(--pc-${colour})`;
  },
};

/** Over the centre while seats are open: who starts is rolled for once the table is full. */
function waitingNote(): SVGElement {
  const centre = (GRID * CELL) / 2;
  return s("g", { class: "pc-waiting", "data-testid": "pc-waiting", role: "note" },
    s("rect", { x: centre - 270, y: centre - 40, width: 540, height: 76, rx: 12 }),
    s("text", { x: centre, y: centre - 10, "text-anchor": "middle", class: "pc-waiting-title" },
      t("waitingTitle")),
    s("text", { x: centre, y: centre + 20, "text-anchor": "middle" }, t("waitingRoll")));
}
