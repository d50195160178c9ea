/** SWR keys of the browser's reads: one place, so a mutation can revalidate exactly what it changed. */
export const swrKeys = {
  /** `GET /api/auth/session` → `{ user: SessionUser | null }` */
  session: '/api/auth/session',
} as const;
