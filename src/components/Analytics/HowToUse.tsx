/**
 * The "How to use" panel of an analytics page: collapsed by default, it shows one locale text as paragraphs (the
 * text separates paragraphs with blank lines; no markdown), so the usage instructions are in every language.
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Collapse, Space, Typography } from 'antd';

export interface HowToUseProps {
  /** The locale key of the instructions, e.g. `seasonal.howToUse.text`. */
  i18nKey: string;
  /** Open at first (default closed). */
  defaultOpen?: boolean;
}

/** The paragraphs of an instructions text: split on blank lines, each trimmed, empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function HowToUse({ i18nKey, defaultOpen }: HowToUseProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'analytics.howToUse' });
  return (
    <Collapse
      size="small"
      defaultActiveKey={defaultOpen ? ['how'] : []}
      items={[
        {
          key: 'how',
          label: (
            <Space size={6}>
              <QuestionCircleOutlined />
              {title}
            </Space>
          ),
          children: paragraphsOf(intl.formatMessage({ id: i18nKey })).map((p) => (
            <Typography.Paragraph key={p} style={{ marginBlockEnd: 8 }}>
              {p}
            </Typography.Paragraph>
          )),
        },
      ]}
    />
  );
}
