/**
 * The `web-unit` project's set-up (jest.config.ts): files named `*.unit.test.ts` under tests/web test functions of the
 * web app (formatting, chart options, parsers, route and locale tables) without rendering. They get the same quiet
 * console rule as the page tests (an unexpected console.error or console.warn fails the test) and none of what only
 * rendering needs: Umi's plugin runtime (src/app.tsx and every plugin's runtime), the request layer with its fake
 * network, antd's theme and Testing Library (about 0.3 s of CPU per file).
 */
import { assertQuietConsole, installQuietConsole } from './harness/quietConsole';

installQuietConsole();

afterEach(() => {
  assertQuietConsole();
});

afterAll(() => {
  assertQuietConsole();
});
