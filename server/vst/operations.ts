import 'server-only';
import { OPERATION_PATH_PATTERN } from './client';
import type { Operation } from './operation-types';
import { referenceOperations } from './operations/reference';
import { listingOperations } from './operations/listings';
import { tipsOperations } from './operations/tips';
import { sellOperations } from './operations/sell';
import { propertyPageOperations } from './operations/property-page';
import { dashboardOperations } from './operations/dashboard';
import { profileOperations } from './operations/profile';
import { listingFormOperations } from './operations/listing-form';
import { paymentsOperations } from './operations/payments';
import { advertsOperations } from './operations/adverts';
import { financeOperations } from './operations/finance';
import { servicesOperations } from './operations/services';
import { savedSearchOperations } from './operations/saved-searches';
import { enquiryOperations } from './operations/enquiries';
import { verificationOperations } from './operations/verification';
import { trustOperations } from './operations/trust';
import { freshnessOperations } from './operations/freshness';
import { bookingOperations } from './operations/bookings';

/**
 * The provider operations the browser may call through `/api/vst/{path}`, and nothing else: the BFF
 * is not an open proxy. Each feature lists its own in server/vst/operations/; what an entry fixes is
 * in server/vst/operation-types.ts.
 */

/** Every allow-listed operation; a path may appear once per method (a list read by GET, added to by POST). */
const operationList: [string, Operation][] = [
  ...referenceOperations(),
  ...listingOperations(),
  ...tipsOperations(),
  ...sellOperations(),
  ...propertyPageOperations(),
  ...dashboardOperations(),
  ...profileOperations(),
  ...listingFormOperations(),
  ...advertsOperations(),
  ...financeOperations(),
  ...servicesOperations(),
  ...paymentsOperations(),
  ...savedSearchOperations(),
  ...enquiryOperations(),
  ...verificationOperations(),
  ...trustOperations(),
  ...freshnessOperations(),
  ...bookingOperations(),
];

/** Path, then method. Maps, not object literals: `__proto__` or `constructor` can never look like an operation. */
const operationsByPath: ReadonlyMap<string, ReadonlyMap<string, Operation>> = operationList.reduce((byPath, [path, operation]) => {
  const methods = byPath.get(path) ?? new Map<string, Operation>();
  if (methods.has(operation.method)) throw new Error(`Operation ${operation.method} ${path} is listed twice`);
  return byPath.set(path, methods.set(operation.method, operation));
}, new Map<string, Map<string, Operation>>());

export type OperationLookup =
  | { found: true; path: string; operation: Operation }
  | { found: false; status: 404 | 405; allow?: string };

/**
 * Finds the operation a request asks for from its raw path (before any decoding), so `..`, encoded
 * slashes or dots, doubled slashes and unknown names all miss. A known path with the wrong method is 405.
 */
export function findOperation(rawPathname: string, method: string, prefix = '/api/vst/'): OperationLookup {
  if (!rawPathname.startsWith(prefix)) return { found: false, status: 404 };
  const path = rawPathname.slice(prefix.length);
  if (!OPERATION_PATH_PATTERN.test(path)) return { found: false, status: 404 };
  const methods = operationsByPath.get(path);
  if (!methods) return { found: false, status: 404 };
  const operation = methods.get(method);
  if (!operation) return { found: false, status: 405, allow: [...methods.keys()].join(', ') };
  return { found: true, path, operation };
}
