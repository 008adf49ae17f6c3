/** DOM ids of a form field, its label and its error, from the form's id and the field's path (`children.0.image`). */
export function fieldIds(formId: string, path: string) {
  const base = `${formId}-${path.replace(/\./g, '-')}`;
  return { input: base, label: `${base}-label`, error: `${base}-error` };
}
