// A game's options as form fields, read from its JSON Schema in the catalog (booleans,
// integers and nullable integers): the lobby's new match and the arena's form.
import { h } from "./dom.js";
import { frenchTypography, lang, t } from "./i18n.js";
import { isRecord, type Schemas } from "./types.js";

export type Options = NonNullable<Schemas["CreateMatch"]["options"]>;

/** An option's label and help in the page's language: the schema's `title` and
 * `description`, or their French in `x-fr` on the French page; without a title, the field's
 * name. */
export function optionWords(key: string, spec: Record<string, unknown>):
{ label: string; help: string } {
  const french = lang() === "fr" && isRecord(spec["x-fr"]) ? spec["x-fr"] : {};
  const text = (field: string) => {
    const value = french[field] ?? spec[field];
    if (typeof value !== "string") return undefined;
    return typeof french[field] === "string" ? frenchTypography(value) : value;
  };
  return { label: text("title") ?? key.replaceAll("_", " "), help: text("description") ?? "" };
}

/** Fields for the options of a game's JSON Schema: booleans, integers and nullable integers
 * (empty: null). Only the values changed from their defaults are sent. */
export function optionsFieldset(game: string, schema: Record<string, unknown>):
{ element: HTMLElement; read(): Options | undefined } {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const readers: (() => [string, boolean | number | null] | undefined)[] = [];
  const fields: HTMLElement[] = [];
  for (const [key, spec] of Object.entries(properties)) {
    if (!isRecord(spec)) continue;
    const id = `${game}-opt-${key}`;
    const { label, help } = optionWords(key, spec);
    if (spec.type === "boolean") {
      const box = h("input", { type: "checkbox", id, checked: spec.default === true,
        "aria-describedby": `${id}-help` });
      readers.push(() => box.checked === (spec.default === true) ? undefined
        : [key, box.checked]);
      fields.push(h("div", { class: "option" }, box, h("label", { for: id }, label),
        h("small", { id: `${id}-help` }, help)));
    } else if (spec.type === "integer" || (Array.isArray(spec.type)
      && spec.type.includes("integer"))) {
      const nullable = Array.isArray(spec.type) && spec.type.includes("null");
      const initial = typeof spec.default === "number" ? String(spec.default) : "";
      const input = h("input", { type: "number", id, step: 1, value: initial,
        min: typeof spec.minimum === "number" ? spec.minimum : undefined,
        max: typeof spec.maximum === "number" ? spec.maximum : undefined,
        required: !nullable, "aria-describedby": `${id}-help` });
      readers.push(() => {
        if (input.value === initial) return undefined;
        if (input.value === "") return nullable ? [key, null] : undefined;
        return [key, Number(input.value)];
      });
      fields.push(h("div", { class: "option" }, h("label", { for: id }, label), input,
        h("small", { id: `${id}-help` }, help)));
    }
  }
  const element = h("details", { class: "options" }, h("summary", {}, t("options")), ...fields);
  return {
    element,
    read() {
      const changed = readers.map((reader) => reader())
        .filter((entry): entry is [string, boolean | number | null] => entry !== undefined);
      if (changed.length === 0) return undefined;
      const options: Options = Object.fromEntries(changed);
      return options;
    },
  };
}
