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
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
