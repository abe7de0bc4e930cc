import type { DataOf, EndpointPath } from '../../common/contract/endpoints';

/** The envelope's `data` of a declared call; `unknown` for paths the contract does not declare (hostile input, `/__mock/*`). */
export type CallData<P extends string> = P extends EndpointPath ? DataOf<P> : unknown;
