import { useEffect, useState, type RefObject } from 'react';
import { isVisibleEnough, VISIBLE_THRESHOLD } from './autoplay-rules';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (follows changes); false where the browser cannot say. */
export function usePrefersReducedMotion(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  const [reduced, setReduced] = useState(query?.matches ?? false);
  useEffect(() => {
    if (query === null) return;
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
    // One query per mount is enough: its `matches` follows the system setting.
  }, []);
  return reduced;
}

/** Whether at least half of the element is in view (IntersectionObserver at 0.5): false until the observer first says; true where the browser cannot say. */
export function useVisibleEnough(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setVisible(isVisibleEnough(last.intersectionRatio));
      },
      { threshold: [0, VISIBLE_THRESHOLD, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
