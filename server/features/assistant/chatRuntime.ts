/**
 * What a chat turn runs on: the AI SDK (`ai`, `@ai-sdk/openai-compatible`; about 0.2 s of module loading in Node)
 * with the turn and the provider's model built on it. chatRoute.ts loads this on the first chat (server/infra/lazyModule.ts),
 * so an app that answers no chat (every API test file but the assistant's) does not load the SDK.
 */
export { pipeUIMessageStreamToResponse } from 'ai';
export { chatModelOf } from './chatModel';
export { chatTurnStream } from './chatTurn';
