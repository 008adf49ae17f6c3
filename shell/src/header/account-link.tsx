import { useSessionStore } from '@festival/shared/stores/session-store';
import { isShopOffline } from '@festival/shared/stores/settings-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useSettings } from '../chrome/chrome-content';
import { AccountMenu } from './account-menu';

/** Spec §6: the login link for anonymous visitors, name, profile and logout once logged in. */
export function AccountLink() {
  const { t } = useLocaleT('shell');
  const details = useSessionStore((state) => state.details);
  const shopOffline = isShopOffline({ settings: useSettings() });

  if (shopOffline) return <span className="sh-account sh-account--offline">{t('account.shopOffline')}</span>;
  if (!details?.is_logged_in) {
    const login = details?.login_url;
    return login ? (
      <Link className="sh-account" href={login}>
        {t('account.login')}
      </Link>
    ) : (
      <Link className="sh-account" to="user-login">
        {t('account.login')}
      </Link>
    );
  }
  return <AccountMenu details={details} />;
}
