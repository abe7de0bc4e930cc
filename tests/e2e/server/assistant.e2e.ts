/**
 * The AI assistant against the real server, in zh-CN (issue 23, "How it is verified"; docs/assistant.md): a trader asks
 * a question at /tool/trade/aiModel; the model (the scripted OpenAI-compatible provider of tests/support, on 127.0.0.1,
 * which scripts/e2e.sh's OUTBOUND_ALLOW_HOSTS lets the server reach) searches the catalogue, then reads the FU main
 * contract's daily series, then answers quoting the series' last value and a figure no tool produced. The page shows
 * the two steps, the chart of the series with its DEMO label, the answer with the invented figure marked unverified,
 * and the conversation in the list; after a reload the stored turn is drawn the same way. Only the provider and the
 * account are set up through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { type FakeChatProvider, startFakeChatProvider } from '../../support/fakeChatProvider';
import { ADMIN, api, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/trade/aiModel';
const PASSWORD = 'Desk@e2e-12345';
const FU = 'md:SHFE.FU@main';
/** The assistant follows the trade-record page; the FU pages grant the FU series. */
const KEYS = ['/tool/trade/record', '/tool/trade/realtime', '/tool/trade/realtime/fu'];
const DAY = 86_400_000;
/** A figure no tool returns (the demo FU price is in the thousands of CNY/t, never this). */
const INVENTED = '98,765.4';

let fake: FakeChatProvider;

test.beforeAll(async () => {
  fake = await startFakeChatProvider();
});
test.afterAll(async () => {
  await fake?.close();
});

/** The last point of the series block the model was sent in its latest tool message. */
function lastValueSent(request: Record<string, unknown>): number {
  const tools = (request.messages as { role: string; content: unknown }[]).filter((m) => m.role === 'tool');
  const block = String(tools.at(-1)?.content ?? '');
  const json = block.replace(/^<tool-result[^>]*>/, '').replace(/<\/tool-result>$/, '');
  const points = (JSON.parse(json) as { points: [number, number][] }).points;
  const last = points.at(-1);
  if (!last) throw new Error(`no points in ${block.slice(0, 200)}`);
  return last[1];
}

async function trader(request: APIRequestContext, adminToken: string): Promise<string> {
  const username = `assistant_${Date.now().toString(36)}`;
  expect((await api(request, '/v1/user/admin/create', { username, password: PASSWORD, name: username }, adminToken)).code).toBe(200);
  expect((await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths: KEYS }, adminToken)).code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('a trader asks in zh-CN: two tool steps, the series charted with DEMO, an invented figure marked unverified', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const set = await api(request, '/v2/assistant/provider/set', { baseUrl: fake.url, model: 'fake-e2e', apiKey: 'sk-e2e', timeoutMs: 30_000 }, adminToken);
  expect(set.code).toBe(200);
  const token = await trader(request, adminToken);

  let quoted = '';
  const now = Date.now();
  fake.push(
    { toolCalls: [{ name: 'marketData_catalog', arguments: { search: 'FU' }, fragments: 2 }], usage: { prompt: 900, completion: 20 } },
    {
      toolCalls: [{ name: 'marketData_series', arguments: { address: FU, from: now - 60 * DAY, to: now, interval: '1d' }, fragments: 3 }],
      usage: { prompt: 1_800, completion: 30 },
    },
    (req) => {
      quoted = lastValueSent(req).toLocaleString('en-US', { maximumFractionDigits: 2 });
      return {
        text: `燃料油主力合约最新收盘价为 ${quoted} 元/吨 [2]。另据估计库存为 ${INVENTED} 吨。`,
        usage: { prompt: 2_600, completion: 60 },
        usageMode: 'onLastChunk',
      };
    },
  );

  const { page, errors } = await openPage({ token, locale: 'zh-CN' });
  await page.goto(PAGE);
  const question = 'FU 主力合约最近怎么样？';
  await page.getByRole('textbox', { name: '您的问题' }).fill(question);
  await page.getByRole('button', { name: /提\s?问/ }).click();

  const turn = page.getByTestId('assistant-turn').filter({ hasText: question });
  const steps = turn.getByTestId('assistant-step');
  await expect(steps).toHaveCount(2, { timeout: 20_000 });
  await expect(steps.nth(0)).toContainText('marketData_catalog');
  await expect(steps.nth(0)).toContainText('/v2/marketData/catalog');
  await expect(steps.nth(1)).toContainText('marketData_series');
  await expect(steps.nth(1)).toContainText('成功');

  const answer = turn.getByTestId('assistant-answer');
  await expect(answer).toContainText('燃料油主力合约最新收盘价为', { timeout: 20_000 });
  expect(quoted).not.toBe('');
  await expect(answer).toContainText(quoted);
  // The invented figure is marked; the quoted one is verified against the series the tool returned.
  await expect(turn.getByTestId('assistant-unverified')).toHaveText(INVENTED);
  await expect(turn.getByTestId('assistant-check')).toContainText('1 个数字已核对');
  await expect(turn.getByTestId('assistant-check')).toContainText('1 个未核实');
  // The series is charted, labelled as demo data.
  await expect(turn.locator('canvas').first()).toBeVisible();
  await expect(turn.getByText('演示数据 DEMO DATA')).toBeVisible();

  // What the model was shown: the tools' data as delimited blocks, three requests for the two steps and the answer.
  expect(fake.requests).toHaveLength(3);

  // Stored: the conversation is listed, and after a reload the turn is drawn from the server the same way.
  await expect(page.getByText(question).first()).toBeVisible();
  await page.reload();
  await page.locator('.ant-list-item').filter({ hasText: question }).locator('a').first().click();
  const stored = page.getByTestId('assistant-turn').filter({ hasText: question });
  await expect(stored.getByTestId('assistant-step')).toHaveCount(2);
  await expect(stored.getByTestId('assistant-unverified')).toHaveText(INVENTED);
  await expect(stored.locator('canvas').first()).toBeVisible();
  expect(errors).toEqual([]);
});
