/**
 * German-aware folding shared by the index and the query (both databases match folded
 * text only). A query is folded one way: lowercase, ß → ss, diacritics dropped
 * ("Müller" → "muller"). Indexed words with an umlaut are stored in both spellings
 * ("muller mueller"), so "muller", "mueller" and "müller" all find "Müller", and
 * "strasse" finds "Straße".
 */

const UMLAUT_DIGRAPHS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };
const WORD = /[\p{L}\p{N}]+/gu;

function dropDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/** The query-side fold of one word (or any text). */
export function foldWord(word: string): string {
  return dropDiacritics(word.toLowerCase().replace(/ß/g, 'ss').replace(/ẞ/g, 'ss'));
}

/** The umlaut-digraph spelling of a word ("müller" → "mueller"), or null when it has no umlaut. */
export function digraphWord(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/[äöü]/.test(lower)) return null;
  return foldWord(lower.replace(/[äöü]/g, (umlaut) => UMLAUT_DIGRAPHS[umlaut] ?? umlaut));
}

/** The words of a text, in order. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Index-side fold: every word folded, umlaut words followed by their digraph spelling. */
export function foldForIndex(text: string): string {
  return words(text)
    .map((word) => {
      const alt = digraphWord(word);
      return alt ? `${foldWord(word)} ${alt}` : foldWord(word);
    })
    .join(' ');
}

/** The searchable tokens of a query, folded; at most 10 so a pasted paragraph stays cheap. */
export function queryTokens(query: string): string[] {
  return words(foldWord(query)).slice(0, 10);
}

function matchesToken(word: string, tokens: string[]): boolean {
  const forms = [foldWord(word), digraphWord(word)].filter((form): form is string => form !== null);
  return forms.some((form) => tokens.some((token) => form.startsWith(token)));
}

/** A plain-text excerpt around the first word that matches the query, with ellipses where cut. */
export function snippet(text: string, tokens: string[], size = 30): string {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length <= size) return parts.join(' ');
  const hit = parts.findIndex((part) => words(part).some((word) => matchesToken(word, tokens)));
  let start = hit < 0 ? 0 : Math.max(0, Math.min(hit - Math.floor(size / 4), parts.length - size));
  // Prefer to begin at a sentence start between the window start and the hit.
  const sentenceEnd = parts.slice(start, Math.max(start, hit)).findLastIndex((part) => /[.!?]$/.test(part));
  if (sentenceEnd >= 0) start += sentenceEnd + 1;
  const excerpt = parts.slice(start, start + size).join(' ');
  return `${start > 0 ? '… ' : ''}${excerpt}${start + size < parts.length ? ' …' : ''}`;
}

/** Plain text of stored rich text: tags removed, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
