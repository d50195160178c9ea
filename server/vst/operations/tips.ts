import 'server-only';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { tipsQuerySchema, tipsResponseSchema } from '@/lib/vst/tips';
import type { Operation } from '../operation-types';

/** The tips and guides articles: public and cached. */
export function tipsOperations(): [string, Operation][] {
  return [
    [
      'params/getTipsAndGuide',
      {
        method: 'GET',
        auth: 'none',
        query: tipsQuerySchema,
        response: tipsResponseSchema,
        cache: { revalidate: revalidateSeconds.tips, tags: [cacheTags.tips] },
      },
    ],
  ];
}
