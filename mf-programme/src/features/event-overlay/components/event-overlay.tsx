import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useTabTrap } from '@festival/shared/focus/use-tab-trap';

export interface EventOverlayProps {
  /** The headline; spec §2: "Programm und Karten" unless the events page names another. */
  title?: string;
  onClose: () => void;
  children: ReactNode;
  /** The scrolling body, for a list that starts again at the top. */
  bodyRef?: RefObject<HTMLDivElement | null>;
}

/** A full-screen modal dialog: focus moves in and stays in, Escape and the close button close it. */
export function EventOverlay({ title, onClose, children, bodyRef }: EventOverlayProps) {
  const { t } = useLocaleT('programme');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // A panel opened inside (the filters on a phone) keeps Tab in itself until it closes.
  useTabTrap(dialog);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="pg-overlay" role="dialog" aria-modal="true" aria-labelledby="pg-overlay-title" ref={dialog} onKeyDown={onKeyDown}>
      <div className="pg-overlay__header">
        <h2 id="pg-overlay-title" className="pg-overlay__title">
          {title || t('overlay.title')}
        </h2>
        <button type="button" className="pg-overlay__close" ref={closeButton} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="fs-visually-hidden">{t('overlay.close')}</span>
        </button>
      </div>
      <div className="pg-overlay__body" ref={bodyRef}>
        {children}
      </div>
    </div>
  );
}
