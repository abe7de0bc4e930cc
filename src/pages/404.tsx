/** Unknown addresses (the `/*` route, docs/spec-reference.md#2-screens-and-routes). */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { HOME_PATH } from '@/constants';

export default function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: 'pages.404.title' })}
      subTitle={intl.formatMessage({ id: 'pages.404.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
}
