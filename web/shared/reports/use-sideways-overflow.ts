import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a box's content is wider than the box (a report table in its
 * scroller, issue 34): measured after each render that changes `content` and
 * whenever the box or the window is resized. False until measured (and where
 * nothing is laid out, as in jsdom, unless a test gives the sizes).
 */
export function useSidewaysOverflow<Box extends HTMLElement>(content: unknown) {
  const ref = useRef<Box | null>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    // One pixel of rounding is not "more columns".
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    const table = box.firstElementChild;
    if (table) observer?.observe(table);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [content]);
  return { ref, overflows };
}
