/** A call of the contract made in-process (app.inject), typed by its endpoint declaration. */
import type { FastifyInstance } from 'fastify';
import type { BodyOf, DataOf, EndpointPath } from '../../common/contract/endpoints';

export async function callApi<P extends EndpointPath>(app: FastifyInstance, path: P, body: BodyOf<P>, token?: string): Promise<DataOf<P>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (res.statusCode !== 200) throw new Error(`QA server: ${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data as DataOf<P>;
}
