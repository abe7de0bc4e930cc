/** Downloads from the meetings page: the Markdown export, and an attachment named by a link into the page. */
import { message } from 'antd';
import { useEffect, useRef } from 'react';
import type { Meeting } from '@common/contract/meetings';
import { useText } from '@/hooks/useText';

const clickLink = (href: string, fileName: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.click();
};

/** Save a text as a file in the browser (the Markdown export): one helper for every page. */
export { downloadText } from '@/utils/downloadText';

/**
 * An exported meeting's attachment links lead to `?meeting=<id>&attachment=<file id>`: once that meeting is
 * open, download the file through its fresh signed address (once), or say that it is no longer attached.
 */
export function useAttachmentDownload(meeting: Meeting | null, fileId: string | null | undefined): void {
  const f = useText();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!meeting || !fileId || handled.current === `${meeting.id}/${fileId}`) return;
    handled.current = `${meeting.id}/${fileId}`;
    const file = meeting.attachments.find((a) => a.id === fileId);
    if (file) clickLink(file.url, file.name);
    else message.warning(f('meetings.attach.gone'));
  }, [meeting, fileId, f]);
}
