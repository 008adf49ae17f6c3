import { memo, useEffect, useRef, type RefObject } from 'react';
import type { FooterLink, MenuItem } from '@festival/shared/api-schemas/content';
import { useTabTrap } from '@festival/shared/focus/use-tab-trap';
import { inertOutside } from '@festival/shared/focus/inert-outside';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { afterNextPaint } from '../chrome/after-next-paint';
import { useChromeStore } from '../chrome/chrome-store';
import { useReadyWhenIdle } from '@festival/shared/idle/use-ready-when-idle';
import { useScrollLock } from '../chrome/scroll-lock';
import { useDesktop } from '../chrome/use-desktop';
import { useOutsidePointer } from '../chrome/use-outside-pointer';
import { AccountLink } from './account-link';
import { FavoritesMenu } from './favorites-menu';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { OpeningHoursLine } from './opening-hours-line';

const FIRST_LINK = '.sh-menu a[href]';

/** Account, favorites, language and opening hours, for phones; not drawn again when the menu opens or closes. */
const PhoneExtras = memo(function PhoneExtras() {
  return (
    <div className="sh-slide-in__small">
      <div className="sh-slide-in__small-row">
        <AccountLink />
        <FavoritesMenu />
        <LanguageSwitch />
      </div>
      <OpeningHoursLine />
    </div>
  );
});

interface SlideInNavProps {
  id: string;
  primary: MenuItem[];
  secondary: FooterLink[];
  onClose: () => void;
  /** The burger: outside clicks on it are its own toggle, and focus returns to it on Escape and on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The burger's slide-in (spec §2): primary menu with accordion submenus and a secondary menu,
 * on phones also account, favorites, language and today's opening hours.
 * While open it is modal (architecture: dialogs with focus trap and Escape): Tab stays inside,
 * the page behind is inert and does not scroll, and Escape closes it wherever the focus is, as
 * its close button does, with focus back on the burger. An outside click and a chosen link
 * close it too.
 */
export function SlideInNav({ id, primary, secondary, onClose, toggleRef }: SlideInNavProps) {
  const { t } = useLocaleT('shell');
  const open = useChromeStore((state) => state.menuOpen);
  // Drawn, invisible, once the page has loaded and is idle (header.css): opening it then only shows it.
  const ready = useReadyWhenIdle();
  const desktop = useDesktop();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useOutsidePointer([panelRef, toggleRef], open, onClose);
  useTabTrap(panelRef, open);
  // Focus moves to the first menu link when the panel opens, or when the menu arrives after it
  // opened (a slow network), unless the visitor has already moved on inside the panel. It moves
  // once the open panel has been painted: the tap is answered without waiting for it.
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusedFirst = useRef(false);
  useEffect(() => {
    if (!open) {
      focusedFirst.current = false;
      return undefined;
    }
    const panel = panelRef.current;
    if (!panel || focusedFirst.current || !panel.querySelector(FIRST_LINK)) return undefined;
    return afterNextPaint(() => {
      const first = panel.querySelector<HTMLElement>(FIRST_LINK);
      if (!first) return;
      const active = document.activeElement;
      focusedFirst.current = true;
      if (!panel.contains(active) || active === closeRef.current) first.focus();
    });
  }, [open, primary]);

  // Set by Escape and the close button: focus goes back to the burger once it is no longer inert.
  const returnFocus = useRef(false);
  useEffect(() => {
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    if (!open || !panel) return undefined;
    let restore: (() => void) | undefined;
    const cancelInert = afterNextPaint(() => {
      restore = inertOutside(panel);
    });
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocus.current = true;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelInert();
      restore?.();
      if (returnFocus.current) toggle?.focus();
      returnFocus.current = false;
    };
  }, [open, onClose, toggleRef]);

  return (
    <div
      id={id}
      ref={panelRef}
      className={`sh-slide-in${open ? ' sh-slide-in--open' : ''}${ready ? ' sh-slide-in--ready' : ''}`}
      hidden={!open && !ready}
    >
      <button
        ref={closeRef}
        type="button"
        className="sh-slide-in__close"
        // hides the menu shown at a tap before the app had started (index.html)
        data-closes-early=""
        onClick={() => {
          returnFocus.current = true;
          onClose();
        }}
      >
        {t('header.closeMenu')}
      </button>
      {/* Phones have no room in the header row for these (header.css); drawn when idle or opened. */}
      {(open || (ready && !desktop)) && <PhoneExtras />}
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
