/**
 * useSeriesAnnotations: no call and no marks without the research page; with it, annotation/list for the chart's
 * addresses over whole UTC days, one mark per document labelled "title (kind)", and a click opens the library page of
 * the document's kind with `?open=<id>`.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSeriesAnnotations } from '@/hooks/useSeriesAnnotations';
import { answer, bodiesSentTo, makeUser, ok, renderPage, sentTo } from '../harness';
import { REPORTS } from './fixtures';

const BOARD = '/tool/trade/realtime';
const at = Date.UTC(2026, 10, 2, 9, 30);

function Probe() {
  const { annotations, open } = useSeriesAnnotations(['md:SHFE.FU@main'], { from: at, to: at + 3_600_000 });
  return (
    <ul>
      {annotations.map((a) => (
        <li key={a.id}>
          <button type="button" onClick={() => open(a)}>
            {a.label}
          </button>
        </li>
      ))}
      <li>marks: {annotations.length}</li>
    </ul>
  );
}

test('without the research page: no call and no marks', async () => {
  renderPage(<Probe />, { user: makeUser({ paths: [BOARD] }), path: BOARD });
  expect(await screen.findByText('marks: 0')).toBeTruthy();
  expect(sentTo('/v2/research/annotation/list')).toHaveLength(0);
});

test('with it: asks for whole days, one mark per document, a click opens the document in the library', async () => {
  answer(
    '/v2/research/annotation/list',
    ok([
      { address: 'md:SHFE.FU@main', documentId: 'd7', kind: 'methodology', title: 'HSFO 方法论变更', at: Date.UTC(2026, 10, 2) },
      { address: 'md:SHFE.FU2601', documentId: 'd7', kind: 'methodology', title: 'HSFO 方法论变更', at: Date.UTC(2026, 10, 2) },
    ]),
  );
  const view = renderPage(<Probe />, { user: makeUser({ paths: [BOARD, REPORTS] }), path: BOARD });
  expect(await screen.findByText('HSFO 方法论变更 (Methodology change)')).toBeTruthy();
  expect(screen.getByText('marks: 1')).toBeTruthy();
  expect(bodiesSentTo('/v2/research/annotation/list')).toEqual([
    { addresses: ['md:SHFE.FU@main'], from: Date.UTC(2026, 10, 2), to: Date.UTC(2026, 10, 3) - 1 },
  ]);
  fireEvent.click(screen.getByText('HSFO 方法论变更 (Methodology change)'));
  await waitFor(() => expect(view.navigations).toContain('/tool/research/platts/reports?open=d7'));
});
