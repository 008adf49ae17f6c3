import { ADMIN_COLLECTIONS, isAdminCollection } from '@festival/shared/api-schemas/admin';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { COLLECTIONS } from '../collections/collections';
import { hubPaths, hubView, type HubView } from '../hub-paths';
import { CollectionList } from './collection-list';
import { FormEntries } from './form-entries';
import { HubStart } from './hub-start';
import { MediaImagePage } from '../media/media-image-page';
import { MediaLibraryPage } from '../media/media-library-page';
import { ObjectEditor } from './object-editor';
import { ObjectHistory } from './object-history';
import { SettingsPage } from './settings-page';
import './cms-hub.css';

function HubContent({ view, query }: { view: HubView; query: Record<string, string> }) {
  const { t } = useLocaleT('hub');
  switch (view.view) {
    case 'start':
      return <HubStart q={query.q ?? ''} />;
    case 'settings':
      return <SettingsPage />;
    case 'list':
      return <CollectionList key={view.collection} spec={COLLECTIONS[view.collection]} query={query} />;
    case 'edit':
      return <ObjectEditor spec={COLLECTIONS[view.collection]} id={view.id} justCreated={query.saved === '1'} />;
    case 'history':
      return <ObjectHistory spec={COLLECTIONS[view.collection]} id={view.id} />;
    case 'entries':
      return <FormEntries formId={view.formId} />;
    case 'media':
      return <MediaLibraryPage query={query} />;
    case 'media-image':
      return <MediaImagePage key={view.id} id={view.id} />;
    default:
      return <p role="alert">{t('unknown')}</p>;
  }
}

/** /cms-hub/* (spec §2): the content admin of the signed-in editor — every collection and the settings. */
export function CmsHub({ params, query }: ParcelProps) {
  const { t } = useLocaleT('hub');
  const editor = useSessionStore((state) => state.editor);
  const view = hubView(params['*'] ?? '', isAdminCollection);
  const current = view.view === 'list' || view.view === 'edit' || view.view === 'history'
    ? view.collection
    : view.view === 'entries' ? 'forms' : view.view === 'media-image' ? 'media' : view.view;
  if (!editor) return null;
  return (
    <div className="ed-hub">
      <h1 className="ed-hub__title">{t('title')}</h1>
      <nav aria-label={t('sections')} className="ed-hub__nav">
        <ul className="ed-hub__sections">
          <li>
            <Link href={hubPaths.start} aria-current={current === 'start' ? 'page' : undefined}>
              {t('start.title')}
            </Link>
          </li>
          {ADMIN_COLLECTIONS.map((name) => (
            <li key={name}>
              <Link href={hubPaths.list(name)} aria-current={current === name ? 'page' : undefined}>
                {t(`collections.${name}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link href={hubPaths.media()} aria-current={current === 'media' ? 'page' : undefined}>
              {t('media.title')}
            </Link>
          </li>
          <li>
            <Link href={hubPaths.settings} aria-current={current === 'settings' ? 'page' : undefined}>
              {t('settings.title')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="ed-hub__main">
        <HubContent view={view} query={query} />
      </div>
    </div>
  );
}
