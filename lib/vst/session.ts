/**
 * What the browser may know about the signed-in user (from `GET /api/auth/session`): never the token.
 * Isomorphic: the server builds it from the provider's User, the browser reads the session route.
 */
import { z } from 'zod';

export const sessionUserSchema = z.object({
  userID: z.number().int(),
  name: z.string(),
  email: z.string(),
  serviceProvider: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/session` */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
