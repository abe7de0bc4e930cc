/** Subscribed charts (/user/subscribe, and home's grid of them), issue 22, docs/builder.md. */
export default {
  'subscribe.intro':
    'The charts you subscribed to from published reports, in the order your home page shows them. Each is read with the values pinned when you subscribed, and only with the series you may read now.',
  'subscribe.empty.title': 'You have no subscribed charts',
  'subscribe.empty.why':
    'Open a report from the menu and use the pin button on a chart: it appears here and on your home page, with the values on screen pinned.',
  'subscribe.column.position': 'Order on home',
  'subscribe.column.chart': 'Chart',
  'subscribe.column.report': 'Report',
  'subscribe.column.values': 'Pinned values',
  'subscribe.column.actions': 'Actions',
  'subscribe.noValues': 'none',
  'subscribe.gone': 'No longer readable',
  'subscribe.change': 'Change values',
  'subscribe.save': 'Save',
  'subscribe.default': 'Default',
  'subscribe.invalidValue': 'Letters, digits and . _ @ - only (at most 60)',
  'subscribe.remove': 'Remove',
  'subscribe.removeOf': 'Remove {title}',
  'subscribe.removeConfirm': 'Remove {title} from your subscriptions and your home page?',
};
