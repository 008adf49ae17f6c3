const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = { ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', đ: 'd' };
const undecomposed = (text: string) => text.replace(/[øłæœđ]/g, (c) => UNDECOMPOSED[c] ?? c);

/** URL slug of a German or English title: umlauts spelled out, other accents dropped. */
export function slugify(text: string): string {
  return undecomposed(text.toLowerCase().replace(/[äöüß]/g, (c) => TRANSLITERATION[c] ?? c))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'item';
}

/** Accent-free lowercase key for alphabetical order: "Özdemir", "Emre" → "ozdemir emre". */
export function sortKey(...parts: string[]): string {
  return parts
    .map((part) => undecomposed(part.toLowerCase().replace(/ß/g, 'ss')).normalize('NFKD').replace(/[^a-z0-9]+/g, ''))
    .join(' ');
}
