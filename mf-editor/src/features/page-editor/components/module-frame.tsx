import { useState } from 'react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { BlockList } from '@festival/shared/blocks/block-list';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { moduleValues } from '../model/module-values';
import type { MoveDirection, Placement } from '../model/module-moves';
import { LazyModuleForm } from './lazy-module-form';
import { ModuleControls } from './module-controls';
import { useEnsuredContainer } from './use-ensured-container';
import { usePageEditor } from '../stores/page-editor-context';
import { useModuleActions } from './use-module-actions';

export interface ModuleFrameProps {
  module: PageModule;
  targets: Partial<Record<MoveDirection, Placement>>;
  parcelProps: ParcelProps;
}

/** A module as visitors see it, with its controls and, while edited, its form. */
export function ModuleFrame({ module, targets, parcelProps }: ModuleFrameProps) {
  const { t } = useLocaleT('page-editor');
  const [editing, setEditing] = useState(false);
  const actions = useModuleActions();
  const setFocusTarget = usePageEditor((state) => state.setFocusTarget);
  const closeForm = () => {
    setEditing(false);
    if (module.id !== undefined) setFocusTarget({ kind: 'edit', id: module.id });
  };
  const containerVersion = useEnsuredContainer(module);
  return (
    <div className="ed-module" data-module-id={module.id}>
      <ModuleControls module={module} targets={targets} editing={editing} onEdit={() => setEditing(!editing)} />
      {editing ? (
        <LazyModuleForm
          model={module.model}
          initial={moduleValues(module)}
          title={t('actions.edit', { model: t(`model.${module.model}`) })}
          onSubmit={async (values) => {
            await actions.replace(module, values);
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <div className="ed-module__preview">
          <BlockList key={containerVersion} modules={[module]} parcelProps={parcelProps} />
        </div>
      )}
    </div>
  );
}
