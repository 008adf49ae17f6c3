import { useSessionStore } from '@festival/shared/stores/session-store';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { AccountMenu } from './account-menu';

/** Spec §6: the login link for anonymous visitors, name, profile and logout once logged in. */
export function AccountLink() {
  const { t } = useLocaleT('shell');
  const details = useSessionStore((state) => state.details);
  const shopOffline = useSettingsStore(isShopOffline);

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
