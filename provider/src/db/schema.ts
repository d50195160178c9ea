/**
 * The provider's tables, one index for the queries and drizzle-kit (provider/drizzle.config.ts).
 * Each part lives in a file of its own; the parts import the core tables from ./schema-core, never
 * from here, so no file imports one that imports it.
 */
export * from './schema-core';
export * from './schema-payments';
export * from './schema-services';
export * from './schema-adverts';
export * from './schema-verification';
export * from './schema-trust';
export * from './schema-finance';
export * from './schema-prices';
export * from './schema-bookings';
export * from './schema-sms';
export * from './schema-photos';
export * from './schema-fact-answers';
