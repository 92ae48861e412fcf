import { CustomerServiceOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n';

type Loaded = {
  Dialog: ComponentType<{ open: boolean; onClose: () => void }>;
  useHasNew: () => boolean;
};

/** The dot of the entry, once the chat is loaded (hooks of a module that arrives later live in here). */
function NewDot({ loaded, children }: { loaded: Loaded; children: React.ReactNode }) {
  const hasNew = loaded.useHasNew();
  return (
    <Badge dot={hasNew} offset={[-6, 6]} data-testid="guest-service-dot">
      {children}
    </Badge>
  );
}

/**
 * Guests' "online service" (spec 000 §1: visitors message online customer service; spec 000 §4: an
 * anonymous visitor receives a tourist chat identity): a button at the bottom of the page's corner. The
 * chat's code, texts and the guest's identity load on the first press, so guests' first views stay light.
 */
export function GuestServiceEntry() {
  const { t } = useTranslation('layout');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const press = () => {
    if (loaded) return setOpen(true);
    setLoading(true);
    void Promise.all([import('../features/chat/tourist-service'), loadNamespaces(['chat', 'chat-guest'])])
      .then(([m]) => {
        setLoaded({ Dialog: m.TouristServiceDialog, useHasNew: m.useTouristHasNew });
        setOpen(true);
      })
      .finally(() => setLoading(false));
  };
  const button = (
    <Button
      type="primary"
      shape="round"
      size="large"
      icon={<CustomerServiceOutlined />}
      loading={loading}
      onClick={press}
      className="of-guest-service-btn"
    >
      {t('menu.onlineService')}
    </Button>
  );
  return (
    <div className="of-guest-service">
      {loaded ? <NewDot loaded={loaded}>{button}</NewDot> : button}
      {loaded ? <loaded.Dialog open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
