import type { PublishBody } from '@festival/shared/api-schemas/page-publication';
import { FieldValidationError } from '../editing/editor-errors';
import type { EditorWriteContext } from '../editing/write-pipeline';

/**
 * When a publication happens: null for now, else its planned time, which must lie ahead of the
 * api's clock (the one tests set), not the browser's: 400 on `at` otherwise.
 */
export function plannedInstant(input: PublishBody, ctx: EditorWriteContext): Date | null {
  if (input.at === undefined) return null;
  const at = new Date(input.at);
  if (Number.isNaN(at.getTime()) || at <= ctx.now) throw new FieldValidationError([{ field: 'at', message: 'date' }], ctx.locale);
  return at;
}
