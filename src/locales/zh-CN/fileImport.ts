/** 统一的表格导入（src/components/FileImport）：各导入共用的文字；各页面自行命名其问题。 */
export default {
  'fileImport.pick': '选择文件',
  'fileImport.preview': '预览',
  'fileImport.commit': '导入',
  'fileImport.badType': '只能导入 CSV（.csv、.txt）和 Excel（.xlsx）文件。',
  'fileImport.tooLarge': '文件大于 {size}。',
  'fileImport.summary': '读取 {rows} 行；{errors} 个错误，{warnings} 个警告。文件有错误时不写入任何数据。',
  'fileImport.issues': '行错误',
  'fileImport.issuesAndWarnings': '行错误与警告',
  'fileImport.rows': '待导入的行',
  'fileImport.col.row': '行',
  'fileImport.col.level': '级别',
  'fileImport.col.column': '列',
  'fileImport.col.problem': '问题',
  'fileImport.col.detail': '详情',
  'fileImport.level.error': '错误',
  'fileImport.level.warning': '警告',
};
