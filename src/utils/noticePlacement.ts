/**
 * Where notices appear: top right as antd places them, but below the header bar. At antd's default 24 px the
 * "log in first" notice covered the login page's language switcher, and inside the layout it covered the header's
 * switcher and user menu (the header is 56 px high; pro-layout's default).
 */
import { notification } from 'antd';

export const NOTICE_TOP_PX = 72;

export function placeNotices(): void {
  notification.config({ top: NOTICE_TOP_PX });
}
