import { serveImageVariant } from '@/server/images/serve-variant';

/** Public pictures resized for the slot that shows them (see server/images/serve-variant.ts). */
export const GET = serveImageVariant;
