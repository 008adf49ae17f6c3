import { useId, useState, type ReactNode } from 'react';
import { CMS_HUB_PATH } from '@festival/shared/routes/area-paths';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { queryToggling } from '@festival/shared/routes/editor-query';

/**
 * The page-editor toolbar (spec §1, §6): who is editing, edit mode, the admin areas; children add
 * the page's tools, and `lead` what must stay in view on a phone too (they fold behind "more").
 */
export function EditorToolbar({ query, user, lead, children }: ParcelProps & { lead?: ReactNode; children?: ReactNode }) {
  const { t } = useLocaleT('editor');
  const editor = useSessionStore((state) => state.editor);
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  if (!editor) return null;
  const path = window.location.pathname;
  const editing = 'edit' in query;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || editor.username : editor.username;
  return (
    <aside className="ed-toolbar" aria-label={t('toolbar.label')}>
      <span className="ed-toolbar__user">{t('toolbar.signedInAs', { name })}</span>
      <Link href={`${path}${queryToggling(query, 'edit', !editing)}`} className="ed-toolbar__button">
        {editing ? t('toolbar.editOff') : t('toolbar.editOn')}
      </Link>
      {lead}
      {/* On a phone the rest folds behind one button, so the toolbar keeps to one line of the screen. */}
      <button type="button" className="ed-toolbar__more" aria-expanded={toolsOpen} aria-controls={toolsId} onClick={() => setToolsOpen(!toolsOpen)}>
        {t('toolbar.more')}
      </button>
      <div id={toolsId} className={`ed-toolbar__tools${toolsOpen ? ' ed-toolbar__tools--open' : ''}`}>
        <nav aria-label={t('toolbar.adminMenus')}>
          <ul className="ed-toolbar__menus">
            <li>
              <Link href={CMS_HUB_PATH}>{t('toolbar.hub')}</Link>
            </li>
            {editor.admin_menus.map((menu) => (
              <li key={menu.url}>
                <Link href={menu.url}>{menu.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
        <Link href={`${path}${queryToggling(query, 'noToolbar', true)}`} className="ed-toolbar__hide">
          {t('toolbar.hide')}
        </Link>
      </div>
    </aside>
  );
}
