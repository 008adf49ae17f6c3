import { ADMIN_LIST_FILTERS, listFilterKind, rangeParams } from '@festival/shared/api-schemas/admin-list-filters';
import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { addDays, berlinInstant } from '@festival/shared/format/berlin-time';
import { FieldValidationError } from '../editing/editor-errors';
import type { AnyCollectionDefinition } from './collection-definition';


const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the collection's table is chosen at run time (byName)
type Condition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** The conditions a list's query asks for (ADMIN_LIST_FILTERS); 400 naming the parameter for a value its filter cannot read. */
export function listFilters(def: AnyCollectionDefinition, query: Record<string, unknown>, locale: Locale): Condition[] {
  const conditions: Condition[] = [];
  const errors: ModuleFieldError[] = [];
  for (const column of ADMIN_LIST_FILTERS[def.name as AdminCollection] ?? []) {
    const kind = listFilterKind(def.schema.properties[column] as Parameters<typeof listFilterKind>[0]);
    if (kind === 'range') {
      for (const [param, bound] of [[rangeParams(column).from, 'from'], [rangeParams(column).to, 'to']] as const) {
        const value = query[param];
        if (value === undefined || value === '') continue;
        if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) {
          errors.push({ field: param, message: 'date' });
          continue;
        }
        // Instants are stored as ISO UTC text, so text order is time order.
        const instant = berlinInstant(bound === 'from' ? value : addDays(value, 1)).toISOString();
        conditions.push((eb) => eb(column, bound === 'from' ? '>=' : '<', instant));
      }
      continue;
    }
    const value = query[column];
    if (value === undefined || value === '') continue;
    if (kind === 'flag') {
      if (value !== 'true' && value !== 'false') errors.push({ field: column, message: 'invalid' });
      else conditions.push((eb) => eb(column, '=', value === 'true' ? 1 : 0));
    } else if (typeof value !== 'string' || !ID.test(value)) errors.push({ field: column, message: 'invalid' });
    else conditions.push((eb) => eb(column, '=', Number(value)));
  }
  if (errors.length > 0) throw new FieldValidationError(errors, locale);
  return conditions;
}
