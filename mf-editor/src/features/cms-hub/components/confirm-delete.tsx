import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';

/** A delete button that asks first: the question gets focus on Cancel, Escape cancels. */
export function ConfirmDelete({ name, onConfirm, busy }: { name: string; onConfirm: () => void; busy: boolean }) {
  const { t } = useLocaleT('hub');
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const askedRef = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (askedRef.current) openerRef.current?.focus();
    askedRef.current = asking;
  }, [asking]);

  const cancel = () => setAsking(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  if (!asking)
    return (
      <button ref={openerRef} type="button" className="fs-button ed-danger" onClick={() => setAsking(true)}>
        {t('form.delete')}
      </button>
    );
  return (
    <div role="alertdialog" aria-labelledby={questionId} className="ed-confirm" onKeyDown={onKeyDown}>
      <p id={questionId}>{t('form.deleteQuestion', { name })}</p>
      <button type="button" className="fs-button ed-danger" disabled={busy} onClick={onConfirm}>
        {t('form.deleteConfirm')}
      </button>
      <button ref={cancelRef} type="button" className="fs-button fs-button--secondary" onClick={cancel}>
        {t('form.cancel')}
      </button>
    </div>
  );
}
