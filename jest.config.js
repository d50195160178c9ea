const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests live beside the code they test (`*.test.ts(x)`), in the web app and in provider/.
 * jsdom by default; Node-side tests opt into `@jest-environment node`. e2e/ belongs to Playwright.
 */
module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next', '<rootDir>/node_modules/', '<rootDir>/.data/'],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/.data/'],
});
