/** antd's Tree for the table filter dropdown's `filterMode: 'tree'`, which no table of the app uses (./deferComponent.tsx). */
import { deferComponent } from './deferComponent';

export default deferComponent(() => import('antd/es/tree'));
