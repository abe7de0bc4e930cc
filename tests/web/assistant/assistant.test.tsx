/**
 * /tool/trade/aiModel (issue 23): the assistant page through the harness. The envelope calls go through the fake
 * network at the request layer; the chat stream, which the page reads with fetch, gets a real SSE body in the AI SDK's
 * UI message stream format (harness/fakeStream.ts) built from the contract's types: two tool steps, one with a series,
 * a number check with one unverified figure.
 */
// First: it puts the web streams the AI SDK needs at load on jsdom's window.
import { envelopeReply, FakeStream, installFakeStream, sseReply } from '../harness/fakeStream';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@/constants';
import Assistant from '@/pages/Tool/Trade/Assistant';
import { answer, bodiesSentTo, failWith, makeAdmin, makeUser, ok, renderPage, sentTo } from '../harness';
import { ANSWER, conversationOf, FU, PATH, providerOf, QUESTION, storedTurn, turnParts, usageOf } from './fixtures';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

type Locale = import('../harness').Locale;
type AssistantUsage = import('@common/contract/assistant').AssistantUsage;

installFakeStream();

const TRADER = ['/tool/trade/aiModel', '/tool/trade/record', '/list/page'];
const open = (locale: Locale = 'en-US', user = makeUser({ paths: TRADER })) => renderPage(<Assistant />, { user, locale, path: PATH });
const ask = async (text: string) => {
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  fireEvent.change(box, { target: { value: text } });
  // The SDK updates its store after the click's own task: inside act, so React applies it before the test reads.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Ask/ }));
  });
};

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-trader');
});

