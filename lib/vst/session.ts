/**
 * What the browser may know about the signed-in user (from `GET /api/auth/session`): never the token.
 * Isomorphic: the server builds it from the provider's User, the browser parses the session route.
 * zod/mini, because the nav on every page parses it: the full zod would add ~25 kB to every page.
 */
import * as z from 'zod/mini';

export const sessionUserSchema = z.object({
  userID: z.int(),
  name: z.string(),
  email: z.string(),
  serviceProvider: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/session` */
export const sessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
