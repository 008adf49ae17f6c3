import { Suspense, useState, type ReactNode } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import '../versions-resources';
import './versions.css';

/** The "Versionen" button and its dialog; the list inside is the caller's, loaded when the dialog opens. */
export function VersionsButton({ title, className, children }: { title: string; className: string; children: (close: () => void) => ReactNode }) {
  const { t } = useLocaleT('editorVersions');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <ModalDialog title={title} onClose={close} className="ed-versions">
          <Suspense fallback={<p>{t('loading')}</p>}>{children(close)}</Suspense>
          <button type="button" className="fs-button" onClick={close}>{t('close')}</button>
        </ModalDialog>
      )}
    </>
  );
}
