/**
 * Schedules in words (issue 18: the data-source page showed raw cron strings). Sentences for the shapes the sources
 * use (server/features/datasource/registry.ts: `0 18 * * *`, `5 * * * *`, `0 6 * * 6`) and the common others; any
 * other cron has no sentence (the page shows it as a custom schedule), never a wrong one.
 */
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { cronText } from '@/pages/List/Datasource/cronText';

const translate =
  (messages: Record<string, string>) =>
  (id: string, values: Record<string, string | number> = {}) =>
    messages[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const en = (cron: string) => cronText(cron, translate(enUS as Record<string, string>), 'en-US', 'Asia/Shanghai');

test.each([
  ['0 18 * * *', 'Every day at 18:00, Asia/Shanghai'],
  ['30 18 * * 1-5', 'Every weekday at 18:30, Asia/Shanghai'],
  ['30 18 * * 5,1,4,3,2', 'Every weekday at 18:30, Asia/Shanghai'],
  ['0 6 * * 6', 'Every Saturday at 06:00, Asia/Shanghai'],
  ['0 7 * * 0,3', 'Every Wednesday and Sunday at 07:00, Asia/Shanghai'],
  ['0 9,18 * * *', 'Every day at 09:00 and 18:00, Asia/Shanghai'],
  ['5 * * * *', 'Every hour at minute 5, Asia/Shanghai'],
  ['*/15 * * * *', 'Every 15 minutes, Asia/Shanghai'],
  ['0 */4 * * *', 'Every 4 hours at minute 0, Asia/Shanghai'],
  ['0 8 1,15 * *', 'On day 1 and 15 of every month at 08:00, Asia/Shanghai'],
])('%s reads "%s"', (cron, text) => {
  expect(en(cron)).toBe(text);
});

test.each(['0 18 * 1 *', '0 18 1 * 1', '0 8-18/2 * * *', '61 18 * * *', '0 18 * *', '0 25 * * *'])('%s has no sentence', (cron) => {
  expect(en(cron)).toBeNull();
});

test('in Chinese, with Chinese weekday names', () => {
  expect(cronText('0 6 * * 6', translate(zhCN as Record<string, string>), 'zh-CN', 'Asia/Shanghai')).toBe('每星期六 06:00（Asia/Shanghai）');
  expect(cronText('30 18 * * 1-5', translate(zhCN as Record<string, string>), 'zh-CN', 'Asia/Shanghai')).toBe('每个工作日 18:30（Asia/Shanghai）');
});
