import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '../../src/resources/resource';

/*
 * A screen loads when first shown, and a page opened at its address loads it before the first render
 * (src/App.tsx, src/main.tsx). Once loaded it must render at once: suspended on it, React holds the
 * content back for up to 300 ms after the fallback, and a first visit to the vehicles went through
 * two such waits before its list was even asked for (docs/performance.md).
 */

describe('a lazily loaded screen', () => {
  it('renders in the very first commit once it has loaded', async () => {
    const Screen = lazyScreen(async () => () => <p>the loaded screen</p>);
    await Screen.preload();
    render(<Screen />);
    // No waiting: getBy, not findBy. A suspended first render would show nothing here.
    expect(screen.getByText('the loaded screen')).toBeInTheDocument();
  });

  it('shows once it has loaded when it was not asked for earlier', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return () => <p>loaded on first use</p>;
    });
    render(<Screen />);
    expect(await screen.findByText('loaded on first use')).toBeInTheDocument();
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('is mounted once, however often it renders after it has loaded', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>counted</p>;
    }
    const Screen = lazyScreen(async () => Counted);
    const { rerender } = render(<Screen />);
    expect(await screen.findByText('counted')).toBeInTheDocument();
    rerender(<Screen />);
    rerender(<Screen />);
    expect(screen.getByText('counted')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
