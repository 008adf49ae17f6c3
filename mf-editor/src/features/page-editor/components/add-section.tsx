import { useId, useState } from 'react';
import { SECTION_PRESETS, type SectionPreset } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { Placement } from '../model/module-moves';
import { newModuleValues } from '../model/module-values';
import { usePageEditor } from '../stores/page-editor-context';
import { useModuleActions } from './use-module-actions';

const PRESETS = Object.keys(SECTION_PRESETS) as SectionPreset[];

/** Spec §3: a new section with one of the column presets of the 12-column grid. */
export function AddSection({ placement, onDone }: { placement: Placement; onDone?: () => void }) {
  const { t } = useLocaleT('page-editor');
  const id = useId();
  const actions = useModuleActions();
  const busy = usePageEditor((state) => state.busy);
  const [preset, setPreset] = useState<SectionPreset>('100');
  return (
    <div className="ed-add ed-add--section" role="group" aria-label={t('section.add')}>
      <label htmlFor={`${id}-preset`}>{t('section.preset')}</label>
      <select id={`${id}-preset`} value={preset} onChange={(event) => setPreset(event.target.value as SectionPreset)}>
        {PRESETS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`option.${entry}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="fs-button"
        disabled={busy}
        onClick={() => void actions.create('Section', { ...newModuleValues('Section'), preset }, placement).then(() => onDone?.(), () => undefined)}
      >
        {t('section.add')}
      </button>
    </div>
  );
}
