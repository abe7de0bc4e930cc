/** A `text` panel: plain paragraphs (a locale key's text or a report's literal text); nothing to export. */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { specText } from '../specText';
import type { PanelViewProps } from '../types';

export default function TextPanel({ panel, onContent }: PanelViewProps<'text'>) {
  const intl = useIntl();
  useEffect(() => onContent({ table: null, demo: false }), [onContent]);
  return (
    <div>
      {specText(intl, panel.body)
        .split(/\n{2,}/)
        .map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
    </div>
  );
}
