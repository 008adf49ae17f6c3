import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTabTrap } from '@festival/shared/focus/use-tab-trap';
import './ui.css';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for a question that interrupts work (a conflict, a lost session). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog (architecture: dialogs with focus trap and Escape): focus moves to its first
 * control when it opens, Tab stays inside, Escape closes it, and focus goes back to where it
 * was when it closes. Render it only while it is open. It is drawn at the end of the body, above
 * every layer of the page (the cookie dialog, the sticky editor toolbar it may be opened from).
 */
export function ModalDialog({ title, onClose, children, role = 'dialog', className = '' }: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useTabTrap(dialog);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>('[data-autofocus]')
      ?? dialog.current?.querySelector<HTMLElement>('button, a[href], input, select, textarea');
    (first ?? dialog.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className="fs-modal-backdrop">
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`fs-modal ${className}`.trim()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close.current();
        }}
      >
        <h2 id={titleId} className="fs-modal__title">{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
