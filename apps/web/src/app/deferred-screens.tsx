import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../shared/ui/deferred';
import { inAntdScope } from './in-antd-scope';

/**
 * The app's fallback screens (404, not available yet, render error, chunk failure) and on-demand dialogs
 * use antd's Result and Modal, which the home page never needs: they load when first shown.
 */

/** What a screen shows while its code loads (also used by LazyScreen). */
export function ScreenSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="of-screen-spinner" role="status" aria-busy="true">
      <span className="of-sr-only">{t('loading')}</span>
    </div>
  );
}

const NotFound = deferredComponent(
  inAntdScope(() => import('../shared/ui/not-found-screen').then((m) => m.NotFoundScreen)),
);
const NotAvailable = deferredComponent(
  inAntdScope(() => import('../shared/ui/not-available-screen').then((m) => m.NotAvailableScreen)),
);
const RouteError = deferredComponent(
  inAntdScope(() => import('./route-error-screen').then((m) => m.RouteErrorScreen)),
);
const ChunkFailed = deferredComponent(
  inAntdScope(() => import('./chunk-failed-result').then((m) => m.ChunkFailedResult)),
);
const CompleteRegistration = deferredComponent(
  inAntdScope(() => import('./complete-registration-dialog').then((m) => m.CompleteRegistrationDialog)),
);

export function DeferredNotFoundScreen() {
  return <NotFound fallback={<ScreenSpinner />} />;
}

export function DeferredNotAvailableScreen(props: ComponentProps<typeof NotAvailable>) {
  return <NotAvailable {...props} fallback={<ScreenSpinner />} />;
}

export function DeferredCompleteRegistrationDialog(props: ComponentProps<typeof CompleteRegistration>) {
  return <CompleteRegistration {...props} />;
}

/** Plain text and a button: what the error screens show when even their own chunk cannot be fetched. */
function PlainProblem({ title, action, onAction }: { title: string; action: string; onAction: () => void }) {
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 32px' }}>
      <p style={{ fontSize: 24, margin: '0 0 24px' }}>{title}</p>
      <button type="button" className="of-plain-button" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

export function DeferredRouteErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <RouteError
      fallback={
        <PlainProblem
          title={t('errors.screen')}
          action={t('actions.reload')}
          onAction={() => window.location.reload()}
        />
      }
    />
  );
}

/** A screen chunk failed to load: the warning result, or plain text when its chunk cannot load either. */
export function ChunkFailedScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const title = t('chunk.failed');
  const retryLabel = t('actions.retry');
  return (
    <ChunkFailed
      title={title}
      retryLabel={retryLabel}
      onRetry={onRetry}
      fallback={<PlainProblem title={title} action={retryLabel} onAction={onRetry} />}
    />
  );
}
