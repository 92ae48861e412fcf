import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const track = vi.hoisted(() => vi.fn(() => true));
vi.mock('./tracker', () => ({ track }));

import { useAnalytics } from './use-analytics';

function Probe({ goTo }: { goTo?: string }) {
  useAnalytics();
  const navigate = useNavigate();
  useEffect(() => {
    if (goTo) navigate(goTo);
  }, [goTo, navigate]);
  return null;
}

afterEach(() => track.mockClear());

describe('useAnalytics', () => {
  it('tracks one page view per route change with the full address', () => {
    const view = render(
      <MemoryRouter initialEntries={['/find/actor']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenLastCalledWith({ site: `${window.location.origin}/find/actor` });
    view.rerender(
      <MemoryRouter initialEntries={['/find/actor']}>
        <Probe goTo="/search-list?keyword=phone" />
      </MemoryRouter>,
    );
    expect(track).toHaveBeenCalledTimes(2);
    expect(track).toHaveBeenLastCalledWith({ site: `${window.location.origin}/search-list?keyword=phone` });
  });
});