describe('without a provider', () => {
  test.each<[Locale, string, string]>([
    ['zh-CN', '尚未配置模型服务', '请联系管理员为 AI 助手配置模型服务。'],
    ['en-US', 'No model provider is configured', 'Ask an administrator to configure a model provider for the assistant.'],
    ['ar-EG', 'لم يُضبط مزوّد للنموذج', 'اطلب من أحد المسؤولين ضبط مزوّد نموذج للمساعد.'],
  ])('a user is told to ask an administrator (%s)', async (locale, title, sentence) => {
    answer('/v2/assistant/usage', ok(usageOf({ configured: false, remainingTokens: 0, tokensUsed: 0 })));
    open(locale);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    // No settings form, no question box, no administrators' call.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(sentTo('/v2/assistant/provider/get')).toEqual([]);
    if (locale === 'ar-EG') expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  test('an administrator configures one here; the key is write-only (kept when empty, removed on request)', async () => {
    let provider = providerOf();
    let usage = usageOf({ configured: false, remainingTokens: 0 });
    answer('/v2/assistant/usage', () => ok(usage));
    answer('/v2/assistant/provider/get', () => ok(provider));
    answer('/v2/assistant/provider/set', ({ body }) => {
      provider = {
        ...provider,
        configured: true,
        baseUrl: body.baseUrl,
        model: body.model,
        hasKey: body.apiKey === undefined ? provider.hasKey : body.apiKey !== '',
        timeoutMs: body.timeoutMs ?? provider.timeoutMs,
        dailyTokenLimit: body.dailyTokenLimit ?? provider.dailyTokenLimit,
        updatedAt: Date.parse('2026-11-29T06:00:00Z'),
        updatedBy: 'admin',
      };
      return ok(provider);
    });
    open('en-US', makeAdmin(TRADER));
    expect(await screen.findByText('No model provider is configured')).toBeInTheDocument();
    const key = await screen.findByLabelText('API key');
    expect(key).toHaveAttribute('placeholder', 'No key stored');
    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: ' https://api.deepseek.com/v1 ' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'deepseek-chat' } });
    fireEvent.change(key, { target: { value: 'sk-secret' } });
    usage = usageOf();
    answer('/v2/assistant/conversation/list', ok([]));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo('/v2/assistant/provider/set')).toEqual([
        { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', apiKey: 'sk-secret', timeoutMs: 60_000, dailyTokenLimit: 200_000 },
      ]),
    );
    // Configured: the page turns into the assistant, and the settings stay at hand in the header.
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Model provider/ }));
    const drawer = await screen.findByRole('dialog');
    const stored = await within(drawer).findByLabelText('API key');
    // The key is never shown: the field is empty, its placeholder says one is stored.
    expect(stored).toHaveValue('');
    expect(stored).toHaveAttribute('placeholder', 'A key is stored (leave empty to keep it)');
    expect(within(drawer).getByLabelText('Base URL')).toHaveValue('https://api.deepseek.com/v1');
    // Saved with the key field empty: no apiKey sent, the stored key is kept.
    fireEvent.change(within(drawer).getByLabelText('Model'), { target: { value: 'deepseek-reasoner' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/assistant/provider/set')).toHaveLength(2));
    expect(bodiesSentTo('/v2/assistant/provider/set')[1]).not.toHaveProperty('apiKey');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // "Remove the stored key" sends ''.
    fireEvent.click(screen.getByRole('button', { name: /Model provider/ }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByRole('checkbox', { name: /Remove the stored key/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/assistant/provider/set')).toHaveLength(3));
    expect(bodiesSentTo('/v2/assistant/provider/set')[2]).toMatchObject({ apiKey: '', model: 'deepseek-reasoner' });
  });
});

describe('a turn', () => {
  beforeEach(() => {
    answer('/v2/assistant/usage', ok(usageOf()));
    answer('/v2/assistant/conversation/list', ok([]));
    answer('/v2/assistant/conversation/get', ({ body }) => ok(storedTurn(body.id)));
  });

  test('streams with its steps, citations, the unverified figure, the chart; usage and the list reload after it', async () => {
    FakeStream.reply = sseReply(turnParts());
    open();
    expect(await screen.findByTestId('assistant-usage')).toHaveTextContent('12,000 of 200,000 tokens used, 188,000 left, 3 questions');
    await ask(QUESTION);
    await waitFor(() => expect(FakeStream.sent).toHaveLength(1));
    // The contract's body, the session's token and the app's language, as every API call carries them.
    expect(FakeStream.sent[0]).toMatchObject({ url: '/v2/assistant/chat', body: { message: QUESTION } });
    expect(FakeStream.sent[0].headers).toMatchObject({ Authorization: 'Bearer tok-trader', 'Accept-Language': 'en-US' });

    const turn = await screen.findByTestId('assistant-turn');
    await within(turn).findByText('3 figures verified');
    const steps = within(turn).getAllByTestId('assistant-step');
    expect(steps.map((s) => s.textContent)).toEqual([
      '[1]marketData_catalog/v2/marketData/catalogok12 ms',
      '[2]marketData_series/v2/marketData/seriesok48 msseries',
    ]);
    expect(within(turn).getByText('1 unverified')).toBeInTheDocument();
    const answerEl = within(turn).getByTestId('assistant-answer');
    expect(answerEl).toHaveTextContent('The FU inner/outer spread is 12.5 USD/t [2], inside its 60-day range of 9.1 to 14.3 [2].');
    // Markdown drawn as elements: the bold figure.
    expect(answerEl.querySelector('strong')).toHaveTextContent('12.5');
    // Only the figure no tool produced is marked, with why.
    const marks = within(answerEl).getAllByTestId('assistant-unverified');
    expect(marks.map((m) => m.textContent)).toEqual(['99.9']);
    fireEvent.mouseEnter(marks[0]);
    expect(await screen.findByText("Not found in this turn's tool results")).toBeInTheDocument();

    // [2] opens step 2: its arguments and the result the model read.
    const citations = within(answerEl).getAllByRole('button', { name: 'Step 2' });
    expect(citations).toHaveLength(2);
    fireEvent.click(citations[0]);
    expect(await within(turn).findByText(/"address": "spread:fu_inner_outer_usd_t"/)).toBeInTheDocument();
    expect(within(turn).getByText(/<tool-result name="marketData_series"/)).toBeInTheDocument();

    // The series step's chart, labelled DEMO.
    expect(within(turn).getByText('From step [2] marketData_series')).toBeInTheDocument();
    expect(within(turn).getByTestId('demo-badge')).toBeInTheDocument();

    // After the turn: usage, the list and the stored conversation are read again.
    await waitFor(() => expect(bodiesSentTo('/v2/assistant/conversation/get')).toContainEqual({ id: 'c-new' }));
    expect(bodiesSentTo('/v2/assistant/conversation/get').every((b) => b.id === 'c-new')).toBe(true);
    await waitFor(() => expect(sentTo('/v2/assistant/usage').length).toBeGreaterThanOrEqual(2));
    expect(sentTo('/v2/assistant/conversation/list').length).toBeGreaterThanOrEqual(2);
    // The stored turn replaced the streamed one (one turn on screen, same answer), and the box is ready again.
    await waitFor(() => expect(screen.getAllByTestId('assistant-turn')).toHaveLength(1));
    expect(screen.getByTestId('assistant-answer')).toHaveTextContent(ANSWER.replace(/\*\*/g, '').replace('\n\n', ''));
    expect(screen.getByRole('button', { name: /Ask/ })).toBeInTheDocument();
  });

  test('a question in an open conversation names it; the stored turns stay, the new one follows once stored', async () => {
    answer('/v2/assistant/conversation/list', ok([conversationOf({ id: 'c-1', title: QUESTION })]));
    let stored = storedTurn('c-1');
    answer('/v2/assistant/conversation/get', () => ok(stored));
    FakeStream.reply = sseReply(turnParts({ id: 'c-1', title: QUESTION }));
    open();
    fireEvent.click(await screen.findByText(QUESTION));
    await screen.findByTestId('assistant-turn');
    // The server stores the second turn as the stream ends.
    stored = { ...stored, messages: [...stored.messages, ...storedTurn('c-1').messages.map((m) => ({ ...m, id: `${m.id}-2` }))] };
    await ask('And against its 250-day range?');
    await waitFor(() => expect(FakeStream.sent).toHaveLength(1));
    expect(FakeStream.sent[0].body).toEqual({ conversationId: 'c-1', message: 'And against its 250-day range?' });
    await waitFor(() => expect(screen.getAllByTestId('assistant-turn')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /Ask/ })).toBeInTheDocument());
    expect(screen.getAllByTestId('assistant-turn')).toHaveLength(2);
  });

  test('"Open as report" saves a builder page over the series address (no points) and opens it', async () => {
    answer('/v2/assistant/conversation/list', ok([conversationOf({ id: 'c-new', title: QUESTION })]));
    answer('/v2/builder/page/save', ok({ id: 'pg-7', version: 1 }));
    const page = open();
    fireEvent.click(await screen.findByText(QUESTION));
    const turn = await screen.findByTestId('assistant-turn');
    fireEvent.click(await within(turn).findByRole('button', { name: /Open as report/ }));
    await waitFor(() => expect(bodiesSentTo('/v2/builder/page/save')).toHaveLength(1));
    const [body] = bodiesSentTo('/v2/builder/page/save');
    expect(body).toEqual({
      title: 'FU inner/outer (from the assistant)',
      panels: [
        {
          id: 'p1',
          kind: 'history',
          title: { text: 'FU inner/outer' },
          layout: { w: 24, h: body.layout.p1.h },
          series: [{ address: FU }],
          interval: '1d',
          range: { years: 0.05 },
        },
      ],
      layout: { p1: { x: 0, y: 0, w: 24, h: body.layout.p1.h } },
    });
    expect(JSON.stringify(body)).not.toContain('14.3');
    await waitFor(() => expect(page.navigations).toContain('/list/page?id=pg-7'));
  });

  test('without the builder page, "Open as report" is off', async () => {
    answer('/v2/assistant/conversation/list', ok([conversationOf({ id: 'c-new', title: QUESTION })]));
    open('en-US', makeUser({ paths: ['/tool/trade/aiModel', '/tool/trade/record'] }));
    fireEvent.click(await screen.findByText(QUESTION));
    expect(await screen.findByRole('button', { name: /Open as report/ })).toBeDisabled();
  });

  test('a stored conversation in zh-CN: steps, checks and the end reason in the language', async () => {
    answer('/v2/assistant/usage', ok(usageOf()));
    answer('/v2/assistant/conversation/list', ok([conversationOf({ id: 'c-9', title: QUESTION })]));
    answer('/v2/assistant/conversation/get', ok(storedTurn('c-9', 'stepLimit')));
    open('zh-CN');
    fireEvent.click(await screen.findByText(QUESTION));
    const turn = await screen.findByTestId('assistant-turn');
    expect(await within(turn).findByText('3 个数字已核对')).toBeInTheDocument();
    expect(within(turn).getByText('1 个未核实')).toBeInTheDocument();
    expect(within(turn).getByText('已达到步数上限：模型根据工具已返回的结果作答。')).toBeInTheDocument();
    expect(within(turn).getAllByRole('button', { name: '第 2 步' })).toHaveLength(2);
    expect(within(turn).getByRole('button', { name: /作为报表打开/ })).toBeInTheDocument();
  });

  test('Stop cancels the streaming answer; the stored (cancelled) turn is shown', async () => {
    answer('/v2/assistant/conversation/get', ({ body }) => ok(storedTurn(body.id, 'cancelled', false)));
    // Sent: start, the conversation, the first tool call and its output; the rest waits.
    FakeStream.reply = sseReply(turnParts(), 4);
    open();
    await ask(QUESTION);
    const turn = await screen.findByTestId('assistant-turn');
    await within(turn).findByText('marketData_catalog');
    const stop = screen.getByRole('button', { name: /Stop/ });
    expect(screen.queryByRole('button', { name: /Ask/ })).toBeNull();
    fireEvent.click(stop);
    await waitFor(() => expect(FakeStream.sent[0].signal?.aborted).toBe(true));
    expect(await screen.findByText('You stopped this answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ask/ })).toBeInTheDocument();
    expect(screen.queryByText(/12\.5/)).toBeNull();
  });

  test('a refusal before the stream (the daily limit) is shown in the language, and the question kept', async () => {
    FakeStream.reply = envelopeReply(failWith('assistantDailyLimit', { retryAfter: 3_600 }));
    open();
    await ask(QUESTION);
    expect(await screen.findByTestId('assistant-error')).toHaveTextContent('Your assistant tokens for today are used up. Try again in 60 minutes.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(QUESTION));
    expect(sentTo('/v2/assistant/conversation/get')).toEqual([]);
  });

  test('a stream error part (the provider failed) is worded from its catalogue key', async () => {
    FakeStream.reply = sseReply([
      { type: 'start' },
      { type: 'data-conversation', data: { id: 'c-new', title: QUESTION } },
      { type: 'error', errorText: 'api.error.assistantProviderError' },
    ]);
    answer('/v2/assistant/conversation/get', ({ body }) => ok(storedTurn(body.id, 'providerError', false)));
    open();
    await ask(QUESTION);
    expect(await screen.findByTestId('assistant-error')).toHaveTextContent(
      'The model provider failed or timed out; this answer is incomplete. Try again later.',
    );
    expect(await screen.findByText('The model provider failed during this answer.')).toBeInTheDocument();
  });

  test('with no tokens left today, asking is off and says why', async () => {
    answer('/v2/assistant/usage', ok(usageOf({ tokensUsed: 200_000, remainingTokens: 0 })));
    open();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', "Today's token limit is used up; it starts again at 00:00 China time.");
  });
});

describe('the conversation list', () => {
  beforeEach(() => {
    answer('/v2/assistant/usage', ok(usageOf()));
  });

  test('rename, export as Markdown, delete after a confirmation', async () => {
    let list = [conversationOf(), conversationOf({ id: 'c-2', title: 'Brent cracks' })];
    answer('/v2/assistant/conversation/list', () => ok(list));
    answer('/v2/assistant/conversation/rename', ({ body }) => {
      list = list.map((c) => (c.id === body.id ? { ...c, title: body.title } : c));
      return ok(list.find((c) => c.id === body.id) ?? conversationOf());
    });
    answer('/v2/assistant/conversation/delete', ({ body }) => {
      list = list.filter((c) => c.id !== body.id);
      return ok(body);
    });
    answer('/v2/assistant/conversation/export', ok({ fileName: 'pta-margins.md', markdown: '# PTA margins this year\n' }));
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Rename "PTA margins this year"' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'PTA margins 2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PTA margins 2026')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/assistant/conversation/rename')).toEqual([{ id: 'c-1', title: 'PTA margins 2026' }]);

    const createObjectURL = jest.fn(() => 'blob:md');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export "Brent cracks" as Markdown' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('pta-margins.md');
    expect(bodiesSentTo('/v2/assistant/conversation/export')).toEqual([{ id: 'c-2' }]);
    click.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Brent cracks"' }));
    expect(await screen.findByText('Delete "Brent cracks" and all its messages?')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/assistant/conversation/delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Brent cracks')).toBeNull());
    expect(bodiesSentTo('/v2/assistant/conversation/delete')).toEqual([{ id: 'c-2' }]);
    await act(async () => undefined);
  });
});

describe('prices and the cost limit', () => {
  const configured = () =>
    providerOf({
      configured: true,
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      hasKey: true,
      updatedAt: Date.parse('2026-11-29T06:00:00Z'),
      updatedBy: 'admin',
    });
  /** The provider's fake server: `set` and `pricing` answer the provider as `get` then does. */
  const serveProvider = () => {
    let provider = configured();
    answer('/v2/assistant/usage', ok(usageOf()));
    answer('/v2/assistant/conversation/list', ok([]));
    answer('/v2/assistant/provider/get', () => ok(provider));
    answer('/v2/assistant/provider/set', ({ body }) => {
      provider = { ...provider, baseUrl: body.baseUrl, model: body.model };
      return ok(provider);
    });
    answer('/v2/assistant/provider/pricing', ({ body }) => {
      provider = { ...provider, pricing: body };
      return ok(provider);
    });
  };
  const openSettings = async () => {
    fireEvent.click(await screen.findByRole('button', { name: /Model provider/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByLabelText('Base URL');
    return drawer;
  };
  const saveAndClose = async (drawer: HTMLElement) => {
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  /** The form item (label, field, hint, errors) of a field. */
  const itemOf = (field: HTMLElement) => field.closest('.ant-form-item') as HTMLElement;

  test('an administrator saves prices with the provider; a save without them, or without a change, sends none', async () => {
    serveProvider();
    open('en-US', makeAdmin(TRADER));

    // Prices left empty: the provider alone is saved, pricing stays null.
    let drawer = await openSettings();
    expect(within(drawer).getByText('Prices and cost limit')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Per million input tokens (CNY)')).toHaveValue('');
    await saveAndClose(drawer);
    expect(bodiesSentTo('/v2/assistant/provider/set')).toHaveLength(1);
    expect(sentTo('/v2/assistant/provider/pricing')).toEqual([]);

    // Filled: sent after the provider, in the chosen currency.
    drawer = await openSettings();
    fireEvent.click(within(drawer).getByRole('radio', { name: 'US dollars (USD)' }));
    expect(await within(drawer).findByLabelText('Per million input tokens (USD)')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Per million input tokens (USD)'), { target: { value: '0.27' } });
    fireEvent.change(within(drawer).getByLabelText('Per million output tokens (USD)'), { target: { value: '1.1' } });
    fireEvent.change(within(drawer).getByLabelText('Cost per user per day (USD)'), { target: { value: '3' } });
    await saveAndClose(drawer);
    expect(bodiesSentTo('/v2/assistant/provider/set')).toHaveLength(2);
    expect(bodiesSentTo('/v2/assistant/provider/pricing')).toEqual([{ currency: 'USD', inputPerMillion: 0.27, outputPerMillion: 1.1, dailyCostLimit: 3 }]);

    // Stored prices come back in the form; saved unchanged, they are not sent again.
    drawer = await openSettings();
    expect(within(drawer).getByLabelText('Per million output tokens (USD)')).toHaveValue('1.1');
    expect(within(drawer).getByText(/Saved prices can be changed but not removed/)).toBeInTheDocument();
    await saveAndClose(drawer);
    expect(bodiesSentTo('/v2/assistant/provider/set')).toHaveLength(3);
    expect(sentTo('/v2/assistant/provider/pricing')).toHaveLength(1);

    // The cost limit emptied: no cost limit (null), the prices kept.
    drawer = await openSettings();
    fireEvent.change(within(drawer).getByLabelText('Cost per user per day (USD)'), { target: { value: '' } });
    await saveAndClose(drawer);
    expect(bodiesSentTo('/v2/assistant/provider/pricing')[1]).toEqual({ currency: 'USD', inputPerMillion: 0.27, outputPerMillion: 1.1, dailyCostLimit: null });
  });

  test('a cost limit alone asks for the prices; a 400 on a price shows under it and saves nothing', async () => {
    serveProvider();
    answer('/v2/assistant/provider/pricing', failWith('badRequest', { fields: { outputPerMillion: 'api.field.tooLarge' } }));
    open('en-US', makeAdmin(TRADER));
    const drawer = await openSettings();
    const input = within(drawer).getByLabelText('Per million input tokens (CNY)');
    const output = within(drawer).getByLabelText('Per million output tokens (CNY)');

    fireEvent.change(within(drawer).getByLabelText('Cost per user per day (CNY)'), { target: { value: '20' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(itemOf(input)).getByText('Required once prices are used')).toBeInTheDocument());
    expect(within(itemOf(output)).getByText('Required once prices are used')).toBeInTheDocument();
    expect(sentTo('/v2/assistant/provider/pricing')).toEqual([]);

    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.change(output, { target: { value: '8' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(itemOf(output)).getByText('This value is too large.')).toBeInTheDocument());
    expect(bodiesSentTo('/v2/assistant/provider/pricing')).toEqual([{ currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8, dailyCostLimit: 20 }]);
    expect(within(itemOf(input)).queryByText('This value is too large.')).toBeNull();
    // Refused prices stop the save: the provider is not sent, the drawer stays open with what was entered.
    expect(sentTo('/v2/assistant/provider/set')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(output).toHaveValue('8');
  });

  test('prices taken but the provider refused: its field error, and the alert says the prices alone were saved', async () => {
    serveProvider();
    answer('/v2/assistant/provider/set', failWith('badRequest', { fields: { baseUrl: 'api.field.invalid' } }));
    open('en-US', makeAdmin(TRADER));
    const drawer = await openSettings();
    fireEvent.change(within(drawer).getByLabelText('Per million input tokens (CNY)'), { target: { value: '2' } });
    fireEvent.change(within(drawer).getByLabelText('Per million output tokens (CNY)'), { target: { value: '8' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(itemOf(within(drawer).getByLabelText('Base URL'))).getByText('This value is not valid.')).toBeInTheDocument());
    expect(within(drawer).getByText('The prices were saved; the provider was not.')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/assistant/provider/pricing')).toEqual([{ currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8, dailyCostLimit: null }]);
    expect(sentTo('/v2/assistant/provider/set')).toHaveLength(1);
  });

  test('the first configuration, with prices, from the no-provider page: prices first, then the provider', async () => {
    let provider = providerOf();
    let usage = usageOf({ configured: false, remainingTokens: 0 });
    const order: string[] = [];
    answer('/v2/assistant/usage', () => ok(usage));
    answer('/v2/assistant/conversation/list', ok([]));
    answer('/v2/assistant/provider/get', () => ok(provider));
    answer('/v2/assistant/provider/pricing', ({ body }) => {
      order.push('pricing');
      provider = { ...provider, pricing: body };
      return ok(provider);
    });
    answer('/v2/assistant/provider/set', ({ body }) => {
      order.push('set');
      provider = { ...provider, configured: true, baseUrl: body.baseUrl, model: body.model };
      usage = usageOf({ currency: 'CNY', costUsed: 0, dailyCostLimit: 20 });
      return ok(provider);
    });
    open('en-US', makeAdmin(TRADER));
    fireEvent.change(await screen.findByLabelText('Base URL'), { target: { value: 'https://api.deepseek.com/v1' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'deepseek-chat' } });
    fireEvent.change(screen.getByLabelText('Per million input tokens (CNY)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Per million output tokens (CNY)'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Cost per user per day (CNY)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The page becomes the assistant, its header showing the cost against the new limit.
    expect(await screen.findByTestId('assistant-cost')).toHaveTextContent('Cost today: CN¥0.00 / CN¥20.00');
    expect(order).toEqual(['pricing', 'set']);
    expect(bodiesSentTo('/v2/assistant/provider/pricing')).toEqual([{ currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8, dailyCostLimit: 20 }]);
  });

  test.each<[Locale, Partial<AssistantUsage>, string, number]>([
    // The cost limit is the tighter one: 15 of 20 (75%) against 12,000 of 200,000 tokens (6%).
    ['zh-CN', { currency: 'CNY', costUsed: 15, dailyCostLimit: 20 }, '今日费用：¥15.00 / ¥20.00', 75],
    // The tokens are: 0.042 of 20 is 0.2%.
    ['en-US', { currency: 'CNY', costUsed: 0.042, dailyCostLimit: 20 }, 'Cost today: CN¥0.04 / CN¥20.00', 6],
    // A cost below a cent keeps its digits; prices without a cost limit: the cost alone.
    ['en-US', { currency: 'USD', costUsed: 0.0024, dailyCostLimit: null }, 'Cost today: $0.0024 (no cost limit)', 6],
  ])('with prices, usage shows the cost against its limit (%s, %j)', async (locale, cost, text, percent) => {
    answer('/v2/assistant/usage', ok(usageOf(cost)));
    answer('/v2/assistant/conversation/list', ok([]));
    open(locale);
    expect(await screen.findByTestId('assistant-cost')).toHaveTextContent(text);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
  });

  test('without prices, usage shows tokens only', async () => {
    answer('/v2/assistant/usage', ok(usageOf()));
    answer('/v2/assistant/conversation/list', ok([]));
    open();
    expect(await screen.findByTestId('assistant-usage')).toHaveTextContent('12,000 of 200,000 tokens used');
    expect(screen.queryByTestId('assistant-cost')).toBeNull();
    expect(screen.queryByText(/Cost today/)).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
  });

  test('with the cost limit reached, asking is off and names that limit', async () => {
    answer('/v2/assistant/usage', ok(usageOf({ remainingTokens: 0, currency: 'CNY', costUsed: 20.01, dailyCostLimit: 20 })));
    answer('/v2/assistant/conversation/list', ok([]));
    open();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', "Today's cost limit is reached; it starts again at 00:00 China time.");
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
