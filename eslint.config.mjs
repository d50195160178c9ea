import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  // CommonJS is what jest's config loader expects.
  { files: ['jest.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'next-env.d.ts'],
  },
];

export default config;
