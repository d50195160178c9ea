/**
 * Writes a visitor may make with no connection: the service worker keeps them and sends them when
 * the connection returns (Background Sync where the browser has it, the next visit otherwise). Each
 * carries the Idempotency-Key it was first sent with (lib/once-only.ts), so the BFF saves it once
 * however often it is sent.
 */
export const OFFLINE_WRITE_PATHS = ['/api/vst/params/createLead', '/api/vst/comment/saveComment', '/api/vst/bookings/book'];

/** The worker's answer to a write it kept carries this header: the page shows it as waiting. */
export const WAITING_TO_SEND_HEADER = 'X-Waiting-To-Send';

/** The queue the worker keeps them in (IndexedDB, by the service worker library). */
export const WAITING_WRITES_QUEUE = 'nh-waiting-writes';

/**
 * How long a kept write is tried: less than the day the BFF keeps a write's key (server/once-only.ts
 * ANSWER_MS). A write whose answer was lost may have been saved; sent after its key is forgotten, it
 * would be saved twice.
 */
export const WAITING_WRITES_MINUTES = 23 * 60;
