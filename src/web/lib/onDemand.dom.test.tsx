/**
 * Code fetched on first use (lib/onDemand.ts): one fetch shared by every caller and kept, nothing fetched before it
 * is wanted, and a failed fetch (offline) reported and fetched again on Retry or the next time it is wanted.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from './onDemand.ts';

interface Panel {
  text: string;
}

/** A chunk whose fetches the test answers one by one. */
function controlledChunk() {
  const fetches: { resolve: (p: Panel) => void; reject: (e: Error) => void }[] = [];
  const chunk = onDemand(
    () =>
      new Promise<Panel>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { chunk, fetches };
}

let retryLast: () => void = () => undefined;

function Opener({ chunk, open }: { chunk: OnDemand<Panel>; open: boolean }) {
  const { module, failed, retry } = useOnDemand(chunk, open);
  retryLast = retry;
  return <p data-testid="state">{module ? module.text : failed ? 'failed' : open ? 'loading' : 'closed'}</p>;
}

const state = () => screen.getByTestId('state').textContent;

afterEach(() => vi.restoreAllMocks());

describe('onDemand', () => {
  it('fetches once, for every caller, and only when asked', async () => {
    const { chunk, fetches } = controlledChunk();
    expect(chunk.loaded()).toBeUndefined();
    expect(fetches).toHaveLength(0);
    const [a, b] = [chunk.load(), chunk.load()];
    chunk.preload();
    expect(fetches).toHaveLength(1);
    fetches[0]?.resolve({ text: 'panel' });
    expect(await a).toEqual({ text: 'panel' });
    expect(await b).toBe(await a);
    expect(chunk.loaded()).toEqual({ text: 'panel' });
    await chunk.load();
    expect(fetches).toHaveLength(1);
  });

  it('fetches again after a failed fetch', async () => {
    const { chunk, fetches } = controlledChunk();
    const first = chunk.load();
    fetches[0]?.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(chunk.loaded()).toBeUndefined();
    const second = chunk.load();
    expect(fetches).toHaveLength(2);
    fetches[1]?.resolve({ text: 'panel' });
    expect(await second).toEqual({ text: 'panel' });
  });
});

describe('useOnDemand', () => {
  it('fetches when wanted, shows the module once there, and keeps it', async () => {
    const { chunk, fetches } = controlledChunk();
    const { rerender } = render(<Opener chunk={chunk} open={false} />);
    expect(state()).toBe('closed');
    expect(fetches).toHaveLength(0);
    rerender(<Opener chunk={chunk} open />);
    expect(state()).toBe('loading');
    await act(async () => fetches[0]?.resolve({ text: 'panel' }));
    expect(state()).toBe('panel');
    rerender(<Opener chunk={chunk} open={false} />);
    expect(state()).toBe('panel');
    // Another component wanting it later has it from its first render.
    render(<Opener chunk={chunk} open={false} />);
    expect(screen.getAllByTestId('state')[1]?.textContent).toBe('panel');
    expect(fetches).toHaveLength(1);
  });

  it('says when the fetch failed, and Retry fetches again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { chunk, fetches } = controlledChunk();
    render(<Opener chunk={chunk} open />);
    await act(async () => fetches[0]?.reject(new TypeError('Failed to fetch')));
    expect(state()).toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
    act(() => retryLast());
    expect(state()).toBe('loading');
    expect(fetches).toHaveLength(2);
    await act(async () => fetches[1]?.resolve({ text: 'panel' }));
    expect(state()).toBe('panel');
  });
});
