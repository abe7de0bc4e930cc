/** The one table import (src/components/FileImport): the words every import shares; each page names its own problems. */
export default {
  'fileImport.pick': 'Choose a file',
  'fileImport.preview': 'Preview',
  'fileImport.commit': 'Import',
  'fileImport.badType': 'Only CSV (.csv, .txt) and Excel (.xlsx) files can be imported.',
  'fileImport.tooLarge': 'The file is larger than {size}.',
  'fileImport.summary': '{rows} rows read; {errors} errors, {warnings} warnings. Nothing is written while the file has errors.',
  'fileImport.issues': 'Row errors',
  'fileImport.issuesAndWarnings': 'Row errors and warnings',
  'fileImport.rows': 'Rows to import',
  'fileImport.col.row': 'Row',
  'fileImport.col.level': 'Level',
  'fileImport.col.column': 'Column',
  'fileImport.col.problem': 'Problem',
  'fileImport.col.detail': 'Detail',
  'fileImport.level.error': 'Error',
  'fileImport.level.warning': 'Warning',
};
