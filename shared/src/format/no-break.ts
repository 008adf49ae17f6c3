/** Joins a number to its unit ("8,50 €", "19:30 Uhr"): a line never breaks between the two. */
export const NO_BREAK_SPACE = '\u00a0';
