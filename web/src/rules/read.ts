// What the rules panel reads of a match's options (its view's resolved options, or the
// catalog's defaults in the lobby), and the pieces every game's panel is made of.
import { h } from "../dom.js";
import { isRecord } from "../types.js";

export type Options = Record<string, unknown>;

export function integer(options: Options, key: string): number | null {
  const value = options[key];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

export function flag(options: Options, key: string): boolean {
  return options[key] === true;
}

/** A table of integers (Royal Turf's payouts): rows of numbers, or empty. */
export function grid(options: Options, key: string): number[][] {
  const value = options[key];
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is unknown[] => Array.isArray(row))
    .map((row) => row.filter((cell): cell is number => typeof cell === "number"));
}

/** The catalog's defaults of a game's options schema, as a match would resolve them. */
export function defaultsOf(schema: Record<string, unknown>): Options {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.fromEntries(Object.entries(properties)
    .map(([key, spec]) => [key, isRecord(spec) ? spec.default : undefined]));
}

/** A titled part of the panel. */
export function part(title: string, ...body: (Node | string)[]): HTMLElement {
  return h("section", { class: "rules-part" }, h("h3", {}, title), ...body);
}

export function list(items: (Node | string)[], ordered = false): HTMLElement {
  const entries = items.map((item) => h("li", {}, item));
  return ordered ? h("ol", {}, ...entries) : h("ul", {}, ...entries);
}

export { formatSigned as signed } from "../i18n.js";
