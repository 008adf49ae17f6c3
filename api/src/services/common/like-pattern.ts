/** A LIKE pattern (with `escape '\'`) matching text that contains `text`: its `%`, `_` and `\` match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
