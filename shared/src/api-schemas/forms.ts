import { Type, type Static } from '@sinclair/typebox';
import { Id, Line } from './common-schemas';

/** Spec §7 form routes: uploads, form entries and the 404 log. The form itself is in content.ts. */

/** POST /api/forms-entries/. */
export const FormEntryBody = Type.Object({
  form: Id,
  // Values are checked per field type by the service: a schema union here would coerce false to "false".
  field_values: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 100, propertyNames: Line({ maxLength: 100 }) }),
});
export type FormEntryBody = Static<typeof FormEntryBody>;

export const FormEntryCreated = Type.Object({ id: Type.Integer(), success_text: Type.String() });
export type FormEntryCreated = Static<typeof FormEntryCreated>;

/** POST /api/temp-files/ answers the stored upload; its id goes into the entry's file field. */
export const TempFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() });
export type TempFile = Static<typeof TempFile>;

/** POST /api/dashboard-error-log/: the path a visitor got a 404 for. */
export const NotFoundReport = Type.Object({ url: Line({ minLength: 1, maxLength: 2000 }) });
export type NotFoundReport = Static<typeof NotFoundReport>;
