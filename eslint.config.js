// Lint rules for sources, tests and benchmarks: type-checked typescript-eslint, formatting left to Prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use string unions or `as const` objects.' },
      ],
    },
  },
  {
    // On Node 22 and later an ESM import of node:http (any name from it) builds the module's namespace, which
    // runs its lazy WebSocket, CloseEvent and MessageEvent getters: they load undici and http2 for good, ~14 MB
    // of resident memory on Node 24 that Hearth never uses (nodejs/node#59686). process.getBuiltinModule
    // hands over the same module without the namespace. Tests and benchmarks may import it.
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['node:http', 'http'].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            "Use process.getBuiltinModule('node:http'): an ESM import loads undici (eslint.config.js).",
        })),
      ],
      // The first `fetch` loads undici and its WebAssembly parser for good (~12–16 MB of resident memory on
      // Node 22+). HTTP goes through node:http(s): ha/send-request.ts, supervisor/supervisor-request.ts, the
      // model clients in llm/. The trace page's scripts call the browser's fetch inside strings: not flagged.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use node:http(s) (ha/send-request.ts): fetch loads undici for good.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'global'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Use node:http(s) (ha/send-request.ts): fetch loads undici for good.',
        })),
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
