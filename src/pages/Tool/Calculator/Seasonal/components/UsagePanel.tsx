/**
 * The collapsible "How to use" panel: `<key>.title` as the header, `<key>.body` split into paragraphs at line breaks.
 * (The shared `src/components/Analytics/HowToUse` of the charts helper does the same for every page of issue 10; this
 * page's own copy lets it ship before that one.)
 */
import { useIntl } from '@umijs/max';
import { Collapse, Typography } from 'antd';

export default function UsagePanel({ i18nKey }: { i18nKey: string }) {
  const intl = useIntl();
  const paragraphs = intl.formatMessage({ id: `${i18nKey}.body` }).split('\n');
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'howTo',
          label: intl.formatMessage({ id: `${i18nKey}.title` }),
          children: paragraphs.map((text) => <Typography.Paragraph key={text}>{text}</Typography.Paragraph>),
        },
      ]}
    />
  );
}
