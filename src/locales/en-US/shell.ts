/** The shell (issue 8): page summaries on link cards, start-up, the signed-in prompt on login, the header's source summary. */
export default {
  'app.loading': 'Loading the console…',
  'pages.summary.home': 'Your areas, the data sources and the deployed version at a glance.',
  'pages.summary.tool.realtime.contract':
    'Product specifications with their dated versions, contract months, month mappings for spreads, reference rates, feeds and bar imports.',
  'pages.summary.tool.realtime.strategy': 'Spread formulas over legs and dated rates: define, preview over history, share, explain values and set alerts.',
  'pages.summary.list.datasource': "Each data source's state, schedule, run history and credentials.",
  'pages.summary.user.account': 'Your profile, password, active sessions and the pages you may open.',
  'pages.summary.user.about': 'The deployed version, the version check and the release history.',
  'pages.summary.user.introduction': 'How to use the console, with a table of contents and search.',
  'pages.summary.user.fileUpload': 'Upload, list, download and delete your files.',
  'pages.summary.user.adminAccount': 'Create, edit, disable and reset accounts; the audit trail.',
  'pages.summary.user.adminAuthentic': 'Grant and revoke the pages each account may open.',
  'pages.summary.user.subscribe': 'The charts you subscribed to, on one page.',
  'pages.login.signedInAs': 'You are signed in as {name}.',
  'pages.login.continueAs': 'Continue as {name}',
  'pages.login.switchAccount': 'Use another account',
  'test.token.databaseValue': '{kind} (round trip {ms} ms)',
  'api.note.initialVersion': 'Initial version (the build version at first start)',
  'health.summary': 'Data sources: {state}',
  'health.summary.counts': '{ok} OK, {warn} warning, {error} error, {unknown} unknown',
};
