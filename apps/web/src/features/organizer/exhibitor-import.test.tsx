import {
  type ExhibitorImportReport,
  OrganizerPaths,
  organizerRolePermissions,
  ResponseCode,
} from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { organizer, testConfig } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi, raw } from '../../test/server';
import { accountsCsv } from './exhibitor-import-dialog';
import { OrganizerExhibitorsScreen } from './exhibitors-screen';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const rejected = [
  { row: 4, problems: ['Company name (Chinese, required): is required'] },
  { row: 6, problems: ['Administrator email: is the same as in row 3'] },
];
const created = [
  {
    exhibitorName: '远航纺织有限公司',
    adminName: '王经理',
    adminAccount: 'wang@yuanhang.example',
    initialPassword: 'Kp7mZ2qR4xYa',
  },
  {
    exhibitorName: '=Formula Co, "Ltd"',
    adminName: 'Li',
    adminAccount: '13912340002',
    initialPassword: 'Hn3tW8sE5vBc',
  },
];
const checked: ExhibitorImportReport = { imported: 0, valid: 2, rejected, created: [] };
const imported: ExhibitorImportReport = { imported: 2, valid: 2, rejected, created };

function serve(reply: (checkOnly: boolean) => unknown = (c) => (c ? checked : imported)) {
  mockApi({
    [OrganizerPaths.me]: () => ({
      organizerId: 'o1',
      name: 'Fair office',
      role: 'owner',
      permissions: [...organizerRolePermissions.owner],
    }),
    [OrganizerPaths.exhibitorList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    [OrganizerPaths.exhibitorImportTemplate]: () =>
      raw(new HttpResponse('PK template', { headers: { 'content-type': XLSX } })),
    [OrganizerPaths.exhibitorImport]: (query) => reply(query.checkOnly === 'true'),
  });
}

/** Downloads (template, CSV) land here instead of the browser's download folder. */
let saved: { blob: Blob; name: string }[] = [];

const openDialog = async () => {
  renderScreen(<OrganizerExhibitorsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: /Import from Excel$/ }));
  const dialog = await screen.findByRole('dialog');
  within(dialog).getByText('Import exhibitors from Excel');
  return dialog;
};
const choose = (name = 'exhibitors.xlsx') => {
  const input = document.querySelector('input[data-purpose=exhibitorImport]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(64)], name, { type: XLSX })] } });
};

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ ...organizer(), language: 'en' });
  saved = [];
  let n = 0;
  const urls = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test-${++n}`;
      urls.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: urls.get(this.getAttribute('href') ?? '')!, name: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('import exhibitors from Excel', () => {
  it('downloads the template, checks the file first, then imports it and shows the passwords once', async () => {
    serve();
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: /Download the template$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('exhibitors-template.xlsx');
    expect(await saved[0]!.blob.text()).toBe('PK template');

    // Choosing the file only checks it: the rows that can be imported and each refused one.
    choose();
    const report = await within(dialog).findByRole('status');
    await within(report).findByText('exhibitors.xlsx: 2 exhibitors can be imported.');
    expect(bodiesOf(OrganizerPaths.exhibitorImport)).toEqual([{ checkOnly: 'true' }]);
    within(report).getByText('2 rows have errors and will be left out; correct them and import them later.');
    const rows = within(report).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toContain('4Company name (Chinese, required): is required');
    expect(rows.map((r) => r.textContent)).toContain('6Administrator email: is the same as in row 3');
    expect(within(dialog).queryByTestId('imported-password')).toBeNull();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 exhibitors' }));
    });
    await within(dialog).findByText('2 exhibitors created with their administrators.');
    expect(bodiesOf(OrganizerPaths.exhibitorImport)).toEqual([{ checkOnly: 'true' }, { checkOnly: 'false' }]);
    within(dialog).getByText(/initial passwords are shown only now and never again/);
    expect(
      within(dialog)
        .getAllByTestId('imported-password')
        .map((p) => p.textContent),
    ).toEqual(['Kp7mZ2qR4xYa', 'Hn3tW8sE5vBc']);
    within(dialog).getByText('wang@yuanhang.example');
    within(dialog).getByText('远航纺织有限公司');

    // The accounts as a CSV file made in the browser.
    fireEvent.click(within(dialog).getByRole('button', { name: /Download accounts and passwords \(CSV\)$/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('exhibitor-administrators.csv');
    const csv = saved[1]!.blob;
    expect(csv.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await csv.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text).toBe(
      '\uFEFF"Company","Administrator","Login (email or mobile)","Initial password"\r\n' +
        '"远航纺织有限公司","王经理","wang@yuanhang.example","Kp7mZ2qR4xYa"\r\n' +
        // A name that starts like a formula is not run by the spreadsheet; quotes are doubled.
        `"'=Formula Co, ""Ltd""","Li","13912340002","Hn3tW8sE5vBc"\r\n`,
    );

    // Saved: closing asks nothing more.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before closing while the passwords have not been saved', async () => {
    serve();
    const dialog = await openDialog();
    choose();
    await within(dialog).findByText('exhibitors.xlsx: 2 exhibitors can be imported.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 exhibitors' }));
    });
    await within(dialog).findAllByTestId('imported-password');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await screen.findAllByText('Close without saving the passwords?');
    screen.getAllByText('The initial passwords have not been downloaded, and they cannot be shown again.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Still there to download.
    expect(within(dialog).getAllByTestId('imported-password')).toHaveLength(2);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // (The first question stays in the DOM, hidden, while jsdom runs no leave animation.)
    fireEvent.click((await screen.findAllByRole('button', { name: 'Close anyway' })).at(-1)!);
    await waitFor(() => expect(screen.queryAllByTestId('imported-password')).toEqual([]));
  });

  it('says why a file is refused as a whole, and offers no import when no row is good', async () => {
    let answer: unknown = failure(
      ResponseCode.BadRequest,
      'This file is not the exhibitor template; please download the template and fill it in.',
    );
    serve(() => answer);
    const dialog = await openDialog();
    choose('contacts.xlsx');
    const alert = await within(dialog).findByRole('alert');
    within(alert).getByText('contacts.xlsx could not be checked');
    within(alert).getByText(/not the exhibitor template/);

    answer = { imported: 0, valid: 0, rejected, created: [] };
    choose('all-bad.xlsx');
    await within(dialog).findByText(/all-bad.xlsx: no row can be imported/);
    expect(within(dialog).getByRole('button', { name: 'Import 0 exhibitors' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('writes an empty accounts file with its header only', async () => {
    const blob = accountsCsv(['A', 'B', 'C', 'D'], []);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text).toBe('\uFEFF"A","B","C","D"\r\n');
  });
});
