import { afterEach } from 'vitest';

// Each test starts with empty storage and cookies, as a new browser profile would.
afterEach(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});
