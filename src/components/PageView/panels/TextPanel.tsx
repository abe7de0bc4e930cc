/**
 * A `text` panel: plain paragraphs (a locale key's text or a report's literal text), then its links to related pages
 * (the FU page's Hi-5 link to the LU page). A link is a link only for a reader its page's access key grants (the
 * menu's flags, config/routes.ts); for others it says the page is not in their grants, rather than leading to a 403.
 * Nothing to export.
 */
import { Link, useAccess, useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useEffect } from 'react';
import routes from '../../../../config/routes';
import { gatedRoutes } from '@common/access/routeAccess';
import { specText } from '../specText';
import type { PanelViewProps } from '../types';

/** Route path -> its access key (the innermost route carrying one). */
const keyOfPath = new Map(gatedRoutes(routes).map((g) => [g.path, g.key]));

export default function TextPanel({ panel, onContent }: PanelViewProps<'text'>) {
  const intl = useIntl();
  const access = useAccess() as Record<string, boolean>;
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
      {panel.links?.map((link) => {
        const label = specText(intl, link.label);
        const key = keyOfPath.get(link.to);
        return (
          <Typography.Paragraph key={link.to} data-testid="text-panel-link">
            {key === undefined || access[key] ? (
              <Link to={link.to}>{label}</Link>
            ) : (
              <Typography.Text type="secondary">{intl.formatMessage({ id: 'pageView.text.linkNotGranted' }, { page: label })}</Typography.Text>
            )}
          </Typography.Paragraph>
        );
      })}
    </div>
  );
}
