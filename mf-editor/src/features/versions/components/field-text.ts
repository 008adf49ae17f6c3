import { diffWords } from 'diff';

/** A stored field value as a reader sees it: rich text without its markup, lists and objects as JSON, nothing as ''. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    if (!/<[a-z][^>]*>/i.test(value)) return value;
    const body = new DOMParser().parseFromString(value, 'text/html').body;
    // paragraphs and list items end a line, so words of two blocks do not run together
    body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, br').forEach((block) => block.append('\n'));
    return (body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** The words of `before` and `after` in order, each kept, removed or added. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text: part.value }));
}
