/** The 403 page the layout shows for a route the user may not open (runtime `unAccessible`). */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { HOME_PATH } from '@/constants';

export default function Forbidden() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title={intl.formatMessage({ id: 'pages.403.title' })}
      subTitle={intl.formatMessage({ id: 'pages.403.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
}
