import { Button } from 'antd';
import { StatusResult } from '../shared/ui/status-result';

/** The warning result of a screen chunk that did not load, with its retry button. */
export function ChunkFailedResult({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <StatusResult
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
