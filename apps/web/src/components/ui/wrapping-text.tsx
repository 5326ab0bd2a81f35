import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * `text` with a line-break opportunity (`<wbr>`) after each character of `after`, and none
 * elsewhere: `break-normal` undoes a `break-all` or `break-words` around it. Copying the text
 * copies it whole; `<wbr>` adds no character.
 */
function breakAfter(text: string, after: RegExp): ReactNode[] {
  const nodes: ReactNode[] = [];
  let part = '';
  let at = 0;
  for (const char of text) {
    part += char;
    at += char.length;
    if (after.test(char) && at < text.length) {
      nodes.push(part, <wbr key={at} />);
      part = '';
    }
  }
  nodes.push(part);
  return nodes;
}

/**
 * A transaction ID (or another hyphenated code), in mono unless `mono` is false: a line may end
 * only after one of its hyphens, "DPMS-EMW2F5BS0-" then "796FAD08", never inside a part
 * ("…796FAD0" then "8").
 */
export function Identifier({
  value,
  mono = true,
  className,
}: {
  value: string;
  mono?: boolean;
  className?: string;
}) {
  return <span className={cn(mono && 'font-mono', 'break-normal', className)}>{breakAfter(value, /-/)}</span>;
}

/** An e-mail address that wraps after its "@", dots, hyphens and underscores, never inside a word. */
export function EmailText({ value, className }: { value: string; className?: string }) {
  return <span className={cn('break-normal', className)}>{breakAfter(value, /[@._-]/)}</span>;
}
