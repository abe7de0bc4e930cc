/** antd's Tabs for antd Card's and PageContainer's `tabList`, which no first screen uses (./deferComponent.tsx). */
import { deferComponent } from './deferComponent';

export default deferComponent(() => import('antd/es/tabs'));
