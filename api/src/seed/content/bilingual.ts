import type { Locale } from '@festival/shared/i18n/locales';

/** A text in both languages inside a seed tree; localise() replaces it with one of them. */
export class Text {
  constructor(readonly de: string, readonly en: string) {}
}

export const l = (de: string, en: string): Text => new Text(de, en);
/** The same text in both languages (names, addresses, codes). */
export const same = (text: string): Text => new Text(text, text);

export type Tree = string | number | boolean | null | Text | Tree[] | { [key: string]: Tree };

export function localise(tree: Tree, locale: Locale): unknown {
  if (tree instanceof Text) return tree[locale];
  if (Array.isArray(tree)) return tree.map((item) => localise(item, locale));
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, localise(value, locale)]));
  }
  return tree;
}

/** Both languages' JSON of a seed tree, for the *_de/*_en column pairs. */
export function jsonPair(tree: Tree): { de: string; en: string } {
  return { de: JSON.stringify(localise(tree, 'de')), en: JSON.stringify(localise(tree, 'en')) };
}

/** Rich text from paragraphs: each Text becomes a <p> in its language. */
export function paragraphs(...items: Text[]): Text {
  return new Text(items.map((item) => `<p>${item.de}</p>`).join(''), items.map((item) => `<p>${item.en}</p>`).join(''));
}
