import { streamPrivateMedia } from '@/server/media';

/** Private provider files for the signed-in user the provider allows (see server/media.ts). */
export const GET = streamPrivateMedia;
