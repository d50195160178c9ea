import { streamMedia } from '@/server/media';

/** Provider files on the web origin (see server/media.ts). */
export const GET = streamMedia;
