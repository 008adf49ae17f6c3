import { useId, useState } from 'react';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_MODELS } from '@festival/shared/api-schemas/module-inputs';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { Placement } from '../model/module-moves';
import { newModuleValues } from '../model/module-values';
import { LazyModuleForm } from './lazy-module-form';
import { useModuleActions } from './use-module-actions';

/**
 * Every module of spec §3 but sections, which are added with their column preset (add-section.tsx),
 * and containers: shared content placed by the site's templates, not a module an editor fills in.
 */
const LEAF_MODELS = MODULE_MODELS.filter((model) => model !== 'Section' && model !== 'Container');

export interface AddModuleProps {
  placement: Placement;
  /** Names the place in the button ("Add module to column 2"). */
  label: string;
  /** Focus the module type on mount (an inserter opened it). */
  autoFocus?: boolean;
  /** After the module was added or its form cancelled. */
  onDone?: () => void;
}

/** Choose a module type, fill in its form, add it at the placement. */
export function AddModule({ placement, label, autoFocus = false, onDone }: AddModuleProps) {
  const { t } = useLocaleT('page-editor');
  const id = useId();
  const actions = useModuleActions();
  const [model, setModel] = useState<ModuleModel>('Headline');
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <LazyModuleForm
        model={model}
        initial={newModuleValues(model)}
        title={t('newModule', { model: t(`model.${model}`) })}
        focusFirstField
        onSubmit={async (values) => {
          await actions.create(model, values, placement);
          setOpen(false);
          onDone?.();
        }}
        onCancel={() => {
          setOpen(false);
          onDone?.();
        }}
      />
    );
  }
  return (
    <div className="ed-add" role="group" aria-label={label}>
      <label htmlFor={`${id}-model`}>{t('addModule.model')}</label>
      <select id={`${id}-model`} autoFocus={autoFocus} value={model} onChange={(event) => setModel(event.target.value as ModuleModel)}>
        {LEAF_MODELS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`model.${entry}`)}
          </option>
        ))}
      </select>
      <button type="button" className="fs-button fs-button--secondary" onClick={() => setOpen(true)}>
        {t('addModule.label')}
      </button>
    </div>
  );
}
