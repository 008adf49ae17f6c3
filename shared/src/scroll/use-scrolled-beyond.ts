import { useEffect, useState } from 'react';

/** True while the window is scrolled further down than `px` pixels. */
export function useScrolledBeyond(px: number): boolean {
  const [beyond, setBeyond] = useState(false);
  useEffect(() => {
    const update = () => setBeyond(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return beyond;
}
