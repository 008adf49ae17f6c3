import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ModuleModel, SectionPreset } from '@festival/shared/api-schemas/content-modules';
import { LANGUAGE_NEUTRAL_FIELDS, MODULE_INPUTS, moduleRouteName, type ModuleInput } from '@festival/shared/api-schemas/module-inputs';
import {
  ModuleParent, Position, Revision, type ModuleMoveBody, type ModuleWritten, type OwnerWritten,
} from '@festival/shared/api-schemas/pageeditor-writes';
import { LOCALES } from '@festival/shared/i18n/locales';
import { schemaErrors, validateModule } from '@festival/shared/validation/module-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import type { StoredModule } from '../content/module-resolver';
import { sanitizeModuleMarkup } from '../content/module-markup';
import { FieldValidationError } from '../editing/editor-errors';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { missingReferences } from './module-references';
import { columnsOf, findModule, insertModule, moduleIds, presetColumns, removeModule } from './module-tree';
import { allocateModuleId, dropModuleIds, type LoadedOwner } from './module-owners-repository';
import {
  checkDependencies, checkPlacement, commitOwner, editorModule, ownerAnnouncements, ownerOfModule, ownerOrNotFound, parentSlot, type OwnerChange,
} from './owner-commits';

const Placement = Type.Object({ parent: ModuleParent, position: Position, revision: Revision });
const RevisionOnly = Type.Object({ revision: Revision });

type Body = Record<string, unknown>;
const asBody = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

/** The module's own fields as stored: unknown fields dropped, markup cleaned (spec §5). */
function cleanInput(model: ModuleModel, body: unknown): ModuleInput {
  const fields = Value.Clean(MODULE_INPUTS[model], structuredClone(asBody(body))) as Record<string, unknown>;
  return sanitizeModuleMarkup(model, fields) as ModuleInput; // cast: validated against the model's schema before
}

function validation(model: ModuleModel, body: unknown, extra: TSchema) {
  return () => [...validateModule(model, body), ...schemaErrors(extra, asBody(body))];
}

async function checkReferences(tx: Transaction<Database>, ctx: EditorWriteContext, model: ModuleModel, input: ModuleInput): Promise<void> {
  const missing = await missingReferences(tx, model, input);
  if (missing.length > 0) throw new FieldValidationError(missing, ctx.locale);
}

/** A new module as stored: its id, a slug unique in its page (a Container's slug names its container), its fields. */
function newModule(id: number, model: ModuleModel, input: ModuleInput): StoredModule {
  const slug = model === 'Container' ? String((input as { slug: string }).slug) : `${moduleRouteName(model)}-${id}`;
  const module: StoredModule = { id, slug, model, ...(input as Record<string, unknown>) };
  if (model === 'Section') module.columns = presetColumns((input as { preset: SectionPreset }).preset);
  return module;
}

/** The module of the request's language tree, or 404. */
function moduleIn(owner: LoadedOwner, ctx: EditorWriteContext, id: number) {
  const found = findModule(owner.trees[ctx.locale], id);
  if (!found) throw new NotFoundError('Module not found.');
  return found;
}

function changeOf(action: string, model: ModuleModel, id: number): OwnerChange {
  return { action, summary: { module_id: id, model } };
}

/**
 * POST /{locale}/pageeditor-api/{model}/: a new module at parent and position, in both languages
 * of its page or container (the other language starts with the same texts).
 */
