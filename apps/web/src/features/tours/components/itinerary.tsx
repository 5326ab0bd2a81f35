import { useMemo } from 'react';
import { cn } from '@/lib/cn.ts';
import { parseItinerary } from '../itinerary.ts';

/** The itinerary as a timeline: each "Day N. title" a bold heading, other lines as paragraphs. */
export function Itinerary({ text, className }: { text: string; className?: string }) {
  const lines = useMemo(() => parseItinerary(text), [text]);

  return (
    <ol className={cn('relative space-y-4 border-l-2 border-brand-100 pl-5', className)}>
      {lines.map((line, index) =>
        line.kind === 'day' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place.
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
            />
            <h3 className="font-bold leading-relaxed text-ink">
              <span className="text-brand-700">{line.day}</span>
              {line.title && ` ${line.title}`}
            </h3>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place.
          <li key={index}>
            <p className="leading-relaxed text-ink-muted">{line.text}</p>
          </li>
        ),
      )}
    </ol>
  );
}
