import { createContext, useContext } from 'react';

/** Where a section's columns start to sit side by side (section.css); below it each is full width. */
const COLUMNS_FROM = '(min-width: 48em)';

/** The share of the page's width the column a module sits in takes on wide screens (1 outside sections). */
export const ColumnFraction = createContext(1);

function scaled(length: string, fraction: number): string {
  const match = /^(\d+(?:\.\d+)?)(rem|em|vw|px)$/.exec(length.trim());
  if (!match) return `calc(${length.trim()} * ${fraction})`;
  return `${Math.round(Number(match[1]) * fraction * 100) / 100}${match[2]}`;
}

/**
 * An image's `sizes` drawn in a column taking `fraction` of the width: every wide-screen entry
 * shrinks by it, and from the column breakpoint on the fallback does too, so a picture in a
 * 50 % column does not fetch the file for the full width.
 */
export function sizesInColumn(sizes: string, fraction: number): string {
  if (fraction >= 1) return sizes;
  const entries = sizes.split(',').map((entry) => entry.trim());
  const fallback = entries.pop() ?? '100vw';
  const wide = entries.map((entry) => {
    const match = /^(\(.*\))\s+(\S+)$/.exec(entry);
    return match ? `${match[1]} ${scaled(match[2] as string, fraction)}` : entry;
  });
  const fromColumns = wide.some((entry) => entry.startsWith(COLUMNS_FROM)) ? [] : [`${COLUMNS_FROM} ${scaled(fallback, fraction)}`];
  return [...wide, ...fromColumns, fallback].join(', ');
}

/** `sizes` for an image of a module, following the column the module sits in. */
export function useColumnSizes(sizes: string): string {
  return sizesInColumn(sizes, useContext(ColumnFraction));
}
