import { App } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApi } from './feedback-relay';

function Capture({ onApi }: { onApi: (api: FeedbackApi | null) => void }) {
  const api = App.useApp();
  useEffect(() => {
    onApi(api);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}

/**
 * antd's App without its wrapper element: mounts the message, notification and modal holders (inside the
 * app's ConfigProvider, so they follow the theme and locale) and hands their API to the relay.
 */
export default function FeedbackHost({ onApi }: { onApi: (api: FeedbackApi | null) => void }) {
  return (
    <App component={false}>
      <Capture onApi={onApi} />
    </App>
  );
}
