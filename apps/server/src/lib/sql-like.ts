/** A `LIKE` pattern that finds `text` anywhere: `%`, `_` and `\` typed by a person are letters, not wildcards. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
