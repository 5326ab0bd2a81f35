import { ANNOUNCEMENT_EXCERPT_WORDS } from '@dpms/shared/constants';

/**
 * The start of an announcement for its card: the first 25 words (SPEC section 9), followed by an
 * ellipsis when there were more. Whitespace runs and line breaks count as one space.
 */
export function excerpt(text: string, words: number = ANNOUNCEMENT_EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  return `${all.slice(0, words).join(' ')}...`;
}
