/** 使用说明页面（/user/introduction/*）。文档正文位于 src/pages/User/Introduction/content。 */
export default {
  'introduction.areas': '说明目录',
  'introduction.search.label': '搜索使用说明',
  'introduction.search.placeholder': '搜索全部说明',
  'introduction.search.resultCount': '共 {count} 篇文档匹配',
  'introduction.search.noResults': '没有文档包含“{query}”。',
  'introduction.toc.title': '本页内容',
  'introduction.notFound.title': '没有这篇文档',
  'introduction.notFound.description': '不存在名为“{slug}”的使用说明，请从目录中选择。',
  'introduction.notFound.action': '打开“{title}”',
  'introduction.fallbackNotice': '这篇文档暂无您所选语言的版本，现显示中文版。',
};
