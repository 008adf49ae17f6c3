import type { ReactNode } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { usePageTitle } from './use-page-title';

/** A webshop page: its heading, which also names the document ("{title} – Webshop"), and its content. */
export function WebshopSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useLocaleT('webshop');
  usePageTitle(title, t('title'));
  return (
    <section className="sp-webshop" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="sp-title">{title}</h1>
      {children}
    </section>
  );
}
