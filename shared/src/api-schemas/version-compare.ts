import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common-schemas';

/* Comparing two versions and bringing back one module from an old one (paths: version-paths.ts). */
export const CompareQuery = Type.Object({ from: Id, to: Id });
export const RestoreModuleParams = Type.Object({ version_id: Id, module_id: Id });

/** Where a module sits: the top of the page (section_id null) or a column of a section; index counts from 0. */
export const ModulePlace = Type.Object({ section_id: Nullable(Type.Integer()), column: Nullable(Type.Integer()), index: Type.Integer() });
export type ModulePlace = Static<typeof ModulePlace>;

/** A field whose value differs: the stored values (rich text as HTML), null where the field is missing. */
export const FieldChange = Type.Object({ name: Type.String(), before: Type.Unknown(), after: Type.Unknown() });
export type FieldChange = Static<typeof FieldChange>;

export const ModuleChange = Type.Object({
  id: Type.Integer(),
  model: Type.String(),
  /** added: only in `to`; removed: only in `from`; moved: another place, same fields; changed: other fields (and maybe another place). */
  change: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('moved'), Type.Literal('changed')]),
  before: Nullable(ModulePlace),
  after: Nullable(ModulePlace),
  fields: Type.Array(FieldChange),
});
export type ModuleChange = Static<typeof ModuleChange>;

export const VersionRef = Type.Object({ id: Type.Integer(), revision: Nullable(Type.Integer()), created_at: Type.String() });

export const VersionCompare = Type.Object({
  from: VersionRef,
  to: VersionRef,
  /** The page's title and headline in the request's language, where they differ. */
  texts: Type.Array(Type.Object({ field: Type.Union([Type.Literal('title'), Type.Literal('headline')]), before: Type.String(), after: Type.String() })),
  /** Every module that differs, in the order of `to`, then the removed ones in the order of `from`; unchanged modules are left out. */
  modules: Type.Array(ModuleChange),
});
export type VersionCompare = Static<typeof VersionCompare>;
