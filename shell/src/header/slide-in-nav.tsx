import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { FooterLink, MenuItem } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useScrollLock } from '../chrome/scroll-lock';
import { useOutsidePointer } from '../chrome/use-outside-pointer';
import { AccountLink } from './account-link';
import { FavoritesMenu } from './favorites-menu';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { OpeningHoursLine } from './opening-hours-line';

interface SlideInNavProps {
  id: string;
  open: boolean;
  primary: MenuItem[];
  secondary: FooterLink[];
  onClose: () => void;
  /** The burger: outside clicks on it are its own toggle, and focus returns to it on Escape. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The burger's slide-in (spec §2): primary menu with accordion submenus and a secondary menu,
 * on phones also account, favorites, language and today's opening hours.
 * Closes on Escape, an outside click and a chosen link; the page behind does not scroll.
 */
export function SlideInNav({ id, open, primary, secondary, onClose, toggleRef }: SlideInNavProps) {
  const { t } = useLocaleT('shell');
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useOutsidePointer([panelRef, toggleRef], open, onClose);
  // Focus moves to the first menu link when the panel opens, or when the menu arrives after it
  // opened (a slow network), unless the visitor has already moved on inside the panel.
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusedFirst = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedFirst.current = false;
      return;
    }
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('.sh-menu a[href]');
    if (!panel || !first || focusedFirst.current) return;
    const active = document.activeElement;
    const stillAtStart = !panel.contains(active) || active === closeRef.current;
    focusedFirst.current = true;
    if (stillAtStart) first.focus();
  }, [open, primary]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    onClose();
    toggleRef.current?.focus();
  };

  return (
    <div id={id} ref={panelRef} className={`sh-slide-in${open ? ' sh-slide-in--open' : ''}`} hidden={!open} onKeyDown={onKeyDown}>
      <button
        ref={closeRef}
        type="button"
        className="sh-slide-in__close"
        onClick={() => {
          onClose();
          toggleRef.current?.focus();
        }}
      >
        {t('header.closeMenu')}
      </button>
      {/* Phones have no room in the header row for these (header.css); loaded when opened. */}
      {open && (
        <div className="sh-slide-in__small">
          <div className="sh-slide-in__small-row">
            <AccountLink />
            <FavoritesMenu />
            <LanguageSwitch />
          </div>
          <OpeningHoursLine />
        </div>
      )}
      <MainMenu items={primary} onNavigate={onClose} label={t('header.primaryMenu')} variant="accordion" />
      {secondary.length > 0 && (
        <nav aria-label={t('header.secondaryMenu')} className="sh-slide-in__secondary">
          <ul>
            {secondary.map((link) => (
              <li key={`${link.url}-${link.title}`}>
                <Link href={link.url} onClick={onClose}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
