const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// iron-session 9 and sanitize-html's parser are ES modules only; jest loads them only with VM modules.
if (typeof require('node:vm').SyntheticModule !== 'function') {
  throw new Error(
    'jest needs Node\'s VM modules here: run `npm run test:unit -- <paths>` ' +
      '(or NODE_OPTIONS=--experimental-vm-modules npx jest <paths>).',
  );
}

/**
 * Unit tests live beside the code they test (`*.test.ts(x)`), in the web app and in provider/.
 * jsdom by default; Node-side tests opt into `@jest-environment node`. e2e/ belongs to Playwright.
 */
module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next', '<rootDir>/node_modules/', '<rootDir>/.data/', '<rootDir>/.tools/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data/', '<rootDir>/.tools/'],
  // Plain ES modules (next.config.mjs) load as they are: compiled to CommonJS they fail as ESM.
  transformIgnorePatterns: ['\\.mjs$'],
});
