import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, ThemeProvider, Tooltip, createTheme } from '@mui/material';
import { lightTheme } from '../../src/theme/themes';

/*
 * docs/screens.md, Constants: a tooltip opens after 700 ms; the next one, within 300 ms of the last,
 * opens at once. Every tooltip of the app (Fleet's and react-admin's) takes these from the theme.
 */

const theme = createTheme(lightTheme);

function Buttons() {
  return (
    <ThemeProvider theme={theme}>
      <Tooltip title="First tip">
        <Button>First</Button>
      </Tooltip>
      <Tooltip title="Second tip">
        <Button>Second</Button>
      </Tooltip>
    </ThemeProvider>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * MUI remembers module-wide that a tooltip was open a moment ago, and test files share their modules
 * (vitest.config.ts): a tooltip of another file may have been left open. Opened and closed here long
 * enough ago, the next one starts from the state a person's first hover does.
 */
function forgetEarlierTooltips() {
  const { unmount } = render(<Buttons />);
  fireEvent.mouseOver(screen.getByText('First'));
  advance(750);
  fireEvent.mouseLeave(screen.getByText('First'));
  advance(1_000);
  unmount();
}

beforeEach(() => {
  vi.useFakeTimers();
  forgetEarlierTooltips();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tooltips', () => {
  it('open after 700 ms, not before', () => {
    render(<Buttons />);
    fireEvent.mouseOver(screen.getByText('First'));
    advance(650);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
    // Closed, and long enough ago that the next one waits again (below).
    fireEvent.mouseLeave(screen.getByText('First'));
    advance(1_000);
    fireEvent.mouseOver(screen.getByText('Second'));
    advance(0);
    expect(screen.queryByText('Second tip')).not.toBeInTheDocument();
    advance(750);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
    fireEvent.mouseLeave(screen.getByText('Second'));
    advance(1_000);
  });

  it('the next one, within 300 ms of the last, opens at once', () => {
    render(<Buttons />);
    fireEvent.mouseOver(screen.getByText('First'));
    advance(750);
    fireEvent.mouseLeave(screen.getByText('First'));
    advance(250);
    fireEvent.mouseOver(screen.getByText('Second'));
    advance(0);
    expect(screen.getByText('Second tip')).toBeInTheDocument();
  });

  it('the next one, 300 ms or more after the last closed, waits the 700 ms again', () => {
    render(<Buttons />);
    fireEvent.mouseOver(screen.getByText('First'));
    advance(750);
    fireEvent.mouseLeave(screen.getByText('First'));
    advance(400);
    fireEvent.mouseOver(screen.getByText('Second'));
    advance(650);
    expect(screen.queryByText('Second tip')).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
  });
});
