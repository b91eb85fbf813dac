import { z } from 'zod';

/** The Socket.IO path of the hub (api-conventions.md). */
export const HUB_PATH = '/hub';
/** The one event the hub sends to a user (spec point 7). */
export const RECEIVE_MESSAGE_EVENT = 'ReceiveMessage';

export const realtimeMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A web app path to open on click, e.g. `/apps/tickets/edit/12`. */
  route: z.string(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The stored notification, when the portal channel kept one. */
  notificacionId: z.number().int().optional(),
  /**
   * The catalogue keys and values of a notification written from keys: the receiving screen tells it in the language
   * its reader chose (issue 21); `title` and `body` are the text in the user's stored language, for anything else.
   */
  text: z.object({ titleKey: z.string(), bodyKey: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/**
 * Record rooms: a screen showing one record (a previo, a confrontation) joins its room to see who else has it
 * open (presence) and to hear of changes made by others. Joining checks the caller's data scope on the server.
 */
export const JOIN_RECORD_EVENT = 'JoinRecord';
export const LEAVE_RECORD_EVENT = 'LeaveRecord';
/** Sent to a room whenever someone joins or leaves it: everyone there now. */
export const RECORD_PRESENCE_EVENT = 'RecordPresence';
/** Sent to a room when its record changed (a scan, a line, a photo), with who changed it. */
export const RECORD_CHANGED_EVENT = 'RecordChanged';

export const recordRoomSchema = z.object({
  kind: z.string().regex(/^[a-z][a-zA-Z]{0,39}$/),
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});
export type RecordRoom = z.infer<typeof recordRoomSchema>;
/** The answer to a join: `ok` false when the record does not exist or is outside the caller's scope. */
export const recordJoinAckSchema = z.object({ ok: z.boolean() });
export const recordPresenceSchema = recordRoomSchema.extend({
  users: z.array(z.object({ userId: z.number().int(), nombre: z.string() })),
});
export type RecordPresence = z.infer<typeof recordPresenceSchema>;
export const recordChangedSchema = recordRoomSchema.extend({
  change: z.string(),
  byUserId: z.number().int(),
  data: z.unknown().optional(),
});
export type RecordChanged = z.infer<typeof recordChangedSchema>;
