import { Fragment } from 'react';
import type { SectionModule } from '@festival/shared/api-schemas/content-modules';
import { presetSpans } from '@festival/shared/blocks/section-block';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { locateModule, moveTargets, type MoveDirection, type Placement } from '../model/module-moves';
import type { BodyOwner } from '../model/edited-body';
import { moduleValues } from '../model/module-values';
import { AddModule } from './add-module';
import { LazyModuleForm } from './lazy-module-form';
import { ModuleControls } from './module-controls';
import { ModuleFrame } from './module-frame';
import { ModuleInserter } from './module-inserter';
import { useModuleEditing } from './use-module-editing';

export interface SectionFrameProps {
  section: SectionModule;
  number: number;
  owner: BodyOwner;
  /** The page's modules, to find where each child may move. */
  modules: Parameters<typeof locateModule>[1];
  targets: Partial<Record<MoveDirection, Placement>>;
  parcelProps: ParcelProps;
}

/** A section with its controls and its columns, each with its modules and a way to add one. */
export function SectionFrame({ section, number, owner, modules, targets, parcelProps }: SectionFrameProps) {
  const { t } = useLocaleT('page-editor');
  const { editing, toggle, close, submit } = useModuleEditing(section);
  const spans = presetSpans(section.preset);
  const headingId = `ed-section-${section.id}`;
  return (
    <section className="ed-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ed-section__title">
        {t('section.label', { number })}
      </h2>
      <ModuleControls module={section} targets={targets} editing={editing} onEdit={toggle} />
      {editing && (
        <LazyModuleForm
          model="Section"
          initial={moduleValues(section)}
          title={t('actions.edit', { model: t('section.label', { number }) })}
          onSubmit={submit}
          onCancel={close}
        />
      )}
      <div className="ed-section__grid">
        {section.columns.map((column, index) => {
          const label = t('section.column', { number: index + 1 });
          return (
            <div key={column.index} className="ed-section__column" style={{ ['--ed-span' as string]: spans[index] ?? 12 }}>
              <h3 className="ed-section__column-title">{label}</h3>
              {column.children.length === 0 && <p className="ed-section__empty">{t('section.empty')}</p>}
              {column.children.map((child, position) => {
                const location = child.id === undefined ? null : locateModule(owner, modules, child.id);
                const place = `${t('section.label', { number })}, ${label}`;
                return (
                  <Fragment key={child.id ?? child.slug}>
                    <ModuleInserter
                      label={t('inserter.inColumn', { place, what: t(`model.${child.model}`) })}
                      placement={{ parent: { type: 'column', id: section.id!, column: index }, position }}
                    />
                    <ModuleFrame module={child} targets={location ? moveTargets(location) : {}} parcelProps={parcelProps} />
                  </Fragment>
                );
              })}
              <AddModule
                label={`${t('addModule.label')}: ${t('section.label', { number })}, ${label}`}
                placement={{ parent: { type: 'column', id: section.id!, column: index }, position: column.children.length }}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
