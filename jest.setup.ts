import '@testing-library/jest-dom';

// Outside Next there is no incremental cache: `unstable_cache` (server/vst/client.ts) runs its function each time.
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), unstable_cache: (read: unknown) => read }));
