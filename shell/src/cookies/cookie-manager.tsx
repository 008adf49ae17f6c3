import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTabTrap } from '@festival/shared/focus/use-tab-trap';
import { useConsentStore, type ConsentChoice, type OptionalCategory } from '@festival/shared/stores/consent-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';
import { useConsentPrompt } from './use-consent-prompt';
import './cookies.css';

const OPTIONAL: OptionalCategory[] = ['tracking', 'external_media'];
/**
 * Spec §9 cookie manager: required, tracking and external media. Asked for by the visitor
 * (footer, embed placeholder) it is a modal dialog that takes focus; shown by itself on a first
 * visit it is a banner that leaves the keyboard order of the page alone. The decision is a
 * cookie the server render does not read: the manager appears once hydrated, laid over the page.
 */
export function CookieManager() {
  const { pathname } = useLocation();
  const open = useConsentPrompt(pathname);
  const requested = useConsentStore((state) => state.dialogOpen);
  // The server and the hydrating render show none; it appears right after hydration when due.
  const shown = useClientValue(() => open, false);
  if (!shown) return null;
  return <CookieDialog modal={requested} />;
}

function CookieDialog({ modal }: { modal: boolean }) {
  const { t } = useLocaleT('shell');
  const choice = useConsentStore((state) => state.choice);
  const [draft, setDraft] = useState<ConsentChoice>(choice ?? { tracking: false, external_media: false });
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // A modal dialog takes the focus, keeps Tab inside and gives the focus back to where it was when it closes.
  useTabTrap(dialogRef, modal);
  useEffect(() => {
    if (!modal) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previous?.focus?.();
  }, [modal]);

  const save = (next: ConsentChoice) => useConsentStore.getState().save(next);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape closes only a dialog the visitor opened again; a first visit needs a decision.
    if (event.key === 'Escape' && choice !== null) useConsentStore.getState().closeDialog();
  };

  return (
    <div className="sh-cookies" role="dialog" aria-modal={modal} aria-labelledby={titleId} ref={dialogRef} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="sh-cookies__title">
        {t('cookies.title')}
      </h2>
      <p>
        {t('cookies.intro')} <Link to="legals-privacy">{t('footer.privacy')}</Link>
      </p>
      <div className="sh-cookies__actions">
        <button type="button" className="fs-button" onClick={() => save({ tracking: true, external_media: true })}>
          {t('cookies.acceptAll')}
        </button>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => save({ tracking: false, external_media: false })}>
          {t('cookies.requiredOnly')}
        </button>
      </div>
      <details className="sh-cookies__details" open={modal}>
        <summary>{t('cookies.customise')}</summary>
        <fieldset className="sh-cookies__categories">
          <legend>{t('cookies.categories')}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t('cookies.required')}
            <small>{t('cookies.requiredHelp')}</small>
          </label>
          {OPTIONAL.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={draft[category]}
                onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
              />{' '}
              {t(`cookies.${category}`)}
              <small>{t(`cookies.${category}Help`)}</small>
            </label>
          ))}
        </fieldset>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => save(draft)}>
          {t('cookies.saveSelection')}
        </button>
      </details>
    </div>
  );
}
