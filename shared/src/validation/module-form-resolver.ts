import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { validateModule, type ModuleFieldError } from '@festival/shared/validation/module-rules';

/** react-hook-form's FieldError for one field: the rule as `type`, the shown text as `message`. */
export interface FormFieldError {
  type: string;
  message: string;
}
export type NestedErrors = { [key: string]: NestedErrors | NestedErrors[] | FormFieldError };

/** react-hook-form's ResolverResult, spelled out so shared needs no form library. */
export type ModuleResolverResult<V> = { values: V; errors: Record<string, never> } | { values: Record<string, never>; errors: NestedErrors };

function setPath(target: NestedErrors, path: string[], error: FormFieldError): void {
  let node: NestedErrors | NestedErrors[] = target;
  path.forEach((key, index) => {
    const container = node as Record<string, unknown>;
    if (index === path.length - 1) {
      container[key] = error;
      return;
    }
    container[key] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = container[key] as NestedErrors | NestedErrors[];
  });
}

/** The flat errors of validateModule nested the way react-hook-form reads them (`children.0.image`). */
function nestFieldErrors(errors: ModuleFieldError[], translate: (error: ModuleFieldError) => string): NestedErrors {
  const nested: NestedErrors = {};
  for (const error of errors) setPath(nested, error.field ? error.field.split('.') : ['root'], { type: error.message, message: translate(error) });
  return nested;
}

/**
 * A react-hook-form resolver for one module form: `useForm({ resolver: moduleFormResolver('Headline', t) })`
 * with `t` translating `validation:<key>`; the api checks the same rules on save.
 */
export function moduleFormResolver<V extends object>(model: ModuleModel, translate: (error: ModuleFieldError) => string) {
  return (values: V): ModuleResolverResult<V> => {
    const errors = validateModule(model, values);
    return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: nestFieldErrors(errors, translate) };
  };
}
