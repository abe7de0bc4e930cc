/**
 * /tool/trade/record (docs/analytics/tradeRecord.md): the user's books, their trades (blotter with edit history,
 * CSV / Excel import), cash flows, FIFO positions marked to the latest settlement, and the daily unit NAV with its
 * drawdown and metrics. Every number is computed by the server from the stored trades and settlements.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Card, Empty, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { HowToUse } from '@/components/Analytics';
import { failureMessage } from '@/utils/apiError';
import Blotter from './components/Blotter';
import BookBar from './components/BookBar';
import Flows from './components/Flows';
import NavTab from './components/NavTab';
import Positions from './components/Positions';
import TradeImport from './components/TradeImport';
import { useText } from './components/useText';
import { useBooks } from './service';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/tradeRecord';

export default function TradeRecordPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('tradeRecord');
  const f = useText();
  const books = useBooks();
  const [bookId, setBookId] = useState('');
  const list = books.data ?? [];

  // The first book opens by itself; a deleted or foreign id falls back to it.
  useEffect(() => {
    if (list.length > 0 && !list.some((b) => b.id === bookId)) setBookId(list[0].id);
  }, [list, bookId]);

  return (
    <PageContainer title={f('menu.tool.record')} content={f('tradeRecord.intro')} extra={<BookBar books={list} bookId={bookId} onSelect={setBookId} />}>
      <div style={{ marginBlockEnd: 16 }}>
        <HowToUse i18nKey="tradeRecord.howToUse.text" />
      </div>
      {books.isError && <Alert type="error" showIcon message={failureMessage(books.error)} style={{ marginBlockEnd: 16 }} />}
      <Card>
        {!bookId ? (
          <Empty description={books.isLoading ? undefined : f('tradeRecord.book.empty')} />
        ) : (
          <Tabs
            destroyOnHidden
            items={[
              { key: 'blotter', label: f('tradeRecord.tab.blotter'), children: <Blotter bookId={bookId} /> },
              { key: 'import', label: f('tradeRecord.tab.import'), children: <TradeImport bookId={bookId} /> },
              { key: 'positions', label: f('tradeRecord.tab.positions'), children: <Positions bookId={bookId} /> },
              { key: 'flows', label: f('tradeRecord.tab.flows'), children: <Flows bookId={bookId} /> },
              { key: 'nav', label: f('tradeRecord.tab.nav'), children: <NavTab bookId={bookId} /> },
            ]}
          />
        )}
      </Card>
    </PageContainer>
  );
}
