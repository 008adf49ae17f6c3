import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { trapTab } from '@festival/shared/focus/focus-trap';

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

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    // Listened for on the document: focus that left the dialog (its element replaced as the list
    // loaded, or a click behind it) comes back with the next Tab. A panel inside traps its own.
    const onTab = (event: globalThis.KeyboardEvent) => {
      if (!event.defaultPrevented) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onTab);
    return () => {
      document.removeEventListener('keydown', onTab);
      previous?.focus();
    };
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
