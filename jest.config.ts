// Unit and component tests run in jsdom through ts-jest; browser tests live in
// tests/e2e and run under Playwright instead. Jest loads this file with Node's own type
// stripping (Node 24), so it holds only erasable TypeScript: a type import and annotations.
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testTimeout: 20_000,
  setupFiles: ['<rootDir>/src/test/setupEnv.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  // One worker more than the 2 cores: with two, the CPU stood idle 15% of the run (tests waiting on
  // real timers and child processes); a third fills it.
  maxWorkers: 3,
  moduleNameMapper: {
    '^@catalogue$': '<rootDir>/mocks/catalogue.json',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileStub.ts',
    // lean-qr's nano build is an ES module only; Jest runs its CommonJS build, the same generate().
    '^lean-qr/nano$': 'lean-qr',
    // What a styled element hands on to the DOM, as the build decides it (webpack.config.ts).
    '^@emotion/is-prop-valid$': '<rootDir>/src/theme/styleProps.ts',
    // `styled` as the build has it (webpack.config.ts).
    '^@emotion/styled$': '<rootDir>/src/theme/styled.ts',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
};

export default config;
