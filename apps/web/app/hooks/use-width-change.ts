import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when the viewport width changes while `active` (spec doc 3 §4: the menus
 * close on resize). Height changes are ignored, so a phone's on-screen keyboard does not count.
 */
export function useWidthChange(active: boolean, onChange: () => void): void {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (!active) return;
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      callback.current();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [active]);
}
