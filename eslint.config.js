import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'schemas',
      'test-results',
      'playwright-report',
      'data',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Browser code never pulls in zod or Node modules: page data is validated at build time,
    // and forms load zod lazily through src/forms.
    files: ['src/{app,blocks,layout,ui,chat,styles}/**/*.tsx', 'src/entry-client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Validate at build time; zod only loads with forms.' }],
          patterns: [{ group: ['node:*'], message: 'Browser code cannot use Node modules.' }],
        },
      ],
    },
  },
);
