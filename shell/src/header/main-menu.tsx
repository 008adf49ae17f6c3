import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

interface MainMenuProps {
  items: MenuItem[];
  /** Called when a link is chosen, so that the mobile menu can close too. */
  onNavigate?: () => void;
}

/**
 * The main menu (spec §2 header and menus): dropdown submenus as disclosure buttons that
 * close on Escape (focus returns to the button), on an outside click and on a link click.
 */
export function MainMenu({ items, onNavigate }: MainMenuProps) {
  const { t } = useLocaleT('shell');
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  useEffect(() => {
    if (open === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return;
    buttonRefs.current.get(open)?.focus();
    setOpen(null);
  };

  const chosen = () => {
    setOpen(null);
    onNavigate?.();
  };

  return (
    <nav className="sh-menu" aria-label={t('header.mainMenu')} ref={navRef} onKeyDown={onKeyDown}>
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
}
