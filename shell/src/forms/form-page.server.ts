import type { Form } from '@festival/shared/api-schemas/content';
import { formHead } from '@festival/shared/head/page-heads';
import type { ShellServerPage } from '@festival/shared/ssr/shell-page';
import { formKey, loadForm } from './form-api';

/** The form page on the server: the form, and the head built from it. */
export const formServerPage: ShellServerPage<Form> = { kind: 'form', key: formKey, load: loadForm, head: formHead };
