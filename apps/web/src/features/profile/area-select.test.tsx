import { ApiPaths, type Area } from '@openfair/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/request')>()),
  get,
  post: vi.fn(),
}));

import { chooseOption, installMatchMedia } from '../../test/profile-render';
import { AreaSelect, type AreaValue, checkArea, emptyArea } from './area-select';

const areas: Record<string, (query: Record<string, string>) => Area[]> = {
  [ApiPaths.countryList]: () => [
    { id: 'CN', name: '中国' },
    { id: 'DE', name: '德国' },
  ],
  [ApiPaths.provinceList]: (q) =>
    q.countryId === 'CN'
      ? [
          { id: '31', name: '上海市' },
          { id: '44', name: '广东省' },
        ]
      : [],
  [ApiPaths.cityList]: (q) => (q.provinceId === '44' ? [{ id: '4401', name: '广州市' }] : []),
};

let latest: AreaValue = emptyArea;
function Harness({ initial = emptyArea }: { initial?: AreaValue }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <AreaSelect value={value} onChange={setValue} />;
}

function renderArea(initial?: AreaValue) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n('zh');
  installMatchMedia();
});

afterEach(() => {
  cleanup();
  get.mockReset();
  latest = emptyArea;
});

describe('AreaSelect', () => {
  it('loads provinces only after China is chosen, then cities of the chosen province', async () => {
    get.mockImplementation(async (path: string, query: Record<string, string>) => areas[path]?.(query) ?? []);
    renderArea();
    await waitFor(() => expect(get).toHaveBeenCalledWith(ApiPaths.countryList));
    expect(get.mock.calls.some(([path]) => path === ApiPaths.provinceList)).toBe(false);
    expect(screen.queryByRole('combobox', { name: '省份' })).toBeNull();

    await chooseOption('国家或地区', '中国');
    await waitFor(() => expect(get).toHaveBeenCalledWith(ApiPaths.provinceList, { countryId: 'CN' }));
    expect(latest).toEqual({ countryId: 'CN', provinceId: '', cityId: '' });
    // no province yet: no city call
    expect(get.mock.calls.some(([path]) => path === ApiPaths.cityList)).toBe(false);

    await chooseOption('省份', '广东省');
    await waitFor(() => expect(get).toHaveBeenCalledWith(ApiPaths.cityList, { provinceId: '44' }));
    await chooseOption('城市', '广州市');
    expect(latest).toEqual({ countryId: 'CN', provinceId: '44', cityId: '4401' });
  });

  it('clears province and city when the country changes, and hides them outside China', async () => {
    get.mockImplementation(async (path: string, query: Record<string, string>) => areas[path]?.(query) ?? []);
    renderArea({ countryId: 'CN', provinceId: '44', cityId: '4401' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '城市' })).toBeTruthy());
    await chooseOption('国家或地区', '德国');
    expect(latest).toEqual({ countryId: 'DE', provinceId: '', cityId: '' });
    expect(screen.queryByRole('combobox', { name: '省份' })).toBeNull();
  });
});

describe('checkArea', () => {
  it('requires a country, and in China a province and a city', () => {
    expect(checkArea(undefined)).toBe('country');
    expect(checkArea({ countryId: 'DE', provinceId: '', cityId: '' })).toBeNull();
    expect(checkArea({ countryId: 'CN', provinceId: '', cityId: '' })).toBe('province');
    expect(checkArea({ countryId: 'CN', provinceId: '44', cityId: '' })).toBe('city');
    expect(checkArea({ countryId: 'CN', provinceId: '44', cityId: '4401' })).toBeNull();
  });
});
