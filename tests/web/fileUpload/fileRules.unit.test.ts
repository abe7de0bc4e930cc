/** Upload limits, preview kinds and byte sizes of the file page. */
import { FILE_MAX_BYTES } from '@common/contract/fileUpload';
import { ACCEPT_ATTRIBUTE, extensionOf, formatBytes, previewKindOf, uploadProblem } from '@/utils/fileRules';

test('uploadProblem follows the contract limits', () => {
  expect(uploadProblem({ name: 'a.CSV', size: 10 })).toBeNull();
  expect(uploadProblem({ name: 'a.csv', size: FILE_MAX_BYTES })).toBeNull();
  expect(uploadProblem({ name: 'a.csv', size: FILE_MAX_BYTES + 1 })).toBe('fileUpload.reject.size');
  expect(uploadProblem({ name: 'a.exe', size: 1 })).toBe('fileUpload.reject.type');
  expect(uploadProblem({ name: 'csv', size: 1 })).toBe('fileUpload.reject.type');
  expect(uploadProblem({ name: '.csv', size: 1 })).toBe('fileUpload.reject.type');
});

test('extensions and preview kinds', () => {
  expect(extensionOf('report.final.PDF')).toBe('pdf');
  expect(previewKindOf('x.jpeg')).toBe('image');
  expect(previewKindOf('x.pdf')).toBe('pdf');
  expect(previewKindOf('x.csv')).toBe('csv');
  expect(previewKindOf('x.xlsx')).toBeNull();
  expect(ACCEPT_ATTRIBUTE.split(',')).toContain('.xlsx');
});

test('formatBytes uses binary steps and the locale', () => {
  expect(formatBytes(512, 'en-US')).toBe('512 byte');
  expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
  expect(formatBytes(50 * 1024 * 1024, 'en-US')).toBe('50 MB');
  expect(formatBytes(1536, 'ar-EG')).not.toBe(formatBytes(1536, 'en-US'));
});
