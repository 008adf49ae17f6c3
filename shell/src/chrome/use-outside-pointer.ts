import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a pointer pressed outside every given element calls `onOutside` (spec §2:
 * menus and dropdowns close on an outside click).
 */
export function useOutsidePointer(refs: ReadonlyArray<RefObject<HTMLElement | null>>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!refs.some((ref) => ref.current?.contains(target))) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each call site passes the same number of ref objects, so the list keeps its length
  }, [active, onOutside, ...refs]);
}
