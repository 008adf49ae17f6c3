import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useConsentStore } from '@festival/shared/stores/consent-store';
import { useNavigation, useSettings } from '../chrome/chrome-content';
import { SettingsCodeBlock } from './settings-code-block';

/** Spec §2 footer: the external reporting channel under the Whistleblower Protection Act. */
export const WHISTLEBLOWER_URL = 'https://www.gesetze-im-internet.de/hinschg/';

export function SiteFooter() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const footer = useNavigation(locale)?.footer;
  const settings = useSettings();

  return (
    <footer className="sh-footer">
      <SettingsCodeBlock code={settings?.html_footer_top.code} className="sh-footer__top" />
      {footer && footer.length > 0 && (
        <nav aria-label={t('footer.menu')}>
          <ul className="sh-footer__menu">
            {footer.map((link) => (
              <li key={`${link.url}-${link.title}`}>
                <Link href={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t('footer.legal')}>
        <ul className="sh-footer__legal">
          <li>
            <Link to="legals-agb">{t('footer.agb')}</Link>
          </li>
          <li>
            <Link to="legals-imprint">{t('footer.imprint')}</Link>
          </li>
          <li>
            <Link to="legals-privacy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <button type="button" className="sh-footer__cookies" onClick={() => useConsentStore.getState().openDialog()}>
              {t('footerLinks.cookieSettings')}
            </button>
          </li>
          <li>
            <a href={WHISTLEBLOWER_URL} target="_blank" rel="noopener noreferrer">
              {t('footerLinks.whistleblower')} <span className="fs-visually-hidden">{t('footerLinks.newWindow')}</span>
            </a>
          </li>
        </ul>
      </nav>
      <SettingsCodeBlock code={settings?.html_footer_logos.code} className="sh-footer__logos" />
      <SettingsCodeBlock code={settings?.html_footer_bottom.code} className="sh-footer__bottom" />
    </footer>
  );
}
