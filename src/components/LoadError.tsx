/** A failed load, in the user's language (the envelope's msgKey via failureMessage), with a retry button. */
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import { failureMessage } from '@/utils/apiError';

export default function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={failureMessage(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        ) : undefined
      }
    />
  );
}
