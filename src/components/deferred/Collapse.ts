/**
 * antd's Collapse for the colour picker's preset panel. The colour picker's presets module also holds the brightness
 * test every antd Button's style uses, so its static import put Collapse into the entry for every page, login
 * included (./deferComponent.tsx).
 */
import { deferComponent } from './deferComponent';

export default deferComponent(() => import('antd/es/collapse'));
