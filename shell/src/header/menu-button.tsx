import type { RefObject } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useChromeStore } from '../chrome/chrome-store';

interface MenuButtonProps {
  menuId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The burger. It and the slide-in read whether the menu is open themselves: the rest of the header
 * does not render again when it opens.
 */
export function MenuButton({ menuId, buttonRef }: MenuButtonProps) {
  const { t } = useLocaleT('shell');
  const menuOpen = useChromeStore((state) => state.menuOpen);
  return (
    <button
      type="button"
      ref={buttonRef}
      className="sh-header__burger"
      aria-expanded={menuOpen}
      aria-controls={menuId}
      // shown at a tap before the app has hydrated the header (index.html)
      data-opens-early=""
      onClick={() => useChromeStore.getState().setMenuOpen(!menuOpen)}
    >
      {t('header.menu')}
    </button>
  );
}
