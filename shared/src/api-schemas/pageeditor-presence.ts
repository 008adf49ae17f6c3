import { Type, type Static } from '@sinclair/typebox';

/** Another editor with the same page open in edit mode, since the first heartbeat of this visit. */
export const PresentEditor = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  /** An ISO instant; the editor shows it in Berlin time. */
  since: Type.String(),
});
export type PresentEditor = Static<typeof PresentEditor>;

/** The other editors of a page (never the asking editor), longest there first. */
export const PresenceList = Type.Object({ editors: Type.Array(PresentEditor) });
export type PresenceList = Static<typeof PresenceList>;

export { PRESENCE_EXPIRY_MS, PRESENCE_HEARTBEAT_MS } from './pageeditor-paths';
