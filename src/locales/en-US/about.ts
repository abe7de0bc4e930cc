/** The about page (/user/about): versions, update history, publishing a version. */
export default {
  'about.buildVersion': 'Version in this browser',
  'about.serverVersion': 'Published version',
  'about.publishedAt': 'Published',
  'about.check.current': 'This console is up to date.',
  'about.check.update': 'A new version is available',
  'about.check.updateBody': 'The published main version differs from the one running in this browser. Reload to use the new version.',

  'about.history.title': 'Update history',
  'about.history.none': 'No version has been published yet.',
  'about.history.version': 'Version',
  'about.history.publishedAt': 'Published',
  'about.history.author': 'Published by',
  'about.history.note': 'Release note',
  'about.history.by': '{time} by {author}',

  'about.publish.title': 'Publish a version',
  'about.publish.hint':
    'Publish only after the new build is deployed. Every open console checks the version every {minutes} minutes; those running another main version are asked to reload.',
  'about.publish.version': 'Version',
  'about.publish.versionHelp': 'Release date, a dot and the build, e.g. 20250401.3. The part before the dot is the main version.',
  'about.publish.versionPattern': 'Use the release date and the build number: YYYYMMDD.N, e.g. 20250401.3.',
  'about.publish.note': 'Release note',
  'about.publish.submit': 'Publish',
  'about.publish.confirmTitle': 'Publish version {version}?',
  'about.publish.confirmMajor': 'Its main version differs from the current build: within {minutes} minutes every open console shows the update notice.',
  'about.publish.confirmMinor': 'Its main version is the same as the current build: open consoles are not asked to reload.',
  'about.publish.done': 'Version {version} published.',
};
