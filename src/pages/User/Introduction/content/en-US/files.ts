import { FACTS } from '../facts';

export default `# Files

The **Files** page (menu **User area → File management**) keeps documents you want at hand in the console: price sheets,
reports, exports and notes. Each person sees the files they uploaded.

## Uploading

Drag files from your computer onto the upload area, or click it to choose them. You can upload several files at
once; each one shows its own progress and result, so one rejected file does not stop the others.

### Limits

- at most ${FACTS.fileMaxMiB} MiB per file;
- allowed types: ${FACTS.fileTypes}.

Files that break a limit are refused before anything is sent, with the reason. The type is judged by the file name's
extension, so keep the original extension.

## Finding files

The list shows the name, size and upload time of each file, ten per page. Search by part of the name, and sort by
name, size or time by clicking a column heading.

Administrators can switch the list from **My files** to **All users**, which adds an owner column. **Export CSV**
downloads the rows the list shows.

## Preview and download

- images (\`png\`, \`jpg\`, \`jpeg\`, \`gif\`, \`webp\`) and PDF files open in a preview inside the console;
- CSV files open as a table, which is a quick way to check an export before using it;
- every file can be downloaded. Download links are short-lived: if one no longer works, reload the list and try
  again.

A CSV preview shows the first 200 rows; download the file to see all of it.

## Deleting

Deleting a file removes it for good; there is no recycle bin. You can delete your own files. Administrators can
delete any file, for example when a file was shared by mistake.
`;
