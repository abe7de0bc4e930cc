/** What each page of a later issue will hold: `placeholder.` + the route names (the menu key without `menu.`). */
export default {
  'placeholder.list.comp': 'This page will let you configure the components pages are built from.',
  'placeholder.list.page': 'This page will let you configure pages.',
  'placeholder.tool.aiModel': 'This page will give access to the AI large model.',
};
