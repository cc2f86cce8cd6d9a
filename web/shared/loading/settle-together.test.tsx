// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettleTogether, useSettling } from './settle-together';
import { useLoad } from './use-load';

// Issue 33: the sections of a page that load on their own appear together (no section pushes another down).

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Section({ name, load }: { name: string; load: Promise<string> }) {
  const loaded = useLoad(name, () => load);
  return <p data-testid={name}>{loaded.status === 'loaded' ? loaded.data : 'loading'}</p>;
}

const wrapper = () => screen.getByTestId('settle-together');

afterEach(cleanup);

describe('sections that settle together', () => {
  it('stay unseen while any of them loads its first data, then appear together', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    render(
      <SettleTogether maxWaitMs={60_000}>
        <Section name="summary" load={first.promise} />
        <Section name="units" load={second.promise} />
      </SettleTogether>,
    );
    expect(wrapper()).toHaveClass('settling');
    expect(wrapper()).toHaveAttribute('aria-busy', 'true');
    await act(async () => first.resolve('Continue'));
    expect(screen.getByTestId('summary')).toHaveTextContent('Continue');
    expect(wrapper()).toHaveClass('settling');
    await act(async () => second.resolve('Unit 3'));
    await act(() => new Promise((done) => setTimeout(done, 5)));
    expect(wrapper()).not.toHaveClass('settling');
    expect(wrapper()).toHaveAttribute('aria-busy', 'false');
  });

  it('appear at once when nothing loads, and after the longest wait when a load never ends', async () => {
    const { unmount } = render(
      <SettleTogether maxWaitMs={60_000}>
        <p>static</p>
      </SettleTogether>,
    );
    await act(() => new Promise((done) => setTimeout(done, 5)));
    expect(wrapper()).not.toHaveClass('settling');
    unmount();
    render(
      <SettleTogether maxWaitMs={30}>
        <Section name="stuck" load={new Promise<string>(() => undefined)} />
      </SettleTogether>,
    );
    expect(wrapper()).toHaveClass('settling');
    await act(() => new Promise((done) => setTimeout(done, 60)));
    expect(wrapper()).not.toHaveClass('settling');
    expect(screen.getByTestId('stuck')).toHaveTextContent('loading');
  });

  it('never hide again once shown: a later load shows as it arrives', async () => {
    function Toggle({ loading }: { loading: boolean }) {
      useSettling(loading);
      return null;
    }
    const { rerender } = render(
      <SettleTogether maxWaitMs={60_000}>
        <Toggle loading={false} />
      </SettleTogether>,
    );
    await act(() => new Promise((done) => setTimeout(done, 5)));
    expect(wrapper()).not.toHaveClass('settling');
    rerender(
      <SettleTogether maxWaitMs={60_000}>
        <Toggle loading />
      </SettleTogether>,
    );
    await act(() => new Promise((done) => setTimeout(done, 5)));
    expect(wrapper()).not.toHaveClass('settling');
  });

  it('does nothing outside a SettleTogether', async () => {
    render(<Section name="alone" load={Promise.resolve('here')} />);
    expect(await screen.findByText('here')).toBeInTheDocument();
  });
});
