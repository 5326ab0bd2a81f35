import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a table fits the box it sits in without scrolling sideways. The lists show a table
 * where it fits and cards where it does not, so no column hides behind another or past the edge
 * (issue 10). Measured rather than guessed from the window: a long e-mail address, longer
 * headers in Bangla or 200% zoom switch to cards by themselves.
 *
 * Give `boxRef` to the element that holds the table or the cards and `tableRef` to the table.
 * Once cards show, the table comes back when the box is as wide as the table last needed.
 */
export function useFitsWidth<Box extends HTMLElement = HTMLElement>() {
  const boxRef = useRef<Box>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [needed, setNeeded] = useState(0);
  const [boxWidth, setBoxWidth] = useState(Number.POSITIVE_INFINITY);
  const fits = boxWidth >= needed;

  // A layout effect, so a table that does not fit is swapped for cards before it is painted.
  // Runs again when the table comes or goes, to watch the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fits` changing swaps the elements watched.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const table = tableRef.current;
      setBoxWidth(box.clientWidth);
      if (table && table.offsetWidth > box.clientWidth) setNeeded(table.offsetWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (tableRef.current) observer.observe(tableRef.current);
    return () => observer.disconnect();
  }, [fits]);

  return { boxRef, tableRef, fits };
}
