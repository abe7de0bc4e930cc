import { FACTS } from '../facts';

export default `# About and versions

## The About page

Menu **User area → About**. It shows the version of the console running in your browser, the version the server has
published, and the update history.

## Version numbers

A version looks like \`20250401.3\`: the release date, a dot, then the build of that release. The part before the
first dot is the main version. Only a change of the main version asks you to reload; a new build of the same release
does not interrupt anybody.

## Update history

The history lists every published version, newest first, as a timeline: the version, when it was published, who
published it and the release note that says what changed. Read it after an update notice to see what is new.

## Publishing a version (administrators)

Administrators publish a version with its number and a release note. From then on:

- every server answer carries the new version;
- every open console checks the version every ${FACTS.versionPollMinutes} minutes while its tab is visible, so within
  ${FACTS.versionPollMinutes} minutes each open tab whose main version differs shows the update-available notice with
  a **Reload** button; a hidden tab checks as soon as it is shown again;
- the publication is recorded in the update history and in the audit trail.

Publish only after the new build has been deployed. The notice compares the published version with the build each
browser is running, so publishing too early sends people to reload into the old build, after which the notice
appears again.
`;
