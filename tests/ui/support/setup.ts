import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A whole react-admin screen can take over a second to render on a busy machine (CI has 2 CPUs):
// findBy* waits up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with empty storage and cookies, as a new browser profile would.
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});
