import { ChatPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { exhibitor, visitor } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { DigestSwitch } from './digest-switch';

beforeAll(() => initI18n('en'));
beforeEach(() => sessionStore.reset({ ...exhibitor(false), language: 'en' }));

describe('the e-mail digest switch of exhibitor staff', () => {
  it('shows the saved setting and switches it off on the server', async () => {
    let enabled = true;
    mockApi({
      [ChatPaths.digestSetting]: () => ({ enabled, afterMinutes: 15 }),
      [ChatPaths.digestSettingUpdate]: (body) => {
        enabled = Boolean(body.enabled);
        return { enabled, afterMinutes: 15 };
      },
    });
    renderWithProviders(<DigestSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail digest' }));
    const toggle = await screen.findByRole('switch', { name: 'E-mail me unread buyer messages' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText(/stays unread for 15 minutes while you are offline/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(bodiesOf(ChatPaths.digestSettingUpdate)).toEqual([{ enabled: false }]);
  });

  it('is not there for buyers', () => {
    sessionStore.reset({ ...visitor(), language: 'en' });
    renderWithProviders(<DigestSwitch />);
    expect(screen.queryByRole('button', { name: 'E-mail digest' })).toBeNull();
  });
});
