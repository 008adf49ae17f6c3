import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@festival/shared/i18n/locales';
import { alternatesFor, useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { fixedT } from '@festival/shared/i18n/i18n-instance';
import { useLocale, useNavigateTo } from '@festival/shared/ui/app-context';
import { languageSwitchTarget } from '../locale/language-switch-target';
import { rememberLocale } from '../locale/page-locale';

/** A link to the same page in the other language; choosing it sets the locale cookie. */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigateTo();
  const alternates = useAlternatesStore((state) => alternatesFor(state, pathname));
  const target: Locale = locale === 'de' ? 'en' : 'de';
  const url = languageSwitchTarget({ pathname, search, target, alternates });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(target);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(url);
  };

  return (
    <a className="sh-language" href={url} hrefLang={target} lang={target} onClick={onClick}>
      {/* The other language's name in that language. */}
      {fixedT(target, 'shell')(`language.${target}`)}
    </a>
  );
}
