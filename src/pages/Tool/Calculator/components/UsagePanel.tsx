/**
 * The "How to use" panel of a calculator page: a collapsed panel with the page's usage text (locale key `i18nKey`,
 * paragraphs separated by blank lines), so the conventions behind the numbers are one click away in every language.
 */
import { useIntl } from '@umijs/max';
import { Collapse, Typography } from 'antd';

export default function UsagePanel({ i18nKey }: { i18nKey: string }) {
  const intl = useIntl();
  const paragraphs = intl.formatMessage({ id: i18nKey }).split(/\n\s*\n/);
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'usage',
          label: intl.formatMessage({ id: 'basis.usage.title' }),
          children: paragraphs.map((text) => (
            <Typography.Paragraph key={text} style={{ whiteSpace: 'pre-line' }}>
              {text}
            </Typography.Paragraph>
          )),
        },
      ]}
    />
  );
}
