/** 后续版本页面将提供的内容：`placeholder.` 加路由名（即去掉 `menu.` 的菜单键）。 */
export default {};
