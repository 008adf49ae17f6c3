import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { EditorsPresent } from '../features/presence/components/editors-present';
import { EditLink } from '../features/session/components/edit-link';
import { LoginModal } from '../features/session/components/login-modal';
import { EditorToolbar } from '../features/toolbar/components/editor-toolbar';
import { PublishPanel } from '../features/publishing/components/publish-panel';
import { ConflictWatch } from '../features/versions/components/conflict-watch';
import { VersionRestore } from '../features/versions/components/version-restore';
import { VersionsPanel } from '../features/versions/components/versions-panel';

/**
 * The toolbar with the tools of the page on screen: the other editors on it, its CMS-hub edit link and versions, and the
 * dialogs an editor's failed request opens (login after a 401, conflict after a stale write).
 */
export function ToolbarWithTools(props: ParcelProps) {
  // The shell passes the path on every navigation; the toolbar has no router of its own.
  const pathname = typeof props.data?.pathname === 'string' ? props.data.pathname : window.location.pathname;
  return (
    <EditorToolbar {...props} lead={<VersionRestore locale={props.locale} editing={'edit' in props.query} navigate={props.navigate} />}>
      <EditorsPresent locale={props.locale} editing={'edit' in props.query} />
      <EditLink pathname={pathname} />
      <PublishPanel locale={props.locale} query={props.query} />
      <VersionsPanel locale={props.locale} editing={'edit' in props.query} navigate={props.navigate} />
      <LoginModal locale={props.locale} editing={'edit' in props.query} />
      <ConflictWatch locale={props.locale} />
    </EditorToolbar>
  );
}
