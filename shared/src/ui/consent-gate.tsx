import type { ReactNode } from 'react';
import { useConsent, useConsentStore, type OptionalCategory } from '@festival/shared/stores/consent-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import './ui.css';

export interface ConsentGateProps {
  /** Spec §9: video, audio and document embeds are external media. */
  category: OptionalCategory;
  /** Names the embed on the placeholder, e.g. its title or provider. */
  label?: string;
  children: ReactNode;
}

/**
 * Renders its children only once the visitor consented to the category; until then a
 * placeholder that loads this kind of content or opens the cookie settings. Nothing inside is
 * mounted before consent, so no request reaches the third party. The server and the hydrating
 * render show the placeholder (useConsent).
 */
export function ConsentGate({ category, label, children }: ConsentGateProps) {
  const { t } = useLocaleT();
  const allowed = useConsent(category);
  if (allowed) return <>{children}</>;

  const allow = () => {
    const { choice, save } = useConsentStore.getState();
    save({ tracking: choice?.tracking ?? false, external_media: choice?.external_media ?? false, [category]: true });
  };
  return (
    <div className="fs-consent-gate" role="group" aria-label={label ?? t(`consent.${category}`)}>
      <p className="fs-consent-gate__text">{t('consent.blocked', { category: t(`consent.${category}`) })}</p>
      <div className="fs-consent-gate__actions">
        <button type="button" className="fs-button" onClick={allow}>
          {t('consent.allow')}
        </button>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => useConsentStore.getState().openDialog()}>
          {t('consent.settings')}
        </button>
      </div>
    </div>
  );
}
