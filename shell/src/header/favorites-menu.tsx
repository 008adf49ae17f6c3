import { useId } from 'react';
import { formatDateTime } from '@festival/shared/format/dates';
import { NO_FAVORITES, useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { HeartIcon } from '@festival/shared/ui/favorite-button';
import { Link } from '@festival/shared/ui/link';
import { useDropdown } from '../chrome/use-dropdown';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';
import './favorites-menu.css';

/**
 * Spec §1 top navigation: the favorites entry. A button with the count opens a panel listing
 * the marked items, each linked and removable; Escape or a click outside closes it.
 */
export function FavoritesMenu() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const stored = useFavoritesStore((state) => state.items);
  // Kept in this browser's storage: the server knows none, so hydration starts without them,
  // and the menu renders again right after it only when there are some.
  const items = useClientValue(() => stored.length > 0, false) ? stored : NO_FAVORITES;
  const { open, close, rootRef, buttonRef, onKeyDown, toggle } = useDropdown();
  const panelId = useId();
  const titleId = useId();

  const remove = (id: string, index: number) => {
    useFavoritesStore.getState().remove(id);
    // Focus must not fall to the page when its button disappears: the next entry, or the toggle.
    requestAnimationFrame(() => {
      const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>('.sh-favorites__remove');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? buttonRef.current)?.focus();
    });
  };

  return (
    <div className="sh-favorites" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={buttonRef}
        className="sh-favorites__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <HeartIcon filled={items.length > 0} />
        <span className="fs-visually-hidden">{t('favorites.label')}</span>
        <span className="sh-favorites__count">{items.length}</span>
      </button>
      <div id={panelId} className="sh-favorites__panel" role="region" aria-labelledby={titleId} hidden={!open}>
        <h2 id={titleId} className="sh-favorites__title">
          {t('favorites.label')}
        </h2>
        {/* Drawn while open only: marking a favourite on the page then changes the count and nothing else. */}
        {!open ? null : items.length === 0 ? (
          <p className="sh-favorites__empty">{t('favorites.empty')}</p>
        ) : (
          <ul className="sh-favorites__list">
            {items.map((item, index) => (
              <li key={item.id} className="sh-favorites__item">
                <Link href={item.url} onClick={close} className="sh-favorites__link">
                  {item.title}
                </Link>
                {item.date_start && <span className="sh-favorites__date">{formatDateTime(item.date_start, locale)}</span>}
                <button
                  type="button"
                  className="sh-favorites__remove"
                  aria-label={t('favorites.remove', { title: item.title })}
                  onClick={() => remove(item.id, index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link to="my-festival" onClick={close} className="sh-favorites__schedule">
          {t('myFestival.title')}
        </Link>
      </div>
    </div>
  );
}
