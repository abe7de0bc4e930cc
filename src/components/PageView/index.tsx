/**
 * `<PageView spec>`: draws any page spec (common/contract/pageSpec.ts; docs/page-specs.md). The spec is validated on
 * load: an invalid one shows its problems, never a crash or a blank page. Title and description, the unit switch when
 * the spec has units, and the panels on a 24-column grid (`w` columns from lg, full width below; `h` rows of 80 px as
 * the minimum height), each in its frame (PanelFrame.tsx). The unit and the hidden / collapsed panels are kept per
 * user and page (layoutStore.ts).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Button, Col, Row, Segmented, Space, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { type PageSpec, type PanelSpec, pageSpecProblems, type SpecUnit } from '@common/contract/pageSpec';
import { unitOf, usePageLayout } from './layoutStore';
import PanelFrame from './PanelFrame';
import ReportButtons from './ReportButtons';
import SpecProblems from './SpecProblems';
import type { PanelContent } from './types';
import { specText } from './specText';
import { panelWithholding, type Withholding } from './withheld';

export interface PageViewProps {
  /** A spec from code or storage; checked here before anything is drawn. */
  spec: unknown;
  /** The page's route when it offers a daily digest (common/contract/pageDigest.ts). */
  digestPage?: string;
  /** A published report's: what the reader may not read (withheld.ts). Product pages pass none. */
  withholding?: Withholding;
  /** Buttons of a panel's frame besides its own (the report page's "subscribe"). */
  panelExtra?: (panel: PanelSpec) => ReactNode;
  /** Above the panels, below the title (the report page's variable inputs). */
  header?: ReactNode;
}

export default function PageView({ spec, ...rest }: PageViewProps) {
  const intl = useIntl();
  const problems = useMemo(() => pageSpecProblems(spec), [spec]);
  if (problems.length > 0) {
    return (
      <PageContainer title={intl.formatMessage({ id: 'pageView.invalid.title' })}>
        <SpecProblems type="error" data-testid="page-spec-invalid" message={intl.formatMessage({ id: 'pageView.invalid.message' })} problems={problems} />
      </PageContainer>
    );
  }
  return <ValidPageView spec={spec as PageSpec} {...rest} />;
}

function ValidPageView({ spec, digestPage, withholding, panelExtra, header }: Omit<PageViewProps, 'spec'> & { spec: PageSpec }) {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const [layout, setLayout] = usePageLayout(initialState?.currentUser?.id, spec.id);
  const unit = unitOf(spec, layout);
  const hidden = spec.panels.filter((p) => layout.panels[p.id]?.hidden);
  const description = specText(intl, spec.description);
  // What each panel shows, for the report's workbook: read when exported, so a ticking panel re-renders nothing here.
  const contents = useRef(new Map<string, PanelContent>());
  const onReport = useCallback((panelId: string, content: PanelContent) => void contents.current.set(panelId, content), []);

  return (
    <PageContainer
      title={specText(intl, spec.title)}
      extra={
        <Space wrap style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
          {spec.units && unit && (
            <Segmented
              aria-label={intl.formatMessage({ id: 'pageView.unit' })}
              value={unit}
              options={spec.units.map((u) => ({ value: u, label: u }))}
              onChange={(value) => setLayout((l) => ({ ...l, unit: value as SpecUnit }))}
            />
          )}
          <ReportButtons spec={spec} contents={contents} digestPage={digestPage} />
          {hidden.length > 0 && (
            <Button
              onClick={() =>
                setLayout((l) => ({
                  ...l,
                  panels: Object.fromEntries(Object.entries(l.panels).map(([id, choice]) => [id, { ...choice, hidden: false }])),
                }))
              }
            >
              {intl.formatMessage({ id: 'pageView.showHidden' }, { count: hidden.length })}
            </Button>
          )}
        </Space>
      }
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {header}
      <Row gutter={[12, 12]} data-testid="page-view" data-page={spec.id}>
        {spec.panels
          .filter((p) => !layout.panels[p.id]?.hidden)
          .map((panel) => (
            <Col key={panel.id} xs={24} lg={panel.layout.w} style={{ minWidth: 0 }}>
              <PanelFrame
                panel={panel}
                unit={unit}
                choice={layout.panels[panel.id] ?? {}}
                onChoice={(choice) => setLayout((l) => ({ ...l, panels: { ...l.panels, [panel.id]: choice } }))}
                onReport={onReport}
                withholding={panelWithholding(panel, withholding)}
                extra={panelExtra?.(panel)}
              />
            </Col>
          ))}
      </Row>
    </PageContainer>
  );
}
