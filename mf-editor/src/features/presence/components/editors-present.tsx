import { formatTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import '../presence-resources';
import { usePagePresence } from './use-page-presence';

/**
 * The toolbar's note of the other editors who have this page open in edit mode, with since when
 * (Berlin time). Advice only: nobody is locked out.
 */
export function EditorsPresent({ locale, editing }: { locale: Locale; editing: boolean }) {
  const { t } = useLocaleT('editorPresence');
  const page = useCmsPageStore((state) => state.page);
  const editors = usePagePresence(editing && page ? page.id : null, locale);
  return (
    <div className="ed-toolbar__presence" role="status">
      {editors.length > 0 && (
        <>
          <span>{t('label', { count: editors.length })}</span>{' '}
          <ul className="ed-toolbar__presence-list">
            {editors.map((editor) => (
              <li key={editor.user_id}>{t('editor', { name: editor.name, since: formatTime(editor.since, locale) })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
