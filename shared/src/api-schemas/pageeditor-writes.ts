import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { ModuleModel } from './content-modules';
import { PageModule } from './content-modules';
import { Id, Nullable } from './common-schemas';
import { Container } from './content';
import { MODULE_INPUTS } from './module-inputs';

/**
 * The page editor’s write API (spec §7), under /{locale}/pageeditor-api/:
 *
 *   POST   {model}/            create a module: its fields (module-inputs.ts) + parent + position + revision
 *   PUT    {model}/{id}/       replace a module's fields in this locale: fields + revision
 *   DELETE {model}/{id}/?revision=n
 *   POST   {model}/{id}/move/  parent + position + revision (within its page or container)
 *   POST   container/          make sure a container exists (spec §4), optionally placing it on a page
 *   versions/…                 a page's or an article's versions (version-paths.ts)
 *
 * Every route needs an editor session (401 without one, 403 for other accounts) and the CSRF
 * header. `revision` is the revision of the page or container the editor's copy shows
 * (Page.revision, Container.revision); a write based on an older one answers 409 with who
 * changed it and when. Bad bodies answer 400 with the first failing field and all errors, whose
 * messages are keys of the "validation" namespace (validation/module-rules.ts).
 *
 * Structure (which modules, where) is one for both languages; a module's texts are per
 * language: a create stores the fields in both languages, a replace in the request's locale
 * only, except the language-neutral fields (LANGUAGE_NEUTRAL_FIELDS), which follow in both.
 */

export const Revision = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Where a module goes: the top of a page or container, or a column (0-based) of a section. */
export const ModuleParent = Type.Union([
  Type.Object({ type: Type.Literal('page'), id: Id }),
  Type.Object({ type: Type.Literal('container'), id: Id }),
  Type.Object({ type: Type.Literal('article'), id: Id }),
  Type.Object({ type: Type.Literal('column'), id: Id, column: Type.Integer({ minimum: 0, maximum: 11 }) }),
]);
export type ModuleParent = Static<typeof ModuleParent>;

/** 0-based place among the parent's modules; past the end means last. */
export const Position = Type.Integer({ minimum: 0, maximum: 10_000 });

const placement = { parent: ModuleParent, position: Position, revision: Revision };

export function moduleCreateBody(model: ModuleModel): TObject {
  return Type.Composite([MODULE_INPUTS[model], Type.Object(placement)]);
}

export function moduleReplaceBody(model: ModuleModel): TObject {
  return Type.Composite([MODULE_INPUTS[model], Type.Object({ revision: Revision })]);
}

export const ModuleMoveBody = Type.Object(placement);
export type ModuleMoveBody = Static<typeof ModuleMoveBody>;
export const RevisionQuery = Type.Object({ revision: Revision });
export const ModuleIdParams = Type.Object({ id: Id });

/** After a write: the page's or container's new revision, and the page version it recorded (null for containers). */
const written = { revision: Type.Integer(), version_id: Nullable(Type.Integer()) };
export const OwnerWritten = Type.Object(written);
export type OwnerWritten = Static<typeof OwnerWritten>;
/** The module as the page answer shows it in this locale, after the write. */
export const ModuleWritten = Type.Object({ module: PageModule, ...written });
export type ModuleWritten = Static<typeof ModuleWritten>;

/** Container slug and layout; with parent, position and revision a Container module showing it is placed too. */
export const ContainerCreateBody = Type.Object({
  slug: MODULE_INPUTS.Container.properties.slug,
  layout: Type.Optional(MODULE_INPUTS.Container.properties.layout),
  parent: Type.Optional(ModuleParent),
  position: Type.Optional(Position),
  revision: Type.Optional(Revision),
});
export type ContainerCreateBody = Static<typeof ContainerCreateBody>;
export const ContainerCreated = Type.Object({
  container: Container,
  /** The placed Container module, when a parent was given. */
  placed: Nullable(ModuleWritten),
});
export type ContainerCreated = Static<typeof ContainerCreated>;

export const EditorRef = Type.Object({ username: Type.String(), first_name: Type.String(), last_name: Type.String() });
export type EditorRef = Static<typeof EditorRef>;

/** A version of a page (page_id) or of a magazine article's body (article_id). */
export const PageVersionSummary = Type.Object({
  id: Type.Integer(),
  page_id: Type.Optional(Type.Integer()),
  article_id: Type.Optional(Type.Integer()),
  /** The page revision this version holds; null for a version never live (a stored draft). */
  revision: Nullable(Type.Integer()),
  /** ISO-8601 UTC. */
  created_at: Type.String(),
  /**
   * What made it: module.create, module.update, module.delete, module.move, version.restore, module.restore,
   * page.baseline / article.baseline (before the first edit), page.publish, page.schedule, page.discard and the article.* ones.
   */
  action: Type.String(),
  /** The module or version it concerns: { module_id, model } or { version_id }. */
  summary: Type.Record(Type.String(), Type.Union([Type.Integer(), Type.String()])),
  note: Type.String(),
  author: Nullable(EditorRef),
  /** The version the page (the article's draft) shows now. */
  is_current: Type.Boolean(),
});
export type PageVersionSummary = Static<typeof PageVersionSummary>;
export const PageVersionList = Type.Array(PageVersionSummary);
export const PageIdParams = Type.Object({ page_id: Id });
/** The page or article whose versions are asked for. */
export const OwnerIdParams = Type.Object({ id: Id });
export const VersionIdParams = Type.Object({ version_id: Id });
export const RestoreBody = Type.Object({ revision: Revision });
export type RestoreBody = Static<typeof RestoreBody>;

/** 400: the first failing field, and every error with its message key (validation namespace). */
export { FieldErrors } from './common-schemas';

/** 409: the page or container changed since the revision the write was based on. */
export const StaleWrite = Type.Object({
  detail: Type.String(),
  revision: Type.Integer(),
  changed_at: Nullable(Type.String()),
  changed_by: Nullable(EditorRef),
});
export type StaleWrite = Static<typeof StaleWrite>;

export { pageeditorPaths } from './pageeditor-paths';
