import { isLinkTarget } from '@festival/shared/validation/module-rules';

/**
 * The rich text of spec §5 as markup: paragraphs, bold, italic, links (optionally to a new
 * window), lists and, where the module allows them, headings h2–h6. Everything else is unwrapped
 * to its text: what Word, Google Docs and lexical itself add (classes, styles, spans, <o:p>,
 * comments, the docs-internal-guid wrapper). The api cleans again on save; this keeps what the
 * editor shows equal to what is stored.
 */
export interface RichHtmlOptions {
  headings: boolean;
}

const DROP_WITH_CONTENT = new Set(['script', 'style', 'meta', 'title', 'link', 'template', 'iframe', 'object', 'noscript', 'svg', 'img']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const KEPT = new Set(['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br']);
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'li', 'table', 'blockquote', ...HEADINGS]);

/** What an element stands for once cleaned: a kept tag, or null to keep only its children. */
function targetTag(element: Element, options: RichHtmlOptions): string | null {
  const tag = element.localName;
  const style = element.getAttribute('style') ?? '';
  const weight = /font-weight\s*:\s*(\w+)/i.exec(style)?.[1];
  const bold = weight === 'bold' || (weight !== undefined && Number(weight) >= 600);
  const normalWeight = weight === 'normal' || (weight !== undefined && Number(weight) < 600);
  if (tag === 'b' || tag === 'strong') return normalWeight ? null : 'strong';
  if (tag === 'i' || tag === 'em') return /font-style\s*:\s*normal/i.test(style) ? null : 'em';
  if (tag === 'span') {
    if (bold) return 'strong';
    if (/font-style\s*:\s*italic/i.test(style)) return 'em';
    return null;
  }
  if (HEADINGS.has(tag)) return options.headings ? (tag === 'h1' ? 'h2' : tag) : 'p';
  if (tag === 'div' || tag === 'blockquote') return [...element.children].some((child) => BLOCKS.has(child.localName)) ? null : 'p';
  return KEPT.has(tag) ? tag : null;
}

function cleanLink(source: Element, target: Element): void {
  const href = source.getAttribute('href')?.trim() ?? '';
  if (href && isLinkTarget(href)) target.setAttribute('href', href);
  if (source.getAttribute('target') === '_blank') {
    target.setAttribute('target', '_blank');
    target.setAttribute('rel', 'noopener noreferrer');
  }
}

function cleanChildren(source: Node, target: Node, options: RichHtmlOptions, open: Set<string>, doc: Document): void {
  for (const child of [...source.childNodes]) {
    if (child.nodeType === child.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== child.ELEMENT_NODE) continue; // comments, Word's conditional blocks
    const element = child as Element;
    if (DROP_WITH_CONTENT.has(element.localName)) continue;
    const tag = targetTag(element, options);
    // the same inline format inside itself adds nothing (lexical writes <b><strong>…)
    if (!tag || ((tag === 'strong' || tag === 'em' || tag === 'a') && open.has(tag))) {
      cleanChildren(element, target, options, open, doc);
      continue;
    }
    const cleaned = doc.createElement(tag);
    if (tag === 'a') cleanLink(element, cleaned);
    cleanChildren(element, cleaned, options, new Set([...open, tag]), doc);
    const empty = tag !== 'br' && cleaned.childNodes.length === 0;
    if (!empty || tag === 'p') target.appendChild(cleaned);
  }
}

/** Rich text cleaned to the allowed markup; empty paragraphs at the end dropped. */
export function cleanRichHtml(html: string, options: RichHtmlOptions): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  cleanChildren(doc.body, out, options, new Set(), doc);
  while (out.lastElementChild?.localName === 'p' && !out.lastElementChild.textContent?.trim() && out.lastElementChild.children.length === 0) {
    out.lastElementChild.remove();
  }
  return out.innerHTML;
}
