import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n';
import { inAntdScope } from './in-antd-scope';
import { ShellIcon } from './layout/shell-icon';

type Loaded = {
  Dialog: ComponentType<{ open: boolean; onClose: () => void }>;
  useHasNew: () => boolean;
};

/** The dot of the entry, once the chat is loaded (hooks of a module that arrives later live in here). */
function NewDot({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('layout');
  const hasNew = loaded.useHasNew();
  if (!hasNew) return null;
  return (
    <>
      <span
        className="of-badge-dot of-guest-service-dot"
        data-testid="guest-service-dot"
        aria-hidden="true"
      />
      <span className="of-sr-only"> ({t('header.newMessages')})</span>
    </>
  );
}

/**
 * Guests' "online service" (spec 000 §1: visitors message online customer service; spec 000 §4: an
 * anonymous visitor receives a tourist chat identity): a button at the bottom of the page's corner. The
 * chat's code (with antd's scope: in-antd-scope.tsx), texts and the guest's identity load on the first
 * press, so guests' first views stay light.
 */
export function GuestServiceEntry() {
  const { t } = useTranslation('layout');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const press = () => {
    if (loaded) return setOpen(true);
    setLoading(true);
    const chat = import('../features/chat/tourist-service');
    void Promise.all([
      chat,
      inAntdScope(() => chat.then((m) => m.TouristServiceDialog))(),
      loadNamespaces(['chat', 'chat-guest']),
    ])
      .then(([m, Dialog]) => {
        setLoaded({ Dialog, useHasNew: m.useTouristHasNew });
        setOpen(true);
      })
      .finally(() => setLoading(false));
  };
  return (
    <div className="of-guest-service">
      <button
        type="button"
        className="of-btn of-btn--primary of-btn--large of-btn--round of-guest-service-btn"
        aria-busy={loading || undefined}
        onClick={press}
      >
        {loading ? (
          <span className="of-btn-spinner" aria-hidden="true" />
        ) : (
          <ShellIcon name="customerService" />
        )}
        <span>{t('menu.onlineService')}</span>
        {loaded ? <NewDot loaded={loaded} /> : null}
      </button>
      {loaded ? <loaded.Dialog open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
