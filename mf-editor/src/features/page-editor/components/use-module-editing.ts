import { useRef, useState } from 'react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { offerKeepMine } from '../../../conflicts/conflict-offer-store';
import { usePageEditor } from '../stores/page-editor-context';
import { useModuleActions } from './use-module-actions';

/**
 * A module's form, open or closed, and its save. The save is based on the page as it was when the
 * form opened, not as it is read again after other saves meanwhile: another editor's change of
 * this module since then is a conflict, not overwritten (module-conflicts.ts in the api), and the
 * conflict dialog may then send the form's values again over it.
 */
export function useModuleEditing(module: PageModule) {
  const actions = useModuleActions();
  const setFocusTarget = usePageEditor((state) => state.setFocusTarget);
  const revision = usePageEditor((state) => state.page?.revision);
  const [editing, setEditing] = useState(false);
  const openedAt = useRef<number | undefined>(undefined);
  const close = () => {
    setEditing(false);
    if (module.id !== undefined) setFocusTarget({ kind: 'edit', id: module.id });
  };
  const toggle = () => {
    if (!editing) openedAt.current = revision;
    setEditing(!editing);
  };
  const save = async (values: Record<string, unknown>, basedOn: number | undefined) => {
    await actions.replace(module, values, basedOn);
    close();
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save(values, openedAt.current);
    } catch (error) {
      offerKeepMine(error, (stored) => save(values, stored));
      throw error;
    }
  };
  return { editing, toggle, close, submit };
}
