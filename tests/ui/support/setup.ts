import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A whole react-admin screen can take seconds to render on a busy machine (CI has 2 CPUs, and other
// work may run beside it): findBy* and waitFor wait up to 15 s for what they look for, instead of 1 s.
// They return as soon as it is there, so a passing test is no slower.
configure({ asyncUtilTimeout: 15_000 });

// Each test starts with empty storage and cookies, as a new browser profile would.
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});
