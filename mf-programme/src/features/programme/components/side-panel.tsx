import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useTabTrap } from '@festival/shared/focus/use-tab-trap';

type PanelKind = 'calendar' | 'filter';

interface MobileFiltersProps {
  calendar: ReactNode;
  filters: ReactNode;
}

/**
 * Spec §2 small screens: Calendar and Filter buttons open a side panel with the calendar or
 * the filters. The panel is a modal dialog: focus moves in and stays in, Escape and the close
 * button leave, and focus returns to the button that opened it.
 */
export function MobileFilters({ calendar, filters }: MobileFiltersProps) {
  const { t } = useLocaleT('programme');
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useTabTrap(dialog, panel !== null);

  useEffect(() => {
    if (!panel) return undefined;
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      opener.current?.focus();
    };
  }, [panel]);

  const openPanel = (kind: PanelKind, button: HTMLButtonElement) => {
    opener.current = button;
    setPanel(kind);
  };

  return (
    <div className="pg-mobile-filters">
      <button type="button" className="fs-button fs-button--secondary" aria-haspopup="dialog" onClick={(event) => openPanel('calendar', event.currentTarget)}>
        {t('programme.calendar')}
      </button>
      <button type="button" className="fs-button fs-button--secondary" aria-haspopup="dialog" onClick={(event) => openPanel('filter', event.currentTarget)}>
        {t('programme.filters')}
      </button>
      {panel && (
        <div className="pg-side-panel__backdrop" onClick={() => setPanel(null)}>
          <div
            className="pg-side-panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby="pg-side-panel-title"
            onClick={(event) => event.stopPropagation()}
            ref={dialog}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // The panel may sit inside the event overlay, which must stay open.
              event.stopPropagation();
              setPanel(null);
            }}
          >
            <div className="pg-side-panel__head">
              <h2 id="pg-side-panel-title" className="pg-side-panel__title">
                {panel === 'calendar' ? t('programme.calendar') : t('programme.filters')}
              </h2>
              <button type="button" className="pg-overlay__close" ref={closeButton} onClick={() => setPanel(null)}>
                <span aria-hidden="true">×</span>
                <span className="fs-visually-hidden">{t('overlay.close')}</span>
              </button>
            </div>
            <div className="pg-side-panel__body">{panel === 'calendar' ? calendar : filters}</div>
          </div>
        </div>
      )}
    </div>
  );
}
