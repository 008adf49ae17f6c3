import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { useNavigationStore } from '../header/navigation-store';

/** Markup an editor maintains in the site settings (spec §3 html_footer_* code blocks). */
function CodeBlock({ code, className }: { code: string | undefined; className: string }) {
  if (!code) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: code }} />;
}

export function SiteFooter() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const footer = useNavigationStore((state) => state.byLocale[locale]?.footer);
  const settings = useSettingsStore((state) => state.settings);

  return (
    <footer className="sh-footer">
      <CodeBlock code={settings?.html_footer_top.code} className="sh-footer__top" />
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
        </ul>
      </nav>
      <CodeBlock code={settings?.html_footer_logos.code} className="sh-footer__logos" />
      <CodeBlock code={settings?.html_footer_bottom.code} className="sh-footer__bottom" />
    </footer>
  );
}
