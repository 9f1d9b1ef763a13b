// A list read from the API a page at a time: the first page, then "More" for the next one
// (the cursor scheme of the API's lists: pass `next_cursor` back as `cursor`).
import { button, h } from "./dom.js";
import { t } from "./i18n.js";

export interface Page<T> {
  items: T[];
  next: string | null | undefined;
}

export interface Pager {
  list: HTMLElement;
  more: HTMLButtonElement;
  empty: HTMLElement;
  /** Reads the first page again. */
  refresh: () => void;
}

export function pager<T>(read: (cursor: string | undefined) => Promise<Page<T>>,
  item: (value: T) => Node, emptyText: string, failed: (error: unknown) => void,
  list: HTMLElement = h("ul")): Pager {
  const more = button(t("more"), () => readPage(false), { class: "secondary", hidden: true });
  const empty = h("p", { hidden: true }, emptyText);
  let cursor: string | undefined;
  const readPage = (first: boolean) => {
    read(first ? undefined : cursor).then((page) => {
      if (first) list.replaceChildren();
      list.append(...page.items.map(item));
      cursor = page.next ?? undefined;
      more.hidden = cursor === undefined;
      empty.hidden = list.children.length > 0;
    }, failed);
  };
  readPage(true);
  return { list, more, empty, refresh: () => readPage(true) };
}
