/** What each page of a later issue will hold: `placeholder.` + the route names (the menu key without `menu.`). */
export default {
  'placeholder.report': 'This page will show the report named in its address.',
  'placeholder.list.data': 'This page will let you configure the data sets the console reads.',
  'placeholder.list.route': 'This page will let you configure routes.',
  'placeholder.tool.aiModel': 'This page will give access to the AI large model.',
};
