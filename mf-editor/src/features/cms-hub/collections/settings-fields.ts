import { AdminSettings } from '@festival/shared/api-schemas/admin-content';
import type { FieldSpec } from './field-spec';
import { fieldsFromSchema } from './schema-fields';

/** The settings singleton's fields (spec §3 settings); error pages are set per status code by ops. */
export const SETTINGS_FIELDS: FieldSpec[] = fieldsFromSchema(AdminSettings, { hidden: ['error_pages'] });
