/**
 * One conversation: its stored turns, the turn streaming now (the AI SDK's `useChat` over chatTransport.ts), and the
 * question box with Send, and Stop while an answer streams. When a turn ends the page reloads what it changed (usage,
 * the list, the conversation) and draws the stored turn in place of the streamed one.
 */
import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Chat, useChat } from '@ai-sdk/react';
import type { ChatInit } from 'ai';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Button, Empty, Input, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ASSISTANT_MESSAGE_MAX, type AssistantDataParts } from '@common/contract/assistant';
import { apiQuery } from '@/services/query';
import { failureMessage, failureOf } from '@/utils/apiError';
import { hasMessage, t } from '@/utils/i18n';
import { assistantTransport } from '../chatTransport';
import { TURN_CHANGES, useConversation } from '../service';
import { type AssistantUIMessage, turnOfLive, turnsOfMessages } from '../turns';
import TurnView from './TurnView';

interface Props {
  conversationId: string | null;
  /** A new conversation got its id (the stream's first data part), or the turn ended in it. */
  onConversation: (id: string) => void;
  onBusy: (busy: boolean) => void;
  /** Nothing left today, and by which limit (UsageBar's `limitReached`): asking is off and says why. */
  exhausted: 'tokens' | 'cost' | null;
}

/**
 * A refusal answered before the stream (an envelope) is worded as any call's. A stream's `error` part carries a
 * catalogue key as its text (`api.error.assistantProviderError`): worded in the user's language; other text as is.
 */
const errorText = (error: Error): string => (failureOf(error) ? failureMessage(error) : hasMessage(error.message) ? t(error.message) : error.message);

export default function ChatPanel({ conversationId, onConversation, onBusy, exhausted }: Props) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const detail = useConversation(conversationId);
  const [input, setInput] = useState('');
  // The conversation of the turn in flight (a new one is named by the stream's `data-conversation`).
  const turnConversation = useRef<string | null>(conversationId);
  const streamed = useRef(false);
  const asked = useRef('');

  // The turn's failure, kept until the next question (the SDK's own `error` is reset when its status returns to ready).
  const [error, setError] = useState<Error | null>(null);
  // The page's own Chat (one per panel), so a finished turn can read the chat's error as it ends; its callbacks call
  // this render's handlers.
  const handlers = useRef<Pick<ChatInit<AssistantUIMessage>, 'onData' | 'onFinish'>>({});
  const chat = useMemo(
    () =>
      new Chat<AssistantUIMessage>({
        transport: assistantTransport(),
        onData: (part) => handlers.current.onData?.(part),
        onFinish: (event) => handlers.current.onFinish?.(event),
      }),
    [],
  );
  const { messages, sendMessage, status, stop, setMessages, error: chatError } = useChat<AssistantUIMessage>({ chat });
  handlers.current = {
    onData: (part) => {
      if (part.type === 'data-conversation') {
        turnConversation.current = (part.data as AssistantDataParts['conversation']).id;
        streamed.current = true;
      }
    },
    onFinish: async ({ isError }) => {
      const failure = isError ? chat.error : undefined;
      onBusy(false);
      const id = turnConversation.current;
      await Promise.all(TURN_CHANGES.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
      if (failure) setError(failure);
      if (id) {
        // The stored turn replaces the streamed one in the same render, once loaded: neither an empty nor a doubled turn.
        await queryClient.fetchQuery({ ...apiQuery('/v2/assistant/conversation/get', { id }), staleTime: 0 }).catch(() => undefined);
        if (id !== conversationId) onConversation(id);
      }
      // A turn the server kept (it streamed) is drawn from the store; a refusal before the stream kept nothing, so
      // the question stays on screen with the refusal, and back in the box to ask again.
      if (!isError || streamed.current) setMessages([]);
      else setInput((current) => current || asked.current);
    },
  };

  // Another conversation chosen (or New): the streamed turn and its error belong to the one left. The turn's own
  // conversation becoming the chosen one (a new conversation's id) keeps them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of conversation resets
  useEffect(() => {
    if (conversationId === turnConversation.current) return;
    turnConversation.current = conversationId;
    setMessages([]);
    setError(null);
  }, [conversationId]);

  const shownError = error ?? chatError;
  const streaming = status === 'submitted' || status === 'streaming';
  const live = turnOfLive(messages);
  const stored = useMemo(() => turnsOfMessages(detail.data?.messages ?? []), [detail.data]);

  const ask = () => {
    const text = input.trim();
    if (!text || streaming || exhausted) return;
    setError(null);
    setMessages([]);
    turnConversation.current = conversationId;
    streamed.current = false;
    asked.current = text;
    onBusy(true);
    setInput('');
    sendMessage({ text }, { body: conversationId ? { conversationId } : {} });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.error ? <Alert type="error" showIcon message={failureMessage(detail.error)} /> : null}
      {!stored.length && !live && !detail.isLoading ? <Empty description={f('assistant.empty')} /> : null}
      {stored.map((turn) => (
        <TurnView key={turn.key} turn={turn} />
      ))}
      {live ? <TurnView turn={live} streaming={streaming} /> : null}
      {shownError ? <Alert type="error" showIcon message={errorText(shownError)} data-testid="assistant-error" /> : null}
      <Input.TextArea
        aria-label={f('assistant.question')}
        placeholder={exhausted ? f(exhausted === 'cost' ? 'assistant.exhausted.cost' : 'assistant.exhausted') : f('assistant.question.placeholder')}
        value={input}
        maxLength={ASSISTANT_MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 8 }}
        disabled={!!exhausted}
        onChange={(e) => setInput(e.target.value)}
        onPressEnter={(e) => {
          if (e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          ask();
        }}
      />
      <Space>
        {streaming ? (
          <Button danger icon={<StopOutlined />} onClick={() => stop()}>
            {f('assistant.stop')}
          </Button>
        ) : (
          <Button type="primary" icon={<SendOutlined />} onClick={ask} disabled={!input.trim() || !!exhausted}>
            {f('assistant.send')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
