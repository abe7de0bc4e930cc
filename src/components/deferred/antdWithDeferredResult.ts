/**
 * What the error boundary of pro-components and the layout plugin's 403/404 fallback import from antd, with Result
 * (drawn only when a page crashed or has no route or grant) deferred (./deferComponent.tsx).
 */
import { deferComponent } from './deferComponent';

export { Button } from 'antd';
export const Result = deferComponent(() => import('antd/es/result'));