export function createModule(ctx: EditorWriteContext, model: ModuleModel, body: unknown): Promise<ModuleWritten> {
  return runEditorWrite(ctx, {
    validate: validation(model, body, Placement),
    sanitize: () => ({ input: cleanInput(model, body), placement: asBody(body) as { parent: ModuleParent; position: number; revision: number } }),
    async save(tx, { input, placement }) {
      const { owner, slot } = await parentSlot(tx, placement.parent, ctx.locale);
      checkPlacement(model, owner, slot, ctx.locale);
      await checkDependencies(tx, owner, placement.revision, [{ kind: 'slot', slot }], ctx.locale);
      await checkReferences(tx, ctx, model, input);
      const id = await allocateModuleId(tx, owner.ref, model);
      const module = newModule(id, model, input);
      for (const locale of LOCALES) insertModule(owner.trees[locale], slot, placement.position, structuredClone(module));
      const change = changeOf('module.create', model, id);
      const written = await commitOwner(tx, ctx, owner, change);
      return {
        result: { module: await editorModule(tx, module, ctx), ...written },
        audit: { ...change, entityType: owner.ref.type, entityId: owner.ref.id, summary: { ...change.summary, locale: ctx.locale, parent: placement.parent, position: placement.position } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/** The fields whose stored value differs, with before and after (the audit's diff). */
function fieldChanges(before: StoredModule, after: StoredModule): Record<string, [unknown, unknown]> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'columns'));
  return Object.fromEntries([...keys]
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => [key, [before[key] ?? null, after[key] ?? null]]));
}

/**
 * PUT /{locale}/pageeditor-api/{model}/{id}/: the module's fields in the request's language;
 * language-neutral fields (a picture, an id, a layout) follow in the other language.
 */
export function replaceModule(ctx: EditorWriteContext, model: ModuleModel, id: number, body: unknown): Promise<ModuleWritten> {
  return runEditorWrite(ctx, {
    validate: validation(model, body, RevisionOnly),
    sanitize: () => ({ input: cleanInput(model, body), revision: asBody(body).revision as number }),
    async save(tx, { input, revision }) {
      const owner = await ownerOrNotFound(tx, await ownerOfModule(tx, model, id));
      const before = structuredClone(moduleIn(owner, ctx, id).module);
      await checkDependencies(tx, owner, revision, [{ kind: 'fields', id }], ctx.locale);
      await checkReferences(tx, ctx, model, input);
      const fields = input as Record<string, unknown>;
      const after = newModule(id, model, input);
      if (model !== 'Container') after.slug = before.slug;
      for (const locale of LOCALES) {
        const found = findModule(owner.trees[locale], id);
        if (!found) continue;
        const target = found.module;
        const columns = columnsOf(target);
        if (locale === ctx.locale) {
          for (const key of Object.keys(target)) delete target[key];
          Object.assign(target, after);
        } else {
          for (const [key, value] of Object.entries(fields)) if (LANGUAGE_NEUTRAL_FIELDS.has(key)) target[key] = value;
        }
        if (model === 'Section') target.columns = presetColumns((input as { preset: SectionPreset }).preset, columns);
      }
      const change = changeOf('module.update', model, id);
      const written = await commitOwner(tx, ctx, owner, change);
      const stored = moduleIn(owner, ctx, id).module;
      return {
        result: { module: await editorModule(tx, stored, ctx), ...written },
        audit: { ...change, entityType: owner.ref.type, entityId: owner.ref.id, summary: { ...change.summary, locale: ctx.locale, fields: fieldChanges(before, stored) } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/** DELETE /{locale}/pageeditor-api/{model}/{id}/?revision=: gone from both languages; a section takes its modules along. */
export function deleteModule(ctx: EditorWriteContext, model: ModuleModel, id: number, revision: number): Promise<OwnerWritten> {
  return runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => revision,
    async save(tx, basedOn) {
      const owner = await ownerOrNotFound(tx, await ownerOfModule(tx, model, id));
      const { module } = moduleIn(owner, ctx, id);
      await checkDependencies(tx, owner, basedOn, [{ kind: 'whole', id }], ctx.locale);
      const removed = new Set<number>();
      for (const locale of LOCALES) {
        const taken = removeModule(owner.trees[locale], id);
        if (taken) moduleIds([taken]).forEach((removedId) => removed.add(removedId));
      }
      await dropModuleIds(tx, [...removed]);
      const change = changeOf('module.delete', model, id);
      const written = await commitOwner(tx, ctx, owner, change);
      return {
        result: written,
        audit: { ...change, entityType: owner.ref.type, entityId: owner.ref.id, summary: { ...change.summary, removed: module } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/** POST /{locale}/pageeditor-api/{model}/{id}/move/: to another place of its page or container, between columns too. */
export function moveModule(ctx: EditorWriteContext, model: ModuleModel, id: number, body: unknown): Promise<ModuleWritten> {
  return runEditorWrite(ctx, {
    validate: () => schemaErrors(Placement, asBody(body)),
    sanitize: () => asBody(body) as ModuleMoveBody,
    async save(tx, move) {
      const ref = await ownerOfModule(tx, model, id);
      const { owner, slot } = await parentSlot(tx, move.parent, ctx.locale);
      const intoItself = slot.kind === 'column' && slot.sectionId === id;
      if (owner.ref.type !== ref.type || owner.ref.id !== ref.id || intoItself) {
        throw new FieldValidationError([{ field: 'parent', message: 'invalid' }], ctx.locale);
      }
      checkPlacement(model, owner, slot, ctx.locale);
      const from = moduleIn(owner, ctx, id);
      await checkDependencies(tx, owner, move.revision, [{ kind: 'place', id }, { kind: 'slot', slot, except: id }], ctx.locale);
      for (const locale of LOCALES) {
        const taken = removeModule(owner.trees[locale], id);
        if (taken && !insertModule(owner.trees[locale], slot, move.position, taken)) owner.trees[locale].push(taken);
      }
      const change = changeOf('module.move', model, id);
      const written = await commitOwner(tx, ctx, owner, change);
      const moved = moduleIn(owner, ctx, id);
      return {
        result: { module: await editorModule(tx, moved.module, ctx), ...written },
        audit: {
          ...change, entityType: owner.ref.type, entityId: owner.ref.id,
          summary: { ...change.summary, from: { ...from.slot, position: from.index }, to: { ...moved.slot, position: moved.index } },
        },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}
