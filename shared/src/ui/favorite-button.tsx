import { useFavoritesStore, type Favorite } from '@festival/shared/stores/favorites-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import './favorites.css';

export interface FavoriteButtonProps {
  item: Favorite;
  className?: string;
}

/** A heart that marks an item as a favorite (spec §1 top navigation: favorites); a toggle button. */
export function FavoriteButton({ item, className }: FavoriteButtonProps) {
  const { t } = useLocaleT();
  const pressed = useFavoritesStore((state) => state.items.some((entry) => entry.id === item.id));
  return (
    <button
      type="button"
      className={`fs-favorite ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={t(pressed ? 'favorites.remove' : 'favorites.add')}
      onClick={(event) => {
        // Cards may sit inside a link or a clickable area: the heart only toggles.
        event.preventDefault();
        event.stopPropagation();
        useFavoritesStore.getState().toggle(item);
      }}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="fs-heart" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.8.8.8-.8a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
