import { CatalogPaths, ExhibitPaths, type ExhibitRow } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor, testConfig } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { bodiesOf, mockApi } from '../../../test/server';
import { ExhibitListScreen } from './exhibit-list-screen';

const row = (id: string, name: string, sort: number): ExhibitRow => ({
  id,
  name,
  nameEn: name,
  thumbnail: '',
  category: 'cases',
  scope: 0,
  sort,
  salePrice: 9.9,
  minOrder: 10,
  articleNumber: `A-${id}`,
  createdAt: '2026-11-24T00:00:00.000Z',
});

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ ...exhibitor(false), language: 'en' });
  mockApi({
    [ExhibitPaths.productList]: () => ({
      list: [row('p1', 'Case', 1), row('p2', 'Charger', 2)],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    }),
    [ExhibitPaths.batchUpdateScope]: (body) => ({ count: (body.ids as string[]).length }),
    [ExhibitPaths.batchUpdateScopeAll]: () => ({ count: 2 }),
    [CatalogPaths.filterOptions]: () => ({
      categories: [{ key: 'cases', name: 'Phone cases' }],
      countries: [],
      floors: [],
      tags: [],
    }),
  });
});

async function changeScopeTo(label: string) {
  fireEvent.mouseEnter(screen.getByRole('button', { name: /Change who can see/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  });
}

describe('the exhibit list (/my-exhibit-list)', () => {
  it('reads the filter from the address and, with nothing chosen, changes every exhibit it matches', async () => {
    renderScreen(<ExhibitListScreen />, {
      at: '/my-exhibit-list?keyword=case&scope=0',
      route: '/my-exhibit-list',
    });
    await screen.findByRole('link', { name: 'Case' });
    expect(bodiesOf(ExhibitPaths.productList)[0]).toMatchObject({
      keyword: 'case',
      scope: 0,
      order: 'sort',
      pageNum: 1,
    });
    expect(screen.getByText('None chosen: changes apply to all 2 exhibits the filter matches.')).toBeTruthy();
    await changeScopeTo('Client pool only');
    await waitFor(() => expect(bodiesOf(ExhibitPaths.batchUpdateScopeAll)).toHaveLength(1));
    expect(bodiesOf(ExhibitPaths.batchUpdateScopeAll)[0]).toMatchObject({
      filter: { keyword: 'case', scope: 0, category: '' },
      scope: 1,
    });
  });

  it('changes only the chosen exhibits when some are chosen', async () => {
    renderScreen(<ExhibitListScreen />, { at: '/my-exhibit-list' });
    const charger = await screen.findByRole('link', { name: 'Charger' });
    const chargerRow = charger.closest('tr') as HTMLElement;
    fireEvent.click(within(chargerRow).getByRole('checkbox'));
    expect(await screen.findByText('1 exhibit chosen.')).toBeTruthy();
    await changeScopeTo('Pre-registered visitors only');
    await waitFor(() => expect(bodiesOf(ExhibitPaths.batchUpdateScope)).toHaveLength(1));
    expect(bodiesOf(ExhibitPaths.batchUpdateScope)[0]).toMatchObject({ ids: ['p2'], scope: 2 });
    expect(bodiesOf(ExhibitPaths.batchUpdateScopeAll)).toHaveLength(0);
  });
});
