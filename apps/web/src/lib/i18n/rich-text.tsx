import { Fragment, type ReactNode } from 'react';
import type { MessageId, Translate } from './i18n.ts';

const MARK = '\u{E000}';

/**
 * A message with elements inside it ("If <b>{email}</b> has an account..."): each of `elements`
 * fills the placeholder of its name, wherever the language puts it in the sentence.
 */
export function richText(
  t: Translate,
  id: MessageId,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const marked = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  // Odd parts are placeholder names, even parts the text between them.
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move.
      <Fragment key={index}>{elements[part]}</Fragment>
    ) : (
      part
    ),
  );
}
