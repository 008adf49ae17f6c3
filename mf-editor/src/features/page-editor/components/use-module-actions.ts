import { useMemo } from 'react';
import type { ModuleModel, PageModule } from '@festival/shared/api-schemas/content-modules';
import { useLocale } from '@festival/shared/ui/app-context';
import { createContainer } from '../api/create-container';
import { createModule } from '../api/create-module';
import { deleteModule } from '../api/delete-module';
import { moveModule } from '../api/move-module';
import { replaceModule } from '../api/replace-module';
import type { Placement } from '../model/module-moves';
import { usePageEditor } from '../stores/page-editor-context';

type Fields = Record<string, unknown>;

/** Spec §4 editor operations, each one write of the page editor's store. */
export function useModuleActions() {
  const locale = useLocale();
  const write = usePageEditor((state) => state.write);
  return useMemo(
    () => ({
      create: (model: ModuleModel, fields: Fields, placement: Placement) =>
        write({ action: 'create', model }, (revision) =>
          model === 'Container'
            ? createContainer(locale, fields as { slug: string; layout: string }, placement, revision)
            : createModule(locale, model, fields, placement, revision),
        ),
      /** basedOn: the revision the form's copy showed, when older than the page the editor shows now. */
      replace: (module: PageModule, fields: Fields, basedOn?: number) =>
        write({ action: 'update', model: module.model, moduleId: module.id }, (revision) => replaceModule(locale, module.model, module.id!, fields, basedOn ?? revision)),
      remove: (module: PageModule) =>
        write({ action: 'delete', model: module.model, moduleId: module.id }, (revision) => deleteModule(locale, module.model, module.id!, revision)),
      move: (module: PageModule, placement: Placement) =>
        write({ action: 'move', model: module.model }, (revision) => moveModule(locale, module.model, module.id!, placement, revision)),
    }),
    [locale, write],
  );
}
