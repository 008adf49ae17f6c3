import { useState } from 'react';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import type { CollectionName } from '../collections/field-spec';
import { duplicateAdminObject } from '../api/duplicate-admin-object';
import { hubPaths } from '../hub-paths';

/** Makes a copy of the stored object and opens it; `name` tells a list's buttons apart for screen readers. */
export function DuplicateButton({ collection, id, name, className = 'fs-button' }: { collection: CollectionName; id: number; name?: string; className?: string }) {
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
      <button type="button" className={className} onClick={() => { void duplicate(); }}>
        {t('form.duplicate')}
        {name && <span className="fs-visually-hidden">: {name}</span>}
      </button>
      {failed && <span role="alert">{t('form.duplicateFailed')}</span>}
    </p>
  );
}
