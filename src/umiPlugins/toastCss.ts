/**
 * Toasts (antd `message`) never take a click meant for what lies under them. They sit at the top centre, where a
 * drawer's close button and a page's header actions also are, and antd pauses a toast while the pointer is over it:
 * a user reaching for the close button held the toast over it for as long as they tried (an e2e test did too).
 * Our toasts carry no controls, so they let the pointer through; they still leave after their duration.
 */
// Three classes: one more than antd's own rule, which is injected after this one.
export const toastCss = '.ant-message .ant-message-notice .ant-message-notice-content{pointer-events:none}';
