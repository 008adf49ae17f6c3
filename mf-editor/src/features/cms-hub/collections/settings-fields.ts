import type { FieldSpec } from './field-spec';

/** The settings singleton's fields (spec §3 settings). */
export const SETTINGS_FIELDS: FieldSpec[] = [
  { kind: 'checkbox', name: 'is_site_online' },
  { kind: 'checkbox', name: 'is_shop_online' },
  { kind: 'text', name: 'html_header', multiline: true },
  { kind: 'text', name: 'html_footer_top', multiline: true },
  { kind: 'text', name: 'html_footer_bottom', multiline: true },
  { kind: 'text', name: 'html_footer_logos', multiline: true },
];
