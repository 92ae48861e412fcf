import { AreaPaths } from '@openfair/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { areaApi } from '../../test/profile-data';
import { chooseOption, renderWithProviders } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { AreaSelect, type AreaValue, checkArea, emptyArea } from './area-select';

let latest: AreaValue = emptyArea;
function Harness({ initial = emptyArea }: { initial?: AreaValue }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <AreaSelect value={value} onChange={setValue} />;
}

const renderArea = (initial?: AreaValue) => renderWithProviders(<Harness initial={initial} />);

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  mockApi(areaApi());
});

afterEach(() => {
  latest = emptyArea;
});

describe('AreaSelect', () => {
  it('loads provinces only after China is chosen, then cities of the chosen province', async () => {
    renderArea();
    await waitFor(() => expect(bodiesOf(AreaPaths.countryList)).toEqual([{}]));
    expect(bodiesOf(AreaPaths.provinceList)).toEqual([]);
    expect(screen.queryByRole('combobox', { name: '省份' })).toBeNull();

    await chooseOption('国家或地区', '中国');
    await waitFor(() => expect(bodiesOf(AreaPaths.provinceList)).toEqual([{ countryId: 'CN' }]));
    expect(latest).toEqual({ countryId: 'CN', provinceId: '', cityId: '' });
    // no province yet: no city call
    expect(bodiesOf(AreaPaths.cityList)).toEqual([]);

    await chooseOption('省份', '广东省');
    await waitFor(() => expect(bodiesOf(AreaPaths.cityList)).toEqual([{ provinceId: '44' }]));
    await chooseOption('城市', '广州市');
    expect(latest).toEqual({ countryId: 'CN', provinceId: '44', cityId: '4401' });
  });

  it('clears province and city when the country changes, and hides them outside China', async () => {
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
