import { useEffect, useState } from 'react';
import { screenLevel } from '../utils/validate';

/** Spec §2 screen level (3 ≥1200, 2 ≥992, 1 ≥768, else 0), following window resizes. */
export function useScreenLevel(): 0 | 1 | 2 | 3 {
  const [level, setLevel] = useState(() => screenLevel(window.innerWidth));
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setLevel(screenLevel(window.innerWidth)));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return level;
}
