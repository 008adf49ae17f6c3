import type { MenuItem } from '@festival/shared/api-schemas/content';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** The site's pages as the menus arrange them, each to view or to open in edit mode. */
export function PageTree({ items }: { items: MenuItem[] }) {
  const { t } = useLocaleT('editor');
  return (
    <ul className="ed-tree">
      {items.map((item, index) => (
        <li key={`${item.url}-${index}`}>
          <span className="ed-tree__name">{item.menu_name}</span>
          <Link href={item.url}>{t('hub.view')}</Link>
          <Link href={`${item.url}?edit=1`}>{t('hub.edit')}</Link>
          {item.children.length > 0 && <PageTree items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
