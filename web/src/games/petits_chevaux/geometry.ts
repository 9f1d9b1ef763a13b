// Petits Chevaux: where things are on the cross (in cells of a 15×15 grid), and where a horse
// would land (the engine's arrival rules, so the board can show a move's destination).
// Arm 0 is drawn on top, the others follow clockwise; the whole board then turns so that the
// viewer's arm comes at the bottom.

export const GRID = 15;
export const TRACK_SQUARES = 56;
export const ARM_SQUARES = 14;
export const FOOT = 55; // progress of the foot of the staircase
export const STABLE = -1;
export const ARM_COLOURS = ["jaune", "bleu", "rouge", "vert"] as const;
export type Colour = (typeof ARM_COLOURS)[number];

export interface Point {
  x: number;
  y: number;
}

const centre = (col: number, row: number): Point => ({ x: col + 0.5, y: row + 0.5 });

/** One clockwise quarter turn about the middle of the grid, `quarters` times. */
export function turn(point: Point, quarters: number): Point {
  let { x, y } = point;
  for (let i = 0; i < ((quarters % 4) + 4) % 4; i++) [x, y] = [GRID - y, x];
  return { x, y };
}

// Arm 0's 14 squares, from the tip of its arm (the foot of its staircase), down the right side
// of the arm, round the corner of the centre, along the top of the next arm to its tip.
const ARM_TRACK: Point[] = [
  centre(7, 0), centre(8, 0),
  ...[1, 2, 3, 4, 5].map((row) => centre(8, row)),
  centre(8, 6),
  ...[9, 10, 11, 12, 13].map((col) => centre(col, 6)),
  centre(14, 6),
];

/** The centre of an absolute track square (0..55). */
export function squarePoint(square: number, rotation: number): Point {
  const arm = Math.floor(square / ARM_SQUARES);
  const offset = square % ARM_SQUARES;
  return turn(ARM_TRACK[offset] ?? centre(7, 0), arm + rotation);
}

/** The centre of step `step` (1..6) of an arm's staircase, from its foot to the centre. */
export function stepPoint(arm: number, step: number, rotation: number): Point {
  return turn(centre(7, step), arm + rotation);
}

/** Where a horse home in the centre stands: in its colour's wedge, alone or two by two. */
export function homePoint(arm: number, horse: number, horses: number, extraStep: boolean,
  rotation: number): Point {
  if (horses === 1) return turn({ x: 7.5, y: extraStep ? 7.2 : 6.6 }, arm + rotation);
  const top = extraStep ? 7.12 : 6.3;
  return turn({ x: 7.5 + ((horse % 2) - 0.5) * 0.4, y: top + Math.floor(horse / 2) * 0.38 },
    arm + rotation);
}

/** How big a horse home is drawn: its wedge is shared by its player's horses. */
export function homeScale(horses: number, extraStep: boolean): number {
  return horses === 1 && !extraStep ? 0.85 : 0.5;
}

/** The top-left corner of an arm's stable: the 6×6 corner beside its start square. */
export function stableCorner(arm: number, rotation: number): Point {
  const a = turn({ x: 9, y: 0 }, arm + rotation);
  const b = turn({ x: 15, y: 6 }, arm + rotation);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) };
}

/** A stable's horse slots, in a row along its lower part (drawn upright whatever the turn). */
export function stablePoint(arm: number, horse: number, horses: number, rotation: number):
Point {
  const corner = stableCorner(arm, rotation);
  return { x: corner.x + 3 + (horse - (horses - 1) / 2) * 1.25, y: corner.y + 4.55 };
}

/** The centre of the die in an arm's stable. */
export function diePoint(arm: number, rotation: number): Point {
  const corner = stableCorner(arm, rotation);
  return { x: corner.x + 3, y: corner.y + 2.65 };
}

/** The absolute square of a horse at `progress` on the track of `arm`, or null off it. */
export function squareOf(arm: number, progress: number): number | null {
  if (progress < 0 || progress > FOOT) return null;
  return (ARM_SQUARES * arm + 1 + progress) % TRACK_SQUARES;
}

/** Where a horse at `progress`, among its player's horses `own`, ends with `roll`, or null
 * when that use of the roll is not legal: the engine's rule (leave on a 6 unless the start is
 * taken, bounce at the foot, stop behind one's own horses, climb with the exact roll). */
export function landing(own: readonly number[], progress: number, roll: number, home: number):
number | null {
  if (progress === STABLE) return roll === 6 && !own.includes(0) ? 0 : null;
  if (progress < FOOT) {
    let target = progress + roll;
    if (target > FOOT) target = 2 * FOOT - target;
    while (own.includes(target) && target !== progress) target -= 1;
    return target === progress ? null : target;
  }
  if (progress >= home) return null;
  const step = progress - FOOT;
  if (roll !== Math.min(step + 1, 6)) return null;
  const target = progress + 1;
  return target === home || !own.includes(target) ? target : null;
}

/** Pips of a die face, in a unit square (-1..1). */
export function pips(value: number): Point[] {
  const c = 0;
  const n = -0.5;
  const f = 0.5;
  const faces: Record<number, [number, number][]> = {
    1: [[c, c]],
    2: [[n, n], [f, f]],
    3: [[n, n], [c, c], [f, f]],
    4: [[n, n], [f, n], [n, f], [f, f]],
    5: [[n, n], [f, n], [c, c], [n, f], [f, f]],
    6: [[n, n], [f, n], [n, c], [f, c], [n, f], [f, f]],
  };
  return (faces[value] ?? []).map(([x, y]) => ({ x, y }));
}
