import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { BlockList } from '@festival/shared/blocks/block-list';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { moduleValues } from '../model/module-values';
import type { MoveDirection, Placement } from '../model/module-moves';
import { LazyModuleForm } from './lazy-module-form';
import { ModuleControls } from './module-controls';
import { useEnsuredContainer } from './use-ensured-container';
import { useModuleEditing } from './use-module-editing';
import { counterpart, valuesFromOtherLanguage } from '../model/translation-status';
import { useOtherLanguage } from './use-other-language-page';

export interface ModuleFrameProps {
  module: PageModule;
  targets: Partial<Record<MoveDirection, Placement>>;
  parcelProps: ParcelProps;
}

/** A module as visitors see it, with its controls and, while edited, its form. */
export function ModuleFrame({ module, targets, parcelProps }: ModuleFrameProps) {
  const { t } = useLocaleT('page-editor');
  const { editing, toggle, close, submit } = useModuleEditing(module);
  const containerVersion = useEnsuredContainer(module);
  const other = counterpart(useOtherLanguage(), module.id);
  const fillFrom = other && other.model === module.model
    ? { label: t('translation.fill'), values: (current: Record<string, unknown>) => valuesFromOtherLanguage(current, other) }
    : undefined;
  return (
    <div className="ed-module" data-module-id={module.id}>
      <ModuleControls module={module} targets={targets} editing={editing} onEdit={toggle} />
      {editing ? (
        <LazyModuleForm
          model={module.model}
          initial={moduleValues(module)}
          title={t('actions.edit', { model: t(`model.${module.model}`) })}
          onSubmit={submit}
          onCancel={close}
          fillFrom={fillFrom}
        />
      ) : (
        <div className="ed-module__preview">
          <BlockList key={containerVersion} modules={[module]} parcelProps={parcelProps} />
        </div>
      )}
    </div>
  );
}
