import type { AdminObject } from '../collections/field-spec';

/** A page of an admin list, paged like the public lists. */
export interface AdminPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: AdminObject[];
}

export interface AdminListQuery {
  q?: string;
  page?: number;
  /** A field name, descending with a leading "-". */
  ordering?: string;
}

/** One audited write of an object: who, what, when. */
export interface HistoryEntry {
  id: number;
  action: string;
  /** ISO instant. */
  created_at: string;
  user: string | null;
  /** The changed field names, when the audit recorded them. */
  changed_fields?: string[];
}

export interface FormEntry {
  id: number;
  form_id?: number;
  created_at: string;
  locale?: string;
  values: Record<string, unknown>;
}
