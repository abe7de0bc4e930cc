/** 后续版本页面将提供的内容：`placeholder.` 加路由名（即去掉 `menu.` 的菜单键）。 */
export default {
  'placeholder.list.comp': '此页面将用于配置构成页面的组件。',
  'placeholder.list.page': '此页面将用于配置页面。',
  'placeholder.tool.aiModel': '此页面将提供 AI 大模型的入口。',
};
