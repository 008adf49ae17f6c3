import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@festival/shared/routes/route-table';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { RemoteFallback } from '@festival/shared/ui/remote-fallback';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { useParcelProps } from '../app/use-parcel-props';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { useNavigationStore } from './navigation-store';
import './header.css';

export function SiteHeader() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const menu = useNavigationStore((state) => state.byLocale[locale]?.menu);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const parcelProps = useParcelProps(matchRoute(pathname)?.name ?? null, locale);

  return (
    <header className="sh-header">
      <div className="sh-header__bar">
        <Link to="index" className="sh-header__logo" aria-label={t('header.home')}>
          <span aria-hidden="true">{t('header.siteName')}</span>
        </Link>
        <div className="sh-header__tools">
          <LanguageSwitch />
          <Link to="search" className="sh-header__search">
            {t('header.search')}
          </Link>
          <AccountLink />
          <RemoteParcel
            module="mf_shop/cart-indicator"
            props={parcelProps}
            loading={<span className="sh-header__cart-placeholder" />}
            fallback={(retry) => <RemoteFallback locale={locale} onRetry={retry} compact />}
            className="sh-header__cart"
          />
          <button
            type="button"
            className="sh-header__burger"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('header.menu')}
          </button>
        </div>
      </div>
      <div id={menuId} className={`sh-header__menu${menuOpen ? ' sh-header__menu--open' : ''}`}>
        {menu && <MainMenu items={menu} onNavigate={() => setMenuOpen(false)} />}
      </div>
    </header>
  );
}
