import { lazy, Suspense } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { ModuleFormProps } from '../forms/module-form';

// Forms (react-hook-form, the field renderers) load when an editor first opens one.
const ModuleForm = lazy(() => import('../forms/module-form'));

export function LazyModuleForm(props: ModuleFormProps) {
  const { t } = useLocaleT('page-editor');
  return (
    <Suspense fallback={<p className="ed-form__loading">{t('loading')}</p>}>
      <ModuleForm {...props} />
    </Suspense>
  );
}
