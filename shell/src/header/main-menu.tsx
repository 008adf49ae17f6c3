import { memo, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useOutsidePointer } from '../chrome/use-outside-pointer';

interface MainMenuProps {
  items: MenuItem[];
  /** Called when a link is chosen, so that the mobile menu can close too. */
  onNavigate?: () => void;
  /** The landmark's name; the slide-in's primary menu needs its own. */
  label?: string;
  /** Dropdowns on the desktop bar, an accordion in the slide-in navigation. */
  variant?: 'dropdown' | 'accordion';
}

/**
 * The main menu (spec §2 header and menus): dropdown submenus as disclosure buttons that
 * close on Escape (focus returns to the button), on an outside click and on a link click.
 * Kept as it is when the slide-in around it opens or closes.
 */
export const MainMenu = memo(function MainMenu({ items, onNavigate, label, variant = 'dropdown' }: MainMenuProps) {
  const { t } = useLocaleT('shell');
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  const closeSubmenu = useCallback(() => setOpen(null), []);
  useOutsidePointer([navRef], open !== null, closeSubmenu);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    // Only the submenu closes; the slide-in around it stays open for the next Escape.
    event.stopPropagation();
    buttonRefs.current.get(open)?.focus();
    setOpen(null);
  };

  const chosen = () => {
    setOpen(null);
    onNavigate?.();
  };

  return (
    <nav className={`sh-menu sh-menu--${variant}`} aria-label={label ?? t('header.mainMenu')} ref={navRef} onKeyDown={onKeyDown}>
      <ul className="sh-menu__list">
        {items.map((item, index) => {
          const submenuId = `${baseId}-sub-${index}`;
          const expanded = open === index;
          return (
            <li key={`${item.url}-${index}`} className="sh-menu__item">
              <Link href={item.url} className="sh-menu__link" onClick={chosen}>
                {item.menu_name}
              </Link>
              {item.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="sh-menu__toggle"
                    aria-expanded={expanded}
                    aria-controls={submenuId}
                    ref={(element) => {
                      if (element) buttonRefs.current.set(index, element);
                      else buttonRefs.current.delete(index);
                    }}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span className="fs-visually-hidden">{t('header.submenu', { name: item.menu_name })}</span>
                    <span aria-hidden="true" className="sh-menu__chevron" />
                  </button>
                  <ul id={submenuId} className="sh-menu__submenu" hidden={!expanded}>
                    {item.children.map((child, childIndex) => (
                      <li key={`${child.url}-${childIndex}`}>
                        <Link href={child.url} className="sh-menu__sublink" onClick={chosen}>
                          {child.menu_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
