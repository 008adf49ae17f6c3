import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { isShopOffline } from '@festival/shared/stores/settings-store';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useLandingPage, useNavigation, useSettings } from '../chrome/chrome-content';
import { useChromeStore } from '../chrome/chrome-store';
import { useScrolledPast } from '../chrome/use-scrolled';
import { SettingsCodeBlock } from '../layouts/settings-code-block';
import { HeaderSearch } from '../search/header-search';
import { AccountLink } from './account-link';
import { CartLink } from './cart-link';
import { FavoritesMenu } from './favorites-menu';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { OpeningHoursLine } from './opening-hours-line';
import { MenuButton } from './menu-button';
import { SlideInNav } from './slide-in-nav';
import { TopAlert } from './top-alert';
import { useTopBarOffset } from './use-top-bar-offset';
import './header.css';

/** Spec §9 scroll trigger: the header's scrolled state starts past a quarter of the window. */
const SCROLLED_FRACTION = 0.25;

export function SiteHeader() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const navigation = useNavigation(locale);
  const settings = useSettings();
  const headerCode = settings?.html_header.code;
  // Spec §6: cart and account say "Webshop offline"; side by side they say it once, in the cart's place.
  const shopOffline = isShopOffline({ settings });
  const landing = useLandingPage(pathname);
  const scrolledPast = useScrolledPast(SCROLLED_FRACTION);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const topBarRef = useRef<HTMLDivElement>(null);
  useTopBarOffset(headerRef, topBarRef);
  const closeMenu = useCallback(() => useChromeStore.getState().setMenuOpen(false), []);
  useEffect(closeMenu, [closeMenu, pathname]);

  // Spec §4: the scrolled state does not apply while the menu is open (header.css).
  const classes = ['sh-header', scrolledPast ? 'sh-header--scrolled' : '', landing ? 'sh-header--landing' : ''];
  return (
    <>
      <TopAlert />
      <header ref={headerRef} className={classes.filter(Boolean).join(' ')}>
        <SettingsCodeBlock code={headerCode} className="sh-header__code" />
        <div ref={topBarRef} className="sh-header__top-bar">
          <OpeningHoursLine />
          <LanguageSwitch />
        </div>
        <div className="sh-header__bar">
          <Link to="index" className="sh-header__logo" aria-label={t('header.home')}>
            <span aria-hidden="true">{t('header.siteName')}</span>
          </Link>
          {/* A landing page keeps its hero clear: the main menu is behind the burger there. */}
          {!landing && navigation && (
            <div className="sh-header__desktop-menu">
              <MainMenu items={navigation.menu} />
            </div>
          )}
          <div className="sh-header__tools">
            <div className="sh-header__wide">
              <FavoritesMenu />
            </div>
            <HeaderSearch />
            {!shopOffline && (
              <div className="sh-header__wide">
                <AccountLink />
              </div>
            )}
            <span className="sh-header__cart">
              <CartLink />
            </span>
            <MenuButton menuId={menuId} buttonRef={burgerRef} />
          </div>
        </div>
        <SlideInNav
          id={menuId}
          primary={navigation?.menu ?? []}
          secondary={navigation?.footer ?? []}
          onClose={closeMenu}
          toggleRef={burgerRef}
        />
      </header>
    </>
  );
}
