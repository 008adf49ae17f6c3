import { useState } from 'react';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import type { CollectionName } from '../collections/field-spec';
import { duplicateAdminObject } from '../api/duplicate-admin-object';
import { hubPaths } from '../hub-paths';

/** Makes a copy of the stored object and opens it. */
export function DuplicateButton({ collection, id }: { collection: CollectionName; id: number }) {
  const { t } = useLocaleT('hub');
  const navigate = useNavigateTo();
  const [failed, setFailed] = useState(false);
  const duplicate = async () => {
    try {
      const copy = await duplicateAdminObject(collection, id);
      if (typeof copy.id === 'number') navigate(hubPaths.edit(collection, copy.id));
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="ed-form__links">
      <button type="button" className="fs-button" onClick={() => { void duplicate(); }}>{t('form.duplicate')}</button>
      {failed && <span role="alert">{t('form.duplicateFailed')}</span>}
    </p>
  );
}
