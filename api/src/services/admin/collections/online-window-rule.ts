import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { AdminObject } from '../collection-definition';

/** An online window ends after it starts: online_to at or before online_from is refused (400 on online_to). */
export function onlineWindowRule(input: AdminObject): ModuleFieldError[] {
  const { online_from: from, online_to: to } = input;
  if (typeof from !== 'string' || typeof to !== 'string') return [];
  return Date.parse(to) <= Date.parse(from) ? [{ field: 'online_to', message: 'endBeforeStart' }] : [];
}
