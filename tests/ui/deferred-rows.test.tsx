import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { DataTable } from 'react-admin';
import { ListContextProvider, useList } from 'ra-core';
import { FleetDataTable } from '../../src/resources/shared/list/FleetDataTable';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * New rows are rendered in the background, in slices with the page free between them, the rows before
 * them on screen meanwhile (src/resources/shared/list/FleetDataTable.tsx). A page of 100 rendered in
 * one task held the browser for a third of a second (docs/performance.md).
 */

const rowsNamed = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index}`, name: `${prefix} ${index}` }));

/** Between tasks of the new rows' render: whether the rows before them were on screen. */
const shownBetween: boolean[] = [];

/** Counts the tasks the page has run: each turn of the event loop adds one. */
function taskCounter() {
  let tasks = 0;
  let running = true;
  const tick = () => {
    tasks++;
    const text = document.body.textContent ?? '';
    if (renderedIn.size > 0 && !text.includes('after 59')) shownBetween.push(text.includes('before 1'));
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => tasks, stop: () => (running = false) };
}

let counter: ReturnType<typeof taskCounter> | undefined;
/** For each cell of a new row, the task it was rendered in; each cell takes a few milliseconds. */
const renderedIn = new Map<string, number>();

/** A cell that takes a few milliseconds to render, noting the task it was rendered in. */
function renderSlowly(record: { id: string; name: string } | undefined) {
  const until = performance.now() + 3;
  while (performance.now() < until);
  if (record && counter && !renderedIn.has(record.id)) renderedIn.set(record.id, counter.now());
  return record?.name;
}

function SlowName({ record }: { record?: { id: string; name: string } }) {
  return <>{renderSlowly(record)}</>;
}

let showRows: (rows: { id: string; name: string }[]) => void = () => undefined;

function Table() {
  const [rows, setRows] = useState(rowsNamed('before', 2));
  useEffect(() => {
    showRows = setRows;
  }, []);
  const list = useList({ data: rows, perPage: 100 });
  return (
    <ListContextProvider value={list}>
      <FleetDataTable>
        <DataTable.Col source="name" render={(record) => <SlowName record={record as never} />} />
      </FleetDataTable>
    </ListContextProvider>
  );
}

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  counter?.stop();
  counter = undefined;
  renderedIn.clear();
  shownBetween.length = 0;
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('a table given new rows', () => {
  it('renders them over several tasks, showing the rows before them meanwhile', async () => {
    renderWithAdmin(<Table />, { resource: 'vehicles' });
    expect(await screen.findByText('before 1')).toBeInTheDocument();

    // As in the browser: React's own scheduler, not the test's act().
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    counter = taskCounter();
    showRows(rowsNamed('after', 60));
    await waitFor(() => expect(screen.getByText('after 59')).toBeInTheDocument());

    const tasks = new Set([...renderedIn.entries()].filter(([id]) => id.startsWith('after')).map(([, task]) => task));
    // 60 cells of 3 ms each: in one task, they would all share one number.
    expect(tasks.size).toBeGreaterThan(5);
    expect(shownBetween.length).toBeGreaterThan(0);
    expect(shownBetween.every(Boolean)).toBe(true);
    expect(screen.queryByText('before 1')).not.toBeInTheDocument();
  });
});
